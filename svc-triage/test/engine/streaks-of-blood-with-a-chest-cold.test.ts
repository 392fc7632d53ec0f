import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A few streaks of blood in the phlegm of a chest cold, in someone with no sign of cancer or a clot, needs a
 * chest X-ray and no bloods (BTS 2023 haemoptysis; NICE NG12 asks for more when it is unexplained from 40,
 * or comes with smoking or weight loss): ESI 4. A non-smoker says so in many ways ("non-smoker", "never
 * smoked"), which is not smoking. Under 40, when lung cancer is rare, a smoker's streaks are the cold's too.
 * From 40, tobacco, weight loss, an anticoagulant or older age keep the bloods.
 */
const patient = caseFormMaker({ patientAge: '50', gender: 'male' });
const normalObs = 'HR 78, BP 130/82, RR 16, SpO2 98% RA, T 37.2';

describe('streaks of blood with a chest cold', () => {
  it.each([
    [
      '50',
      'Coughing up blood',
      'Chesty cold for a week; after coughing fits a few red streaks in the phlegm. Not breathless, no chest pain, never smoked, no weight loss.',
    ],
    [
      '34',
      'blood in sputum',
      '34F cough x1/52 after URTI, few flecks of blood in sputum this am. Non-smoker, no wt loss, no SOB, no CP.',
    ],
    [
      '31',
      'Coughing blood',
      'Chest cold for 5 days, coughing hard, streaks of blood in the sputum twice today. Smokes 10 a day.',
    ],
    [
      '57',
      'Blood-streaked phlegm',
      'Bronchitis for ten days, the phlegm is tinged with blood since yesterday. She is a lifelong non smoker and feels otherwise well.',
    ],
  ])('at %s, "%s": a chest X-ray only, ESI 4', (age, complaint, story) => {
    const form = patient(complaint, story, normalObs, age);
    expect(resourcesOf(form)).toEqual(['xray']);
    expect(analyzeCase(form).esi).toBe(4);
  });

  it.each([
    [
      'a smoker',
      '52',
      'Chesty cold for a week with streaks of blood in the phlegm. Smokes 20 a day, no weight loss.',
      '',
    ],
    ['an ex-smoker', '55', 'Streaks of blood in his phlegm with a cold.', 'Ex-smoker, 30 pack-years'],
    [
      'weight loss',
      '48',
      'Never smoked. A chest infection with specks of blood in the sputum; has lost a stone in weight over two months.',
      '',
    ],
    [
      'an anticoagulant',
      '45',
      'Never smoked. Bronchitis with streaks of blood in the phlegm for two days.',
      'AF on apixaban',
    ],
    ['an older age', '74', 'Never smoked. Chesty cold, a few streaks of blood in the phlegm.', ''],
  ])('with %s (%s) the bloods stay: ESI 3', (_why, age, story, history) => {
    const form = { ...patient('Coughing up blood', story, normalObs, age), medicalHistory: history };
    expect(resourcesOf(form)).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(analyzeCase(form).esi).toBe(3);
  });
});
