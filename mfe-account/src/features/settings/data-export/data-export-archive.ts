import type { AccountExport, BillingExport, CaseExportPage } from '@manan/contracts';
import type { ZipWriter } from './zip-writer';

/** Where each service's part is read from; the caller decides how (RTK Query in the app, fakes nowhere). */
export interface DataExportSources {
  account(): Promise<AccountExport>;
  billing(): Promise<BillingExport>;
  casePage(cursor: string | null): Promise<CaseExportPage>;
}

/** A case id as a file name: ids are UUIDs, but a file name must never leave its folder. */
const fileNameOf = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

function readme(account: AccountExport, caseCount: number, exportedAt: string): string {
  return [
    'MANAN: your data',
    '',
    `Exported for ${account.account.username} on ${exportedAt}.`,
    '',
    'account.json       Your account (username, e-mail, when it was created, how you sign in) and your',
    '                   notification settings. Passwords and sessions are never exported.',
    'subscription.json  Your subscription and the analyses counted in each month.',
    `cases/             Your ${caseCount} case${caseCount === 1 ? '' : 's'}, one file each: the form, every analysis (revisions) and its`,
    '                   structured result.',
    'fhir/              The same cases as FHIR R4 Bundles (one per case), for import into a hospital',
    '                   system: a patient without identifiers, vital signs and labs as Observations',
    '                   (LOINC, UCUM), the chief complaint, and the triage as a RiskAssessment.',
    '',
    'MANAN is for training and educational support only.',
    '',
  ].join('\n');
}

/**
 * Writes the whole export into `zip`: the account and subscription parts, then the cases page by page
 * (each page is written and let go before the next is asked for). Returns how many cases were written.
 */
export async function writeDataExport(
  sources: DataExportSources,
  zip: ZipWriter,
  onCasesWritten: (count: number) => void = () => {},
): Promise<number> {
  const [account, billing] = await Promise.all([sources.account(), sources.billing()]);
  zip.addJson('account.json', account);
  zip.addJson('subscription.json', billing);
  let caseCount = 0;
  let cursor: string | null = null;
  do {
    const page: CaseExportPage = await sources.casePage(cursor);
    for (const { case: exportedCase, fhirBundle } of page.cases) {
      const name = fileNameOf(exportedCase.id);
      zip.addJson(`cases/${name}.json`, exportedCase);
      zip.addJson(`fhir/${name}.json`, fhirBundle);
    }
    caseCount += page.cases.length;
    onCasesWritten(caseCount);
    cursor = page.nextCursor;
  } while (cursor);
  zip.addText('README.txt', readme(account, caseCount, account.exportedAt));
  return caseCount;
}
