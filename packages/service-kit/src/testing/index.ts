export { describeRepositoryContract, mongoSkippedNotice } from './describe-repository-contract';
export type {
  RepositoryContractAdapters,
  RepositoryContractHarness,
  RepositoryContractSuite,
} from './describe-repository-contract';
