import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The limbs, joints, back and the vessels of the limbs in every degree: limb ischaemia, compartment
 * syndrome, necrotising fasciitis, septic joints in adults and children, the limping child, gout, DVT,
 * cellulitis and the diabetic foot; back pain from the mechanical to cauda equina, epidural abscess, cord
 * compression and the aneurysm; fractures, dislocations, sprains with and without an X-ray, plaster
 * problems, hand infections, and the visits that need nothing (a fit note, a splint off, a wound check).
 * Thirty cases per ESI level, in nurses' notes, crew handovers, teaching paragraphs, patients' and
 * parents' words and registration fields. Written blind from ESI v4 guideline knowledge, without reading
 * the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const limbs = readFrozenCaseSet('limbs-set.jsonl');

describeFrozenCaseSet(limbs, {
  name: 'limbs set',
  sha256: 'e6aef7d0458e4f47114f6afb502f21c689150abdf505d0d0d7105efd274cc224',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the limbs set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of limbs.cases)
      expect(item.id).toMatch(new RegExp(`^l-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
