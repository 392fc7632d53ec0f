import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * More than one seizure today in known epilepsy, recovered between them, is a cluster: besides the blood
 * tests (an anticonvulsant level), a benzodiazepine or an IV anticonvulsant load is given to stop the next
 * one, so two resources, ESI 3. A single typical seizure back to baseline stays a one-resource visit.
 */
const man = caseFormMaker({ patientAge: '38', gender: 'male' });
const VITALS = 'HR 84 BP 130/80 RR 16 SpO2 98% T 36.7 GCS 15';

describe('a cluster of seizures', () => {
  it.each([
    [
      'Seizures x2 today',
      'Known epilepsy, ran out of levetiracetam, 2 typical GTC seizures today, full recovery between, now back to baseline.',
    ],
    [
      "I've had three fits today",
      "I've had three fits today, usually I have one a month. I ran out of my tablets. I feel back to normal now.",
    ],
    ['Breakthrough seizures', '2 fits today, missed meds, now baseline'],
  ])('%j: blood tests and a parenteral anticonvulsant, ESI 3', (complaint, story) => {
    const result = analyzeCase({ ...man(complaint, story, VITALS), medicalHistory: 'Epilepsy' });
    expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
    expect(result.esi).toBe(3);
  });

  it('one typical seizure after missed tablets, back to baseline, is not a cluster', () => {
    const result = analyzeCase({
      ...man(
        'Seizure',
        'Known epilepsy. One typical seizure at home an hour ago, ran out of tablets, now back to baseline.',
        VITALS,
      ),
      medicalHistory: 'Epilepsy',
    });
    expect(result.scores.esi.resources).not.toContain('parenteralMedication');
  });

  it('"a 2 minute seizure" is one seizure, not two', () => {
    const result = analyzeCase({
      ...man('Seizure', 'Known epilepsy, a typical 2 minute seizure at home, now back to baseline.', VITALS),
      medicalHistory: 'Epilepsy',
    });
    expect(result.scores.esi.resources).not.toContain('parenteralMedication');
  });
});
