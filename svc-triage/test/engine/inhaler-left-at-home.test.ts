import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * An inhaler or spacer left at home or lost, with breathing as usual, is a prescription (ESI 5), as a
 * run-out inhaler already was. A wheeze now is treated.
 */
const form = caseFormMaker({ patientAge: '45', gender: 'male' });

it.each([
  [
    'Needs inhaler – left at home',
    'On holiday, left blue inhaler + spacer at home. No wheeze, no SOB, no cough now. Peak flow 520 (best 550).',
  ],
  ['Lost spacer, needs inhaler', 'no wheeze, no cough'],
  ['forgot my inhaler', 'Forgot my inhaler on a work trip, breathing fine.'],
])('"%s" is a prescription (ESI 5)', (chiefComplaint, symptoms) => {
  const item = form(chiefComplaint, symptoms, 'HR 70 RR 14 SpO2 99%');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: a wheeze since leaving the inhaler at home is treated', () => {
  const item = form(
    'left inhaler at home',
    'Left my inhaler at home, now wheezy and tight chested.',
    'HR 96 RR 22 SpO2 95%',
  );
  expect(resourcesOf(item)).toContain('parenteralMedication');
});
