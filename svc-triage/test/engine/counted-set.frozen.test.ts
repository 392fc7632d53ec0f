import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A counted set: sixty patients written to test decision point C, the resources counted: a cut closed with
 * glue (none), with sutures (one) or with sutures and an X-ray for glass (two); an ankle the Ottawa rules
 * clear or do not; a nosebleed settled with pressure or packed; a urine infection in a young woman (none)
 * or in a man (a culture); a repeat prescription, a work note, a suture removal, a dressing change; and at
 * ESI 1 and 2 the life threats and high-risk presentations in ordinary words. Infants to a 93-year-old,
 * told as a crew's handover, a triage note's shorthand, structured fields, the patient's or a parent's
 * words, or a relayed letter, call or report. Written from ESI v4 guideline knowledge without reading the
 * engine or the other sets, and frozen before it was first measured.
 */
const counted = readFrozenCaseSet('counted-set.jsonl');

describeFrozenCaseSet(counted, {
  name: 'counted set',
  sha256: 'a599cfecaff9154c78de24e37936adc1f6514fa0804c863a08ad1bd8fb667294',
  minCases: 60,
  maxLevelShare: 0.25,
  styles: ['handover', 'shorthand', 'structured', 'lay', 'relayed'],
});

describe('the counted set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of counted.cases)
      expect(item.id).toMatch(new RegExp(`^ct-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
