/**
 * Looking for literals in a text many times over. A text's runs of adjacent characters (its pairs and
 * its triples) are noted once, as a bit per run; a literal can be in the text only if each of its runs
 * is, so a few bit checks spare most of the substring searches.
 */

interface CompiledLiteral {
  text: string;
  /** Its runs of adjacent characters (see runsOfLiteral). */
  runs: readonly number[];
  /** One number per distinct literal text, for remembering per text whether it holds the literal. */
  id: number;
}

/** A text being searched, and its runs once something has asked for them. */
export interface TextIndex {
  text: string;
  /** A bit per run of character classes. */
  runs: Uint32Array | null;
  /**
   * Per literal id, once searched for: 1 found, 2 not found. The narrative is asked for the same
   * words ("pain", "chest") by hundreds of phrases; a substring search of it is done once per word.
   */
  searched: Uint8Array | null;
}

const CHARACTER_CLASSES = 37;
const PAIRS = CHARACTER_CLASSES * CHARACTER_CLASSES;
/** Pairs are runs 0 to PAIRS - 1, triples the runs after them. */
const RUNS = PAIRS + PAIRS * CHARACTER_CLASSES;

/** Letters (either case: a run check may pass wrongly, never fail wrongly), digits, the rest. */
function characterClass(code: number): number {
  if (code >= 97 && code <= 122) return code - 97; // a-z
  if (code >= 65 && code <= 90) return code - 65; // A-Z as a-z
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  return 36;
}

/** The classes of the ASCII characters looked up, not worked out: runsOf reads every character of every text. */
const ASCII_CLASSES = Uint8Array.from({ length: 128 }, (_unused, code) => characterClass(code));

function classOf(code: number): number {
  return code < 128 ? (ASCII_CLASSES[code] ?? 36) : 36;
}

function runsOf(text: string): Uint32Array {
  const runs = new Uint32Array(Math.ceil(RUNS / 32));
  let pair = -1;
  let previous = classOf(text.charCodeAt(0));
  for (let index = 1; index < text.length; index += 1) {
    const current = classOf(text.charCodeAt(index));
    if (pair >= 0) {
      const triple = PAIRS + pair * CHARACTER_CLASSES + current;
      runs[triple >>> 5] = (runs[triple >>> 5] ?? 0) | (1 << (triple & 31));
    }
    pair = previous * CHARACTER_CLASSES + current;
    runs[pair >>> 5] = (runs[pair >>> 5] ?? 0) | (1 << (pair & 31));
    previous = current;
  }
  return runs;
}

/**
 * The runs a literal is checked by: its triples, or its pair when it is two characters long. Each of
 * its pairs is within one of its triples, and a triple rules out far more texts than a pair: in a
 * narrative of a few hundred characters most common pairs occur, most triples do not.
 */
function runsOfLiteral(text: string): number[] {
  const classAt = (index: number) => characterClass(text.charCodeAt(index));
  if (text.length === 2) return [classAt(0) * CHARACTER_CLASSES + classAt(1)];
  const runs: number[] = [];
  for (let index = 2; index < text.length; index += 1) {
    const pair = classAt(index - 2) * CHARACTER_CLASSES + classAt(index - 1);
    runs.push(PAIRS + pair * CHARACTER_CLASSES + classAt(index));
  }
  return runs;
}

/** Literal text → its id. */
const literalIds = new Map<string, number>();

function compileLiteral(text: string): CompiledLiteral {
  let id = literalIds.get(text);
  if (id === undefined) {
    id = literalIds.size;
    literalIds.set(text, id);
  }
  return { text, runs: runsOfLiteral(text), id };
}

/**
 * The texts indexed last. A case's text goes through several rewrite lists and most of them change
 * nothing, so the next list is handed the very text the one before indexed: its runs are reused
 * rather than noted again. An index never changes once its runs are noted, so sharing it is safe.
 */
const recentIndexes: TextIndex[] = [];
const RECENT_INDEXES = 4;
let nextIndexSlot = 0;

export function indexText(text: string): TextIndex {
  for (const recent of recentIndexes) if (recent.text === text) return recent;
  const index: TextIndex = { text, runs: null, searched: null };
  recentIndexes[nextIndexSlot] = index;
  nextIndexSlot = (nextIndexSlot + 1) % RECENT_INDEXES;
  return index;
}

/** Whether the text holds the literal, searched for once per text. */
function searchedFor(index: TextIndex, id: number, literal: string): boolean {
  // Sized when first needed: a literal compiled later than that is searched for every time.
  const searched = (index.searched ??= new Uint8Array(literalIds.size));
  const known = searched[id];
  if (known === 1) return true;
  if (known === 2) return false;
  const holds = index.text.includes(literal);
  if (id < searched.length) searched[id] = holds ? 1 : 2;
  return holds;
}

/**
 * A few literal sets packed into one array of numbers: the set count, then per set its literal count,
 * then per literal its place in `literals`, its id, its run count and its runs. A phrase part's sets
 * are asked of the narrative hundreds of times a case; walking one array costs less than nested objects.
 */
export interface PackedLiteralSets {
  codes: Int32Array;
  literals: readonly string[];
}

const NO_SETS: PackedLiteralSets = { codes: Int32Array.of(0), literals: [] };

export function packLiteralSets(sets: ReadonlyArray<readonly string[]>): PackedLiteralSets {
  if (!sets.length) return NO_SETS;
  const codes = [sets.length];
  const literals: string[] = [];
  for (const set of sets) {
    codes.push(set.length);
    for (const text of set) {
      const literal = compileLiteral(text);
      codes.push(literals.length, literal.id, literal.runs.length, ...literal.runs);
      literals.push(text);
    }
  }
  return { codes: Int32Array.from(codes), literals };
}

/** Whether the text holds one literal of each packed set. */
export function holdsPacked(index: TextIndex, packed: PackedLiteralSets): boolean {
  const { codes, literals } = packed;
  let at = 0;
  const setCount = codes[at++] ?? 0;
  if (setCount === 0) return true;
  const bits = (index.runs ??= runsOf(index.text));
  for (let set = 0; set < setCount; set += 1) {
    const literalCount = codes[at++] ?? 0;
    let found = false;
    for (let literal = 0; literal < literalCount; literal += 1) {
      const place = codes[at++] ?? 0;
      const id = codes[at++] ?? 0;
      const runCount = codes[at++] ?? 0;
      const runsEnd = at + runCount;
      if (!found) {
        let runsHeld = true;
        for (; at < runsEnd; at += 1) {
          const run = codes[at] ?? 0;
          if (((bits[run >>> 5] ?? 0) & (1 << (run & 31))) === 0) {
            runsHeld = false;
            break;
          }
        }
        found = runsHeld && searchedFor(index, id, literals[place] ?? '');
      }
      at = runsEnd;
    }
    if (!found) return false;
  }
  return true;
}

/**
 * Many entries' literal sets (a rewrite list's rules), flattened into typed arrays: a list of a hundred
 * rules is asked of every text, and walking arrays of numbers costs a fraction of walking objects.
 * Entry e's sets are setStart[e] up to setStart[e + 1], set s's literals literalStart[s] up to
 * literalStart[s + 1], literal l's runs runStart[l] up to runStart[l + 1].
 */
export interface LiteralSetTable {
  setStart: Int32Array;
  literalStart: Int32Array;
  runStart: Int32Array;
  runs: Int32Array;
  literals: readonly string[];
}

export function compileLiteralSetTable(
  entries: ReadonlyArray<ReadonlyArray<readonly string[]>>,
): LiteralSetTable {
  const setStart = [0];
  const literalStart = [0];
  const runStart = [0];
  const runs: number[] = [];
  const literals: string[] = [];
  for (const sets of entries) {
    for (const set of sets) {
      for (const literal of set) {
        runs.push(...compileLiteral(literal).runs);
        literals.push(literal);
        runStart.push(runs.length);
      }
      literalStart.push(literals.length);
    }
    setStart.push(literalStart.length - 1);
  }
  return {
    setStart: Int32Array.from(setStart),
    literalStart: Int32Array.from(literalStart),
    runStart: Int32Array.from(runStart),
    runs: Int32Array.from(runs),
    literals,
  };
}

/** Whether entry `entry` has no sets. */
export function hasNoSets(table: LiteralSetTable, entry: number): boolean {
  return table.setStart[entry] === table.setStart[entry + 1];
}

/** Whether the text holds one literal of each of the entry's sets. */
export function holdsEntry(index: TextIndex, table: LiteralSetTable, entry: number): boolean {
  const { setStart, literalStart, runStart, runs, literals } = table;
  const bits = (index.runs ??= runsOf(index.text));
  const setEnd = setStart[entry + 1] ?? 0;
  for (let set = setStart[entry] ?? 0; set < setEnd; set += 1) {
    let found = false;
    const literalEnd = literalStart[set + 1] ?? 0;
    for (let literal = literalStart[set] ?? 0; literal < literalEnd && !found; literal += 1) {
      const runEnd = runStart[literal + 1] ?? 0;
      let at = runStart[literal] ?? 0;
      for (; at < runEnd; at += 1) {
        const run = runs[at] ?? 0;
        if (((bits[run >>> 5] ?? 0) & (1 << (run & 31))) === 0) break;
      }
      found = at === runEnd && index.text.includes(literals[literal] ?? '');
    }
    if (!found) return false;
  }
  return true;
}
