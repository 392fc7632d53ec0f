import { analyzeCase } from '../../src/domain/engine';
import { factsOf, flagIds, presentationIds, type CaseForm } from './support/case-forms';

/**
 * Someone else's illness is not the patient's: "his brother had pneumonia last year" was read as a
 * pneumonia (X-ray and bloods, ESI 3), "her mother had a DVT after a flight" as a DVT, "FHx: father MI
 * at 50, mother DVT" as the patient's own MI and DVT, and "the cat is lethargic" as a lethargic patient.
 * A family history still counts where it means something (HEART, a sudden death in the young), and a
 * relative who is the patient ("my husband has had flu") is left alone.
 */
const form = (patientAge: string, gender: string, symptoms: string, medicalHistory = ''): CaseForm => ({
  patientAge,
  gender,
  chiefComplaint: 'worried',
  symptoms,
  vitals: 'HR 80 BP 122/76 RR 16 SpO2 98% T 37.2',
  medicalHistory,
  currentMedications: '',
});

it.each([
  [
    '6',
    'male',
    'Runny nose and dry cough 3 days, playing. His older brother had pneumonia last year.',
    'respiratory-infection',
  ],
  [
    '30',
    'female',
    'Calf ache after a run, walking normally. Her mother had a DVT after a flight.',
    'unilateral-leg-swelling',
  ],
  ['25', 'male', 'Sore throat 2 days, eating. His flatmate had glandular fever last month.', 'fever'],
])('a %s-year-old %s: "%s" is not %s', (age, sex, symptoms, presentation) => {
  expect(presentationIds(form(age, sex, symptoms))).not.toContain(presentation);
});

it('a family history in the history field is not the patient’s own history', () => {
  const { history } = factsOf(
    form('45', 'male', 'Twinge in the chest', 'HTN. FHx: father MI at 50, mother DVT'),
  );
  expect(history.affirmed).not.toMatch(/myocardial infarction|deep vein thrombosis/);
  expect((history as { othersTold?: string }).othersTold).toMatch(
    /father myocardial infarction at 50, mother deep vein thrombosis/,
  );
});

it('a pet’s lethargy is not the patient’s: CO exposure with a headache, alert, is not ESI 1', () => {
  const item = form(
    '29',
    'female',
    'Headache and nausea for 2 days, better outside, the cat is lethargic, CO alarm went off. Talking normally.',
  );
  expect(factsOf(item).mentalStatus.altered).toBe(false);
  expect(analyzeCase(item).esi).toBeGreaterThan(1);
});

it('the relative who is the patient is read: "my husband has had flu … gone grey" (a carer’s call)', () => {
  const item = form(
    '58',
    'male',
    'My husband has had flu for 4 days, today he has gone grey and sweaty and his breathing is fast.',
  );
  expect(factsOf(item).presenting.affirmed).toContain('flu');
});

it('an illness at an age the patient has reached may be the patient’s own, and is left', () => {
  const { presenting } = factsOf(
    form('80', 'male', 'Dad had a stroke at 70, now new weakness of the left arm today.'),
  );
  expect(presenting.affirmed).toContain('stroke');
});

it('a sudden death in the young family still makes an exertional faint high risk (ESI 2)', () => {
  const item = form(
    '17',
    'female',
    'Fainted while running at hockey, came round quickly. Her cousin died suddenly aged 19.',
  );
  expect(flagIds(item)).toContain('high-risk-syncope');
  expect(analyzeCase(item).esi).toBe(2);
});

it('a family history of heart disease still counts in the HEART score', () => {
  const item = form(
    '52',
    'male',
    'Central chest tightness on and off since this morning.',
    'Family history of ischaemic heart disease',
  );
  const heart = analyzeCase(item).decisionRules?.find((rule) => rule.id === 'heart');
  expect(heart?.found.join(' ')).toMatch(/family history/);
});

describe("an illness that is a relative's by a possessive", () => {
  it('"came along to her husband\'s chest pain call" is no chest pain of hers', () => {
    const item = form(
      '61',
      'female',
      "Graze from a rusty gate, superficial, bled a little and stopped. We were attending her husband's chest pain call and she asked to come along with him.",
    );
    expect(flagIds(item)).not.toContain('acute-coronary-syndrome');
    expect(analyzeCase(item).esi).toBe(5);
  });

  it.each([
    ["Toddler found with her mother's iron tablets, up to 10 missing.", 'female', '3'],
    ["Floppy and grey in his mother's arms with a weak cry.", 'male', '1'],
  ])('near-miss: "%s" keeps what the patient took or shows', (symptoms, gender, patientAge) => {
    expect(factsOf(form(patientAge, gender, symptoms)).presenting.othersTold ?? '').toBe('');
  });
});
