import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { pecarnHeadRule } from '../../../src/domain/engine/rules/pecarn-head.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const ctHead: DecisionRuleEffect = {
  addResources: [{ resource: 'advancedImaging', why: expect.stringMatching(/^CT head: PECARN high risk/) }],
};
const noCt: DecisionRuleEffect = { removeResources: ['advancedImaging'] };
const infantLowRisk: Partial<CaseForm> = {
  patientAge: '14 months',
  gender: 'male',
  chiefComplaint: 'head injury',
  symptoms:
    'rolled off the sofa and hit head, cried immediately, acting normally per mother, no scalp hematoma, no skull depression',
  vitals: 'GCS 15',
};
const childLowRisk: Partial<CaseForm> = {
  patientAge: '6',
  gender: 'female',
  chiefComplaint: 'head injury',
  symptoms:
    'fell off bike at low speed, hit head, no LOC, no vomiting, no headache, no signs of basal skull fracture, small frontal hematoma',
  vitals: 'GCS 15',
};

describe('PECARN pediatric head injury rules [Kuppermann 2009]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'under 2, very low risk: CT not recommended',
      infantLowRisk,
      {
        status: 'computed',
        outcome: /^very low risk.*under 0\.02%/,
        effect: noCt,
        found: [
          'Loss of consciousness 5 seconds or more: no, "cried immediately"',
          'Severe mechanism (fall over 3 ft',
        ],
      },
    ],
    [
      'under 2, palpable skull fracture: CT recommended',
      {
        ...infantLowRisk,
        symptoms: 'fell from changing table, boggy swelling with palpable step-off over the parietal bone',
      },
      { outcome: /^high risk \(Palpable skull fracture\).*4\.4%/, effect: ctHead },
    ],
    [
      'under 2, parietal hematoma only: observation versus CT, no change',
      {
        ...infantLowRisk,
        symptoms:
          'rolled off the sofa, cried immediately, acting normally per mother, large swelling over the parietal area, no skull depression',
      },
      { status: 'computed', outcome: /^intermediate risk.*0\.9%/, effect: {} },
    ],
    [
      'under 2, a loss of consciousness under 5 seconds does not count',
      {
        ...infantLowRisk,
        symptoms:
          'rolled off the sofa, loss of consciousness for 3 seconds, acting normally per mother, no scalp hematoma, no skull depression',
      },
      {
        status: 'computed',
        effect: noCt,
        found: ['Loss of consciousness 5 seconds or more: no, under 5 seconds'],
      },
    ],
    [
      'under 2, not acting normally per parent: intermediate',
      {
        ...infantLowRisk,
        symptoms:
          'fell off the bed, cried immediately, not acting normally per parents, no scalp hematoma, no skull depression',
      },
      { outcome: /Not acting normally per parent/, effect: {} },
    ],
    [
      '2 and over, very low risk: CT not recommended',
      childLowRisk,
      { status: 'computed', outcome: /^very low risk.*under 0\.05%/, effect: noCt },
    ],
    [
      '2 and over, GCS 13: CT recommended',
      { ...childLowRisk, vitals: 'GCS 13' },
      { outcome: /^high risk \(GCS under 15/, effect: ctHead },
    ],
    [
      '2 and over, signs of basilar skull fracture: CT recommended',
      { ...childLowRisk, symptoms: 'hit by a swing, bruising behind the ear (Battle sign), vomited once' },
      { outcome: /Signs of basilar skull fracture/, effect: ctHead },
    ],
    [
      '2 and over, vomiting: intermediate',
      {
        ...childLowRisk,
        symptoms:
          'fell off bike at low speed, vomited twice, no LOC, no headache, no signs of basal skull fracture',
      },
      { status: 'computed', outcome: /^intermediate risk \(Vomiting\)/, effect: {} },
    ],
    [
      '2 and over, a 2 metre fall is a severe mechanism',
      {
        ...childLowRisk,
        symptoms:
          'fell 2 metres from a climbing frame, no LOC, no vomiting, no headache, no signs of basal skull fracture',
      },
      { outcome: /Severe mechanism/, effect: {}, found: ['"fell 2 metres" (over 5 ft)'] },
    ],
    [
      'partial: an intermediate finding with the high-risk signs unknown',
      { patientAge: '8', chiefComplaint: 'head injury', symptoms: 'hit head on a table, vomited once' },
      {
        status: 'partial',
        outcome: /^at least intermediate risk \(Vomiting\)/,
        effect: {},
        missing: ['GCS'],
      },
    ],
    [
      'partial: nothing recorded beyond the injury',
      { patientAge: '8', chiefComplaint: 'head injury', symptoms: 'bumped head at school' },
      {
        status: 'partial',
        outcome: /^incomplete/,
        effect: {},
        missing: ['GCS', 'basilar skull fracture', 'loss of consciousness', 'vomiting', 'headache'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(pecarnHeadRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['an adult', { ...childLowRisk, patientAge: '30' }],
    [
      'a child without head injury',
      { patientAge: '6', chiefComplaint: 'sore throat', symptoms: 'sore throat, fever' },
    ],
    ['an injury 3 days ago', { ...childLowRisk, symptoms: 'hit head 3 days ago, now headache' }],
    ['a child with a bleeding disorder', { ...childLowRisk, medicalHistory: 'hemophilia A' }],
    ['an unknown age', { ...childLowRisk, patientAge: 'unknown' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(pecarnHeadRule, form)).toBeNull();
  });
});
