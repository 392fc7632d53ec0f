import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Flank pain that a blistering rash in a band explains is shingles (NICE CKS Shingles: the burning pain
 * comes first, then the dermatomal rash): examination and oral treatment, with no scan for a stone and no
 * aneurysm to exclude, whether or not the writer names it. Flank pain to the groin without a rash is
 * still a first colic after 60, with its aneurysm to exclude.
 */
const form = caseFormMaker({ patientAge: '68', gender: 'female' });

it.each([
  'Burning pain left flank 3 days, now a band of blisters round the left side of the back to the front, pain 5/10',
  'Sore right loin for 2 days, today a stripe of small blisters on the right side, no urinary symptoms',
  'Left flank pain, known shingles diagnosed by GP yesterday, pain 4/10',
])('"%s" is not a colic to scan or an aneurysm to exclude', (narrative) => {
  const item = form('flank pain', narrative, 'BP 134/80 HR 84 RR 16 T 37.2');
  expect(analyzeCase(item).esi).toBeGreaterThanOrEqual(4);
  expect(resourcesOf(item)).not.toContain('advancedImaging');
});

it('near-miss: a first flank pain to the groin at 68 with no rash keeps its aneurysm to exclude', () => {
  const item = form(
    'flank pain',
    'Sudden left flank pain going to the groin for 2 hours, vomited twice, pain 6/10',
    'BP 134/80 HR 84 RR 16 T 37.2',
  );
  expect(analyzeCase(item).esi).toBe(2);
});
