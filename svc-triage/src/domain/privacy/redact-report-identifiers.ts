import {
  findIdentifiers,
  redactIdentifiers,
  type IdentifierKind,
  type RemovedIdentifiers,
} from '@manan/contracts';

/**
 * A parsed blood report is text the user did not type (its heading names the uploaded file, which is often
 * the patient's name), so its identifiers are not put to the user one by one: they are replaced by tags
 * before the text is returned, and the user is told which kinds were removed and how many.
 */
export function redactReportIdentifiers(text: string): { text: string; removed: RemovedIdentifiers } {
  const findings = findIdentifiers(text);
  const counts = new Map<IdentifierKind, number>();
  for (const finding of findings) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
  return {
    text: redactIdentifiers(text, findings),
    removed: [...counts].map(([kind, count]) => ({ kind, count })),
  };
}
