import { describeFrozenCaseSet, readFrozenCaseSet } from './support/frozen-case-set';

/**
 * A development set of cases told by the people living them: patients, parents, partners, carers and
 * bystanders describing the problem in their own words, as typed into an online symptom checker, said at a
 * front desk or said to a nurse on a phone line. First person, everyday words, spelling slips and no medical
 * terms, often rambling, with the deciding detail said in passing and at times a reading from a home device
 * (thermometer, blood pressure cuff, pulse oximeter, glucose meter, smartwatch). It runs from emergencies told
 * casually and worried-well stories told dramatically to self-care problems, 30 cases at each ESI level,
 * newborns to over-90s. Written from ESI v4 guideline knowledge without reading the engine or the other sets,
 * and frozen before any rule is changed for it.
 */
const selfReport = readFrozenCaseSet('self-report-set.jsonl');

describeFrozenCaseSet(selfReport, {
  name: 'self-report set',
  sha256: 'd3dda144bc2dfdbaa97fca6704c6a507e49318d5cbbd76e1ea4dce5b668ef85f',
  minCases: 150,
  maxLevelShare: 0.3,
  styles: ['self', 'relative', 'phone'],
});

describe('the self-report set’s ids', () => {
  it('carry the expected level of their case', () => {
    for (const item of selfReport.cases)
      expect(item.id).toMatch(new RegExp(`^s-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });
});
