import { analyzeCase, type CaseForm } from '../../src/domain/engine';
import { redFlagCatalog } from '../../src/domain/engine/red-flags/red-flag-catalog';

/**
 * High-risk categories the engine used to miss or over-call, each written several ways: risk hidden
 * behind another complaint, said in other words, or denied.
 */

const NORMAL_ADULT = 'BP 122/76, HR 78, RR 14, SpO2 99%, T 36.7';

const caseForm = (fields: Partial<CaseForm>): CaseForm => ({
  patientAge: '35',
  gender: 'female',
  chiefComplaint: '',
  symptoms: '',
  vitals: NORMAL_ADULT,
  medicalHistory: '',
  currentMedications: '',
  ...fields,
});

const run = (fields: Partial<CaseForm>) => {
  const result = analyzeCase(caseForm(fields));
  return { esi: result.esi, flags: result.redFlags.map((flag) => flag.id) };
};

describe('suicidal thoughts behind another complaint', () => {
  it.each([
    [
      'Stomach ache',
      'Says her family would be better off without her and she has searched online for ways to do it.',
    ],
    [
      'Tired all the time',
      'Feels there is no point going on since he lost his job; has been giving away his belongings.',
    ],
    ['Insomnia', 'Has been stockpiling her sleeping tablets. Says life is not worth living any more.'],
    [
      'Back pain',
      'Quietly mentions he has nothing left to live for and has been putting his affairs in order.',
    ],
    ['Headache', 'Admits she looked up how many paracetamol it would take.'],
    ['Chest tightness', 'Tells the nurse that life is not worth living.'],
    ['Not eating', "Says there's no reason to live."],
  ])('"%s" with "%s" is danger to self, ESI 2', (chiefComplaint, symptoms) => {
    const { esi, flags } = run({ chiefComplaint, symptoms });
    expect(flags).toContain('suicide-risk');
    expect(esi).toBeLessThanOrEqual(2);
  });

  it.each([
    'No thoughts of self-harm or suicide, looking forward to her holiday.',
    'Denies suicidal ideation. Sleeping badly because of work stress.',
    'Not suicidal; has plans for the weekend with friends.',
  ])('a denial is not a risk: "%s"', (symptoms) => {
    expect(run({ chiefComplaint: 'Low mood', symptoms }).flags).not.toContain('suicide-risk');
  });
});

describe('self-harm with suicidal intent denied', () => {
  it.each([
    'Cut her forearm with a blade to cope with feelings, no wish to die, two cuts gaping.',
    'Self-harm by cutting the thigh tonight. Not suicidal, says it releases tension. Needs wound closure.',
    'Superficial cuts to the arm; denies any suicidal intent; lives with a supportive partner.',
  ])('is assessed, not made ESI 2: "%s"', (symptoms) => {
    const { esi, flags } = run({ chiefComplaint: 'Self-harm', symptoms, patientAge: '20' });
    expect(flags).not.toContain('suicide-risk');
    expect(esi).toBe(3);
  });

  it.each([
    'Cut her wrists tonight after an argument.',
    'Self-harm, deep cuts to the forearm, says she did not care what happened.',
  ])('without a denial, self-harm stays danger to self: "%s"', (symptoms) => {
    expect(run({ chiefComplaint: 'Self-harm', symptoms }).esi).toBeLessThanOrEqual(2);
  });
});

describe('psychosis with commands or threats to others', () => {
  it.each([
    [
      'Hearing voices',
      'The voices are telling him that his brother is the devil and he has to punish him. Pacing.',
    ],
    [
      'Paranoid',
      'Believes the neighbours are spying on her; voices keep ordering her to act. Very suspicious.',
    ],
    [
      'Odd behaviour',
      'Responding to internal stimuli, psychotic, says he must deal with them before they get him.',
    ],
  ])('"%s": %s → ESI 2', (chiefComplaint, symptoms) => {
    const { esi, flags } = run({ chiefComplaint, symptoms, gender: 'male' });
    expect(flags).toContain('acute-psychosis-risk');
    expect(esi).toBeLessThanOrEqual(2);
  });
});

describe('bilious vomiting in an infant, said in parents’ words', () => {
  it.each([
    'Vomited twice, the second one was dark green.',
    'Bringing up bright green fluid after every feed since this morning.',
    'Green sick on the cot sheet, feeding poorly.',
    'Bile-stained vomits x3.',
  ])('"%s" is volvulus until proven otherwise, ESI 2', (symptoms) => {
    const { esi, flags } = run({
      patientAge: '3 weeks',
      chiefComplaint: 'Vomiting',
      symptoms,
      vitals: 'HR 150, RR 44, T 36.9, SpO2 98%',
    });
    expect(flags).toContain('bilious-vomiting-infant');
    expect(esi).toBeLessThanOrEqual(2);
  });

  it('green snot is not green vomit', () => {
    const { flags } = run({
      patientAge: '10 months',
      chiefComplaint: 'Runny nose',
      symptoms: 'Green runny nose and a cough for 3 days, feeding well, no vomiting.',
      vitals: 'HR 130, RR 30, T 37.4, SpO2 98%',
    });
    expect(flags).not.toContain('bilious-vomiting-infant');
  });
});

describe('compartment syndrome after an injury', () => {
  it.each([
    'Forearm fracture in plaster since this morning; pain getting worse even after IV morphine, pain when moving the fingers.',
    'Crushed his lower leg under a pallet 4 hours ago, the calf is now very tense and pain is not relieved by his painkillers.',
    'Tibia fracture yesterday, now agony when stretching the toes and the shin feels hard.',
  ])('"%s" is limb-threatening, ESI 2', (symptoms) => {
    const { esi, flags } = run({ chiefComplaint: 'Limb pain', symptoms, gender: 'male', patientAge: '30' });
    expect(flags).toContain('compartment-syndrome');
    expect(esi).toBeLessThanOrEqual(2);
  });
});

describe('adrenal crisis in a steroid-dependent patient', () => {
  it.each<[string, Partial<CaseForm>]>([
    [
      'child with congenital adrenal hyperplasia, vomiting',
      {
        patientAge: '4',
        chiefComplaint: 'Vomiting',
        symptoms: 'Vomiting since last night and could not keep his hydrocortisone down, sleepy today.',
        medicalHistory: 'Congenital adrenal hyperplasia',
        vitals: 'HR 128, RR 24, T 37.6, SpO2 98%',
      },
    ],
    [
      'adult with Addison disease and diarrhoea',
      {
        patientAge: '44',
        chiefComplaint: 'Diarrhoea and weakness',
        symptoms: 'Diarrhoea for two days, dizzy on standing, has missed several doses of her tablets.',
        medicalHistory: "Addison's disease",
      },
    ],
    [
      'long-term prednisolone and vomiting',
      {
        patientAge: '67',
        chiefComplaint: 'Vomiting',
        symptoms: 'Vomiting all day, feels drowsy and weak.',
        medicalHistory: 'Polymyalgia, long-term prednisolone',
      },
    ],
  ])('%s → ESI 2', (_label, fields) => {
    const { esi, flags } = run(fields);
    expect(flags).toContain('adrenal-crisis');
    expect(esi).toBeLessThanOrEqual(2);
  });

  it('vomiting without steroid dependence is not an adrenal crisis', () => {
    expect(
      run({ chiefComplaint: 'Vomiting', symptoms: 'Vomited three times after a takeaway.' }).flags,
    ).not.toContain('adrenal-crisis');
  });
});

describe('febrile seizure in a young child', () => {
  const febrileChild = (symptoms: string) =>
    run({
      patientAge: '2',
      gender: 'male',
      chiefComplaint: 'Fit',
      symptoms,
      vitals: 'T 39.0, HR 140, RR 30, SpO2 98%, CRT 2 s',
    });

  it.each([
    'Had a fit at home with a high temperature, stiff and shaking for a minute, first time. Now back to his usual self.',
    'Febrile convulsion lasting 2 minutes, now alert, smiling and drinking.',
    'Jerking of all four limbs for a couple of minutes with a fever; now fully recovered and playing.',
  ])('brief and recovered: assessed at ESI 3, "%s"', (symptoms) => {
    const { esi, flags } = febrileChild(symptoms);
    expect(flags).toContain('febrile-seizure');
    expect(esi).toBe(3);
  });

  it.each([
    'Seizure with fever lasting more than 15 minutes, still drowsy.',
    'Focal seizure of the right arm with a temperature, not back to normal.',
  ])('prolonged, focal or not recovered: ESI 2, "%s"', (symptoms) => {
    expect(febrileChild(symptoms).esi).toBeLessThanOrEqual(2);
  });

  it('an adult first seizure still needs a high-risk work-up', () => {
    expect(
      run({ chiefComplaint: 'Seizure', symptoms: 'First seizure ever, witnessed by her partner.' }).esi,
    ).toBe(2);
  });

  it.each([
    'Known epilepsy, typical seizure at home, post-ictal for a while, now fully alert and orientated.',
    'Usual seizure, back to her normal self on arrival.',
  ])('a known epileptic back to baseline is not ESI 2: "%s"', (symptoms) => {
    const { esi } = run({ chiefComplaint: 'Seizure', symptoms, medicalHistory: 'Epilepsy' });
    expect(esi).toBeGreaterThanOrEqual(3);
  });
});

describe('the red-flag catalogue', () => {
  it('defines every id once', () => {
    const ids = redFlagCatalog.map((flag) => flag.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each([
    ['headache', 'New left temple headache, her scalp is tender and her jaw aches when chewing.', 3],
    ['headache', 'New temporal headache with jaw claudication and blurred vision since this morning.', 2],
  ])('giant cell arteritis: sight at risk makes it ESI 2 (%s: %s)', (chiefComplaint, symptoms, level) => {
    const { esi, flags } = run({ chiefComplaint, symptoms, patientAge: '72' });
    expect(flags).toContain('giant-cell-arteritis');
    expect(esi).toBe(level);
  });
});
