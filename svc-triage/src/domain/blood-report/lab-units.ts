import type { LabUnit } from '../lab-analytes';

/**
 * How reports spell the units. Superscripts are often lost in a PDF's text layer, so "×10⁹/L" may arrive as
 * "x109/L" or "x 10 9 /L"; all spellings map to one form.
 */
const micro = '(?:µ|μ|u|mc)';
const litre = '(?:l|ltr|litre|liter)';
const cubicMillimetre = '(?:mm3|mm³|cumm|cmm|cu\\.?\\s?mm)';
const perMicrolitre = `(?:${micro}l|${cubicMillimetre})`;
const tenTo = (exponent: string, superscript: string) =>
  `(?:[x×*]\\s?)?10\\s?(?:\\^|\\*\\*|e)?\\s?(?:${exponent}|${superscript})`;

/** Longest and most specific spellings first: the first pattern that matches at a position wins. */
const unitSpellings: ReadonlyArray<readonly [LabUnit, string]> = [
  ['mL/min/1.73m²', `ml\\s?\\/\\s?min(?:\\s?\\/\\s?1\\.73\\s?(?:m2|m²|m\\^2|sq\\.?\\s?m))?`],
  ['x10^12/L', `${tenTo('12', '¹²')}\\s?\\/\\s?${litre}`],
  ['x10^9/L', `${tenTo('9', '⁹')}\\s?\\/\\s?${litre}`],
  ['x10^6/µL', `${tenTo('6', '⁶')}\\s?\\/\\s?${perMicrolitre}|(?:millions?|mill)\\s?\\/\\s?${perMicrolitre}`],
  [
    'x10^3/µL',
    `${tenTo('3', '³')}\\s?\\/\\s?${perMicrolitre}|(?:k|thou(?:sands?)?)\\s?\\/\\s?${perMicrolitre}`,
  ],
  ['lakh/µL', `lakhs?\\s?\\/\\s?${perMicrolitre}`],
  ['/µL', `(?:cells\\s?)?\\/\\s?${perMicrolitre}`],
  ['µg/mL FEU', `${micro}g\\s?\\/\\s?ml\\s?feu`],
  ['mg/L FEU', `mg\\s?\\/\\s?${litre}\\s?feu`],
  ['ng/mL FEU', `ng\\s?\\/\\s?ml\\s?feu`],
  ['ng/mL DDU', `ng\\s?\\/\\s?ml\\s?ddu`],
  ['mmol/mol', `mmol\\s?\\/\\s?mol`],
  ['mEq/L', `meq\\s?\\/\\s?${litre}`],
  ['mmol/L', `mmol\\s?\\/\\s?${litre}`],
  ['µmol/L', `${micro}mol\\s?\\/\\s?${litre}`],
  ['nmol/L', `nmol\\s?\\/\\s?${litre}`],
  ['pmol/L', `pmol\\s?\\/\\s?${litre}`],
  ['µIU/mL', `${micro}iu\\s?\\/\\s?ml|${micro}u\\s?\\/\\s?ml`],
  ['mIU/L', `miu\\s?\\/\\s?${litre}`],
  ['mIU/mL', `miu\\s?\\/\\s?ml`],
  ['U/L', `(?:iu|u)\\s?\\/\\s?${litre}`],
  ['g/dL', `g(?:m|ms)?\\s?\\/\\s?dl|g\\s?%|gm\\s?%`],
  ['g/L', `g\\s?\\/\\s?${litre}`],
  ['mg/dL', `mg\\s?\\/\\s?dl|mg\\s?%`],
  ['mg/L', `mg\\s?\\/\\s?${litre}`],
  ['µg/dL', `${micro}g\\s?\\/\\s?dl`],
  ['µg/L', `${micro}g\\s?\\/\\s?${litre}`],
  ['ng/mL', `ng\\s?\\/\\s?ml`],
  ['ng/dL', `ng\\s?\\/\\s?dl`],
  ['ng/L', `ng\\s?\\/\\s?${litre}`],
  ['pg/mL', `pg\\s?\\/\\s?ml`],
  ['L/L', `l\\s?\\/\\s?l`],
  ['mmHg', `mm\\s?hg`],
  ['kPa', `kpa`],
  ['mm/h', `mm\\s?(?:\\/|in|per)\\s?(?:1\\s?(?:st)?\\s?)?(?:hr|hrs|hour|h)`],
  ['fL', `fl|femtolit(?:re|er)s?|cu\\.?\\s?(?:microns?|${micro})`],
  ['pg', `pg|picograms?`],
  ['s', `secs?|seconds?|s`],
  ['%', `%`],
];

const unitPatterns = unitSpellings.map(
  ([unit, source]) => [unit, new RegExp(`(?:${source})(?![a-z0-9µμ/])`, 'iy')] as const,
);

/** Reads the unit that starts exactly at `index`, if any. */
export function readUnitAt(text: string, index: number): { unit: LabUnit; end: number } | undefined {
  for (const [unit, pattern] of unitPatterns) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match) return { unit, end: index + match[0].length };
  }
  return undefined;
}
