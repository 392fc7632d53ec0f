import type { MissingDataItem } from '../engine-result';

export interface ConfidenceInput {
  missingData: MissingDataItem[];
  recognisedPresentation: boolean;
  redFlagCount: number;
}

const MISSING_KEY_ITEM_PENALTY = 0.05;

/** Starts high and drops for each key item missing and when the complaint was not recognised. */
export function estimateConfidence({
  missingData,
  recognisedPresentation,
  redFlagCount,
}: ConfidenceInput): number {
  const keyMissing = missingData.filter((item) => item.key).length;
  let confidence = 0.9 - Math.min(keyMissing * MISSING_KEY_ITEM_PENALTY, 0.35);
  if (!recognisedPresentation && redFlagCount === 0) confidence -= 0.2;
  return Math.round(Math.min(0.95, Math.max(0.2, confidence)) * 100) / 100;
}
