import { identifierKindLabels, type RemovedIdentifiers } from '@manan/contracts';

/** "Removed from the blood report: 1 name, 2 phone numbers." — what svc-triage took out before adding it. */
export function removedFromReportMessage(removed: RemovedIdentifiers): string {
  const parts = removed.map(({ kind, count }) => {
    const label = identifierKindLabels[kind];
    return `${count} ${count === 1 ? label : pluralOf(label)}`;
  });
  return `Removed from the blood report before it was added: ${parts.join(', ')}.`;
}

const pluralOf = (label: string) =>
  label === 'age over 89'
    ? 'ages over 89'
    : label === 'date of birth'
      ? 'dates of birth'
      : label.endsWith('s')
        ? `${label}es`
        : `${label}s`;
