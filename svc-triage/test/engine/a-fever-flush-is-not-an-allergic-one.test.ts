import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A child flushed with a fever of 38.8, on antibiotics for days, with abdominal pain, has an infection to
 * find: the flush is the fever's, not the skin of anaphylaxis. A flush after a first dose, without a fever,
 * with wheeze, is still read as one.
 */
const child = caseFormMaker({ patientAge: '10', gender: 'female' });

it('flushed and febrile on a course of antibiotics, with abdominal pain: not anaphylaxis', () => {
  const item = child(
    'tummy pain, fever and vomiting after appendix operation',
    'Appendicectomy six days ago, home on oral antibiotics. Worsening lower abdominal pain, fevers, three vomits. Looks flushed and unwell.',
    'T 38.8 HR 134 RR 26 BP 102/60',
  );
  expect(flagIds(item)).not.toContain('anaphylaxis');
});

it('flushed and wheezy minutes after a first dose of an antibiotic, no fever: anaphylaxis', () => {
  const item = child(
    'reaction',
    'First dose of amoxicillin 10 minutes ago, now flushed all over and wheezy.',
    'T 36.9 HR 130 SpO2 93%',
  );
  expect(flagIds(item)).toContain('anaphylaxis');
});
