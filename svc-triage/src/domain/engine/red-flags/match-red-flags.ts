import type { CaseFacts } from '../reading/case-facts';
import { redFlagCatalog } from './red-flag-catalog';
import type { RedFlagDefinition } from './red-flag.types';

export interface MatchedRedFlag {
  definition: RedFlagDefinition;
  esiFloor: 1 | 2 | 3;
  evidence: string[];
  escalationReason?: string;
}

/** Every red flag the case shows, most urgent first, with the evidence that fired it. */
export function matchRedFlags(
  facts: CaseFacts,
  catalog: readonly RedFlagDefinition[] = redFlagCatalog,
): MatchedRedFlag[] {
  const matched: MatchedRedFlag[] = [];
  for (const definition of catalog) {
    const evidence = definition.matches(facts);
    if (!evidence) continue;
    let esiFloor = definition.esiFloor;
    let escalationReason: string | undefined;
    for (const escalation of definition.escalations ?? []) {
      const escalationEvidence = escalation.when(facts);
      if (escalationEvidence && escalation.esiFloor < esiFloor) {
        esiFloor = escalation.esiFloor;
        escalationReason = [escalation.reason, ...escalationEvidence].join('; ');
        evidence.push(...escalationEvidence);
      }
    }
    matched.push({
      definition,
      esiFloor,
      evidence: [...new Set(evidence.filter(Boolean))],
      escalationReason,
    });
  }
  return matched.sort((a, b) => a.esiFloor - b.esiFloor);
}
