import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

/** The look of a button, for anything that should look like one (such as a router link). */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease-in-out;

  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          color: ${theme.colors.onPrimary};
          background: ${theme.colors.primary};
          border: 1px solid ${theme.colors.primary};
          &:hover:not(:disabled) {
            color: ${theme.colors.onPrimary};
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          color: ${theme.colors.primary};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.primary};
          &:hover:not(:disabled) {
            color: ${theme.colors.primaryHover};
            background: ${theme.colors.surfaceMuted};
          }
        `}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A button; pass `$variant="secondary"` for the outlined style. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
