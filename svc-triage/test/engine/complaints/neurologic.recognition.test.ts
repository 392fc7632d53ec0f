import type { CaseForm } from '../../../src/domain/engine/case-form';
import { caseForm, complaintIdsOf, primaryComplaintId, resourcesOf } from './support/complaint-recognition';

/** Neurological cases default to a 45-year-old. */
const form = (chiefComplaint: string, overrides: Partial<CaseForm> = {}): CaseForm =>
  caseForm(chiefComplaint, { patientAge: '45', ...overrides });

describe('neurologic complaints are recognised from the ways they are written', () => {
  it.each<[string, string, Partial<CaseForm>?]>([
    ['decreased LOC', 'altered-level-of-consciousness', { patientAge: '70' }],
    ['AMS', 'altered-level-of-consciousness', { patientAge: '80' }],
    ['mental change', 'altered-level-of-consciousness', { patientAge: '76' }],
    ['unresponsive', 'altered-level-of-consciousness'],
    ['found down', 'altered-level-of-consciousness'],
    ['confusion', 'confusion', { patientAge: '82' }],
    ['confused since this morning', 'confusion', { patientAge: '79' }],
    ['acute delirium', 'confusion', { patientAge: '85' }],
    ['disorientated', 'confusion', { patientAge: '70' }],
    ['dizzy', 'dizziness-vertigo'],
    ['dizziness x2 days', 'dizziness-vertigo'],
    ['vertigo', 'dizziness-vertigo'],
    ['light-headed', 'dizziness-vertigo'],
    ['room spinning', 'dizziness-vertigo'],
    ['headache', 'headache'],
    ['HA', 'headache'],
    ['migraine', 'headache'],
    ['head ache', 'headache'],
    ['hedache since yesterday', 'headache'],
    ['seizure', 'seizure'],
    ['sz', 'seizure'],
    ['fitting', 'seizure'],
    ['had a fit', 'seizure'],
    ['siezure', 'seizure'],
    ['ataxia', 'gait-disturbance'],
    ['unsteady gait', 'gait-disturbance'],
    ['difficulty walking', 'gait-disturbance', { patientAge: '70' }],
    ['loss of balance', 'gait-disturbance'],
    ['head injury', 'head-injury'],
    ['head inj', 'head-injury'],
    ['hit head on cupboard', 'head-injury'],
    ['concussion', 'head-injury', { patientAge: '16' }],
    ['tremor', 'tremor'],
    ['shaky hands', 'tremor'],
    ['trembling', 'tremor'],
    ['L sided weakness', 'extremity-weakness-stroke'],
    ['weakness R arm', 'extremity-weakness-stroke'],
    ['CVA', 'extremity-weakness-stroke', { patientAge: '70' }],
    ['stroke symptoms', 'extremity-weakness-stroke'],
    ['TIA', 'extremity-weakness-stroke'],
    ['numbness L hand', 'sensory-loss'],
    ['pins and needles in fingers', 'sensory-loss'],
    ['tingling', 'sensory-loss'],
    ['paraesthesia left leg', 'sensory-loss'],
    ['facial droop', 'facial-droop'],
    ["Bell's palsy", 'facial-droop'],
    ['face drooping', 'facial-droop'],
    ['crooked smile', 'facial-droop'],
    ['slurred speech', 'speech-disturbance'],
    ['difficulty speaking', 'speech-disturbance'],
    ['aphasia', 'speech-disturbance'],
    ['word finding difficulty', 'speech-disturbance'],
    ['memory loss', 'memory-loss', { patientAge: '72' }],
    ['forgetful', 'memory-loss', { patientAge: '80' }],
    ['amnesia', 'memory-loss'],
    ['transient global amnesia', 'memory-loss', { patientAge: '64' }],
  ])('"%s" is %s', (chiefComplaint, id, overrides: Partial<CaseForm> = {}) => {
    expect(primaryComplaintId(form(chiefComplaint, overrides))).toBe(id);
  });

  it('a toddler who bumped the head has the paediatric complaint, not the adult head injury', () => {
    expect(primaryComplaintId(form('head injury', { patientAge: '2' }))).toBe('minor-head-bump-toddler');
  });

  it('a 3-year-old not using the arm after it was pulled is not read as a stroke', () => {
    const ids = complaintIdsOf(
      form('not using left arm', { patientAge: '3', symptoms: 'mum pulled her up by the hand' }),
    );
    expect(ids).not.toContain('extremity-weakness-stroke');
  });
});

describe('neurologic complaints predict the resources a typical ED uses', () => {
  it('a mild usual migraine needs nothing; a moderate headache needs parenteral treatment', () => {
    expect(
      resourcesOf(form('migraine', { symptoms: 'usual migraine', vitals: 'pain 3/10' }), 'headache'),
    ).toEqual([]);
    expect(resourcesOf(form('headache'), 'headache')).toEqual(['parenteralMedication']);
  });

  it('a new, worst headache adds blood tests and CT', () => {
    expect(resourcesOf(form('worst headache of life'), 'headache')).toEqual([
      'advancedImaging',
      'labs',
      'parenteralMedication',
    ]);
  });

  it('brief positional vertigo under 50 needs nothing; central features add imaging', () => {
    expect(
      resourcesOf(form('vertigo', { symptoms: 'on turning in bed, lasts seconds' }), 'dizziness-vertigo'),
    ).toEqual([]);
    expect(
      resourcesOf(
        form('dizziness', { patientAge: '70', symptoms: 'unable to walk, vomiting' }),
        'dizziness-vertigo',
      ),
    ).toEqual(['advancedImaging', 'ecg', 'labs', 'parenteralMedication']);
  });

  it('a typical seizure in known epilepsy, back to baseline, needs nothing; a first seizure needs bloods, CT and ECG', () => {
    expect(
      resourcesOf(form('seizure', { symptoms: 'known epileptic, back to baseline' }), 'seizure'),
    ).toEqual([]);
    expect(resourcesOf(form('first seizure'), 'seizure')).toEqual(['advancedImaging', 'ecg', 'labs']);
  });

  it('a simple febrile seizure in a 2-year-old needs no routine tests', () => {
    expect(resourcesOf(form('febrile seizure', { patientAge: '2', vitals: 'T 39.2' }), 'seizure')).toEqual(
      [],
    );
  });

  it("Bell's palsy is a clinical diagnosis; a facial droop otherwise needs stroke imaging", () => {
    expect(resourcesOf(form("Bell's palsy"), 'facial-droop')).toEqual([]);
    expect(resourcesOf(form('facial droop'), 'facial-droop')).toEqual(['advancedImaging', 'labs']);
  });

  it('a scalp laceration with a head injury adds the repair; a CT only with a CT head rule criterion', () => {
    expect(resourcesOf(form('head injury', { symptoms: '3 cm scalp laceration' }), 'head-injury')).toEqual([
      'simpleProcedure',
    ]);
    expect(
      resourcesOf(
        form('head injury', { symptoms: '3 cm scalp laceration, knocked out for a minute, vomited twice' }),
        'head-injury',
      ),
    ).toEqual(['advancedImaging', 'simpleProcedure']);
  });

  it('a long-standing tremor needs nothing', () => {
    expect(resourcesOf(form('tremor', { symptoms: 'for years, essential tremor' }), 'tremor')).toEqual([]);
  });
});
