import type { AnalyzeOptions, CaseForm } from './case-form';
import { levelForEsi, type EngineResult, type EsiLevel } from './engine-result';
import { buildCarePlan } from './output/care-plan';
import { estimateConfidence } from './output/confidence';
import { dispositionFor } from './output/disposition';
import { keyFindings } from './output/key-findings';
import { findMissingData } from './output/missing-data';
import { matchPresentations } from './presentations/match-presentations';
import { readCaseFacts } from './reading/case-facts';
import { matchRedFlags } from './red-flags/match-red-flags';
import { dangerZoneVitals } from './scores/danger-zone-vitals';
import { decideEsi } from './scores/esi-decision';
import { countEsiResources, type EsiResource } from './scores/esi-resources';
import { highRiskFromVitals, lifeSavingFromVitals, strongDangerZone } from './scores/esi-vital-criteria';
import { scoreNews2 } from './scores/news2.score';
import { scorePediatricVitals } from './scores/pediatric-vitals.score';
import { scoreQsofa } from './scores/qsofa.score';
import { scoreShockIndex } from './scores/shock-index.score';

const ADULT_AGE_YEARS = 16;
/** When a complaint is not recognised, assume labs and imaging: an unknown complaint is not a minor one. */
const UNRECOGNISED_COMPLAINT_RESOURCES: EsiResource[] = ['labs', 'xray'];
/** Danger-zone vital signs are never a fast-track problem: they need at least labs and treatment. */
const ABNORMAL_VITALS_RESOURCES: EsiResource[] = ['labs', 'ivFluids'];

/** The deterministic guideline engine: reads the case form and follows the ESI v4 decision points. */
export function analyzeCase(form: CaseForm, options: AnalyzeOptions = {}): EngineResult {
  const facts = readCaseFacts(form, options);
  const ageYears = facts.age?.years;
  const isAdult = ageYears === undefined || ageYears >= ADULT_AGE_YEARS;
  const hasVitals = Object.keys(facts.vitals).length > 0;
  const scores: EngineResult['scores'] = {
    esi: { level: 5, decisionPoint: 'C', resources: [], resourceCount: 0 },
    news2:
      isAdult && hasVitals ? scoreNews2({ ...facts.vitals, consciousness: facts.mentalStatus.avpu }) : null,
    qsofa:
      isAdult && hasVitals
        ? scoreQsofa({
            respiratoryRate: facts.vitals.respiratoryRate,
            systolic: facts.vitals.systolic,
            alteredMentation: facts.mentalStatus.altered,
          })
        : null,
    shockIndex: scoreShockIndex(facts.vitals.heartRate, facts.vitals.systolic),
    pediatricVitals: scorePediatricVitals(ageYears, facts.vitals),
  };

  const redFlags = matchRedFlags(facts);
  const presentations = matchPresentations(facts);
  const minorComplaint =
    presentations.length > 0 && presentations.every((presentation) => presentation.definition.minor);
  const flagReason = (flag: (typeof redFlags)[number]) =>
    `${flag.definition.name}${flag.escalationReason ? ` - ${flag.escalationReason}` : ''} [${flag.definition.guideline}]`;

  const resources: EsiResource[] = presentations.flatMap((presentation) => presentation.resources);
  if (!presentations.length && !redFlags.length) resources.push(...UNRECOGNISED_COMPLAINT_RESOURCES);
  if (redFlags.some((flag) => flag.esiFloor <= 3)) resources.push('labs', 'advancedImaging');
  const dangerZone = dangerZoneVitals(ageYears, facts.vitals);
  if (dangerZone.length && countEsiResources(resources) < 2) resources.push(...ABNORMAL_VITALS_RESOURCES);
  const decision = decideEsi({
    lifeSavingInterventions: [
      ...lifeSavingFromVitals(facts, scores),
      ...redFlags.filter((flag) => flag.esiFloor === 1).map(flagReason),
    ],
    highRiskReasons: [
      ...redFlags.filter((flag) => flag.esiFloor === 2).map(flagReason),
      ...highRiskFromVitals(facts, scores, minorComplaint),
    ],
    resources,
    dangerZone: strongDangerZone(facts, dangerZone),
  });
  const esi: EsiLevel = decision.level;
  const reasons = [...decision.reasons];
  if (dangerZone.length && decision.decisionPoint === 'C')
    reasons.push(`Danger-zone vital signs considered at decision point D: ${dangerZone.join('; ')}`);
  if (decision.decisionPoint === 'C' || esi === 3) {
    const moderateFlags = redFlags.filter((flag) => flag.esiFloor === 3);
    reasons.push(...moderateFlags.map((flag) => `Consider ${flagReason(flag)}`));
  }
  scores.esi = {
    level: esi,
    decisionPoint: decision.decisionPoint,
    resources: [...new Set(resources)],
    resourceCount: decision.resourceCount,
  };

  const canBePregnant = facts.sex !== 'male' && (ageYears === undefined || (ageYears >= 10 && ageYears < 56));
  const plan = buildCarePlan(esi, redFlags, presentations, canBePregnant);
  const missingData = findMissingData(facts, redFlags);
  return {
    level: levelForEsi(esi),
    esi,
    reasons,
    redFlags: redFlags.map((flag) => ({
      id: flag.definition.id,
      name: flag.definition.name,
      evidence: flag.evidence.join('; ') || 'pattern in the presenting text',
      guideline: flag.definition.guideline,
      esiFloor: flag.esiFloor,
    })),
    scores,
    findings: keyFindings(facts, scores),
    differential: plan.differential,
    immediateActions: plan.immediateActions,
    workup: plan.workup,
    disposition: dispositionFor(esi, redFlags),
    missingData,
    confidence: estimateConfidence({
      missingData,
      recognisedPresentation: presentations.length > 0,
      redFlagCount: redFlags.length,
    }),
    guidelines: plan.guidelines,
  };
}
