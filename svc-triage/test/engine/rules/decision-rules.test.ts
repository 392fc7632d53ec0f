import type { CaseForm } from '../../../src/domain/engine/case-form';
import { readCaseFacts } from '../../../src/domain/engine/reading/case-facts';
import type { DecisionRuleId } from '../../../src/domain/engine/rules/decision-rule.types';
import { applyDecisionRules, decisionRules } from '../../../src/domain/engine/rules/decision-rules';
import { caseForm } from './rule-test-support';

const ids = (fields: Partial<CaseForm>) =>
  applyDecisionRules(readCaseFacts(caseForm(fields))).map((result) => result.id);

describe('applyDecisionRules', () => {
  it.each<[string, Partial<CaseForm>, DecisionRuleId[]]>([
    ['a headache: no rule applies', { chiefComplaint: 'headache', symptoms: 'tension headache' }, []],
    ['an ankle injury', { chiefComplaint: 'ankle injury', symptoms: 'twisted ankle' }, ['ottawa-ankle']],
    ['a knee injury', { chiefComplaint: 'knee injury', symptoms: 'twisted knee' }, ['ottawa-knee']],
    [
      'neck trauma: both cervical spine rules',
      { chiefComplaint: 'neck pain', symptoms: 'neck pain after a car crash', vitals: 'GCS 15' },
      ['canadian-c-spine', 'nexus'],
    ],
    [
      'a child with a head injury',
      { patientAge: '5', chiefComplaint: 'head injury', symptoms: 'fell and hit head' },
      ['pecarn-head'],
    ],
    [
      'chest pain: HEART, Wells and PERC',
      { chiefComplaint: 'chest pain', symptoms: 'central chest pain' },
      ['heart', 'wells-pe', 'perc'],
    ],
    [
      'breathlessness: Wells and PERC',
      { chiefComplaint: 'shortness of breath', symptoms: 'breathless' },
      ['wells-pe', 'perc'],
    ],
    ['a sore throat', { chiefComplaint: 'sore throat', symptoms: 'sore throat' }, ['centor-mcisaac']],
    ['abdominal pain', { chiefComplaint: 'abdominal pain', symptoms: 'abdominal pain' }, ['alvarado']],
    [
      'an upper GI bleed',
      { chiefComplaint: 'hematemesis', symptoms: 'vomiting blood' },
      ['glasgow-blatchford'],
    ],
    ['pneumonia', { chiefComplaint: 'pneumonia', symptoms: 'cough and fever' }, ['curb-65']],
  ])('%s', (_name, fields, expected) => {
    expect(ids(fields)).toEqual(expected);
  });

  it('lists twelve rules, each with its own id', () => {
    expect(decisionRules).toHaveLength(12);
  });

  it('gives the same rules on every repeated reading (no state carried between cases); prints the time per case', () => {
    const facts = readCaseFacts(
      caseForm({
        patientAge: '67',
        chiefComplaint: 'chest pain',
        symptoms: 'crushing chest pain radiating to the left arm, sweaty, breathless, no leg swelling',
        vitals: 'HR 92 BP 150/90 SpO2 97% RA',
        medicalHistory: 'hypertension, diabetes',
      }),
    );
    const first = JSON.stringify(applyDecisionRules(facts));
    const runs = 1000;
    const start = performance.now();
    let differing = 0;
    for (let run = 0; run < runs; run += 1)
      if (JSON.stringify(applyDecisionRules(facts)) !== first) differing += 1;
    // Speed is measured by `npm run bench`, never asserted in CI (a loaded machine decides it): printed only.
    process.stdout.write(`decision rules: ${((performance.now() - start) / runs).toFixed(3)} ms per case\n`);
    expect(differing).toBe(0);
  });
});
