import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A usual tablet taken twice by mistake, and medicines left at home, are recognised for what they are. One
 * extra dose of amlodipine is a normal day's dose: advice (ESI 5). An extra dose of a drug that moves the
 * electrolytes (a diuretic, an ACE inhibitor or an ARB) in an older patient gets its renal function checked.
 */
const older = caseFormMaker({ patientAge: '71', gender: 'male' });

it('"took his blood pressure tablet twice", amlodipine 5 mg, feels fine: a medication error, ESI 5', () => {
  const item = {
    ...older(
      'Took his blood pressure tablet twice',
      "Took his amlodipine 5 mg twice this morning by mistake, forgot he'd already had it. Feels fine, no dizziness.",
    ),
    currentMedications: 'Amlodipine 5 mg daily',
  };
  expect(presentationIds(item)).toContain('medication-error');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it('the blood pressure tablet taken twice by a 78-year-old on ramipril gets a renal function check', () => {
  const item = {
    ...older('Took blood pressure tablet twice', 'Took her blood pressure tablet twice today, feels fine.'),
    patientAge: '78',
    currentMedications: 'Ramipril 10 mg',
  };
  expect(resourcesOf(item)).toEqual(['labs']);
});

it('"left regular medicines at home while away", asking for an emergency supply: a request, ESI 5', () => {
  const item = older(
    'Left regular medicines at home while away',
    'Visiting the area, left his medicines at home. Needs his usual amlodipine and atorvastatin; missed one day, feels well. Asking where to get an emergency supply.',
    'BP 146/90',
  );
  expect(presentationIds(item)).toContain('medication-request');
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});

it.each([
  [
    'Took two doses of HIV tablet by mistake',
    'Took her usual once-daily antiretroviral at 08:00, then a second tablet at 09:30 having forgotten. No symptoms.',
  ],
  ['had 2 doses of his statin', 'Had 2 doses of his atorvastatin last night by accident. Feels fine.'],
])('%j: two doses of a usual tablet are a medication error, ESI 5', (complaint, story) => {
  const item = older(complaint, story, 'BP 118/74, HR 70');
  expect(presentationIds(item)).toContain('medication-error');
  expect(analyzeCase(item).scores.esi.level).toBe(5);
});
