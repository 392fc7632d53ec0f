import {
  apiPaths,
  joinCaseSetResponseSchema,
  joinedCaseSetsSchema,
  nextPracticeCaseResponseSchema,
  practiceAttemptResponseSchema,
  practiceRedFlagsResponseSchema,
  type JoinCaseSetRequest,
  type JoinCaseSetResponse,
  type JoinedCaseSets,
  type NextPracticeCaseQuery,
  type NextPracticeCaseResponse,
  type PracticeAttemptRequest,
  type PracticeAttemptResponse,
  type PracticeRedFlagsResponse,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** The trainee's calls of training mode (issue 17), joined to the shared base API. */
export const practiceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    practiceRedFlags: build.query<PracticeRedFlagsResponse, void>({
      query: () => apiPaths.practiceRedFlags,
      transformResponse: (response: unknown) => practiceRedFlagsResponseSchema.parse(response),
    }),
    nextPracticeCase: build.query<NextPracticeCaseResponse, NextPracticeCaseQuery>({
      query: (params) => ({ url: apiPaths.practiceNext, params }),
      transformResponse: (response: unknown) => nextPracticeCaseResponseSchema.parse(response),
      // A case once answered is not the next one any more: never serve it from the cache.
      keepUnusedDataFor: 0,
    }),
    commitPracticeAttempt: build.mutation<PracticeAttemptResponse, PracticeAttemptRequest>({
      query: (body) => ({ url: apiPaths.practiceAttempts, method: 'POST', body }),
      transformResponse: (response: unknown) => practiceAttemptResponseSchema.parse(response),
    }),
    joinedCaseSets: build.query<JoinedCaseSets, void>({
      query: () => apiPaths.joinedCaseSets,
      transformResponse: (response: unknown) => joinedCaseSetsSchema.parse(response),
    }),
    joinCaseSet: build.mutation<JoinCaseSetResponse, JoinCaseSetRequest>({
      query: (body) => ({ url: apiPaths.caseSetJoins, method: 'POST', body }),
      transformResponse: (response: unknown) => joinCaseSetResponseSchema.parse(response),
    }),
  }),
});

export const {
  usePracticeRedFlagsQuery,
  useNextPracticeCaseQuery,
  useCommitPracticeAttemptMutation,
  useJoinedCaseSetsQuery,
  useJoinCaseSetMutation,
} = practiceApi;
