import { expandAbbreviations } from './clinical-abbreviations';
import { correctSpellings } from './clinical-spellings';
import { readLayLanguage } from './lay-language';
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
  /** Someone else's illness, set aside from the affirmed text ("his brother had pneumonia"): see someone-else.ts. */
  othersTold?: string;
}

/**
 * Quotation marks set aside: a patient's words in quotes ("numb 'down below' when wiping", "he said
 * \u201cI can't breathe\u201d") are read as the words themselves. An apostrophe within a word stays.
 */
function withoutQuotationMarks(text: string): string {
  return text
    .replace(/[\u201c\u201d"]/g, ' ')
    .replace(/(^|[^a-z0-9])'((?:[^'\n]|(?<=[a-z])'(?=[a-z])){1,80}?)'(?![a-z0-9])/gi, '$1$2');
}

/**
 * Contractions typed without their apostrophe ("didnt hit her head", "cant breathe", "hes grey"), as people
 * type on a phone: given it back, so "didnt" negates as "didn't" does. Only forms that are no other word.
 */
function withApostrophes(text: string): string {
  return text
    .replace(/\b(did|does|do|has|have|had|is|was|were|are|could|would|should|must|need)nt\b/gi, "$1n't")
    .replace(/\b(ca)nt\b/gi, "$1n't")
    .replace(/\b(wo)nt\b(?! (?:of|to)\b)/gi, "$1n't")
    .replace(
      /\b(he|she|there|that|what|it)s (?=(?:been|got|gone|going|had|not|just|really|very|still|now|a|an|the|all|on|in|off|taken|fallen|cut|done|bleeding|breathing|making|doing|saying|complaining|having|lying|sitting)\b)/gi,
      "$1's ",
    )
    .replace(/\b(they|you)re\b/gi, "$1're")
    .replace(/\b(i)ve\b/gi, "$1've");
}

export function normalizeClinicalText(text: string): string {
  const expanded = expandAbbreviations(
    withApostrophes(withoutQuotationMarks(text.replace(/[\u2018\u2019]/g, "'"))).replace(
      /[\u2013\u2014]/g,
      '-',
    ),
  );
  return rewriteNegativeFindings(readLayLanguage(correctSpellings(expanded.toLowerCase())))
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function analyzeText(...parts: Array<string | null | undefined>): AnalyzedText {
  return analyzeNormalized(normalizedParts(parts));
}

/**
 * The whole text and its first part (the chief complaint within the presenting text), each normalised
 * once: normalisation is the costly step, negation scoping of a short part is cheap.
 */
export function analyzeTextAndFirstPart(...parts: Array<string | null | undefined>): {
  whole: AnalyzedText;
  first: AnalyzedText;
} {
  const normalized = normalizedParts(parts);
  return { whole: analyzeNormalized(normalized), first: analyzeNormalized(normalized.slice(0, 1)) };
}

function normalizedParts(parts: Array<string | null | undefined>): string[] {
  return parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .map((part) => normalizeClinicalText(part).replace(/[^.;:!?\n]$/, '$&.'));
}

function analyzeNormalized(parts: string[]): AnalyzedText {
  const normalized = parts.join('\n');
  const { affirmed, negated } = scopeNegation(normalized);
  return { normalized, affirmed, negated };
}
