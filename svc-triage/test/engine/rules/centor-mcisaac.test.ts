import type { CaseForm } from '../../../src/domain/engine/case-form';
import type { DecisionRuleEffect } from '../../../src/domain/engine/rules/decision-rule.types';
import { centorMcIsaacRule } from '../../../src/domain/engine/rules/centor-mcisaac.rule';
import { applyRule, expectResult, type Expected } from './rule-test-support';

const throatCulture: DecisionRuleEffect = {
  addResources: [
    { resource: 'labs', why: expect.stringMatching(/throat culture, as no rapid antigen test/) },
  ],
};

describe('Centor score with McIsaac modification [Centor 1981, McIsaac 1998]', () => {
  it.each<[string, Partial<CaseForm>, Expected]>([
    [
      '5 points in a child: consider empirical antibiotics, no resource',
      {
        patientAge: '10',
        chiefComplaint: 'sore throat',
        symptoms: 'no cough, tonsillar exudate, tender anterior cervical nodes',
        vitals: 'T 38.6',
      },
      {
        status: 'computed',
        score: 5,
        outcome: /empirical antibiotic/,
        effect: {},
        found: ['Temperature over 38 C: Temp 38.6 C (+1)', 'Absence of cough: no cough', 'Age (3-14 +1'],
      },
    ],
    [
      '3 points, no bedside test mentioned: throat culture counts as labs',
      {
        patientAge: '30',
        chiefComplaint: 'sore throat',
        symptoms: 'denies cough. tonsils swollen with exudates. no lymphadenopathy.',
        vitals: 'Temp 38.5',
      },
      { status: 'computed', score: 3, outcome: /rapid antigen test/, effect: throatCulture },
    ],
    [
      '3 points with a rapid strep test done: point of care, not a resource',
      {
        patientAge: '30',
        chiefComplaint: 'sore throat',
        symptoms: 'denies cough. tonsils swollen with exudates. no lymphadenopathy. rapid strep test sent.',
        vitals: 'Temp 38.5',
      },
      { score: 3, effect: {} },
    ],
    [
      '-1 in an adult with cough and no fever: no test, no antibiotic',
      {
        patientAge: '50',
        chiefComplaint: 'sore throat',
        symptoms: 'sore throat and cough, no exudate, no lymphadenopathy',
        vitals: 'T 37.0',
      },
      { status: 'computed', score: -1, outcome: /no throat test and no antibiotic/, effect: {} },
    ],
    [
      'partial but decided: cough, no fever and age 50 keep it at 1 or less',
      {
        patientAge: '50',
        chiefComplaint: 'sore throat',
        symptoms: 'sore throat with a cough',
        vitals: 'T 37.1',
      },
      {
        status: 'partial',
        outcome: /^-1 points from the inputs read \(-1 to 1 once complete\): no throat test/,
        effect: {},
        missing: ['lymph nodes', 'tonsillar exudate'],
      },
    ],
    [
      'partial and undecided: lists what to examine',
      { patientAge: '25', chiefComplaint: 'sore throat', symptoms: 'sore throat for 2 days' },
      {
        status: 'partial',
        outcome: /cannot be placed yet/,
        effect: {},
        missing: ['temperature', 'cough', 'lymph nodes', 'tonsillar exudate'],
      },
    ],
  ])('%s', (_name, form, expected) => {
    expectResult(applyRule(centorMcIsaacRule, form), expected);
  });

  it.each<[string, Partial<CaseForm>]>([
    ['a child under 3', { patientAge: '2', chiefComplaint: 'sore throat', symptoms: 'drooling, fever' }],
    ['a cough without sore throat', { chiefComplaint: 'cough', symptoms: 'cough and fever for 3 days' }],
  ])('does not apply to %s', (_name, form) => {
    expect(applyRule(centorMcIsaacRule, form)).toBeNull();
  });
});
