import type { CaseForm } from '../../../src/domain/engine/case-form';
import { wellsPeRule } from '../../../src/domain/engine/rules/wells-pe.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const pleuritic: Partial<CaseForm> = {
  patientAge: '30',
  chiefComplaint: 'pleuritic chest pain',
  symptoms:
    'sharp pain worse on inspiration. Denies leg swelling, hemoptysis, recent surgery or immobilisation. No previous DVT/PE.',
  vitals: 'HR 80 SpO2 99% RA',
  medicalHistory: 'asthma',
};

describe('Wells score for pulmonary embolism [Wells 2000]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'PE likely (10 of the inputs read): high risk and CT pulmonary angiography',
      {
        patientAge: '55',
        chiefComplaint: 'shortness of breath',
        symptoms: 'sudden breathlessness, swollen left calf, 10 days after knee replacement surgery, ?PE',
        vitals: 'HR 115 SpO2 91%',
        medicalHistory: 'breast cancer on chemotherapy',
      },
      {
        status: 'partial',
        score: 10,
        outcome: /PE likely/,
        effect: {
          highRisk: 'PE likely by Wells',
          addResources: [
            { resource: 'advancedImaging', why: expect.stringMatching(/CT pulmonary angiography/) },
          ],
        },
        found: [
          'Clinical signs of DVT: "swollen left calf" (+3)',
          'Heart rate over 100: HR 115 (+1.5)',
          'Malignancy',
        ],
        missing: ['hemoptysis'],
      },
    ],
    [
      'PE unlikely, computed: every item answered, an alternative diagnosis more likely',
      { ...pleuritic, symptoms: `${pleuritic.symptoms} Alternative diagnosis more likely.` },
      { status: 'computed', score: 0, outcome: /PE unlikely/, effect: {} },
    ],
    [
      'PE unlikely even before the gestalt is known (at most 3)',
      pleuritic,
      {
        status: 'partial',
        score: 0,
        outcome: /\(0-3 once complete\): PE unlikely/,
        effect: {},
        missing: ['most likely diagnosis'],
      },
    ],
    [
      'undecided: tachycardia and hemoptysis, the rest unknown',
      {
        chiefComplaint: 'shortness of breath',
        symptoms: 'breathless, coughing up blood',
        vitals: 'HR 120',
      },
      {
        status: 'partial',
        score: 2.5,
        outcome: /depends on/,
        effect: {},
        missing: [
          'clinical signs of DVT',
          'most likely diagnosis',
          'recent surgery',
          'previous DVT or PE',
          'active cancer',
        ],
      },
    ],
    [
      'cancer in remission is not active',
      { ...pleuritic, medicalHistory: 'breast cancer 10 years ago, in remission' },
      { found: ['Malignancy (treatment within 6 months or palliative): not active'] },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(wellsPeRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['abdominal pain', { chiefComplaint: 'abdominal pain', symptoms: 'epigastric pain after meals' }],
    [
      'a child',
      { patientAge: '12', chiefComplaint: 'shortness of breath', symptoms: 'wheeze and shortness of breath' },
    ],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(wellsPeRule, form)).toBeNull();
  });
});
