import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The presentations outside the core medical and trauma streams, where triage most often misjudges
 * resources and risk: eye, ear-nose-throat and dental, skin and burns, obstetric and gynaecological,
 * genitourinary, psychiatric, poisoning and envenomation, allergy, heat, cold, water and electricity, minor
 * bones and joints, and the administrative visits. Each specialty brings its traps: an ESI 5 that looks
 * alarming, an ESI 2 that looks minor, and resource counts (a drained abscess, a stained cornea, a dressed
 * burn). 30 cases per level in a triage nurse's note, an ambulance handover, the patient's words, a
 * registration record or a textbook paragraph. Written from ESI v4 guideline knowledge without reading the
 * engine or the other sets, and frozen before any rule is changed for it.
 */
const specialties = readFrozenCaseSet('specialties-set.jsonl');

describeFrozenCaseSet(specialties, {
  name: 'specialties set',
  sha256: '7afb2bb006d540a69e458651899267d40e19db50c769d7c6d23464967ab3a836',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['nurse', 'handover', 'patient', 'record', 'vignette'],
});

describe('the specialties set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of specialties.cases)
      expect(item.id).toMatch(new RegExp(`^m-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
