import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

const labsWhy = (item: Parameters<typeof analyzeCase>[0]) =>
  analyzeCase(item).scores.esi.resourcePlan?.find((need) => need.resource === 'labs')?.why ?? '';

/**
 * A drug level someone has asked for is a blood test, one resource: "needs a carbamazepine level", "the
 * pharmacist advised a drug level". It was not recognised as a request, so a well patient sent for a level
 * was called ESI 5, or given blood tests only as a guess for a complaint not recognised, or by chance from
 * another complaint. The plan now says the level was asked for.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'female' });
const well = 'HR 78 BP 124/76 RR 14 SpO2 99% T 36.7';

it.each([
  'Needs a carbamazepine level after starting erythromycin, no dizziness or double vision.',
  'Her pharmacist advised a drug level because of an interaction with her new antibiotic. Feels well.',
  'The GP wants a digoxin level checked, no nausea, no visual upset.',
])('"%s" is one lab, the one asked for (ESI 4)', (symptoms) => {
  const item = form('advice about a new antibiotic', symptoms, well);
  expect(labsWhy(item)).toMatch(/asked for/);
  expect(analyzeCase(item).esi).toBe(4);
});

it('near-miss: a pain level is no test', () => {
  expect(
    resourcesOf(form('back ache', 'Needs a pain level of 3 to cope, mild ache after gardening.', well)),
  ).not.toContain('labs');
});
