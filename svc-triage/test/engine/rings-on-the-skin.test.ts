import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, presentationIds } from './support/case-forms';

/**
 * A rash told by its shape: "round scaly patch on cheek" (ringworm), "spreading red ring" after a tick
 * (erythema migrans). Both are rashes seen and treated with a cream or oral tablets: no resources, not an
 * unrecognised complaint whose resources are guessed.
 */
const person = caseFormMaker({ patientAge: '11 months', gender: 'female' });

it.each([
  [
    'round scaly patch on cheek x1 wk',
    '2cm ring, red scaly edge, clear middle. Brother shows calves, has the same. Feeding well, no fever.',
    '11 months',
  ],
  [
    'Spreading red ring L thigh',
    'Tick removed from the thigh 10 days ago. Now a 10 cm expanding red ring with central clearing. No fever, no joint swelling.',
    '67',
  ],
])('%j is a rash (ESI 5)', (complaint, story, age) => {
  const item = person(complaint, story, 'HR 110 T 36.9', age);
  expect(presentationIds(item)).toContain('rash');
  expect(analyzeCase(item).esi).toBe(5);
});

it('near-miss: "round the back of the patch of grass" names no rash', () => {
  expect(
    presentationIds(
      person('fell', 'Tripped going round the back of the patch of grass, sore ankle.', '', '30'),
    ),
  ).not.toContain('rash');
});
