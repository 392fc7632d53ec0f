import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@manan/ui-kit';

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
