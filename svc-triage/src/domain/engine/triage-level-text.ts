import type { EngineResult } from './engine-result';

const LEVEL_WORDS = ['EMERGENCY', 'HIGH', 'MEDIUM', 'LOW'] as const;

/**
 * The stored `triageLevel` text. It carries no parentheses, so spec §4 rule 3 ("TRIAGE LEVEL:" and its
 * first word) yields the level word.
 */
export function triageLevelText(result: Pick<EngineResult, 'level' | 'esi'>): string {
  return `TRIAGE LEVEL: ${result.level} - ESI ${result.esi}`;
}

/** Spec §4 "Triage level display": the six extraction rules, applied in order. */
export function extractTriageLevel(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return 'UNKNOWN';
  const parenthesized = /\(([^)]*)\)/.exec(trimmed);
  if (parenthesized) return (parenthesized[1] ?? '').trim().toUpperCase() || 'UNKNOWN';
  const afterLabel = /TRIAGE LEVEL:\s*([^\s,.;:-]+)/i.exec(trimmed);
  if (afterLabel?.[1]) return afterLabel[1].toUpperCase();
  const afterHeading = /\d+\.\s*TRIAGE LEVEL\b[\s:*#-]*([^\s,.;:-]+)/i.exec(trimmed);
  if (afterHeading?.[1]) return afterHeading[1].toUpperCase();
  const upper = trimmed.toUpperCase();
  const contained = LEVEL_WORDS.map((word) => ({ word, index: upper.search(new RegExp(`\\b${word}\\b`)) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)[0];
  if (contained) return contained.word;
  return upper;
}
