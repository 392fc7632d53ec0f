import type { ProviderAnalysis } from '../analysis/analysis-provider.port';
import { renderAnalysisText } from '../analysis/analysis-text';
import type { LevelAndEsi } from '../analysis/verification';
import type { CaseForm } from '../engine';

/**
 * Without the stored case only the analysis text is known. The engine's key findings in it (age, sex,
 * vital signs) are read back into a form, so the answers are scored with them.
 */
export function textOnlyForm(analysis: string): CaseForm {
  const patient = /Patient: (\d{1,3}) years?, (male|female)/i.exec(analysis);
  const vitals = /Vital signs read: (.*)/i.exec(analysis)?.[1] ?? '';
  return {
    patientAge: patient?.[1] ?? '',
    gender: patient?.[2]?.toLowerCase() ?? '',
    chiefComplaint: 'Follow-up of an earlier analysis',
    symptoms: '',
    vitals,
  };
}

const HELD_REASON =
  'Scored from the follow-up answers and the earlier analysis text only; without the stored case an answer can raise the level to a guideline floor but not lower it';

/** Keeps the earlier level unless the answers set a more urgent guideline floor. */
export function holdAtPreviousLevel(
  analysis: ProviderAnalysis,
  previous: LevelAndEsi | null,
): ProviderAnalysis {
  if (!previous) return analysis;
  const floor = analysis.verification.floor;
  const target = floor && floor.esi < previous.esi ? floor : previous;
  const result = {
    ...analysis.result,
    level: target.level,
    esi: target.esi,
    reasons: [HELD_REASON, ...analysis.result.reasons],
  };
  return {
    ...analysis,
    result,
    text: renderAnalysisText(result, { provider: analysis.provider }),
  };
}
