/**
 * Looking for literals in a text many times over. A text's pairs of adjacent characters are noted once,
 * as a bit per pair; a literal can be in the text only if each of its pairs is, so a few bit checks
 * spare most of the substring searches.
 */

export interface CompiledLiteral {
  text: string;
  /** Its pairs of adjacent characters (see pairsOf). */
  pairs: readonly number[];
}

/** A text being searched, and its pairs once something has asked for them. */
export interface TextIndex {
  text: string;
  /** A bit per pair of character classes. */
  pairs: Uint32Array | null;
}

const CHARACTER_CLASSES = 37;

/** Letters (either case: a pair check may pass wrongly, never fail wrongly), digits, the rest. */
function characterClass(code: number): number {
  if (code >= 97 && code <= 122) return code - 97; // a-z
  if (code >= 65 && code <= 90) return code - 65; // A-Z as a-z
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  return 36;
}

function pairsOf(text: string): Uint32Array {
  const pairs = new Uint32Array(Math.ceil((CHARACTER_CLASSES * CHARACTER_CLASSES) / 32));
  let previous = characterClass(text.charCodeAt(0));
  for (let index = 1; index < text.length; index += 1) {
    const current = characterClass(text.charCodeAt(index));
    const pair = previous * CHARACTER_CLASSES + current;
    pairs[pair >>> 5] = (pairs[pair >>> 5] ?? 0) | (1 << (pair & 31));
    previous = current;
  }
  return pairs;
}

export function compileLiteral(text: string): CompiledLiteral {
  const pairs: number[] = [];
  for (let index = 1; index < text.length; index += 1)
    pairs.push(
      characterClass(text.charCodeAt(index - 1)) * CHARACTER_CLASSES + characterClass(text.charCodeAt(index)),
    );
  return { text, pairs };
}

export function indexText(text: string): TextIndex {
  return { text, pairs: null };
}

export function holdsLiteral(index: TextIndex, literal: CompiledLiteral): boolean {
  index.pairs ??= pairsOf(index.text);
  for (const pair of literal.pairs)
    if (((index.pairs[pair >>> 5] ?? 0) & (1 << (pair & 31))) === 0) return false;
  return index.text.includes(literal.text);
}

export function holdsOneOf(index: TextIndex, literals: readonly CompiledLiteral[]): boolean {
  for (const literal of literals) if (holdsLiteral(index, literal)) return true;
  return false;
}

/** Whether the text holds one literal of each set. */
export function holdsOneOfEach(index: TextIndex, sets: ReadonlyArray<readonly CompiledLiteral[]>): boolean {
  for (const set of sets) if (!holdsOneOf(index, set)) return false;
  return true;
}
