import {
  dismissedIdentifierLimits,
  findIdentifiersInField,
  generaliseAges,
  holdsTextBack,
  identifiersFoundErrorSchema,
  redactIdentifiers,
  type DismissedIdentifier,
  type FieldIdentifierFinding,
  type IdentifierFieldReading,
} from '@manan/contracts';
import { isMananApiError } from '@manan/ui-kit';
import type { CaseFormField, CaseFormValues } from './case-form-values';

/** The case-form fields the identifier guard reads, as svc-triage reads them (the age field as an age). */
export const guardedCaseFormFields: ReadonlyArray<{
  field: Exclude<CaseFormField, 'gender'>;
  reading: IdentifierFieldReading;
}> = [
  { field: 'patientAge', reading: 'age' },
  { field: 'chiefComplaint', reading: 'text' },
  { field: 'symptoms', reading: 'text' },
  { field: 'vitals', reading: 'text' },
  { field: 'medicalHistory', reading: 'text' },
  { field: 'currentMedications', reading: 'text' },
];

const sameFinding = (a: DismissedIdentifier, b: DismissedIdentifier) =>
  a.field === b.field && a.kind === b.kind && a.text === b.text;

export const isDismissed = (finding: DismissedIdentifier, dismissed: readonly DismissedIdentifier[]) =>
  dismissed.some((item) => sameFinding(item, finding));

/**
 * The findings of the identifier guard in the form, each with its field, that the user has not dismissed.
 * The text is trimmed first, as it is sent, so the offsets are the ones the server finds too. An age over
 * 89 is not among them: it is written "90+" when the case is sent (withAgesGeneralised), as svc-triage does.
 */
export function findCaseFormIdentifiers(
  values: CaseFormValues,
  dismissed: readonly DismissedIdentifier[],
): FieldIdentifierFinding[] {
  return guardedCaseFormFields.flatMap(({ field, reading }) =>
    findIdentifiersInField(values[field].trim(), reading)
      .filter(holdsTextBack)
      .map((finding) => ({ field, ...finding }))
      .filter((finding) => !isDismissed(finding, dismissed)),
  );
}

/** The form as it is sent: every age over 89, in the age field and in the text, written "90+". */
export function withAgesGeneralised(values: CaseFormValues): CaseFormValues {
  const next = { ...values };
  for (const { field, reading } of guardedCaseFormFields)
    next[field] = generaliseAges(values[field], reading);
  return next;
}

/** The form with each finding replaced by its tag ("[NAME]", "[MRN]"…). */
export function removeIdentifiers(
  values: CaseFormValues,
  findings: readonly FieldIdentifierFinding[],
): CaseFormValues {
  const next = { ...values };
  for (const { field } of guardedCaseFormFields) {
    const inField = findings.filter((finding) => finding.field === field);
    if (inField.length) next[field] = redactIdentifiers(values[field].trim(), inField);
  }
  return next;
}

/**
 * The dismissals the request carries: only those whose text is still in its field (a dismissal of text
 * since deleted would say nothing), without repeats, at most the contract's 50.
 */
export function dismissalsToSend(
  values: CaseFormValues,
  dismissed: readonly DismissedIdentifier[],
): DismissedIdentifier[] {
  const unique = dismissed.filter(
    (item, index) => dismissed.findIndex((other) => sameFinding(other, item)) === index,
  );
  return unique
    .filter((item) => values[item.field as CaseFormField]?.includes(item.text))
    .slice(0, dismissedIdentifierLimits.count);
}

/** The findings of a 400 PRIVACY.IDENTIFIERS_FOUND from svc-triage, or null for any other failure. */
export function identifiersFoundIn(error: unknown): FieldIdentifierFinding[] | null {
  if (!isMananApiError(error) || error.status !== 400) return null;
  try {
    const parsed = identifiersFoundErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.identifiers : null;
  } catch {
    return null;
  }
}
