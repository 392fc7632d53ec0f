import { findAnalyteNames, type NameMatch } from './find-analyte-names';
import type { LabAnalyte } from './lab-analyte-catalogue';
import type { LabUnit } from './lab-units';
import { readColumnBlocks } from './read-column-blocks';
import { isOnlyQualifiers, readResultSegment, type ResultSegment } from './read-result-segment';
import {
  flagFromRange,
  type Comparator,
  type LabFlag,
  type ReferenceRange,
  type ReportedNumber,
} from './reference-range';

/** One analyte as read from a report. Only values printed in the report become readings. */
export interface LabReading {
  analyte: LabAnalyte;
  comparator: Comparator;
  value: ReportedNumber;
  unit?: LabUnit;
  range?: ReferenceRange;
  flag?: LabFlag;
}

/** How many lines below a name its cells may stand, when a table comes out one cell per line. */
const continuationLines = 5;

/** Finds the lab results in the text of a report: one-column lists, tables, and panels side by side. */
export function extractLabValues(reportText: string): LabReading[] {
  const lines = normalize(reportText).split('\n');
  const names = lines.map(findAnalyteNames);
  const readings: LabReading[] = [];
  const consumed = new Set<number>();
  for (const block of readColumnBlocks(lines, names)) {
    block.lines.forEach((line) => consumed.add(line));
    readings.push(...block.results.flatMap(({ analyte, segment }) => toReading(analyte, segment)));
  }
  lines.forEach((line, lineIndex) => {
    if (consumed.has(lineIndex)) return;
    const lineNames = names[lineIndex] ?? [];
    lineNames.forEach((name, nameIndex) => {
      const next = lineNames[nameIndex + 1];
      const segment =
        readResultSegment(line, name.end, next?.start ?? line.length) ??
        (next ? undefined : readBelow(lines, names, lineIndex, name, consumed));
      if (segment && (!name.short || segment.unit || segment.range || segment.printedFlag)) {
        readings.push(...toReading(name.analyte, segment));
      }
    });
  });
  return withoutRepeats(readings);
}

/** A table whose cells come out one per line: the name alone, then value, unit, range and flag below. */
function readBelow(
  lines: string[],
  names: NameMatch[][],
  lineIndex: number,
  name: NameMatch,
  consumed: Set<number>,
): ResultSegment | undefined {
  const line = lines[lineIndex] ?? '';
  if (!isOnlyQualifiers(line, name.end, line.length)) return undefined;
  const below: string[] = [];
  for (let next = lineIndex + 1; next <= lineIndex + continuationLines && next < lines.length; next += 1) {
    if ((names[next] ?? []).length || consumed.has(next)) break;
    below.push(lines[next] ?? '');
  }
  const text = below.join('  ');
  return readResultSegment(text, 0, text.length);
}

function toReading(analyte: LabAnalyte, segment: ResultSegment): LabReading[] {
  if (segment.unit && analyte.units.length && !analyte.units.includes(segment.unit)) return [];
  const reading = fromLakh({
    analyte,
    comparator: segment.comparator,
    value: segment.value,
    ...(segment.unit && analyte.units.length ? { unit: segment.unit } : {}),
    ...(segment.range ? { range: segment.range } : {}),
  });
  const computed = reading.range
    ? flagFromRange(reading.value.value, reading.comparator, reading.range)
    : undefined;
  const flag =
    segment.printedFlag === 'ABNORMAL' ? (computed ?? 'ABNORMAL') : (segment.printedFlag ?? computed);
  return [{ ...reading, ...(flag ? { flag } : {}) }];
}

/** Indian reports count platelets in lakh/µL (1 lakh = 100 x10^3); we write the count the engine reads. */
function fromLakh(reading: LabReading): LabReading {
  if (reading.unit !== 'lakh/µL') return reading;
  const times100 = (number: ReportedNumber): ReportedNumber => {
    const value = Math.round(number.value * 100 * 1000) / 1000;
    return { text: String(value), value };
  };
  const range = reading.range;
  return {
    ...reading,
    value: times100(reading.value),
    unit: 'x10^3/µL',
    ...(range?.kind === 'between'
      ? { range: { ...range, low: times100(range.low), high: times100(range.high) } }
      : {}),
    ...(range?.kind === 'below' ? { range: { ...range, high: times100(range.high) } } : {}),
    ...(range?.kind === 'above' ? { range: { ...range, low: times100(range.low) } } : {}),
  };
}

function withoutRepeats(readings: LabReading[]): LabReading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => {
    const key = `${reading.analyte.id}|${reading.comparator}${reading.value.text}|${reading.unit ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '');
}
