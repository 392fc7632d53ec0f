import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * Mild dizziness after running out of, or stopping, an SSRI or SNRI is a discontinuation symptom, which
 * restarting the medicine treats (NICE CKS Depression: stopping an antidepressant): no bloods, no ECG, as
 * for "brain zaps" already. Dizziness with a faint, palpitations or chest pain is worked up as before.
 */
const adult = caseFormMaker({ patientAge: '41', gender: 'female' });
const NORMAL = 'P 76 BP 122/78 R 14 Sat 99% T 36.6';

it.each([
  [
    'Rx refill sertraline',
    'Ran out 2 days ago. GP on leave. Mood stable, sleeping ok. Denies SI/HI. Mild dizziness only.',
  ],
  [
    'dizzy',
    'Stopped her venlafaxine suddenly 3 days ago because she felt better, now a bit dizzy and nauseous.',
  ],
  ['feeling dizzy', 'Missed several doses of paroxetine while away, light-headed since, otherwise well.'],
])('%j (%j) needs no bloods or ECG', (complaint, symptoms) => {
  expect(resourcesOf(adult(complaint, symptoms, NORMAL))).toEqual([]);
});

it.each([
  ['dizzy', 'Ran out of sertraline 2 days ago. Dizzy, then fainted at work and hit the floor.'],
  ['dizzy', 'Ran out of citalopram last week. Dizzy with palpitations this morning.'],
])('near-miss: %j (%j) is still worked up', (complaint, symptoms) => {
  expect(resourcesOf(adult(complaint, symptoms, NORMAL))).toContain('ecg');
});
