import { Card } from '@manan/ui-kit';
import styled from 'styled-components';

/**
 * The two-pane layout of the triage tool and the practice page: the form pane on the left (above on a phone)
 * and the answer pane on the right (below).
 */
export const Panes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

/** The form pane's card, its heading sized as a section heading. */
export const FormCard = styled(Card)`
  min-width: 0;

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;
