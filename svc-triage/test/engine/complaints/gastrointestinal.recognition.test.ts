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
    'abdominal-pain',
    [
      'Lt. lower abd pain x2/7',
      'RLQ pain',
      'belly pain',
      'tummy ache since this morning',
      'epigastric pain',
      'sore stomach',
      'pain around the belly button',
      '?appendicitis',
      'abdo pain',
      'RUQ pain after fatty meal',
    ],
  ],
  [
    'heartburn-indigestion',
    [
      'heartburn',
      'indigestion after meals',
      'acid reflux',
      'GERD flare',
      'epigastric burning',
      'upset stomach',
    ],
  ],
  [
    'anorexia',
    ['loss of appetite', 'poor appetite x 1 week', 'not eating', 'off her food', 'anorexia'],
    { patientAge: '78' },
  ],
  [
    'constipation',
    ['constipation', 'constipated x5/7', 'BNO 6 days', 'has not opened bowels for 5 days', 'hard stools'],
  ],
  [
    'diarrhea',
    [
      'diarrhoea',
      'diahrrea x 3 days',
      'D&V',
      'loose stools',
      'gastro',
      'vomiting and diarrhoea',
      'stomach bug',
    ],
  ],
  [
    'nausea-vomiting',
    ['N/V', 'vomitting', 'nausea', 'vomiting x 2 days', 'throwing up', 'cant keep fluids down'],
  ],
  [
    'vomiting-blood',
    ['haematemesis', 'vomiting blood', 'coffee ground vomit', 'vomitted fresh blood', 'blood in vomit'],
  ],
  [
    'blood-in-stool',
    ['BRBPR', 'PR bleed', 'melaena', 'black tarry stools', 'blood in stool', 'bloody diarrhoea'],
  ],
  [
    'rectal-perineal-pain',
    [
      'haemorrhoids',
      'piles',
      'perianal abscess',
      'anal fissure',
      'pain in his bottom when passing stool',
      'rectal pain',
    ],
  ],
  [
    'foreign-body-rectum',
    ['FB PR', 'foreign body in rectum', 'sex toy stuck in rectum', 'object stuck up his bottom'],
  ],
  [
    'groin-pain-mass',
    ['L groin lump', 'inguinal hernia', 'hernia pain', 'swelling in right groin', 'groin pain'],
  ],
  ['jaundice', ['jaundice', 'yellow eyes', 'skin turning yellow', 'jaundiced x1 week', 'icteric']],
  ['hiccoughs', ['hiccups', 'hiccoughs x3 days', 'hiccupping all night', 'persistent hiccups']],
  [
    'abdominal-mass-distension',
    ['abdominal distension', 'swollen belly', 'ascites', 'lump in abdomen', 'distended abdo', 'bloated'],
  ],
  [
    'oral-esophageal-foreign-body',
    [
      'food bolus obstruction',
      'meat stuck in oesophagus',
      'steak stuck in throat, unable to swallow saliva',
      'oesophageal food impaction',
      'feels like food stuck in chest',
    ],
  ],
  [
    'swallowed-foreign-body',
    [
      'swallowed a coin',
      'swallowed magnets',
      'ingested a battery',
      'swallowed foreign body',
      'swallowed an earring',
    ],
    { patientAge: '4' },
  ],
  [
    'feeding-tube-problem',
    ['PEG tube fell out', 'blocked PEG', 'g-tube dislodged', 'gastrostomy leaking', 'NG tube came out'],
  ],
  [
    'ostomy-problem',
    ['stoma problem', 'high output stoma', 'colostomy bag leaking', 'prolapsed stoma', 'ileostomy'],
  ],
];

describe('gastrointestinal complaints are recognised from the chief complaint', () => {
  for (const [id, chiefComplaints, extra] of recognition) {
    it.each(chiefComplaints)(`"%s" is ${id}`, (chiefComplaint) => {
      expect(primaryComplaintId(caseForm(chiefComplaint, extra))).toBe(id);
    });
  }
});

describe('gastrointestinal complaints: words that belong elsewhere', () => {
  it('a hiatus hernia is not a groin hernia', () => {
    const ids = complaintIdsOf(caseForm('chest pain', { symptoms: 'known hiatus hernia, burning pain' }));
    expect(ids).not.toContain('groin-pain-mass');
  });

  it('hyperemesis in pregnancy is a pregnancy complaint; abdominal pain in pregnancy too', () => {
    expect(primaryComplaintId(caseForm('vomiting', { symptoms: '10 weeks pregnant' }))).toBe(
      'early-pregnancy-issue',
    );
    expect(primaryComplaintId(caseForm('abdominal pain', { symptoms: '30 weeks pregnant' }))).toBe(
      'later-pregnancy-issue',
    );
  });
});

describe('gastrointestinal complaints: resources', () => {
  it('mild epigastric pain in a young adult needs blood tests only', () => {
    expect(
      primaryResources(
        caseForm('epigastric pain', { patientAge: '24', symptoms: 'mild pain after meals, pain 2/10' }),
      ),
    ).toEqual(['labs']);
  });

  it('right lower quadrant pain in a 70-year-old needs blood tests, imaging and IV analgesia', () => {
    const input = caseForm('RLQ pain since last night', {
      patientAge: '70',
      gender: 'male',
      vitals: 'pain 6/10',
    });
    expect(primaryResources(input)).toEqual(['advancedImaging', 'labs', 'parenteralMedication']);
  });

  it('abdominal pain in an older adult with severe pain is high risk; a moderate, settled pain is not', () => {
    const highRiskFor = (vitals: string) =>
      isHighRisk(caseForm('RLQ pain', { patientAge: '78', gender: 'male', vitals }));
    expect(highRiskFor('pain 8/10')).toBe(true);
    expect(highRiskFor('pain 8/10, BP 96/60')).toBe(true);
    expect(highRiskFor('pain 5/10, BP 138/80, HR 84')).toBe(false);
  });

  it('epigastric pain after 50 adds an ECG', () => {
    expect(
      primaryResources(
        caseForm('epigastric pain', { patientAge: '58', gender: 'male', vitals: 'pain 5/10' }),
      ),
    ).toContain('ecg');
  });

  it('heartburn in a young adult needs nothing; after 45 an ECG', () => {
    expect(primaryResources(caseForm('heartburn', { patientAge: '25' }))).toEqual([]);
    expect(primaryResources(caseForm('heartburn', { patientAge: '55', gender: 'male' }))).toEqual(['ecg']);
  });

  it('simple constipation in a child needs nothing', () => {
    expect(primaryResources(caseForm('constipation', { patientAge: '6' }))).toEqual([]);
  });

  it('diarrhoea in a well young adult needs nothing; with vomiting and dizziness blood tests and IV fluids', () => {
    expect(primaryResources(caseForm('diarrhoea x 2 days', { symptoms: 'drinking well' }))).toEqual([]);
    expect(
      primaryResources(caseForm('D&V', { symptoms: 'vomited 8 times, dizzy on standing', vitals: 'HR 112' })),
    ).toEqual(['ivFluids', 'labs']);
  });

  it('vomiting with dehydration in an adult needs blood tests, IV antiemetic and fluids', () => {
    expect(
      primaryResources(caseForm('vomiting', { symptoms: 'unable to keep fluids down, dry mouth' })),
    ).toEqual(['ivFluids', 'labs', 'parenteralMedication']);
  });

  it('streaks of blood on the paper in a young adult need no tests', () => {
    expect(
      primaryResources(
        caseForm('PR bleed', {
          patientAge: '25',
          symptoms: 'streaks of blood on the toilet paper, known piles',
        }),
      ),
    ).toEqual([]);
  });

  it('haemorrhoids need nothing; a perianal abscess needs drainage', () => {
    expect(primaryResources(caseForm('piles'))).toEqual([]);
    expect(primaryResources(caseForm('perianal abscess'))).toEqual(['simpleProcedure']);
  });

  it('a swallowed coin in a well child needs an X-ray only', () => {
    expect(primaryResources(caseForm('swallowed a coin', { patientAge: '3' }))).toEqual(['xray']);
  });

  it('a reducible hernia needs nothing; an irreducible one a work-up', () => {
    expect(
      primaryResources(
        caseForm('hernia', { gender: 'male', symptoms: 'known hernia, reducible, goes back when lying' }),
      ),
    ).toEqual([]);
    expect(
      primaryResources(
        caseForm('groin lump', { gender: 'male', symptoms: 'irreducible since this morning, vomiting' }),
      ),
    ).toEqual(['advancedImaging', 'labs', 'parenteralMedication', 'specialtyConsultation']);
  });

  it('a blocked PEG needs only unblocking or replacement', () => {
    expect(primaryResources(caseForm('blocked PEG', { patientAge: '80' }))).toEqual(['simpleProcedure']);
  });

  it('brief hiccups need nothing', () => {
    expect(primaryResources(caseForm('hiccups', { symptoms: 'since this morning' }))).toEqual([]);
  });

  it('jaundice needs blood tests and an ultrasound', () => {
    expect(primaryResources(caseForm('jaundice', { patientAge: '60' }))).toEqual(['advancedImaging', 'labs']);
  });
});
