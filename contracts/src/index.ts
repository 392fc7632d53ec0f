export * from './events/envelope';
export * from './events/triage-analysis-recorded';
export * from './events/billing-entitlement-changed';
export * from './events/auth-session-revoked';
export * from './web/mfe-manifest';
export * from './http/health';
export * from './http/errors';
export * from './http/auth';
