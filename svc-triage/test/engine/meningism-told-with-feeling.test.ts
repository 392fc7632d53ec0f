import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Meningism as a patient tells it, with the words that say how bad it is: "my neck is so stiff", "can't
 * get his chin onto his chest", "the light really hurts my eyes", "very sensitive to light". With a fever
 * it is meningitis until shown otherwise (NICE NG240): ESI 2. Without a fever, a stiff neck from a bad
 * night's sleep and eyes sore from welding are not.
 */
const adult = caseFormMaker({ patientAge: '22', gender: 'female' });
const febrile = 'T 38.9, HR 104, BP 118/70, RR 18, SpO2 98%';
const afebrile = 'T 36.8, HR 76, BP 122/76, RR 14, SpO2 99%';

describe('meningism told with feeling', () => {
  it.each([
    'Fever and a pounding headache since last night, my neck is so stiff I can barely move it.',
    "Headache and hot since this morning, can't get my chin onto my chest.",
    'Feverish since yesterday, the light really hurts my eyes and I keep vomiting.',
    'Burning up with a bad head, she is very sensitive to light and lying in the dark.',
    'Hot and shivery, headache, unable to touch her chin to her chest.',
  ])('"%s" is meningitis until shown otherwise, ESI 2', (story) => {
    const form = adult('fever and headache', story, febrile);
    expect(flagIds(form)).toContain('meningitis-encephalitis');
    expect(analyzeCase(form).esi).toBe(2);
  });

  it.each([
    'Slept in a chair on the train, my neck is so stiff I can barely turn it. No headache, no fever.',
    'Welding without a mask yesterday, the light really hurts my eyes, both gritty.',
    'My usual migraine, very sensitive to light as always, took my triptan.',
  ])('near-miss: "%s" is not meningitis', (story) => {
    expect(flagIds(adult('neck or eye trouble', story, afebrile))).not.toContain('meningitis-encephalitis');
  });
});
