import { analyzeCase, type CaseForm } from '../../src/domain/engine';
import { scopeNegation } from '../../src/domain/engine/reading/negation';

const baseCase = (symptoms: string, overrides: Partial<CaseForm> = {}): CaseForm => ({
  patientAge: '45',
  gender: 'female',
  chiefComplaint: 'Review',
  symptoms,
  vitals: 'BP 120/80, HR 76, RR 14, SpO2 99%, Temp 36.8',
  ...overrides,
});
const flagIds = (form: CaseForm) => analyzeCase(form).redFlags.map((flag) => flag.id);

describe('negation is respected when matching red flags', () => {
  it.each([
    [
      'no chest pain',
      'no chest pain, crushing and radiating to the left arm absent',
      'acute coronary syndrome',
    ],
    ['denies fever', 'Denies fever, neck stiffness or photophobia', 'meningitis'],
    [
      'no leg weakness',
      'Back pain, no leg weakness, no saddle numbness, no urinary retention',
      'cauda equina',
    ],
    ['without vomiting', 'Headache without vomiting, neck stiffness negative', 'subarachnoid'],
    ['negative for', 'Negative for suicidal ideation', 'suicide'],
    ['bladder and bowel normal', 'Low back pain after lifting, bladder and bowel normal', 'cauda equina'],
    ['no X or Y', 'No hematemesis or melena', 'gastrointestinal bleed'],
  ])('"%s" does not fire', (_label, symptoms, flagWord) => {
    const names = analyzeCase(baseCase(symptoms)).redFlags.map((flag) => flag.name.toLowerCase());
    expect(names.join(' | ')).not.toContain(flagWord);
  });

  it('"not pregnant" removes the ectopic flag; the positive version fires it', () => {
    expect(
      flagIds(baseCase('Lower abdominal pain and spotting, not pregnant, no missed period')),
    ).not.toContain('ectopic-pregnancy');
    expect(
      flagIds(baseCase('Lower abdominal pain and spotting, missed period, pregnancy test positive')),
    ).toContain('ectopic-pregnancy');
  });

  it('"no fever at home" in a 3-week-old does not fire neonatal fever; a fever does', () => {
    const infant = { patientAge: '3 weeks', vitals: 'HR 150, RR 40, SpO2 98%' };
    expect(flagIds(baseCase('Feeding well, no fever at home', infant))).not.toContain('neonatal-fever');
    expect(flagIds(baseCase('Feeding well, fever at home', infant))).toContain('neonatal-fever');
  });

  it('the positive versions fire', () => {
    expect(
      flagIds(baseCase('Crushing chest pain radiating to the left arm', { patientAge: '58' })),
    ).toContain('acute-coronary-syndrome');
    expect(flagIds(baseCase('Fever, headache and neck stiffness'))).toContain('meningitis-encephalitis');
    expect(flagIds(baseCase('Back pain, both legs weak, saddle numbness'))).toContain(
      'cauda-equina-syndrome',
    );
    expect(flagIds(baseCase('Sudden worst headache of her life with vomiting'))).toContain(
      'subarachnoid-hemorrhage',
    );
    expect(flagIds(baseCase('Suicidal ideation with a plan'))).toContain('suicide-risk');
    expect(flagIds(baseCase('Hematemesis and melena'))).toContain('upper-gi-bleed');
  });

  it('a negation stops at "but" and at a comma after "no"', () => {
    expect(scopeNegation('denies chest pain but has headache').affirmed).toContain('headache');
    expect(scopeNegation('no fever, vomiting since morning').affirmed).toContain('vomiting');
    expect(scopeNegation('denies fever, chills, sweats').negated).toEqual(['fever', 'chills', 'sweats']);
  });

  it('"no palpable pulse" and "not breathing" are findings, not negations', () => {
    const result = analyzeCase(
      baseCase('Collapsed, not breathing, no pulse felt', { vitals: 'No palpable pulse' }),
    );
    expect(result.esi).toBe(1);
    expect(result.redFlags.map((flag) => flag.id)).toContain('cardiac-arrest');
  });
});

describe('pregnancy stage', () => {
  const bleeding = (symptoms: string) =>
    analyzeCase({
      patientAge: '31',
      gender: 'female',
      chiefComplaint: 'Vaginal bleeding',
      symptoms,
      vitals: 'HR 110, BP 100/65',
    });

  it('when the pregnancy is at 30 weeks, then ectopic pregnancy is not flagged but the bleeding still is', () => {
    const result = bleeding('30 weeks pregnant, painful bleeding and constant abdominal pain');
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('ectopic-pregnancy');
    expect(result.redFlags.length).toBeGreaterThan(0);
    expect(['EMERGENCY', 'HIGH']).toContain(result.level);
  });

  it('when the pregnancy is at 7 weeks, then ectopic pregnancy is flagged', () => {
    expect(
      bleeding('7 weeks pregnant, left lower abdominal pain and bleeding').redFlags.map((flag) => flag.id),
    ).toContain('ectopic-pregnancy');
  });
});

describe('inability is a finding, not a negation', () => {
  it.each([
    ['could not get his words out and right hand weak', 'right hand weak'],
    ['would not wake up properly, drowsy', 'drowsy'],
    ['not able to walk, legs weak', 'legs weak'],
  ])('"%s" keeps "%s"', (text, finding) => {
    expect(scopeNegation(text).affirmed).toContain(finding);
  });

  it('a sudden aphasia with a weak hand is a stroke, not an airway problem', () => {
    const ids = flagIds(
      baseCase('Could not get words out and right hand weak 40 minutes ago', {
        patientAge: '78',
        chiefComplaint: 'Cannot speak',
      }),
    );
    expect(ids).toContain('stroke-tia');
    expect(ids).not.toContain('airway-compromise');
  });

  it('a glucose meter reading HI is a very high glucose, not homicidal ideation', () => {
    const ids = flagIds(baseCase('Type 1 diabetic, vomiting, deep breathing, glucose HI on meter'));
    expect(ids).not.toContain('homicidal-ideation');
    expect(ids).toContain('dka-hhs');
  });
});

describe('"does not" describing the patient', () => {
  const level = (symptoms: string) =>
    analyzeCase(baseCase(symptoms, { patientAge: '80', chiefComplaint: 'Confusion' })).esi;

  it.each([
    ['Found at home, does not respond to voice, snoring', 1],
    ['Does not open her eyes, does not respond to pain', 1],
    ['She does not recognise her family since this morning', 2],
    ['Wife found him not moving his right side, speech slurred since 1 hour', 2],
    ['Sudden no power in the left arm and leg for 30 minutes', 2],
  ])('"%s" is ESI %i', (symptoms, esi) => {
    expect(level(symptoms)).toBe(esi);
  });
});

describe('deficits worded as an absence', () => {
  it('"no feeling in the saddle area" with back pain is cauda equina', () => {
    const ids = flagIds(
      baseCase('Low back pain, no feeling in the saddle area, struggling to pass urine', {
        chiefComplaint: 'Back pain',
      }),
    );
    expect(ids).toContain('cauda-equina-syndrome');
  });
});
