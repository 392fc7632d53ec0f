/**
 * A follow-up question as the client shows it (spec §3); ids are stable strings. (A type, not an
 * interface, so that it fits the contracts' open response types.)
 */
export type FollowUpQuestion = {
  id: string;
  question: string;
};

/** The spec's bounds: enough to refine the analysis, few enough to answer at the bedside. */
export const MIN_FOLLOW_UP_QUESTIONS = 3;
export const MAX_FOLLOW_UP_QUESTIONS = 6;
