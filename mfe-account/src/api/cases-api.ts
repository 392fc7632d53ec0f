import { apiPaths, caseListSchema, type CaseSummary } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** GET /api/cases: the signed-in user's cases, newest first. */
export const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cases: build.query<CaseSummary[], void>({
      query: () => apiPaths.cases,
      transformResponse: (response: unknown) => caseListSchema.parse(response),
      providesTags: ['Cases'],
    }),
  }),
});

export const { useCasesQuery } = casesApi;
