import { randomUUID } from 'node:crypto';
import { caseExportPageSchema, caseExportPageSize, type CaseExportPage } from '@manan/contracts';
import {
  abdominalPainCase,
  authority,
  chestPainCase,
  soreThroatCase,
  startTriage,
  type RunningTriage,
} from '../support/triage-test-service';
import { fhirSchemaErrors } from './fhir-schema-validator';

const bloodReportCase = {
  ...chestPainCase,
  chiefComplaint: 'Palpitations',
  vitals:
    'BP 100/60, HR 48\nPotassium 7.1 mmol/L (ref 3.5–5.1) HIGH\nCreatinine 3.2 mg/dL (ref 0.6–1.2) HIGH',
};
const noVitalsCase = { ...soreThroatCase, vitals: 'not measured' };

describe('svc-triage GET /api/export/cases ("Download my data")', () => {
  let triage: RunningTriage;
  const alice = `u-export-${randomUUID()}`;
  const bob = `u-export-${randomUUID()}`;
  const cookieOf = (user: string) => authority.token(user).cookie;
  const aliceCaseIds: string[] = [];
  let bobCaseId = '';

  async function analyze(user: string, form: object): Promise<string> {
    const response = await triage.post('/api/analyze', form, cookieOf(user));
    expect(response.status).toBe(200);
    return ((await response.json()) as { caseId: string }).caseId;
  }

  async function exportPage(user: string, cursor?: string): Promise<CaseExportPage> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const response = await triage.get(`/api/export/cases${query}`, cookieOf(user));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return caseExportPageSchema.parse(await response.json());
  }

  beforeAll(async () => {
    triage = await startTriage();
    // Premium, so that more cases than one page holds fit in a month.
    await triage.bus.publish({
      messageId: randomUUID(),
      type: 'billing.entitlement.changed',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId: alice, isPremium: true, periodEnd: '2099-01-01T00:00:00.000Z' },
    });
    const forms = [chestPainCase, bloodReportCase, noVitalsCase, soreThroatCase, abdominalPainCase];
    for (let index = 0; index < caseExportPageSize + 3; index++) {
      aliceCaseIds.push(await analyze(alice, forms[index % forms.length]!));
    }
    const refined = await triage.post(
      '/api/refine-analysis',
      { caseId: aliceCaseIds[0], followUpResponses: { onset: 'Q: When did it start?\nA: 40 minutes ago' } },
      cookieOf(alice),
    );
    expect(refined.status).toBe(200);
    bobCaseId = await analyze(bob, soreThroatCase);
  }, 60_000);

  afterAll(() => triage.stop());

  it("when a user pages through the export, then every case of theirs comes once, with revisions, results and a valid FHIR Bundle, and none of another user's", async () => {
    const first = await exportPage(alice);
    expect(first.cases).toHaveLength(caseExportPageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await exportPage(alice, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const exported = [...first.cases, ...second.cases];

    expect(exported.map(({ case: exportedCase }) => exportedCase.id).sort()).toEqual(
      [...aliceCaseIds].sort(),
    );
    expect(JSON.stringify(exported)).not.toContain(bobCaseId);
    expect(JSON.stringify(exported)).not.toContain(alice); // the owner's id stays out of each case
    for (const { case: exportedCase, fhirBundle } of exported) {
      expect(exportedCase.result).toMatchObject({ level: expect.any(String), esi: expect.any(Number) });
      expect(fhirSchemaErrors(fhirBundle as Parameters<typeof fhirSchemaErrors>[0])).toEqual([]);
      expect(fhirBundle.entry.map((entry) => entry.resource.resourceType)).toEqual(
        expect.arrayContaining(['Patient', 'RiskAssessment']),
      );
    }
    const refinedCase = exported.find(({ case: exportedCase }) => exportedCase.id === aliceCaseIds[0]);
    expect(refinedCase?.case.revisions?.map((revision) => revision.kind)).toEqual(['analysis', 'refinement']);
    const withLabs = exported.find(
      ({ case: exportedCase }) => exportedCase.chiefComplaint === 'Palpitations',
    );
    expect(JSON.stringify(withLabs?.fhirBundle)).toContain('"2823-3"');
  });

  it('when the other user exports, then they get their one case only', async () => {
    const page = await exportPage(bob);
    expect(page.cases.map(({ case: exportedCase }) => exportedCase.id)).toEqual([bobCaseId]);
    expect(page.nextCursor).toBeNull();
  });

  it('when a user with no cases exports, then the page is empty', async () => {
    expect(await exportPage(`u-export-${randomUUID()}`)).toEqual({ cases: [], nextCursor: null });
  });

  it('when the cursor did not come from a page, then 400 CASES.INVALID_PAGE', async () => {
    const response = await triage.get('/api/export/cases?cursor=not-a-cursor', cookieOf(alice));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'CASES.INVALID_PAGE' } });
  });

  it('when there is no session, then 401 JSON', async () => {
    const response = await triage.get('/api/export/cases');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH.UNAUTHENTICATED' } });
  });
});
