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
