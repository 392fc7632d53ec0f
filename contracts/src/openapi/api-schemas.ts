import type { z } from 'zod';
import {
  caseDetailSchema,
  caseListSchema,
  monthlyUsageSchema,
  notificationSettingsRequestSchema,
  notificationSettingsSchema,
} from '../http/account';
import { deleteAccountRequestSchema, deleteAccountResponseSchema } from '../http/account-deletion';
import {
  authStatusSchema,
  loginRequestSchema,
  logoutResponseSchema,
  publicUserSchema,
  registerRequestSchema,
} from '../http/auth';
import {
  activationRequestSchema,
  activationResponseSchema,
  cancelSubscriptionResponseSchema,
  resumeSubscriptionResponseSchema,
  checkoutSessionResponseSchema,
  emptyRequestSchema,
  plansResponseSchema,
  stripeEventSchema,
  stripeWebhookResponseSchema,
  subscriptionSchema,
} from '../http/billing';
import { accountExportSchema, billingExportSchema, caseExportPageSchema } from '../http/data-export';
import { errorBodySchema, plainTextErrorSchema } from '../http/errors';
import { guardedRequestErrorSchema } from '../http/identifier-guard';
import {
  caseSetDetailSchema,
  caseSetListSchema,
  caseSetResponseSchema,
  caseSetResultsCsvSchema,
  caseSetResultsSchema,
  createCaseSetRequestSchema,
  joinCaseSetRequestSchema,
  joinCaseSetResponseSchema,
  joinedCaseSetsSchema,
  nextPracticeCaseResponseSchema,
  practiceAttemptRequestSchema,
  practiceAttemptResponseSchema,
  practiceBankResponseSchema,
  practiceProgressSchema,
  practiceRedFlagsResponseSchema,
} from '../http/practice';
import {
  analysisQuotaExceededSchema,
  analyzeResponseSchema,
  caseFormRequestSchema,
  followUpRequestSchema,
  followUpResponseSchema,
  parseBloodReportRequestSchema,
  parseBloodReportResponseSchema,
  refineRequestSchema,
  refineResponseSchema,
} from '../http/triage';

/** Every body of the /api, by the name it has under the document's components/schemas. */
export const apiSchemas = {
  ErrorBody: errorBodySchema,
  PlainTextError: plainTextErrorSchema,
  EmptyRequest: emptyRequestSchema,

  AuthStatus: authStatusSchema,
  LoginRequest: loginRequestSchema,
  RegisterRequest: registerRequestSchema,
  PublicUser: publicUserSchema,
  LogoutResponse: logoutResponseSchema,

  CaseFormRequest: caseFormRequestSchema,
  AnalyzeResponse: analyzeResponseSchema,
  AnalysisQuotaExceeded: analysisQuotaExceededSchema,
  GuardedRequestError: guardedRequestErrorSchema,
  ParseBloodReportRequest: parseBloodReportRequestSchema,
  ParseBloodReportResponse: parseBloodReportResponseSchema,
  FollowUpRequest: followUpRequestSchema,
  FollowUpResponse: followUpResponseSchema,
  RefineRequest: refineRequestSchema,
  RefineResponse: refineResponseSchema,

  PracticeRedFlags: practiceRedFlagsResponseSchema,
  PracticeBank: practiceBankResponseSchema,
  NextPracticeCase: nextPracticeCaseResponseSchema,
  PracticeAttemptRequest: practiceAttemptRequestSchema,
  PracticeAttemptResponse: practiceAttemptResponseSchema,
  PracticeProgress: practiceProgressSchema,
  CreateCaseSetRequest: createCaseSetRequestSchema,
  CaseSetResponse: caseSetResponseSchema,
  CaseSetList: caseSetListSchema,
  CaseSetDetail: caseSetDetailSchema,
  CaseSetResults: caseSetResultsSchema,
  CaseSetResultsCsv: caseSetResultsCsvSchema,
  JoinCaseSetRequest: joinCaseSetRequestSchema,
  JoinCaseSetResponse: joinCaseSetResponseSchema,
  JoinedCaseSets: joinedCaseSetsSchema,

  NotificationSettings: notificationSettingsSchema,
  NotificationSettingsRequest: notificationSettingsRequestSchema,
  DeleteAccountRequest: deleteAccountRequestSchema,
  DeleteAccountResponse: deleteAccountResponseSchema,
  CaseList: caseListSchema,
  CaseDetail: caseDetailSchema,
  MonthlyUsage: monthlyUsageSchema,
  AccountExport: accountExportSchema,
  CaseExportPage: caseExportPageSchema,
  BillingExport: billingExportSchema,

  PlansResponse: plansResponseSchema,
  Subscription: subscriptionSchema,
  CheckoutSessionResponse: checkoutSessionResponseSchema,
  ActivationRequest: activationRequestSchema,
  ActivationResponse: activationResponseSchema,
  CancelSubscriptionResponse: cancelSubscriptionResponseSchema,
  ResumeSubscriptionResponse: resumeSubscriptionResponseSchema,
  StripeEvent: stripeEventSchema,
  StripeWebhookResponse: stripeWebhookResponseSchema,
} satisfies Record<string, z.ZodType>;

export type ApiSchemaName = keyof typeof apiSchemas;
