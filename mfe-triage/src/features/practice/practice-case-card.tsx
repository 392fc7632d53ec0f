import { presentationGroupLabels, type PracticeCase } from '@manan/contracts';
import { Card } from '@manan/ui-kit';
import styled from 'styled-components';

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.25)};
  }
  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.reading};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Vitals = styled.dd`
  font-variant-numeric: tabular-nums;
`;

const sexWord = { male: 'Male', female: 'Female' } as const;

/** The case as a triage nurse meets it: who, why they came, the story and the vitals; no answer. */
export function PracticeCaseCard({ practiceCase }: { practiceCase: PracticeCase }) {
  const { patient, position } = practiceCase;
  return (
    <Body aria-labelledby="practice-case-title">
      <div>
        <h2 id="practice-case-title">{practiceCase.title}</h2>
        <Meta>
          {presentationGroupLabels[practiceCase.group]}
          {position ? ` · Case ${position.index} of ${position.total}` : ''}
        </Meta>
      </div>
      <Facts>
        <div>
          <dt>Patient</dt>
          <dd>
            {patient.patientAge}, {sexWord[patient.gender]}
          </dd>
        </div>
        <div>
          <dt>Chief complaint</dt>
          <dd>{patient.chiefComplaint}</dd>
        </div>
        <div>
          <dt>What they tell you</dt>
          <dd>{patient.symptoms}</dd>
        </div>
        <div>
          <dt>Vital signs</dt>
          <Vitals>{patient.vitals}</Vitals>
        </div>
        {patient.medicalHistory ? (
          <div>
            <dt>Medical history</dt>
            <dd>{patient.medicalHistory}</dd>
          </div>
        ) : null}
        {patient.currentMedications ? (
          <div>
            <dt>Current medications</dt>
            <dd>{patient.currentMedications}</dd>
          </div>
        ) : null}
      </Facts>
    </Body>
  );
}
