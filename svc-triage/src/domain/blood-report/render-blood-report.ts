import type { LabReading, QualitativeReading } from './lab-reading';
import { formatRange } from './reference-range';
import { formatSexSpecificRanges } from './sex-specific-range';

/**
 * `parsedText`: a heading, then one analyte a line, abnormal ones first (critical before the rest), each
 * group in report order. The lines are meant to be appended to the vitals. The heading does not name the
 * uploaded file: a report's file name is where a patient's name or record number most often is ("Smith,
 * John - FBC.pdf"), and a bare name cannot be told from a word reliably enough to remove it.
 */
export function renderBloodReport(readings: LabReading[]): string {
  const ordered = readings
    .map((reading, order) => ({ reading, order, rank: urgencyRank(reading) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ reading }) => formatReading(reading));
  return ['Blood report:', ...ordered].join('\n');
}

/**
 * e.g. `Hemoglobin 9.8 g/dL (ref 13.5–17.5) LOW`: the form the guideline engine reads. A worded result
 * follows the name the same way, `Urine ketones Positive (++) (ref Negative) ABNORMAL`, so that the engine
 * reads it as positive. Per-sex ranges are written `(ref M 13.0–17.0, F 12.0–15.5)`, after the flag: the
 * engine then still reads the flag, and reads neither range as the patient's.
 */
export function formatReading(reading: LabReading): string {
  if (reading.kind === 'qualitative') return formatQualitative(reading);
  const parts = [reading.analyte.label, `${reading.comparator}${reading.value.text}`];
  if (reading.unit) parts.push(reading.unit);
  if (reading.range) parts.push(`(ref ${formatRange(reading.range)})`);
  if (reading.flag) parts.push(reading.flag);
  if (reading.rangesBySex) parts.push(`(ref ${formatSexSpecificRanges(reading.rangesBySex)})`);
  return parts.join(' ');
}

function formatQualitative(reading: QualitativeReading): string {
  const parts = [reading.analyte.label, reading.result.text];
  if (reading.reference) parts.push(`(ref ${reading.reference.text})`);
  if (reading.flag) parts.push(reading.flag);
  return parts.join(' ');
}

function urgencyRank(reading: LabReading): number {
  if (reading.flag?.startsWith('CRITICAL')) return 0;
  return reading.flag ? 1 : 2;
}
