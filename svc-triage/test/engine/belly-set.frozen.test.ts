import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The abdomen, pelvis, kidneys and pregnancy: appendicitis at every age, obstruction, perforation,
 * ischaemic bowel, aortic aneurysm, biliary and pancreatic disease, bleeding from the gut with and without
 * shock, gastroenteritis in adults and infants, hernias, renal colic simple and infected, urinary infection
 * and sepsis, retention and catheters, torsion of the testis and ovary, ectopic pregnancy and miscarriage,
 * pre-eclampsia, labour and postpartum bleeding, infants' intussusception and pyloric stenosis, and the
 * visits that need nothing (contraception, a refill, a result). Thirty cases per ESI level, in nurses'
 * notes, GP letters and calls, teaching paragraphs, patients' words and registration fields. Written blind
 * from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const belly = readFrozenCaseSet('belly-set.jsonl');

describeFrozenCaseSet(belly, {
  name: 'belly set',
  sha256: '93460608c545abb46fb0ec5bbaf36e5ec28fe4d03ea110ce19af939c46326f08',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'gp-letter', 'teaching', 'own-words', 'registration'],
});

describe('the belly set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of belly.cases)
      expect(item.id).toMatch(new RegExp(`^b-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
