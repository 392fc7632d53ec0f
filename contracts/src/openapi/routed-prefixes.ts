import type { GatewayPolicy } from './operation-spec';

/**
 * Paths the gateway routes that are not (only) OpenAPI operations, declared here next to the operations so
 * the gateway's routing table can be derived from contracts alone. Each prefix ends in '/' and covers every
 * path under it; an operation under a prefix keeps its own policy (it is matched first).
 */
export interface RoutedPrefix extends GatewayPolicy {
  prefix: `/${string}/`;
  /** Why this is a prefix and not a list of operations. */
  reason: string;
}

export const routedPrefixes: readonly RoutedPrefix[] = [
  {
    prefix: '/api/auth/',
    upstream: 'auth',
    timeout: 'quick',
    public: true,
    reason:
      "svc-auth's sign-in flows (status, the Google sign-in redirect and its callback) are browser navigations before any session exists; every sub-path goes to svc-auth without a session, so svc-auth itself answers an unknown one.",
  },
  {
    prefix: '/billing/sandbox/',
    upstream: 'billing',
    timeout: 'quick',
    public: true,
    reason:
      "svc-billing's sandbox checkout: HTML pages and form posts standing in for Stripe's hosted checkout, not part of the JSON /api, so not in the OpenAPI document.",
  },
];
