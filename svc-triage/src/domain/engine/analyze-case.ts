import type { AnalyzeOptions, CaseForm } from './case-form';
import { matchComplaints } from './complaints/match-complaints';
import { levelForEsi, type EngineResult } from './engine-result';
import { matchHighRisk } from './high-risk/high-risk-situations';
import { severeScoreSetAside } from './high-risk/severe-pain.situation';
import { buildCarePlan } from './output/care-plan';
import { estimateConfidence } from './output/confidence';
import { dispositionFor } from './output/disposition';
import { keyFindings } from './output/key-findings';
import { findMissingData } from './output/missing-data';
import { ADULT_AGE_YEARS, readCaseFacts } from './reading/case-facts';
import { matchRedFlags, type MatchedRedFlag } from './red-flags/match-red-flags';
import { predictResources } from './resources/predict-resources';
import { applyDecisionRules } from './rules/decision-rules';
import { dangerZoneVitals } from './scores/danger-zone-vitals';
import { esiAlternatives } from './scores/esi-alternatives';
import { decideEsi } from './scores/esi-decision';
import { highRiskFromVitals, lifeSavingFromVitals, strongDangerZone } from './scores/esi-vital-criteria';
import { scoreNews2 } from './scores/news2.score';
import { news2InputOf, spo2DangerZoneBelow } from './scores/oxygen-target';
import { scorePediatricVitals } from './scores/pediatric-vitals.score';
import { scoreQsofa } from './scores/qsofa.score';
import { scoreShockIndex } from './scores/shock-index.score';

const flagReason = (flag: MatchedRedFlag) =>
  `${flag.definition.name}${flag.escalationReason ? ` - ${flag.escalationReason}` : ''} [${flag.definition.guideline}]`;

/**
 * The deterministic guideline engine. It reads the case, recognises the presenting complaint, and follows
 * the ESI v4 decision points: A (life-saving intervention), B (high-risk situations, new confusion, severe
 * pain), C (the resources a typical ED will use, predicted per complaint and adjusted by decision rules
 * and context) and D (danger-zone vital signs).
 */
export function analyzeCase(form: CaseForm, options: AnalyzeOptions = {}): EngineResult {
  const facts = readCaseFacts(form, options);
  const ageYears = facts.age?.years;
  const isAdult = ageYears === undefined || ageYears >= ADULT_AGE_YEARS;
  const hasVitals = Object.keys(facts.vitals).some((key) => key !== 'painScore' && key !== 'painReported');
  const scores: EngineResult['scores'] = {
    esi: { level: 5, decisionPoint: 'C', resources: [], resourceCount: 0 },
    news2: isAdult && hasVitals ? scoreNews2(news2InputOf(facts)) : null,
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
  const complaints = matchComplaints(facts);
  const rules = applyDecisionRules(facts, redFlags);
  const highRisk = matchHighRisk({
    facts,
    complaints,
    redFlagIds: new Set(redFlags.map((flag) => flag.definition.id)),
  });
  const resources = predictResources({ facts, complaints, redFlags, rules });
  const dangerZone = dangerZoneVitals(ageYears, facts.vitals, spo2DangerZoneBelow(facts));
  const decision = decideEsi({
    lifeSavingInterventions: [
      ...lifeSavingFromVitals(facts, scores),
      ...redFlags.filter((flag) => flag.esiFloor === 1).map(flagReason),
    ],
    highRiskReasons: [
      ...redFlags.filter((flag) => flag.esiFloor === 2).map(flagReason),
      ...highRisk.map(
        (situation) => `${situation.name}: ${situation.evidence.join(', ')} [${situation.source}]`,
      ),
      ...rules.flatMap((rule) => (rule.effect.highRisk ? [`${rule.effect.highRisk} [${rule.source}]`] : [])),
      ...highRiskFromVitals(facts, scores),
    ],
    resources: resources.needs.map((need) => need.resource),
    dangerZone: strongDangerZone(facts, dangerZone),
  });
  const esi = decision.level;
  const reasons = [...decision.reasons];
  if (resources.unrecognised && decision.decisionPoint === 'C')
    reasons.push(
      'The complaint was not recognised: resources were assumed, not predicted; describe it in other words',
    );
  if (dangerZone.length && decision.decisionPoint === 'C')
    reasons.push(`Danger-zone vital signs considered at decision point D: ${dangerZone.join('; ')}`);
  // Only where decision point B would have weighed the score: beside a presenting complaint that is not minor.
  const primary = complaints[0]?.definition;
  const painSetAside = primary && !primary.minor ? severeScoreSetAside(facts) : undefined;
  if (painSetAside !== undefined && esi >= 3)
    reasons.push(
      `Pain ${painSetAside}/10 not counted as severe pain at decision point B: the patient is described as comfortable, with no sign of distress (ESI v4 counts a score of 7 or more when the presentation is consistent with it)`,
    );
  if (decision.decisionPoint === 'C' || esi === 3)
    reasons.push(
      ...redFlags.filter((flag) => flag.esiFloor === 3).map((flag) => `Consider ${flagReason(flag)}`),
    );
  scores.esi = {
    level: esi,
    decisionPoint: decision.decisionPoint,
    resources: resources.needs.map((need) => need.resource),
    resourceCount: decision.resourceCount,
    resourcePlan: resources.needs,
    notNeeded: resources.notNeeded,
  };

  const alternatives = esiAlternatives({ esi, facts, complaints, resources, rules, painSetAside });
  const canBePregnant = facts.sex !== 'male' && (ageYears === undefined || (ageYears >= 10 && ageYears < 56));
  const ruledOut = resources.notNeeded.map((item) => item.resource);
  const plan = buildCarePlan(esi, redFlags, complaints, canBePregnant, ruledOut);
  const missingData = findMissingData(facts, redFlags, rules);
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
      facts,
      complaints,
      missingData,
      alternatives,
      redFlagCount: redFlags.length,
    }),
    guidelines: [...new Set([...plan.guidelines, ...rules.map((rule) => rule.source)])],
    presentations: complaints.map((complaint) => ({
      id: complaint.definition.id,
      name: complaint.definition.name,
      group: complaint.definition.group,
      source: complaint.source,
    })),
    decisionRules: rules.map(({ effect: _effect, ...rule }) => rule),
    alternatives,
  };
}
