import styled from 'styled-components';
import { Button } from '@manan/ui-kit';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const SubmitButton = styled(Button)`
  width: 100%;
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: 600;
`;

const ToggleButton = styled.button`
  flex: none;
  min-width: 64px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** Shows or hides the password in the fields of one form. */
export function PasswordVisibilityToggle({
  visible,
  onToggle,
  disabled,
}: {
  visible: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  return (
    <ToggleButton
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-label={visible ? 'Hide password' : 'Show password'}
    >
      {visible ? 'Hide' : 'Show'}
    </ToggleButton>
  );
}

/** The form's one error, announced (role="alert") and named by the fields' aria-describedby. */
export function FormErrorMessage({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <FormError id={id} role="alert">
      {message}
    </FormError>
  ) : null;
}
