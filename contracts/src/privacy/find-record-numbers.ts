import { digitsOf, isValidAadhaarNumber, isValidNhsNumber } from './check-digits';
import type { IdentifierFinding, IdentifierKind } from './identifier-kinds';

/** Labels of a hospital's own record number: MRN, UHID, "Hospital no.", "CR No.", "IP no", "record number". */
const recordLabel = String.raw`MRN|MR[ \t]?#|MR[ \t]?No\.?|UHID|CR\.?[ \t]?No\.?|IP\.?[ \t]?No\.?|OP\.?[ \t]?No\.?|Hosp(?:ital)?\.?[ \t]?(?:No\.?|#|number(?:[ \t]is)?)|(?:Medical[ \t])?Record[ \t](?:number|no\.?)|Case[ \t](?:number|no\.?)`;

/** Labels of a national or insurance identifier, and the generic "ID:" label. */
const idLabel = String.raw`NHS(?:[ \t](?:number|no\.?))?(?:[ \t]is)?|SSN|Social[ \t]Security(?:[ \t](?:number|no\.?))?|Aadhaa?r(?:[ \t](?:card|number|no\.?))?|UIDAI(?:[ \t]number)?|(?:Patient|Member|Insurance|Policy|Medicare|Medicaid|Passport|PAN|Unique)[ \t](?:ID|number|no\.?|#)|I\.?D\.?(?:[ \t](?:no\.?|number))?`;

const labelled = new RegExp(
  String.raw`\b(?:(${recordLabel})|(${idLabel}))(?![\p{L}])[ \t]{0,2}[:#\-–]{0,2}[ \t]{0,3}`,
  'giu',
);

/**
 * The value after a label, case-sensitive: groups of capitals and digits joined by "-" or "/", and further
 * space-separated groups only of 3–5 digits ("XJH 4412 9981", "240 561 5851"), so that "ID: AB-77291 45F"
 * stops before the patient's age and sex. It must hold a digit.
 */
const labelValue =
  /[A-Z0-9]{1,14}(?:[-/][A-Z0-9]{1,14}){0,4}(?:[ \t]\d{3,5}(?![\p{L}\d]))?(?:[ \t]\d{3,5}(?![\p{L}\d]))?/uy;

/** Numbers with a record or identifier label: the label and the value, so "[MRN]" replaces both. */
export function findLabelledNumbers(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const match of text.matchAll(labelled)) {
    const start = match.index ?? 0;
    if (match[2] && /^i\.?d\.?$/i.test(match[2].replace(/\s/g, '')) && !/^I\.?D/.test(match[2])) continue;
    labelValue.lastIndex = start + match[0].length;
    const value = labelValue.exec(text)?.[0];
    if (!value || !/\d/.test(value) || /[\p{L}\d]/u.test(text[start + match[0].length + value.length] ?? ''))
      continue;
    const kind: IdentifierKind = match[1] ? 'mrn' : 'id';
    const end = start + match[0].length + value.length;
    findings.push({ kind, start, end, text: text.slice(start, end) });
  }
  return findings;
}

const nhsShaped = /(?<![\d.,/-])\d{3}([ -]?)\d{3}\1\d{4}(?![\d/]|[.,]\d)/g;
const ssnShaped = /(?<![\d.,/-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d/-]|[.,]\d)/g;
const aadhaarShaped = /(?<![\d.,/-])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\d/]|[.,]\d)/g;

/**
 * Numbers that are identifiers by their shape alone: an NHS number that passes its modulus-11 check, an
 * SSN (area not 000, 666 or 9xx), an Aadhaar number that passes its Verhoeff check.
 */
export function findUnlabelledNumbers(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  const add = (match: RegExpMatchArray) => {
    const start = match.index ?? 0;
    findings.push({ kind: 'id', start, end: start + match[0].length, text: match[0] });
  };
  for (const match of text.matchAll(nhsShaped)) if (isValidNhsNumber(match[0])) add(match);
  for (const match of text.matchAll(ssnShaped)) add(match);
  for (const match of text.matchAll(aadhaarShaped)) if (isValidAadhaarNumber(match[0])) add(match);
  return findings;
}

const phoneLabel = String.raw`\b(?:tel(?:ephone)?|phone|ph|mobile|mob|cell|landline|whatsapp|contact[ \t](?:no\.?|number)|fax)\b\.?[ \t]{0,2}[:#\-–]?[ \t]{0,3}`;

/**
 * Phone numbers: international (+44 7700 900456, +1 (415) 555-0132, +91-80-2345-6789), UK and Indian
 * numbers with a leading 0 (020 7946 0958, 01632 960001), US (415) 555-0132 and 415-555-0132, Indian mobiles
 * (98765 43210), and any 7–15 digits after a phone label. Doses, lab values, times and blood pressures have
 * too few digits or the wrong separators to match.
 */
const phones = new RegExp(
  [
    String.raw`(?<![\w+])\+\d{1,3}(?:[ \t.-]?\(?\d{1,5}\)?){2,5}`,
    String.raw`(?<![\w.,/])0\d{2,4}[ \t-]?\d{3,4}[ \t-]?\d{3,4}`,
    String.raw`(?:\([2-9]\d{2}\)[ \t]?|(?<![\w.,/-])[2-9]\d{2}[-. \t])\d{3}[-. \t]\d{4}`,
    String.raw`(?<![\w.,/-])[6-9]\d{4}[ \t-]?\d{5}`,
    String.raw`${phoneLabel}(\+?\(?\d(?:[ \t().-]{0,2}\d){6,14})`,
  ].join('|'),
  'gi',
);

export function findPhoneNumbers(text: string): IdentifierFinding[] {
  const findings: IdentifierFinding[] = [];
  for (const match of text.matchAll(phones)) {
    const number = match[1] ?? match[0];
    const start = (match.index ?? 0) + match[0].length - number.length;
    const end = start + number.length;
    if (/^(?:[\w/]|[.,]\d)/.test(text.slice(end, end + 2))) continue;
    const digits = digitsOf(number).length;
    if (digits < (match[1] ? 7 : 8) || digits > 15) continue;
    findings.push({ kind: 'phone', start, end, text: number });
  }
  return findings;
}
