import { analyzeCase, type CaseForm } from '../../src/domain/engine';
import { analyzeText } from '../../src/domain/engine/reading/analyzed-text';
import { readCaseFacts } from '../../src/domain/engine/reading/case-facts';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'female',
  chiefComplaint: '',
  symptoms: '',
  vitals: '',
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

const affirmed = (text: string) => analyzeText(text).affirmed;

describe('lay descriptions read as the clinical words the engine looks for', () => {
  it.each<[string, string]>([
    // Skin and circulation
    ["he has spots that don't fade when I press a glass on them", 'non-blanching rash'],
    ['a rash which does not go away when you press it', 'non-blanching rash'],
    ['tiny purple spots on his legs', 'petechiae'],
    ['purple blotches on her tummy', 'purpura'],
    ['her hands and feet are freezing', 'cold peripheries'],
    ['his skin looks blotchy', 'mottled'],
    ['he has gone grey', 'grey'],
    ['her lips went blue', 'cyanosis'],
    ['her eyes have gone yellow', 'jaundice'],
    // Consciousness
    ['he only groans when I rub his sternum', 'responds only to pain'],
    ["we can't wake him up", 'unrousable'],
    ['really sleepy and hard to wake', 'hard to wake'],
    ['she is not waking up properly', 'hard to wake'],
    ['he is talking nonsense', 'confused'],
    // Breathing
    ["she can't catch her breath", 'difficulty breathing'],
    ['breathing fast and deep', 'kussmaul breathing'],
    ['sucking in under her ribs', 'subcostal recession'],
    ['whistling noise when she breathes', 'wheeze'],
    ['coughing up blood this morning', 'hemoptysis'],
    ['my side hurts when I take a deep breath', 'pleuritic pain'],
    // Head and nerves
    ['my neck hurts when I try to put my chin to my chest', 'neck stiffness'],
    ["he can't bend his neck forward", 'neck stiffness'],
    ['the lights hurt her eyes', 'photophobia'],
    ["she can't stand the light", 'photophobia'],
    ['her face has dropped on one side', 'facial droop'],
    ['his words are jumbled', 'speech disturbance'],
    ['shaking all over for two minutes', 'generalized seizure'],
    ['his eyes rolled back', 'seizure eye deviation'],
    ["she still hasn't stopped jerking", 'ongoing seizure'],
    ['he had a fit at school', 'seizure'],
    // Urine and bowels
    ['it burns when I pee', 'dysuria'],
    ['blood in his wee', 'hematuria'],
    ['he throws up everything even water', 'unable to tolerate oral fluids'],
    ["can't keep anything down", 'unable to tolerate oral fluids'],
    ["she hasn't had a wet nappy since this morning", 'reduced urine output'],
    // Bleeding
    ['soaking through a pad every hour', 'heavy vaginal bleeding soaking pads'],
  ])('"%s" reads as %s', (lay, clinical) => {
    expect(affirmed(lay)).toContain(clinical);
  });
});

describe('what the lay words go on to mean', () => {
  it("spots that don't fade under a glass with a fever fire the meningococcal red flag", () => {
    const result = analyzeCase(
      caseForm({
        patientAge: '4',
        chiefComplaint: 'fever',
        symptoms: "fever since last night and spots that don't fade when I press a glass on them",
      }),
    );
    const flag = result.redFlags.find((candidate) => candidate.id === 'meningococcal-disease');
    expect(flag?.evidence).toContain('non-blanching');
    expect(result.esi).toBeLessThanOrEqual(2);
  });

  it.each<[string, string, 'U' | 'P' | 'V' | 'C']>([
    ['only groans when I rub his chest', 'responds only to pain', 'P'],
    ['he only grunts if you pinch him', 'responds only to pain', 'P'],
    ['only moans when we pinch her arm', 'responds only to pain', 'P'],
    ["we can't wake him up", 'unrousable', 'U'],
    ['really sleepy and hard to wake', 'hard to wake', 'V'],
    ['talking nonsense since this morning', 'confused', 'C'],
  ])('"%s" is AVPU %s', (symptoms, evidence, avpu) => {
    const { mentalStatus } = readCaseFacts(
      caseForm({ chiefComplaint: 'family worried about him', symptoms, patientAge: '60', gender: 'male' }),
    );
    expect(mentalStatus).toEqual({ altered: true, avpu, evidence });
  });

  it('a drunk patient who answers questions is not altered', () => {
    const { mentalStatus } = readCaseFacts(
      caseForm({ chiefComplaint: 'drunk', symptoms: 'intoxicated, answers questions appropriately' }),
    );
    expect(mentalStatus.altered).toBe(false);
  });

  it.each<[string, string]>([
    ['meter says HIGH', 'meter says HIGH'],
    ['glucometer reads "HI"', 'glucometer reads "HI"'],
    ['sugar just says high', 'sugar just says high'],
  ])('"%s" is a glucose of 600 mg/dL in the labs', (_description, symptoms) => {
    const { labs } = readCaseFacts(
      caseForm({ chiefComplaint: 'high blood sugar', symptoms, patientAge: '19' }),
    );
    expect(labs.find((lab) => lab.analyte === 'glucose')).toMatchObject({ value: 600, unit: 'mg/dL' });
  });

  it('"ketone strip went dark purple" is positive ketones, and with a HIGH meter fires DKA', () => {
    const fields = {
      chiefComplaint: 'high sugar',
      symptoms: 'type 1 diabetic, meter says HIGH, ketone strip went dark purple, vomiting',
      patientAge: '19',
    };
    const { labs } = readCaseFacts(caseForm(fields));
    expect(labs.find((lab) => lab.analyte === 'ketones')).toMatchObject({ qualitative: 'positive' });
    expect(analyzeCase(caseForm(fields)).redFlags.map((flag) => flag.id)).toContain('dka-hhs');
  });

  it('a meter with no HIGH reading puts no glucose in the labs', () => {
    const { labs } = readCaseFacts(
      caseForm({ chiefComplaint: 'diabetic', symptoms: 'checked her meter this morning' }),
    );
    expect(labs.find((lab) => lab.analyte === 'glucose')).toBeUndefined();
  });

  it('"the lights hurt her eyes" is photophobia, recognised as a complaint of the narrative', () => {
    const result = analyzeCase(
      caseForm({ chiefComplaint: 'headache', symptoms: 'the lights hurt her eyes' }),
    );
    expect(result.presentations).toContainEqual(
      expect.objectContaining({ id: 'photophobia', source: 'narrative' }),
    );
  });

  it('"her face has dropped on one side" is facial droop and fires the stroke flag', () => {
    const result = analyzeCase(
      caseForm({
        chiefComplaint: 'weakness',
        symptoms: 'her face has dropped on one side since 10am',
        patientAge: '70',
      }),
    );
    expect(result.presentations).toContainEqual(expect.objectContaining({ id: 'facial-droop' }));
    expect(result.redFlags.map((flag) => flag.id)).toContain('stroke-tia');
  });

  it('"throws up everything even water" is a child unable to keep fluids down', () => {
    const result = analyzeCase(
      caseForm({ chiefComplaint: 'vomiting', symptoms: 'throws up everything even water', patientAge: '4' }),
    );
    expect(result.presentations?.map((presentation) => presentation.id)).toContain('dehydration-child');
  });
});

describe('"fell" that is no fall', () => {
  it.each(['fell asleep at the beach', 'fell ill last week', 'she fell pregnant in May'])('%j', (text) => {
    expect(affirmed(text)).not.toMatch(/\bfell\b/);
  });

  it('sunburn after falling asleep at the beach is no back injury (ESI 5)', () => {
    const result = analyzeCase(
      caseForm({
        patientAge: '20',
        chiefComplaint: 'sunburn',
        symptoms: 'fell asleep at beach, red sore back + shoulders, no blisters, drinking ok',
        vitals: 'T 37.1 HR 80 BP 114/68 RR 14 SpO2 99%',
      }),
    );
    expect((result.presentations ?? []).map((found) => found.id)).not.toContain('back-injury');
    expect(result.esi).toBe(5);
  });

  it('near-miss: "fell on her back at the beach" is a fall', () => {
    expect(affirmed('fell on her back at the beach')).toMatch(/\bfell\b/);
  });
});

describe('hay fever has no fever in it', () => {
  it('a wheeze in the pollen season with known mild asthma is one resource (ESI 4)', () => {
    const result = analyzeCase(
      caseForm({
        patientAge: '30',
        chiefComplaint: 'wheezy hay fever',
        symptoms:
          'High pollen count, chesty and wheezy since yesterday, inhaler helping a bit, talking full sentences.',
        vitals: 'HR 92 BP 120/76 RR 18 SpO2 96% PEF 75% predicted',
        medicalHistory: 'asthma mild',
      }),
    );
    expect(result.scores.esi.resources).not.toContain('xray');
    expect(result.esi).toBe(4);
  });

  it('near-miss: a fever with the hay fever is a fever', () => {
    expect(
      readCaseFacts(caseForm({ symptoms: 'hay fever and now a fever of 38.6' })).presenting.affirmed,
    ).toMatch(/\bfever of/);
  });
});

describe('negations still work around lay language', () => {
  it.each<[string, string]>([
    ['no rash', 'rash'],
    ['no rash on his trunk, itchy arms', 'rash'],
    ['no blood in his wee', 'hematuria'],
    ['denies coughing up blood', 'hemoptysis'],
    ['her lips are not blue', 'blue'],
    ['no fits', 'seizure'],
  ])('"%s" leaves %s negated', (text, word) => {
    const analyzed = analyzeText(text);
    expect(analyzed.affirmed).not.toContain(word);
    expect(analyzed.negated.join(' ')).toContain(word);
  });

  it.each<[string, string]>([
    ["spots that don't fade when pressed with a glass, and a high temperature", 'high temperature'],
    ["can't keep anything down and has a fever", 'fever'],
    ["hasn't had a wet nappy since this morning, floppy", 'floppy'],
    ["we can't wake him up, breathing fast", 'breathing fast'],
  ])('the "not" inside "%s" negates nothing after it', (text, kept) => {
    expect(affirmed(text)).toContain(kept);
  });

  it('a rash that is negated does not fire the meningococcal flag', () => {
    const result = analyzeCase(
      caseForm({ patientAge: '4', chiefComplaint: 'fever', symptoms: 'fever since last night, no rash' }),
    );
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('meningococcal-disease');
  });
});
