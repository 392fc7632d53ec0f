import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * An extra dose of a drug with a narrow margin (lithium, digoxin, warfarin) is a medication error that needs
 * a level, however it is told: "may have taken her lithium twice", "taking double digoxin for 5 days", "took
 * both the old and the new tablets". A level alone is ESI 4. Digoxin in excess also needs an ECG for the
 * arrhythmias it causes (TOXBASE): with a level, ESI 3. None of them is an overdose with intent.
 */
const form = caseFormMaker({ patientAge: '26', gender: 'female' });

describe('a narrow-margin drug taken in excess', () => {
  it('lithium possibly taken twice, well: a lithium level, ESI 4', () => {
    const item = {
      ...form(
        'Possible extra lithium dose, very anxious',
        'Thinks she may have taken her lithium twice last night, cannot remember. At most one extra 400 mg tablet, not intentional, no thoughts of self-harm. No vomiting, no diarrhoea, usual fine tremor only.',
        'HR 88, BP 122/76, RR 18, SpO2 99%, T 36.7',
      ),
      currentMedications: 'Lithium carbonate 800 mg at night',
    };
    expect(presentationIds(item)).toContain('medication-error');
    expect(flagIds(item)).not.toContain('overdose-poisoning');
    expect(resourcesOf(item)).toEqual(['labs']);
    expect(analyzeCase(item).esi).toBe(4);
  });

  it.each([
    [
      'Accidentally taking double digoxin for 5 days, nausea',
      'New box with a different brand name; took both old and new tablets for the past 5 days. Nausea, off his food, everything looks a bit yellow.',
    ],
    [
      'digoxin twice daily by mistake',
      'Has been taking his digoxin twice daily instead of once since the pharmacy changed the label. Feels sick.',
    ],
  ])('"%s": a digoxin level and an ECG, ESI 3', (complaint, story) => {
    const item = {
      ...form(complaint, story, 'BP 132/70, HR 62 irregular, RR 16, SpO2 96%, T 36.5', '79', 'male'),
      currentMedications: 'Digoxin 250 mcg daily, apixaban, furosemide',
    };
    expect(presentationIds(item)).toContain('medication-error');
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ecg']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: "took 30 of her lithium" is an overdose', () => {
    const item = form('overdose', 'Took 30 of her lithium tablets after an argument.', 'HR 96');
    expect(flagIds(item)).toContain('overdose-poisoning');
  });
});
