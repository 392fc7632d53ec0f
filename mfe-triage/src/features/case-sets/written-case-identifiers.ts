import {
  dismissedIdentifierLimits,
  identifiersFoundErrorSchema,
  redactIdentifiers,
  type DismissedIdentifier,
  type FieldIdentifierFinding,
} from '@manan/contracts';
import { isMananApiError } from '@manan/ui-kit';
import { guardedPatientFields, type WrittenCaseValues } from './written-case-values';

type GuardedField = (typeof guardedPatientFields)[number];

/** A finding of the identifier guard in one field of one written case (by the case's key, not its index). */
export interface WrittenCaseFinding extends Omit<FieldIdentifierFinding, 'field'> {
  caseKey: string;
  field: GuardedField;
}

export type WrittenCaseDismissal = Pick<WrittenCaseFinding, 'caseKey' | 'field' | 'kind' | 'text'>;

/** svc-triage names a finding's field `cases.<index in the request>.<patient field>`. */
const requestFieldPattern = /^cases\.(\d+)\.(?:patient\.)?([A-Za-z]+)$/;

const isGuardedField = (name: string): name is GuardedField =>
  (guardedPatientFields as readonly string[]).includes(name);

/**
 * The findings of a 400 PRIVACY.IDENTIFIERS_FOUND, each tied to its written case; null for any other failure.
 * `requestKeys[i]` is the key of the written case sent at index i (undefined for a bank case).
 */
export function writtenCaseFindingsIn(
  error: unknown,
  requestKeys: ReadonlyArray<string | undefined>,
): WrittenCaseFinding[] | null {
  if (!isMananApiError(error) || error.status !== 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return null;
  }
  const parsed = identifiersFoundErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.identifiers.flatMap(({ field, ...finding }) => {
    const [, index, name] = requestFieldPattern.exec(field) ?? [];
    const caseKey = requestKeys[Number(index)];
    return caseKey && name && isGuardedField(name) ? [{ ...finding, caseKey, field: name }] : [];
  });
}

const sameFinding = (a: WrittenCaseDismissal, b: WrittenCaseDismissal) =>
  a.caseKey === b.caseKey && a.field === b.field && a.kind === b.kind && a.text === b.text;

/** The findings still to act on: the field still holds the text found there, and it was not dismissed. */
export function openFindings(
  findings: readonly WrittenCaseFinding[],
  dismissed: readonly WrittenCaseDismissal[],
  cases: readonly WrittenCaseValues[],
): WrittenCaseFinding[] {
  return findings.filter((finding) => {
    const values = cases.find((item) => item.key === finding.caseKey);
    const stillThere = values?.[finding.field].trim().slice(finding.start, finding.end) === finding.text;
    return stillThere && !dismissed.some((item) => sameFinding(item, finding));
  });
}

/** The written case with each of its findings replaced by its tag ("[NAME]", "[MRN]"…). */
export function withIdentifiersRemoved(
  values: WrittenCaseValues,
  findings: readonly WrittenCaseFinding[],
): WrittenCaseValues {
  const next = { ...values };
  for (const field of guardedPatientFields) {
    const inField = findings.filter((finding) => finding.caseKey === values.key && finding.field === field);
    if (inField.length) next[field] = redactIdentifiers(values[field].trim(), inField);
  }
  return next;
}

/** The dismissals the request carries, named as svc-triage names the fields, at most the contract's 50. */
export function dismissalsToSend(
  dismissed: readonly WrittenCaseDismissal[],
  requestKeys: ReadonlyArray<string | undefined>,
  cases: readonly WrittenCaseValues[],
): DismissedIdentifier[] {
  return dismissed
    .flatMap(({ caseKey, field, kind, text }) => {
      const index = requestKeys.indexOf(caseKey);
      const values = cases.find((item) => item.key === caseKey);
      return index >= 0 && values?.[field].includes(text)
        ? [{ field: `cases.${index}.${field}`, kind, text }]
        : [];
    })
    .slice(0, dismissedIdentifierLimits.count);
}
