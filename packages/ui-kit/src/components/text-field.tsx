import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(1)};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.errorText};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Ids of the texts that describe the field, such as the form's error. */
  describedBy?: string;
  invalid?: boolean;
  /** Shown after the input, e.g. a password visibility toggle. */
  trailing?: ReactNode;
}

/** A labelled input; an error is tied to it with aria-describedby and aria-invalid. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, describedBy, invalid, trailing, ...inputProps },
  ref,
) {
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...inputProps}
        />
        {trailing}
      </InputRow>
    </Wrapper>
  );
});
