import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { alvaradoRule } from '../../../src/domain/engine/rules/alvarado.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const surgicalConsult: DecisionRuleEffect = {
  addResources: [{ resource: 'specialtyConsultation', why: expect.stringMatching(/Surgical consultation/) }],
};
const classicHistory =
  'pain started around umbilicus then moved to RLQ. anorexia, nausea, RLQ tenderness, rebound tenderness.';

describe('Alvarado score [Alvarado 1986]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      'computed 10: appendicitis probable, surgical consultation',
      {
        patientAge: '19',
        chiefComplaint: 'abdominal pain',
        symptoms: `${classicHistory} WBC 14.2, neutrophils 82%`,
        vitals: 'T 37.8',
      },
      {
        status: 'computed',
        score: 10,
        outcome: /probable/,
        effect: surgicalConsult,
        found: [
          'Migration of pain to the right lower quadrant: "umbilicus then moved to right lower quadrant" (+1)',
          'Leukocytosis (WBC over 10 x10^9/L): "wbc 14.2" (+2)',
          'Left shift (neutrophils over 75%): "neutrophils 82%" (+1)',
        ],
      },
    ],
    [
      'partial 7 before the blood count: already probable',
      { patientAge: '19', chiefComplaint: 'abdominal pain', symptoms: classicHistory, vitals: 'T 37.8' },
      {
        status: 'partial',
        score: 7,
        outcome: /7-10 once complete: appendicitis probable/,
        effect: surgicalConsult,
        missing: ['white cell count', 'neutrophil percentage'],
      },
    ],
    [
      'computed 0: appendicitis unlikely',
      {
        patientAge: '30',
        chiefComplaint: 'abdominal pain',
        symptoms:
          'crampy lower abdominal pain. No migration. Appetite normal. No nausea or vomiting. Abdomen soft, non-tender. No rebound. WBC 6.1, neutrophils 60%',
        vitals: 'T 36.8',
      },
      { status: 'computed', score: 0, outcome: /unlikely/, effect: {} },
    ],
    [
      'computed 4: possible, no consultation yet',
      {
        patientAge: '30',
        chiefComplaint: 'abdominal pain',
        symptoms:
          'No migration. No appetite. Vomited twice. Tender in the right iliac fossa. No rebound. WBC 9.0, no left shift',
        vitals: 'T 37.0',
      },
      { status: 'computed', score: 4, outcome: /possible/, effect: {} },
    ],
    [
      'partial and undecided: lists the examination and the blood count',
      {
        patientAge: '25',
        chiefComplaint: 'abdominal pain',
        symptoms: 'central abdominal pain since this morning',
      },
      {
        status: 'partial',
        outcome: /not yet decided/,
        effect: {},
        missing: [
          'migration',
          'appetite',
          'nausea or vomiting',
          'right lower quadrant tenderness',
          'temperature',
        ],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(alvaradoRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['chest pain', { chiefComplaint: 'chest pain', symptoms: 'central chest pain' }],
    [
      'an infant',
      { patientAge: '18 months', chiefComplaint: 'abdominal pain', symptoms: 'crying, abdominal pain' },
    ],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(alvaradoRule, form)).toBeNull();
  });
});
