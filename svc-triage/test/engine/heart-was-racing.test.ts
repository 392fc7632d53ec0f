import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A racing heart as people say it ("my heart was pounding", "her heart keeps racing", "heart going really
 * fast") is palpitations: an ECG. In a young patient with known panic attacks, settled, the ECG is all.
 */
const form = caseFormMaker({ patientAge: '24', gender: 'female' });

it('a settled panic attack with a pounding heart and tingling hands gets an ECG only: ESI 4', () => {
  const item = {
    ...form(
      "My heart was racing and I couldn't breathe",
      "Lying in bed worrying about exams, suddenly my heart was pounding, couldn't get a breath in, hands and round my mouth went tingly. Settling now. Had a couple like this before that my doctor said were panic attacks. No chest pain.",
      'HR 98, BP 124/78, RR 20, SpO2 100%',
    ),
    medicalHistory: 'Anxiety',
  };
  expect(presentationIds(item)).toContain('palpitations');
  expect(resourcesOf(item)).toEqual(['ecg']);
});

it('near-miss: a heart said to be normal is no palpitations', () => {
  expect(
    presentationIds(form('dizzy', 'Dizzy on standing, heart rate normal, no palpitations.', 'HR 72')),
  ).not.toContain('palpitations');
});
