import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Patients as clinicians in five health systems write them, thirty each: Indian casualty notes ("c/o",
 * "k/c/o DM", "GRBS 420 mg/dl", brand names, snakebite, scorpion sting, organophosphates, dengue),
 * Australian and New Zealand triage notes ("ambos", "BSL", redback and funnel-web, box jellyfish, snake
 * bite under a pressure immobilisation bandage), African district and referral hospital notes (severe malaria, HIV on
 * ART, sickle cell crisis, burns from cooking fires, rabies exposure), American notes (EMS, °F, lbs,
 * mg/dL, fentanyl, rattlesnake, Lyme, an interpreted Spanish-speaking family) and British, European and
 * East Asian notes (A&E, 111, NEWS2, mmol/L, charcoal-brazier carbon monoxide, fugu). Thirty cases per
 * ESI level, six per level in each style, about a fifth children (seven under three months) and a sixth
 * over 75, with near-misses both ways: old bites at a suture removal, a vaccinated dog's scratch, a
 * licensed fugu meal, and calm patients with a snake bite, paraquat or a thunderclap headache. Written
 * blind from ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before
 * any rule was changed for it: a tuning set.
 */
const world = readFrozenCaseSet('world-set.jsonl');

describeFrozenCaseSet(world, {
  name: 'world set',
  sha256: 'a100174c7df32a61d59503190f6e1beb7a311a2f078a4f234744810d870e9259',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['india', 'australasia', 'africa', 'americas', 'europe-asia'],
});

describe('the world set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of world.cases)
      expect(item.id).toMatch(new RegExp(`^w-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
