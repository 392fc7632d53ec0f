/**
 * The characters a case-insensitive regular expression (flags `iy`, no `u`) can start a match with, read
 * from its source, so that a name need only be tried where the text's character could begin it. The
 * reading is conservative: an atom it does not read exactly (`.`, `\s`, a negated class, `\u`, `\p`, a
 * back-reference) may start with any character, and a source it cannot parse answers `undefined`,
 * meaning "any character": the name is then always tried.
 */
export function firstCharacters(source: string): ReadonlySet<string> | undefined {
  try {
    const reader = new SourceReader(source);
    const pattern = reader.alternation();
    if (!reader.atEnd()) return undefined;
    // A source that can match nothing at all may match anywhere.
    return pattern.nullable || pattern.first === any ? undefined : pattern.first;
  } catch {
    return undefined;
  }
}

/**
 * How a case-insensitive, non-Unicode expression compares characters (ECMAScript's Canonicalize): two
 * characters match when their canonical forms are equal. Keys of the index are canonical forms.
 */
export function canonicalCharacter(character: string): string {
  const upper = character.toUpperCase();
  if (upper.length !== 1) return character;
  if (character.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return character;
  return upper;
}

const any = Symbol('any character');
type First = Set<string> | typeof any;

interface Node {
  first: First;
  /** Matches the empty string (so what follows it may be the first character). */
  nullable: boolean;
}

class Unsupported extends Error {}

const zeroWidth: Node = { first: new Set(), nullable: true };
/** One character of a kind not listed (`.`, `\s`, `\D`, a negated class). */
const anything: Node = { first: any, nullable: false };
/** An escape not read (`\u`, `\x`, `\p`, `\k`, a back-reference): any start, possibly empty. */
const unknown: Node = { first: any, nullable: true };
const digits = '0123456789';
const wordCharacters = `abcdefghijklmnopqrstuvwxyz${digits}_`;
/** Escapes that stand for one ordinary character. */
const controlEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

function union(a: First, b: First): First {
  if (a === any || b === any) return any;
  return new Set([...a, ...b]);
}

/** One node matching any of the UTF-16 code units in `text` (a non-Unicode expression reads code units). */
function characters(text: string): Node {
  return { first: new Set(text.split('').map(canonicalCharacter)), nullable: false };
}

class SourceReader {
  private index = 0;

  constructor(private readonly source: string) {}

  atEnd(): boolean {
    return this.index >= this.source.length;
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private next(): string {
    const character = this.source[this.index];
    if (character === undefined) throw new Unsupported();
    this.index += 1;
    return character;
  }

  /** `a|b|c` up to a closing parenthesis or the end. */
  alternation(): Node {
    let result = this.sequence();
    while (this.peek() === '|') {
      this.index += 1;
      const branch = this.sequence();
      result = { first: union(result.first, branch.first), nullable: result.nullable || branch.nullable };
    }
    return result;
  }

  private sequence(): Node {
    let first: First = new Set();
    let nullable = true;
    while (!this.atEnd() && this.peek() !== '|' && this.peek() !== ')') {
      const term = this.term();
      if (nullable) first = union(first, term.first);
      nullable = nullable && term.nullable;
    }
    return { first, nullable };
  }

  private term(): Node {
    const atom = this.atom();
    const quantifier = this.peek();
    if (quantifier === '?' || quantifier === '*') {
      this.index += 1;
      this.skipLazy();
      return { first: atom.first, nullable: true };
    }
    if (quantifier === '+') {
      this.index += 1;
      this.skipLazy();
      return atom;
    }
    if (quantifier === '{') {
      const braces = /\{(\d+)(?:,\d*)?\}/y;
      braces.lastIndex = this.index;
      const match = braces.exec(this.source);
      if (!match) throw new Unsupported();
      this.index = braces.lastIndex;
      this.skipLazy();
      return { first: atom.first, nullable: atom.nullable || Number(match[1]) === 0 };
    }
    return atom;
  }

  private skipLazy(): void {
    if (this.peek() === '?') this.index += 1;
  }

  private atom(): Node {
    const character = this.next();
    switch (character) {
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape();
      case '^':
      case '$':
        return zeroWidth;
      case '.':
        return anything;
      case '*':
      case '+':
      case '?':
      case '{':
      case ')':
      case ']':
      case '}':
      case '|':
        throw new Unsupported();
      default:
        return characters(character);
    }
  }

  private group(): Node {
    let lookaround = false;
    if (this.source.startsWith('?:', this.index)) this.index += 2;
    else if (/^\?<?[=!]/.test(this.source.slice(this.index, this.index + 3))) {
      lookaround = true;
      this.index += this.source[this.index + 1] === '<' ? 3 : 2;
    } else if (this.peek() === '?') throw new Unsupported(); // named groups and the like
    const inner = this.alternation();
    if (this.next() !== ')') throw new Unsupported();
    // A lookaround consumes nothing: the character at the start belongs to what follows it.
    return lookaround ? zeroWidth : inner;
  }

  private escape(): Node {
    const character = this.next();
    if (character === 'b' || character === 'B') return zeroWidth;
    if (character === 'd') return characters(digits);
    if (character === 'w') return characters(wordCharacters);
    const control = controlEscapes[character];
    if (control) return characters(control);
    if ('sSDW'.includes(character)) return anything;
    // \u, \x, \c, \p, \k, back-references: not read.
    if (/[a-z0-9]/i.test(character)) return this.skipEscapeBody(character);
    return characters(character);
  }

  /** Steps over what an unread escape spells (`\u00e9`, `\x41`, `\p{L}`, `\k<name>`, `\12`). */
  private skipEscapeBody(character: string): Node {
    const bodies: Record<string, RegExp> = {
      u: /[0-9a-f]{4}|\{[0-9a-f]+\}/iy,
      x: /[0-9a-f]{2}/iy,
      c: /[a-z]/iy,
      p: /\{[^}]*\}/y,
      P: /\{[^}]*\}/y,
      k: /<[^>]*>/y,
    };
    const body = bodies[character] ?? /\d*/y;
    body.lastIndex = this.index;
    if (body.exec(this.source)) this.index = body.lastIndex;
    return unknown;
  }

  private characterClass(): Node {
    if (this.peek() === '^') {
      this.skipClass();
      return anything;
    }
    const members = new Set<string>();
    let previous: string | undefined;
    while (this.peek() !== ']') {
      let character = this.next();
      if (character === '\\') {
        const escaped = this.next();
        if (escaped === 'd' || escaped === 'w') {
          for (const member of escaped === 'd' ? digits : wordCharacters) members.add(member);
          previous = undefined;
          continue;
        }
        character = controlEscapes[escaped] ?? escaped;
        if (/[a-z0-9]/i.test(escaped) && !controlEscapes[escaped]) {
          // \s, \b (a backspace here), \u..., \p{...}: the class may hold any character.
          this.skipClass();
          return anything;
        }
      } else if (character === '-' && previous !== undefined && this.peek() !== ']') {
        let last = this.next();
        if (last === '\\') {
          last = this.next();
          if (/[a-z0-9]/i.test(last)) {
            this.skipClass();
            return anything;
          }
        }
        const from = previous.charCodeAt(0);
        const to = last.charCodeAt(0);
        if (to < from || to - from > 512) throw new Unsupported();
        for (let code = from; code <= to; code += 1) members.add(String.fromCharCode(code));
        previous = undefined;
        continue;
      }
      members.add(character);
      previous = character;
    }
    this.index += 1;
    return characters([...members].join(''));
  }

  /** Steps past the class being read, to its closing bracket. */
  private skipClass(): void {
    while (this.peek() !== ']') if (this.next() === '\\') this.next();
    this.index += 1;
  }
}
