/**
 * @jest-environment node
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { isMananApiError } from '@manan/ui-kit';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';
import { casesApi } from '../../src/api/cases-api';
import { dataExportApi } from '../../src/api/data-export-api';
import { practiceProgressApi } from '../../src/api/practice-progress-api';

const { like, eachLike, regex, datetime, decimal, integer, fromProviderState } = MatchersV3;

/** svc-triage's cursors are base64url; this one is an example of the shape only. */
const exampleCursor = 'WyIyMDI2LTExLTIyVDEwOjAwOjAwLjAwMFoiLCJjYXNlLTUwIl0';
const cursorPattern = '^[A-Za-z0-9_-]+$';

const isoTime = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

/** A case as the list gives it, with what the dashboard and history show. */
const caseListed = {
  id: like('6f1c2a9e-0d7b-4e59-9a43-5d6f0a1b2c3d'),
  chiefComplaint: like('Chest pain'),
  triageLevel: regex('^TRIAGE LEVEL: (EMERGENCY|HIGH|MEDIUM|LOW)\\b.*', 'TRIAGE LEVEL: HIGH - ESI 2'),
  analysis: like('1. TRIAGE LEVEL\nTRIAGE LEVEL: HIGH - ESI 2'),
  aiConfidence: { overall: decimal(0.8) },
  patientAge: like('58'),
  gender: regex('^(male|female)$', 'male'),
  symptoms: { details: like('Crushing central chest pain') },
  vitals: { raw: like('BP 150/90, HR 104') },
  medicalHistory: { details: like('Hypertension') },
  currentMedications: { details: like('Amlodipine') },
  provider: { kind: regex('^(guideline|llm)$', 'guideline') },
  verification: { checked: like(true) },
  createdAt: isoTime('2026-11-22T10:00:00.000Z'),
};

/** A case of the data export: as listed, with its structured result, and as a FHIR R4 Bundle. */
const caseExported = {
  case: {
    ...caseListed,
    result: { level: regex('^(EMERGENCY|HIGH|MEDIUM|LOW)$', 'HIGH'), esi: integer(2) },
  },
  fhirBundle: {
    resourceType: 'Bundle',
    type: 'collection',
    entry: eachLike({
      fullUrl: regex('^urn:uuid:[0-9a-f-]{36}$', 'urn:uuid:5d41402a-bc4b-5a76-b971-9d911017c592'),
      resource: { resourceType: regex('^(Patient|Observation|RiskAssessment)$', 'Patient') },
    }),
  },
};

describe('HTTP pact: mfe-account (consumer) with svc-triage (provider)', () => {
  const { pact, publish } = recordHttpPact('mfe-account', 'svc-triage');
  afterAll(publish);

  it('GET /api/cases: the user’s own cases, newest first, with what the dashboard and history show', async () => {
    await pact
      .addInteraction()
      .given('the user has an analysed case', { userId: 'alice' })
      .uponReceiving('a request for the user’s cases')
      .withRequest('GET', '/api/cases')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(caseListed)))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(casesApi.endpoints.cases.initiate());
          expect(data?.[0]).toMatchObject({
            chiefComplaint: 'Chest pain',
            triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2',
          });
        }),
      );
  });

  it('GET /api/cases, when there are more cases than one page: the next page’s cursor in X-Next-Cursor', async () => {
    await pact
      .addInteraction()
      .given('the user has more cases than one page holds', { userId: 'alice' })
      .uponReceiving('a request for the first page of the user’s cases')
      .withRequest('GET', '/api/cases')
      .willRespondWith(200, (response) =>
        response
          .headers({ 'X-Next-Cursor': regex(cursorPattern, exampleCursor) })
          .jsonBody(eachLike(caseListed)),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(casesApi.endpoints.casePages.initiate());
          expect(data?.pages[0]?.nextCursor).toBe(exampleCursor);
        }),
      );
  });

  it('GET /api/cases?cursor=: the page after that cursor', async () => {
    await pact
      .addInteraction()
      .given('the user has more cases than one page holds', { userId: 'alice' })
      .uponReceiving('a request for the page of the user’s cases after a cursor')
      .withRequest('GET', '/api/cases', (request) =>
        request.query({ cursor: fromProviderState('${nextCursor}', exampleCursor) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(caseListed)))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            casesApi.endpoints.casePages.initiate(undefined, { initialPageParam: exampleCursor }),
          );
          expect(data?.pages[0]?.cases[0]).toMatchObject({ chiefComplaint: 'Chest pain' });
          expect(data?.pages[0]?.nextCursor).toBeNull();
        }),
      );
  });

  it('GET /api/cases without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the cases without a session')
      .withRequest('GET', '/api/cases')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(casesApi.endpoints.cases.initiate());
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });

  it('GET /api/export/cases: a page of the user’s cases for "Download my data", each with its FHIR R4 Bundle', async () => {
    await pact
      .addInteraction()
      .given('the user has an analysed case', { userId: 'data-exporter' })
      .uponReceiving('a request for the first page of the cases part of the data export')
      .withRequest('GET', '/api/export/cases')
      .willRespondWith(200, (response) =>
        response.jsonBody({ cases: eachLike(caseExported), nextCursor: null }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(dataExportApi.endpoints.caseExportPage.initiate(null));
          expect(data?.cases[0]?.case).toMatchObject({ chiefComplaint: 'Chest pain', result: { esi: 2 } });
          expect(data?.cases[0]?.fhirBundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
          expect(data?.nextCursor).toBeNull();
        }),
      );
  });

  it('GET /api/export/cases?cursor=: the page after a cursor', async () => {
    await pact
      .addInteraction()
      .given('the user has more cases than one page holds', { userId: 'data-exporter' })
      .uponReceiving('a request for the page of the cases part of the data export after a cursor')
      .withRequest('GET', '/api/export/cases', (request) =>
        request.query({ cursor: fromProviderState('${nextCursor}', exampleCursor) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ cases: eachLike(caseExported), nextCursor: null }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            dataExportApi.endpoints.caseExportPage.initiate(exampleCursor),
          );
          expect(data?.cases[0]?.case).toMatchObject({ chiefComplaint: 'Chest pain' });
        }),
      );
  });

  it('GET /api/export/cases without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a request for the cases part of the data export without a session')
      .withRequest('GET', '/api/export/cases')
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(dataExportApi.endpoints.caseExportPage.initiate(null));
          expect(isMananApiError(error) && error.status).toBe(401);
        }),
      );
  });

  describe('training progress', () => {
    const tally = { attempts: integer(1), exact: integer(1), under: integer(0) };

    it('GET /api/practice/progress after three bank cases, one under-triaged: the rates, breakdowns and plot data', async () => {
      await pact
        .addInteraction()
        .given('the user has practised three bank cases, one under-triaged', { userId: 'trainee' })
        .uponReceiving('a request for the user’s training progress')
        .withRequest('GET', '/api/practice/progress')
        .willRespondWith(200, (response) =>
          response.jsonBody({
            attempts: 3,
            exactRate: decimal(0.6667),
            underRate: decimal(0.3333),
            overRate: integer(0),
            byLevel: eachLike({ esi: integer(2), ...tally }),
            byGroup: eachLike({ group: regex('^[a-z-]+$', 'cardiovascular'), ...tally }),
            recent: eachLike(
              {
                id: like('attempt-1'),
                at: isoTime('2026-11-24T06:00:00.000Z'),
                title: like('Chest pain at rest'),
                group: regex('^[a-z-]+$', 'cardiovascular'),
                chosenEsi: integer(4),
                referenceEsi: integer(2),
                verdict: regex('^(exact|over|under)$', 'under'),
                by: integer(2),
              },
              3,
            ),
            streak: { current: 1, best: 1 },
            daily: [
              {
                day: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-24'),
                attempts: 3,
                exact: 2,
              },
            ],
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(practiceProgressApi.endpoints.practiceProgress.initiate());
            expect(data).toMatchObject({ attempts: 3, streak: { current: 1, best: 1 } });
            expect(data?.recent).toHaveLength(3);
          }),
        );
    });

    it('GET /api/practice/progress before any attempt: zero attempts and no rates', async () => {
      await pact
        .addInteraction()
        .given('a user is signed in', { userId: 'trainee' })
        .uponReceiving('a request for the training progress of a user who has not practised')
        .withRequest('GET', '/api/practice/progress')
        .willRespondWith(200, (response) =>
          response.jsonBody({
            attempts: 0,
            exactRate: null,
            underRate: null,
            overRate: null,
            // Every level is listed, with zero attempts.
            byLevel: eachLike({
              esi: integer(1),
              attempts: integer(0),
              exact: integer(0),
              under: integer(0),
            }),
            byGroup: [],
            recent: [],
            streak: { current: 0, best: 0 },
            daily: [],
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(practiceProgressApi.endpoints.practiceProgress.initiate());
            expect(data).toMatchObject({ attempts: 0, exactRate: null, recent: [] });
          }),
        );
    });
  });
});
