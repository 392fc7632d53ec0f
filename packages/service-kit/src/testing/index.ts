export { describeRepositoryContract, mongoSkippedNotice } from './describe-repository-contract';
export type {
  RepositoryContractAdapters,
  RepositoryContractHarness,
  RepositoryContractSuite,
} from './describe-repository-contract';
export { createTestSessionAuthority, forgedSessionTokens } from './test-session-authority';
export type { TestSessionAuthority } from './test-session-authority';
export { pactFileOf, pactsDirectory, recordMessagePact, verifyMessagePact } from './message-pacts';
export type { MessagePactExpectation } from './message-pacts';
export { untilMockServerRecordedMatches, verifyHttpPacts } from './http-pacts';
export type { HttpPactVerification, ProviderStateHandler, ProviderStateParameters } from './http-pacts';
export { sqliteRowCounts, sqliteRowsMentioning } from './sqlite-rows-mentioning';
export type { RowMention } from './sqlite-rows-mentioning';
