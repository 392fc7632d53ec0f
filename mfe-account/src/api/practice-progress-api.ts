import { apiPaths, practiceProgressSchema, type PracticeProgress } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** The trainee's training-mode progress (issue 17), for the dashboard's card. */
export const practiceProgressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    practiceProgress: build.query<PracticeProgress, void>({
      query: () => apiPaths.practiceProgress,
      transformResponse: (response: unknown) => practiceProgressSchema.parse(response),
    }),
  }),
});

/**
 * The progress, asked again each time the dashboard opens: attempts are made on /practice (another app),
 * which has no cache tag of this query to invalidate.
 */
export function usePracticeProgress() {
  return practiceProgressApi.usePracticeProgressQuery(undefined, { refetchOnMountOrArgChange: true });
}
