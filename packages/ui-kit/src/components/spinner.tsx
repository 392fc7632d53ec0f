import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Circle = styled.span`
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
