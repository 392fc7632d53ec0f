import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { caseFormMaker, mentalStatusOf } from './support/case-forms';

/**
 * "Bladder and bowel normal" is a list of negatives read backwards, but "now fully back to normal" is the
 * finding that the patient has recovered: a confusion that has cleared, a seizure patient at baseline.
 */
const man = caseFormMaker({ patientAge: '27', gender: 'male' });

describe('back to normal', () => {
  it.each([
    'now fully back to normal.',
    'back to normal.',
    'returned to her normal.',
    'now back to his normal',
  ])('%j is said, not negated', (sentence) => {
    const { affirmed, negated } = scopeNegation(sentence);
    expect(affirmed).toMatch(/normal/);
    expect(negated).toEqual([]);
  });

  it.each(['bladder and bowel normal.', 'ecg normal.', 'neuro exam normal'])(
    '%j is still a negative finding',
    (sentence) => {
      expect(scopeNegation(sentence).affirmed).not.toMatch(/normal/);
    },
  );

  it('a confusion that was, followed by "now fully back to normal", has cleared', () => {
    const item = man(
      'Had a fit',
      'Shook all over for about a minute, then he was confused for 15 minutes. He has never had one before. Now fully back to normal, bitten tongue.',
    );
    expect(mentalStatusOf(item).altered).toBe(false);
  });

  it('a confusion still there is still read', () => {
    const item = man('Had a fit', 'Shook all over for about a minute, still confused.');
    expect(mentalStatusOf(item).altered).toBe(true);
  });
});
