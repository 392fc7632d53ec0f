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
      expect(primaryComplaintId(caseForm(chiefComplaint, extra))).toBe(id);
    });
  }

  it('premature ventricular contractions and manual labour are not labour', () => {
    expect(
      complaintIdsOf(caseForm('palpitations', { symptoms: 'ECG shows premature ventricular contractions' })),
    ).not.toContain('labour');
    expect(complaintIdsOf(caseForm('back pain', { symptoms: 'works in manual labour' }))).not.toContain(
      'labour',
    );
  });

  it('ovarian torsion is not a testicular complaint', () => {
    expect(primaryComplaintId(caseForm('?ovarian torsion'))).toBe('gynecologic-pelvic-pain');
  });

  it('abdominal pain in a man is never a gynaecological complaint', () => {
    expect(primaryComplaintId(caseForm('pelvic pain', { gender: 'male' }))).not.toBe(
      'gynecologic-pelvic-pain',
    );
  });
});

describe('obstetric and gynaecological complaints: resources and risk', () => {
  it('period pain needs nothing', () => {
    expect(primaryResources(caseForm('period pain', { patientAge: '19', vitals: 'pain 5/10' }))).toEqual([]);
  });

  it('thrush needs nothing', () => {
    expect(primaryResources(caseForm('thrush', { symptoms: 'itchy, white discharge' }))).toEqual([]);
  });

  it('emergency contraception needs nothing', () => {
    expect(primaryResources(caseForm('morning after pill'))).toEqual([]);
  });

  it('a retained tampon without signs of toxic shock is removed at the examination: no resource', () => {
    expect(primaryResources(caseForm('retained tampon', { vitals: 'T 36.8 HR 80' }))).toEqual([]);
  });

  it('a vaginal foreign body other than a tampon or condom needs removal', () => {
    expect(primaryResources(caseForm('foreign body in vagina', { vitals: 'T 36.8 HR 80' }))).toEqual([
      'simpleProcedure',
    ]);
  });

  it('bleeding in early pregnancy needs blood tests and an ultrasound', () => {
    expect(primaryResources(caseForm('pv bleed 8/40'))).toEqual(['advancedImaging', 'labs']);
  });

  it('spotting in a well young woman who is not pregnant needs no tests', () => {
    expect(
      primaryResources(
        caseForm('vaginal bleeding', { patientAge: '24', symptoms: 'light spotting between periods' }),
      ),
    ).toEqual([]);
  });

  it('missing IUD strings need an ultrasound only', () => {
    expect(primaryResources(caseForm('IUD strings missing'))).toEqual(['advancedImaging']);
  });

  it('sexual assault is high risk', () => {
    expect(isHighRisk(caseForm('sexual assault', { symptoms: 'last night' }))).toBe(true);
  });

  it('imminent birth and preterm labour are high risk; labour at term is not', () => {
    expect(isHighRisk(caseForm('contractions, urge to push', { symptoms: '39 weeks pregnant' }))).toBe(true);
    expect(isHighRisk(caseForm('contractions 32/40'))).toBe(true);
    expect(isHighRisk(caseForm('contractions every 5 minutes 39/40'))).toBe(false);
  });

  it('psychotic symptoms after birth are high risk', () => {
    expect(
      isHighRisk(
        caseForm('postpartum, hearing voices', { symptoms: 'gave birth 8 days ago, not sleeping, paranoid' }),
      ),
    ).toBe(true);
  });

  it('a retained tampon with fever and rash is high risk', () => {
    expect(
      isHighRisk(caseForm('retained tampon', { symptoms: 'rash, vomiting', vitals: 'T 39.2 HR 124' })),
    ).toBe(true);
  });
});
