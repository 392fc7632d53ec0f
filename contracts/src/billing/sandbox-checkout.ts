/**
 * The sandbox checkout (svc-billing's stand-in for Stripe's hosted page) is reached at
 * `/billing/sandbox/checkout/<id>`, and that address is its only credential: whoever has the id can pay
 * or cancel the checkout. Every service's logger (service-kit's createLogger) redacts both forms below
 * from every line, so the id never reaches a log, whichever service or line would carry it.
 */

/** Where the sandbox's checkout pages live; the segment after it is the id. */
export const sandboxCheckoutPathPrefix = '/billing/sandbox/checkout/';

/** How every sandbox checkout id starts (svc-billing appends 192 random bits, base64url). */
export const sandboxCheckoutIdPrefix = 'cs_sandbox_';
