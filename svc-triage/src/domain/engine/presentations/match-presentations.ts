import type { CaseFacts } from '../reading/case-facts';
import type { EsiResource } from '../scores/esi-resources';
import type { PresentationDefinition } from './presentation.types';
import { generalPresentations } from './presentations.general';
import { minorPresentations } from './presentations.minor';

export const presentationCatalog: readonly PresentationDefinition[] = [
  ...generalPresentations,
  ...minorPresentations,
];

export interface MatchedPresentation {
  definition: PresentationDefinition;
  resources: EsiResource[];
  evidence: string[];
}

export function matchPresentations(facts: CaseFacts): MatchedPresentation[] {
  return presentationCatalog.flatMap((definition) => {
    const evidence = definition.matches(facts);
    if (!evidence) return [];
    const extra = definition.moreResourcesWhen?.when(facts) ? definition.moreResourcesWhen.resources : [];
    return [{ definition, resources: [...definition.resources, ...extra], evidence }];
  });
}
