import type { EsiLevel } from '../engine-result';
import { countEsiResources, type EsiResource } from './esi-resources';

export interface EsiInput {
  /** Decision point A: the patient needs an immediate life-saving intervention. */
  lifeSavingInterventions: string[];
  /** Decision point B: high-risk situation, new confusion/lethargy/disorientation, or severe pain/distress. */
  highRiskReasons: string[];
  /** Decision point C: the resources expected to reach a disposition. */
  resources: EsiResource[];
  /** Decision point D: danger-zone vital signs strong enough to move an ESI 3 to ESI 2. */
  dangerZone: string[];
}

export interface EsiDecision {
  level: EsiLevel;
  decisionPoint: 'A' | 'B' | 'C' | 'D';
  resourceCount: number;
  reasons: string[];
}

/** The ESI v4 algorithm: A → 1, B → 2, then resources (none → 5, one → 4, many → 3 unless D → 2). */
export function decideEsi(input: EsiInput): EsiDecision {
  const resourceCount = countEsiResources(input.resources);
  if (input.lifeSavingInterventions.length)
    return { level: 1, decisionPoint: 'A', resourceCount, reasons: input.lifeSavingInterventions };
  if (input.highRiskReasons.length)
    return { level: 2, decisionPoint: 'B', resourceCount, reasons: input.highRiskReasons };
  if (resourceCount >= 2 && input.dangerZone.length)
    return {
      level: 2,
      decisionPoint: 'D',
      resourceCount,
      reasons: input.dangerZone.map((finding) => `Danger-zone vital sign: ${finding}`),
    };
  if (resourceCount >= 2)
    return {
      level: 3,
      decisionPoint: 'C',
      resourceCount,
      reasons: [`${resourceCount} ESI resources expected`],
    };
  if (resourceCount === 1)
    return { level: 4, decisionPoint: 'C', resourceCount, reasons: ['One ESI resource expected'] };
  return { level: 5, decisionPoint: 'C', resourceCount, reasons: ['No ESI resources expected'] };
}
