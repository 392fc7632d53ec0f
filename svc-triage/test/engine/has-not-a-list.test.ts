import { analyzeCase } from '../../src/domain/engine';
import { scopeNegation } from '../../src/domain/engine/reading/negation';
import { caseFormMaker } from './support/case-forms';

/**
 * "He has not coughed, choked, vomited or drooled" denies every item of its list, as "no cough, choking,
 * vomiting or drooling" does: a list ended by "or" runs across its commas after "has not", "hasn't",
 * "have not", "had not" and "did not" too. A well toddler who chewed a silica gel sachet is given advice.
 */
it.each([
  ['he has not coughed, choked, vomited or drooled', ['drooled']],
  ["she hasn't vomited, coughed or choked", ['choked']],
  ["he didn't vomit, faint or fall", ['faint', 'fall']],
])('"%s" denies every item', (text, words) => {
  const { affirmed } = scopeNegation(text);
  for (const word of words) expect(affirmed).not.toContain(word);
});

it('near-miss: a list not ended by "or" stops at the comma', () => {
  expect(scopeNegation('he has not eaten, vomiting since noon').affirmed).toContain('vomiting');
});

it('a well toddler who chewed a silica gel sachet and has not drooled is advice (ESI 5)', () => {
  const item = caseFormMaker({ patientAge: '22 months', gender: 'male' })(
    'Chewed a silica gel sachet',
    'Found chewing a silica gel sachet an hour ago, may have swallowed a few beads. He has not coughed, choked, vomited or drooled, and he is running around.',
    'HR 112 RR 26 SpO2 99%',
  );
  expect(analyzeCase(item).esi).toBe(5);
});
