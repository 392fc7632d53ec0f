import { resourcesOf, caseFormMaker } from './support/case-forms';

/**
 * Days of diarrhoea at 65 or over on a diuretic or an ACE inhibitor put the kidneys at risk (NICE NG148):
 * the renal function is checked. IV fluids are for the patient who is not drinking or is dry; one
 * drinking well, passing urine normally, needs the blood test alone.
 */
const form = caseFormMaker({ patientAge: '81', gender: 'male' });

it('drinking well with normal urine output: blood tests, no IV fluids', () => {
  const item = form(
    'diarrhoea 3 days',
    'Loose stools 4 times a day for three days, no blood, no vomiting, drinking well, passing urine normally. On furosemide and ramipril.',
    'HR 82 BP 132/78 T 37.2',
  );
  expect(resourcesOf(item)).toContain('labs');
  expect(resourcesOf(item)).not.toContain('ivFluids');
});

it('near-miss: drinking little for three days keeps the IV fluids', () => {
  const item = form(
    'diarrhoea 3 days',
    'Loose stools for three days, drinking very little, on furosemide and ramipril.',
    'HR 96 BP 118/70 T 37.2',
  );
  expect(resourcesOf(item)).toContain('ivFluids');
});
