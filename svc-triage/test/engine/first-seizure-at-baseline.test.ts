import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, mentalStatusOf, resourcesOf } from './support/case-forms';

/**
 * A first seizure needs its cause found (bloods, a CT head, an ECG: ESI 3 by resources), but it is a
 * high-risk ESI 2 only while the patient is not back to baseline. Once alert and orientated again, nothing
 * about the first time makes the wait dangerous. "He has never had one before" is a first seizure too.
 */
const man = caseFormMaker({ patientAge: '31', gender: 'male' });
const VITALS = 'HR 86 BP 124/78 RR 16 SpO2 98% T 36.7 GCS 15';

describe('a first seizure, back to baseline', () => {
  it.each([
    ['Seizure, now alert', 'First fit, back to normal'],
    ['Had a fit', 'Witnessed generalised seizure for a minute, first ever. Now alert and orientated.'],
    [
      'My son had a fit',
      "He went stiff and shook all over for a minute, he's never done that before. He was confused for twenty minutes but now he's himself, just tired.",
    ],
    [
      'First seizure, now back to normal',
      'Stiff then shaking for two minutes, bit her tongue. Drowsy for about 20 minutes afterwards, now completely back to herself, chatting and asking to go home. No previous seizures.',
    ],
    ['Fit at work', 'First ever fit, muddled for a quarter of an hour after, now back to his old self.'],
  ])('%j %j: worked up at ESI 3, not ESI 2', (complaint, story) => {
    const result = analyzeCase(man(complaint, story, VITALS));
    expect(result.esi).toBe(3);
    expect(result.scores.esi.resources).toEqual(expect.arrayContaining(['labs', 'advancedImaging', 'ecg']));
  });

  it.each([
    'He has never had one before.',
    "She's never had a fit before.",
    'Never had a seizure before.',
    'No previous seizures.',
  ])('%j is a first seizure: the CT head and ECG are planned', (said) => {
    const item = man(
      'Had a fit',
      `Shook all over for about a minute at home. ${said} Now fully alert.`,
      VITALS,
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['advancedImaging', 'ecg']));
  });

  it('"now he\'s himself" clears a confusion that was', () => {
    const item = man('Fit', "He was confused for twenty minutes but now he's himself.");
    expect(mentalStatusOf(item).altered).toBe(false);
  });

  it('a first seizure with no word of recovery stays high risk (ESI 2)', () => {
    expect(analyzeCase(man('Seizure', 'First seizure ever, witnessed by her partner.')).esi).toBe(2);
  });

  it('a first seizure still drowsy is ESI 2', () => {
    expect(
      analyzeCase(man('First seizure', 'Generalised seizure 40 min ago, first ever, still drowsy.', VITALS))
        .esi,
    ).toBeLessThanOrEqual(2);
  });
});
