export { theme } from './theme/theme';
export type { MananTheme, BadgeColors, TriageColorKey } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { ThemeRoot } from './theme/theme-root';
export { ThemeStyles } from './theme/theme-styles';
export { Button, buttonStyles } from './components/button';
export type { ButtonVariant } from './components/button';
export { Card } from './components/card';
export { Spinner } from './components/spinner';
export { ErrorPanel } from './components/error-panel';
export type { ErrorPanelProps } from './components/error-panel';
export { VisuallyHidden } from './components/visually-hidden';
export { Page } from './components/page';
export type { PageProps } from './components/page';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { UserAvatar } from './components/user-avatar';
export type { UserAvatarProps } from './components/user-avatar';

// Styled Radix primitives: the same accessible behaviour and look in every app.
export { Dialog } from './primitives/dialog';
export type { DialogProps } from './primitives/dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './primitives/tabs';
export { Tooltip, TooltipProvider, tooltipTiming } from './primitives/tooltip';
export type { TooltipProps } from './primitives/tooltip';
export { Toaster, defaultToastDuration } from './primitives/toaster';
export type { ToasterProps } from './primitives/toaster';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuPortal,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './primitives/dropdown-menu';
export { Switch } from './primitives/switch';
export { Progress } from './primitives/progress';
export type { ProgressProps } from './primitives/progress';

// The shared store and API (one instance across apps: @manan/ui-kit is a federation singleton).
export { baseApi, apiTagTypes } from './api/base-api';
export { mananBaseQuery, formatHttpError, isMananApiError } from './api/base-query';
export type { MananApiError } from './api/base-query';
export {
  authApi,
  useAuthStatusQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
} from './api/auth-api';
export { readApiError } from './api/read-api-error';
export type { ApiErrorReading } from './api/read-api-error';
export { signOutToasts, useSignOut } from './api/use-sign-out';
export { useSignedInUser, displayNameOf } from './auth/use-signed-in-user';
export type { SignedInUser } from './auth/use-signed-in-user';
export { rootReducer, createMananStore } from './store/create-store';
export type { MananState, MananStore, MananDispatch } from './store/create-store';
export { toastSlice, showToast, dismissToast, selectCurrentToast } from './store/toast-slice';
export type { Toast, ToastInput, ToastAction } from './store/toast-slice';
export { useToast } from './store/use-toast';
export {
  signInDialogSlice,
  openSignInDialog,
  closeSignInDialog,
  selectSignInDialogOpen,
} from './store/sign-in-dialog-slice';

// Triage display shared by the triage and account remotes.
export { TriageLevelBadge } from './triage/triage-level-badge';
export type { TriageLevelBadgeProps } from './triage/triage-level-badge';
export { AnalysisText } from './triage/analysis-text';
export type { AnalysisTextProps } from './triage/analysis-text';
export { parseAnalysisText, analysisHeadingPattern } from './triage/parse-analysis-text';
export type { AnalysisSection, AnalysisBlock } from './triage/parse-analysis-text';
export { mountStandalone } from './standalone/mount-standalone';

// One PDF builder for the triage view and a past assessment (spec §9), text in the embedded DejaVu Sans.
export {
  buildPdf,
  analysisPdfBlocks,
  triageViewPdfLayout,
  pastAssessmentPdfLayout,
  triageAnalysisPdfFileName,
  pastAssessmentPdfFileName,
} from './pdf';
export type { PdfBlock, PdfContent, PdfDocument, PdfDocumentClass, PdfLayout } from './pdf';
