import type { LabUnit } from '../lab-analytes';
import { readUnitAt } from './lab-units';
import {
  numberSource,
  readFlagAt,
  readNumber,
  readRangeAt,
  type Comparator,
  type LabFlag,
  type ReferenceRange,
  type ReportedNumber,
} from './reference-range';
import { readSexSpecificRangesAt, type SexSpecificRanges } from './sex-specific-range';

/** What follows an analyte's name: its value, and the unit, range and flag printed around it. */
export interface ResultSegment {
  comparator: Comparator;
  value: ReportedNumber;
  unit?: LabUnit;
  range?: ReferenceRange;
  /** Set when the range is printed per sex ("M: 13–17 F: 12–15"): we cannot tell which applies. */
  rangePerSex?: boolean;
  /** Both ranges, when the per-sex reference could be read; `range` is then left unset. */
  rangesBySex?: SexSpecificRanges;
  printedFlag?: LabFlag;
}

const filler = /(?:[\s:=|,;]|[-–—](?=\s)|\.{2,}|\.(?=\s))*/y;
const qualifier =
  /(?:serum|plasma|whole blood|blood|venous|arterial|capillary|level|value|count|result|total|estimation|conc(?:entration)?|calc(?:ulated)?|ise|test|is|was|of|s\.)(?![a-z0-9])|\((?![\s<>≤≥]*\d)[^()\n]{0,40}\)|\[(?![\s<>≤≥]*\d)[^[\]\n]{0,40}\]/iy;
const valuePattern = new RegExp(
  `(<=|>=|[<>≤≥])?\\s*(${numberSource})(?![\\d.,]*\\s*[-–—]\\s*\\d)(?!\\s*[/:]\\s*\\d)(?!\\d|[.,]\\d)`,
  'y',
);
const perSexRange = /\b(?:male|female|men|women|m|f)\b\s*[:-]?\s*[<>≤≥]?\s*\d/i;

/** Reads the result from `text` between `start` and `end` (the next analyte's name, or the line's end). */
export function readResultSegment(text: string, start: number, end: number): ResultSegment | undefined {
  const segment = text.slice(0, end);
  let position = skip(segment, start, filler);
  let unit: LabUnit | undefined;
  for (let step = 0; step < 6 && position < end; step += 1) {
    valuePattern.lastIndex = position;
    if (valuePattern.test(segment)) break;
    const unitBefore = readUnitAt(segment, position);
    if (unitBefore && !unit) unit = unitBefore.unit;
    const next = unitBefore?.end ?? skip(segment, position, qualifier);
    if (next === position) return undefined;
    position = skip(segment, next, filler);
  }
  valuePattern.lastIndex = position;
  const valueMatch = valuePattern.exec(segment);
  if (!valueMatch?.[2]) return undefined;
  position = valuePattern.lastIndex;
  if (/^[a-z]/i.test(segment.slice(position)) && !readUnitAt(segment, position)) return undefined;

  const result: ResultSegment = {
    comparator: toComparator(valueMatch[1]),
    value: readNumber(valueMatch[2]),
    ...(unit ? { unit } : {}),
  };
  if (perSexRange.test(segment.slice(position))) result.rangePerSex = true;
  for (let step = 0; step < 8; step += 1) {
    position = skip(segment, position, filler);
    if (position >= end) break;
    const readUnit = result.unit ? undefined : readUnitAt(segment, position);
    if (readUnit) {
      result.unit = readUnit.unit;
      position = readUnit.end;
      continue;
    }
    const bySex = result.range || result.rangesBySex ? undefined : readSexSpecificRangesAt(segment, position);
    if (bySex) {
      result.rangesBySex = bySex.ranges;
      if (!result.unit && bySex.unit) result.unit = bySex.unit;
      position = bySex.end;
      continue;
    }
    const readRange = result.range || result.rangePerSex ? undefined : readRangeAt(segment, position);
    if (readRange) {
      result.range = readRange.range;
      if (!result.unit && readRange.unit) result.unit = readRange.unit;
      position = readRange.end;
      continue;
    }
    const readFlag = result.printedFlag ? undefined : readFlagAt(segment, position);
    if (readFlag) {
      result.printedFlag = readFlag.flag;
      position = readFlag.end;
      continue;
    }
    const afterPrevious = result.unit || result.range ? undefined : skipPreviousResults(segment, position);
    if (afterPrevious === undefined) break;
    position = afterPrevious;
  }
  return result;
}

/**
 * A "Result | Previous result" table: "Hemoglobin 7.9 L 11.2 g/dL 12.0-15.5". The numbers (each with its
 * own flag) between the current result and its unit or range are earlier results: step over them, so the
 * current result keeps its unit and range. Returns where the unit or range starts, or undefined.
 */
function skipPreviousResults(text: string, index: number): number | undefined {
  let position = index;
  let skipped = 0;
  for (;;) {
    valuePattern.lastIndex = position;
    if (!valuePattern.exec(text)) break;
    position = skipFiller(text, valuePattern.lastIndex);
    const flag = readFlagAt(text, position);
    if (flag) position = skipFiller(text, flag.end);
    skipped += 1;
  }
  if (!skipped) return undefined;
  const unitOrRange =
    readUnitAt(text, position) ?? readSexSpecificRangesAt(text, position) ?? readRangeAt(text, position);
  return unitOrRange ? position : undefined;
}

/** True when nothing but separators and qualifiers stand between `start` and `end`. */
export function isOnlyQualifiers(text: string, start: number, end: number): boolean {
  let position = skip(text, start, filler);
  while (position < end) {
    const next = skip(text, position, qualifier);
    if (next === position) return false;
    position = skip(text, next, filler);
  }
  return true;
}

/** Steps over separators: spaces, colons, bars, dashes standing alone, dot leaders. */
export function skipFiller(text: string, index: number): number {
  return skip(text, index, filler);
}

/** Steps over one word or bracket that qualifies a name ("serum", "(urine)"); returns `index` if none. */
export function skipOneQualifier(text: string, index: number): number {
  return skip(text, index, qualifier);
}

function skip(text: string, index: number, pattern: RegExp): number {
  pattern.lastIndex = index;
  return pattern.exec(text) ? pattern.lastIndex : index;
}

function toComparator(written: string | undefined): Comparator {
  if (!written) return '';
  return written.startsWith('<') || written === '≤' ? '<' : '>';
}
