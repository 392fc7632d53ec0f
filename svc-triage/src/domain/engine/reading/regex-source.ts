/**
 * Reading a regular expression's source for the literals every text it matches must contain. The engine
 * asks each case's few texts thousands of patterns, and most cannot match: a pattern whose literals are
 * not all in the text is skipped without running it.
 */

/**
 * Literal sets, each of which has a member in every text the pattern matches: [['no', 'not'],
 * ['pulse']] for /\b(?:no|not) palpable pulse/. Empty when nothing is required with certainty.
 */
export type LiteralSets = ReadonlyArray<readonly string[]>;

const MINIMUM_LITERAL = 2;
/** A few sets say enough: each further set costs a search and rarely rules out more. */
const MAXIMUM_SETS = 4;
const LITERAL_ESCAPES = new Set([
  '.',
  '/',
  '-',
  "'",
  '"',
  '(',
  ')',
  '+',
  '?',
  '*',
  '[',
  ']',
  '{',
  '}',
  '|',
  '\\',
  ' ',
]);
const ZERO_WIDTH_ESCAPES = new Set(['b', 'B']);

/**
 * Visits the source's characters outside escapes and character classes, each with the depth of groups
 * open after it; stops at the first index the visitor returns true for, and returns it (or -1).
 */
function findStructural(source: string, visit: (character: string, depth: number) => boolean): number {
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index] ?? '';
    if (character === '\\') index += 1;
    else if (inClass) inClass = character !== ']';
    else if (character === '[') inClass = true;
    else {
      if (character === '(') depth += 1;
      else if (character === ')') depth -= 1;
      if (visit(character, depth)) return index;
    }
  }
  return -1;
}

/** The index of the `)` closing the group that opens `source`, or -1. */
export function groupEnd(source: string): number {
  return findStructural(source, (character, depth) => character === ')' && depth === 0);
}

/** The source's alternatives at its top level: split at `|` outside groups and classes. */
export function topLevelAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let start = 0;
  let rest = source;
  for (;;) {
    const bar = findStructural(rest, (character, depth) => character === '|' && depth === 0);
    if (bar < 0) break;
    alternatives.push(source.slice(start, start + bar));
    start += bar + 1;
    rest = source.slice(start);
  }
  alternatives.push(source.slice(start));
  return alternatives;
}

/** One element of a sequence: a literal character, a group, or anything else that consumes text. */
type Atom =
  | { kind: 'literal'; character: string }
  | { kind: 'group'; content: string; assertion: 'none' | 'positive' | 'negative' }
  | { kind: 'zeroWidth' }
  | { kind: 'other' };

function readAtom(source: string, index: number): { atom: Atom; end: number } {
  const character = source[index] ?? '';
  if (character === '\\') {
    const escaped = source[index + 1] ?? '';
    if (LITERAL_ESCAPES.has(escaped))
      return { atom: { kind: 'literal', character: escaped }, end: index + 2 };
    if (ZERO_WIDTH_ESCAPES.has(escaped)) return { atom: { kind: 'zeroWidth' }, end: index + 2 };
    // \u00e9, \u{1F600}, \x41, \p{L}, \k<name>, \cJ: one character or class, however long its spelling.
    const spelled =
      /^\\(?:u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[pP]\{[^}]*\}|k<[^>]*>|c[A-Za-z])/.exec(
        source.slice(index),
      );
    return { atom: { kind: 'other' }, end: index + (spelled?.[0].length ?? 2) };
  }
  if (character === '[') {
    let end = index + 1;
    while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
    return { atom: { kind: 'other' }, end: end + 1 };
  }
  if (character === '(') {
    const close = index + groupEnd(source.slice(index));
    const group = source.slice(index + 1, close);
    const opener = /^\?(?:<?[=!]|:|<[A-Za-z]\w*>)?/.exec(group)?.[0] ?? '';
    const assertion = /^\?<?=/.test(opener) ? 'positive' : /^\?<?!/.test(opener) ? 'negative' : 'none';
    return { atom: { kind: 'group', content: group.slice(opener.length), assertion }, end: close + 1 };
  }
  if (character === '^' || character === '$') return { atom: { kind: 'zeroWidth' }, end: index + 1 };
  if (character === '.') return { atom: { kind: 'other' }, end: index + 1 };
  return { atom: { kind: 'literal', character }, end: index + 1 };
}

/** The quantifier after an atom and the fewest times it lets the atom occur (1 without one). */
function readQuantifier(
  source: string,
  index: number,
): { minimum: number; end: number; quantified: boolean } {
  const character = source[index];
  let minimum = 1;
  let end = index;
  if (character === '?' || character === '*') [minimum, end] = [0, index + 1];
  else if (character === '+') end = index + 1;
  else if (character === '{') {
    const braces = /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(index));
    if (braces) [minimum, end] = [Number(braces[1]), index + braces[0].length];
  }
  if (end > index && source[end] === '?') end += 1; // lazy
  return { minimum, end, quantified: end > index };
}

/** The length of a set's shortest literal: the longer, the rarer the set is in a text. */
export function shortestLength(set: readonly string[]): number {
  return Math.min(...set.map((literal) => literal.length));
}

/** The most telling set: the one whose shortest literal is longest. */
function mostSelective(sets: LiteralSets): readonly string[] | undefined {
  return [...sets].sort((a, b) => shortestLength(b) - shortestLength(a))[0];
}

function setsOfSequence(sequence: string): string[][] {
  const sets: string[][] = [];
  let run = '';
  const endRun = () => {
    if (run.length >= MINIMUM_LITERAL) sets.push([run]);
    run = '';
  };
  for (let index = 0; index < sequence.length;) {
    const { atom, end } = readAtom(sequence, index);
    const quantifier = readQuantifier(sequence, end);
    index = quantifier.end;
    if (atom.kind === 'zeroWidth') continue;
    if (atom.kind === 'literal') {
      if (quantifier.minimum === 0) endRun();
      else {
        run += atom.character;
        // 'a+' is one "a" at least, then perhaps more: what follows is not next to it for certain.
        if (quantifier.quantified) endRun();
      }
      continue;
    }
    if (atom.kind === 'group' && atom.assertion === 'negative') continue;
    // A lookaround's text is in the text too, but what follows it in the pattern is not next to the run.
    endRun();
    if (atom.kind === 'group' && (atom.assertion === 'positive' || quantifier.minimum > 0))
      sets.push(...setsOfSource(atom.content).map((set) => [...set]));
  }
  endRun();
  return sets;
}

function setsOfSource(source: string): LiteralSets {
  const alternatives = topLevelAlternatives(source);
  if (alternatives.length === 1) return setsOfSequence(source);
  // Any alternative may be the one that matched: one set of each, together, is what is certain.
  const union: string[] = [];
  for (const alternative of alternatives) {
    const chosen = mostSelective(setsOfSequence(alternative));
    if (!chosen) return [];
    union.push(...chosen);
  }
  return [union];
}

/** The literal sets of a pattern, lowercased for an `i` pattern, the most telling first. */
export function requiredLiteralSets(pattern: { source: string; flags: string }): LiteralSets {
  const caseInsensitive = pattern.flags.includes('i');
  const sets = setsOfSource(pattern.source).map((set) => [
    ...new Set(caseInsensitive ? set.map((literal) => literal.toLowerCase()) : set),
  ]);
  return sets
    .sort((a, b) => shortestLength(b) - shortestLength(a) || a.length - b.length)
    .slice(0, MAXIMUM_SETS);
}
