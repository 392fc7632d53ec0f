import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A result a clinician has seen and called normal, with nothing more needed ("culture normal, no growth, no
 * action needed"), needs nothing repeated, even for a worried patient.
 */
const form = caseFormMaker({ patientAge: '44', gender: 'female' });

it('a urine culture the out-of-hours GP saw as normal, no action needed: no resources', () => {
  const item = form(
    'Worried about a urine test result, GP surgery shut',
    "Text from GP 'please contact us about your urine result'. Water infection 2 weeks ago, finished antibiotics, no burning now. Out-of-hours GP saw the result: culture normal, no growth, no action needed.",
    '',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: a result the GP asks to repeat today is repeated', () => {
  const item = form(
    'abnormal blood result',
    'GP rang: sodium 128, please repeat today. Feels fine.',
    'HR 80',
  );
  expect(resourcesOf(item)).toContain('labs');
});
