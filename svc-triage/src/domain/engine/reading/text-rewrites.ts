/**
 * An ordered list of find-and-replace rules applied to a text, each to the result of the one before.
 * Every case runs a few hundred of them over each of its texts, and most find nothing: a rule whose
 * pattern needs a literal the text does not hold ("tylenol", "can't") is skipped without running it.
 */
export interface TextRewrite {
  pattern: RegExp;
  replacement: string | ((match: string, ...rest: unknown[]) => string);
}

interface CompiledLiteral {
  text: string;
  /** Its pairs of adjacent characters (see pairsOf). */
  pairs: readonly number[];
}

interface CompiledRewrite extends TextRewrite {
  /** One of these is in every text the pattern matches (lowercase for an `i` pattern); null: always run. */
  literals: readonly CompiledLiteral[] | null;
  caseInsensitive: boolean;
}

const ASSERTION_OPENERS = ['(?<!', '(?<=', '(?!', '(?='];
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
const METACHARACTERS = new Set(['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']);
const MINIMUM_LITERAL = 2;

/** The index of the `)` closing the group that opens `source`, or -1. */
function groupEnd(source: string): number {
  let depth = 0;
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (inClass) inClass = character !== ']';
    else if (character === '[') inClass = true;
    else if (character === '(') depth += 1;
    else if (character === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The source's alternatives at its top level: split at `|` outside groups and classes. */
function topLevelAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (inClass) inClass = character !== ']';
    else if (character === '[') inClass = true;
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === '|' && depth === 0) {
      alternatives.push(source.slice(start, index));
      start = index + 1;
    }
  }
  alternatives.push(source.slice(start));
  return alternatives;
}

/** Drops the zero-width assertions an alternative opens with: `\b`, `^`, lookarounds. */
function withoutLeadingAssertions(alternative: string): string {
  let rest = alternative;
  for (;;) {
    if (rest.startsWith('\\b')) rest = rest.slice(2);
    else if (rest.startsWith('^')) rest = rest.slice(1);
    else if (ASSERTION_OPENERS.some((opener) => rest.startsWith(opener))) {
      const end = groupEnd(rest);
      if (end < 0) return rest;
      rest = rest.slice(end + 1);
    } else return rest;
  }
}

/** The literal an alternative begins with, or null when it does not begin with one long enough. */
function leadingLiterals(alternative: string): string[] | null {
  const rest = withoutLeadingAssertions(alternative);
  if (rest.startsWith('(')) {
    const end = groupEnd(rest);
    const quantifier = rest[end + 1];
    if (end < 0 || quantifier === '?' || quantifier === '*' || quantifier === '{') return null;
    if (rest.startsWith('(?') && !rest.startsWith('(?:')) return null;
    return literalsOfSource(rest.slice(rest.startsWith('(?:') ? 3 : 1, end));
  }
  let literal = '';
  let index = 0;
  for (; index < rest.length; index += 1) {
    const character = rest[index] ?? '';
    if (character === '\\') {
      const escaped = rest[index + 1] ?? '';
      if (!LITERAL_ESCAPES.has(escaped)) break;
      literal += escaped;
      index += 1;
    } else if (METACHARACTERS.has(character)) break;
    else literal += character;
  }
  // A quantifier that allows none takes the last character back: 'ears?' needs only "ear".
  const next = rest[index];
  if (next === '?' || next === '*' || next === '{') literal = literal.slice(0, -1);
  return literal.length >= MINIMUM_LITERAL ? [literal] : null;
}

function literalsOfSource(source: string): string[] | null {
  const literals: string[] = [];
  for (const alternative of topLevelAlternatives(source)) {
    const found = leadingLiterals(alternative);
    if (!found) return null;
    literals.push(...found);
  }
  return literals;
}

/**
 * Literals one of which every text the pattern matches must contain, lowercased for an `i` pattern;
 * null when the pattern's source is not read with certainty (then the rule always runs).
 */
export function requiredLiterals(pattern: RegExp): string[] | null {
  const literals = literalsOfSource(pattern.source);
  if (!literals) return null;
  return pattern.flags.includes('i') ? literals.map((literal) => literal.toLowerCase()) : literals;
}

/**
 * Which pairs of adjacent characters a text holds, as a bit per pair. A literal can be in the text
 * only if each of its pairs is: checking a few bits spares most of the substring searches.
 */
const CHARACTER_CLASSES = 37;

/** Letters (either case: a pair check may pass wrongly, never fail wrongly), digits, the rest. */
function characterClass(code: number): number {
  if (code >= 97 && code <= 122) return code - 97; // a-z
  if (code >= 65 && code <= 90) return code - 65; // A-Z as a-z
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  return 36;
}

function pairsOf(text: string): Uint8Array {
  const pairs = new Uint8Array(CHARACTER_CLASSES * CHARACTER_CLASSES);
  let previous = characterClass(text.charCodeAt(0));
  for (let index = 1; index < text.length; index += 1) {
    const current = characterClass(text.charCodeAt(index));
    pairs[previous * CHARACTER_CLASSES + current] = 1;
    previous = current;
  }
  return pairs;
}

function pairIndexesOf(literal: string): number[] {
  const indexes: number[] = [];
  for (let index = 1; index < literal.length; index += 1)
    indexes.push(
      characterClass(literal.charCodeAt(index - 1)) * CHARACTER_CLASSES +
        characterClass(literal.charCodeAt(index)),
    );
  return indexes;
}

interface TextIndex {
  text: string;
  pairs: Uint8Array | null;
}

function mayHold(index: TextIndex, literal: CompiledLiteral): boolean {
  index.pairs ??= pairsOf(index.text);
  const { pairs } = index;
  return literal.pairs.every((pair) => pairs[pair] === 1) && index.text.includes(literal.text);
}

/** The rules as one function over a text, skipping the rules that cannot match it. */
export function compileRewrites(rules: readonly TextRewrite[]): (text: string) => string {
  const compiled: CompiledRewrite[] = rules.map((rule) => ({
    ...rule,
    literals:
      requiredLiterals(rule.pattern)?.map((literal) => ({ text: literal, pairs: pairIndexesOf(literal) })) ??
      null,
    caseInsensitive: rule.pattern.flags.includes('i'),
  }));
  return (text) => {
    let current: TextIndex = { text, pairs: null };
    let lowercase: TextIndex | null = null;
    for (const rule of compiled) {
      if (rule.literals) {
        const haystack = rule.caseInsensitive
          ? (lowercase ??= { text: current.text.toLowerCase(), pairs: null })
          : current;
        if (!rule.literals.some((literal) => mayHold(haystack, literal))) continue;
      }
      const next = current.text.replace(rule.pattern, rule.replacement as string);
      if (next !== current.text) {
        current = { text: next, pairs: null };
        lowercase = null;
      }
    }
    return current.text;
  };
}
