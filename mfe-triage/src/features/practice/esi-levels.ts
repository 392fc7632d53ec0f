import type { EsiDecisionPoint } from '@manan/contracts';

/** What each decision point of the ESI algorithm asks (ESI v4 handbook). */
export const decisionPointQuestions: Record<EsiDecisionPoint, string> = {
  A: 'A — Does the patient need an immediate life-saving intervention?',
  B: 'B — Is this a high-risk situation, is the patient confused, lethargic or disoriented, or in severe pain or distress?',
  C: 'C — How many different resources will the patient need?',
  D: 'D — Are the vital signs in the danger zone?',
};
