import type { AnalyzeResponse, FieldIdentifierFinding, RemovedIdentifiers } from '@manan/contracts';
import { Button, VisuallyHidden } from '@manan/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GlossaryTerm } from '../../components/glossary-term';
import { AnalyzeProgress } from './analyze-progress';
import { BloodReportUpload } from './blood-report-upload';
import {
  emptyCaseForm,
  toCaseRequest,
  validateCaseForm,
  type CaseFormErrors,
  type CaseFormField,
  type CaseFormValues,
} from './case-form-values';
import { Field, Input, Select, TextArea, type FieldFlag } from './field';
import { describeFinding, IdentifierFindingsList } from './identifier-findings-list';
import { IdentifierNotice } from './identifier-notice';
import { withAgesGeneralised } from './identifier-findings';
import { removedFromReportMessage } from './removed-from-report';
import { useAnalyzeCase } from './use-analyze-case';
import { useIdentifierGuard } from './use-identifier-guard';
import { VitalsHint, VitalsLabelTerms } from './vitals-label-terms';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: ${({ theme }) => theme.space(2)};
  /* A message under one field must not stretch the other's control. */
  align-items: start;
`;

const Submit = styled(Button)`
  width: 100%;
`;

const ReportNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface CaseFormProps {
  onAnalyzed: (response: AnalyzeResponse) => void;
}

/** The patient case (spec §2 /app, left side) with its §5 validation, uploads and the analyze call. */
export function CaseForm({ onAnalyzed }: CaseFormProps) {
  const [values, setValues] = useState<CaseFormValues>(emptyCaseForm);
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const controls = useRef<Partial<Record<CaseFormField, HTMLElement | null>>>({});
  const submitButton = useRef<HTMLButtonElement>(null);
  const guard = useIdentifierGuard(values);
  const [reportNote, setReportNote] = useState('');
  const focusFirstFlagged = (findings: readonly FieldIdentifierFinding[]) =>
    controls.current[findings[0]?.field as CaseFormField]?.focus();
  const { analyze, isAnalyzing, phase, percent } = useAnalyzeCase(onAnalyzed, (findings) => {
    guard.showRefusal(findings);
    focusFirstFlagged(findings);
  });

  const update = (field: CaseFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: Exclude<CaseFormField, 'gender'>) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });
  const appendToVitals = (parsedText: string, removed: RemovedIdentifiers) => {
    setValues((current) => ({
      ...current,
      vitals: current.vitals.trim() ? `${current.vitals.replace(/\s+$/, '')}\n${parsedText}` : parsedText,
    }));
    if (removed.length) setReportNote(removedFromReportMessage(removed));
  };
  const flagOf = (field: CaseFormField): FieldFlag | undefined => {
    const inField = guard.findings.filter((finding) => finding.field === field);
    if (!inField.length) return undefined;
    const count =
      inField.length === 1 ? 'Possible patient identifier' : `${inField.length} possible patient identifiers`;
    return {
      // What was found is read with the control; the list below shows it and offers the dismissals.
      summary: (
        <>
          {count}
          <VisuallyHidden>: {inField.map(describeFinding).join(', ')}</VisuallyHidden>
        </>
      ),
      content: <IdentifierFindingsList findings={inField} onDismiss={guard.dismiss} />,
    };
  };
  const removeAllIdentifiers = () => {
    setValues(guard.removeAll());
    submitButton.current?.focus();
  };
  const flaggedFields = new Set(guard.findings.map((finding) => finding.field));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCaseForm(values);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as CaseFormField[])[0];
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      return;
    }
    // Nothing leaves the browser while a field holds a possible identifier the user has not dismissed.
    const identifiers = guard.checkNow();
    if (identifiers.length) {
      focusFirstFlagged(identifiers);
      return;
    }
    // Ages over 89 are written "90+" in the form too, so the clinician sees what is sent and stored.
    const sent = withAgesGeneralised(values);
    setValues(sent);
    const request = toCaseRequest(sent);
    const dismissedIdentifiers = guard.dismissalsFor(sent);
    await analyze(dismissedIdentifiers.length ? { ...request, dismissedIdentifiers } : request);
  }

  return (
    <Form aria-label="Patient case" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Pair>
        <Field label="Patient age" error={errors.patientAge} flag={flagOf('patientAge')}>
          {(control) => (
            <Input {...control} {...bind('patientAge')} placeholder="e.g. 58 or 3 mo" autoComplete="off" />
          )}
        </Field>
        <Field label="Gender at birth" error={errors.gender}>
          {(control) => (
            <Select
              {...control}
              name="gender"
              value={values.gender}
              ref={(element) => {
                controls.current.gender = element;
              }}
              onChange={(event) => update('gender', event.target.value)}
            >
              <option value="">Select…</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
            </Select>
          )}
        </Field>
      </Pair>
      <Field label="Chief complaint" error={errors.chiefComplaint} flag={flagOf('chiefComplaint')}>
        {(control) => (
          <Input {...control} {...bind('chiefComplaint')} placeholder="e.g. Chest pain" autoComplete="off" />
        )}
      </Field>
      <Field label="Detailed symptoms" error={errors.symptoms} flag={flagOf('symptoms')}>
        {(control) => (
          <TextArea
            {...control}
            {...bind('symptoms')}
            rows={4}
            placeholder="Onset, duration, character, associated symptoms"
          />
        )}
      </Field>
      <Field
        label="Vital signs and lab values"
        labelExtra={<VitalsLabelTerms />}
        hint={<VitalsHint />}
        error={errors.vitals}
        flag={flagOf('vitals')}
      >
        {(control) => (
          <>
            <TextArea
              {...control}
              {...bind('vitals')}
              rows={5}
              placeholder="e.g. BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C"
            />
            <BloodReportUpload onParsed={appendToVitals} disabled={isAnalyzing} />
            {reportNote ? <ReportNote role="status">{reportNote}</ReportNote> : null}
          </>
        )}
      </Field>
      <Field label="Medical history" optional error={errors.medicalHistory} flag={flagOf('medicalHistory')}>
        {(control) => <TextArea {...control} {...bind('medicalHistory')} rows={3} />}
      </Field>
      <Field
        label="Current medications"
        optional
        error={errors.currentMedications}
        flag={flagOf('currentMedications')}
        hint={
          <>
            Include allergies, so the analysis can note <GlossaryTerm term="contraindications" />.
          </>
        }
      >
        {(control) => <TextArea {...control} {...bind('currentMedications')} rows={2} />}
      </Field>
      <div aria-live="polite">
        {guard.findings.length ? (
          <IdentifierNotice
            count={guard.findings.length}
            fieldCount={flaggedFields.size}
            onRemove={removeAllIdentifiers}
          />
        ) : null}
      </div>
      <Submit ref={submitButton} type="submit" disabled={isAnalyzing} aria-busy={isAnalyzing || undefined}>
        {isAnalyzing ? 'Analyzing...' : 'Analyze Case'}
      </Submit>
      <AnalyzeProgress phase={phase} percent={percent} />
    </Form>
  );
}
