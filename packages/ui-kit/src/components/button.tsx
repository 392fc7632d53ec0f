import styled, { css, type DefaultTheme } from 'styled-components';

/** `danger` is for an action that cannot be undone (deleting an account), never for decoration. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const filled = (background: string, hover: string, text: string) => css`
  color: ${text};
  background: ${background};
  border: 1px solid ${background};
  &:hover:not(:disabled) {
    color: ${text};
    background: ${hover};
  }
`;

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => filled(colors.primary, colors.primaryHover, colors.onPrimary),
  danger: ({ colors }) => filled(colors.errorText, colors.errorTextHover, colors.onPrimary),
  secondary: ({ colors }) => css`
    color: ${colors.primary};
    background: ${colors.surface};
    border: 1px solid ${colors.primary};
    &:hover:not(:disabled) {
      color: ${colors.primaryHover};
      background: ${colors.surfaceMuted};
    }
  `,
};

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

  ${({ theme, $variant = 'primary' }) => variantStyles[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A button; `$variant="secondary"` for the outlined style, `"danger"` for an irreversible action. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
