import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Children from birth to sixteen across the whole of paediatric emergency care: the febrile and the floppy
 * infant, apnoea, bronchiolitis, croup and asthma at each severity, swallowed batteries and magnets,
 * meningococcal rashes, Kawasaki, dehydration, intussusception, pyloric stenosis, a child's DKA, seizures,
 * head injuries, pulled elbows and buckle fractures, burns, bites, ingestions, safeguarding, a teenager's
 * self-harm, and the visits that need little or nothing (a cold, nappy rash, teething, head lice).
 * Thirty cases per ESI level, in paediatric nurses' notes, crew handovers and phone referrals, teaching
 * paragraphs, parents' and teenagers' own words and registration fields. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const children = readFrozenCaseSet('children-set.jsonl');

describeFrozenCaseSet(children, {
  name: 'children set',
  sha256: '23f701f7825bee7d78b58f60907021754e6ace742bbdfa1e116d091a5529ed4a',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the children set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of children.cases)
      expect(item.id).toMatch(new RegExp(`^t-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
