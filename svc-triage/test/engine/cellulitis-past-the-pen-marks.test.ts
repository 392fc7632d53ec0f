import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Cellulitis spreading on oral antibiotics, as a note writes it ("day 3 oral fluclox", "redness now 6 cm
 * beyond pen marks"), has failed oral treatment: bloods and IV antibiotics (Eron class II; NICE NG141),
 * ESI 3.
 */
const person = caseFormMaker({ patientAge: '57', gender: 'female' });

it.each([
  'R shin cellulitis, day 3 oral fluclox from GP, redness now 6cm beyond pen marks, warm, tender. No fever.',
  'Leg cellulitis on day 2 flucloxacillin, spreading, now past pen marks.',
])('"%s": bloods and IV antibiotics (ESI 3)', (symptoms) => {
  const item = person('leg cellulitis not improving', symptoms, 'T 37.6 HR 92 BP 138/76 RR 16 SpO2 97%');
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['labs', 'parenteralMedication']));
  expect(analyzeCase(item).esi).toBe(3);
});

it('near-miss: a small patch of cellulitis started today, within its marks, is oral treatment (no resources)', () => {
  expect(
    resourcesOf(
      person(
        'red leg',
        'Small red warm patch on the shin since this morning after a scratch, no fever.',
        'T 36.9',
      ),
    ),
  ).toEqual([]);
});
