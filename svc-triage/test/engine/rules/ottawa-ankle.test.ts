import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { ottawaAnkleRule } from '../../../src/domain/engine/rules/ottawa-ankle.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const xray: DecisionRuleEffect = {
  addResources: [{ resource: 'xray', why: expect.stringMatching(/Ottawa ankle rule positive/) }],
};

describe('Ottawa ankle and foot rules [Stiell 1992, 1993]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'negative: malleoli non-tender and walking, so no X-ray',
      {
        chiefComplaint: 'Twisted left ankle',
        symptoms:
          'Inversion injury playing netball. Non-tender over both malleoli. Able to weight bear, walked in with a limp.',
      },
      {
        status: 'computed',
        outcome: /^negative/,
        effect: { removeResources: ['xray'] },
        found: [
          'Lateral malleolus bone tenderness: no',
          'Unable to bear weight (4 steps) immediately and in the ED: no',
        ],
      },
    ],
    [
      'negative: "no bony tenderness" answers every bone site, foot included',
      {
        chiefComplaint: 'ankle and foot injury',
        symptoms:
          'rolled ankle stepping off a kerb, swelling of the foot. No bony tenderness. Weight bearing.',
      },
      { status: 'computed', effect: { removeResources: ['xray'] }, found: ['Navicular bone tenderness: no'] },
    ],
    [
      'positive: tender at the posterior edge of the lateral malleolus',
      {
        chiefComplaint: 'ankle injury',
        symptoms: 'Rolled ankle, tender over posterior edge of lateral malleolus, walked in.',
      },
      { status: 'partial', outcome: /^positive.*ankle X-ray/, effect: xray, missing: ['medial malleolus'] },
    ],
    [
      'positive: unable to bear weight only',
      {
        chiefComplaint: 'ankle sprain',
        symptoms: 'Fell down two steps, cannot weight bear, no malleolar tenderness',
      },
      { outcome: /Unable to bear weight/, effect: xray },
    ],
    [
      'positive foot rule: base of the fifth metatarsal',
      {
        chiefComplaint: 'foot injury',
        symptoms: 'twisted foot, tender at base of 5th metatarsal, walking with a limp',
      },
      { outcome: /foot X-ray/, effect: xray, found: ['Base of 5th metatarsal tenderness: yes'] },
    ],
    [
      'a comma separates sites: the lateral is tender, the medial is not',
      {
        chiefComplaint: 'ankle injury',
        symptoms: 'inversion injury, medial malleolus non-tender, tender lateral malleolus, weight bearing',
      },
      {
        status: 'computed',
        effect: xray,
        found: ['Medial malleolus bone tenderness: no', 'Lateral malleolus bone tenderness: yes'],
      },
    ],
    [
      'partial: an injured ankle with no examination lists what to ask',
      { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle at football, swollen lateral ankle' },
      {
        status: 'partial',
        outcome: /^incomplete/,
        effect: {},
        missing: ['lateral malleolus', 'medial malleolus', 'bear weight'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(ottawaAnkleRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['a headache', { chiefComplaint: 'headache', symptoms: 'throbbing headache since morning' }],
    [
      'swollen ankles of heart failure',
      {
        chiefComplaint: 'swollen ankles',
        symptoms: 'bilateral ankle swelling, had a fall last month',
        patientAge: '80',
      },
    ],
    [
      'a child under 5',
      { patientAge: '3', chiefComplaint: 'ankle injury', symptoms: 'fell off the slide, ankle swollen' },
    ],
    [
      'an injury weeks old',
      { chiefComplaint: 'ankle pain', symptoms: 'sprained ankle 3 weeks ago, still sore' },
    ],
    [
      'an unreliable examination',
      { chiefComplaint: 'fall', symptoms: 'found confused after a fall, ankle swollen', patientAge: '84' },
    ],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(ottawaAnkleRule, form)).toBeNull();
  });
});
