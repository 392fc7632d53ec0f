import { findAgeField, findAges, findAgesAfterNames, findDates } from './find-dates-and-ages';
import { findNames } from './find-names';
import { findAddresses, findEmails, findPostcodes } from './find-places';
import { findLabelledNumbers, findPhoneNumbers, findUnlabelledNumbers } from './find-record-numbers';
import { identifierReplacements, type IdentifierFinding } from './identifier-kinds';

/**
 * The direct patient identifiers in a text, in reading order and never overlapping. The browser runs this
 * as the clinician types and svc-triage runs it again on what arrives, so both always agree.
 *
 * Every pattern has bounded quantifiers only, so each match attempt takes bounded time and the whole scan is
 * linear in the text's length, whatever the text (a test runs a long hostile one).
 */
export function findIdentifiers(text: string): IdentifierFinding[] {
  const addresses = findAddresses(text);
  const names = findNames(text);
  // Earlier groups win where findings overlap: a labelled number or e-mail is surer than a name inside it.
  const byConfidence: IdentifierFinding[][] = [
    findEmails(text),
    findLabelledNumbers(text),
    findDates(text),
    findUnlabelledNumbers(text),
    findPhoneNumbers(text),
    addresses,
    findPostcodes(text, addresses),
    names,
    findAges(text),
    findAgesAfterNames(text, names),
  ];
  return withoutOverlaps(byConfidence.flat());
}

/** The case-form fields whose whole value is read differently from free text. */
export type IdentifierFieldReading = 'text' | 'age';

/** A field's findings: the patient-age field holds only an age, so a bare "95" there is an age over 89. */
export function findIdentifiersInField(
  value: string,
  reading: IdentifierFieldReading = 'text',
): IdentifierFinding[] {
  return reading === 'age' ? findAgeField(value) : findIdentifiers(value);
}

/**
 * Which findings hold a text back until removed or dismissed: every kind but an age over 89. An age is
 * generalised instead (HIPAA's safe harbour): no one needs to act on "92-year-old", and blocking an
 * analysis of a very old patient until the form says "90+" would help no one.
 */
export const holdsTextBack = (finding: { kind: IdentifierFinding['kind'] }): boolean =>
  finding.kind !== 'age';

/**
 * The value with each age over 89 written "90+" ("94-year-old" reads "90+-year-old", an age field "95"
 * reads "90+"). Triage reads 90+ as 90, which changes no decision: every age rule stops below that.
 */
export function generaliseAges(value: string, reading: IdentifierFieldReading = 'text'): string {
  const ages = findIdentifiersInField(value, reading).filter((finding) => !holdsTextBack(finding));
  return ages.length ? redactIdentifiers(value, ages) : value;
}

function withoutOverlaps(findings: IdentifierFinding[]): IdentifierFinding[] {
  const kept: IdentifierFinding[] = [];
  for (const finding of findings) {
    if (finding.end <= finding.start) continue;
    if (kept.some((other) => finding.start < other.end && other.start < finding.end)) continue;
    kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The text with each finding replaced: "[NAME]", "[MRN]"… and an age over 89 by "90+". */
export function redactIdentifiers(text: string, findings: readonly IdentifierFinding[]): string {
  let redacted = '';
  let from = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    if (finding.start < from) continue;
    redacted += text.slice(from, finding.start) + identifierReplacements[finding.kind];
    from = finding.end;
  }
  return redacted + text.slice(from);
}
