import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * NICE NG143's red features include focal neurological signs and focal seizures. Crackles heard at one
 * lung base ("focal crackles") are an amber chest sign, not a red one.
 */
const toddler = caseFormMaker({ patientAge: '14 months', gender: 'male' });
const FEVER_VITALS = 'HR 148 RR 38 SpO2 95% T 38.6';
const RED = 'febrile-child-red-features';

describe('a febrile toddler with something focal', () => {
  it.each([
    'Cough 3 days, fever today. Focal crackles R base. Feeding ok, wet nappies.',
    'Fever and cough, focal consolidation on the left on listening, playing and feeding well.',
  ])('%s: amber, not red', (symptoms) => {
    const flags = flagIds(toddler('fever, cough', symptoms, FEVER_VITALS));
    expect(flags).toContain('febrile-child-amber-features');
    expect(flags).not.toContain(RED);
  });

  it.each([
    'Fever since yesterday, now focal neurological signs: not moving the left arm.',
    'Fever, had a focal seizure of the right arm lasting 2 minutes.',
    'Fever and a new focal weakness of the right leg.',
  ])('%s: red', (symptoms) => {
    expect(flagIds(toddler('fever', symptoms, FEVER_VITALS))).toContain(RED);
  });
});
