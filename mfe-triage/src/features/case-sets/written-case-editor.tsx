import { esiLevelNames } from '@manan/contracts';
import { Button } from '@manan/ui-kit';
import styled from 'styled-components';
import { FormField, Input, Select, TextArea } from './form-field';
import { IdentifierFindingsNotice } from './identifier-findings-notice';
import { RedFlagPicker } from '../../components/red-flag-picker';
import type { CatalogueRedFlag } from '../../lib/red-flag-options';
import type { WrittenCaseFinding } from './written-case-identifiers';
import type { WrittenCaseErrors, WrittenCaseField, WrittenCaseValues } from './written-case-values';

const Card = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
`;

/** Two short fields side by side where there is room; stacked on a phone, where labels would wrap unevenly. */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** How many red flags a written case's answer may expect (the teaching answer's limit in contracts). */
const answerRedFlagLimit = 8;
const decisionPointOptions = [
  ['A', 'A — Needs an immediate life-saving intervention'],
  ['B', 'B — High risk, confused or in severe pain'],
  ['C', 'C — How many resources'],
  ['D', 'D — Vital signs in the danger zone'],
] as const;

export interface WrittenCaseEditorProps {
  number: number;
  values: WrittenCaseValues;
  errors: WrittenCaseErrors;
  findings: readonly WrittenCaseFinding[];
  redFlagCatalogue: readonly CatalogueRedFlag[];
  onChange: (field: WrittenCaseField, value: string | string[]) => void;
  onDismissFinding: (finding: WrittenCaseFinding) => void;
  onRemoveIdentifiers: () => void;
  onRemove: () => void;
}

/** One case the educator writes: the patient as the case form has it, then the answer a trainee sees after. */
export function WrittenCaseEditor(props: WrittenCaseEditorProps) {
  const { number, values, errors, findings, onChange } = props;
  const text = (field: Exclude<WrittenCaseField, 'redFlags'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const noticeFor = (field: WrittenCaseField) => {
    const inField = findings.filter((finding) => finding.field === field);
    return inField.length ? (
      <IdentifierFindingsNotice findings={inField} onDismiss={props.onDismissFinding} />
    ) : undefined;
  };

  return (
    <Card data-written-case={number}>
      <Legend>Written case {number}</Legend>
      <FormField
        label="Case title"
        hint="Short and neutral: it must not give the level away."
        error={errors.title}
      >
        {(control) => <Input {...control} {...text('title')} autoComplete="off" maxLength={80} />}
      </FormField>
      <SubHeading>Patient, as the trainee meets them</SubHeading>
      <Pair>
        <FormField label="Patient age" error={errors.patientAge} notice={noticeFor('patientAge')}>
          {(control) => (
            <Input {...control} {...text('patientAge')} placeholder="e.g. 58 or 3 mo" autoComplete="off" />
          )}
        </FormField>
        <FormField label="Gender at birth" error={errors.gender}>
          {(control) => (
            <Select {...control} {...text('gender')}>
              <option value="">Select…</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
            </Select>
          )}
        </FormField>
      </Pair>
      <FormField label="Chief complaint" error={errors.chiefComplaint} notice={noticeFor('chiefComplaint')}>
        {(control) => <Input {...control} {...text('chiefComplaint')} autoComplete="off" />}
      </FormField>
      <FormField label="Detailed symptoms" error={errors.symptoms} notice={noticeFor('symptoms')}>
        {(control) => <TextArea {...control} {...text('symptoms')} rows={4} />}
      </FormField>
      <FormField label="Vital signs and lab values" error={errors.vitals} notice={noticeFor('vitals')}>
        {(control) => (
          <TextArea
            {...control}
            {...text('vitals')}
            rows={3}
            placeholder="e.g. BP 150/90, HR 104, RR 22, SpO2 95%"
          />
        )}
      </FormField>
      <FormField
        label="Medical history"
        optional
        error={errors.medicalHistory}
        notice={noticeFor('medicalHistory')}
      >
        {(control) => <TextArea {...control} {...text('medicalHistory')} rows={2} />}
      </FormField>
      <FormField
        label="Current medications"
        optional
        error={errors.currentMedications}
        notice={noticeFor('currentMedications')}
      >
        {(control) => <TextArea {...control} {...text('currentMedications')} rows={2} />}
      </FormField>
      {findings.length ? (
        <Actions>
          <Button type="button" onClick={props.onRemoveIdentifiers}>
            Remove identifiers from written case {number}
          </Button>
        </Actions>
      ) : null}
      <SubHeading>The answer, shown after the trainee commits</SubHeading>
      <Pair>
        <FormField label="Expected ESI" error={errors.expectedEsi}>
          {(control) => (
            <Select {...control} {...text('expectedEsi')}>
              <option value="">Select…</option>
              {esiLevelNames.map(({ esi, name }) => (
                <option key={esi} value={esi}>
                  {esi} — {name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Decision point" error={errors.decisionPoint}>
          {(control) => (
            <Select {...control} {...text('decisionPoint')}>
              <option value="">Select…</option>
              {decisionPointOptions.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Pair>
      <RedFlagPicker
        label="Red flags a trainee should name"
        catalogue={props.redFlagCatalogue}
        picked={pickedFlags(props.redFlagCatalogue, values.redFlags)}
        onChange={(picked) =>
          onChange(
            'redFlags',
            picked.flatMap((flag) => (flag.id ? [flag.id] : [])),
          )
        }
        max={answerRedFlagLimit}
        error={errors.redFlags}
      />
      <FormField label="First action" error={errors.firstAction}>
        {(control) => <Input {...control} {...text('firstAction')} autoComplete="off" />}
      </FormField>
      <FormField label="Why this level" hint="One line, shown beside the comparison." error={errors.why}>
        {(control) => <TextArea {...control} {...text('why')} rows={2} />}
      </FormField>
      <FormField
        label="Teaching points"
        hint="One per line, two to four is best."
        error={errors.teachingPoints}
      >
        {(control) => <TextArea {...control} {...text('teachingPoints')} rows={3} />}
      </FormField>
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onRemove}>
          Remove written case {number}
        </Button>
      </Actions>
    </Card>
  );
}

/** The answer keeps catalogue ids; the picker shows them by name (the id until the catalogue has loaded). */
function pickedFlags(catalogue: readonly CatalogueRedFlag[], ids: readonly string[]) {
  return ids.map((id) => ({ id, text: catalogue.find((flag) => flag.id === id)?.name ?? id }));
}
