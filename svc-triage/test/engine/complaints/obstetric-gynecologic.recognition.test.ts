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

const recognition: Array<[string, string[], Partial<CaseForm>?]> = [
  [
    'labour',
    ['in labour', 'contractions every 5 mins, 39/40', 'waters broke', 'SROM at term', 'labor pains'],
  ],
  [
    'later-pregnancy-issue',
    [
      'reduced fetal movements 34/40',
      'PV bleeding 32 weeks pregnant',
      'abdo pain 28/40',
      'itching in pregnancy, 36 weeks pregnant',
      'pre-eclampsia? 35/40',
    ],
  ],
  [
    'early-pregnancy-issue',
    [
      'pv bleed 8/40',
      'threatened miscarriage',
      'hyperemesis',
      'vomiting, 9 weeks pregnant',
      'lower abdominal pain, 6 weeks pregnant',
      'spotting in early pregnancy',
      'bleeding, missed period',
    ],
  ],
  [
    'postpartum-problem',
    [
      'postpartum fever',
      'post natal check, wound sore',
      'C-section wound oozing',
      'episiotomy pain',
      'bleeding 10 days after delivery',
    ],
  ],
  [
    'vaginal-bleeding-not-pregnant',
    [
      'PV bleeding',
      'vaginal bleeding',
      'postmenopausal bleeding',
      'bleeding between periods',
      'post-coital bleeding',
    ],
  ],
  [
    'gynecologic-pelvic-pain',
    ['pelvic pain', 'ovarian cyst pain', 'PID', 'pain during intercourse', 'endometriosis flare'],
  ],
  [
    'menstrual-problem',
    ['period pain', 'heavy periods', 'dysmenorrhoea', 'painful periods', 'irregular periods', 'menorrhagia'],
  ],
  [
    'vaginal-discharge',
    ['vaginal discharge', 'thrush', 'smelly discharge', 'BV', 'vaginal itching', 'PV discharge'],
  ],
  [
    'vaginal-foreign-body',
    ['retained tampon', 'lost tampon', 'FB PV', 'condom stuck in vagina', 'forgot tampon'],
  ],
  [
    'sexual-assault',
    ['sexual assault', 'raped last night', 'sexually assaulted', 'drink spiked, ?assault', 'alleged rape'],
  ],
  [
    'contraception-request',
    [
      'emergency contraception',
      'morning after pill',
      'condom split',
      'UPSI 2 days ago',
      'missed pill',
      'wants ECP',
    ],
  ],
  [
    'iud-problem',
    ['IUD strings missing', 'coil fell out', 'Mirena problem', 'lost coil threads', 'IUCD pain'],
  ],
  [
    'breastfeeding-problem',
    [
      'breastfeeding problems',
      'cracked nipples',
      'blocked duct',
      'sore nipples while feeding',
      'low milk supply',
    ],
  ],
];

describe('obstetric and gynaecological complaints are recognised from the chief complaint', () => {
  for (const [id, chiefComplaints, extra] of recognition) {
    it.each(chiefComplaints)(`"%s" is ${id}`, (chiefComplaint) => {
      expect(primaryId(form(chiefComplaint, extra))).toBe(id);
    });
  }

  it('premature ventricular contractions and manual labour are not labour', () => {
    const ids = (caseForm: CaseForm) => matched(caseForm).map((complaint) => complaint.definition.id);
    expect(
      ids(form('palpitations', { symptoms: 'ECG shows premature ventricular contractions' })),
    ).not.toContain('labour');
    expect(ids(form('back pain', { symptoms: 'works in manual labour' }))).not.toContain('labour');
  });

  it('ovarian torsion is not a testicular complaint', () => {
    expect(primaryId(form('?ovarian torsion'))).toBe('gynecologic-pelvic-pain');
  });

  it('abdominal pain in a man is never a gynaecological complaint', () => {
    expect(primaryId(form('pelvic pain', { gender: 'male' }))).not.toBe('gynecologic-pelvic-pain');
  });
});

const highRiskFor = (caseForm: CaseForm) => {
  const facts = readCaseFacts(caseForm);
  return (matchComplaints(facts)[0]?.definition.highRisk ?? []).some((modifier) => modifier.when(facts));
};

describe('obstetric and gynaecological complaints: resources and risk', () => {
  it('period pain needs nothing', () => {
    expect(resourcesOf(form('period pain', { patientAge: '19', vitals: 'pain 5/10' }))).toEqual([]);
  });

  it('thrush needs nothing', () => {
    expect(resourcesOf(form('thrush', { symptoms: 'itchy, white discharge' }))).toEqual([]);
  });

  it('emergency contraception needs nothing', () => {
    expect(resourcesOf(form('morning after pill'))).toEqual([]);
  });

  it('a retained tampon needs removal only', () => {
    expect(resourcesOf(form('retained tampon', { vitals: 'T 36.8 HR 80' }))).toEqual(['simpleProcedure']);
  });

  it('bleeding in early pregnancy needs blood tests and an ultrasound', () => {
    expect(resourcesOf(form('pv bleed 8/40'))).toEqual(['advancedImaging', 'labs']);
  });

  it('spotting in a well young woman who is not pregnant needs no tests', () => {
    expect(
      resourcesOf(form('vaginal bleeding', { patientAge: '24', symptoms: 'light spotting between periods' })),
    ).toEqual([]);
  });

  it('missing IUD strings need an ultrasound only', () => {
    expect(resourcesOf(form('IUD strings missing'))).toEqual(['advancedImaging']);
  });

  it('sexual assault is high risk', () => {
    expect(highRiskFor(form('sexual assault', { symptoms: 'last night' }))).toBe(true);
  });

  it('imminent birth and preterm labour are high risk; labour at term is not', () => {
    expect(highRiskFor(form('contractions, urge to push', { symptoms: '39 weeks pregnant' }))).toBe(true);
    expect(highRiskFor(form('contractions 32/40'))).toBe(true);
    expect(highRiskFor(form('contractions every 5 minutes 39/40'))).toBe(false);
  });

  it('psychotic symptoms after birth are high risk', () => {
    expect(
      highRiskFor(
        form('postpartum, hearing voices', { symptoms: 'gave birth 8 days ago, not sleeping, paranoid' }),
      ),
    ).toBe(true);
  });

  it('a retained tampon with fever and rash is high risk', () => {
    expect(
      highRiskFor(form('retained tampon', { symptoms: 'rash, vomiting', vitals: 'T 39.2 HR 124' })),
    ).toBe(true);
  });
});
