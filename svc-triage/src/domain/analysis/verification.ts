import type { EsiLevel, TriageLevel } from '../engine';

export interface LevelAndEsi {
  level: TriageLevel;
  esi: EsiLevel;
}

/**
 * The guideline cross-check of an analysis. `checked` is true whenever the engine's floor was applied,
 * so the UI's 'AI recommendations verified against clinical guidelines' line is true when shown. (A
 * type, not an interface, so that it fits the contracts' open response types.)
 */
export type Verification = {
  checked: boolean;
  /** The level was raised to the floor because the written level was less urgent. */
  raised: boolean;
  /** The least urgent level the guidelines allow; null when no red flag or ESI 1–2 criterion was met. */
  floor: LevelAndEsi | null;
  /** The findings that set the floor. */
  reasons: string[];
};
