import type { DifferentialItem, EsiLevel } from '../engine-result';
import type { MatchedPresentation } from '../presentations/match-presentations';
import type { PresentationDefinition } from '../presentations/presentation.types';
import type { MatchedRedFlag } from '../red-flags/match-red-flags';
import { generalActionsFor } from './disposition';

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

/** Complaints too general to add to the plan when a red flag already explains the presentation. */
const backgroundPresentations = new Set(['gastroenteritis', 'fever', 'generic-pain']);

/**
 * Advice a complaint gives "in women of childbearing age" (a pregnancy test, pregnancy-related causes):
 * said for a woman who could be pregnant, left out for a man, a child or a woman past 55.
 */
const childbearingAgeClause = /(?:^|;\s*)[^;]*\bwom[ae]n of (?:childbearing|reproductive) age\b[^;]*/gi;

function forPatient(text: string, canBePregnant: boolean): string {
  return canBePregnant ? text : text.replace(childbearingAgeClause, '').trim();
}

function presentationAdviceFor(
  definition: PresentationDefinition,
  canBePregnant: boolean,
): PresentationDefinition {
  if (canBePregnant) return definition;
  const keep = (text: string) => forPatient(text, false) !== '';
  return {
    ...definition,
    differential: definition.differential.filter((item) => keep(`${item.condition}; ${item.why}`)),
    immediateActions: definition.immediateActions.map((text) => forPatient(text, false)).filter(Boolean),
    workup: definition.workup.map((text) => forPatient(text, false)).filter(Boolean),
  };
}

/** Red flags first (most urgent first), then the complaint's own differential, actions and work-up. */
export function buildCarePlan(
  esi: EsiLevel,
  redFlags: MatchedRedFlag[],
  presentations: MatchedPresentation[],
  canBePregnant = true,
): CarePlan {
  const flagDefinitions = redFlags.map((flag) => flag.definition);
  const urgentFlag = redFlags.some((flag) => flag.esiFloor <= 2);
  const presentationDefinitions = presentations
    .map((presentation) => presentation.definition)
    .filter((definition) => !urgentFlag || (!definition.minor && !backgroundPresentations.has(definition.id)))
    .map((definition) => presentationAdviceFor(definition, canBePregnant));
  const sources = [...flagDefinitions, ...presentationDefinitions];
  return {
    differential: unique(
      sources.flatMap((source) => source.differential),
      (item) => item.condition,
    ).slice(0, 8),
    immediateActions: unique(
      [...generalActionsFor(esi), ...sources.flatMap((source) => source.immediateActions)],
      (action) => action,
    ).slice(0, 12),
    workup: unique(
      sources.flatMap((source) => source.workup),
      (item) => item,
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
