import { Router } from 'express';
import { authUserDeletedV1, billingEntitlementChangedV1 } from '@manan/contracts';
import {
  createServiceApp,
  createServiceSessionVerifier,
  openServiceInfrastructure,
  requireSession,
  routeEventsByType,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
  sqliteProcessedMessagesMigration,
  sqliteRevokedSessionsMigration,
  type EventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';
import { createMongoAnalysisQuotaRepository } from './adapters/mongo/mongo-analysis-quota.repository';
import { createMongoCaseRepository } from './adapters/mongo/mongo-case.repository';
import { createMongoEntitlementProjectionRepository } from './adapters/mongo/mongo-entitlement-projection.repository';
import {
  analysisQuotaMigration,
  createSqliteAnalysisQuotaRepository,
} from './adapters/sqlite/sqlite-analysis-quota.repository';
import { casesMigration, createSqliteCaseRepository } from './adapters/sqlite/sqlite-case.repository';
import {
  createSqliteEntitlementProjectionRepository,
  entitlementProjectionMigration,
} from './adapters/sqlite/sqlite-entitlement-projection.repository';
import { createOpenAiChatClient } from './adapters/openai/openai-chat-client';
import { llmConfigured, type TriageConfig } from './config';
import type { AnalysisProvider } from './domain/analysis/analysis-provider.port';
import { guidelineAnalysisProvider } from './domain/analysis/guideline-analysis-provider';
import { llmAnalysisProvider } from './domain/analysis/llm-analysis-provider';
import type { FollowUpQuestionProvider } from './domain/follow-up/follow-up-question-provider.port';
import { guidelineFollowUpProvider } from './domain/follow-up/guideline-follow-up-provider';
import { llmFollowUpProvider } from './domain/follow-up/llm-follow-up-provider';
import {
  inMemoryRefinementRateLimiter,
  type RefinementRateLimiter,
} from './domain/follow-up/refinement-rate-limiter';
import type { LlmUnavailableError } from './domain/llm/request-validated-json';
import type { CaseRepository } from './domain/cases/case.repository';
import type { EntitlementProjectionRepository } from './domain/entitlement/entitlement-projection.repository';
import type { AnalysisQuotaRepository } from './domain/quota/analysis-quota.repository';
import { createWorkerPdfTextReader } from './adapters/pdf/worker-pdf-text-reader';
import { analysisRoutes } from './http/analysis.routes';
import { bloodReportRoutes } from './http/blood-report.routes';
import { casesRoutes } from './http/cases.routes';
import { exportRoutes } from './http/export.routes';
import { followUpRoutes } from './http/follow-up.routes';
import { userDeletedHandler } from './messaging/user-deleted.handler';
import { entitlementChangedHandler } from './messaging/entitlement-changed.handler';
import {
  createPracticeRepositories,
  loadDefaultTeachingBank,
  practiceMigration,
  practiceRouter,
} from './compose-practice';
import type { TeachingBank } from './domain/practice/teaching-bank.port';
import { createPdfPoolMetrics } from './observability/pdf-pool-metrics';
import { createTriageMetrics } from './observability/triage-metrics';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const triageSqliteMigrations = [
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  entitlementProjectionMigration,
  sqliteRevokedSessionsMigration,
  casesMigration,
  analysisQuotaMigration,
  practiceMigration,
  sqliteOutboxTraceMigration,
];

export interface TriageService extends ServiceInstance {
  entitlements: EntitlementProjectionRepository;
  cases: CaseRepository;
  quota: AnalysisQuotaRepository;
}

export interface TriageServiceOptions {
  /** Given in embedded mode: the bus all services share. */
  eventBus?: EventBus;
  /** Replaces the configured analysis provider (tests). */
  provider?: AnalysisProvider;
  /** Replaces the configured follow-up question provider (tests). */
  questionProvider?: FollowUpQuestionProvider;
  /** Replaces the in-memory refinement rate limiter (tests). */
  refinementRateLimiter?: RefinementRateLimiter;
  now?: () => Date;
  /** Replaces the teaching bank read from svc-triage/content/teaching-bank (tests). */
  teachingBank?: TeachingBank;
  /** Picks the next bank case among the unattempted ones (tests pin it). */
  practiceRandom?: () => number;
}

/** The AI model when OPENAI_API_KEY or OPENAI_BASE_URL is set, the guideline engine otherwise. */
function configuredProviders(config: TriageConfig, logger: Logger) {
  if (!llmConfigured(config)) {
    return { analysis: guidelineAnalysisProvider(), followUp: guidelineFollowUpProvider() };
  }
  const client = createOpenAiChatClient({
    apiKey: config.OPENAI_API_KEY,
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
  const onUnavailable = (error: LlmUnavailableError) =>
    logger.warn(
      { attempts: error.attempts, model: client.model },
      'AI provider unavailable; guideline engine used',
    );
  return {
    analysis: llmAnalysisProvider({ client, onUnavailable }),
    followUp: llmFollowUpProvider(client, onUnavailable),
  };
}

export async function createTriageService(
  config: TriageConfig,
  logger: Logger,
  options: TriageServiceOptions = {},
): Promise<TriageService> {
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-triage',
    logger,
    config,
    // NORMAL: a power cut may lose the last few analyses whole, never corrupt the file; FULL's fsync per
    // commit blocked the event loop ~4 ms for each analysis written.
    sqlite: { fileName: 'triage.sqlite', migrations: triageSqliteMigrations, synchronous: 'NORMAL' },
    ...(options.eventBus ? { eventBus: options.eventBus } : {}),
  });
  const { storage, transactionRunner, processedMessages, bus, outbox, relay } = infrastructure;
  const sqlite = storage.kind === 'sqlite' ? storage.database : null;
  const mongo = storage.kind === 'mongo' ? storage.database.connection : null;
  const entitlements = sqlite
    ? createSqliteEntitlementProjectionRepository(sqlite)
    : await createMongoEntitlementProjectionRepository(mongo!);
  const cases = sqlite ? createSqliteCaseRepository(sqlite) : await createMongoCaseRepository(mongo!);
  const metrics = createTriageMetrics(infrastructure.telemetry);
  const quota = metrics.countQuotaRejections(
    sqlite ? createSqliteAnalysisQuotaRepository(sqlite) : await createMongoAnalysisQuotaRepository(mongo!),
  );
  const { practiceAttempts, caseSets } = await createPracticeRepositories(sqlite, mongo);

  await bus.subscribe({
    queue: 'svc-triage',
    types: [billingEntitlementChangedV1.type, authUserDeletedV1.type],
    handler: routeEventsByType({
      [billingEntitlementChangedV1.type]: entitlementChangedHandler({
        entitlements,
        processedMessages,
        transactionRunner,
        logger,
      }),
      [authUserDeletedV1.type]: userDeletedHandler({
        cases,
        quota,
        entitlements,
        outbox,
        practiceAttempts,
        caseSets,
        processedMessages,
        transactionRunner,
        logger,
      }),
    }),
  });
  const sessions = await createServiceSessionVerifier({
    service: 'svc-triage',
    config,
    infrastructure,
    logger,
  });

  // Every /api path of this service needs a session, checked here even behind the gateway.
  const providers = configuredProviders(config, logger);
  const provider = options.provider ?? providers.analysis;
  const api = Router();
  api.use('/api', requireSession(sessions));
  api.use(
    analysisRoutes({
      provider: metrics.countAnalyses(provider, 'analyze'),
      cases,
      quota,
      entitlements,
      outbox,
      transactionRunner,
      notifyOutbox: () => relay.notify(),
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  api.use(
    followUpRoutes({
      provider: metrics.countAnalyses(provider, 'refine'),
      questionProvider: options.questionProvider ?? providers.followUp,
      cases,
      transactionRunner,
      rateLimiter: options.refinementRateLimiter ?? inMemoryRefinementRateLimiter(options.now),
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  api.use(casesRoutes(cases));
  api.use(exportRoutes(cases, options.now));
  api.use(
    practiceRouter({
      bank: options.teachingBank ?? loadDefaultTeachingBank(),
      cases,
      attempts: practiceAttempts,
      sets: caseSets,
      entitlements,
      outbox,
      transactionRunner,
      notifyOutbox: () => relay.notify(),
      ...(options.now ? { now: options.now } : {}),
      ...(options.practiceRandom ? { random: options.practiceRandom } : {}),
    }),
  );
  // Blood-report PDFs are parsed in worker threads; closing the service ends any still running.
  const poolMetrics = createPdfPoolMetrics(infrastructure.telemetry);
  const pdfReader = createWorkerPdfTextReader({ onParsed: poolMetrics.observeParse });
  poolMetrics.watch(pdfReader);
  api.use(bloodReportRoutes({ reader: pdfReader }));

  const app = createServiceApp({
    service: 'svc-triage',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    // Only the gateway's X-Forwarded-For names the client (it sets it from the socket).
    trustedProxies: config.GATEWAY_ADDRESSES,
    observability: { telemetry: infrastructure.telemetry },
    routes: [api],
  });
  return {
    app,
    entitlements,
    cases,
    quota,
    close: async () => {
      await pdfReader.close();
      await infrastructure.close();
    },
  };
}
