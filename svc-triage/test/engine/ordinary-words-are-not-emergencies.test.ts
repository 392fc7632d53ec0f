import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * Words a triage note uses every day must not turn into emergencies: "the odd ectopic" and "a bit of an odd
 * one" are not an overdose, a dose taken "OD" is taken once daily, and a gasp during a coughing fit that
 * settled is not the agonal breathing of a cardiac arrest.
 */
const adult = caseFormMaker({ patientAge: '45', gender: 'male' });

describe('ordinary words are not emergencies', () => {
  it.each([
    ['Palpitations', 'Sinus rhythm with the odd ventricular ectopic, otherwise well.'],
    ['Ran out of inhaler', "Bit of an odd one: he's run out of his blue inhaler and the pharmacy is shut."],
    ['Cough', 'Cough for 3 days, takes amlodipine 5mg OD and omeprazole 20 mg OD.'],
    ['Cough', 'Cough, on levothyroxine 100mcg OD, 1 tab OD.'],
  ])('%j %j: no overdose', (complaint, story) => {
    expect(flagIds(adult(complaint, story))).not.toContain('overdose-poisoning');
    expect(factsOf(adult(complaint, story)).presenting.normalized).not.toMatch(/overdose/);
  });

  it.each([
    ['Overdose', 'OD of 30 paracetamol tablets 4 hours ago.'],
    ['Took too many tablets', "She OD'd on her sertraline an hour ago."],
  ])('%j %j: still an overdose', (complaint, story) => {
    expect(flagIds(adult(complaint, story))).toContain('overdose-poisoning');
  });

  it.each([
    'She had a coughing fit and was gasping for a minute, but it settled before we arrived. Chest clear, talking normally.',
    'Gasping for a few seconds after choking on water, fine now.',
  ])('%j: no cardiac arrest', (story) => {
    expect(flagIds(adult('Cough', story, 'HR 82 BP 128/78 RR 16 SpO2 98%'))).not.toContain('cardiac-arrest');
  });

  it('a patient found gasping, unresponsive, is still in arrest', () => {
    expect(flagIds(adult('Collapse', 'Found collapsed, unresponsive and gasping.'))).toContain(
      'cardiac-arrest',
    );
  });
});

describe('catatonia', () => {
  it.each([
    'Family report mute and motionless x 3 days; holds odd postures; resists being moved; no oral intake.',
    'Stopped talking or eating two days ago, staring, catatonic per the psychiatrist.',
  ])('%j is high risk (ESI 2)', (story) => {
    expect(flagIds(adult('Not speaking or moving', story, 'HR 104 BP 128/84 RR 16 T 37.5'))).toContain(
      'catatonia',
    );
  });
});
