import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The brain, nerves and senses: strokes in and out of the treatment window, TIAs, subarachnoid and
 * intracerebral haemorrhage, headaches benign and dangerous, meningitis and encephalitis, seizures of every
 * kind, syncope, dizziness and vertigo central and peripheral, Bell's palsy, Guillain–Barré, cord
 * compression and cauda equina, myasthenia, delirium and dementia, low sugar, Wernicke's, eyes and ears
 * from a sudden loss of sight to a stye, and the visits that need nothing (a refill, a driving letter).
 * Thirty cases per ESI level, in nurses' notes, crew handovers, teaching paragraphs, patients' and
 * relatives' words and registration fields. Written blind from ESI v4 guideline knowledge, without reading
 * the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const neuro = readFrozenCaseSet('neuro-set.jsonl');

describeFrozenCaseSet(neuro, {
  name: 'neuro set',
  sha256: '363445a9cf47847d938fbb5311500160167d9251d5c0edf5c6e25e25bff7c36e',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the neuro set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of neuro.cases)
      expect(item.id).toMatch(new RegExp(`^n-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
