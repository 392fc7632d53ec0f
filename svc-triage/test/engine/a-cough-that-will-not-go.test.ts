import { analyzeCase } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * "Still not gone", "hasn't cleared up", "won't go away": a symptom that stays, not one denied. A cough
 * "still not gone 4 weeks after a cold" is a cough of 4 weeks, which gets its chest X-ray (NICE NG12: 40
 * and over, a persistent cough and smoking).
 */
const smoker = caseFormMaker({ patientAge: '45', gender: 'male' });

it.each([
  ['cough still not gone 4 weeks after a cold', '4 weeks'],
  ["the rash hasn't cleared up", 'rash'],
  ["the cough won't go away", 'cough'],
])('%j keeps the symptom', (text, kept) => {
  expect(analyzeText(text).affirmed).toContain(kept);
});

it('a smoker\'s cough "still not gone 4 weeks after a cold" gets its chest X-ray (ESI 4)', () => {
  const item = smoker(
    'cough still not gone 4 weeks after a cold',
    'Had a bad cold and the cough has just hung around, dry mostly, worse at night. No fever now, no blood, not short of breath. I smoke about 10 a day. I feel ok in myself.',
  );
  expect(resourcesOf(item)).toContain('xray');
  expect(analyzeCase(item).esi).toBe(4);
});

it('a cough "it\'s been three and a half weeks now" is a cough over 3 weeks: its chest X-ray (ESI 4)', () => {
  const item = smoker(
    "Cough still hasn't gone",
    "Seen 10 days ago and told it was viral. It's been three and a half weeks now. I feel fine, no temperature, not short of breath, but I smoke 10 a day.",
  );
  expect(resourcesOf(item)).toEqual(['xray']);
});

it('near-miss: a cough of "two and a half weeks" is not yet 3 weeks', () => {
  const item = smoker('Cough', "It's been two and a half weeks, feel fine, no fever.");
  expect(resourcesOf(item)).not.toContain('xray');
});

it('near-miss: "has not gone to the GP" is no symptom that stays', () => {
  expect(analyzeText('he has not gone to the GP about it').affirmed).not.toContain('persisting');
});
