import {
  activationRequestSchema,
  apiPaths,
  emptyRequestSchema,
  type ActivationResponse,
  type CancelSubscriptionResponse,
  type CheckoutSessionResponse,
  type ResumeSubscriptionResponse,
  type SubscriptionDetails,
} from '@manan/contracts';
import { Router } from 'express';
import { identityOf, parseRequest, route } from '@manan/service-kit';
import type { BillingDependencies } from '../domain/billing-dependencies';
import { activateFromCheckoutUseCase } from '../domain/checkout/activate-from-checkout.use-case';
import { createCheckoutUseCase } from '../domain/checkout/create-checkout.use-case';
import { cancelSubscriptionUseCase } from '../domain/subscriptions/cancel-subscription.use-case';
import { getSubscriptionUseCase } from '../domain/subscriptions/get-subscription.use-case';
import { resumeSubscriptionUseCase } from '../domain/subscriptions/resume-subscription.use-case';
import { requestOrigin } from './request-origin';

/** The signed-in user's subscription: read it, start a checkout, activate after payment, cancel, resume. */
export function subscriptionRoutes(
  dependencies: BillingDependencies,
  options: { publicOrigin?: string | undefined },
): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  router.get(
    apiPaths.subscription,
    route(async (req, res) => {
      res.json(
        (await getSubscriptionUseCase(dependencies, identityOf(req).userId)) satisfies SubscriptionDetails,
      );
    }),
  );
  router.post(
    apiPaths.createCheckoutSession,
    route(async (req, res) => {
      parseRequest(emptyRequestSchema, req.body);
      const origin = options.publicOrigin ?? requestOrigin(req);
      res.json(
        (await createCheckoutUseCase(
          dependencies,
          identityOf(req).userId,
          origin,
        )) satisfies CheckoutSessionResponse,
      );
    }),
  );
  router.post(
    apiPaths.updateSubscriptionFromSession,
    route(async (req, res) => {
      const { sessionId } = parseRequest(activationRequestSchema, req.body);
      res.json(
        (await activateFromCheckoutUseCase(
          dependencies,
          identityOf(req).userId,
          sessionId,
        )) satisfies ActivationResponse,
      );
    }),
  );
  router.post(
    apiPaths.cancelSubscription,
    route(async (req, res) => {
      parseRequest(emptyRequestSchema, req.body);
      res.json(
        (await cancelSubscriptionUseCase(
          dependencies,
          identityOf(req).userId,
        )) satisfies CancelSubscriptionResponse,
      );
    }),
  );
  router.post(
    apiPaths.resumeSubscription,
    route(async (req, res) => {
      parseRequest(emptyRequestSchema, req.body);
      res.json(
        (await resumeSubscriptionUseCase(
          dependencies,
          identityOf(req).userId,
        )) satisfies ResumeSubscriptionResponse,
      );
    }),
  );
  return router;
}
