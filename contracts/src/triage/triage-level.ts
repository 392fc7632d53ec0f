/**
 * The one reading of a triage level for display (spec §4 "Triage level display"). The structured
 * result is the source of truth: when a case or analysis has one, its `level` is the level. Only a
 * case without a result (stored before results existed) falls back to the spec's extraction from the
 * triageLevel text. Both the web apps and svc-triage use these functions; there is no second rule set.
 */

/** The words the badge has a colour for (spec §4); anything else is shown grey. */
export const knownTriageLevels = ['EMERGENCY', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type KnownTriageLevel = (typeof knownTriageLevels)[number];

const firstWord = (text: string): string | undefined => /[A-Za-z0-9]+/.exec(text)?.[0];

/**
 * Spec §4 "Triage level display": the level word of a triageLevel text, by six rules in order.
 * 1 empty → UNKNOWN; 2 the text inside the first parentheses; 3 the first word after 'TRIAGE LEVEL:';
 * 4 the word after a numbered heading 'N. TRIAGE LEVEL'; 5 the earliest of EMERGENCY, HIGH, MEDIUM or
 * LOW as a whole word; 6 the whole text. The result is always uppercased.
 */
export function extractTriageLevel(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return 'UNKNOWN';

  const parenthesized = /\(([^)]*)\)/.exec(trimmed);
  if (parenthesized) return (parenthesized[1] ?? '').trim().toUpperCase() || 'UNKNOWN';

  const afterLabel = /TRIAGE LEVEL:([\s\S]*)/i.exec(trimmed);
  const labelWord = afterLabel ? firstWord(afterLabel[1] ?? '') : undefined;
  if (labelWord) return labelWord.toUpperCase();

  const afterHeading = /\d+\.\s*TRIAGE LEVEL\b([\s\S]*)/i.exec(trimmed);
  const headingWord = afterHeading ? firstWord(afterHeading[1] ?? '') : undefined;
  if (headingWord) return headingWord.toUpperCase();

  const upper = trimmed.toUpperCase();
  const earliest = knownTriageLevels
    .map((word) => ({ word, index: upper.search(new RegExp(`\\b${word}\\b`)) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)[0];
  if (earliest) return earliest.word;

  return upper;
}

export function isKnownTriageLevel(level: string): level is KnownTriageLevel {
  return (knownTriageLevels as readonly string[]).includes(level);
}

/** What a level is read from: the structured result when there is one, else the triageLevel text. */
export interface TriageLevelSource {
  result?: { level: string; esi?: number } | null | undefined;
  triageLevel?: string | null | undefined;
}

/** The level word to show: `result.level` when a structured result exists, the spec §4 extraction otherwise. */
export function triageLevelOf(source: TriageLevelSource): string {
  return source.result?.level ?? extractTriageLevel(source.triageLevel);
}

/** The ESI of the structured result; a case without one has none (the text is not read for it). */
export function triageEsiOf(source: TriageLevelSource): number | undefined {
  return source.result?.esi;
}
