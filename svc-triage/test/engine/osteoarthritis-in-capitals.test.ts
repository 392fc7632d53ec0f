import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * "OA" in capitals is osteoarthritis ("R knee OA pain worse"): it was not read, so a 91-year-old's
 * usual knee arthritis, worse for a week, was worked up as a hot joint (bloods, X-ray, aspiration).
 * A flare of known osteoarthritis with no fever, no fall and no redness is oral treatment: ESI 5.
 */
const form = caseFormMaker({ patientAge: '91', gender: 'female' });

it('"OA" reads as osteoarthritis; "o/a" does not', () => {
  const { normalized } = factsOf(form('knee pain', 'R knee OA pain worse. o/a comfortable.')).presenting;
  expect(normalized).toContain('osteoarthritis');
  expect(normalized).not.toMatch(/osteoarthritis comfortable/);
});

it('a flare of knee OA, no fall, no redness, walking as usual is ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'Knee pain, arthritis',
        'R knee OA pain worse 1 week, no fall, no redness, walking with frame as usual',
        'HR 76 T 36.5',
      ),
    ).esi,
  ).toBe(5);
});
