import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(1)};
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

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;

  &[data-identifiers='true'] {
    border-color: ${({ theme }) => theme.colors.errorText};
    border-style: dashed;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.errorText};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.errorText};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
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
  /** Set while the field holds a possible patient identifier: the control is outlined. */
  'data-identifiers'?: true;
}

/** Possible patient identifiers in a field: a sentence read with the control, and the findings to act on. */
export interface FieldFlag {
  summary: ReactNode;
  content: ReactNode;
}

const FlagBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const FlagSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: 600;
`;

export interface FieldProps {
  label: string;
  /** Shown after the label, outside it (e.g. glossary terms, which are buttons). */
  labelExtra?: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  flag?: FieldFlag | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control whose hint, error and possible patient identifiers are tied to it with
 * aria-describedby.
 */
export function Field({ label, labelExtra, optional, hint, error, flag, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const flagId = `${id}-identifiers`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', flag ? flagId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Wrapper>
      <LabelRow>
        <Label htmlFor={id}>
          {label}
          {optional ? <Optional> (optional)</Optional> : null}
        </Label>
        {labelExtra}
      </LabelRow>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'data-identifiers': flag ? true : undefined,
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {flag ? (
        <FlagBox>
          <FlagSummary id={flagId}>{flag.summary}</FlagSummary>
          {flag.content}
        </FlagBox>
      ) : null}
    </Wrapper>
  );
}
