import type { DifferentialItem, EsiLevel } from '../engine-result';
import type { MatchedPresentation } from '../presentations/match-presentations';
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

/** Red flags first (most urgent first), then the complaint's own differential, actions and work-up. */
export function buildCarePlan(
  esi: EsiLevel,
  redFlags: MatchedRedFlag[],
  presentations: MatchedPresentation[],
): CarePlan {
  const flagDefinitions = redFlags.map((flag) => flag.definition);
  const urgentFlag = redFlags.some((flag) => flag.esiFloor <= 2);
  const presentationDefinitions = presentations
    .map((presentation) => presentation.definition)
    .filter(
      (definition) => !urgentFlag || (!definition.minor && !backgroundPresentations.has(definition.id)),
    );
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
