import styled from 'styled-components';
import type { CaseSummary } from '@manan/contracts';

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }

  & dd {
    margin: 0;
    white-space: pre-wrap;
    font-variant-numeric: tabular-nums;
    line-height: ${({ theme }) => theme.lineHeights.reading};
  }
`;

function Field({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value?.trim() || 'Not recorded'}</dd>
    </div>
  );
}

/** The case as entered: age, symptoms and vitals, and history and medications when present. */
export function CaseDetails({ summary }: { summary: CaseSummary }) {
  const history = summary.medicalHistory?.details.trim();
  const medications = summary.currentMedications?.details.trim();
  return (
    <Fields>
      <Field term="Patient Age" value={summary.patientAge} />
      {summary.gender ? <Field term="Gender" value={summary.gender} /> : null}
      <Field term="Symptoms" value={summary.symptoms?.details} />
      <Field term="Vital Signs" value={summary.vitals?.raw} />
      {history ? <Field term="Medical History" value={history} /> : null}
      {medications ? <Field term="Current Medications" value={medications} /> : null}
    </Fields>
  );
}
