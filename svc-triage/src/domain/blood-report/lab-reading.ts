import type { ReportedAnalyte } from '../lab-analytes';
import type { LabUnit } from '../lab-analytes';
import { qualitativeFlag, type QualitativeResult, type QualitativeSegment } from './qualitative-result';
import type { ResultSegment } from './read-result-segment';
import {
  flagFromRange,
  type Comparator,
  type LabFlag,
  type ReferenceRange,
  type ReportedNumber,
} from './reference-range';
import { flagFromSexSpecificRanges, type SexSpecificRanges } from './sex-specific-range';

/** One analyte as read from a report. Only values printed in the report become readings. */
export type LabReading = MeasuredReading | QualitativeReading;

/** A number: "Potassium 7.1 mmol/L (3.5-5.1)". */
export interface MeasuredReading {
  kind: 'measured';
  analyte: ReportedAnalyte;
  comparator: Comparator;
  value: ReportedNumber;
  unit?: LabUnit;
  range?: ReferenceRange;
  /** Printed per sex; the flag is set only when both ranges agree. */
  rangesBySex?: SexSpecificRanges;
  flag?: LabFlag;
}

/** A word or a grade: "Ketones Positive (++) Negative", "Urine ketones 3+", "Blood culture: No growth". */
export interface QualitativeReading {
  kind: 'qualitative';
  analyte: ReportedAnalyte;
  result: QualitativeResult;
  reference?: QualitativeResult;
  flag?: LabFlag;
}

export function measuredReading(analyte: ReportedAnalyte, segment: ResultSegment): MeasuredReading[] {
  if (segment.unit && analyte.units.length && !analyte.units.includes(segment.unit)) return [];
  const reading = fromLakh({
    kind: 'measured',
    analyte,
    comparator: segment.comparator,
    value: segment.value,
    ...(segment.unit && analyte.units.length ? { unit: segment.unit } : {}),
    ...(segment.range ? { range: segment.range } : {}),
    ...(segment.rangesBySex ? { rangesBySex: segment.rangesBySex } : {}),
  });
  const computed = computedFlag(reading);
  const flag =
    segment.printedFlag === 'ABNORMAL' ? (computed ?? 'ABNORMAL') : (segment.printedFlag ?? computed);
  return [{ ...reading, ...(flag ? { flag } : {}) }];
}

export function qualitativeReading(
  analyte: ReportedAnalyte,
  segment: QualitativeSegment,
): QualitativeReading {
  const flag = qualitativeFlag(analyte, segment);
  return {
    kind: 'qualitative',
    analyte,
    result: segment.result,
    ...(segment.reference ? { reference: segment.reference } : {}),
    ...(flag ? { flag } : {}),
  };
}

function computedFlag(reading: MeasuredReading): 'HIGH' | 'LOW' | undefined {
  const { value, comparator, range, rangesBySex } = reading;
  if (range) return flagFromRange(value.value, comparator, range);
  return rangesBySex ? flagFromSexSpecificRanges(value.value, comparator, rangesBySex).flag : undefined;
}

/** Indian reports count platelets in lakh/µL (1 lakh = 100 x10^3); we write the count the engine reads. */
function fromLakh(reading: MeasuredReading): MeasuredReading {
  if (reading.unit !== 'lakh/µL') return reading;
  const { range, rangesBySex } = reading;
  return {
    ...reading,
    value: times100(reading.value),
    unit: 'x10^3/µL',
    ...(range ? { range: rangeTimes100(range) } : {}),
    ...(rangesBySex
      ? { rangesBySex: { male: rangeTimes100(rangesBySex.male), female: rangeTimes100(rangesBySex.female) } }
      : {}),
  };
}

function times100(number: ReportedNumber): ReportedNumber {
  const value = Math.round(number.value * 100 * 1000) / 1000;
  return { text: String(value), value };
}

function rangeTimes100(range: ReferenceRange): ReferenceRange {
  if (range.kind === 'between') return { ...range, low: times100(range.low), high: times100(range.high) };
  if (range.kind === 'below') return { ...range, high: times100(range.high) };
  return { ...range, low: times100(range.low) };
}
