import { airwayBreathingSituation } from './airway-breathing.situation';
import { bleedingSituation } from './bleeding.situation';
import { feverVulnerableSituation } from './fever-vulnerable.situation';
import type { HighRiskContext, HighRiskSituation, MatchedHighRisk } from './high-risk.types';
import { postOperativeSituation } from './post-operative.situation';
import { selfHarmSituation } from './self-harm.situation';
import { severePainSituation } from './severe-pain.situation';
import { spinalCordSituation } from './spinal-cord.situation';
import { traumaMechanismSituation } from './trauma-mechanism.situation';
import { youngInfantSituation } from './young-infant.situation';

/** ESI decision point B: the kinds of situation that make a patient high risk, whatever the diagnosis. */
export const highRiskSituations: readonly HighRiskSituation[] = [
  airwayBreathingSituation,
  traumaMechanismSituation,
  spinalCordSituation,
  bleedingSituation,
  selfHarmSituation,
  feverVulnerableSituation,
  postOperativeSituation,
  youngInfantSituation,
  severePainSituation,
];

/** The situations the case shows, and the complaint-specific high-risk modifiers of its complaints. */
export function matchHighRisk(context: HighRiskContext): MatchedHighRisk[] {
  const situations = highRiskSituations.flatMap((situation) => {
    if (situation.saidByRedFlags?.some((id) => context.redFlagIds.has(id))) return [];
    const evidence = situation.detect(context);
    return evidence ? [{ id: situation.id, name: situation.name, source: situation.source, evidence }] : [];
  });
  const modifiers = context.complaints.flatMap((complaint) =>
    (complaint.definition.highRisk ?? []).flatMap((modifier) => {
      const evidence = modifier.when(context.facts);
      return evidence
        ? [
            {
              id: `${complaint.definition.id}.high-risk`,
              name: modifier.reason,
              source: modifier.source,
              evidence,
            },
          ]
        : [];
    }),
  );
  return [...situations, ...modifiers];
}
