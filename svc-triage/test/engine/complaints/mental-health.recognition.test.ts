import type { CaseForm } from '../../../src/domain/engine/case-form';
import {
  caseForm,
  complaintIdsOf,
  isHighRisk,
  primaryComplaintId,
  primaryResources,
} from './support/complaint-recognition';

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
      expect(primaryComplaintId(caseForm(chiefComplaint, extra))).toBe(id);
    });
  }

  it('violent vomiting is not violent behaviour; domestic violence is an assault', () => {
    expect(primaryComplaintId(caseForm('violent vomiting'))).not.toBe('violent-behaviour');
    expect(primaryComplaintId(caseForm('domestic violence'))).not.toBe('violent-behaviour');
  });

  it('a depressed skull fracture or respiratory depression is not depression', () => {
    expect(
      complaintIdsOf(caseForm('head injury', { symptoms: 'depressed skull fracture suspected' })),
    ).not.toContain('depression-suicidal');
    expect(
      complaintIdsOf(caseForm('drowsy', { symptoms: 'respiratory depression after morphine' })),
    ).not.toContain('depression-suicidal');
  });

  it('a stress fracture is not stress', () => {
    expect(primaryComplaintId(caseForm('stress fracture foot'))).not.toBe('anxiety-situational-crisis');
  });

  it('a hypertensive crisis is not a situational crisis', () => {
    expect(complaintIdsOf(caseForm('headache', { symptoms: 'hypertensive crisis' }))).not.toContain(
      'anxiety-situational-crisis',
    );
  });
});

describe('mental health complaints: resources and risk', () => {
  it('a panic attack in a young adult needs nothing', () => {
    expect(
      primaryResources(caseForm('panic attack', { patientAge: '22', symptoms: 'tingling hands, settled' })),
    ).toEqual([]);
  });

  it('anxiety with palpitations needs an ECG', () => {
    expect(primaryResources(caseForm('anxiety', { symptoms: 'palpitations' }))).toEqual(['ecg']);
  });

  it('insomnia needs nothing', () => {
    expect(primaryResources(caseForm('insomnia'))).toEqual([]);
  });

  it('depression without self-harm needs a mental health assessment only', () => {
    expect(primaryResources(caseForm('low mood', { symptoms: 'for weeks, sleeping poorly' }))).toEqual([
      'specialtyConsultation',
    ]);
  });

  it('a relapse of known schizophrenia and a first episode both need psychiatry and blood tests', () => {
    expect(
      primaryResources(
        caseForm('hearing voices', { medicalHistory: 'schizophrenia', symptoms: 'stopped his medication' }),
      ),
    ).toEqual(['labs', 'specialtyConsultation']);
    expect(primaryResources(caseForm('hearing voices', { patientAge: '19' }))).toEqual([
      'labs',
      'specialtyConsultation',
    ]);
  });

  it('a social problem needs nothing', () => {
    expect(primaryResources(caseForm('homeless, needs shelter'))).toEqual([]);
  });

  it('a combative patient is high risk', () => {
    expect(isHighRisk(caseForm('aggressive', { symptoms: 'combative, punching walls' }))).toBe(true);
  });

  it('an eating disorder with a heart rate of 36 is high risk', () => {
    expect(isHighRisk(caseForm('anorexia nervosa', { patientAge: '17', vitals: 'HR 36 BP 88/50' }))).toBe(
      true,
    );
  });
});
