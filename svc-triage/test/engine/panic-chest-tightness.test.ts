import { caseFormMaker, resourcesOf } from './support/case-forms';

/**
 * A tight chest with the tingling and spasm of overbreathing, in a young patient with known panic attacks and
 * a full saturation, settled: an ECG, no troponin or chest X-ray. A tightness that persists is chest pain's
 * work-up.
 */
const form = caseFormMaker({ patientAge: '22', gender: 'female' });
const known = { medicalHistory: 'Generalised anxiety disorder, panic attacks' };

it('a settled panic attack with a tight chest and tingling hands gets an ECG only', () => {
  const item = {
    ...form(
      'Racing heart, tingling hands',
      'Known panic attacks. Sudden fast heart, tight chest, pins and needles both hands and around the mouth; coached breathing, now settled, tightness gone.',
      'HR 84 RR 14 BP 118/74 SpO2 99%',
    ),
    ...known,
  };
  expect(resourcesOf(item)).toEqual(['ecg']);
});

it('near-miss: a tightness that persists after the breathing settled is worked up', () => {
  const item = {
    ...form(
      'Panic, tingling hands and chest tightness',
      'Known panic disorder, tingling fingers, chest tightness; breathing settled with coaching but the chest tightness persists.',
      'HR 92 RR 18 BP 122/74 SpO2 100%',
    ),
    ...known,
  };
  expect(resourcesOf(item)).toEqual(expect.arrayContaining(['ecg', 'labs']));
});
