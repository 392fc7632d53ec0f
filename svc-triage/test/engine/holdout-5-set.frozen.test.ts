import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A fifth holdout set: a month of a mixed adult and paediatric emergency department, infants to people over
 * ninety, every kind of presentation, with the comorbidities and medicines that change triage
 * (anticoagulants, immunosuppression, chemotherapy, insulin, pregnancy), patients who look well but are at
 * high risk, patients who look dramatic but need nothing, and the resource counts that separate ESI 3, 4 and
 * 5. Told as an ambulance crew's handover, a triage nurse's abbreviated note, the patient's or a relative's
 * words at a kiosk or on a phone, or registration fields alone. Written after the vignettes round from ESI v4
 * guideline knowledge without reading the engine or the other sets, and frozen before it was first measured.
 * It is a holdout: the engine is measured on it, and no rule is changed for its cases.
 */
const holdout5 = readFrozenCaseSet('holdout-5-set.jsonl');

describeFrozenCaseSet(holdout5, {
  name: 'fifth holdout set',
  sha256: '1497b778ba2a001bccf47b00f14ec97f5a75a557225994a84aa78185144c10c3',
  minCases: 150,
  maxLevelShare: 0.2,
  styles: ['handover', 'triage-note', 'patient', 'record'],
});

describe('the fifth holdout set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of holdout5.cases)
      expect(item.id).toMatch(new RegExp(`^u-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
