import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf } from './support/case-forms';

/**
 * A pain score as a patient says it, without "out of 10": "it's about a six", "I'd put it at a seven",
 * "pain's a 9". Not a size, an age or a time: "a 5 cm lump", "a five year old", "a 10 minute walk".
 */
const form = caseFormMaker({ patientAge: '45', gender: 'male' });
const painOf = (narrative: string) => factsOf(form('pain', narrative, 'HR 80')).vitals.painScore;

it.each([
  ["It's about a six.", 6],
  ["I'd put it at a seven", 7],
  ["Pain's a 9 when I move", 9],
  ['I would rate it as a three', 3],
])('"%s" is a pain score of %s', (narrative, score) => {
  expect(painOf(narrative)).toBe(score);
});

it.each([
  "It's a 5 cm lump on his arm",
  "He is a five year old boy and it's a one off",
  "It's a 10 minute walk away",
])('near-miss: "%s" is no pain score', (narrative) => {
  expect(painOf(narrative)).toBeUndefined();
});

it('a renal colic the patient puts "at a nine" is severe pain: ESI 2', () => {
  const item = form(
    'pain in my side',
    "Came on an hour ago, pain in my right loin going down to my groin, can't keep still, I'd put it at a nine.",
    'HR 96 BP 150/90 RR 18 SpO2 98% T 36.8',
    '38',
  );
  expect(analyzeCase(item).scores.esi.level).toBe(2);
});
