import { randomUUID } from 'node:crypto';
import { apiOperations, authUserDeletedV1, triageAnalysisRecordedV1 } from '@manan/contracts';
import { Router } from 'express';
import {
  createServiceApp,
  createServiceSessionVerifier,
  openServiceInfrastructure,
  requireSession,
  sqliteRevokedSessionsMigration,
  sqliteOutboxMigration,
  sqliteOutboxTraceMigration,
  sqliteProcessedMessagesMigration,
  type EventBus,
  type Logger,
  type ServiceInstance,
} from '@manan/service-kit';
import { checkoutSessionsMigration } from './adapters/sqlite/sqlite-checkout-session.repository';
import { customersMigration } from './adapters/sqlite/sqlite-customer.repository';
import { sandboxRecordsMigration } from './adapters/sqlite/sqlite-sandbox-record.store';
import { subscriptionsMigration } from './adapters/sqlite/sqlite-subscription.repository';
import { usageProjectionMigration } from './adapters/sqlite/sqlite-usage-projection.repository';
import { openBillingStores, type BillingStores } from './billing-stores';
import type { BillingConfig } from './config';
import type { BillingDependencies } from './domain/billing-dependencies';
import type { PaymentGateway } from './domain/checkout/payment-gateway.port';
import { handlePaymentEventUseCase } from './domain/payment-events/handle-payment-event.use-case';
import { expireEndedSubscriptionsUseCase } from './domain/subscriptions/expire-ended-subscriptions.use-case';
import { isPremiumUser } from './domain/subscriptions/get-subscription.use-case';
import { exportRoutes } from './http/export.routes';
import { plansRoutes } from './http/plans.routes';
import { sandboxCheckoutRoutes } from './http/sandbox-checkout.routes';
import { stripeWebhookRoutes } from './http/stripe-webhook.routes';
import { subscriptionRoutes } from './http/subscription.routes';
import { usageRoutes } from './http/usage.routes';
import { analysisRecordedHandler } from './messaging/analysis-recorded.handler';
import { accountDeletionMaxAttempts, userDeletedHandler } from './messaging/user-deleted.handler';
import { choosePaymentProvider } from './payment-provider';

/** Append-only: never edit a migration that has shipped; add a new one. */
export const billingSqliteMigrations = [
  sqliteOutboxMigration,
  sqliteProcessedMessagesMigration,
  usageProjectionMigration,
  sqliteRevokedSessionsMigration,
  subscriptionsMigration,
  checkoutSessionsMigration,
  customersMigration,
  sandboxRecordsMigration,
  sqliteOutboxTraceMigration,
];

/**
 * Paths under /api anyone may call, as the operations declare them: the pricing page's plans and
 * Stripe's webhook (signed instead). Billing's public paths have no path parameters.
 */
const publicApiPaths = new Set<string>(
  apiOperations
    .filter((operation) => operation.upstream === 'billing' && operation.public)
    .map((operation) => operation.path),
);

export interface BillingService extends ServiceInstance, BillingStores {
  gateway: PaymentGateway;
  /** Runs the scheduled check now: premium whose period ended without renewal turns off. */
  checkSubscriptions(): Promise<number>;
}

export interface BillingServiceOptions {
  /** The clock of every billing decision (tests move it). */
  now?: () => Date;
}

export async function createBillingService(
  config: BillingConfig,
  logger: Logger,
  eventBus?: EventBus,
  options: BillingServiceOptions = {},
): Promise<BillingService> {
  const now = options.now ?? (() => new Date());
  const infrastructure = await openServiceInfrastructure({
    service: 'svc-billing',
    logger,
    config,
    // NORMAL: a power cut may lose the last transactions whole (never corrupt the file), all of them
    // re-sent: usage by svc-triage's outbox, payments by Stripe's webhook retries or the success page's
    // activation; FULL's fsync blocked the event loop ~4 ms for every analysis counted.
    sqlite: { fileName: 'billing.sqlite', migrations: billingSqliteMigrations, synchronous: 'NORMAL' },
    ...(eventBus ? { eventBus } : {}),
  });
  const { storage, transactionRunner, processedMessages, bus, outbox, relay } = infrastructure;
  const stores = await openBillingStores(storage);
  const provider = choosePaymentProvider(config, stores.sandboxRecords, now);
  const dependencies: BillingDependencies = {
    ...stores,
    gateway: provider.gateway,
    outbox,
    processedMessages,
    transactionRunner,
    notifyOutbox: () => relay.notify(),
    now,
    logger,
  };

  await bus.subscribe({
    queue: 'svc-billing',
    types: [triageAnalysisRecordedV1.type],
    handler: analysisRecordedHandler({ usage: stores.usage, processedMessages, transactionRunner, logger }),
  });
  // A queue of its own: while the payment provider is down, deletions wait for it (retried, then
  // dead-lettered, never dropped) without holding up the usage counts.
  await bus.subscribe({
    queue: 'svc-billing.account-deletion',
    types: [authUserDeletedV1.type],
    handler: userDeletedHandler({
      ...dependencies,
      usage: stores.usage,
      providerRecords: stores.sandboxRecords,
    }),
    maxAttempts: accountDeletionMaxAttempts,
  });

  const sessions = await createServiceSessionVerifier({
    service: 'svc-billing',
    config,
    infrastructure,
    logger,
  });
  // Every other /api path needs a session, checked here even behind the gateway.
  const sessionRequired = requireSession(sessions);
  const api = Router();
  api.use('/api', (req, res, next) =>
    publicApiPaths.has(req.baseUrl + req.path) ? next() : sessionRequired(req, res, next),
  );
  api.use(plansRoutes());
  api.use(usageRoutes({ usage: stores.usage, isPremium: isPremiumUser(stores) }, now));
  api.use(
    exportRoutes({
      subscriptions: stores.subscriptions,
      usage: stores.usage,
      isPremium: isPremiumUser(stores),
      now,
    }),
  );
  api.use(subscriptionRoutes(dependencies, { publicOrigin: config.PUBLIC_ORIGIN }));
  const handlePaymentEvent = handlePaymentEventUseCase.bind(null, dependencies);
  if (provider.kind === 'sandbox') {
    api.use(
      sandboxCheckoutRoutes({
        sandbox: provider.gateway,
        onPaid: (checkoutSessionId) =>
          handlePaymentEvent({
            id: `evt_sandbox_${randomUUID()}`,
            kind: 'checkout.completed',
            checkoutSessionId,
          }),
        publicOrigin: config.PUBLIC_ORIGIN,
        logger,
      }),
    );
  }

  const app = createServiceApp({
    service: 'svc-billing',
    logger,
    readinessChecks: infrastructure.readinessChecks,
    // Only the gateway's X-Forwarded-For names the client (it sets it from the socket).
    trustedProxies: config.GATEWAY_ADDRESSES,
    observability: { telemetry: infrastructure.telemetry },
    rawRoutes: [
      stripeWebhookRoutes({
        readEvent: provider.kind === 'stripe' ? provider.readWebhook : null,
        handle: handlePaymentEvent,
      }),
    ],
    routes: [api],
  });

  const checkSubscriptions = () => expireEndedSubscriptionsUseCase(dependencies);
  const timer = setInterval(() => {
    checkSubscriptions().catch((error: unknown) =>
      logger.error({ err: error }, 'scheduled subscription check failed'),
    );
  }, config.SUBSCRIPTION_CHECK_INTERVAL_MS);
  timer.unref();

  return {
    app,
    ...stores,
    gateway: provider.gateway,
    checkSubscriptions,
    async close() {
      clearInterval(timer);
      await infrastructure.close();
    },
  };
}
