import {
  apiPaths,
  caseSetListSchema,
  caseSetResponseSchema,
  caseSetResultsSchema,
  practiceBankResponseSchema,
  type CaseSetResults,
  type CaseSetSummary,
  type CreateCaseSetRequest,
  type PracticeBankResponse,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

const withSetId = (path: string, setId: string) => path.replace('{setId}', encodeURIComponent(setId));

/** Where the browser downloads a set's results as CSV (same origin, so the session cookie goes along). */
export const caseSetResultsCsvUrl = (setId: string) => withSetId(apiPaths.caseSetResultsCsv, setId);

/** The educator's calls of training mode (issue 17): case sets, their results, the bank to build them from. */
export const caseSetsApi = baseApi.enhanceEndpoints({ addTagTypes: ['CaseSets'] }).injectEndpoints({
  endpoints: (build) => ({
    listCaseSets: build.query<CaseSetSummary[], void>({
      query: () => apiPaths.caseSets,
      transformResponse: (response: unknown) => caseSetListSchema.parse(response).sets,
      providesTags: ['CaseSets'],
    }),
    caseSetResults: build.query<CaseSetResults, string>({
      query: (setId) => withSetId(apiPaths.caseSetResults, setId),
      transformResponse: (response: unknown) => caseSetResultsSchema.parse(response),
      providesTags: ['CaseSets'],
    }),
    createCaseSet: build.mutation<CaseSetSummary, CreateCaseSetRequest>({
      query: (body) => ({ url: apiPaths.caseSets, method: 'POST', body }),
      transformResponse: (response: unknown) => caseSetResponseSchema.parse(response).set,
      invalidatesTags: ['CaseSets'],
    }),
    deleteCaseSet: build.mutation<null, string>({
      query: (setId) => ({ url: withSetId(apiPaths.caseSet, setId), method: 'DELETE' }),
      invalidatesTags: ['CaseSets'],
    }),
    practiceBank: build.query<PracticeBankResponse['cases'], void>({
      query: () => apiPaths.practiceBank,
      transformResponse: (response: unknown) => practiceBankResponseSchema.parse(response).cases,
    }),
  }),
});

export const {
  useListCaseSetsQuery,
  useCaseSetResultsQuery,
  useCreateCaseSetMutation,
  useDeleteCaseSetMutation,
  usePracticeBankQuery,
} = caseSetsApi;
