import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * The seizure complaint named for a prescription or a letter, with no seizure now ("epilepsy meds, ran out,
 * no seizures"; "a single seizure three months ago, fully investigated, wants a driving letter"), needs no
 * blood tests, scan or ECG: ESI 5. A seizure today keeps its work-up.
 */
const man = caseFormMaker({ patientAge: '40', gender: 'male' });

describe('no seizure now', () => {
  it.each([
    ['Repeat prescription, epilepsy meds', 'Ran out, no seizures'],
    [
      'Wants driving letter',
      'Single unprovoked seizure three months ago, fully investigated, normal MRI and EEG, no events since. Well.',
    ],
  ])('%j: nothing to test for (ESI 5)', (complaint, story) => {
    const item = man(complaint, story, 'HR 70 BP 126/80 T 36.5');
    expect(resourcesOf(item)).toEqual([]);
    expect(analyzeCase(item).esi).toBe(5);
  });

  it.each([
    ['Fit', 'Fit at home 20 min ago, first ever, now alert'],
    ['Fit', 'Fit at home 20 min ago, now alert'],
  ])('%j %j: a fit today, in the noun, keeps its blood tests', (complaint, story) => {
    expect(resourcesOf(man(complaint, story))).toContain('labs');
  });

  it('a first seizure this morning keeps bloods, a CT and an ECG', () => {
    const item = man(
      'Seizure',
      'First ever seizure this morning at work, tonic clonic for two minutes, now back to normal.',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'advancedImaging', 'ecg']));
  });
});
