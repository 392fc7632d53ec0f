import { esiLevelNames, practiceLimits } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../../components/control-styles';
import { RedFlagPicker } from '../../components/red-flag-picker';
import type { CatalogueRedFlag, PickedRedFlag } from '../../lib/red-flag-options';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
`;

const Levels = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
`;

const LevelOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};

  label {
    font-weight: 600;
  }
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const Submit = styled(Button)`
  width: 100%;
`;

/** What the trainee commits before seeing any answer. */
export interface TriageCommitment {
  esi: number;
  redFlags: PickedRedFlag[];
  firstAction: string;
}

export interface CommitFormProps {
  catalogue: readonly CatalogueRedFlag[];
  isCommitting: boolean;
  onCommit: (commitment: TriageCommitment) => void;
}

interface CommitErrors {
  esi?: string;
  firstAction?: string;
}

/** The trainee's triage: an ESI level, the red flags they see and their first action. */
export function CommitForm({ catalogue, isCommitting, onCommit }: CommitFormProps) {
  const id = useId();
  const [esi, setEsi] = useState<number | null>(null);
  const [redFlags, setRedFlags] = useState<PickedRedFlag[]>([]);
  const [firstAction, setFirstAction] = useState('');
  const [errors, setErrors] = useState<CommitErrors>({});
  const firstLevel = useRef<HTMLInputElement>(null);
  const firstActionInput = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: CommitErrors = {};
    if (esi === null) found.esi = 'Choose the ESI level you would give this patient.';
    if (!firstAction.trim()) found.firstAction = 'Write the first thing you would do for this patient.';
    setErrors(found);
    if (found.esi) return firstLevel.current?.focus();
    if (found.firstAction) return firstActionInput.current?.focus();
    onCommit({ esi: esi!, redFlags, firstAction: firstAction.trim() });
  };

  return (
    <Form aria-label="Your triage" noValidate onSubmit={submit}>
      <Levels aria-describedby={errors.esi ? `${id}-esi-error` : undefined}>
        <legend>ESI level</legend>
        {esiLevelNames.map((level, index) => (
          <LevelOption key={level.esi}>
            <input
              ref={index === 0 ? firstLevel : undefined}
              type="radio"
              name={`${id}-esi`}
              value={level.esi}
              checked={esi === level.esi}
              onChange={() => {
                setEsi(level.esi);
                setErrors((current) => ({ ...current, esi: undefined }));
              }}
            />
            {`ESI ${level.esi} — ${level.name}`}
          </LevelOption>
        ))}
        {errors.esi ? <ErrorText id={`${id}-esi-error`}>{errors.esi}</ErrorText> : null}
      </Levels>
      <RedFlagPicker
        label="Red flags you see (optional)"
        allowTyped
        catalogue={catalogue}
        picked={redFlags}
        onChange={setRedFlags}
      />
      <FieldBox>
        <label htmlFor={`${id}-first-action`}>First action</label>
        <TextArea
          ref={firstActionInput}
          id={`${id}-first-action`}
          rows={2}
          maxLength={practiceLimits.firstAction}
          placeholder="e.g. ECG within 10 minutes and call the doctor"
          value={firstAction}
          aria-invalid={errors.firstAction ? true : undefined}
          aria-describedby={errors.firstAction ? `${id}-first-action-error` : undefined}
          onChange={(event) => {
            setFirstAction(event.target.value);
            setErrors((current) => ({ ...current, firstAction: undefined }));
          }}
        />
        {errors.firstAction ? (
          <ErrorText id={`${id}-first-action-error`}>{errors.firstAction}</ErrorText>
        ) : null}
      </FieldBox>
      <Submit type="submit" disabled={isCommitting} aria-busy={isCommitting || undefined}>
        {isCommitting ? 'Committing…' : 'Commit my triage'}
      </Submit>
    </Form>
  );
}
