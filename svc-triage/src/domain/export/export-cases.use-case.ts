import { caseExportPageSize } from '@manan/contracts';
import type { CaseRepository } from '../cases/case.repository';
import type { StoredCase } from '../cases/stored-case';
import { caseFhirBundle } from './fhir/case-fhir-bundle';
import type { Bundle } from './fhir/fhir-resources';

export interface ExportedCasePage {
  cases: Array<{ storedCase: StoredCase; fhirBundle: Bundle }>;
  nextCursor: string | null;
}

/**
 * svc-triage's part of "Download my data", one page at a time: the caller pages through with the cursor,
 * so no process ever holds every case of a user with thousands of them.
 */
export async function exportCasesPage(
  deps: { cases: Pick<CaseRepository, 'listForUser'>; now: () => Date },
  userId: string,
  cursor: string | undefined,
): Promise<ExportedCasePage> {
  const page = await deps.cases.listForUser(userId, { limit: caseExportPageSize, cursor });
  const exportedAt = deps.now().toISOString();
  return {
    cases: page.cases.map((storedCase) => ({
      storedCase,
      fhirBundle: caseFhirBundle(storedCase, exportedAt),
    })),
    nextCursor: page.nextCursor,
  };
}
