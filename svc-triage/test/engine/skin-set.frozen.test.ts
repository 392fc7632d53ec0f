import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Skin, wounds and soft tissue at every age: lacerations simple and complex (the face, joints, tendons and
 * nerves), burns of every kind and size, rashes from the harmless to the drug eruption and the purpuric
 * rash of sepsis, abscesses and necrotising infection, bites and stings, splinters and fish hooks, nails,
 * pressure sores, wound checks and the well patient with a skin worry. Twenty-four cases per ESI level, in
 * nurses' notes, phone calls, teaching paragraphs and registration fields. Written blind from ESI v4
 * guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const skin = readFrozenCaseSet('skin-set.jsonl');

describeFrozenCaseSet(skin, {
  name: 'skin set',
  sha256: '322beae0e353718de18b4b85bdc863d839aa5a01f4b27e7371750759c0781717',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'teaching', 'registration'],
});

describe('the skin set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of skin.cases)
      expect(item.id).toMatch(new RegExp(`^sk-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
