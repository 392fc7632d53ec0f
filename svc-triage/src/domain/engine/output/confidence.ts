import type { MatchedComplaint } from '../complaints/match-complaints';
import type { MissingDataItem } from '../engine-result';
import type { CaseFacts } from '../reading/case-facts';
import type { EsiAlternative } from '../scores/esi-alternatives';

export interface ConfidenceInput {
  facts: CaseFacts;
  complaints: readonly MatchedComplaint[];
  missingData: readonly MissingDataItem[];
  alternatives: readonly EsiAlternative[];
  redFlagCount: number;
}

const MEASURED_VITALS = ['heartRate', 'respiratoryRate', 'spo2', 'systolic', 'temperatureC'] as const;
const PER_VITAL = 0.05;
const PER_ALTERNATIVE = 0.06;
const PER_KEY_GAP = 0.02;

/**
 * How much of what ESI needs was actually read: the vital signs, the age and sex, a recognised
 * complaint; lower for each missing datum or borderline value that could change the level.
 */
export function estimateConfidence({
  facts,
  complaints,
  missingData,
  alternatives,
  redFlagCount,
}: ConfidenceInput): number {
  let confidence = 0.45;
  confidence += MEASURED_VITALS.filter((name) => facts.vitals[name] !== undefined).length * PER_VITAL;
  if (facts.age) confidence += 0.08;
  if (facts.sex !== 'unknown') confidence += 0.02;
  const primary = complaints[0];
  if (primary?.source === 'complaint') confidence += 0.12;
  else if (primary || redFlagCount > 0) confidence += 0.06;
  else confidence -= 0.1;
  confidence -= Math.min(alternatives.length * PER_ALTERNATIVE, 0.18);
  const keyGaps = missingData.filter((item) => item.key && !item.id.startsWith('vitals.')).length;
  confidence -= Math.min(keyGaps * PER_KEY_GAP, 0.08);
  return Math.round(Math.min(0.95, Math.max(0.2, confidence)) * 100) / 100;
}
