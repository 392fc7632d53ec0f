import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * The kidneys, bladder, prostate, testes and penis in every degree: urosepsis, Fournier's gangrene, a
 * missed dialysis with a high potassium, an obstructed infected kidney, torsion, paraphimosis, priapism,
 * retention, clot retention, renal colic, kidney and penile injuries, acute kidney injury on a blood
 * result, pyelonephritis, epididymo-orchitis, urine infections in men, older women and catheterised
 * residents, and the visits that need little or nothing (a passed stone, a catheter bag prescription, a
 * vasectomy check, a zip entrapment). Thirty cases per ESI level, in nurses' notes, crew handovers and
 * phone referrals, teaching paragraphs, patients' own words and registration fields. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule was
 * changed for it: a tuning set.
 */
const waterworks = readFrozenCaseSet('waterworks-set.jsonl');

describeFrozenCaseSet(waterworks, {
  name: 'waterworks set',
  sha256: '04d0def9efafadf517c807c9ae0dd2827d488b384f29cb6edb4d9d30406190e1',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'crew-handover', 'teaching', 'own-words', 'registration'],
});

describe('the waterworks set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of waterworks.cases)
      expect(item.id).toMatch(new RegExp(`^u-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
