import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Pregnancy from its first weeks to after the birth, gynaecology, the breast, sexual health and
 * contraception in every degree: eclampsia, the ruptured ectopic, haemorrhage after birth, abruption and
 * cord prolapse; pre-eclampsia, ovarian torsion, bleeding late in pregnancy, reduced movements, sexual
 * assault, postnatal psychosis; miscarriage, hyperemesis, pelvic infection, breast abscesses; and the
 * visits that need little or nothing (thrush, a missed pill, emergency contraception, lost coil threads).
 * Thirty cases per ESI level, in nurses' notes, phone referrals and crew handovers, teaching paragraphs,
 * patients' own words and registration fields. Written blind from ESI v4 guideline knowledge, without reading
 * the engine or the other sets, and frozen before any rule was changed for it: a tuning set.
 */
const women = readFrozenCaseSet('women-set.jsonl');

describeFrozenCaseSet(women, {
  name: 'women set',
  sha256: '5006479f4080c8b4e64a8c70d62790b97ad3e07a1e68fffd46f402313d9ab9ce',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['triage-note', 'phone-call', 'teaching', 'own-words', 'registration'],
});

describe('the women set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of women.cases)
      expect(item.id).toMatch(new RegExp(`^j-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
