import { apiPaths, freeMonthlyAnalysisLimit, monthlyUsageSchema, type MonthlyUsage } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** Spec §7: when the usage cannot be fetched, 0 used of the free limit (20), not premium. */
export const fallbackUsage: MonthlyUsage = { used: 0, limit: freeMonthlyAnalysisLimit, isPremium: false };

export const usageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    monthlyUsage: build.query<MonthlyUsage, void>({
      query: () => apiPaths.monthlyUsage,
      transformResponse: (response: unknown) => monthlyUsageSchema.parse(response),
      providesTags: ['Usage'],
    }),
  }),
});

/** The usage to show: the server's, or the fallback once the call has failed. */
export function useMonthlyUsage(): { usage: MonthlyUsage | undefined; isLoading: boolean } {
  const { data, isError, isLoading } = usageApi.useMonthlyUsageQuery();
  return { usage: data ?? (isError ? fallbackUsage : undefined), isLoading };
}
