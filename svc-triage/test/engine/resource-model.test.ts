import { analyzeCase } from '../../src/domain/engine';

type Form = Parameters<typeof analyzeCase>[0];
const form = (chiefComplaint: string, symptoms: string, vitals = '', patientAge = '40'): Form => ({
  patientAge,
  gender: 'male',
  chiefComplaint,
  symptoms,
  vitals,
});
const resources = (item: Form) => analyzeCase(item).scores.esi.resources;

describe('decision point C: oral treatment that failed or cannot be swallowed is replaced by IV or IM medication', () => {
  it.each([
    [
      'bad back',
      "Hurt my back lifting a sofa yesterday, tablets aren't touching it. No numbness, bladder and bowels normal.",
    ],
    ['burn', 'Scald to the forearm, blistered, pain not controlled by oral analgesia.'],
    ['back pain', 'Lumbar pain after gardening, paracetamol and ibuprofen not helping at all.'],
  ])('%s: %s', (complaint, symptoms) => {
    expect(resources(form(complaint, symptoms, 'BP 128/80 HR 80 RR 14'))).toContain('parenteralMedication');
  });

  it.each([
    [
      'hives x4d',
      'Widespread hives for 4 days, on cetirizine 20 mg/d w/o relief, no lip or tongue swelling.',
    ],
    [
      'sore throat',
      'Exudative tonsillitis, finds swallowing tablets very painful and asks for an injection.',
    ],
  ])('%s: %s', (complaint, symptoms) => {
    expect(resources(form(complaint, symptoms, 'BP 128/80 HR 80 RR 14'))).toContain('parenteralMedication');
  });

  it.each([
    ['hay fever', "Sneezing and itchy eyes every spring, my tablets aren't working this year."],
    ['itchy eyes, sneezing', 'Seasonal hay fever flare, OTC antihistamine not helping much.'],
    ['back pain', 'Back ache after gardening, paracetamol helping, walking normally.'],
  ])('near-miss %s: %s needs no parenteral medication', (complaint, symptoms) => {
    expect(resources(form(complaint, symptoms, 'BP 128/80 HR 80 RR 14'))).not.toContain(
      'parenteralMedication',
    );
  });
});

describe('decision point C: a cough over three weeks needs a chest X-ray, however the duration is written', () => {
  it.each([
    'dry cough 4 wks, non-smoker, no fever',
    'cough x 6/52, no fever',
    'cough for 3 months, otherwise well',
  ])('%s', (symptoms) => {
    expect(resources(form('cough', symptoms, 'HR 74 RR 14 SpO2 98% T 36.8', '47'))).toContain('xray');
  });

  it.each(['dry cough 4 days, no fever', 'cough since a cold 10 days ago'])(
    'near-miss: %s needs none',
    (symptoms) => {
      expect(resources(form('cough', symptoms, 'HR 74 RR 14 SpO2 98% T 36.8', '30'))).not.toContain('xray');
    },
  );
});

describe('decision point C: a foreign-body sensation after grinding or hammering metal is a fragment to remove', () => {
  it('grinding metal without goggles: removal at the slit lamp is one resource', () => {
    const item = form(
      'FB R eye',
      'grinding metal no goggles, FB sensation R eye, vision 6/6',
      'BP 130/80 HR 78',
    );
    expect(resources(item)).toContain('simpleProcedure');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a gritty feeling after dust blew in is an abrasion to stain, not a removal', () => {
    const item = form(
      'eye irritation',
      'dust blew into his eye on a windy day, gritty feeling, vision normal',
      'HR 72',
    );
    expect(resources(item)).not.toContain('simpleProcedure');
  });
});

describe('decision point C: uncomplicated cystitis in a non-pregnant woman under 65 needs no culture (NICE NG109)', () => {
  const cystitis = (
    patientAge: string,
    gender: string,
    symptoms: string,
    vitals = 'BP 116/72 HR 76 T 36.7',
  ) => analyzeCase({ patientAge, gender, chiefComplaint: 'dysuria', symptoms, vitals });

  it.each([
    [
      '24',
      'dysuria + frequency 2 d, dipstick nitrite +, no fever, no flank pain, not pregnant (POC hCG neg)',
    ],
    ['25', 'Burning on urination x2d, frequency. Fever: no. Pregnancy: LMP 2 wk ago, hCG neg (POC).'],
  ])('age %s: %s is ESI 5', (age, symptoms) => {
    expect(cystitis(age, 'female', symptoms).esi).toBe(5);
  });

  it.each([
    ['58', 'male', 'dysuria and frequency 3 days, no fever'],
    ['27', 'female', '20 weeks pregnant, dysuria for 2 days, no fever'],
    ['72', 'female', 'dysuria and frequency 3 days, no fever'],
    ['30', 'female', 'dysuria, recurrent UTIs, third this year'],
  ])('near-miss: age %s %s, %s keeps the urine culture', (age, gender, symptoms) => {
    expect(cystitis(age, gender, symptoms).scores.esi.resources).toContain('labs');
  });
});

describe('decision point C: an X-ray for a retained fragment only where something can be left behind', () => {
  const laceration = (symptoms: string) =>
    analyzeCase({ patientAge: '52', gender: 'male', chiefComplaint: 'cut hand', symptoms, vitals: 'HR 80' })
      .scores.esi.resources;

  it.each([
    'Cut my palm on a rusty bit of metal in the garden, gaping 3 cm.',
    'Sliced the finger on a sharp metal edge of a shelf, 2 cm gaping cut.',
  ])('%s: repair only', (symptoms) => {
    expect(laceration(symptoms)).toEqual(['simpleProcedure']);
  });

  it.each([
    'Punched a window, 4 cm laceration, glass may be in the wound.',
    'Angle grinder kicked back, metal fragment went into the palm, 2 cm cut.',
  ])('near-miss: %s adds the X-ray', (symptoms) => {
    expect(laceration(symptoms)).toContain('xray');
  });
});

describe("decision point C: the light-headedness before a faint is the faint's prodrome, not a second complaint", () => {
  const faint = (chiefComplaint: string, symptoms: string, patientAge = '19') =>
    analyzeCase({
      patientAge,
      gender: 'female',
      chiefComplaint,
      symptoms,
      vitals: 'BP 112/70 HR 74 RR 14 SpO2 99% T 36.7',
    });

  it('a young simple faint with a prodrome needs an ECG only: ESI 4', () => {
    const result = faint(
      'fainted',
      'Fainted after standing an hour in a hot church; felt hot, sweaty and lightheaded first, came round within seconds. Now feels normal.',
    );
    expect((result.presentations ?? []).map((item) => item.id)).not.toContain('dizziness-vertigo');
    expect(result.esi).toBe(4);
  });

  it('near-miss: dizziness that is the complaint itself is still recognised', () => {
    const result = faint(
      'dizzy',
      'Dizzy and lightheaded on standing for two days, nearly fainted once.',
      '45',
    );
    expect((result.presentations ?? []).map((item) => item.id)).toContain('dizziness-vertigo');
  });
});
