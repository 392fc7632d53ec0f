import { analyzeCase, type CaseForm, type EngineResult } from '../../src/domain/engine';

const NORMAL_VITALS = 'HR 80 BP 125/80 RR 14 SpO2 99% T 36.8';
const UNMEASURED = 'the vital signs not yet measured are in the danger zone';
const BORDERLINE = 'the borderline vital signs cross into the danger zone on recheck';
const SEVERE_PAIN = 'the pain is 7/10 or more';
const OTTAWA_NEGATIVE = 'the Ottawa ankle and foot rules are negative once complete';
const INFANT_FEVER = 'the patient is an infant under 3 months [fever]';
const ECTOPIC = 'a pregnancy test is positive [ectopic pregnancy]';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'male',
  chiefComplaint: '',
  symptoms: '',
  vitals: NORMAL_VITALS,
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

const analyze = (fields: Partial<CaseForm>) => analyzeCase(caseForm(fields));
const alternativesOf = (result: EngineResult) => result.alternatives ?? [];
const conditions = (result: EngineResult) =>
  alternativesOf(result).map((alternative) => alternative.condition);
const alternativeFor = (result: EngineResult, condition: string) =>
  alternativesOf(result).find((alternative) => alternative.condition.startsWith(condition));

describe('what-if alternatives: severe pain in a central complaint', () => {
  it.each<[string, Partial<CaseForm>, number]>([
    ['chest pain', { chiefComplaint: 'chest pain' }, 3],
    [
      'abdominal pain',
      { chiefComplaint: 'abdominal pain', symptoms: 'RUQ pain since lunch', patientAge: '45' },
      3,
    ],
    ['a headache', { chiefComplaint: 'headache' }, 4],
  ])(
    '%s at ESI %d with no pain score offers ESI 2 if the pain is 7/10 or more',
    (_description, fields, esi) => {
      const result = analyze(fields);
      expect(result.esi).toBe(esi);
      expect(alternativeFor(result, SEVERE_PAIN)).toEqual({ esi: 2, condition: SEVERE_PAIN });
    },
  );

  it('a central pain with the pain said to be absent offers nothing', () => {
    const result = analyze({
      chiefComplaint: 'abdominal pain',
      symptoms: 'RUQ pain since lunch, pain 0/10 now',
      patientAge: '45',
    });
    expect(conditions(result)).not.toContain(SEVERE_PAIN);
  });

  it('pain of 6/10 offers ESI 2 if it reaches 7/10', () => {
    const result = analyze({
      chiefComplaint: 'abdominal pain',
      symptoms: 'RUQ pain since lunch, pain 6/10',
      patientAge: '45',
    });
    expect(result.esi).toBe(3);
    expect(alternativesOf(result)).toContainEqual({ esi: 2, condition: 'the pain reaches 7/10' });
    expect(conditions(result)).not.toContain(SEVERE_PAIN);
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'a pain score of 3/10',
      { chiefComplaint: 'abdominal pain', symptoms: 'RUQ pain since lunch, pain 3/10', patientAge: '45' },
    ],
    [
      'a laceration, a minor complaint',
      { chiefComplaint: 'laceration to forearm', symptoms: 'cut on glass, feels like glass still in it' },
    ],
    ['a sore throat, a minor complaint', { chiefComplaint: 'sore throat' }],
    ['a stubbed toe, a minor complaint', { chiefComplaint: 'stubbed toe' }],
    ['testicular pain, not central', { chiefComplaint: 'testicular pain', patientAge: '40' }],
  ])('no pain alternative for %s', (_description, fields) => {
    expect(
      conditions(analyze(fields)).filter((condition) => /pain (?:is|reaches) 7\/10/.test(condition)),
    ).toEqual([]);
  });

  it('no pain alternative once the patient is already ESI 2', () => {
    const result = analyze({ chiefComplaint: 'chest pain', symptoms: 'crushing chest pain, sweaty' });
    expect(result.esi).toBeLessThanOrEqual(2);
    expect(conditions(result)).not.toContain(SEVERE_PAIN);
  });
});

describe('what-if alternatives: vital signs', () => {
  it.each<[string, string]>([
    ['no vitals at all', ''],
    ['no SpO2', 'HR 80 BP 125/80 RR 14 T 36.8'],
    ['no respiratory rate', 'HR 80 BP 125/80 SpO2 99% T 36.8'],
    ['no heart rate', 'BP 125/80 RR 14 SpO2 99% T 36.8'],
  ])('%s at ESI 3 offers ESI 2 with the danger-zone limits for age', (_description, vitals) => {
    const result = analyze({
      chiefComplaint: 'laceration to forearm',
      symptoms: 'cut on glass, feels like glass still in it',
      vitals,
    });
    expect(result.esi).toBe(3);
    expect(alternativeFor(result, UNMEASURED)).toEqual({
      esi: 2,
      condition: `${UNMEASURED} [HR > 100, RR > 20, SpO2 < 92%]`,
    });
  });

  it('the danger-zone limits follow the age band', () => {
    const result = analyze({
      chiefComplaint: 'laceration to forearm',
      symptoms: 'cut on glass, feels like glass still in it',
      vitals: '',
      patientAge: '5',
    });
    expect(result.esi).toBe(3);
    expect(alternativeFor(result, UNMEASURED)?.condition).toBe(
      `${UNMEASURED} [HR > 140, RR > 30, SpO2 < 92%]`,
    );
  });

  it.each<[string, string]>([
    ['HR 97', 'HR 97 BP 125/80 RR 14 SpO2 99% T 36.8'],
    ['HR 100', 'HR 100 BP 125/80 RR 14 SpO2 99% T 36.8'],
    ['RR 20', 'HR 80 BP 125/80 RR 20 SpO2 99% T 36.8'],
    ['SpO2 93%', 'HR 80 BP 125/80 RR 14 SpO2 93% T 36.8'],
  ])('borderline %s at ESI 3 offers ESI 2 on recheck', (_description, vitals) => {
    const result = analyze({
      chiefComplaint: 'laceration to forearm',
      symptoms: 'cut on glass, feels like glass still in it',
      vitals,
    });
    expect(result.esi).toBe(3);
    expect(alternativesOf(result)).toEqual([{ esi: 2, condition: BORDERLINE }]);
  });

  it.each<[string, string]>([
    ['HR 95', 'HR 95 BP 125/80 RR 14 SpO2 99% T 36.8'],
    ['RR 18', 'HR 80 BP 125/80 RR 18 SpO2 99% T 36.8'],
    ['SpO2 94%', 'HR 80 BP 125/80 RR 14 SpO2 94% T 36.8'],
    ['normal vital signs', NORMAL_VITALS],
  ])('%s is not borderline: no alternative', (_description, vitals) => {
    const result = analyze({
      chiefComplaint: 'laceration to forearm',
      symptoms: 'cut on glass, feels like glass still in it',
      vitals,
    });
    expect(result.esi).toBe(3);
    expect(alternativesOf(result)).toEqual([]);
  });

  it('vital-sign alternatives are offered only at ESI 3', () => {
    const result = analyze({ chiefComplaint: 'sore throat', vitals: '' });
    expect(result.esi).toBeGreaterThan(3);
    expect(conditions(result).filter((condition) => condition.includes('danger zone'))).toEqual([]);
  });
});

describe('what-if alternatives: an incomplete decision rule', () => {
  it('a partial Ottawa ankle rule with an X-ray offers ESI 5 if negative once complete', () => {
    const result = analyze({
      chiefComplaint: 'ankle injury',
      symptoms: 'twisted ankle at football, swollen lateral ankle',
    });
    expect(result.esi).toBe(4);
    expect(result.decisionRules?.find((rule) => rule.id === 'ottawa-ankle')?.status).toBe('partial');
    expect(alternativesOf(result)).toContainEqual({ esi: 5, condition: OTTAWA_NEGATIVE });
  });

  it('not when the rule is already positive', () => {
    const result = analyze({
      chiefComplaint: 'ankle injury',
      symptoms: 'Rolled ankle, tender over posterior edge of lateral malleolus, walked in.',
    });
    expect(result.decisionRules?.find((rule) => rule.id === 'ottawa-ankle')?.status).toBe('partial');
    expect(result.decisionRules?.find((rule) => rule.id === 'ottawa-ankle')?.outcome).toMatch(/^positive/);
    expect(conditions(result)).not.toContain(OTTAWA_NEGATIVE);
  });

  it('not when the rule is complete and negative', () => {
    const result = analyze({
      chiefComplaint: 'Twisted left ankle',
      symptoms:
        'Inversion injury playing netball. Non-tender over both malleoli. Able to weight bear, walked in with a limp.',
    });
    expect(result.esi).toBe(5);
    expect(conditions(result)).not.toContain(OTTAWA_NEGATIVE);
  });

  it('not when the X-ray is not what places the level: a resource saved that does not lower the level', () => {
    const result = analyze({
      chiefComplaint: 'ankle injury',
      symptoms: 'twisted ankle at football, swollen lateral ankle',
      currentMedications: 'warfarin',
    });
    // X-ray and labs: ESI 3; without the X-ray ESI 4, so the alternative is ESI 4, not 5.
    expect(result.esi).toBe(3);
    expect(alternativesOf(result)).toContainEqual({ esi: 4, condition: OTTAWA_NEGATIVE });
  });
});

describe('what-if alternatives: fever with no age', () => {
  it('fever with the age unknown offers ESI 2 if the patient is a young infant', () => {
    const result = analyze({ chiefComplaint: 'fever', symptoms: 'fever and cough', patientAge: '' });
    expect(result.esi).toBeGreaterThanOrEqual(3);
    expect(alternativesOf(result)).toContainEqual({ esi: 2, condition: INFANT_FEVER });
  });

  it.each<[string, Partial<CaseForm>]>([
    ['the age is known', { chiefComplaint: 'fever', symptoms: 'fever and cough', patientAge: '30' }],
    ['there is no fever', { chiefComplaint: 'cough', symptoms: 'dry cough', patientAge: '' }],
  ])('not when %s', (_description, fields) => {
    expect(conditions(analyze(fields))).not.toContain(INFANT_FEVER);
  });
});

describe('what-if alternatives: a pregnancy not yet excluded', () => {
  it('abdominal pain in a woman of 25 with no pregnancy status offers ESI 2 if the test is positive', () => {
    const result = analyze({
      chiefComplaint: 'abdominal pain',
      symptoms: 'lower abdominal pain',
      patientAge: '25',
      gender: 'female',
    });
    expect(result.esi).toBe(3);
    expect(alternativesOf(result)).toContainEqual({ esi: 2, condition: ECTOPIC });
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'a negative test is stated',
      { symptoms: 'lower abdominal pain, negative pregnancy test', gender: 'female', patientAge: '25' },
    ],
    [
      'a last period is stated',
      { symptoms: 'lower abdominal pain, last period 2 weeks ago', gender: 'female', patientAge: '25' },
    ],
    ['the patient is a man', { symptoms: 'lower abdominal pain', gender: 'male', patientAge: '25' }],
    ['the patient is 55', { symptoms: 'lower abdominal pain', gender: 'female', patientAge: '55' }],
  ])('not when %s', (_description, fields) => {
    expect(conditions(analyze({ chiefComplaint: 'abdominal pain', ...fields }))).not.toContain(ECTOPIC);
  });
});

describe('confidence reflects how much of what ESI needs was read', () => {
  const full: Partial<CaseForm> = {
    chiefComplaint: 'laceration to forearm',
    symptoms: 'cut on glass, feels like glass still in it',
    patientAge: '40',
    vitals: NORMAL_VITALS,
  };

  it('all five vital signs, the age and a complaint-field complaint give more confidence than none of them', () => {
    const none = analyze({
      chiefComplaint: 'brought in by his wife',
      symptoms: 'cut forearm on glass',
      patientAge: '',
      vitals: '',
    });
    expect(analyze(full).confidence).toBeGreaterThan(none.confidence);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['without the vital signs', { vitals: '' }],
    ['with only two vital signs', { vitals: 'HR 80 BP 125/80' }],
    ['without the age', { patientAge: '' }],
    [
      'with the complaint only in the narrative',
      { chiefComplaint: 'brought in by his wife', symptoms: 'laceration to forearm, cut on glass' },
    ],
  ])('confidence is lower %s', (_description, change) => {
    expect(analyze({ ...full, ...change }).confidence).toBeLessThan(analyze(full).confidence);
  });

  it('each alternative lowers the confidence', () => {
    const settled = analyze({ ...full, vitals: NORMAL_VITALS });
    const borderline = analyze({ ...full, vitals: 'HR 97 BP 125/80 RR 14 SpO2 99% T 36.8' });
    expect(alternativesOf(settled)).toEqual([]);
    expect(alternativesOf(borderline)).toHaveLength(1);
    expect(borderline.confidence).toBeLessThan(settled.confidence);
  });
});
