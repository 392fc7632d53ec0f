import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * "Missed BP tabs in custody", "BP meds not brought in", "wants his meds": a supply of usual medicines for
 * a well patient is a prescription (ESI 5), not an unrecognised complaint with assumed bloods and an ECG.
 */
const adult = caseFormMaker({ patientAge: '55', gender: 'male' });

describe('usual medicines missed or not brought in, in a well patient', () => {
  it.each([
    [
      'missed BP tabs in custody',
      'In custody 2 days, BP meds not brought in. No headache, no chest pain. Wants meds.',
    ],
    [
      'medication',
      'Admitted to the hostel last night, his tablets were not brought with him; wants his usual meds. Feels well.',
    ],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'BP 158/94 HR 74 RR 14 SpO2 98%');
    expect(presentationIds(item)).toContain('medication-request');
    expect(analyzeCase(item).scores.esi.level).toBe(5);
  });
});
