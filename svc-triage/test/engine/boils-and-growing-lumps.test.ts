import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * A boil is a skin abscess by its everyday name, and a lump that has grown by the day and hurts to sit on
 * is a collection: incision and drainage is the one resource (ESI 4). A lump that is old and painless is
 * examined and referred.
 */
const person = caseFormMaker({ patientAge: '40', gender: 'female' });

it.each([
  [
    'boil on bottom',
    'Boil on her left buttock for 4 days, now golf ball size, red, with a soft yellow head. Feels well.',
  ],
  [
    'painful lump on bottom getting bigger',
    'Boil on her left buttock for 4 days, golf ball size, red, with a soft yellow head in the middle.',
  ],
  ['painful lump', 'Lump on buttock getting bigger for 4 days. Very sore to sit on. Feels well otherwise.'],
])('"%s: %s" is drained (ESI 4)', (complaint, symptoms) => {
  const item = person(complaint, symptoms, 'T 37.4 HR 88');
  expect(resourcesOf(item)).toEqual(['simpleProcedure']);
  expect(analyzeCase(item).esi).toBe(4);
});

it('"boil the kettle" is no boil', () => {
  expect(
    presentationIds(person('burn', 'Went to boil the kettle and splashed her hand, small red patch.')),
  ).not.toContain('abscess');
});

it('near-miss: a soft painless lump on the back for years is examined only', () => {
  expect(
    resourcesOf(person('lump on back', 'Soft painless lump on her back for years, not changing.')),
  ).toEqual([]);
});
