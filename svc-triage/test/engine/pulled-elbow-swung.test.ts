import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, flagIds } from './support/case-forms';

/**
 * A toddler not using an arm after being swung by the hands has a pulled elbow (a simple reduction, ESI
 * 4), not a stroke: "mum swung child by the hands" was not read as the pull, so "won't use the arm" was
 * read as a stroke, ESI 2.
 */
const form = caseFormMaker({ patientAge: '2', gender: 'female' });

it.each([
  'Mum swung child by the hands at the park, cried, now not using her left arm, holding it by her side.',
  'Dad was swinging her round by the arms, now won’t reach for toys with the right arm. No swelling.',
])('"%s" is a pulled elbow, no stroke (ESI 4)', (symptoms) => {
  const item = form('not using arm', symptoms);
  expect(flagIds(item)).not.toContain('stroke-tia');
  expect(analyzeCase(item).esi).toBe(4);
});
