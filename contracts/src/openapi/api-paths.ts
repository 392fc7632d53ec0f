/**
 * Every path of the gateway's /api, once. The operations (operations/*-operations.ts), the gateway's routing
 * table (derived from the operations), the services' routers and the front ends' RTK Query endpoints all
 * take their path from here. A template segment `{name}` is a path parameter (Express writes it `:name`,
 * see expressPath).
 */
export const apiPaths = {
  // svc-auth
  authStatus: '/api/auth/status',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  googleSignIn: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
  notificationSettings: '/api/user/settings',
  accountExport: '/api/export/account',
  deleteAccount: '/api/user/delete',
  // svc-triage
  analyze: '/api/analyze',
  parseBloodReport: '/api/parse-blood-report',
  generateFollowUp: '/api/generate-followup',
  refineAnalysis: '/api/refine-analysis',
  cases: '/api/cases',
  case: '/api/cases/{caseId}',
  caseExport: '/api/export/cases',
  // svc-triage, training mode
  practiceRedFlags: '/api/practice/red-flags',
  practiceBank: '/api/practice/bank',
  practiceNext: '/api/practice/next',
  practiceAttempts: '/api/practice/attempts',
  practiceAttempt: '/api/practice/attempts/{attemptId}',
  practiceProgress: '/api/practice/progress',
  caseSets: '/api/practice/sets',
  caseSet: '/api/practice/sets/{setId}',
  caseSetResults: '/api/practice/sets/{setId}/results',
  caseSetResultsCsv: '/api/practice/sets/{setId}/results.csv',
  caseSetJoins: '/api/practice/joins',
  joinedCaseSets: '/api/practice/joined',
  // svc-billing
  monthlyUsage: '/api/user/subscription',
  billingExport: '/api/export/billing',
  plans: '/api/plans',
  subscription: '/api/subscription',
  createCheckoutSession: '/api/create-checkout-session',
  updateSubscriptionFromSession: '/api/update-subscription-from-session',
  cancelSubscription: '/api/cancel-subscription',
  resumeSubscription: '/api/resume-subscription',
  stripeWebhook: '/api/webhooks/stripe',
} as const;

export type ApiPathName = keyof typeof apiPaths;
export type ApiPath = (typeof apiPaths)[ApiPathName];

/** The Express route of a path template: '/api/cases/{caseId}' → '/api/cases/:caseId'. */
export function expressPath(path: ApiPath): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
