export * from './events/envelope';
export * from './events/triage-analysis-recorded';
export * from './events/billing-entitlement-changed';
export * from './events/auth-session-revoked';
export * from './events/auth-user-deleted';
export * from './events/triage-practice-attempted';
export * from './web/mfe-manifest';
export * from './http/health';
export * from './http/errors';
export * from './http/auth';
export * from './http/session-confirmation';
export * from './http/account';
export * from './http/account-deletion';
export * from './http/billing';
export * from './http/triage';
export * from './http/identifier-guard';
export * from './privacy';
export * from './http/data-export';
export * from './practice/teaching-case';
export * from './http/practice';
export * from './practice/practice-display';
export * from './openapi/build-openapi-document';
export { apiPaths, expressPath, type ApiPath, type ApiPathName } from './openapi/api-paths';
export { apiOperations } from './openapi/api-operations';
export { routedPrefixes, type RoutedPrefix } from './openapi/routed-prefixes';
export {
  bloodReportMaxBodyBytes,
  defaultMaxBodyBytes,
  type GatewayPolicy,
  type OperationSpec,
  type TimeoutClass,
  type Upstream,
} from './openapi/operation-spec';
export * from './openapi/openapi-types';
export * from './billing/plan-catalogue';
