import {
  accountExportSchema,
  apiPaths,
  billingExportSchema,
  caseExportPageSchema,
  type AccountExport,
  type BillingExport,
  type CaseExportPage,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/**
 * "Download my data": each service's part of the export. Read once per download and written straight
 * into the ZIP, so nothing is cached (keepUnusedDataFor 0): a user with thousands of cases never has
 * them all in the store.
 */
export const dataExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountExport: build.query<AccountExport, void>({
      query: () => apiPaths.accountExport,
      transformResponse: (response: unknown) => accountExportSchema.parse(response),
      keepUnusedDataFor: 0,
    }),
    /** One page of cases with their FHIR Bundles; `cursor` is the previous page's `nextCursor`. */
    caseExportPage: build.query<CaseExportPage, string | null>({
      query: (cursor) => (cursor ? { url: apiPaths.caseExport, params: { cursor } } : apiPaths.caseExport),
      transformResponse: (response: unknown) => caseExportPageSchema.parse(response),
      keepUnusedDataFor: 0,
    }),
    billingExport: build.query<BillingExport, void>({
      query: () => apiPaths.billingExport,
      transformResponse: (response: unknown) => billingExportSchema.parse(response),
      keepUnusedDataFor: 0,
    }),
  }),
});
