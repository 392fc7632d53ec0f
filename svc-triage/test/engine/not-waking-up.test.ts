import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * "She's not waking up" after a fall, a fit or a drink is a relative's word for unresponsive: an airway to
 * protect now (ESI 1, decision point A). A child who is not waking up at night, or one who is waking up
 * now, is not.
 */
const toddler = caseFormMaker({ patientAge: '3', gender: 'female' });

describe('"not waking up" in a relative’s words', () => {
  it.each([
    'She fell out of her bedroom window onto the patio. She’s not waking up and she’s making a snoring noise.',
    'He had a fit at home and he isn’t waking up, his lips are a funny colour.',
  ])('%j: unresponsive (ESI 1)', (story) => {
    expect(analyzeCase(toddler('Fall', story)).esi).toBe(1);
  });

  it('a child not waking up at night for feeds, or waking up now, is not unresponsive', () => {
    expect(
      analyzeCase(
        toddler('Rash', 'Mild rash on her tummy, she’s not waking up at night any more, eating well.'),
      ).esi,
    ).toBeGreaterThan(2);
    expect(
      analyzeCase(
        toddler(
          'Bumped head',
          'Bumped her head on the table, cried at once, she’s waking up from her nap now and playing.',
        ),
      ).esi,
    ).toBeGreaterThan(2);
  });
});
