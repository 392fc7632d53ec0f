import type { DismissedIdentifier, FieldIdentifierFinding } from '@manan/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { CaseFormField, CaseFormValues } from './case-form-values';
import {
  dismissalsToSend,
  findCaseFormIdentifiers,
  isDismissed,
  removeIdentifiers,
} from './identifier-findings';

/** How long typing pauses before the form is checked again: a paste shows its findings at once, keys don't flicker. */
export const identifierCheckDelayMs = 400;

/**
 * The identifier guard of the case form: checks the fields a moment after typing stops (and at once on
 * submit), keeps the user's "Not an identifier" dismissals, and shows findings a server refusal named on the
 * same fields until the field changes.
 */
export function useIdentifierGuard(values: CaseFormValues) {
  const [checkedValues, setCheckedValues] = useState(values);
  const [dismissed, setDismissed] = useState<DismissedIdentifier[]>([]);
  const [refused, setRefused] = useState<FieldIdentifierFinding[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => setCheckedValues(values), identifierCheckDelayMs);
    return () => clearTimeout(timer);
  }, [values]);

  // A server refusal stays on a field only while the field still holds the text it named.
  const stillRefused = refused.filter(
    (finding) =>
      !isDismissed(finding, dismissed) &&
      values[finding.field as CaseFormField]?.trim().slice(finding.start, finding.end) === finding.text,
  );
  const found = useMemo(() => findCaseFormIdentifiers(checkedValues, dismissed), [checkedValues, dismissed]);
  const findings = withServerFindings(found, stillRefused);

  return {
    findings,
    /** The findings of the form as it is now, without waiting for typing to pause. */
    checkNow: (): FieldIdentifierFinding[] => {
      setCheckedValues(values);
      return withServerFindings(findCaseFormIdentifiers(values, dismissed), stillRefused);
    },
    dismiss: (finding: FieldIdentifierFinding) =>
      setDismissed((current) => [
        ...current,
        { field: finding.field, kind: finding.kind, text: finding.text },
      ]),
    /** The form with every finding replaced by its tag. */
    removeAll: (): CaseFormValues => {
      const now = withServerFindings(findCaseFormIdentifiers(values, dismissed), stillRefused);
      const next = removeIdentifiers(values, now);
      setCheckedValues(next);
      setRefused([]);
      return next;
    },
    dismissalsFor: (sent: CaseFormValues) => dismissalsToSend(sent, dismissed),
    showRefusal: (findings: FieldIdentifierFinding[]) => setRefused(findings),
  };
}

function withServerFindings(
  found: FieldIdentifierFinding[],
  refused: FieldIdentifierFinding[],
): FieldIdentifierFinding[] {
  const extra = refused.filter(
    (finding) =>
      !found.some(
        (other) =>
          other.field === finding.field && other.start === finding.start && other.kind === finding.kind,
      ),
  );
  return [...found, ...extra];
}
