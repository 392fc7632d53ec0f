import express, { Router, type Request, type Response } from 'express';
import { route, type Logger } from '@manan/service-kit';
import type { SandboxCheckout } from '../adapters/sandbox/sandbox-payment-gateway';
import { requestOrigin } from './request-origin';
import { checkoutPage, unavailablePage } from './sandbox-checkout.page';

export interface SandboxCheckoutRoutesOptions {
  sandbox: Pick<SandboxCheckout, 'findOpenSession' | 'pay' | 'cancel'>;
  /** Tells billing the session was paid, as Stripe's checkout.session.completed webhook does. */
  onPaid: (sessionId: string) => Promise<unknown>;
  publicOrigin?: string | undefined;
  logger: Logger;
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // same-origin, not no-referrer: with no-referrer Chromium posts this page's forms with Origin: null, which
  // the gateway's cross-site guard refuses for a signed-in user.
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set(pageHeaders).send(html);
}

const noLongerAvailable = 'This checkout session does not exist or is no longer available.';
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

/**
 * The sandbox's hosted checkout (no script: a plain form). Its address is its only credential, so the
 * session must be open, and a form posted from another site (by its Origin) is refused.
 */
export function sandboxCheckoutRoutes(options: SandboxCheckoutRoutesOptions): Router {
  const { sandbox, onPaid, publicOrigin, logger } = options;
  const router = Router();
  const sameSite = (req: Request) => {
    const origin = req.get('origin');
    if (req.get('sec-fetch-site') === 'cross-site') return false;
    return !origin || origin === requestOrigin(req) || origin === publicOrigin;
  };
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  router.get(
    '/billing/sandbox/checkout/:sessionId',
    route(async (req, res) => {
      const sessionId = String(req.params.sessionId);
      const session = await sandbox.findOpenSession(sessionId);
      if (!session) return sendPage(res, 404, unavailablePage(noLongerAvailable));
      sendPage(res, 200, checkoutPage({ sessionId }));
    }),
  );

  router.post(
    '/billing/sandbox/checkout/:sessionId/pay',
    form,
    route(async (req, res) => {
      if (!sameSite(req))
        return sendPage(res, 403, unavailablePage('This payment was sent from another site.'));
      const sessionId = String(req.params.sessionId);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const card = {
        number: text(body.cardNumber),
        expiry: text(body.expiry),
        cvc: text(body.cvc),
        name: text(body.name),
      };
      if (!(await sandbox.findOpenSession(sessionId))) {
        return sendPage(res, 404, unavailablePage(noLongerAvailable));
      }
      const payment = await sandbox.pay(sessionId, card);
      if (!payment.paid) {
        return sendPage(
          res,
          402,
          checkoutPage({ sessionId, message: payment.message, card: { ...card, cvc: '' } }),
        );
      }
      // If this fails, the success page's activation (update-subscription-from-session) completes it.
      await onPaid(sessionId).catch((error: unknown) =>
        logger.error({ err: error, sessionId }, 'sandbox payment recorded but not yet applied'),
      );
      res.redirect(303, payment.redirectUrl);
    }),
  );

  router.post(
    '/billing/sandbox/checkout/:sessionId/cancel',
    form,
    route(async (req, res) => {
      if (!sameSite(req))
        return sendPage(res, 403, unavailablePage('This request was sent from another site.'));
      const cancelUrl = await sandbox.cancel(String(req.params.sessionId));
      if (!cancelUrl) return sendPage(res, 404, unavailablePage(noLongerAvailable));
      res.redirect(303, cancelUrl);
    }),
  );
  return router;
}
