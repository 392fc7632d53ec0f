import type { LabUnit } from '../lab-analytes';
import {
  flagFromRange,
  formatRange,
  rangeLabelSource,
  readRangeAt,
  type Comparator,
  type ReferenceRange,
} from './reference-range';

/** A range printed per sex: "Male: 13.0-17.0 Female: 12.0-15.5", "M 62-106, F 44-80". */
export interface SexSpecificRanges {
  male: ReferenceRange;
  female: ReferenceRange;
}

type Sex = keyof SexSpecificRanges;

const opening = new RegExp(`(?:[(\\[]\\s*)?(?:${rangeLabelSource}\\s*[:=]?\\s*)?`, 'iy');
const sexLabel = /(?:[([]\s*)?(?:adult\s+)?(males?|men|m|females?|women|f)(?![a-z])\s*[)\]]?\s*[:=-]?\s*/iy;
const between = /[\s,;|/]*/y;

/** Reads both ranges of a per-sex reference, in either order, starting exactly at `index`. */
export function readSexSpecificRangesAt(
  text: string,
  index: number,
): { ranges: SexSpecificRanges; unit?: LabUnit; end: number } | undefined {
  opening.lastIndex = index;
  const first = readOneSexAt(text, opening.exec(text) ? opening.lastIndex : index);
  if (!first) return undefined;
  between.lastIndex = first.end;
  const second = readOneSexAt(text, between.exec(text) ? between.lastIndex : first.end);
  if (!second || second.sex === first.sex) return undefined;
  const [male, female] = first.sex === 'male' ? [first, second] : [second, first];
  const unit = first.unit ?? second.unit;
  return { ranges: { male: male.range, female: female.range }, ...(unit ? { unit } : {}), end: second.end };
}

/**
 * The endpoint does not know the patient's sex: a value outside both ranges on the same side is high or
 * low whoever the patient is, inside both it is normal, and otherwise it depends on the sex.
 */
export function flagFromSexSpecificRanges(
  value: number,
  comparator: Comparator,
  ranges: SexSpecificRanges,
): { flag?: 'HIGH' | 'LOW'; dependsOnSex: boolean } {
  const male = flagFromRange(value, comparator, ranges.male);
  const female = flagFromRange(value, comparator, ranges.female);
  if (male !== female) return { dependsOnSex: true };
  return { ...(male ? { flag: male } : {}), dependsOnSex: false };
}

/** e.g. `M 13.0–17.0, F 12.0–15.5`. */
export function formatSexSpecificRanges(ranges: SexSpecificRanges): string {
  return `M ${formatRange(ranges.male)}, F ${formatRange(ranges.female)}`;
}

function readOneSexAt(
  text: string,
  index: number,
): { sex: Sex; range: ReferenceRange; unit?: LabUnit; end: number } | undefined {
  sexLabel.lastIndex = index;
  const label = sexLabel.exec(text);
  if (!label?.[1]) return undefined;
  const range = readRangeAt(text, sexLabel.lastIndex);
  if (!range) return undefined;
  const sex: Sex = /^(?:females?|women|f)$/i.test(label[1]) ? 'female' : 'male';
  return { sex, range: range.range, ...(range.unit ? { unit: range.unit } : {}), end: range.end };
}
