import type { CaseForm } from '../../../src/domain/engine/case-form';
import { caseForm, isHighRisk, primaryComplaintId, primaryResources } from './support/complaint-recognition';

const recognition: Array<[string, string[], Partial<CaseForm>?]> = [
  [
    'oliguria',
    ['oliguria', 'reduced urine output', 'passing very little urine', 'peeing less x 2 days', 'anuric'],
    { patientAge: '70' },
  ],
  [
    'polyuria',
    [
      'polyuria',
      'passing lots of urine',
      'excessive thirst and urination',
      'always thirsty',
      'peeing all the time',
    ],
  ],
  [
    'flank-pain-renal-colic',
    [
      'L flank pain',
      'renal colic',
      'kidney stone',
      'loin to groin pain',
      'Rt. loin pain',
      'pain in right kidney',
    ],
    { gender: 'male' },
  ],
  [
    'hematuria',
    ['haematuria', 'blood in urine', 'pink urine', 'passing clots in urine', 'peeing blood in urine'],
  ],
  [
    'genital-discharge-lesion',
    [
      'penile discharge',
      'STI check',
      'genital warts',
      'sores on penis',
      'chlamydia contact',
      'bartholin cyst',
    ],
    { gender: 'male' },
  ],
  [
    'penile-swelling-priapism',
    [
      'priapism',
      'erection lasting 5 hours',
      'swollen foreskin',
      'paraphimosis',
      'penis caught in zipper',
      'balanitis',
    ],
    { gender: 'male' },
  ],
  [
    'testicular-scrotal-pain',
    [
      'L testicle pain',
      'testicular pain',
      'scrotal swelling',
      'swollen right testicle',
      'sore balls',
      'epididymitis',
    ],
    { gender: 'male', patientAge: '15' },
  ],
  [
    'urinary-retention',
    [
      'urinary retention',
      'unable to pass urine',
      "can't pee since last night",
      'retention',
      'not passed urine for 12 hours',
    ],
    { gender: 'male', patientAge: '74' },
  ],
  [
    'urinary-tract-infection',
    [
      'UTI',
      'dysuria',
      'burning when peeing',
      'urinary frequency',
      'cystitis',
      'water infection',
      'stinging when passing urine',
    ],
  ],
  [
    'urinary-catheter-problem',
    [
      'blocked catheter',
      'catheter bypassing',
      'foley fell out',
      'SPC change',
      'IDC blocked',
      'catheter problem',
    ],
    { gender: 'male', patientAge: '82' },
  ],
  [
    'incontinence',
    ['incontinence', 'urinary incontinence', 'wetting herself', 'leaking urine', 'bedwetting'],
    { patientAge: '80' },
  ],
];

describe('genitourinary complaints are recognised from the chief complaint', () => {
  for (const [id, chiefComplaints, extra] of recognition) {
    it.each(chiefComplaints)(`"%s" is ${id}`, (chiefComplaint) => {
      expect(primaryComplaintId(caseForm(chiefComplaint, extra))).toBe(id);
    });
  }

  it('a dialysis catheter is not a urinary catheter problem', () => {
    expect(primaryComplaintId(caseForm('dialysis catheter blocked'))).not.toBe('urinary-catheter-problem');
  });
});

describe('genitourinary complaints: resources', () => {
  it('a lower urinary tract infection in a man needs a urine culture only', () => {
    expect(
      primaryResources(caseForm('UTI', { gender: 'male', symptoms: 'dysuria and frequency 2 days' })),
    ).toEqual(['labs']);
  });

  it('uncomplicated cystitis in a non-pregnant woman under 65 needs no culture (NICE NG109)', () => {
    expect(
      primaryResources(
        caseForm('UTI', { gender: 'female', patientAge: '30', symptoms: 'dysuria and frequency 2 days' }),
      ),
    ).toEqual([]);
  });

  it('a urinary infection with fever and flank pain needs blood tests and IV antibiotics', () => {
    expect(
      primaryResources(caseForm('dysuria', { symptoms: 'fever, left flank pain', vitals: 'T 38.9' })),
    ).toEqual(['labs', 'parenteralMedication']);
  });

  it('renal colic needs tests, imaging and parenteral analgesia; mild pain takes it off', () => {
    expect(primaryResources(caseForm('renal colic', { gender: 'male', vitals: 'pain 8/10' }))).toEqual([
      'advancedImaging',
      'labs',
      'parenteralMedication',
    ]);
    expect(primaryResources(caseForm('renal colic', { gender: 'male', vitals: 'pain 2/10' }))).toEqual([
      'advancedImaging',
      'labs',
    ]);
  });

  it('a blocked catheter needs only a catheter change', () => {
    expect(primaryResources(caseForm('blocked catheter', { gender: 'male', patientAge: '82' }))).toEqual([
      'simpleProcedure',
    ]);
  });

  it('urinary retention needs a catheter and blood tests', () => {
    expect(primaryResources(caseForm('urinary retention', { gender: 'male', patientAge: '74' }))).toEqual([
      'labs',
      'simpleProcedure',
    ]);
  });

  it('a painless scrotal lump needs an ultrasound only', () => {
    expect(
      primaryResources(
        caseForm('lump in testicle', { gender: 'male', symptoms: 'painless, noticed 3 weeks ago' }),
      ),
    ).toEqual(['advancedImaging']);
  });

  it('balanitis needs nothing; a paraphimosis needs a reduction', () => {
    expect(primaryResources(caseForm('balanitis', { gender: 'male', patientAge: '5' }))).toEqual([]);
    expect(primaryResources(caseForm('paraphimosis', { gender: 'male' }))).toEqual(['simpleProcedure']);
  });

  it('priapism is high risk', () => {
    expect(isHighRisk(caseForm('priapism', { gender: 'male', symptoms: 'erection for 6 hours' }))).toBe(true);
  });

  it('bedwetting in a well child needs nothing', () => {
    expect(primaryResources(caseForm('bedwetting', { patientAge: '7', gender: 'male' }))).toEqual([]);
  });
});
