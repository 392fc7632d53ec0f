import type { CaseForm } from '../../../src/domain/engine/case-form';
import { heartRule } from '../../../src/domain/engine/rules/heart.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const typicalPain = 'crushing central chest pain radiating to left arm on exertion, sweaty';
const vascularHistory = 'hypertension, type 2 diabetes, smoker, previous MI with stent';

describe('HEART score [Six 2008, Backus 2013]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'computed high risk (10): high risk at decision point B',
      {
        patientAge: '67',
        gender: 'male',
        chiefComplaint: 'chest pain',
        symptoms: `${typicalPain}. ECG: ST depression V4-V6. Troponin 80 ng/L (ref 0-14)`,
        medicalHistory: vascularHistory,
      },
      {
        status: 'computed',
        score: 10,
        outcome: /^10 points: high risk/,
        effect: { highRisk: expect.stringMatching(/HEART score 10/) },
        found: ['History', 'ECG', 'Troponin'],
      },
    ],
    [
      'partial, already 8 without the troponin: high risk',
      {
        patientAge: '67',
        gender: 'male',
        chiefComplaint: 'chest pain',
        symptoms: `${typicalPain}. ECG shows ST depression.`,
        medicalHistory: vascularHistory,
      },
      {
        status: 'partial',
        score: 8,
        effect: { highRisk: expect.stringMatching(/at least 8/) },
        missing: ['troponin'],
      },
    ],
    [
      'partial at triage (6): ECG and troponin missing, not decided',
      {
        patientAge: '67',
        gender: 'male',
        chiefComplaint: 'chest pain',
        symptoms: typicalPain,
        medicalHistory: vascularHistory,
      },
      {
        status: 'partial',
        score: 6,
        outcome: /6-10 once complete: moderate or high/,
        effect: {},
        missing: ['ECG', 'troponin'],
      },
    ],
    [
      'computed low (0): young, non-specific pain, normal ECG and troponin',
      {
        patientAge: '30',
        chiefComplaint: 'chest pain',
        symptoms:
          'sharp chest pain, worse on deep breaths, reproducible on palpation. ECG normal. Troponin <5 ng/L (ref 0-14)',
        medicalHistory: 'asthma',
      },
      { status: 'computed', score: 0, outcome: /low risk/, effect: {} },
    ],
    [
      'computed moderate (4)',
      {
        patientAge: '55',
        chiefComplaint: 'chest pain',
        symptoms: 'chest pressure radiating to the jaw. ECG: sinus rhythm, no ST changes. Troponin 8 ng/L',
        medicalHistory: 'hypertension, diabetes',
      },
      {
        status: 'computed',
        score: 4,
        outcome: /moderate risk/,
        found: [
          'Troponin (normal 0, 1-3x limit 1, over 3x limit 2): "troponin 8 ng/l" (upper limit 14 ng/L assumed) (0)',
        ],
      },
    ],
    [
      "a family's heart attack is a risk factor, not the patient's atherosclerotic disease",
      {
        patientAge: '40',
        chiefComplaint: 'chest pain',
        symptoms: 'chest tightness',
        medicalHistory: 'hypertension. Family history of MI (father at 50).',
      },
      {
        found: [
          'Risk factors (none 0, 1-2: 1, 3 or more or atherosclerotic disease: 2): hypertension, family history (+1)',
        ],
      },
    ],
    [
      'risk factors named in the symptoms with no medical history: the count may still rise',
      { patientAge: '40', chiefComplaint: 'chest pain', symptoms: 'chest tightness, smoker' },
      { status: 'partial', found: ['smoking (+1)'], missing: ['other cardiac risk factors'] },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(heartRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['abdominal pain', { chiefComplaint: 'abdominal pain', symptoms: 'right lower quadrant pain' }],
    [
      'an adolescent',
      { patientAge: '16', chiefComplaint: 'chest pain', symptoms: 'sharp chest pain after football' },
    ],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(heartRule, form)).toBeNull();
  });
});
