import type { EngineResult } from './engine-result';

/**
 * The stored `triageLevel` text. It carries no parentheses, so spec §4 rule 3 ("TRIAGE LEVEL:" and its
 * first word) yields the level word; it is read back only by @manan/contracts' extractTriageLevel.
 */
export function triageLevelText(result: Pick<EngineResult, 'level' | 'esi'>): string {
  return `TRIAGE LEVEL: ${result.level} - ESI ${result.esi}`;
}
