import { findAnalyteNames, type NameMatch } from './find-analyte-names';
import { readsOnlyWords } from '../lab-analytes';
import { measuredReading, qualitativeReading, type LabReading } from './lab-reading';
import { readQualitativeSegment } from './qualitative-result';
import { readColumnBlocks } from './read-column-blocks';
import { isOnlyQualifiers, readResultSegment, type ResultSegment } from './read-result-segment';
import { urineSectionLines } from './urine-section';

export type { LabReading, MeasuredReading, QualitativeReading } from './lab-reading';

/** How many lines below a name its cells may stand, when a table comes out one cell per line. */
const continuationLines = 5;

/** Finds the lab results in the text of a report: one-column lists, tables, and panels side by side. */
export function extractLabValues(reportText: string): LabReading[] {
  const lines = normalize(reportText).split('\n');
  const namesOutsideUrine = lines.map((line) => findAnalyteNames(line));
  const inUrine = urineSectionLines(lines, namesOutsideUrine);
  // Only a line under a urine heading reads differently ("Ketones" is urine ketones there).
  const names = lines.map((line, index) =>
    inUrine[index] ? findAnalyteNames(line, true) : (namesOutsideUrine[index] ?? []),
  );
  const readings: LabReading[] = [];
  const consumed = new Set<number>();
  for (const block of readColumnBlocks(lines, names)) {
    block.lines.forEach((line) => consumed.add(line));
    const measured = block.results.filter(({ analyte }) => !readsOnlyWords(analyte));
    readings.push(...measured.flatMap(({ analyte, segment }) => measuredReading(analyte, segment)));
  }
  lines.forEach((line, lineIndex) => {
    if (consumed.has(lineIndex)) return;
    const lineNames = names[lineIndex] ?? [];
    lineNames.forEach((name, nameIndex) => {
      const next = lineNames[nameIndex + 1];
      const worded = name.analyte.qualitative
        ? readQualitativeSegment(line, name.end, next?.start ?? line.length)
        : undefined;
      if (worded) {
        readings.push(qualitativeReading(name.analyte, worded));
        return;
      }
      if (readsOnlyWords(name.analyte)) return;
      const segment =
        readResultSegment(line, name.end, next?.start ?? line.length) ??
        (next ? undefined : readBelow(lines, names, lineIndex, name, consumed));
      if (segment && (!name.short || segment.unit || segment.range || segment.printedFlag)) {
        readings.push(...measuredReading(name.analyte, segment));
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

function withoutRepeats(readings: LabReading[]): LabReading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => {
    const key =
      reading.kind === 'qualitative'
        ? `${reading.analyte.id}|${reading.result.text}`
        : `${reading.analyte.id}|${reading.comparator}${reading.value.text}|${reading.unit ?? ''}`;
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
