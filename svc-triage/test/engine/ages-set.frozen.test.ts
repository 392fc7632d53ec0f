import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A set of cases from the two ends of life, where triage goes wrong most: infants and children (vital signs
 * read against their age band, the febrile infant under 3 months, the quiet sick child, dehydration,
 * non-accidental injury, ingestions, bronchiolitis, croup, intussusception, torsion, DKA, sepsis) and frail
 * older adults (a silent MI, 'off legs', new confusion, falls on anticoagulants, sepsis without a fever, a
 * soft belly over a catastrophe, a hip fracture, polypharmacy, hypothermia after a long lie), with the
 * low-acuity visits of both ages alongside. 75 children under 16 and 75 adults of 70 or over, 30 cases per
 * level, told as a parent's or carer's words, a triage nurse's note, an ambulance or care-home handover, or a
 * structured record. Written from ESI v4 guideline knowledge (its paediatric danger-zone vital signs and
 * febrile-infant rules included) without reading the engine or the other sets, and frozen before any rule is
 * changed for it.
 */
const ages = readFrozenCaseSet('ages-set.jsonl');

describeFrozenCaseSet(ages, {
  name: 'ages set',
  sha256: '3f7d4153587de0e815084e8518896ce35b9378e8c29b99b39612565f530dd719',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['parent', 'nurse', 'handover', 'record'],
});

describe('the ages set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of ages.cases)
      expect(item.id).toMatch(new RegExp(`^k-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
