/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { asPageOf, recordHttpPact } from '@manan/ui-kit/testing/pact';
import { triageApi } from '../../src/api/triage-api';
import { readApiError } from '@manan/ui-kit';
import { analysisFailureToast } from '../../src/features/case-form/analysis-failure-toast';
import { identifiersFoundIn } from '../../src/features/case-form/identifier-findings';
import { uploadFailureToast } from '../../src/features/case-form/use-blood-report-upload';
import { practiceApi } from '../../src/api/practice-api';
import { joinSetErrorMessage } from '../../src/features/practice/join-set-error';
import { presentationGroups } from '@manan/contracts';
import { caseSetResultsCsvUrl, caseSetsApi } from '../../src/api/case-sets-api';
import { writtenCaseFindingsIn } from '../../src/features/case-sets/written-case-identifiers';

const { like, eachLike, regex, datetime, decimal, integer, number, fromProviderState } = MatchersV3;

const isoTime = (example: string) => datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const levelWord = (example: string) => regex('^(EMERGENCY|HIGH|MEDIUM|LOW)$', example);
const triageLevelText = regex(
  '^TRIAGE LEVEL: (EMERGENCY|HIGH|MEDIUM|LOW)\\b.*',
  'TRIAGE LEVEL: HIGH - ESI 2',
);
const signedIn = ['a user is signed in', { userId: 'alice' }] as const;
const reportFile = path.join(__dirname, 'fixtures/renal-profile.pdf');

const chestPain = {
  patientAge: '58',
  gender: 'male' as const,
  chiefComplaint: 'Chest pain',
  symptoms: 'Crushing central chest pain for 40 minutes radiating to the left arm, sweating',
  vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%, Temp 36.8 C',
  medicalHistory: 'Hypertension, smoker',
  currentMedications: 'Amlodipine',
};

const triageResult = {
  level: levelWord('HIGH'),
  esi: integer(2),
  reasons: eachLike('Chest pain with diaphoresis: possible acute coronary syndrome'),
  redFlags: eachLike({
    name: like('Possible acute coronary syndrome'),
    evidence: like('crushing central chest pain radiating to the left arm'),
    guideline: like('ESC 2023 ACS guideline'),
  }),
  confidence: decimal(0.85),
};

const provider = { kind: regex('^(guideline|llm)$', 'guideline') };

const verification = {
  checked: like(true),
  raised: like(false),
  floor: { level: levelWord('HIGH'), esi: integer(2) },
  reasons: eachLike('Red flag: possible acute coronary syndrome'),
};

describe('HTTP pact: mfe-triage (consumer) with svc-triage (provider)', () => {
  const { pact, publish } = recordHttpPact('mfe-triage', 'svc-triage');
  afterAll(publish);

  it('POST /api/analyze: the analysis, its level, the stored case and this month’s usage', async () => {
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a case to analyse')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(chestPain))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          analysis: {
            response: like('1. TRIAGE LEVEL\nTRIAGE LEVEL: HIGH - ESI 2'),
            timestamp: isoTime('2026-11-22T10:00:00.000Z'),
          },
          caseId: like('6f1c2a9e-0d7b-4e59-9a43-5d6f0a1b2c3d'),
          triageLevel: triageLevelText,
          result: triageResult,
          provider,
          verification,
          subscription: { used: integer(1), limit: integer(20), isPremium: false },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(chestPain));
          expect(data).toMatchObject({
            triageLevel: 'TRIAGE LEVEL: HIGH - ESI 2',
            result: { level: 'HIGH' },
          });
          expect(data?.subscription).toEqual({ used: 1, limit: 20, isPremium: false });
        }),
      );
  });

  it('POST /api/analyze with a required field empty: 400 naming the field', async () => {
    const incomplete = { ...chestPain, chiefComplaint: '' };
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a case without a chief complaint')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(incomplete))
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: {
            code: 'CASE.INVALID',
            message: 'Chief complaint is required',
            fields: { chiefComplaint: 'Chief complaint is required' },
          },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(incomplete));
          expect(readApiError(error)).toMatchObject({
            status: 400,
            code: 'CASE.INVALID',
            message: 'Chief complaint is required',
          });
        }),
      );
  });

  it('POST /api/analyze with a name and an MRN in the symptoms: 400 PRIVACY.IDENTIFIERS_FOUND with each finding', async () => {
    const withIdentifiers = { ...chestPain, symptoms: `Mr Okonkwo, MRN 4827731. ${chestPain.symptoms}` };
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a case whose symptoms hold a name and a record number')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(withIdentifiers))
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: {
            code: 'PRIVACY.IDENTIFIERS_FOUND',
            message: like('Remove patient identifiers (names, record numbers, phone numbers…) first.'),
            fields: { symptoms: like('Possible patient identifier: name, record number') },
          },
          identifiers: [
            { field: 'symptoms', kind: 'name', text: 'Mr Okonkwo', start: 0, end: 10 },
            { field: 'symptoms', kind: 'mrn', text: 'MRN 4827731', start: 12, end: 23 },
          ],
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(withIdentifiers));
          expect(identifiersFoundIn(error)).toEqual([
            { field: 'symptoms', kind: 'name', text: 'Mr Okonkwo', start: 0, end: 10 },
            { field: 'symptoms', kind: 'mrn', text: 'MRN 4827731', start: 12, end: 23 },
          ]);
        }),
      );
  });

  it('POST /api/analyze with a dismissed finding: the analysis', async () => {
    const withDismissal = {
      ...chestPain,
      medicalHistory: 'Hypertension, followed by Dr Foster clinic',
      dismissedIdentifiers: [{ field: 'medicalHistory', kind: 'name' as const, text: 'Dr Foster' }],
    };
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a case with a finding dismissed as not an identifier')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(withDismissal))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          analysis: {
            response: like('1. TRIAGE LEVEL\nTRIAGE LEVEL: HIGH - ESI 2'),
            timestamp: isoTime('2026-11-22T10:00:00.000Z'),
          },
          caseId: like('6f1c2a9e-0d7b-4e59-9a43-5d6f0a1b2c3d'),
          triageLevel: triageLevelText,
          result: triageResult,
          provider,
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(withDismissal));
          expect(data?.result.level).toBe('HIGH');
        }),
      );
  });

  it('POST /api/analyze without a session: 401', async () => {
    await pact
      .addInteraction()
      .given('no one is signed in')
      .uponReceiving('a case to analyse without a session')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(chestPain))
      .willRespondWith(401, (response) =>
        response.jsonBody({
          error: { code: 'AUTH.UNAUTHENTICATED', message: like('Please sign in to continue.') },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(chestPain));
          expect(readApiError(error)).toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
        }),
      );
  });

  it('POST /api/analyze over the monthly limit: 402 with a message naming the limit', async () => {
    await pact
      .addInteraction()
      .given('the user has used every free analysis this month', { userId: 'alice' })
      .uponReceiving('a case to analyse over the monthly limit')
      .withRequest('POST', '/api/analyze', (request) => request.jsonBody(chestPain))
      .willRespondWith(402, (response) =>
        response.jsonBody({
          error: {
            code: 'QUOTA.MONTHLY_LIMIT_REACHED',
            message: like("You've reached your monthly limit of 20 analyses. Upgrade to premium."),
          },
          message: regex(
            '(?i).*limit.*',
            "You've reached your monthly limit of 20 analyses. Upgrade to premium.",
          ),
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.analyzeCase.initiate(chestPain));
          expect(readApiError(error)).toMatchObject({ status: 402, code: 'QUOTA.MONTHLY_LIMIT_REACHED' });
          expect(analysisFailureToast(error)).toMatchObject({
            title: 'Subscription Limit Reached',
            description: "You've reached your monthly limit of 20 analyses. Upgrade to premium.",
            action: { label: 'Upgrade', to: '/subscription' },
          });
        }),
      );
  });

  it('POST /api/parse-blood-report: the report’s values as text to append to the vitals', async () => {
    const report = fs.readFileSync(reportFile);
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('a blood report PDF')
      .withRequest('POST', '/api/parse-blood-report', (request) =>
        request.multipartBody('application/pdf', reportFile, 'file', 'manan-pact-boundary'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          parsedText: regex(
            '^Blood report:[\\s\\S]*Potassium[\\s\\S]*',
            'Blood report:\nPotassium 6.8 mmol/L (H)',
          ),
          // The report names no one, so nothing was removed; the file name is not repeated in the text.
          removedIdentifiers: [],
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const file = new File([report], 'renal-profile.pdf', { type: 'application/pdf' });
          const { data } = await store.dispatch(triageApi.endpoints.parseBloodReport.initiate(file));
          expect(data?.parsedText).toContain('Potassium');
          expect(data?.removedIdentifiers).toEqual([]);
        }),
      );
  });

  it('POST /api/parse-blood-report: a third report while two are being read is refused with 429', async () => {
    const report = fs.readFileSync(reportFile);
    await pact
      .addInteraction()
      .given('the user has two blood reports being read', { userId: 'alice' })
      .uponReceiving('a blood report PDF while two of the user’s are being read')
      .withRequest('POST', '/api/parse-blood-report', (request) =>
        request.multipartBody('application/pdf', reportFile, 'file', 'manan-pact-boundary'),
      )
      .willRespondWith(429, (response) =>
        response.headers({ 'Retry-After': regex('^\\d+$', '10') }).jsonBody({
          error: {
            code: 'BLOOD_REPORT.TOO_MANY_IN_FLIGHT',
            message: like(
              'You already have 2 blood reports being read; wait for them to finish, then upload this one again',
            ),
          },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const file = new File([report], 'renal-profile.pdf', { type: 'application/pdf' });
          const { error } = await store.dispatch(triageApi.endpoints.parseBloodReport.initiate(file));
          expect(readApiError(error)).toMatchObject({ status: 429, code: 'BLOOD_REPORT.TOO_MANY_IN_FLIGHT' });
          expect(uploadFailureToast(error)).toMatchObject({ title: 'Please wait' });
        }),
      );
  });

  it('POST /api/generate-followup: questions with stable ids for the user’s case', async () => {
    const analysis = 'TRIAGE LEVEL: HIGH - ESI 2\nChest pain radiating to the left arm';
    await pact
      .addInteraction()
      .given('the user has an analysed case', { userId: 'alice' })
      .uponReceiving('a request for follow-up questions about a case')
      .withRequest('POST', '/api/generate-followup', (request) =>
        request.jsonBody({
          caseId: fromProviderState('${caseId}', 'case-1'),
          analysis: fromProviderState('${analysis}', analysis),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          questions: eachLike({ id: like('onset'), question: like('When did the pain start?') }, 3),
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            triageApi.endpoints.generateFollowUp.initiate({ caseId: 'case-1', analysis }),
          );
          expect(data?.questions.length).toBeGreaterThanOrEqual(3);
        }),
      );
  });

  const refinedCase = {
    refinedAnalysis: like('CHANGES AFTER FOLLOW-UP\nTRIAGE LEVEL: HIGH - ESI 2'),
    timestamp: isoTime('2026-11-22T10:05:00.000Z'),
    triageLevel: triageLevelText,
    result: triageResult,
    provider,
    change: {
      from: { level: levelWord('HIGH'), esi: integer(2) },
      to: { level: levelWord('HIGH'), esi: integer(2) },
      direction: regex('^(raised|lowered|unchanged)$', 'unchanged'),
    },
  };

  it('POST /api/refine-analysis: the re-scored analysis of the user’s case', async () => {
    const followUpResponses = { anticoagulants: 'Q: Is the patient on anticoagulants?\nA: No' };
    await pact
      .addInteraction()
      .given('the user has an analysed case', { userId: 'alice' })
      .uponReceiving('answers to refine a case')
      .withRequest('POST', '/api/refine-analysis', (request) =>
        request.jsonBody({
          caseId: fromProviderState('${caseId}', 'case-1'),
          analysis: fromProviderState('${analysis}', 'TRIAGE LEVEL: HIGH - ESI 2'),
          followUpResponses,
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(refinedCase))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            triageApi.endpoints.refineAnalysis.initiate({
              caseId: 'case-1',
              analysis: 'TRIAGE LEVEL: HIGH - ESI 2',
              followUpResponses,
            }),
          );
          expect(data?.result.level).toBe('HIGH');
        }),
      );
  });

  it('POST /api/refine-analysis by caseId alone: the stored case and its result are used', async () => {
    const followUpResponses = { anticoagulants: 'Q: Is the patient on anticoagulants?\nA: No' };
    await pact
      .addInteraction()
      .given('the user has an analysed case', { userId: 'alice' })
      .uponReceiving('answers to refine a case named only by its id')
      .withRequest('POST', '/api/refine-analysis', (request) =>
        request.jsonBody({ caseId: fromProviderState('${caseId}', 'case-1'), followUpResponses }),
      )
      .willRespondWith(200, (response) => response.jsonBody(refinedCase))
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { data } = await store.dispatch(
            triageApi.endpoints.refineAnalysis.initiate({ caseId: 'case-1', followUpResponses }),
          );
          expect(data?.result.level).toBe('HIGH');
          expect(data?.change?.from?.level).toBe('HIGH');
        }),
      );
  });

  it('POST /api/refine-analysis for a case that is not the user’s: 404', async () => {
    const request = { analysis: 'TRIAGE LEVEL: LOW - ESI 5', followUpResponses: {}, caseId: 'no-such-case' };
    await pact
      .addInteraction()
      .given(...signedIn)
      .uponReceiving('answers for an unknown case')
      .withRequest('POST', '/api/refine-analysis', (builder) => builder.jsonBody(request))
      .willRespondWith(404, (response) =>
        response.jsonBody({ error: { code: 'CASES.NOT_FOUND', message: like('No such case') } }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.refineAnalysis.initiate(request));
          expect(readApiError(error)).toMatchObject({ status: 404, code: 'CASES.NOT_FOUND' });
        }),
      );
  });

  it('POST /api/refine-analysis over the hourly limit: 429 with Retry-After', async () => {
    const request = { analysis: 'TRIAGE LEVEL: LOW - ESI 5', followUpResponses: {} };
    await pact
      .addInteraction()
      .given('the user has refined as often as an hour allows', { userId: 'alice' })
      .uponReceiving('answers over the hourly refinement limit')
      .withRequest('POST', '/api/refine-analysis', (builder) => builder.jsonBody(request))
      .willRespondWith(429, (response) =>
        response.headers({ 'Retry-After': regex('^\\d+$', '3600') }).jsonBody({
          error: {
            code: 'REFINE.RATE_LIMITED',
            message: like('Too many refinements; please try again in an hour'),
          },
        }),
      )
      .executeTest((server) =>
        asPageOf(server, async (store) => {
          const { error } = await store.dispatch(triageApi.endpoints.refineAnalysis.initiate(request));
          expect(readApiError(error)).toMatchObject({ status: 429, code: 'REFINE.RATE_LIMITED' });
          expect(readApiError(error).message).toBeTruthy();
        }),
      );
  });

  describe('the trainee’s practice', () => {
    const trainee = ['a user is signed in', { userId: 'trainee' }] as const;
    const bankCaseId = regex('^tb-[a-z-]+-\\d{2,3}$', 'tb-cardiovascular-01');
    const group = regex('^[a-z-]+$', 'cardiovascular');
    const decisionPoint = regex('^[ABCD]$', 'B');
    const namedFlag = { id: like('acute-coronary-syndrome'), name: like('Acute coronary syndrome') };
    const joinedSet = { id: like('set-1'), title: like('Ward 7 induction'), caseCount: integer(1) };

    it('GET /api/practice/red-flags: the guideline engine’s red flags for the picker', async () => {
      await pact
        .addInteraction()
        .given(...trainee)
        .uponReceiving('a request for the red-flag catalogue')
        .withRequest('GET', '/api/practice/red-flags')
        .willRespondWith(200, (response) =>
          response.jsonBody({
            redFlags: eachLike({
              id: regex('^[a-z0-9-]+$', 'acute-coronary-syndrome'),
              name: like('Acute coronary syndrome'),
              group: like('cardiovascular'),
            }),
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(practiceApi.endpoints.practiceRedFlags.initiate());
            expect(data?.redFlags[0]).toMatchObject({ id: 'acute-coronary-syndrome' });
          }),
        );
    });

    it('GET /api/practice/next?source=bank: a teaching case as met at triage, without its answer', async () => {
      await pact
        .addInteraction()
        .given(...trainee)
        .uponReceiving('a request for the next teaching-bank case')
        .withRequest('GET', '/api/practice/next', (request) => request.query({ source: 'bank' }))
        .willRespondWith(200, (response) =>
          response.jsonBody({
            case: {
              ref: { source: 'bank', id: bankCaseId },
              title: like('Chest pain at rest'),
              group,
              patient: {
                patientAge: like('61'),
                gender: regex('^(male|female)$', 'male'),
                chiefComplaint: like('Chest tightness'),
                symptoms: like('Central chest tightness for 30 minutes at rest'),
                vitals: like('BP 152/94, HR 98'),
              },
            },
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(
              practiceApi.endpoints.nextPracticeCase.initiate({ source: 'bank' }),
            );
            expect(data?.case.ref).toEqual({ source: 'bank', id: 'tb-cardiovascular-01' });
            expect(data?.case).not.toHaveProperty('answer');
          }),
        );
    });

    it('GET /api/practice/next?source=mine with no stored case: 404 PRACTICE.NO_CASE_LEFT', async () => {
      await pact
        .addInteraction()
        .given(...trainee)
        .uponReceiving('a request for the next own case when the user has none')
        .withRequest('GET', '/api/practice/next', (request) => request.query({ source: 'mine' }))
        .willRespondWith(404, (response) =>
          response.jsonBody({ error: { code: 'PRACTICE.NO_CASE_LEFT', message: like('No case left.') } }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(
              practiceApi.endpoints.nextPracticeCase.initiate({ source: 'mine' }),
            );
            expect(readApiError(error)).toMatchObject({ status: 404, code: 'PRACTICE.NO_CASE_LEFT' });
          }),
        );
    });

    it('POST /api/practice/attempts: an under-triaged bank case, compared with the reference and MANAN', async () => {
      const attempt = {
        ref: { source: 'bank' as const, id: 'tb-cardiovascular-01' },
        esi: 4,
        redFlags: ['acute-coronary-syndrome', 'sweaty and grey'],
        firstAction: 'Pain relief and wait to be seen',
      };
      await pact
        .addInteraction()
        .given(...trainee)
        .uponReceiving('a committed triage two levels less urgent than the bank case’s')
        .withRequest('POST', '/api/practice/attempts', (request) => request.jsonBody(attempt))
        .willRespondWith(201, (response) =>
          response.jsonBody({
            attempt: {
              id: like('attempt-1'),
              ref: attempt.ref,
              title: like('Chest pain at rest'),
              group: 'cardiovascular',
              at: isoTime('2026-11-24T06:00:00.000Z'),
              chosenEsi: 4,
              referenceEsi: 2,
              verdict: 'under',
              by: 2,
            },
            comparison: {
              verdict: 'under',
              by: 2,
              trainee: {
                esi: 4,
                redFlags: eachLike({ text: like('sweaty and grey') }),
                firstAction: attempt.firstAction,
              },
              reference: {
                esi: 2,
                decisionPoint,
                why: like('Chest pain at rest is high risk.'),
                firstAction: like('ECG within 10 minutes'),
                teachingPoints: eachLike('Get an ECG within 10 minutes.'),
              },
              manan: {
                esi: integer(2),
                level: regex('^(EMERGENCY|HIGH|MEDIUM|LOW)$', 'HIGH'),
                decisionPoint,
                redFlags: eachLike(namedFlag),
                reasons: eachLike('Chest pain with features of an acute coronary syndrome'),
              },
              redFlagsCaught: [{ id: 'acute-coronary-syndrome', name: like('Acute coronary syndrome') }],
              redFlagsMissed: [],
              redFlagsExtra: [{ text: 'sweaty and grey' }],
            },
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(
              practiceApi.endpoints.commitPracticeAttempt.initiate(attempt),
            );
            expect(data?.comparison).toMatchObject({ verdict: 'under', by: 2 });
            expect(data?.comparison.redFlagsExtra).toEqual([{ text: 'sweaty and grey' }]);
          }),
        );
    });

    it('GET /api/practice/joined: the sets the user joined, with how far they got', async () => {
      await pact
        .addInteraction()
        .given('the user has joined a case set', { userId: 'trainee' })
        .uponReceiving('a request for the case sets the user joined')
        .withRequest('GET', '/api/practice/joined')
        .willRespondWith(200, (response) =>
          response.jsonBody({
            sets: eachLike({
              ...joinedSet,
              attempted: integer(0),
              exact: integer(0),
              educator: like('Dr Grace'),
              joinedAt: isoTime('2026-11-24T06:00:00.000Z'),
            }),
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(practiceApi.endpoints.joinedCaseSets.initiate());
            expect(data?.sets[0]).toMatchObject({ title: 'Ward 7 induction', educator: 'Dr Grace' });
          }),
        );
    });

    it('POST /api/practice/joins with an educator’s share code: the set joined', async () => {
      await pact
        .addInteraction()
        .given('another user runs a case set', { userId: 'trainee' })
        .uponReceiving('a share code to join a case set')
        .withRequest('POST', '/api/practice/joins', (request) =>
          request.jsonBody({ code: fromProviderState('${code}', 'K7MQ-2XRA'), traineeName: 'Ada' }),
        )
        .willRespondWith(200, (response) =>
          response.jsonBody({ set: { ...joinedSet, educator: like('Dr Grace') } }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(
              practiceApi.endpoints.joinCaseSet.initiate({ code: 'K7MQ-2XRA', traineeName: 'Ada' }),
            );
            expect(data?.set).toMatchObject({ id: 'set-1', educator: 'Dr Grace' });
          }),
        );
    });

    it('POST /api/practice/joins with a code no set has: 404 PRACTICE.SET_NOT_FOUND', async () => {
      await pact
        .addInteraction()
        .given(...trainee)
        .uponReceiving('a share code no case set has')
        .withRequest('POST', '/api/practice/joins', (request) => request.jsonBody({ code: 'ZZZZ-ZZZZ' }))
        .willRespondWith(404, (response) =>
          response.jsonBody({
            error: { code: 'PRACTICE.SET_NOT_FOUND', message: like('No such case set.') },
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(
              practiceApi.endpoints.joinCaseSet.initiate({ code: 'ZZZZ-ZZZZ' }),
            );
            expect(joinSetErrorMessage(error)).toBe(
              'No case set has that code. Check the code with your educator.',
            );
          }),
        );
    });

    it('POST /api/practice/joins to a Free educator’s set with 5 trainees: 403 PRACTICE.SET_TRAINEE_LIMIT', async () => {
      await pact
        .addInteraction()
        .given('another user runs a case set that is full', { userId: 'trainee' })
        .uponReceiving('a share code of a full case set')
        .withRequest('POST', '/api/practice/joins', (request) =>
          request.jsonBody({ code: fromProviderState('${code}', 'K7MQ-2XRB') }),
        )
        .willRespondWith(403, (response) =>
          response.jsonBody({
            error: { code: 'PRACTICE.SET_TRAINEE_LIMIT', message: 'This case set is full.' },
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(
              practiceApi.endpoints.joinCaseSet.initiate({ code: 'K7MQ-2XRB' }),
            );
            expect(joinSetErrorMessage(error)).toMatch(/^This case set is full\. /);
          }),
        );
    });
  });

  describe('the educator’s case sets', () => {
    const educator = ['a user is signed in', { userId: 'educator' }] as const;
    const exampleSetId = 'set-1';
    const setPath = (suffix = '') =>
      fromProviderState(
        `/api/practice/sets/\${setId}${suffix}`,
        `/api/practice/sets/${exampleSetId}${suffix}`,
      );
    const setSummary = {
      id: like(exampleSetId),
      title: like('Ward 7 induction'),
      code: regex('^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$', 'K7MQ-2XRA'),
      caseCount: integer(2),
      traineeCount: integer(0),
      createdAt: isoTime('2026-11-24T06:00:00.000Z'),
    };
    const writtenCase = {
      title: 'Chest pain at the bus stop',
      patient: {
        patientAge: '58',
        gender: 'male' as const,
        chiefComplaint: 'Chest pain',
        symptoms: 'Crushing central chest pain for 40 minutes, sweating',
        vitals: 'BP 150/90, HR 104, RR 22, SpO2 95%',
      },
      answer: {
        expectedEsi: 2,
        decisionPoint: 'B' as const,
        redFlags: ['acute-coronary-syndrome'],
        firstAction: 'ECG within 10 minutes',
        why: 'High-risk chest pain',
        teachingPoints: ['Sweating with chest pain is high risk'],
      },
    };

    it('GET /api/practice/bank: the teaching bank’s catalogue to choose cases from', async () => {
      await pact
        .addInteraction()
        .given(...educator)
        .uponReceiving('a request for the teaching bank’s catalogue')
        .withRequest('GET', '/api/practice/bank')
        .willRespondWith(200, (response) =>
          response.jsonBody({
            cases: eachLike({
              id: regex('^tb-[a-z-]+-\\d{2,3}$', 'tb-cardiovascular-01'),
              title: like('Chest pain at rest'),
              group: regex(`^(${presentationGroups.join('|')})$`, 'cardiovascular'),
              expectedEsi: integer(2),
            }),
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(caseSetsApi.endpoints.practiceBank.initiate());
            expect(data?.[0]).toMatchObject({ id: 'tb-cardiovascular-01', group: 'cardiovascular' });
          }),
        );
    });

    it('POST /api/practice/sets: a bank case and a written case make a set with a share code', async () => {
      const request = {
        title: 'Ward 7 induction',
        educatorName: 'Dr Ada',
        cases: [{ bankId: 'tb-cardiovascular-01' }, writtenCase],
      };
      await pact
        .addInteraction()
        .given(...educator)
        .uponReceiving('a new case set of a bank case and a written case')
        .withRequest('POST', '/api/practice/sets', (builder) => builder.jsonBody(request))
        .willRespondWith(201, (response) => response.jsonBody({ set: setSummary }))
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(caseSetsApi.endpoints.createCaseSet.initiate(request));
            expect(data).toMatchObject({ code: 'K7MQ-2XRA', caseCount: 2 });
          }),
        );
    });

    it('POST /api/practice/sets with a name in a written case: 400 PRIVACY.IDENTIFIERS_FOUND on that case’s field', async () => {
      const symptoms = `Mr Okonkwo, ${writtenCase.patient.symptoms}`;
      const request = {
        title: 'Ward 7 induction',
        cases: [
          { bankId: 'tb-cardiovascular-01' },
          { ...writtenCase, patient: { ...writtenCase.patient, symptoms } },
        ],
      };
      await pact
        .addInteraction()
        .given(...educator)
        .uponReceiving('a new case set whose written case names the patient')
        .withRequest('POST', '/api/practice/sets', (builder) => builder.jsonBody(request))
        .willRespondWith(400, (response) =>
          response.jsonBody({
            error: { code: 'PRIVACY.IDENTIFIERS_FOUND', message: like('Possible patient identifiers found') },
            identifiers: eachLike({
              field: 'cases.1.symptoms',
              kind: 'name',
              text: 'Mr Okonkwo',
              start: integer(0),
              end: integer(10),
            }),
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(caseSetsApi.endpoints.createCaseSet.initiate(request));
            expect(writtenCaseFindingsIn(error, [undefined, 'written-1'])).toEqual([
              {
                caseKey: 'written-1',
                field: 'symptoms',
                kind: 'name',
                text: 'Mr Okonkwo',
                start: 0,
                end: 10,
              },
            ]);
          }),
        );
    });

    it('POST /api/practice/sets with 11 cases on the Free plan: 403 PRACTICE.SET_CASE_LIMIT', async () => {
      const bankIds = Array.from({ length: 11 }, (_, index) => {
        const group = index < 6 ? 'cardiovascular' : 'respiratory';
        return { bankId: `tb-${group}-${String((index % 6) + 1).padStart(2, '0')}` };
      });
      const request = { title: 'Too many for Free', cases: bankIds };
      await pact
        .addInteraction()
        .given(...educator)
        .uponReceiving('a new case set of 11 cases from a Free educator')
        .withRequest('POST', '/api/practice/sets', (builder) => builder.jsonBody(request))
        .willRespondWith(403, (response) =>
          response.jsonBody({
            error: {
              code: 'PRACTICE.SET_CASE_LIMIT',
              message: 'Case sets with more than 10 cases are a Premium feature.',
            },
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(caseSetsApi.endpoints.createCaseSet.initiate(request));
            expect(readApiError(error)).toMatchObject({
              status: 403,
              code: 'PRACTICE.SET_CASE_LIMIT',
              message: 'Case sets with more than 10 cases are a Premium feature.',
            });
          }),
        );
    });

    it('GET /api/practice/sets: the educator’s own sets, newest first', async () => {
      await pact
        .addInteraction()
        .given('the user runs a case set', { userId: 'educator' })
        .uponReceiving('a request for the educator’s case sets')
        .withRequest('GET', '/api/practice/sets')
        .willRespondWith(200, (response) => response.jsonBody({ sets: eachLike(setSummary) }))
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(caseSetsApi.endpoints.listCaseSets.initiate());
            expect(data?.[0]).toMatchObject({ title: 'Ward 7 induction', code: 'K7MQ-2XRA' });
          }),
        );
    });

    it('GET /api/practice/sets/{setId}/results: each trainee’s rates and each case’s spread of levels', async () => {
      const rate = number(0.5);
      await pact
        .addInteraction()
        .given('the user runs a case set two trainees attempted', { userId: 'educator' })
        .uponReceiving('a request for the results of the educator’s case set')
        .withRequest('GET', setPath('/results'))
        .willRespondWith(200, (response) =>
          response.jsonBody({
            set: { ...setSummary, traineeCount: integer(2) },
            trainees: eachLike(
              {
                trainee: like('Trainee One'),
                joinedAt: isoTime('2026-11-24T06:05:00.000Z'),
                attempts: integer(2),
                exactRate: rate,
                underRate: rate,
              },
              2,
            ),
            cases: eachLike({
              id: like('case-1'),
              title: like('Chest pain at rest'),
              expectedEsi: integer(2),
              chosen: { 1: integer(0), 2: integer(1), 3: integer(1), 4: integer(0), 5: integer(0) },
              attempts: integer(2),
              exactRate: rate,
              underRate: rate,
              missedRedFlags: eachLike({
                id: like('acute-coronary-syndrome'),
                name: like('Possible acute coronary syndrome'),
                missedBy: integer(1),
              }),
            }),
            mostMissedRedFlags: eachLike({
              id: like('acute-coronary-syndrome'),
              name: like('Possible acute coronary syndrome'),
              missedBy: integer(1),
            }),
          }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { data } = await store.dispatch(
              caseSetsApi.endpoints.caseSetResults.initiate(exampleSetId),
            );
            expect(data?.trainees).toHaveLength(2);
            expect(data?.cases[0]?.chosen[2]).toBe(1);
          }),
        );
    });

    // The page only links to the CSV (the browser downloads it by its headers); Pact compares a text/csv body
    // as binary and refuses it, so the rows are checked by svc-triage's tests and the browser journey.
    it('GET /api/practice/sets/{setId}/results.csv: an attachment named by the share code, as text/csv', async () => {
      await pact
        .addInteraction()
        .given('the user runs a case set', { userId: 'educator' })
        .uponReceiving('a request for the results of the educator’s case set as CSV')
        .withRequest('GET', setPath('/results.csv'))
        .willRespondWith(200, (response) =>
          response.headers({
            'Content-Type': regex('^text/csv; ?charset=utf-8$', 'text/csv; charset=utf-8'),
            'Content-Disposition': regex(
              '^attachment; filename="manan-case-set-[2-9A-HJKMNP-Z-]+\\.csv"$',
              'attachment; filename="manan-case-set-K7MQ-2XRA.csv"',
            ),
          }),
        )
        .executeTest(async (server) => {
          // The page downloads it with a plain link, as the browser does.
          const response = await fetch(new URL(caseSetResultsCsvUrl(exampleSetId), server.url));
          expect(response.status).toBe(200);
          expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
        });
    });

    it('GET /api/practice/sets/{setId}/results of someone else’s set: 404', async () => {
      await pact
        .addInteraction()
        .given('another user runs a case set', { userId: 'educator' })
        .uponReceiving('a request for the results of a case set the user does not run')
        .withRequest('GET', setPath('/results'))
        .willRespondWith(404, (response) =>
          response.jsonBody({ error: { code: 'PRACTICE.SET_NOT_FOUND', message: like('No such case set') } }),
        )
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const { error } = await store.dispatch(
              caseSetsApi.endpoints.caseSetResults.initiate(exampleSetId),
            );
            expect(readApiError(error)).toMatchObject({ status: 404, code: 'PRACTICE.SET_NOT_FOUND' });
          }),
        );
    });

    it('DELETE /api/practice/sets/{setId}: the set is gone (204)', async () => {
      await pact
        .addInteraction()
        .given('the user runs a case set', { userId: 'educator' })
        .uponReceiving('a request to delete the educator’s case set')
        .withRequest('DELETE', setPath())
        .willRespondWith(204)
        .executeTest((server) =>
          asPageOf(server, async (store) => {
            const result = await store.dispatch(caseSetsApi.endpoints.deleteCaseSet.initiate(exampleSetId));
            expect('error' in result).toBe(false);
          }),
        );
    });
  });
});
