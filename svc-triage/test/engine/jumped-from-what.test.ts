import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker } from './support/case-forms';

/**
 * Jumping is self-harm when it is from a height people jump from to die or in front of traffic, not off a
 * garden wall at a party or a trampoline.
 */
const form = caseFormMaker({ patientAge: '17', gender: 'male' });
const reasonsOf = (narrative: string) =>
  analyzeCase(form('injury', narrative, 'HR 90 BP 128/70')).reasons.join(' | ');

it('jumping off a garden wall at a party is an ankle injury, not self-harm', () => {
  expect(
    reasonsOf('At a house party, jumped off a garden wall and went over on his right ankle.'),
  ).not.toMatch(/self-harm/i);
});

it.each(['Jumped from the multi-storey car park roof, found at the bottom.', 'Jumped in front of a bus.'])(
  'near-miss: "%s" is self-harm or danger to self',
  (narrative) => {
    expect(reasonsOf(narrative)).toMatch(/self-harm/i);
  },
);
