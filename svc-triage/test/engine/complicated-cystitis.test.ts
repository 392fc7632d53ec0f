import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Cystitis in a woman whose urinary tract empties or is built otherwise (she self-catheterises, has a
 * neurogenic bladder or a kidney transplant), or whose immunity is suppressed, is a complicated urinary
 * infection: the urine is sent for culture (NICE NG109, SIGN 160), one resource, ESI 4. A well woman under
 * 65 with lower symptoms alone is treated on the dipstick (ESI 5).
 */
const woman = caseFormMaker({ patientAge: '44', gender: 'female' });

it('self-catheterising with multiple sclerosis: culture (ESI 4)', () => {
  const item = {
    ...woman(
      'burning passing urine',
      'Does intermittent self-catheterisation four times a day. Two days of stinging and frequency, no fever, no loin pain.',
      'T 36.8 HR 76',
    ),
    medicalHistory: 'Multiple sclerosis, neurogenic bladder',
  };
  expect(resourcesOf(item)).toEqual(['labs']);
  expect(analyzeCase(item).esi).toBe(4);
});

it.each([
  [{ medicalHistory: 'Kidney transplant 2019' }],
  [{ currentMedications: 'tacrolimus, mycophenolate' }],
])('cystitis with %j keeps its culture', (context) => {
  expect(
    resourcesOf({
      ...woman('cystitis', 'Stinging when passing urine and going often for a day, no fever.'),
      ...context,
    }),
  ).toContain('labs');
});

it('near-miss: a well woman of 30 with cystitis alone is treated on the dipstick (ESI 5)', () => {
  const item = woman(
    'cystitis',
    'Stinging when passing urine and going often for a day, no fever, no loin pain.',
    'T 36.7',
    '30',
  );
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});
