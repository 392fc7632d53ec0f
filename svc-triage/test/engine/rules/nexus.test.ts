import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { nexusRule } from '../../../src/domain/engine/rules/nexus.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const ct: DecisionRuleEffect = {
  addResources: [{ resource: 'advancedImaging', why: expect.stringMatching(/CT cervical spine.*NEXUS/) }],
};
const lowRisk: Partial<CaseForm> = {
  patientAge: '35',
  chiefComplaint: 'neck pain after MVC',
  symptoms:
    'Rear-end collision at low speed, ambulatory at scene. No numbness or tingling. No midline tenderness, able to rotate neck 45 degrees left and right. Not intoxicated. Neuro exam normal. No other injuries.',
  vitals: 'GCS 15, BP 130/80, RR 16, HR 80',
};

describe('NEXUS low-risk criteria [Hoffman 2000]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'negative with the Canadian C-spine rule negative: no imaging',
      lowRisk,
      {
        status: 'computed',
        outcome: /Canadian C-spine rule also negative/,
        effect: { removeResources: ['xray', 'advancedImaging'] },
        found: [
          'Midline cervical tenderness: no',
          'Intoxication: no',
          'Altered alertness: no, GCS 15',
          'Focal neurological deficit: no',
          'Painful distracting injury: no',
        ],
      },
    ],
    [
      'negative, but under 16 the Canadian rule does not apply: imaging stays',
      { ...lowRisk, patientAge: '12' },
      { status: 'computed', outcome: /does not apply \(age under 16\)/, effect: {} },
    ],
    [
      'negative, but the Canadian rule is positive (age 70): no removal, CT by the Canadian rule',
      { ...lowRisk, patientAge: '70' },
      { outcome: /Canadian C-spine rule positive/, effect: {} },
    ],
    [
      'positive: midline tenderness',
      {
        chiefComplaint: 'neck injury',
        symptoms: 'fell off a horse, midline cervical tenderness, alert',
        vitals: 'GCS 15',
      },
      { outcome: /^positive \(Midline cervical tenderness\)/, effect: ct },
    ],
    [
      'positive: intoxication',
      {
        chiefComplaint: 'neck pain after assault',
        symptoms: 'punched, fell, neck pain, drunk',
        vitals: 'GCS 15',
      },
      { outcome: /Intoxication/, effect: ct },
    ],
    [
      'positive: altered alertness (GCS 14), where the Canadian rule does not apply',
      { chiefComplaint: 'neck pain after fall', symptoms: 'fell down stairs, neck pain', vitals: 'GCS 14' },
      { outcome: /Altered alertness/, effect: ct },
    ],
    [
      'positive: a distracting injury',
      {
        chiefComplaint: 'MVC',
        symptoms: 'motor vehicle collision, neck pain, obvious deformity of the right forearm',
        vitals: 'GCS 15',
      },
      { outcome: /Painful distracting injury/, effect: ct },
    ],
    [
      'partial: lists the criteria not recorded',
      { chiefComplaint: 'neck pain', symptoms: 'whiplash after a car crash', vitals: 'GCS 15' },
      {
        status: 'partial',
        outcome: /^incomplete/,
        effect: {},
        missing: ['midline', 'intoxication', 'focal neurological deficit', 'distracting injury'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(nexusRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'neck pain without trauma',
      { chiefComplaint: 'neck pain', symptoms: 'neck pain on waking, no injury reported' },
    ],
    ['an ankle injury', { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(nexusRule, form)).toBeNull();
  });
});
