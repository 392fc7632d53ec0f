import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A spoken score said after a painkiller, "still" or "now" before it: "took two co-codamol, it's still
 * about a six" is pain 6, as "it's about a six" is. A size or a time after "still" is no score.
 */
const form = caseFormMaker({ patientAge: '30', gender: 'male' });
const painOf = (narrative: string) => factsOf(form('burn', narrative, 'HR 80')).vitals.painScore;

it.each([
  ["Took two co-codamol at work, it's still about a six.", 6],
  ["Had paracetamol, it's now a four.", 4],
  ["It's still a 7 even after the ibuprofen", 7],
])('"%s" is a pain score of %s', (narrative, score) => {
  expect(painOf(narrative)).toBe(score);
});

it.each(["It's still a 5 cm lump", "It's now a two day history of it"])(
  'near-miss: "%s" is no pain score',
  (narrative) => {
    expect(painOf(narrative)).toBeUndefined();
  },
);
