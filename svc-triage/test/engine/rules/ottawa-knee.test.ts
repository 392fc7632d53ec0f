import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { ottawaKneeRule } from '../../../src/domain/engine/rules/ottawa-knee.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const xray: DecisionRuleEffect = {
  addResources: [{ resource: 'xray', why: expect.stringMatching(/Ottawa knee rule positive/) }],
};

describe('Ottawa knee rule [Stiell 1996]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'negative: 40, no bony tenderness, flexes to 110 and walks, so no X-ray',
      {
        patientAge: '40',
        chiefComplaint: 'knee injury',
        symptoms: 'twisted knee skiing, no bony tenderness, flexes to 110 degrees, walked in',
      },
      {
        status: 'computed',
        outcome: /^negative/,
        effect: { removeResources: ['xray'] },
        found: [
          'Age 55 or over: no',
          'Isolated patellar tenderness: no',
          'Unable to flex the knee to 90 degrees: no',
        ],
      },
    ],
    [
      'positive: age 55 or over',
      { patientAge: '62', chiefComplaint: 'knee pain after fall', symptoms: 'fell on the knee, walking' },
      { outcome: /Age 55 or over/, effect: xray, status: 'partial' },
    ],
    [
      'positive: fibular head tenderness',
      {
        chiefComplaint: 'knee injury',
        symptoms: 'tackled at rugby, tender over head of fibula, weight bearing',
      },
      { outcome: /Fibular head tenderness/, effect: xray },
    ],
    [
      'positive: isolated patellar tenderness',
      { chiefComplaint: 'knee injury', symptoms: 'fell onto the knee, patella tender to palpation' },
      { found: ['Isolated patellar tenderness: yes'], effect: xray },
    ],
    [
      'positive: unable to flex to 90 degrees',
      { chiefComplaint: 'knee injury', symptoms: 'knee twisted, unable to bend knee, bearing weight' },
      { found: ['Unable to flex the knee to 90 degrees: yes'], effect: xray },
    ],
    [
      '"unable to flex beyond 90" means it flexes to 90: not a positive finding',
      {
        patientAge: '30',
        chiefComplaint: 'knee injury',
        symptoms: 'twisted knee, unable to flex beyond 90 degrees, walking, no bony tenderness',
      },
      { status: 'computed', effect: { removeResources: ['xray'] } },
    ],
    [
      'positive: non-weight-bearing',
      { chiefComplaint: 'knee injury', symptoms: 'twisted knee at football, non weight bearing' },
      { found: ['Unable to bear weight (4 steps) immediately and in the ED: yes'], effect: xray },
    ],
    [
      'partial: only the mechanism is known',
      { patientAge: '30', chiefComplaint: 'knee injury', symptoms: 'twisted knee playing football, swollen' },
      {
        status: 'partial',
        outcome: /^incomplete/,
        effect: {},
        missing: ['patella', 'fibular head', '90 degrees', 'bear weight'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(ottawaKneeRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    [
      'chronic knee pain',
      { chiefComplaint: 'knee pain', symptoms: 'knee pain for 3 months, worse on stairs' },
    ],
    ['knee pain without injury', { chiefComplaint: 'swollen knee', symptoms: 'hot swollen knee, fever' }],
    [
      'a grazed knee (isolated skin injury) in a fall',
      { patientAge: '80', chiefComplaint: 'fall', symptoms: 'tripped and fell, hit head, grazed knee' },
    ],
    ['a toddler', { patientAge: '2', chiefComplaint: 'knee injury', symptoms: 'fell and hit knee' }],
    ['an ankle injury', { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(ottawaKneeRule, form)).toBeNull();
  });
});
