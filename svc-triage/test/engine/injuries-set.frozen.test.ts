import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Injuries in every degree: high-energy mechanisms with minor-looking complaints, head injuries on
 * anticoagulants and at both ends of life, neck and back injuries, chest, abdominal and pelvic trauma,
 * fractures open and closed, dislocations, sprains with and without the Ottawa criteria, hand injuries,
 * lacerations, burns, electrical and crush injuries, bites, foreign bodies, eye and dental injuries,
 * non-accidental injury, falls in frail older people, drowning, and the visits that need nothing (a wound
 * check, sutures out, a tetanus booster, a sick note). Thirty cases per ESI level, in crew handovers,
 * nurses' notes, teaching paragraphs, patients' and parents' words and registration fields. Written blind
 * from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const injuries = readFrozenCaseSet('injuries-set.jsonl');

describeFrozenCaseSet(injuries, {
  name: 'injuries set',
  sha256: '4941d6bc8f222126396e6c08bd4634c63704940781685c6988f102538b44c4e0',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['crew-handover', 'nurse-note', 'teaching', 'patient-words', 'registration'],
});

describe('the injuries set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of injuries.cases)
      expect(item.id).toMatch(new RegExp(`^i-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
