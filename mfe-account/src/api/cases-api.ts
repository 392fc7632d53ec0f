import { apiPaths, caseListSchema, type CaseSummary } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** One page of GET /api/cases and where the next one starts (its X-Next-Cursor; null on the last). */
export interface CasePage {
  cases: CaseSummary[];
  nextCursor: string | null;
}

const nextCursorHeader = 'x-next-cursor';

/** GET /api/cases: the signed-in user's cases, newest first. */
export const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The newest page only (the dashboard's latest three). */
    cases: build.query<CaseSummary[], void>({
      query: () => apiPaths.cases,
      transformResponse: (response: unknown) => caseListSchema.parse(response),
      providesTags: ['Cases'],
    }),
    /**
     * Every case, one page at a time: the first page, then the page after each page's cursor, for as
     * long as the server gives one (the server's default page size, 50).
     */
    casePages: build.infiniteQuery<CasePage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) =>
        pageParam ? { url: apiPaths.cases, params: { cursor: pageParam } } : apiPaths.cases,
      transformResponse: (response: unknown, meta) => ({
        cases: caseListSchema.parse(response),
        nextCursor: meta?.response?.headers.get(nextCursorHeader) || null,
      }),
      providesTags: ['Cases'],
    }),
  }),
});

export const { useCasesQuery, useCasePagesInfiniteQuery } = casesApi;
