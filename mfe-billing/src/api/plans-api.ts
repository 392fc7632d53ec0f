import { apiPaths, plansResponseSchema, type Plan } from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** GET /api/plans: public, so it is read for visitors too. */
export const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>({
      query: () => apiPaths.plans,
      transformResponse: (response: unknown) => plansResponseSchema.parse(response).plans,
    }),
  }),
});

export const { usePlansQuery } = plansApi;
