import { reportedAnalytes, type ReportedAnalyte, type ReportedName } from '../lab-analytes';
import { canonicalCharacter, firstCharacters } from './first-characters';
import { wordedResultAhead } from './qualitative-result';

export interface NameMatch {
  analyte: ReportedAnalyte;
  start: number;
  end: number;
  /** A short name ("K", "Na", "Ca") needs a unit, range or flag next to its value to count. */
  short: boolean;
}

export interface CompiledName {
  analyte: ReportedAnalyte;
  pattern: RegExp;
  short: boolean;
  /** The characters a match can start with (canonical forms); undefined: any. */
  first: ReadonlySet<string> | undefined;
}

// A name ends where a word ends, and is not the first half of a ratio ("BUN/Creatinine", "LDL/HDL").
const nameEnd = '(?![a-z0-9])(?!\\s*\\/)';

const compile = (analyte: ReportedAnalyte, source: string, short: boolean): CompiledName => ({
  analyte,
  pattern: new RegExp(`(?:${source})${nameEnd}`, 'iy'),
  short,
  first: firstCharacters(source),
});

/** A name that counts only before a worded result gets the lookahead for the words a result is written in. */
const sourceOf = (name: ReportedName): string =>
  typeof name === 'string' ? name : `${name.beforeWordedResult}${wordedResultAhead}`;

const compiledNames: CompiledName[] = reportedAnalytes.flatMap((analyte) => [
  ...analyte.names.map((name) => compile(analyte, sourceOf(name), false)),
  ...(analyte.shortNames ?? []).map((source) => compile(analyte, source, true)),
]);

// First, so that under a urine heading "Ketones" is urine ketones: of two names of one length, the first wins.
const compiledNamesInUrine: CompiledName[] = [
  ...reportedAnalytes.flatMap((analyte) =>
    (analyte.urineSectionNames ?? []).map((source) => compile(analyte, source, false)),
  ),
  ...compiledNames,
];

/**
 * The names worth trying at a character: those that can start with it, in the list's order (the order
 * decides between names of one length). Trying all ~250 expressions at every word of a report was most
 * of a 10-page report's reading time; the few a character can start are the same answer.
 */
function byFirstCharacter(candidates: CompiledName[]): (character: string) => CompiledName[] {
  const anyStart = candidates.filter(({ first }) => first === undefined);
  const keys = new Set(candidates.flatMap(({ first }) => [...(first ?? [])]));
  const index = new Map(
    [...keys].map((key) => [key, candidates.filter(({ first }) => first === undefined || first.has(key))]),
  );
  return (character) => index.get(canonicalCharacter(character)) ?? anyStart;
}

const namesStartingWith = byFirstCharacter(compiledNames);
const namesInUrineStartingWith = byFirstCharacter(compiledNamesInUrine);

/** Every name of the catalogue in the order they are tried (with or without a urine heading above). */
export function allNameCandidates(inUrineSection: boolean): readonly CompiledName[] {
  return inUrineSection ? compiledNamesInUrine : compiledNames;
}

/** The names tried where the text's character is `character`. */
export function nameCandidatesAt(character: string, inUrineSection: boolean): readonly CompiledName[] {
  return (inUrineSection ? namesInUrineStartingWith : namesStartingWith)(character);
}

const valueFollows = /\s*[:=]?\s*(?:[<>≤≥]=?\s*)?\d/y;

/**
 * Every analyte name in one line of report text, left to right, the longest name at each position.
 * `inUrineSection`: the line stands under a urine heading (see urine-section.ts).
 */
export function findAnalyteNames(line: string, inUrineSection = false): NameMatch[] {
  const matches: NameMatch[] = [];
  let index = 0;
  while (index < line.length) {
    const best = isWordStart(line, index)
      ? longestNameAt(line, index, nameCandidatesAt(line[index] ?? '', inUrineSection))
      : undefined;
    if (best) {
      const previous = matches.at(-1);
      // "SGPT (ALT)", "Hemoglobin (Hb)": the second name restates the first.
      const restated =
        previous?.analyte === best.analyte && /^\s*[([]\s*$/.test(line.slice(previous.end, index));
      if (previous && restated) previous.end = closingAfter(line, best.end);
      else matches.push(best);
      index = best.end;
    } else {
      index += 1;
    }
  }
  return matches;
}

/** The longest of `candidates` matching at `index` (of two of one length, the first). */
export function longestNameAt(
  line: string,
  index: number,
  candidates: readonly CompiledName[],
): NameMatch | undefined {
  let best: NameMatch | undefined;
  for (const { analyte, pattern, short } of candidates) {
    pattern.lastIndex = index;
    const match = pattern.exec(line);
    if (!match || (best && match[0].length <= best.end - best.start)) continue;
    const end = index + match[0].length;
    if (short && !startsCell(line, index) && !followedByValue(line, end)) continue;
    best = { analyte, start: index, end, short };
  }
  return best;
}

function closingAfter(line: string, index: number): number {
  const closing = /\s*[)\]]/y;
  closing.lastIndex = index;
  return closing.exec(line) ? closing.lastIndex : index;
}

function isWordStart(line: string, index: number): boolean {
  const previous = line[index - 1];
  return previous === undefined || !/[a-z0-9/µμ^-]/i.test(previous);
}

/** At the start of the line or of a table cell (after a tab, two spaces or a bar). */
function startsCell(line: string, index: number): boolean {
  const before = line.slice(0, index);
  return /^\s*$/.test(before) || /(?:\t| {2,}|\|)\s*$/.test(before);
}

function followedByValue(line: string, index: number): boolean {
  valueFollows.lastIndex = index;
  return valueFollows.test(line);
}
