import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * Laboratory values that decide the level on their own, which the engine read but did not act on:
 * rhabdomyolysis by its CK (RCEM/ UK Kidney Association: fluids, and urgency when the kidneys or the
 * potassium suffer), low potassium (UK Renal Association: below 2.5 mmol/L is severe and needs monitored IV
 * replacement), a newborn's bilirubin (NICE CG98: phototherapy and exchange thresholds), and a new low
 * platelet count (BSH: repeat with a film and a haematologist's opinion the same day).
 */
const adult = caseFormMaker({ patientAge: '34', gender: 'male' });
const calm = 'HR 88, BP 132/80, RR 16, SpO2 98% RA, T 36.9';

describe('rhabdomyolysis', () => {
  it('CK 26,000 with a creatinine of 190 and dark urine is ESI 2', () => {
    const item = adult(
      'aching legs',
      'Ran an ultramarathon two days ago, legs very sore, urine dark brown. CK 26,000 U/L, creatinine 190 umol/L.',
      calm,
    );
    expect(flagIds(item)).toContain('rhabdomyolysis');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('CK 7,400 after a long lie with a normal creatinine needs fluids and bloods (ESI 3)', () => {
    const item = adult(
      'fall at home',
      'Found on the floor after a night there, now up and walking, no injury found. CK 7400, creatinine 80, potassium 4.3.',
      calm,
      '70',
    );
    expect(flagIds(item)).toContain('rhabdomyolysis');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: CK 900 after a gym session in a well man is no rhabdomyolysis', () => {
    const item = adult('sore arms', 'Sore arms after a new gym routine, urine normal colour. CK 900.', calm);
    expect(flagIds(item)).not.toContain('rhabdomyolysis');
  });
});

describe('low potassium', () => {
  it('K 2.3 on a diuretic with weak legs is ESI 2', () => {
    const item = adult(
      'weak legs',
      'Weak legs for three days, on bendroflumethiazide. Potassium 2.3 mmol/L.',
      calm,
      '66',
    );
    expect(flagIds(item)).toContain('severe-hypokalemia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('K 2.7 after a stomach bug, ECG normal, needs bloods and IV potassium (ESI 3)', () => {
    const item = adult(
      'low potassium',
      'Three days of vomiting and diarrhoea, settling. GP bloods: K 2.7. ECG at the surgery normal.',
      calm,
    );
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: K 3.3 raises nothing', () => {
    const item = adult('low potassium', 'GP bloods: K 3.3, feels well.', calm);
    expect(flagIds(item)).not.toContain('severe-hypokalemia');
    expect(flagIds(item)).not.toContain('moderate-hypokalemia');
  });
});

describe("a newborn's bilirubin", () => {
  const newborn = caseFormMaker({ patientAge: '5 days', gender: 'female' });
  it('380 umol/L at 5 days, sleepy and feeding poorly, is ESI 2', () => {
    const item = newborn(
      'jaundice',
      'Yellow baby, sleepy and not waking for feeds. Community midwife bilirubin 380 umol/L.',
      'HR 150, RR 44, T 36.8, SpO2 98%',
    );
    expect(flagIds(item)).toContain('neonatal-hyperbilirubinemia');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('270 umol/L at 5 days, feeding well, is a repeat level and phototherapy assessment (ESI 3)', () => {
    const item = newborn(
      'jaundice',
      'Yellow baby, feeding well, plenty of wet nappies. Midwife bilirubin 270 umol/L.',
      'HR 140, RR 40, T 36.9, SpO2 99%',
    );
    expect(flagIds(item)).toContain('neonatal-hyperbilirubinemia');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: an adult with Gilbert syndrome and bilirubin 38 umol/L raises nothing', () => {
    const item = adult('blood result', 'Known Gilbert syndrome, bilirubin 38, feels well.', calm);
    expect(flagIds(item)).not.toContain('neonatal-hyperbilirubinemia');
  });
});

it('a new platelet count of 35 in a well man is a repeat with a film and a haematologist (ESI 3)', () => {
  const item = adult(
    'abnormal blood test',
    'Routine bloods: platelets 35, normal last year. No bleeding or bruising, feels well.',
    calm,
    '58',
  );
  expect(flagIds(item)).toContain('new-thrombocytopenia');
  expect(analyzeCase(item).esi).toBe(3);
});
