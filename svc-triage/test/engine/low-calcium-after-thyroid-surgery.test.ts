import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * After a thyroid or parathyroid operation a falling calcium shows in the lips and hands before the
 * larynx and the heart (Society for Endocrinology 2016): IV calcium under monitoring, ESI 2.
 */
const adult = caseFormMaker({ patientAge: '47', gender: 'female' });

describe('tingling and spasm after neck surgery', () => {
  it.each([
    [
      'tingling lips after thyroid op',
      'Total thyroidectomy 2 days ago. Tingling around her mouth and her fingers are cramping into claws.',
    ],
    [
      'hand spasms',
      'Parathyroid operation on Monday; tonight her hands keep locking and the nurse finds a positive Trousseau sign.',
    ],
  ])('%s', (complaint, story) => {
    const item = adult(complaint, story, 'HR 86 BP 124/78 RR 18 SpO2 99%');
    expect(flagIds(item)).toContain('symptomatic-hypocalcaemia');
    expect(analyzeCase(item).scores.esi.level).toBe(2);
  });

  it('with stridor, ESI 1', () => {
    const item = adult(
      'noisy breathing',
      'Thyroidectomy yesterday, tingling lips, carpopedal spasm and now stridor.',
      'HR 118 SpO2 93%',
    );
    expect(analyzeCase(item).scores.esi.level).toBe(1);
  });
});

it('tingling hands while panicking, with no neck surgery, is not this flag', () => {
  const item = adult(
    'panic attack',
    'Breathing fast after an argument, tingling around her mouth and fingers cramping.',
    'HR 104 RR 28 SpO2 100%',
  );
  expect(flagIds(item)).not.toContain('symptomatic-hypocalcaemia');
});

it('one finger that locks, years after a thyroidectomy, is a trigger finger', () => {
  const item = {
    ...adult(
      'finger locking',
      'Right ring finger keeps locking and clicking in the mornings for a month.',
      'HR 72',
    ),
    medicalHistory: 'Thyroidectomy 2015, on levothyroxine',
  };
  expect(flagIds(item)).not.toContain('symptomatic-hypocalcaemia');
});
