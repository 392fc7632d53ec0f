import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * Living with chronic illness: dialysis and fistulas, transplant recipients, chemotherapy and neutropenic
 * fever, sickle cell, cystic fibrosis, heart failure, COPD on home oxygen, insulin pumps and sensors, feeding
 * tubes, catheters and stomas, shunts, Parkinson's, epilepsy, HIV, biologics, steroid dependence, anticoagulants,
 * palliative care and learning disability, and the minor complaints such people bring. Twenty-four cases per
 * ESI level, in registration fields, educators' teaching vignettes, crews' handovers and the patient's
 * own words. Written blind from
 * ESI v4 guideline knowledge, without reading the engine or the other sets, and frozen before any rule
 * was changed for it: a tuning set.
 */
const chronic = readFrozenCaseSet('chronic-set.jsonl');

describeFrozenCaseSet(chronic, {
  name: 'chronic set',
  sha256: 'cf5c94608b6be9ae420bb85ecb713ab0aeb320ea240dd0dfc110b01156d54ec4',
  minCases: 120,
  maxLevelShare: 0.2,
  styles: ['registration', 'teaching', 'crew-handover', 'own-words'],
});

describe('the chronic set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of chronic.cases)
      expect(item.id).toMatch(new RegExp(`^cr-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
