/** Which service answers which /api path (architecture.md, Topology). Exact paths or prefixes ending in '/'. */
export type Upstream = 'auth' | 'triage' | 'billing';

export interface ApiRoute {
  path: string;
  upstream: Upstream;
  /** Analysis, refinement and PDF parsing can take long; everything else should answer quickly. */
  slow: boolean;
  /** Reachable without a session (sign-in itself, the public plans, the Stripe webhook, the sandbox checkout page). */
  public?: boolean;
  /** Largest request body accepted; 1 MB unless set. */
  maxBodyBytes?: number;
}

const megabyte = 1024 * 1024;

export const apiRoutes: ApiRoute[] = [
  { path: '/api/auth/', upstream: 'auth', slow: false, public: true },
  { path: '/api/login', public: true, upstream: 'auth', slow: false },
  { path: '/api/register', public: true, upstream: 'auth', slow: false },
  { path: '/api/logout', public: true, upstream: 'auth', slow: false },
  { path: '/api/user/settings', upstream: 'auth', slow: false },
  { path: '/api/analyze', upstream: 'triage', slow: true },
  // A 10 MB PDF plus its multipart framing; svc-triage enforces 10 MB on the file itself.
  {
    path: '/api/parse-blood-report',
    upstream: 'triage',
    slow: true,
    maxBodyBytes: 10 * megabyte + 64 * 1024,
  },
  { path: '/api/generate-followup', upstream: 'triage', slow: true },
  { path: '/api/refine-analysis', upstream: 'triage', slow: true },
  { path: '/api/cases', upstream: 'triage', slow: false },
  { path: '/api/user/subscription', upstream: 'billing', slow: false },
  { path: '/api/subscription', upstream: 'billing', slow: false },
  { path: '/api/plans', public: true, upstream: 'billing', slow: false },
  { path: '/api/create-checkout-session', upstream: 'billing', slow: false },
  { path: '/api/cancel-subscription', upstream: 'billing', slow: false },
  { path: '/api/update-subscription-from-session', upstream: 'billing', slow: false },
  { path: '/api/webhooks/stripe', public: true, upstream: 'billing', slow: false },
  { path: '/billing/sandbox/', public: true, upstream: 'billing', slow: false },
];

export const defaultMaxBodyBytes = megabyte;

export function findApiRoute(pathname: string): ApiRoute | undefined {
  return apiRoutes.find((route) =>
    route.path.endsWith('/')
      ? pathname.startsWith(route.path)
      : pathname === route.path || pathname.startsWith(`${route.path}/`),
  );
}
