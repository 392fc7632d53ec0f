import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * ESI v4's paediatric fever criteria say "no obvious source", and a clinician rarely writes those words:
 * they list what the child does not have ("no cough, no rash, no diarrhoea") or tell only the fever and how
 * the child is in themselves. A child of 3 to 36 months over 39.0 °C whose story tells nothing that
 * explains the fever needs blood and urine tests: consider ESI 3. A cough, a cold, an ear, a sore throat,
 * a rash, loose stools or the day after the jabs is a source, and the criterion is not met.
 */
const child = caseFormMaker({ patientAge: '16 months', gender: 'male' });
const FLAG = 'febrile-toddler-unimmunised-or-no-source';

describe('a fever nothing in the story explains', () => {
  it.each([
    [
      '16 months',
      'temperature',
      'Temp up to 39.7 since yesterday evening, irritable, off his food but drinking, no cough, no cold symptoms, no rash. Vaccines all done.',
      'T 39.7 HR 148 RR 30 SpO2 99%',
    ],
    [
      '2',
      'fever',
      'Febrile 48h, max 40.1 at home. Vomited once this morning. Nil coryza, nil diarrhoea, no rash. Immunised.',
      'T 39.9 P 140 RR 28 sats 98% RA',
    ],
    [
      '11 months',
      'hot and grumpy',
      "Mum says she's been burning up since Sunday and won't settle, taking fewer bottles, still 4 wet nappies today. Can't find anything else wrong.",
      'temp 39.4 on arrival, HR 150, RR 34',
    ],
    [
      '30 months',
      'fever 3 days',
      '3/7 fevers to 39.5, miserable, eating less. Denies cough, earache, sore throat. Up to date with jabs.',
      'T 39.3, HR 138, RR 26, SpO2 98%',
    ],
    [
      '7 months',
      'high temp',
      'Hot to touch since last night, 39.8 this morning, feeding a bit less, grizzly but perks up and smiles after calpol.',
      'T 39.6 HR 152 RR 36 SpO2 98%',
    ],
  ])('%s, %j: no source told, blood and urine tests, ESI 3', (age, complaint, story, vitals) => {
    const form = child(complaint, story, vitals, age);
    expect(flagIds(form)).toContain(FLAG);
    expect(analyzeCase(form).esi).toBe(3);
  });

  it.each([
    [
      'a cough and a runny nose',
      'Fever 39.5 since yesterday with a cough and runny nose, jabs up to date.',
      'T 39.5',
    ],
    ['an ear', 'Temp 39.4, pulling at his left ear all night, immunised.', 'T 39.4'],
    ['loose stools', 'Fever 39.6 and five loose stools today, drinking, immunised.', 'T 39.6'],
    ['a rash of spots', 'Temp 39.2, spots on his hands and in his mouth, immunised.', 'T 39.2'],
    ['his jabs yesterday', 'Temperature 39.3 since his 12 month jabs yesterday, otherwise happy.', 'T 39.3'],
    ['a sore throat', 'Fever 39.4, sore throat and not wanting to swallow, immunised.', 'T 39.4'],
    ['38.7 °C is not over 39', 'Temp 38.7 since last night, no cough, no rash, immunised.', 'T 38.7'],
  ])('not the criterion: %s', (_why, story, vitals) => {
    expect(flagIds(child('fever', story, vitals))).not.toContain(FLAG);
  });

  it('a four-year-old is past the age band', () => {
    const form = child('fever', 'Temp 39.6 since yesterday, no cough, no rash, immunised.', 'T 39.6', '4');
    expect(flagIds(form)).not.toContain(FLAG);
  });
});

/** "Burning up" is a fever in lay words: in an infant it is no burn, and no concern of maltreatment. */
describe('burning up', () => {
  const infant = caseFormMaker({ patientAge: '9 months', gender: 'female' });
  it('is a fever, not a burn', () => {
    const form = infant(
      'fever',
      'She has been burning up since last night, grizzly, feeding less.',
      'T 38.6',
    );
    expect(flagIds(form)).not.toContain('child-maltreatment');
  });
  it('near-miss: a burn told of an infant is still a concern', () => {
    const form = infant('burn', 'Burnt her hand on the oven door this morning, blister on the palm.', '');
    expect(flagIds(form)).toContain('child-maltreatment');
  });
});
