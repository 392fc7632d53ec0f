import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds, resourcesOf } from './support/case-forms';

/**
 * Impetigo told as it is seen, "crusty sores around his nose", "honey-coloured crusts on the chin", is a
 * rash to treat with a cream or tablets (NICE NG153): a skin complaint needing no resources, ESI 5. Read as
 * no complaint at all, it was given the unrecognised complaint's blood tests.
 */
const child = caseFormMaker({ patientAge: '7', gender: 'male' });

it.each([
  [
    'Crusty sores on face - school sent home',
    'Honey-coloured crusts around nostrils and chin, no fever, well.',
  ],
  ['Sores round her mouth', 'Crusty yellow scabs spreading round the mouth for 3 days, eating fine.'],
])('%j is a rash needing no resources (ESI 5)', (complaint, story) => {
  const item = child(complaint, story);
  expect(presentationIds(item)).toContain('rash');
  expect(resourcesOf(item)).toEqual([]);
  expect(analyzeCase(item).esi).toBe(5);
});
