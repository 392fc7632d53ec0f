import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../components/control-styles';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Optional = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

export const Input = styled.input`
  ${controlStyles}
`;
export const Select = styled.select`
  ${controlStyles}
`;
export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown under the control and read with it, e.g. the identifier guard's findings in the field. */
  notice?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint, error and notice tied to it by aria-describedby. */
export function FormField({ label, optional, hint, error, notice, children }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, notice && `${id}-notice`]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {optional ? <Optional> (optional)</Optional> : null}
      </Label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {notice ? <div id={`${id}-notice`}>{notice}</div> : null}
    </Wrapper>
  );
}
