import { createApi } from '@reduxjs/toolkit/query/react';
import { mananBaseQuery } from './base-query';

/** Every cache tag any app uses; endpoints join with `baseApi.injectEndpoints` in their own app. */
export const apiTagTypes = ['Auth', 'Subscription', 'Usage', 'Cases', 'Settings'] as const;

/**
 * The one RTK Query API of MANAN (reducer path `api`). `@manan/ui-kit` is a federation singleton,
 * so the shell and every remote inject their endpoints into this same object, whose reducer and
 * middleware are in the shell's store (see createMananStore). Spec §7 read behaviour: no retry,
 * no polling, no refetch on focus, reconnect or mount, and data never goes stale.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: mananBaseQuery,
  tagTypes: apiTagTypes,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
