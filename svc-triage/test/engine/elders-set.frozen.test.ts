import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Older adults from 65 to 100: the heart attack and the sepsis that show as confusion, a fall or "off
 * legs", falls on anticoagulants with a head injury, hip and wrist fractures, delirium against dementia,
 * strokes, aneurysms, mesenteric ischaemia, obstruction and retention, low sodium, drug toxicity,
 * hypothermia, neglect and carers who cannot cope, skin tears, pressure sores, catheters and feeding
 * tubes, and the visits that need nothing (a medicine question, a repeat prescription, a fall without
 * injury). Thirty cases per ESI level, in care-home calls, nurses' notes, crew handovers, relatives' words
 * and registration fields. Written blind from ESI v4 guideline knowledge, without reading the engine or
 * the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const elders = readFrozenCaseSet('elders-set.jsonl');

describeFrozenCaseSet(elders, {
  name: 'elders set',
  sha256: 'a286f0547a2ca7cff61f8a838879819821f4b15414a3bd4007b1b20d97a247f3',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['care-home-call', 'triage-note', 'crew-handover', 'relative-words', 'registration'],
});

describe('the elders set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of elders.cases)
      expect(item.id).toMatch(new RegExp(`^a-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
