import type { MatchedComplaint } from '../complaints/match-complaints';
import type { EsiLevel } from '../engine-result';
import { SEVERE_PAIN_SCORE } from '../high-risk/severe-pain.situation';
import type { CaseFacts } from '../reading/case-facts';
import { abdominalPain } from '../red-flags/common-phrases';
import { fever, says } from '../red-flags/matchers';
import type { ResourcePrediction } from '../resources/predict-resources';
import type { DecisionRuleResult } from '../rules/decision-rule.types';
import { dangerZoneBandFor, ESI_DANGER_ZONE_SPO2_BELOW } from './danger-zone-vitals';
import { countEsiResources, type EsiResource } from './esi-resources';

/** Another level the patient would have if one missing datum or a borderline value were different. */
export interface EsiAlternative {
  esi: EsiLevel;
  condition: string;
}

export interface AlternativesInput {
  esi: EsiLevel;
  facts: CaseFacts;
  complaints: readonly MatchedComplaint[];
  resources: ResourcePrediction;
  rules: readonly DecisionRuleResult[];
  /** A severe pain score set aside because the patient is comfortable, beside a complaint that is not minor. */
  painSetAside?: number;
}

/** Rules that, once every input is known and they are negative, take a resource away. */
const resourceSavingRules: Partial<Record<DecisionRuleResult['id'], EsiResource[]>> = {
  'ottawa-ankle': ['xray'],
  'ottawa-knee': ['xray'],
  'canadian-c-spine': ['xray', 'advancedImaging'],
  nexus: ['xray', 'advancedImaging'],
  'pecarn-head': ['advancedImaging'],
};

const neckRules = new Set<DecisionRuleResult['id']>(['canadian-c-spine', 'nexus']);
const hasEffect = (rule: DecisionRuleResult) =>
  Boolean(rule.effect.highRisk || rule.effect.addResources?.length || rule.effect.removeResources?.length);

const BORDERLINE_HEART_RATE = 5;
const BORDERLINE_RESPIRATORY_RATE = 2;
const reproductiveComplaint = says(
  'vaginal bleeding',
  'pelvic pain',
  'missed (a |her )?period',
  'lower abdominal pain',
);

function levelForCount(count: number): EsiLevel {
  if (count >= 2) return 3;
  return count === 1 ? 4 : 5;
}

/** ESI v4 is sensitive to a few facts; this says which ones, had they been known or different, change the level. */
export function esiAlternatives({
  esi,
  facts,
  complaints,
  resources,
  rules,
  painSetAside,
}: AlternativesInput): EsiAlternative[] {
  const alternatives: EsiAlternative[] = [];
  const { vitals } = facts;
  const primary = complaints[0]?.definition;
  if (esi >= 3 && primary && !primary.minor && primary.centralPain) {
    if (vitals.painScore === undefined && vitals.painReported !== false)
      alternatives.push({ esi: 2, condition: `the pain is ${SEVERE_PAIN_SCORE}/10 or more` });
    else if (vitals.painScore === SEVERE_PAIN_SCORE - 1)
      alternatives.push({ esi: 2, condition: `the pain reaches ${SEVERE_PAIN_SCORE}/10` });
  }
  if (esi >= 3 && painSetAside !== undefined)
    alternatives.push({
      esi: 2,
      condition: 'the pain is as severe as scored [distress, cannot get comfortable]',
    });
  if (esi === 3) {
    const band = dangerZoneBandFor(facts.age?.years ?? 30);
    if (vitals.heartRate === undefined || vitals.respiratoryRate === undefined || vitals.spo2 === undefined)
      alternatives.push({
        esi: 2,
        condition: `the vital signs not yet measured are in the danger zone [HR > ${band.heartRateAbove}, RR > ${band.respiratoryRateAbove}, SpO2 < ${ESI_DANGER_ZONE_SPO2_BELOW}%]`,
      });
    else {
      const heartRateClose =
        vitals.heartRate > band.heartRateAbove - BORDERLINE_HEART_RATE &&
        vitals.heartRate <= band.heartRateAbove;
      const respiratoryRateClose =
        vitals.respiratoryRate > band.respiratoryRateAbove - BORDERLINE_RESPIRATORY_RATE &&
        vitals.respiratoryRate <= band.respiratoryRateAbove;
      const spo2Close =
        vitals.spo2 >= ESI_DANGER_ZONE_SPO2_BELOW && vitals.spo2 < ESI_DANGER_ZONE_SPO2_BELOW + 2;
      if (heartRateClose || respiratoryRateClose || spo2Close)
        alternatives.push({
          esi: 2,
          condition: 'the borderline vital signs cross into the danger zone on recheck',
        });
    }
  }
  const neckRulePositive = rules.some((rule) => neckRules.has(rule.id) && hasEffect(rule));
  for (const rule of rules) {
    const saved = resourceSavingRules[rule.id];
    // Only a rule still undecided can turn negative; the two neck rules spare imaging only together.
    if (rule.status !== 'partial' || !saved || hasEffect(rule)) continue;
    if (neckRules.has(rule.id) && neckRulePositive) continue;
    const remaining = resources.needs
      .filter((need) => !saved.includes(need.resource))
      .map((need) => need.resource);
    const level = levelForCount(countEsiResources(remaining));
    if (level > esi && esi >= 3)
      alternatives.push({
        esi: level,
        condition: `the ${rule.name} ${/rules$/.test(rule.name) ? 'are' : 'is'} negative once complete`,
      });
  }
  if (esi >= 3 && !facts.age && fever(facts))
    alternatives.push({ esi: 2, condition: 'the patient is an infant under 3 months [fever]' });
  const couldBePregnant =
    facts.sex === 'female' && facts.age !== null && facts.age.years >= 12 && facts.age.years < 50;
  const pregnancyStatusSaid = /pregnan|hcg|last menstrual period|\bperiod\b/.test(
    facts.presenting.normalized,
  );
  if (
    esi >= 3 &&
    couldBePregnant &&
    !pregnancyStatusSaid &&
    (abdominalPain(facts) || reproductiveComplaint(facts))
  )
    alternatives.push({ esi: 2, condition: 'a pregnancy test is positive [ectopic pregnancy]' });
  return alternatives.filter(
    (alternative, index) =>
      alternatives.findIndex((other) => other.condition === alternative.condition) === index,
  );
}
