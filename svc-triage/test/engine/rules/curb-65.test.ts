import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { curb65Rule } from '../../../src/domain/engine/rules/curb-65.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const labsAndAntibiotics: DecisionRuleEffect = {
  addResources: [
    { resource: 'labs', why: expect.any(String) },
    { resource: 'parenteralMedication', why: expect.stringMatching(/^Parenteral antibiotics/) },
  ],
};

describe('CURB-65 [Lim 2003]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'CRB-65 of 4 without urea: severe, high risk',
      {
        patientAge: '78',
        chiefComplaint: 'pneumonia',
        symptoms: 'productive cough, fever, confused',
        vitals: 'RR 32 BP 85/50 HR 110',
      },
      {
        status: 'partial',
        score: 4,
        outcome: /^CRB-65 \(CURB-65 without urea\) 4: high risk/,
        effect: { highRisk: 'CRB-65 4: severe pneumonia', ...labsAndAntibiotics },
        missing: ['blood urea (BUN) for CURB-65'],
      },
    ],
    [
      'CURB-65 of 3 with urea: severe, high risk',
      {
        patientAge: '70',
        chiefComplaint: 'chest infection',
        symptoms: 'cough with green sputum, alert. Urea 9 mmol/L',
        vitals: 'RR 30 BP 130/80',
      },
      {
        status: 'computed',
        score: 3,
        outcome: /^CURB-65 3: severe/,
        effect: { highRisk: 'CURB-65 3: severe pneumonia', ...labsAndAntibiotics },
      },
    ],
    [
      'CURB-65 of 2: hospital, blood tests and parenteral antibiotics',
      {
        patientAge: '70',
        chiefComplaint: 'pneumonia',
        symptoms: 'cough and fever, alert and oriented. BUN 25 mg/dL',
        vitals: 'RR 20 BP 130/80',
      },
      {
        status: 'computed',
        score: 2,
        outcome: /moderate severity \(2\)/,
        effect: labsAndAntibiotics,
        found: ['Urea over 7 mmol/L (BUN over 19 mg/dL): "bun 25 mg/dl" (urea 8.9 mmol/L) (+1)'],
      },
    ],
    [
      'urea reported by mass (mg/dL, not BUN) is converted as urea: 50 mg/dL is 8.3 mmol/L',
      {
        patientAge: '40',
        chiefComplaint: 'pneumonia',
        symptoms: 'cough, fever, alert. Blood urea 50 mg/dL',
        vitals: 'RR 18 BP 125/80',
      },
      { found: ['(urea 8.3 mmol/L) (+1)'], score: 1 },
    ],
    [
      'CURB-65 of 0: home treatment',
      {
        patientAge: '40',
        chiefComplaint: 'pneumonia',
        symptoms: 'cough, fever, alert. Urea 4 mmol/L',
        vitals: 'RR 18 BP 125/80 GCS 15',
      },
      { status: 'computed', score: 0, outcome: /low severity \(0-1\): home/, effect: {} },
    ],
    [
      'CRB-65 of 1: labs to complete CURB-65',
      {
        patientAge: '70',
        chiefComplaint: 'pneumonia',
        symptoms: 'productive cough, fever, alert',
        vitals: 'RR 18 BP 130/80',
      },
      {
        score: 1,
        outcome: /^CRB-65 \(CURB-65 without urea\) 1: increased risk/,
        effect: { addResources: [{ resource: 'labs', why: 'CRB-65 of 1: urea to complete CURB-65' }] },
      },
    ],
    [
      'CRB-65 of 0: low risk, says it is CRB-65',
      {
        patientAge: '35',
        chiefComplaint: 'chest infection',
        symptoms: 'cough with yellow sputum and fever, alert',
        vitals: 'RR 18 BP 120/80',
      },
      { status: 'partial', score: 0, outcome: /^CRB-65 \(CURB-65 without urea\) 0: low risk/, effect: {} },
    ],
    [
      'partial: no vital signs or mental status',
      { patientAge: '50', chiefComplaint: 'pneumonia', symptoms: 'cough and fever' },
      {
        status: 'partial',
        outcome: /not yet decided/,
        effect: {},
        missing: ['mental status', 'respiratory rate', 'blood pressure', 'blood urea'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(curb65Rule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['a dry cough without fever', { chiefComplaint: 'cough', symptoms: 'dry cough for a week' }],
    [
      'a past pneumonia only',
      { chiefComplaint: 'back pain', symptoms: 'back pain, history of pneumonia last year' },
    ],
    ['a child', { patientAge: '6', chiefComplaint: 'pneumonia', symptoms: 'cough and fever' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(curb65Rule, form)).toBeNull();
  });
});
