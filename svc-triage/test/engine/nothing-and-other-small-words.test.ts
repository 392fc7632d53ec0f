import { caseFormMaker, factsOf, presentationIds } from './support/case-forms';

/**
 * Small words a note turns on. "Nothing circumferential" denies what follows it, as "no" does, while
 * "feels nothing in his legs" is numbness. A capillary refill is an examination, not a prescription; hot
 * fryer oil over the hands is a burn.
 */
const form = caseFormMaker({ patientAge: '40', gender: 'male' });

describe('"nothing"', () => {
  it('denies what follows it: "nothing circumferential" is no circumferential burn', () => {
    const facts = factsOf(
      form('burn', 'Blisters on the backs of both hands, fingers spared, nothing circumferential.'),
    );
    expect(facts.presenting.affirmed).not.toMatch(/circumferential/);
  });

  it.each(['says he feels nothing in his legs', 'felt nothing below the waist since the fall'])(
    'but "%s" is numbness',
    (narrative) => {
      expect(
        factsOf(form('fall', `Fell off a ladder, landed on his back, ${narrative}.`)).presenting.affirmed,
      ).toMatch(/numbness/);
    },
  );
});

it('a capillary refill is not a prescription refill', () => {
  expect(
    presentationIds(form('burn', 'Partial-thickness burn on the hand, cap refill normal in all fingers.')),
  ).not.toContain('medication-request');
});

it('"hot fryer oil over both hands" is a burn', () => {
  expect(presentationIds(form('Hot fryer oil over both hands', 'At work in the kitchen.'))).toContain('burn');
});
