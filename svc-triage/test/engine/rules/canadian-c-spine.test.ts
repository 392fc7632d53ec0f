import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { canadianCSpineRule } from '../../../src/domain/engine/rules/canadian-c-spine.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const ct: DecisionRuleEffect = {
  addResources: [{ resource: 'advancedImaging', why: expect.stringMatching(/CT cervical spine.*Canadian/) }],
};
const clearedByBoth: Partial<CaseForm> = {
  patientAge: '35',
  chiefComplaint: 'neck pain after MVC',
  symptoms:
    'Rear-end collision at low speed, ambulatory at scene. No numbness or tingling. No midline tenderness, able to rotate neck 45 degrees left and right. Not intoxicated. Neuro exam normal. No other injuries.',
  vitals: 'GCS 15, BP 130/80, RR 16, HR 80',
};

describe('Canadian C-spine rule [Stiell 2001]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'negative with NEXUS negative: no imaging at all',
      clearedByBoth,
      {
        status: 'computed',
        outcome: /rotates 45 degrees left and right; no cervical spine imaging$/,
        effect: { removeResources: ['xray', 'advancedImaging'] },
        found: ['Dangerous mechanism: no', 'Low-risk factor allowing range-of-motion assessment: yes'],
      },
    ],
    [
      'negative, but NEXUS cannot clear (intoxicated): imaging stays',
      { ...clearedByBoth, symptoms: `${clearedByBoth.symptoms} Smells of alcohol.` },
      { outcome: /but NEXUS is positive, so the cervical spine is imaged/, effect: {} },
    ],
    [
      'negative with NEXUS not yet complete: the rule alone clears the neck (NICE NG232)',
      {
        patientAge: '34',
        chiefComplaint: 'neck pain after a crash',
        symptoms:
          'Rear-ended in slow traffic yesterday, sore neck muscles today, no midline tenderness, rotates 45 degrees each way, no tingling.',
        vitals: '',
      },
      { outcome: /no cervical spine imaging$/, effect: { removeResources: ['xray', 'advancedImaging'] } },
    ],
    [
      'positive: age 65 or over',
      { ...clearedByBoth, patientAge: '70' },
      { outcome: /^positive \(Age 65 or over\)/, effect: ct },
    ],
    [
      'positive: dangerous mechanism (diving) and paresthesias',
      {
        patientAge: '22',
        chiefComplaint: 'neck injury',
        symptoms: 'dived into a shallow pool, neck pain, tingling in both hands',
        vitals: 'GCS 15',
      },
      { outcome: /Dangerous mechanism; Paresthesias/, effect: ct },
    ],
    [
      'positive: a low-risk factor but unable to rotate 45 degrees',
      {
        ...clearedByBoth,
        symptoms:
          'Rear-end collision at low speed, walked at scene, no tingling, unable to rotate neck because of pain',
      },
      { outcome: /unable to rotate/, effect: ct },
    ],
    [
      'partial: no low-risk factor or rotation recorded',
      {
        patientAge: '30',
        chiefComplaint: 'neck pain',
        symptoms: 'neck pain after tripped and fell, no tingling',
        vitals: 'GCS 15',
      },
      { status: 'partial', outcome: /^incomplete/, effect: {}, missing: ['low-risk factor', 'rotation'] },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(canadianCSpineRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['a child under 16 (excluded)', { ...clearedByBoth, patientAge: '12' }],
    ['GCS under 15 (excluded)', { ...clearedByBoth, vitals: 'GCS 13, BP 130/80' }],
    ['an unstable patient (excluded)', { ...clearedByBoth, vitals: 'GCS 15, BP 80/50' }],
    [
      'a fractured neck of femur after a fall',
      {
        patientAge: '85',
        chiefComplaint: 'fall',
        symptoms: 'fell at home, painful shortened leg, ?fractured neck of femur',
      },
    ],
    [
      'neck pain without trauma',
      { chiefComplaint: 'stiff neck', symptoms: 'stiff neck and fever, photophobia' },
    ],
    [
      'a penetrating neck wound',
      { chiefComplaint: 'stab wound to neck', symptoms: 'stabbed in the neck in an assault' },
    ],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(canadianCSpineRule, form)).toBeNull();
  });
});
