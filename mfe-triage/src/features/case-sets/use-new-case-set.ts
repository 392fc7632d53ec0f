import { practiceLimits, type CaseSetSummary, type SetCaseInput } from '@manan/contracts';
import { displayNameOf, readApiError, useSignedInUser } from '@manan/ui-kit';
import { useState } from 'react';
import { useCreateCaseSetMutation } from '../../api/case-sets-api';
import {
  dismissalsToSend,
  openFindings,
  withIdentifiersRemoved,
  writtenCaseFindingsIn,
  type WrittenCaseDismissal,
  type WrittenCaseFinding,
} from './written-case-identifiers';
import {
  emptyWrittenCase,
  toWrittenSetCase,
  validateWrittenCase,
  type WrittenCaseErrors,
  type WrittenCaseField,
  type WrittenCaseValues,
} from './written-case-values';

export interface SetFormErrors {
  title?: string;
  cases?: string;
}

/** Why the server refused the set, when it was not a field the form can point at. */
export type CreateFailure = { kind: 'case-limit'; message: string } | { kind: 'other'; message: string };

/** The state of "New case set": title, bank cases, written cases, their checks, and the create call. */
export function useNewCaseSet(onCreated: (set: CaseSetSummary) => void) {
  const [title, setTitle] = useState('');
  const [bankIds, setBankIds] = useState<string[]>([]);
  const [written, setWritten] = useState<WrittenCaseValues[]>([]);
  const [errors, setErrors] = useState<SetFormErrors>({});
  const [writtenErrors, setWrittenErrors] = useState<Record<string, WrittenCaseErrors>>({});
  const [findings, setFindings] = useState<WrittenCaseFinding[]>([]);
  const [dismissed, setDismissed] = useState<WrittenCaseDismissal[]>([]);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [createCaseSet, { isLoading }] = useCreateCaseSetMutation();
  // svc-triage keeps no names: trainees see the educator by the name sent with the set.
  const { user } = useSignedInUser();
  const educatorName = user ? displayNameOf(user).slice(0, 80) : undefined;

  const open = openFindings(findings, dismissed, written);
  const caseCount = bankIds.length + written.length;

  const updateWritten = (key: string, field: WrittenCaseField, value: string | string[]) => {
    setWritten((current) => current.map((item) => (item.key === key ? { ...item, [field]: value } : item)));
    setWrittenErrors((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }));
  };

  async function submit(): Promise<boolean> {
    const nextErrors: SetFormErrors = {};
    if (!title.trim()) nextErrors.title = 'Give the case set a title';
    else if (title.trim().length > practiceLimits.setTitle)
      nextErrors.title = `Keep the title to ${practiceLimits.setTitle} characters or fewer`;
    if (caseCount === 0) nextErrors.cases = 'Choose at least one bank case or write one';
    else if (caseCount > practiceLimits.setCases)
      nextErrors.cases = `A case set holds at most ${practiceLimits.setCases} cases`;
    const nextWrittenErrors = Object.fromEntries(
      written.map((item) => [item.key, validateWrittenCase(item)]),
    );
    setErrors(nextErrors);
    setWrittenErrors(nextWrittenErrors);
    setFailure(null);
    const writtenInvalid = Object.values(nextWrittenErrors).some((found) => Object.keys(found).length);
    if (Object.keys(nextErrors).length || writtenInvalid || open.length) return false;

    // Bank cases first, in the order chosen, then the written ones: the order trainees meet them in.
    const requestKeys = [...bankIds.map(() => undefined), ...written.map((item) => item.key)];
    const cases: SetCaseInput[] = [
      ...bankIds.map((bankId) => ({ bankId })),
      ...written.map(toWrittenSetCase),
    ];
    const dismissedIdentifiers = dismissalsToSend(dismissed, requestKeys, written);
    const result = await createCaseSet({
      title: title.trim(),
      ...(educatorName ? { educatorName } : {}),
      cases,
      ...(dismissedIdentifiers.length ? { dismissedIdentifiers } : {}),
    });
    if ('data' in result && result.data) {
      onCreated(result.data);
      setTitle('');
      setBankIds([]);
      setWritten([]);
      setFindings([]);
      setDismissed([]);
      return true;
    }
    const refused = writtenCaseFindingsIn(result.error, requestKeys);
    if (refused?.length) {
      setFindings(refused);
      return false;
    }
    const reading = readApiError(result.error);
    setFailure(
      reading.code === 'PRACTICE.SET_CASE_LIMIT'
        ? {
            kind: 'case-limit',
            message: reading.message ?? 'Case sets with more than 10 cases are a Premium feature.',
          }
        : {
            kind: 'other',
            message: reading.message ?? 'The case set could not be created. Please try again.',
          },
    );
    return false;
  }

  return {
    title,
    setTitle: (value: string) => {
      setTitle(value);
      setErrors((current) => ({ ...current, title: undefined }));
    },
    bankIds,
    setBankIds: (ids: string[]) => {
      setBankIds(ids);
      setErrors((current) => ({ ...current, cases: undefined }));
    },
    written,
    addWritten: () => {
      setWritten((current) => [...current, emptyWrittenCase()]);
      setErrors((current) => ({ ...current, cases: undefined }));
    },
    removeWritten: (key: string) => setWritten((current) => current.filter((item) => item.key !== key)),
    updateWritten,
    errors,
    writtenErrors,
    findings: open,
    dismiss: (finding: WrittenCaseFinding) =>
      setDismissed((current) => [
        ...current,
        { caseKey: finding.caseKey, field: finding.field, kind: finding.kind, text: finding.text },
      ]),
    removeIdentifiers: (key: string) =>
      setWritten((current) =>
        current.map((item) => (item.key === key ? withIdentifiersRemoved(item, open) : item)),
      ),
    caseCount,
    failure,
    isCreating: isLoading,
    submit,
  };
}
