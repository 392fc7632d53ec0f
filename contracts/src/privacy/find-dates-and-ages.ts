import { readPatientAge } from '../triage/patient-age';
import type { IdentifierFinding } from './identifier-kinds';

const month = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;
const weekday = String.raw`(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?[ \t]{1,2})`;
const year = String.raw`(?:19|20)\d{2}`;
const ordinal = String.raw`\d{1,2}(?:st|nd|rd|th)?`;

/**
 * Exact calendar dates: "3 March 2023", "8th June", "March 3, 2024", "14/02/2024", "10/10/19", "05.01.2023",
 * "2024-05-13". A month and year alone ("March 2024") or a year alone is not exact and stays. Numeric dates
 * need a year, so blood pressures ("120/80") and ratios never read as dates.
 */
const dates = new RegExp(
  [
    String.raw`\b${weekday}?${ordinal}[ \t]{1,2}(?:of[ \t]{1,2})?${month}\b\.?(?:,?[ \t]{1,2}${year})?`,
    String.raw`\b${weekday}?${month}\.?[ \t]{1,2}${ordinal}\b(?:,?[ \t]{1,2}${year})?`,
    String.raw`(?<![\d./-])\d{1,2}([/.-])\d{1,2}\1${year}(?![\d/.-]\d)`,
    String.raw`(?<![\d./-])\d{1,2}/\d{1,2}/\d{2}(?![\d/.-]\d|\d)`,
    String.raw`(?<![\d./-])${year}-\d{2}-\d{2}(?![\d-]\d|\d)`,
  ].join('|'),
  'gi',
);

/** "DOB", "D.O.B.", "date of birth", "born (on)", "b." just before a date makes it a date of birth. */
const birthLabel = /(?:\bDOB|\bD\.O\.B\.?|\bdate of birth|\bborn(?: on)?|\bb\.)[ \t]{0,2}[:\-–]?[ \t]{0,3}$/i;

const abbreviatedMonth = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\b/;

/** Exact dates, and dates of birth (with their label) where a birth label comes right before the date. */
export function findDates(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const match of text.matchAll(dates)) {
    const start = match.index ?? 0;
    const value = match[0];
    if (!isPlausibleDate(value)) continue;
    const label = birthLabel.exec(text.slice(Math.max(0, start - 20), start));
    if (label) {
      const labelStart = start - label[0].length;
      findings.push({
        kind: 'dob',
        start: labelStart,
        end: start + value.length,
        text: text.slice(labelStart, start + value.length),
      });
    } else findings.push({ kind: 'date', start, end: start + value.length, text: value });
  }
  return findings;
}

/**
 * A lower-case abbreviated month ("may", "mar") is a word, not a date; numeric day and month must be a
 * calendar's (either order: 12/03 and 03/12 are both read).
 */
function isPlausibleDate(value: string): boolean {
  const word = /\p{L}+/u.exec(
    value.replace(/^\p{L}+day,?\s*/iu, '').replace(/^\d+(?:st|nd|rd|th)?\s+(?:of\s+)?/i, ''),
  )?.[0];
  if (word && word === word.toLowerCase() && abbreviatedMonth.test(word) && word.length <= 4) return false;
  const numeric = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(value);
  if (!numeric) return true;
  const [first, second, third] = numeric.slice(1).map(Number) as [number, number, number];
  if (first > 31) return second >= 1 && second <= 12 && third >= 1 && third <= 31;
  const dayMonth = first >= 1 && first <= 31 && second >= 1 && second <= 12;
  const monthDay = first >= 1 && first <= 12 && second >= 1 && second <= 31;
  return dayMonth || monthDay;
}

const veryOld = String.raw`(?:9\d|1[01]\d)`;

/**
 * Ages over 89, whose number alone would narrow a patient down: "94-year-old", "97 yo", "aged 91", "95M",
 * "she is 90". Only the number is found; it becomes "90+".
 */
const ages = new RegExp(
  [
    String.raw`\b(${veryOld})(?=[ \t]?-?[ \t]?(?:years?|yrs?|yo|y\/o|y\.o\.)\b|[MF]\b|-year)`,
    String.raw`\b(?:aged?|age:)[ \t]{1,2}(${veryOld})\b(?![.,]\d|[ \t]?(?:%|mg|kg|bpm|mmHg))`,
    String.raw`\b(?:she|he|they|patient|pt)[ \t]{1,2}(?:is|was)[ \t]{1,2}(${veryOld})\b(?![.,]\d|[ \t]?(?:%|mg|kg|bpm|mmHg|\/))`,
  ].join('|'),
  'gi',
);

export function findAges(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const match of text.matchAll(ages)) {
    const number = match[1] ?? match[2] ?? match[3] ?? '';
    const start = (match.index ?? 0) + match[0].lastIndexOf(number);
    findings.push({ kind: 'age', start, end: start + number.length, text: number });
  }
  return findings;
}

/** "Mrs Jones, 92," "Mr Adeyemi, 93": an age right after a found name. */
export function findAgesAfterNames(text: string, names: IdentifierFinding[]): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const name of names) {
    const after = /^,?[ \t]{1,2}\(?(9\d|1[01]\d)(?=[,;)]|[ \t]*$|[ \t]+(?:and|with|from|who)\b)/.exec(
      text.slice(name.end, name.end + 12),
    );
    if (!after) continue;
    const start = name.end + after[0].length - after[1]!.length;
    findings.push({ kind: 'age', start, end: start + after[1]!.length, text: after[1]! });
  }
  return findings;
}

/**
 * A patient-age field holding an age over 89: the number alone when it is years ("95", "95 years",
 * "101y": it becomes "90+ years"), otherwise the whole value ("1100 months", "95 years 2 months", "120":
 * it becomes "90+"). "90+" itself is already general.
 */
export function findAgeField(value: string): IdentifierFinding[] {
  const match = /^[ \t]*(9\d|1[01]\d)(?:[ \t]*(?:y|yo|yrs?|years?(?:[ \t]old)?))?[ \t]*$/i.exec(value);
  if (match) {
    const start = value.indexOf(match[1]!);
    return [{ kind: 'age', start, end: start + match[1]!.length, text: match[1]! }];
  }
  const age = readPatientAge(value);
  if (!age.ok || age.years < 90 || /^\s*90\+/.test(value)) return [];
  const text = value.trim();
  const start = value.indexOf(text);
  return [{ kind: 'age', start, end: start + text.length, text }];
}
