import {
  compileLiteralSetTable,
  holdsEntry,
  holdsPacked,
  indexText,
  packLiteralSets,
} from '../../src/domain/engine/reading/literal-search';

/**
 * The runs of characters only spare substring searches: whatever the text and the literal, the answer is
 * the one `includes` gives. Texts of every kind of character, literals of two characters and more.
 */
const texts = [
  'central chest pain radiating to the left arm, sweaty. no sob.',
  'Pt 61M collapsed: "not breathing"; sats 88% on 4 L, HR 124 — BP 84/palp',
  'temp 38.5 °C, rigors ++, can’t keep fluids down (vomited x3)',
  'ab',
  '',
];
const literals = [
  'chest pain',
  'chest',
  'pa',
  'no',
  'ab',
  'HR',
  'hr 124',
  'sats 88%',
  '38.5 °C',
  '°C',
  'can’t',
  'x3)',
  'left leg',
  'radiating to the left',
  'breathing"',
  'z',
];

describe('literal search by runs of characters', () => {
  it.each(texts)('a literal is found as includes finds it in %j', (text) => {
    const index = indexText(text);
    for (const literal of literals)
      expect([literal, holdsPacked(index, packLiteralSets([[literal]]))]).toEqual([
        literal,
        text.includes(literal),
      ]);
  });

  it.each(texts)('packed and tabled sets answer as includes does in %j', (text) => {
    const sets = [
      ['left leg', 'chest', 'sats'],
      ['no', '°C'],
    ];
    const expected = sets.every((set) => set.some((literal) => text.includes(literal)));
    expect(holdsPacked(indexText(text), packLiteralSets(sets))).toBe(expected);
    expect(holdsEntry(indexText(text), compileLiteralSetTable([sets]), 0)).toBe(expected);
  });
});
