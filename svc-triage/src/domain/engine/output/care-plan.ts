import type { DifferentialItem, EsiLevel } from '../engine-result';
import type { ComplaintDefinition } from '../complaints/complaint.types';
import type { MatchedComplaint } from '../complaints/match-complaints';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';
import type { EsiResource } from '../scores/esi-resources';
import { generalActionsFor } from './disposition';
import { adviceWithout } from './ruled-out-advice';

export interface CarePlan {
  differential: DifferentialItem[];
  immediateActions: string[];
  workup: string[];
  guidelines: string[];
}

const unique = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item).toLowerCase();
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

const fillerWords = new Set(
  'a an and or the of if to for in on at with without by from as is are be then now when where within every each any all'.split(
    ' ',
  ),
);
/** Advice lines come from the catalogs, a few hundred in all: each is read into its words once. */
const contentWordsByLine = new Map<string, readonly string[]>();
const CONTENT_WORDS_CACHE_SIZE = 5_000;

function contentWordsOf(line: string): readonly string[] {
  const cached = contentWordsByLine.get(line);
  if (cached) return cached;
  const words = (line.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !fillerWords.has(word));
  // Bounded whatever the catalogs hold: a full cache starts again rather than growing.
  if (contentWordsByLine.size >= CONTENT_WORDS_CACHE_SIZE) contentWordsByLine.clear();
  contentWordsByLine.set(line, words);
  return words;
}

/**
 * Drops a line every content word of which an earlier line already says ("Blood cultures and IV
 * antibiotics" after the Sepsis Six line): several red flags often give the same advice in other words.
 * Advice is compared line by line, so an instruction is never dropped for words scattered elsewhere.
 */
function withoutRestatedAdvice(lines: string[]): string[] {
  const kept: Array<{ line: string; words: Set<string> }> = [];
  for (const line of lines) {
    const words = contentWordsOf(line);
    const restated = kept.some(
      (earlier) => words.length > 0 && words.every((word) => earlier.words.has(word)),
    );
    if (!restated) kept.push({ line, words: new Set(words) });
  }
  return kept.map((entry) => entry.line);
}

/** Drops a test list whose every test the lines before it already name, together. */
function withoutRepeatedTests(lines: string[]): string[] {
  const named = new Set<string>();
  return lines.filter((line) => {
    const words = contentWordsOf(line);
    const repeated = words.length > 0 && words.every((word) => named.has(word));
    words.forEach((word) => named.add(word));
    return !repeated;
  });
}

/** Complaints too general to add to the plan when a red flag already explains the presentation. */
const backgroundComplaints = new Set(['fever', 'nausea-vomiting', 'diarrhea', 'general-weakness']);

/**
 * Advice a complaint gives "in women of childbearing age" (a pregnancy test, pregnancy-related causes):
 * said for a woman who could be pregnant, left out for a man, a child or a woman past 55.
 */
const childbearingAgeClause = /(?:^|;\s*)[^;]*\bwom[ae]n of (?:childbearing|reproductive) age\b[^;]*/gi;

function forPatient(text: string, canBePregnant: boolean): string {
  return canBePregnant ? text : text.replace(childbearingAgeClause, '').trim();
}

/** A complaint's advice for a patient who cannot be pregnant, worked out once per complaint. */
const adviceWhenNotPregnant = new WeakMap<ComplaintDefinition, ComplaintDefinition>();

function complaintAdviceFor(definition: ComplaintDefinition, canBePregnant: boolean): ComplaintDefinition {
  if (canBePregnant) return definition;
  const cached = adviceWhenNotPregnant.get(definition);
  if (cached) return cached;
  const advice = adviceWithoutPregnancy(definition);
  adviceWhenNotPregnant.set(definition, advice);
  return advice;
}

function adviceWithoutPregnancy(definition: ComplaintDefinition): ComplaintDefinition {
  const keep = (text: string) => forPatient(text, false) !== '';
  return {
    ...definition,
    differential: definition.differential.filter((item) => keep(`${item.condition}; ${item.why}`)),
    immediateActions: definition.immediateActions.map((text) => forPatient(text, false)).filter(Boolean),
    workup: definition.workup.map((text) => forPatient(text, false)).filter(Boolean),
  };
}

/** A complaint's actions and work-up without the resources ruled out for this patient. */
function adviceWithoutRuledOut(definition: ComplaintDefinition, ruledOut: readonly EsiResource[]) {
  if (!ruledOut.length) return definition;
  return {
    ...definition,
    immediateActions: adviceWithout(definition.immediateActions, ruledOut),
    workup: adviceWithout(definition.workup, ruledOut),
  };
}

/** Advice that puts something in the mouth: an oral fluid trial, oral medication, a drink. */
const byMouth = /\b(?:oral(?:ly)?|by mouth|ors|drinks?|sips?)\b/i;

/** A complaint's actions without what goes by mouth, for a patient kept nil by mouth. */
function adviceNilByMouth(definition: ComplaintDefinition): ComplaintDefinition {
  return {
    ...definition,
    immediateActions: definition.immediateActions.filter((line) => !byMouth.test(line)),
  };
}

/**
 * Red flags first (most urgent first), then the complaints' own differential, actions and work-up, less
 * the resources the prediction ruled out (`ruledOut`): a red flag's advice is never trimmed.
 */
export function buildCarePlan(
  esi: EsiLevel,
  redFlags: MatchedRedFlag[],
  complaints: readonly MatchedComplaint[],
  canBePregnant = true,
  ruledOut: readonly EsiResource[] = [],
): CarePlan {
  const flagDefinitions = redFlags.map((flag) => flag.definition);
  const urgentFlag = redFlags.some((flag) => flag.esiFloor <= 2);
  const nilByMouth = redFlags.some((flag) => flag.definition.nilByMouth);
  const complaintDefinitions = complaints
    .map((complaint) => complaint.definition)
    .filter((definition) => !urgentFlag || (!definition.minor && !backgroundComplaints.has(definition.id)))
    .map((definition) => adviceWithoutRuledOut(complaintAdviceFor(definition, canBePregnant), ruledOut))
    .map((definition) => (nilByMouth ? adviceNilByMouth(definition) : definition));
  const sources = [...flagDefinitions, ...complaintDefinitions];
  return {
    differential: unique(
      sources.flatMap((source) => source.differential),
      (item) => item.condition,
    ).slice(0, 8),
    immediateActions: withoutRestatedAdvice(
      unique(
        [...generalActionsFor(esi), ...sources.flatMap((source) => source.immediateActions)],
        (action) => action,
      ),
    ).slice(0, 12),
    workup: withoutRepeatedTests(
      unique(
        sources.flatMap((source) => source.workup),
        (item) => item,
      ),
    ).slice(0, 12),
    guidelines: unique(
      [
        'ESI v4 Implementation Handbook',
        ...sources.flatMap((source) => (source.guideline ? source.guideline.split(/;\s*/) : [])),
      ],
      (item) => item,
    ),
  };
}
