import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A suprapubic catheter that falls out of an established tract (in place for months, changed routinely) is
 * re-catheterised in the department: one simple procedure, ESI 4 (BAUS 2024). A new tract, or one that could
 * not be re-catheterised, is urology's.
 */
const older = caseFormMaker({ patientAge: '72', gender: 'male' });

it('an established suprapubic catheter, in place 4 months and changed every 8 weeks, came out: ESI 4', () => {
  const item = older(
    'Suprapubic catheter fallen out',
    'Suprapubic catheter (in place 4 months, changed every 8 weeks by district nurse) came out when the tubing caught on the bed rail. Small amount of urine leaking from the stoma, no bleeding, comfortable.',
    'BP 140/78, HR 80, RR 16, SpO2 97%, T 36.5',
  );
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).scores.esi.level).toBe(4);
});

it('a suprapubic catheter placed ten days ago that fell out goes to urology', () => {
  const item = older('SPC fell out', 'New suprapubic catheter placed ten days ago, fell out this morning.');
  expect(resourcesOf(item)).toContain('specialtyConsultation');
});

it('an established one the nurse could not get back in goes to urology', () => {
  const item = older(
    'SPC fell out',
    "Suprapubic catheter in place for 2 years fell out, the district nurse couldn't get a new one back in.",
  );
  expect(resourcesOf(item)).toContain('specialtyConsultation');
});
