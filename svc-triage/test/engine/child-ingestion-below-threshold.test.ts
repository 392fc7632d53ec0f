import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds, resourcesOf } from './support/case-forms';

/**
 * A toddler who may have taken one tablet, whose worst-case dose has been worked out below the treatment
 * threshold, is advice only (TOXBASE): not the poisoning flag, and a tablet is no foreign body to X-ray.
 * One tablet of an unknown adult medicine is still a poisoning in a small child.
 */
const form = caseFormMaker({ patientAge: '2', gender: 'male' });

it.each([
  'May have swallowed one paracetamol tablet, strip found with one missing. Max possible dose 35 mg/kg, below treatment threshold. Well and playing.',
  'May have swallowed one of her ibuprofen tablets; worked out as a non-toxic amount. Running around, no vomiting.',
  "Possibly swallowed two of his mother's ibuprofen 200 mg tablets. This is at most 27 mg/kg; I checked TOXBASE and no treatment or observation is needed below 100 mg/kg. He is well.",
])('"%s" is advice only (ESI 5)', (symptoms) => {
  const item = form('possible ingestion', symptoms);
  expect(flagIds(item)).not.toContain('overdose-poisoning');
  expect(resourcesOf(item)).not.toContain('xray');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: found with his grandmother’s blister pack, two tablets missing, dose unknown, is a poisoning (ESI 2)', () => {
  const item = form(
    'possible ingestion',
    'Found with his grandmother’s blister pack, two tablets missing, unsure what they are.',
  );
  expect(flagIds(item)).toContain('overdose-poisoning');
});

it('near-miss: may have swallowed a coin is still a foreign body to X-ray', () => {
  expect(resourcesOf(form('swallowed coin', 'May have swallowed a 10p coin, well, eating.'))).toContain(
    'xray',
  );
});
