import { caseFormMaker, factsOf, flagIds } from './support/case-forms';

/**
 * At school "PE" is physical education: "fainted in a PE lesson", "during PE", "the PE teacher". Read as a
 * pulmonary embolism it made a faint in a gym class a high-risk embolism. "PE" alone, or "?PE", keeps its
 * clinical meaning.
 */
const pupil = caseFormMaker({ patientAge: '14', gender: 'female' });

it.each([
  ['fainted in PE', 'Went dizzy and fainted during a PE lesson, the PE teacher caught her. Fine now.'],
  ['collapsed at school', 'Collapsed after PE, had not eaten breakfast, back to normal in a minute.'],
])('"%s: %s" is no pulmonary embolism', (complaint, symptoms) => {
  const item = pupil(complaint, symptoms, 'HR 84 BP 108/66 SpO2 99%');
  expect(factsOf(item).presenting.normalized).not.toMatch(/pulmonary embolism/);
  expect(flagIds(item)).not.toContain('pulmonary-embolism');
});

it('"?PE" in an adult with pleuritic pain keeps its meaning', () => {
  expect(
    factsOf(pupil('?PE', 'Pleuritic chest pain and breathless after a long flight.', '', '45')).presenting
      .normalized,
  ).toMatch(/pulmonary embolism/);
});
