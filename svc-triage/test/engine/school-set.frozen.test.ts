import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Schools, nurseries, colleges and universities: playground and PE injuries, science labs, school trips,
 * allergies at lunch, asthma and seizures at school, febrile nursery children, teenage self-harm and eating
 * disorders, freshers' alcohol and drugs, meningitis in halls, sexual health, and staff taken ill or hurt at
 * work, with the minor complaints all of them bring. Twenty-four cases per
 * ESI level, in registration fields, educators' teaching vignettes, crews' handovers and the patient's
 * own words. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const school = readFrozenCaseSet('school-set.jsonl');

describeFrozenCaseSet(school, {
  name: 'school set',
  sha256: 'cca727705a602295b4a7eda9b1739172e4ee759c0e12cf4840746739c8ebf0db',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'teaching', 'crew-handover', 'own-words'],
});

describe('the school set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of school.cases)
      expect(item.id).toMatch(new RegExp(`^sc-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
