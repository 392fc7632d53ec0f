import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A comorbid set: sixty patients, twelve at each ESI level, each living with a long-term condition that
 * changes the triage or tempts one to change it: dialysis, a transplant, chemotherapy, sickle cell disease,
 * heart failure, COPD at a low baseline saturation, cirrhosis, dementia, a learning disability, pregnancy,
 * anticoagulation, Addison's, epilepsy with a care plan, a shunt, a tracheostomy, a spinal cord injury.
 * About half are raised by the condition (a neutropenic fever, a head bump on warfarin), half are not (a
 * dialysis patient's jammed finger, COPD at its usual saturation asking for an inhaler). Infants to the over
 * 90s, told as a crew's handover, a triage note's shorthand, clean structured fields, the patient's or a
 * carer's own words, or a letter, call or report relayed. Written from ESI v4 guideline knowledge without
 * reading the engine or the other sets, and frozen before it was first measured.
 */
const comorbid = readFrozenCaseSet('comorbid-set.jsonl');

describeFrozenCaseSet(comorbid, {
  name: 'comorbid set',
  sha256: '584b2cf5941cbe6520be8ee5f8d5715f8316197fbf2c0ad494be9a83be3b3bf6',
  minCases: 60,
  maxLevelShare: 0.2,
  styles: ['handover', 'shorthand', 'structured', 'lay', 'relayed'],
});

describe('the comorbid set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of comorbid.cases)
      expect(item.id).toMatch(new RegExp(`^cm-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
