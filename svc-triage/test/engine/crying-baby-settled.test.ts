import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A baby who cried for hours and has settled by the time he is seen ("now awake and smiling", "fed 150 ml
 * in the waiting room"), afebrile, needs no urine test for an occult infection.
 */
const form = caseFormMaker({ patientAge: '5 months', gender: 'male' });

it('a crying baby now smiling and feeding, afebrile: no resources', () => {
  const item = form(
    'crying for hrs, wouldnt settle',
    'Cried 23:00-01:00, couldnt be settled. Fell asleep in car on way in, now awake + smiling. Fed 150ml in waiting rm. No vom, normal nappies, afebrile at home.',
    'T 36.9 P 132 RR 34 SpO2 99%',
  );
  expect(resourcesOf(item)).toEqual([]);
});

it('near-miss: an inconsolable baby still crying, with a temperature of 38.4, is worked up', () => {
  const item = form(
    'inconsolable crying',
    'Crying for 4 hours, will not settle, still crying in triage.',
    'T 38.4 P 170',
  );
  expect(resourcesOf(item)).toContain('labs');
});
