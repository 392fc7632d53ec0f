import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { glasgowBlatchfordRule } from '../../../src/domain/engine/rules/glasgow-blatchford.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const labs: DecisionRuleEffect = {
  addResources: [{ resource: 'labs', why: expect.stringMatching(/Glasgow-Blatchford 1 or more/) }],
};

describe('Glasgow-Blatchford score [Blatchford 2000]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'partial 8 before the blood results: high risk',
      {
        patientAge: '60',
        gender: 'male',
        chiefComplaint: 'vomiting blood',
        symptoms: 'coffee ground vomiting, black tarry stools, fainted at home',
        vitals: 'HR 112 BP 95/60',
        medicalHistory: 'alcoholic liver disease',
      },
      {
        status: 'partial',
        score: 8,
        outcome: /high risk/,
        effect: { highRisk: expect.stringMatching(/at least 8/), ...labs },
        found: ['Systolic BP (100-109: 1, 90-99: 2, under 90: 3): SBP 95 (+2)', 'Syncope', 'Hepatic disease'],
        missing: ['blood urea', 'hemoglobin'],
      },
    ],
    [
      'computed 0: low risk, outpatient management',
      {
        patientAge: '30',
        gender: 'male',
        chiefComplaint: 'hematemesis',
        symptoms:
          'vomited a small amount of blood once after retching. Stools normal. No syncope. Hb 14.5 g/dL, urea 5 mmol/L',
        vitals: 'HR 80 BP 130/80',
        medicalHistory: 'asthma',
      },
      { status: 'computed', score: 0, outcome: /low risk \(0\)/, effect: {} },
    ],
    [
      'computed 7: urea 9 mmol/L 3, male Hb 11.5 3, melena 1: hospital, not yet high risk',
      {
        patientAge: '50',
        gender: 'male',
        chiefComplaint: 'melena',
        symptoms: 'black stools for 2 days. Denies fainting. Hb 11.5 g/dL, urea 9 mmol/L',
        vitals: 'HR 90 BP 125/80',
        medicalHistory: 'hypertension',
      },
      { status: 'computed', score: 7, outcome: /not low risk/, effect: labs },
    ],
    [
      'hemoglobin thresholds by sex: 11.5 g/dL gives a woman 1 point',
      {
        patientAge: '50',
        gender: 'female',
        chiefComplaint: 'melena',
        symptoms: 'black stools. No syncope. Hb 11.5 g/dL, BUN 15 mg/dL',
        vitals: 'HR 90 BP 125/80',
        medicalHistory: 'hypertension',
      },
      { score: 2, found: ['Hemoglobin, women (10-12: 1, under 10 g/dL: 6): "hb 11.5 g/dl" (+1)'] },
    ],
    [
      'partial and undecided: nothing abnormal read yet',
      {
        chiefComplaint: 'hematemesis',
        symptoms: 'vomited blood',
        vitals: 'HR 80 BP 130/80',
      },
      {
        status: 'partial',
        score: 0,
        outcome: /not yet decided/,
        effect: {},
        missing: ['blood urea', 'hemoglobin', 'melena', 'syncope', 'liver disease', 'heart failure'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(glasgowBlatchfordRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'bright red rectal bleeding',
      { chiefComplaint: 'rectal bleeding', symptoms: 'bright red blood per rectum' },
    ],
    ['abdominal pain', { chiefComplaint: 'abdominal pain', symptoms: 'epigastric pain, no vomiting' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(glasgowBlatchfordRule, form)).toBeNull();
  });
});
