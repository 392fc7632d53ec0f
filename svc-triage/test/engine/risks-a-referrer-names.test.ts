import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Risks a referring clinician describes without the triage desk's keywords:
 * - tearing pain between the shoulder blades is interscapular back pain, the aorta's until shown
 *   otherwise (ACC/AHA 2022 ADD-RS), not a shoulder's;
 * - fever with abdominal pain within six weeks of an operation is a leak, a collection or sepsis
 *   (NICE NG51 counts recent surgery as a risk factor): high risk;
 * - an infected foot ulcer in a diabetic needs an X-ray for osteomyelitis and blood tests (IWGDF 2023);
 * - a hot, swollen, painful knee is a joint to aspirate (BSR hot swollen joint), however the adjectives run;
 * - days of diarrhoea at 65 or over on a diuretic, ACE inhibitor or ARB puts the kidneys at risk: IV
 *   fluids with the blood tests (NICE NG148).
 */
const adult = caseFormMaker({ patientAge: '66', gender: 'male' });
const situationsOf = (item: Parameters<typeof analyzeCase>[0]) =>
  analyzeCase(item).reasons.filter((reason) => /after a recent operation/.test(reason));

describe('pain between the shoulder blades', () => {
  it('sudden and tearing, with unequal arm pressures, is a possible dissection (ESI 2)', () => {
    const item = adult(
      'Tearing pain between shoulder blades',
      'Sudden tearing pain between the shoulder blades an hour ago while sitting, 9/10. BP 182/100 right arm, 150/90 left arm.',
      'HR 96, RR 20, SpO2 97%',
    );
    expect(flagIds(item)).toContain('aortic-dissection');
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('near-miss: an ache between the shoulder blades after painting a ceiling is back pain, not a shoulder, not the aorta', () => {
    const item = adult(
      'Pain between shoulder blades',
      'Aching between his shoulder blades since painting the ceiling yesterday, worse on turning, 4/10.',
      'HR 72, BP 134/80',
      '44',
    );
    expect(flagIds(item)).not.toContain('aortic-dissection');
    expect(presentationIds(item)).toContain('back-pain');
    expect(presentationIds(item)).not.toContain('upper-extremity-pain');
  });
});

describe('fever and abdominal pain after an operation', () => {
  it('ten days after a laparotomy, with fever and worsening pain, is high risk (ESI 2)', () => {
    const item = adult(
      'Tummy pain and fever',
      'Had a laparotomy for diverticular disease 10 days ago. Since last night his tummy pain is getting worse and he has a temperature of 38.4, feels rough.',
      'HR 98, BP 128/76, RR 20',
    );
    expect(situationsOf(item)).toHaveLength(1);
    expect(analyzeCase(item).esi).toBe(2);
  });

  it('the operation can be dated in the history: "anterior resection 6 days ago"', () => {
    const item = {
      ...adult(
        'Abdominal pain, fever',
        'Worsening abdominal pain since this morning, fever 38.6, vomited twice.',
      ),
      medicalHistory: 'Bowel cancer: anterior resection 6 days ago',
    };
    expect(situationsOf(item)).toHaveLength(1);
  });

  it('near-miss: an appendicectomy years ago is not a recent operation', () => {
    const item = adult(
      'Abdominal pain and fever',
      'Abdominal pain and fever 38.2 since yesterday; had an appendicectomy 20 years ago.',
    );
    expect(situationsOf(item)).toHaveLength(0);
  });

  it('near-miss: a sore wound three weeks after a hernia repair, without fever, is not this situation', () => {
    const item = adult(
      'Wound check',
      'Inguinal hernia repair 3 weeks ago, wound a little sore, no fever, eating and drinking.',
    );
    expect(situationsOf(item)).toHaveLength(0);
  });
});

describe('an infected foot ulcer in a diabetic', () => {
  it('needs a foot X-ray and blood tests (ESI 3)', () => {
    const item = {
      ...adult(
        'Red swollen foot',
        'The ulcer on his left big toe has started to smell and the top of the foot is red and swollen. Temp 37.8.',
      ),
      medicalHistory: 'Type 2 diabetes, neuropathy',
      currentMedications: 'Metformin, gliclazide',
    };
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['xray', 'labs']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: a red toe round an ingrown nail in a young non-diabetic needs no X-ray', () => {
    const item = adult(
      'Red toe',
      'Red swollen skin beside an ingrown toenail on the big toe, no pus.',
      '',
      '24',
    );
    expect(resourcesOf(item)).not.toContain('xray');
  });
});

describe('a hot, swollen, painful knee', () => {
  it('is a joint to aspirate, with blood tests and an X-ray (ESI 3)', () => {
    const item = adult(
      'Hot swollen painful knee',
      'Two days of a hot swollen painful right knee, cannot straighten it, feels feverish. No injury.',
      'T 37.6, HR 90, BP 140/82',
    );
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['simpleProcedure', 'labs', 'xray']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('"swollen, hot and tender elbow" reads the same', () => {
    const item = adult('Swollen, hot and tender elbow', 'Since yesterday, no injury.');
    expect(presentationIds(item)).toContain('joint-pain-swelling');
  });

  it('near-miss: a stiff knee after gardening, without swelling, is not aspirated', () => {
    const item = adult(
      'Sore knee',
      'Sore left knee after kneeling to garden yesterday, no swelling, walking fine.',
      '',
      '45',
    );
    expect(resourcesOf(item)).not.toContain('simpleProcedure');
  });
});

describe('days of diarrhoea in an older patient', () => {
  const older = caseFormMaker({ patientAge: '84', gender: 'female' });
  const diarrhoea = () =>
    older(
      'Diarrhoea',
      'Watery diarrhoea for three days, five times a day, eating little. Alert and chatty, walking with her frame.',
    );

  it('on a diuretic and an ACE inhibitor: IV fluids with the blood tests (ESI 3)', () => {
    const item = { ...diarrhoea(), currentMedications: 'Furosemide 40 mg, ramipril 5 mg' };
    expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'ivFluids']));
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: without those medicines, blood tests only (ESI 4)', () => {
    const item = { ...diarrhoea(), currentMedications: 'Paracetamol, calcium and vitamin D' };
    expect(resourcesOf(item)).not.toContain('ivFluids');
    expect(analyzeCase(item).esi).toBe(4);
  });

  it('near-miss: a 40-year-old on ramipril with a day of diarrhoea gets no IV fluids', () => {
    const item = {
      ...older('Diarrhoea', 'Loose stools since this morning, drinking well.', '', '40', 'male'),
      currentMedications: 'Ramipril',
    };
    expect(resourcesOf(item)).not.toContain('ivFluids');
  });
});
