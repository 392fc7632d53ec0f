import { analyzeCase } from '../../src/domain/engine';
import { caseFormMaker, factsOf, presentationIds } from './support/case-forms';

/**
 * The belly told without its name: "pain started middle, now lower right side" is the journey of an
 * appendicitis, and "pain in my lower right side" is the abdomen's right lower quadrant, not the back's.
 * And a woman who says she "can't be pregnant" has ruled a pregnancy out; she is not pregnant and unable
 * to do something, so her belly pain is not an ectopic pregnancy.
 */
const man = caseFormMaker({ patientAge: '45', gender: 'male' });
const woman = caseFormMaker({ patientAge: '38', gender: 'female' });

it('"food poisoning" with pain that started in the middle and is now lower right is abdominal pain, ESI 3', () => {
  const item = man(
    'food poisoning',
    'Ate street food on holiday. Pain started middle now lower right side, worse walking, sick, not eating.',
    'T 37.9',
  );
  expect(presentationIds(item)).toContain('abdominal-pain');
  expect(analyzeCase(item).esi).toBe(3);
});

it('"pain in my lower right side" is abdominal pain; "lower right side of my back" is not', () => {
  expect(presentationIds(man('pain', 'Pain in my lower right side since last night.'))).toContain(
    'abdominal-pain',
  );
  expect(presentationIds(man('sore', 'Pain in my lower right side of my back.'))).not.toContain(
    'abdominal-pain',
  );
});

describe('a pregnancy ruled out', () => {
  it('"I can\'t be pregnant, my partner had the snip" is not pregnant, and her belly pain no ectopic', () => {
    const item = woman(
      "Pain in my belly that's moved down to the right",
      "Dull pain around my belly button since last night, this morning it's moved down low on the right side. I can't be pregnant, my partner had the snip.",
      'Temperature 38.0',
    );
    expect(factsOf(item).pregnancy.possiblyPregnant).toBe(false);
    expect(presentationIds(item)).not.toContain('early-pregnancy-issue');
    expect(analyzeCase(item).esi).toBe(3);
  });

  it('near-miss: "I think I might be pregnant" still may be', () => {
    expect(factsOf(woman('tummy pain', 'I think I might be pregnant.')).pregnancy.possiblyPregnant).toBe(
      true,
    );
  });
});
