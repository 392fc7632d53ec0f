import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The mind, substances and safety: suicidal thoughts with and without a plan, self-harm, intoxication
 * hiding a head injury or a low sugar, alcohol and benzodiazepine withdrawal, opioid overdose, stimulant,
 * serotonin and lithium toxicity, neuroleptic malignant syndrome, psychosis calm and agitated, delirium
 * mistaken for mental illness, eating disorders, panic and its mimics, safeguarding disclosures,
 * homelessness, and requests for detox, a prescription or a letter. Thirty cases per ESI level, in nurses'
 * notes, teaching paragraphs, relatives' words, police and crew handovers and registration fields.
 * Written blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen
 * before any rule was changed for it: a tuning set.
 */
const minds = readFrozenCaseSet('minds-set.jsonl');

describeFrozenCaseSet(minds, {
  name: 'minds set',
  sha256: 'cbb0eace1c1f03333dc13740049de6afc82a4fc18ff4a7cc059d14dd8ae60716',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['nurse-note', 'teaching', 'relative-words', 'police-or-crew', 'registration'],
});

describe('the minds set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of minds.cases)
      expect(item.id).toMatch(new RegExp(`^m-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
