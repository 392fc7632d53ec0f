import type { NameMatch } from './find-analyte-names';
import type { ReportedAnalyte } from '../lab-analytes';
import { readUnitAt } from './lab-units';
import { isOnlyQualifiers, readResultSegment, type ResultSegment } from './read-result-segment';
import { numberSource, readFlagAt, readRangeAt } from './reference-range';

export interface ColumnBlock {
  lines: number[];
  results: { analyte: ReportedAnalyte; segment: ResultSegment }[];
}

const valueCell = new RegExp(
  `^\\s*(?:[<>≤≥]=?\\s*)?${numberSource}\\s*(?:\\*|[hl]|high|low|hh|ll)?\\s*$`,
  'i',
);

/**
 * A table drawn column by column comes out as all its names, then all its values, then all its units:
 * "Hemoglobin / WBC / 9.8 / 12.4 / g/dL / x10^9/L". Rows are put back together by position.
 */
export function readColumnBlocks(lines: string[], names: NameMatch[][]): ColumnBlock[] {
  const blocks: ColumnBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const rowNames = nameOnlyRun(lines, names, index);
    const block = rowNames.length >= 2 ? readBlock(lines, names, index, rowNames) : undefined;
    if (block) {
      blocks.push(block);
      index += block.lines.length;
    } else {
      index += Math.max(1, rowNames.length);
    }
  }
  return blocks;
}

function readBlock(
  lines: string[],
  names: NameMatch[][],
  start: number,
  rowNames: NameMatch[],
): ColumnBlock | undefined {
  const rows = rowNames.length;
  const columns: string[][] = [];
  let next = start + rows;
  while (columns.length < 4 && next + rows <= lines.length) {
    const cells = lines.slice(next, next + rows);
    if (cells.some((_, offset) => (names[next + offset] ?? []).length)) break;
    const fits =
      columns.length === 0 ? cells.every((cell) => valueCell.test(cell)) : cells.every(isAttributeCell);
    if (!fits) break;
    columns.push(cells);
    next += rows;
  }
  if (!columns.length) return undefined;
  const results = rowNames.flatMap((name, row) => {
    const text = columns.map((column) => column[row] ?? '').join('  ');
    const segment = readResultSegment(text, 0, text.length);
    return segment ? [{ analyte: name.analyte, segment }] : [];
  });
  return { lines: Array.from({ length: next - start }, (_, offset) => start + offset), results };
}

function nameOnlyRun(lines: string[], names: NameMatch[][], start: number): NameMatch[] {
  const run: NameMatch[] = [];
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const [name, ...others] = names[index] ?? [];
    if (!name || others.length || !/^\s*$/.test(line.slice(0, name.start))) break;
    if (!isOnlyQualifiers(line, name.end, line.length)) break;
    run.push(name);
  }
  return run;
}

function isAttributeCell(cell: string): boolean {
  const text = cell.trim();
  if (!text) return false;
  const read = readUnitAt(text, 0) ?? readRangeAt(text, 0) ?? readFlagAt(text, 0);
  return read !== undefined && read.end === text.length;
}
