import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Pink urine with a couple of little clots ten days after a TURP, passing water with a good stream: bloods
 * and a urine culture (ESI 4), no three-way catheter and washout, which is for clots that stop the urine
 * (BAUS). Clot retention keeps the catheter and the urologist.
 */
const older = caseFormMaker({ patientAge: '66', gender: 'male' });

it('pink urine and a couple of little clots ten days after a TURP, good stream: ESI 4', () => {
  const item = older(
    'Pink urine after prostate operation',
    "I had my TURP ten days ago. Yesterday after gardening my wee went pink like rosé wine, and this morning there were a couple of little clots. I'm still passing water okay, good stream, and it doesn't hurt much. No fever.",
    'BP 136/82, pulse 78, temp 36.8, SpO2 98%',
  );
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('near-miss: clots and unable to pass urine after a TURP get the catheter and washout', () => {
  const item = older(
    'Blood and clots in urine',
    'TURP a week ago, passing clots, now unable to pass urine, lower tummy swollen.',
  );
  expect(resourcesOf(item)).toContain('simpleProcedure');
});
