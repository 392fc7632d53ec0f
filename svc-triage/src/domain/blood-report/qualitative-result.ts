import type { ReportedAnalyte } from '../lab-analytes';
import { rangeLabelSource, readFlagAt, type LabFlag } from './reference-range';
import { skipFiller, skipOneQualifier } from './read-result-segment';

/** What a worded result means: positive, trace (a positive too small to grade) or negative. */
export type QualitativeOutcome = 'positive' | 'trace' | 'negative';

export interface QualitativeResult {
  outcome: QualitativeOutcome;
  /** As we write it: "Positive (++)", "Positive (3+)", "Trace", "Not detected", "No growth". */
  text: string;
}

/** A worded result, the worded reference printed after it, and any flag the report printed. */
export interface QualitativeSegment {
  result: QualitativeResult;
  reference?: QualitativeResult;
  printedFlag?: LabFlag;
}

// Longer phrases first: "not detected" before "detected", "non-reactive" before "reactive".
const words: ReadonlyArray<readonly [string, QualitativeOutcome, string]> = [
  ['not\\s+detected', 'negative', 'Not detected'],
  ['non[- ]?reactive', 'negative', 'Non-reactive'],
  ['no\\s+growth', 'negative', 'No growth'],
  ['negative', 'negative', 'Negative'],
  ['neg', 'negative', 'Negative'],
  ['absent', 'negative', 'Absent'],
  ['nil', 'negative', 'Nil'],
  ['sterile', 'negative', 'Sterile'],
  ['positive', 'positive', 'Positive'],
  ['pos', 'positive', 'Positive'],
  ['present', 'positive', 'Present'],
  ['detected', 'positive', 'Detected'],
  ['reactive', 'positive', 'Reactive'],
  ['growth(?:\\s+(?:detected|seen|present))?', 'positive', 'Growth'],
  ['trace', 'trace', 'Trace'],
];
const gradeSource = '[1-4]\\s?\\+|\\+{1,4}';
const wordPattern = new RegExp(`(${words.map(([source]) => `(${source})`).join('|')})(?![a-z0-9-])`, 'iy');
const bareGrade = new RegExp(`(${gradeSource})(?![\\d+])`, 'y');
const gradeAfterWord = new RegExp(`\\s*(?:[(\\[]\\s*)?(${gradeSource})(?:\\s*[)\\]])?`, 'y');
const referenceOpening = new RegExp(`(?:[(\\[]\\s*)?(?:${rangeLabelSource}\\s*[:=]?\\s*)?`, 'iy');
const closing = /\s*[)\]]/y;

/** Text that follows a name when its result is worded: lets "Glucose Present" name urine glucose. */
export const wordedResultAhead = `(?=\\s*[:=]?\\s*(?:${words
  .map(([source]) => source)
  .join('|')}|${gradeSource})(?![a-z0-9]))`;

const anyWordedResult = new RegExp(
  `(?<![a-z0-9])(?:${words.map(([source]) => source).join('|')})(?![a-z0-9])`,
  'i',
);

/** True when a line holds a worded result anywhere ("Blood Trace Negative"): it is not a heading. */
export function mentionsWordedResult(line: string): boolean {
  return anyWordedResult.test(line) || /[1-4]\s?\+|\+{2,4}/.test(line);
}

/** Reads "Positive", "Positive (++)", "3+", "++", "Trace", "No growth" starting exactly at `index`. */
export function readQualitativeAt(
  text: string,
  index: number,
): { result: QualitativeResult; end: number } | undefined {
  wordPattern.lastIndex = index;
  const word = wordPattern.exec(text);
  if (word) {
    const matched = words.find((_, order) => word[order + 2] !== undefined);
    if (!matched) return undefined;
    const [, outcome, written] = matched;
    gradeAfterWord.lastIndex = wordPattern.lastIndex;
    const grade = outcome === 'positive' ? gradeAfterWord.exec(text) : null;
    const gradeText = grade?.[1]?.replace(/\s/g, '');
    return {
      result: { outcome, text: gradeText ? `${written} (${gradeText})` : written },
      end: grade ? gradeAfterWord.lastIndex : wordPattern.lastIndex,
    };
  }
  bareGrade.lastIndex = index;
  const grade = bareGrade.exec(text);
  if (!grade?.[1]) return undefined;
  return {
    result: { outcome: 'positive', text: `Positive (${grade[1].replace(/\s/g, '')})` },
    end: bareGrade.lastIndex,
  };
}

/** Reads a worded result between `start` (the end of the name) and `end`, then its reference and flag. */
export function readQualitativeSegment(
  text: string,
  start: number,
  end: number,
): QualitativeSegment | undefined {
  const segment = text.slice(0, end);
  let position = skipFiller(segment, start);
  let read = readQualitativeAt(segment, position);
  // "Pregnancy test (urine) Positive": step over what qualifies the name, a few words at most.
  for (let step = 0; !read && step < 4 && position < end; step += 1) {
    const next = skipOneQualifier(segment, position);
    if (next === position) return undefined;
    position = skipFiller(segment, next);
    read = readQualitativeAt(segment, position);
  }
  if (!read) return undefined;
  const result: QualitativeSegment = { result: read.result };
  position = skipFiller(segment, read.end);
  const reference = readReferenceAt(segment, position);
  if (reference) {
    result.reference = reference.result;
    position = skipFiller(segment, reference.end);
  }
  const flag = readFlagAt(segment, position);
  if (flag) result.printedFlag = flag.flag;
  return result;
}

/**
 * ABNORMAL when the result is positive or trace and the reference (printed, or for tests screened for
 * absence, understood) is negative. A printed flag wins: the lab knew the patient.
 */
export function qualitativeFlag(analyte: ReportedAnalyte, segment: QualitativeSegment): LabFlag | undefined {
  if (segment.printedFlag) return segment.printedFlag;
  if (segment.result.outcome === 'negative') return undefined;
  const expectsNegative = segment.reference
    ? segment.reference.outcome === 'negative'
    : analyte.qualitative?.positiveIsAbnormal === true;
  return expectsNegative ? 'ABNORMAL' : undefined;
}

function readReferenceAt(
  text: string,
  index: number,
): { result: QualitativeResult; end: number } | undefined {
  referenceOpening.lastIndex = index;
  const opening = referenceOpening.exec(text);
  const read = readQualitativeAt(text, opening ? referenceOpening.lastIndex : index);
  if (!read) return undefined;
  closing.lastIndex = read.end;
  return { result: read.result, end: closing.exec(text) ? closing.lastIndex : read.end };
}
