import type { CaseSetSummary } from '@manan/contracts';
import { Button, Spinner } from '@manan/ui-kit';
import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePracticeBankQuery } from '../../api/case-sets-api';
import { usePracticeRedFlagsQuery } from '../../api/practice-api';
import { BankCasePicker } from './bank-case-picker';
import { FieldError, FormField, Input } from './form-field';
import { useNewCaseSet } from './use-new-case-set';
import { WrittenCaseEditor } from './written-case-editor';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.errorBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.errorSurface};

  & > p {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface NewCaseSetFormProps {
  onCreated: (set: CaseSetSummary) => void;
  onCancel: () => void;
}

/** "New case set": a title, bank cases and/or written cases, checked here and by svc-triage. */
export function NewCaseSetForm({ onCreated, onCancel }: NewCaseSetFormProps) {
  const form = useNewCaseSet(onCreated);
  const element = useRef<HTMLFormElement>(null);
  const bank = usePracticeBankQuery();
  const redFlags = usePracticeRedFlagsQuery();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const created = await form.submit();
    // After the re-render that shows the messages, take the educator to the first thing to fix.
    if (!created)
      setTimeout(() =>
        element.current
          ?.querySelector<HTMLElement>(
            '[aria-invalid="true"], button[aria-label^="Not an identifier"], [role="alert"][tabindex]',
          )
          ?.focus(),
      );
  }

  return (
    <Form ref={element} aria-label="New case set" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormField label="Title" hint="Trainees see it when they join." error={form.errors.title}>
        {(control) => (
          <Input
            {...control}
            value={form.title}
            onChange={(event) => form.setTitle(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <Section aria-labelledby="bank-cases-heading">
        <h3 id="bank-cases-heading">Cases from the teaching bank</h3>
        {bank.data ? (
          <BankCasePicker cases={bank.data} chosen={form.bankIds} onChange={form.setBankIds} />
        ) : bank.isError ? (
          <Muted role="alert">The teaching bank could not be loaded. You can still write cases.</Muted>
        ) : (
          <Spinner label="Loading the teaching bank…" />
        )}
      </Section>
      <Section aria-labelledby="written-cases-heading">
        <h3 id="written-cases-heading">Cases you write</h3>
        <Muted>
          Write the patient as a triage nurse meets them, then the answer. No names or record numbers.
        </Muted>
        {form.written.map((values, index) => (
          <WrittenCaseEditor
            key={values.key}
            number={index + 1}
            values={values}
            errors={form.writtenErrors[values.key] ?? {}}
            findings={form.findings.filter((finding) => finding.caseKey === values.key)}
            redFlagCatalogue={redFlags.data?.redFlags ?? []}
            onChange={(field, value) => form.updateWritten(values.key, field, value)}
            onDismissFinding={form.dismiss}
            onRemoveIdentifiers={() => form.removeIdentifiers(values.key)}
            onRemove={() => form.removeWritten(values.key)}
          />
        ))}
        <div>
          <Button type="button" $variant="secondary" onClick={form.addWritten}>
            {form.written.length ? 'Write another case' : 'Write a case'}
          </Button>
        </div>
      </Section>
      {form.errors.cases ? <FieldError role="alert">{form.errors.cases}</FieldError> : null}
      {form.failure ? (
        <Alert role="alert" tabIndex={-1}>
          <p>{form.failure.message}</p>
          {form.failure.kind === 'case-limit' ? (
            <p>
              <Link to="/subscription">See Premium plans</Link> or keep this set to 10 cases.
            </p>
          ) : null}
        </Alert>
      ) : null}
      <Footer>
        <Button type="submit" disabled={form.isCreating}>
          {form.isCreating ? 'Creating…' : 'Create case set'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Muted aria-live="polite">
          {form.caseCount === 1 ? '1 case chosen' : `${form.caseCount} cases chosen`}
        </Muted>
      </Footer>
    </Form>
  );
}
