import { matchComplaints } from '../../../src/domain/engine/complaints/match-complaints';
import type { CaseForm } from '../../../src/domain/engine/case-form';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';

const form = (chiefComplaint: string, extra: Partial<CaseForm> = {}): CaseForm => ({
  patientAge: '34',
  gender: 'female',
  chiefComplaint,
  symptoms: '',
  vitals: '',
  ...extra,
});
const matched = (caseForm: CaseForm) => matchComplaints(readCaseFacts(caseForm));
const primaryId = (caseForm: CaseForm) => matched(caseForm)[0]?.definition.id;
/** The primary complaint's resource types, each once, sorted. */
const resourcesOf = (caseForm: CaseForm) =>
  [...new Set((matched(caseForm)[0]?.resources ?? []).map((need) => need.resource))].sort();

const highRiskFor = (caseForm: CaseForm) => {
  const facts = readCaseFacts(caseForm);
  return (matchComplaints(facts)[0]?.definition.highRisk ?? []).some((modifier) => modifier.when(facts));
};

const recognition: Array<[string, string[], Partial<CaseForm>?]> = [
  [
    'depression-suicidal',
    [
      'depression',
      'SI',
      'suicidal ideation',
      'low mood',
      'DSH',
      'self-harm, cut wrists',
      'wants to die',
      'psych eval',
      'sucidal',
    ],
  ],
  [
    'anxiety-situational-crisis',
    [
      'anxiety',
      'panic attack',
      'anxious and hyperventilating',
      'situational crisis',
      'stressed',
      'unable to cope',
    ],
  ],
  [
    'hallucinations-delusions',
    ['hallucinations', 'hearing voices', 'paranoid', 'psychosis', 'delusional', 'manic'],
  ],
  [
    'insomnia',
    ['insomnia', "can't sleep", 'trouble sleeping', 'difficulty sleeping x 2 weeks', 'up all night'],
  ],
  [
    'violent-behaviour',
    ['violent', 'aggressive behaviour', 'combative', 'homicidal', 'threatening to kill his neighbour', 'HI'],
  ],
  [
    'social-problem',
    ['social admission', 'homeless', 'nowhere to sleep', 'carer breakdown', 'kicked out of home', 'NFA'],
  ],
  [
    'bizarre-behaviour',
    ['bizarre behaviour', 'erratic behaviour', 'strange behavior', 'disinhibited', 'talking to himself'],
  ],
  [
    'concern-for-welfare',
    ['welfare check', 'section 136', 'brought in by police', 'concern for welfare', 'found wandering'],
  ],
  [
    'eating-disorder',
    ['eating disorder', 'anorexia nervosa', 'bulimia', 'purging', 'anorexic, restricting intake'],
  ],
];

describe('mental health complaints are recognised from the chief complaint', () => {
  for (const [id, chiefComplaints, extra] of recognition) {
    it.each(chiefComplaints)(`"%s" is ${id}`, (chiefComplaint) => {
      expect(primaryId(form(chiefComplaint, extra))).toBe(id);
    });
  }

  it('violent vomiting is not violent behaviour; domestic violence is an assault', () => {
    expect(primaryId(form('violent vomiting'))).not.toBe('violent-behaviour');
    expect(primaryId(form('domestic violence'))).not.toBe('violent-behaviour');
  });

  it('a depressed skull fracture or respiratory depression is not depression', () => {
    const ids = (caseForm: CaseForm) => matched(caseForm).map((complaint) => complaint.definition.id);
    expect(ids(form('head injury', { symptoms: 'depressed skull fracture suspected' }))).not.toContain(
      'depression-suicidal',
    );
    expect(ids(form('drowsy', { symptoms: 'respiratory depression after morphine' }))).not.toContain(
      'depression-suicidal',
    );
  });

  it('a stress fracture is not stress', () => {
    expect(primaryId(form('stress fracture foot'))).not.toBe('anxiety-situational-crisis');
  });

  it('a hypertensive crisis is not a situational crisis', () => {
    expect(
      matched(form('headache', { symptoms: 'hypertensive crisis' })).map((c) => c.definition.id),
    ).not.toContain('anxiety-situational-crisis');
  });
});

describe('mental health complaints: resources and risk', () => {
  it('a panic attack in a young adult needs nothing', () => {
    expect(
      resourcesOf(form('panic attack', { patientAge: '22', symptoms: 'tingling hands, settled' })),
    ).toEqual([]);
  });

  it('anxiety with palpitations needs an ECG', () => {
    expect(resourcesOf(form('anxiety', { symptoms: 'palpitations' }))).toEqual(['ecg']);
  });

  it('insomnia needs nothing', () => {
    expect(resourcesOf(form('insomnia'))).toEqual([]);
  });

  it('depression without self-harm needs a mental health assessment only', () => {
    expect(resourcesOf(form('low mood', { symptoms: 'for weeks, sleeping poorly' }))).toEqual([
      'specialtyConsultation',
    ]);
  });

  it('a relapse of known schizophrenia needs psychiatry only; a first episode needs blood tests too', () => {
    expect(
      resourcesOf(
        form('hearing voices', { medicalHistory: 'schizophrenia', symptoms: 'stopped his medication' }),
      ),
    ).toEqual(['specialtyConsultation']);
    expect(resourcesOf(form('hearing voices', { patientAge: '19' }))).toEqual([
      'labs',
      'specialtyConsultation',
    ]);
  });

  it('a social problem needs nothing', () => {
    expect(resourcesOf(form('homeless, needs shelter'))).toEqual([]);
  });

  it('a combative patient is high risk', () => {
    expect(highRiskFor(form('aggressive', { symptoms: 'combative, punching walls' }))).toBe(true);
  });

  it('an eating disorder with a heart rate of 36 is high risk', () => {
    expect(highRiskFor(form('anorexia nervosa', { patientAge: '17', vitals: 'HR 36 BP 88/50' }))).toBe(true);
  });
});
