import type { News2Result, QsofaResult, ShockIndexResult } from '../engine-result';
import type { CaseFacts } from '../reading/case-facts';
import { isHypotensiveForAge } from './pediatric-vitals.score';
import { dangerZoneBandFor, ESI_DANGER_ZONE_SPO2_BELOW } from './danger-zone-vitals';

export interface VitalScores {
  news2: News2Result | null;
  qsofa: QsofaResult | null;
  shockIndex: ShockIndexResult | null;
}

const SEVERE_PAIN = 7;

/** ESI decision point A from the measurements: needs an immediate life-saving intervention. */
export function lifeSavingFromVitals(facts: CaseFacts, scores: VitalScores): string[] {
  const { vitals, mentalStatus } = facts;
  const ageYears = facts.age?.years ?? 30;
  const reasons: string[] = [];
  if (vitals.pulseless) reasons.push('No palpable pulse: start CPR');
  if (vitals.agonalOrApneic) reasons.push('Agonal breathing or apnea: airway and ventilation now');
  if (mentalStatus.avpu === 'U' || (vitals.gcs !== undefined && vitals.gcs <= 8))
    reasons.push(`Unresponsive${vitals.gcs !== undefined ? ` [GCS ${vitals.gcs}]` : ''}: airway protection`);
  // ESI v4: "unresponsive" includes a patient who needs a noxious stimulus to respond (P on AVPU).
  else if (mentalStatus.avpu === 'P')
    reasons.push(
      `Responds only to pain${vitals.gcs !== undefined ? ` [GCS ${vitals.gcs}]` : ''}: protect the airway`,
    );
  const respiratoryDistress = (vitals.respiratoryRate ?? 0) >= 30 || (vitals.respiratoryRate ?? 99) <= 8;
  if (vitals.spo2 !== undefined && (vitals.spo2 < 85 || (vitals.spo2 < 90 && respiratoryDistress)))
    reasons.push(`SpO2 ${vitals.spo2}% with respiratory distress: immediate oxygenation/ventilation`);
  if (vitals.respiratoryRate !== undefined && vitals.respiratoryRate <= 8 && ageYears >= 1)
    reasons.push(`RR ${vitals.respiratoryRate}: inadequate ventilation`);
  if (vitals.systolic !== undefined) {
    const hypotensive = ageYears < 16 ? isHypotensiveForAge(ageYears, vitals.systolic) : vitals.systolic < 90;
    const hypoperfused =
      vitals.systolic < 80 ||
      (scores.shockIndex?.band === 'severe' && ageYears >= 16) ||
      mentalStatus.altered ||
      (vitals.heartRate ?? 0) > 120 ||
      (ageYears < 16 && hypotensive);
    if (hypotensive && hypoperfused)
      reasons.push(`SBP ${vitals.systolic} with signs of hypoperfusion: shock`);
  }
  // Children keep their blood pressure until late: a slow refill with a heart rate over the band and
  // mottled skin or a lowered consciousness is shock already (compensated), needing fluids now.
  if (ageYears < 16 && (vitals.capillaryRefillSeconds ?? 0) >= 3) {
    const tachycardic = (vitals.heartRate ?? 0) > dangerZoneBandFor(ageYears).heartRateAbove;
    const poorPerfusion =
      /\b(?:mottl\w*|cold (?:hands|feet|peripheries|extremities)|grey|gray|ashen)\b/.test(
        facts.presenting.affirmed,
      ) || mentalStatus.altered;
    if (tachycardic && poorPerfusion)
      reasons.push(
        `Capillary refill ${vitals.capillaryRefillSeconds} s with tachycardia and poor perfusion: shock in a child`,
      );
  }
  return reasons;
}

/** ESI decision point B from the measurements: new confusion/lethargy, severe pain, worrying scores. */
export function highRiskFromVitals(facts: CaseFacts, scores: VitalScores, minorComplaint: boolean): string[] {
  const { vitals, mentalStatus } = facts;
  const reasons: string[] = [];
  if (mentalStatus.altered)
    reasons.push(
      `New confusion, lethargy or disorientation [${mentalStatus.evidence ?? 'altered mental status'}]`,
    );
  if (vitals.painScore !== undefined && vitals.painScore >= SEVERE_PAIN && !minorComplaint)
    reasons.push(`Severe pain ${vitals.painScore}/10`);
  if (scores.news2 && scores.news2.total >= 5)
    reasons.push(`NEWS2 ${scores.news2.total}: urgent response threshold`);
  if (scores.qsofa?.positive)
    reasons.push(`qSOFA ${scores.qsofa.total}: high risk of poor outcome if infection`);
  if (scores.shockIndex && scores.shockIndex.band !== 'normal')
    reasons.push(`Shock index ${scores.shockIndex.value} [≥ 1.0]`);
  if (vitals.spo2 !== undefined && vitals.spo2 < 92) reasons.push(`SpO2 ${vitals.spo2}% < 92%`);
  if (vitals.systolic !== undefined && vitals.systolic < 90 && (facts.age?.years ?? 30) >= 16)
    reasons.push(`Hypotension, SBP ${vitals.systolic}`);
  return reasons;
}

/** Beats and breaths a minute over the top of a child's danger-zone band that count on their own. */
const CHILD_HEART_RATE_MARGIN = 10;
const CHILD_RESPIRATORY_RATE_MARGIN = 4;

/** Decision point D: danger-zone vital signs strong enough to move ESI 3 to ESI 2. */
export function strongDangerZone(facts: CaseFacts, dangerZone: string[]): string[] {
  if (!dangerZone.length) return [];
  const ageYears = facts.age?.years ?? 30;
  const { heartRate = 0, respiratoryRate = 0, spo2 } = facts.vitals;
  if (ageYears < 16) {
    // ESI says "consider": a child a beat or a breath over the band with nothing else is what fever,
    // crying and a cold do. Two findings, low oxygen, or a clear margin over the band decide.
    const band = dangerZoneBandFor(ageYears);
    const clearlyOver =
      dangerZone.length >= 2 ||
      (spo2 !== undefined && spo2 < ESI_DANGER_ZONE_SPO2_BELOW) ||
      heartRate >= band.heartRateAbove + CHILD_HEART_RATE_MARGIN ||
      respiratoryRate >= band.respiratoryRateAbove + CHILD_RESPIRATORY_RATE_MARGIN;
    return clearlyOver ? dangerZone : [];
  }
  return dangerZone.length >= 2 || heartRate >= 130 || respiratoryRate >= 30 ? dangerZone : [];
}

export const SEVERE_PAIN_THRESHOLD = SEVERE_PAIN;
