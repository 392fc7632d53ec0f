import type { LabUnit } from '../lab-analytes';
import { readUnitAt } from './lab-units';

/** A number as written in the report and as a value; "12,400" and "9,8" are both understood. */
export interface ReportedNumber {
  text: string;
  value: number;
}

export type ReferenceRange =
  | { kind: 'between'; low: ReportedNumber; high: ReportedNumber }
  | { kind: 'below'; high: ReportedNumber; inclusive: boolean }
  | { kind: 'above'; low: ReportedNumber; inclusive: boolean };

export type LabFlag = 'CRITICAL HIGH' | 'CRITICAL LOW' | 'HIGH' | 'LOW' | 'ABNORMAL';

export const numberSource = '(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?|\\.\\d+)';

export function readNumber(written: string): ReportedNumber {
  const text = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(written)
    ? written.replace(/,/g, '')
    : written.replace(',', '.').replace(/^\./, '0.');
  return { text, value: Number(text) };
}

/** "Ref. range:", "Normal values", "Bio. ref. interval": what may stand before a printed reference. */
export const rangeLabelSource =
  '(?:(?:bio\\.?\\s*)?ref(?:erence)?\\.?(?:\\s*(?:range|interval|values?))?|normal(?:\\s*(?:range|values?))?|n\\.?r\\.?|rr)';
const rangePattern = new RegExp(
  `(?:[(\\[]\\s*)?(?:${rangeLabelSource}\\s*[:=]?\\s*)?(?:` +
    `(${numberSource})\\s*(?:-|–|—|to)\\s*(${numberSource})` +
    `|(<=|≤|=<|<|less than|below|up\\s?to|upto|till|max(?:imum)?\\.?)\\s*(${numberSource})` +
    `|(>=|≥|=>|>|more than|greater than|above|over|min(?:imum)?\\.?)\\s*(${numberSource}))`,
  'iy',
);

/** Reads a reference range such as `13.5–17.5`, `(ref < 5)`, `up to 40` or `> 60` starting at `index`. */
export function readRangeAt(
  text: string,
  index: number,
): { range: ReferenceRange; unit?: LabUnit; end: number } | undefined {
  rangePattern.lastIndex = index;
  const match = rangePattern.exec(text);
  if (!match) return undefined;
  const [whole, low, high, belowWord, belowNumber, aboveWord, aboveNumber] = match;
  let range: ReferenceRange;
  if (low !== undefined && high !== undefined) {
    range = { kind: 'between', low: readNumber(low), high: readNumber(high) };
    if (range.low.value > range.high.value) return undefined;
  } else if (belowWord !== undefined && belowNumber !== undefined) {
    range = { kind: 'below', high: readNumber(belowNumber), inclusive: !/^<$|less|below/i.test(belowWord) };
  } else if (aboveWord !== undefined && aboveNumber !== undefined) {
    range = {
      kind: 'above',
      low: readNumber(aboveNumber),
      inclusive: !/^>$|more|greater|above|over/i.test(aboveWord),
    };
  } else {
    return undefined;
  }
  let end = index + whole.length;
  const unit = readUnitAt(text, skipSpaces(text, end));
  if (unit) end = unit.end;
  const closing = /\s*[)\]]/y;
  closing.lastIndex = end;
  if (closing.exec(text)) end = closing.lastIndex;
  return { range, ...(unit ? { unit: unit.unit } : {}), end };
}

const flagPattern =
  /(?:[([]\s*)?\*?\s*(critical\s+high|critical\s+low|panic\s+high|panic\s+low|hh|ll|high|low|hi|lo|h|l|abnormal|abn|↑|↓|▲|▼|\*{1,2})\s*\*?\s*[)\]]?(?![a-z0-9])/iy;

/** Reads a flag the report printed next to a value: H, L, HIGH, LOW, HH, *, ↑ and their like. */
export function readFlagAt(text: string, index: number): { flag: LabFlag; end: number } | undefined {
  flagPattern.lastIndex = index;
  const match = flagPattern.exec(text);
  const word = match?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (!match || !word) return undefined;
  const end = index + match[0].length;
  if (/^(?:hh|critical high|panic high)$/.test(word)) return { flag: 'CRITICAL HIGH', end };
  if (/^(?:ll|critical low|panic low)$/.test(word)) return { flag: 'CRITICAL LOW', end };
  if (/^(?:high|hi|h|↑|▲)$/.test(word)) return { flag: 'HIGH', end };
  if (/^(?:low|lo|l|↓|▼)$/.test(word)) return { flag: 'LOW', end };
  return { flag: 'ABNORMAL', end };
}

export type Comparator = '<' | '>' | '';

/** High or low against the reference range, when the report printed no flag. */
export function flagFromRange(
  value: number,
  comparator: Comparator,
  range: ReferenceRange,
): 'HIGH' | 'LOW' | undefined {
  const low = range.kind === 'below' ? undefined : range.low.value;
  const high = range.kind === 'above' ? undefined : range.high.value;
  const lowInclusive = range.kind !== 'above' || range.inclusive;
  const highInclusive = range.kind !== 'below' || range.inclusive;
  if (comparator !== '>' && low !== undefined && (value < low || (!lowInclusive && value === low))) {
    return 'LOW';
  }
  if (comparator !== '<' && high !== undefined && (value > high || (!highInclusive && value === high))) {
    return 'HIGH';
  }
  // "<5" against a range of 10–20 is low whatever the true value; ">600" against "< 200" is high.
  if (comparator === '<' && low !== undefined && value <= low) return 'LOW';
  if (comparator === '>' && high !== undefined && value >= high) return 'HIGH';
  return undefined;
}

/**
 * The range as we write it. An upper limit alone ("< 5", "up to 40") is written `0–5`, the form the
 * guideline engine reads as a reference range (it needs the upper limit of troponin, for one).
 */
export function formatRange(range: ReferenceRange): string {
  if (range.kind === 'between') return `${range.low.text}–${range.high.text}`;
  if (range.kind === 'below') return `0–${range.high.text}`;
  return `${range.inclusive ? '≥' : '>'} ${range.low.text}`;
}

function skipSpaces(text: string, index: number): number {
  let position = index;
  while (position < text.length && /[ \t]/.test(text[position] ?? '')) position += 1;
  return position;
}
