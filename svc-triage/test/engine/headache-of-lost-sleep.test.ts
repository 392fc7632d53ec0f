import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Sleep lost to jet lag or insomnia, with a headache in the day that nothing else about worries, is the
 * tiredness's headache: sleep and paracetamol, no scan, at any age. A headache that is sudden, the worst,
 * with vomiting or a clouded mind is worked up as before.
 */
const traveller = caseFormMaker({ patientAge: '57', gender: 'male' });

it.each([
  [
    "haven't slept properly for 5 nights since flying back from Japan",
    'Wide awake at 3am every night, then exhausted and foggy in the afternoon. Bit of a headache in the afternoons. No weakness, no fever. My wife says I am talking and acting normally.',
    '57',
  ],
  [
    "can't sleep",
    "Back from Los Angeles 4 days, awake all night, exhausted, headache in the day, 'feels like I'm dying'.",
    '47',
  ],
])('%j: no resources (ESI 5)', (complaint, story, age) => {
  const item = traveller(complaint, story, 'BP 134/84, HR 80', age);
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

describe('near-misses', () => {
  it.each([
    'Jet lag, no sleep for 3 nights, then a sudden severe headache this afternoon, the worst ever.',
    'Jet lag, no sleep, headache and vomiting since this morning.',
  ])('%j is worked up', (story) => {
    expect(resourcesOf(traveller('headache', story))).toContain('advancedImaging');
  });
});
