import {
  allNameCandidates,
  longestNameAt,
  nameCandidatesAt,
} from '../../src/domain/blood-report/find-analyte-names';
import { canonicalCharacter, firstCharacters } from '../../src/domain/blood-report/first-characters';

const sorted = (characters: ReadonlySet<string> | undefined) =>
  characters === undefined ? undefined : [...characters].sort();

describe('the first characters of a name', () => {
  it.each([
    ['ha?emoglobin', ['H']],
    ['(?:serum |s\\. ?)?sodium', ['S']],
    ['(?:inorganic |serum )?phosph(?:ate|orus)', ['I', 'P', 'S']],
    ['[ck]reat', ['C', 'K']],
    ['[a-c]x', ['A', 'B', 'C']],
    ['(?:beta|β)[- ]?hydroxybutyrate', ['B', 'Β']],
    ['(?=\\s*x)y', ['Y']],
    ['(?<![a-z])na\\+?', ['N']],
    ['\\d+ mg', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['\\(sgpt\\)|alt', ['(', 'A']],
    ['x{0,2}y', ['X', 'Y']],
    ['\\bca(?!\\s?-?\\s?(?:19|125))', ['C']],
  ])('%s starts with %j', (source, expected) => {
    expect(sorted(firstCharacters(source))).toEqual(expected);
  });

  it.each([
    ['a?b?', 'it may match nothing'],
    ['\\s*ketones', 'a space may come first'],
    ['[^a]bc', 'a negated class'],
    ['.x', 'any character'],
    ['\\u00e9t', 'an escape it does not read'],
    ['[\\s]x', 'a class with an escape it does not read'],
    ['(?<name>x)', 'a named group'],
    ['(?:x', 'an unclosed group'],
    ['x)', 'an unbalanced parenthesis'],
  ])('%s may start anywhere (%s)', (source) => {
    expect(firstCharacters(source)).toBeUndefined();
  });

  it('compares characters as a case-insensitive expression does', () => {
    // /β/i matches ϐ (both upper-case to Β); /k/i does not match the Kelvin sign, nor /s/i the long s.
    expect(canonicalCharacter('ϐ')).toBe(canonicalCharacter('β'));
    expect(canonicalCharacter('\u212a')).not.toBe(canonicalCharacter('k'));
    expect(canonicalCharacter('ſ')).not.toBe(canonicalCharacter('s'));
    expect(canonicalCharacter('a')).toBe(canonicalCharacter('A'));
  });
});

/** A seeded generator, so a failure names a line that can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A string the source may match, chosen at random: alternatives, optional parts and class members picked
 * by `next`, lookarounds left out (so some samples do not match, which the tests allow).
 */
function sampleOf(source: string, next: () => number): string {
  let index = 0;
  const alternation = (): string => {
    const branches = [sequence()];
    while (source[index] === '|') {
      index += 1;
      branches.push(sequence());
    }
    return branches[Math.floor(next() * branches.length)] ?? '';
  };
  const sequence = (): string => {
    let text = '';
    while (index < source.length && source[index] !== '|' && source[index] !== ')') {
      const atom = atomText();
      const quantifier = source[index];
      if (quantifier === '?' || quantifier === '*') {
        index += 1;
        if (next() < 0.5) text += atom;
      } else if (quantifier === '+') {
        index += 1;
        text += atom;
      } else if (quantifier === '{') {
        const closing = source.indexOf('}', index);
        const [low = 0, high = low] = source
          .slice(index + 1, closing)
          .split(',')
          .map((bound) => Number(bound || '3'));
        index = closing + 1;
        text += atom.repeat(low + Math.floor(next() * (high - low + 1)));
      } else text += atom;
    }
    return text;
  };
  const escaped = (character: string) =>
    ({ s: ' ', d: '7', w: 'x', t: '\t', n: '\n' })[character] ?? character;
  const atomText = (): string => {
    const character = source[index++] ?? '';
    if (character === '\\') return escaped(source[index++] ?? '');
    if (character === '[') {
      const members: string[] = [];
      while (source[index] !== ']') {
        const member = source[index++] ?? '';
        members.push(member === '\\' ? escaped(source[index++] ?? '') : member);
      }
      index += 1;
      return members.filter((member) => member !== '^')[Math.floor(next() * members.length)] ?? '';
    }
    if (character !== '(') return character;
    const lookaround = /^\?<?[=!]/.test(source.slice(index, index + 3));
    index += source.startsWith('?:', index) ? 2 : lookaround ? (source[index + 1] === '<' ? 3 : 2) : 0;
    const inner = alternation();
    index += 1;
    return lookaround ? '' : inner;
  };
  return alternation();
}

/** Lines made of the catalogue's own words and pieces, in random case, with what separates them in reports. */
function reportLikeLines(count: number): string[] {
  const sources = [...allNameCandidates(true)].map(({ pattern }) => pattern.source);
  const words = [...new Set(sources.flatMap((source) => source.match(/[a-zβ0-9]+/gi) ?? []))];
  const separators = [' ', ' ', '  ', '\t', '-', '.', '. ', '/', ' (', ')', ', ', ': ', '+', '', '|'];
  const extras = ['ϐ', 'β', 'µ', 'ſ', '\u212a', 'İ', '5.1', '135-145', 'mmol/L', 'positive', 'trace', '2+'];
  const next = random(20261124);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const recase = (word: string) =>
    [...word].map((character) => (next() < 0.3 ? character.toUpperCase() : character)).join('');
  const samples = sources.map((source) => source.replace(/\(\?!\[a-z0-9\]\)\(\?!\\s\*\\\/\)$/, ''));
  return Array.from({ length: count }, () => {
    let line = '';
    if (next() < 0.5) return `${recase(sampleOf(pick(samples), next))}${pick(separators)}${pick(extras)}`;
    const parts = 2 + Math.floor(next() * 6);
    for (let part = 0; part < parts; part += 1)
      line += (next() < 0.15 ? pick(extras) : recase(pick(words))) + pick(separators);
    return line;
  });
}

describe('the index of names by first character', () => {
  const lines = reportLikeLines(4000);

  it.each([false, true])(
    'finds at every position what trying every name finds (urine section: %s)',
    (urine) => {
      const all = allNameCandidates(urine);
      const differences: string[] = [];
      for (const line of lines) {
        for (let index = 0; index < line.length; index += 1) {
          const everyName = longestNameAt(line, index, all);
          const indexed = longestNameAt(line, index, nameCandidatesAt(line[index] ?? '', urine));
          if (JSON.stringify(everyName) !== JSON.stringify(indexed))
            differences.push(`${JSON.stringify(line)} at ${index}`);
        }
      }
      expect(differences.slice(0, 5)).toEqual([]);
    },
  );

  it('never leaves out a name that matches where it starts', () => {
    const missed: string[] = [];
    const matched = new Set<RegExp>();
    const candidates = allNameCandidates(true);
    for (const candidate of candidates) {
      for (const line of lines) {
        for (let index = 0; index < line.length; index += 1) {
          candidate.pattern.lastIndex = index;
          if (!candidate.pattern.test(line)) continue;
          matched.add(candidate.pattern);
          if (candidate.first && !candidate.first.has(canonicalCharacter(line[index] ?? '')))
            missed.push(`${candidate.pattern.source} in ${JSON.stringify(line)} at ${index}`);
        }
      }
    }
    expect(missed.slice(0, 5)).toEqual([]);
    // The lines must reach a good share of the catalogue for these comparisons to mean anything.
    expect(matched.size).toBeGreaterThan(candidates.length * 0.66);
  });
});
