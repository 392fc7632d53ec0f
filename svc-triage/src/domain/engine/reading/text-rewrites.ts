import { requiredLiteralSets } from './regex-source';

/**
 * An ordered list of find-and-replace rules applied to a text, each to the result of the one before.
 * Every case runs a few hundred of them over each of its texts, and most find nothing: a rule whose
 * pattern needs literals the text does not hold ("tylenol", "no" … "pulse") is skipped without running it.
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
  /** Sets each of which has a member in every text the pattern matches; none: always run. */
  literalSets: ReadonlyArray<readonly CompiledLiteral[]>;
  caseInsensitive: boolean;
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
    literalSets: requiredLiteralSets(rule.pattern).map((set) =>
      set.map((literal) => ({ text: literal, pairs: pairIndexesOf(literal) })),
    ),
    caseInsensitive: rule.pattern.flags.includes('i'),
  }));
  return (text) => {
    let current: TextIndex = { text, pairs: null };
    let lowercase: TextIndex | null = null;
    for (const rule of compiled) {
      if (rule.literalSets.length) {
        const haystack = rule.caseInsensitive
          ? (lowercase ??= { text: current.text.toLowerCase(), pairs: null })
          : current;
        if (!rule.literalSets.every((set) => set.some((literal) => mayHold(haystack, literal)))) continue;
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
