import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * A mild headache is mild pain, treated by mouth ("mild headache", "mild earache" were not read as mild):
 * and after a day in the sun, drinking and not vomiting, it is the sunburn's, not heat illness needing a
 * drip. Sunburn with vomiting, dizziness or a headache that is not mild still gets IV fluids.
 */
const form = caseFormMaker({ patientAge: '15', gender: 'male' });

it('sunburn with a mild headache, drinking well, is ESI 5', () => {
  expect(
    analyzeCase(
      form(
        'sunburn',
        'Six hours on the beach without sunscreen, red sore back and shoulders, mild headache, drinking water since.',
        'T 37.1 HR 82 BP 118/70 RR 16',
      ),
    ).esi,
  ).toBe(5);
});

it('near-miss: sunburn with vomiting and dizziness gets IV fluids (ESI 4 or more urgent)', () => {
  expect(
    analyzeCase(
      form(
        'sunburn',
        'All day in the sun, badly burnt, vomited three times and dizzy on standing.',
        'T 37.9 HR 112 BP 108/64',
      ),
    ).esi,
  ).toBeLessThanOrEqual(4);
});
