import {
  apiPaths,
  activationResponseSchema,
  checkoutSessionResponseSchema,
  subscriptionSchema,
  type ActivationResponse,
  type CheckoutSessionResponse,
  type SubscriptionDetails,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/**
 * The signed-in user's subscription (spec §7). Every change invalidates `Usage` as well as
 * `Subscription`, so the dashboard's gauge follows an upgrade, a cancellation or a resumption.
 */
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscription: build.query<SubscriptionDetails, void>({
      query: () => apiPaths.subscription,
      transformResponse: (response: unknown) => subscriptionSchema.parse(response),
      providesTags: ['Subscription'],
    }),
    createCheckoutSession: build.mutation<CheckoutSessionResponse, void>({
      query: () => ({ url: apiPaths.createCheckoutSession, method: 'POST', body: {} }),
      transformResponse: (response: unknown) => checkoutSessionResponseSchema.parse(response),
    }),
    activateSubscription: build.mutation<ActivationResponse, string>({
      query: (sessionId) => ({
        url: apiPaths.updateSubscriptionFromSession,
        method: 'POST',
        body: { sessionId },
      }),
      transformResponse: (response: unknown) => activationResponseSchema.parse(response),
      invalidatesTags: ['Subscription', 'Usage'],
    }),
    cancelSubscription: build.mutation<SubscriptionDetails, void>({
      query: () => ({ url: apiPaths.cancelSubscription, method: 'POST', body: {} }),
      invalidatesTags: ['Subscription', 'Usage'],
    }),
    /** Turns auto-renew back on after a cancellation, while the paid period runs. */
    resumeSubscription: build.mutation<SubscriptionDetails, void>({
      query: () => ({ url: apiPaths.resumeSubscription, method: 'POST', body: {} }),
      transformResponse: (response: unknown) => subscriptionSchema.parse(response),
      invalidatesTags: ['Subscription', 'Usage'],
    }),
  }),
});

export const {
  useSubscriptionQuery,
  useCreateCheckoutSessionMutation,
  useActivateSubscriptionMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} = subscriptionApi;
