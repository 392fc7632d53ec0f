import {
  analyzeResponseSchema,
  apiPaths,
  followUpResponseSchema,
  parseBloodReportResponseSchema,
  refineResponseSchema,
  type AnalyzeResponse,
  type CaseFormRequest,
  type FollowUpRequest,
  type FollowUpResponse,
  type ParseBloodReportResponse,
  type RefineRequest,
  type RefineResponse,
} from '@manan/contracts';
import { baseApi } from '@manan/ui-kit';

/** The triage calls of spec §7, joined to the shared base API (session cookie included). */
export const triageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeCase: build.mutation<AnalyzeResponse, CaseFormRequest>({
      query: (body) => ({ url: apiPaths.analyze, method: 'POST', body }),
      transformResponse: (response: unknown) => analyzeResponseSchema.parse(response),
      // A new case counts against the month's usage and joins the list of past cases.
      invalidatesTags: ['Usage', 'Subscription', 'Cases'],
    }),
    parseBloodReport: build.mutation<ParseBloodReportResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: apiPaths.parseBloodReport, method: 'POST', body };
      },
      transformResponse: (response: unknown) => parseBloodReportResponseSchema.parse(response),
    }),
    generateFollowUp: build.mutation<FollowUpResponse, FollowUpRequest>({
      query: (body) => ({ url: apiPaths.generateFollowUp, method: 'POST', body }),
      transformResponse: (response: unknown) => followUpResponseSchema.parse(response),
    }),
    refineAnalysis: build.mutation<RefineResponse, RefineRequest>({
      query: (body) => ({ url: apiPaths.refineAnalysis, method: 'POST', body }),
      transformResponse: (response: unknown) => refineResponseSchema.parse(response),
      invalidatesTags: ['Cases'],
    }),
  }),
});

export const {
  useAnalyzeCaseMutation,
  useParseBloodReportMutation,
  useGenerateFollowUpMutation,
  useRefineAnalysisMutation,
} = triageApi;
