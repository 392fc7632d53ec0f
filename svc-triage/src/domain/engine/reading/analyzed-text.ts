import { expandAbbreviations } from './clinical-abbreviations';
import { correctSpellings } from './clinical-spellings';
import { rewriteNegativeFindings } from './negative-findings';
import { scopeNegation } from './negation';

/** Free text read the way a triage nurse reads it: shorthand expanded, negated findings set aside. */
export interface AnalyzedText {
  /** Expanded, lowercase, spelling-corrected text, negations included. */
  normalized: string;
  /** The normalized text with negated spans replaced by a marker; patterns match here. */
  affirmed: string;
  /** The spans that were negated, for "pertinent negatives". */
  negated: string[];
}

export function normalizeClinicalText(text: string): string {
  const expanded = expandAbbreviations(text.replace(/[\u2018\u2019]/g, "'").replace(/[\u2013\u2014]/g, '-'));
  return rewriteNegativeFindings(correctSpellings(expanded.toLowerCase()))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function analyzeText(...parts: Array<string | null | undefined>): AnalyzedText {
  const normalized = parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .map((part) => normalizeClinicalText(part).replace(/[^.;:!?\n]$/, '$&.'))
    .join('\n');
  const { affirmed, negated } = scopeNegation(normalized);
  return { normalized, affirmed, negated };
}
