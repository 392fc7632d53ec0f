import type { CaseFacts } from '../reading/case-facts';
import { ESI_DANGER_ZONE_SPO2_BELOW } from './danger-zone-vitals';
import type { News2Input } from './news2.score';

/**
 * A prescribed saturation target of 88–92%, or the hypercapnic respiratory failure it is prescribed for:
 * said outright ("target sats 88-92%", "CO2 retainer", "type 2 respiratory failure").
 */
const hypercapnicTargetSaid =
  /\b(?:target (?:sats?|saturations?|spo2|o2 sats?|oxygen saturations?)(?: of| is| =|:)? ?88|(?:sats?|saturations?|spo2) (?:usually |normally |typically )?(?:run |runs |are |is |of |between )?(?:around )?(?:8[5-9]|9[0-2]) ?(?:-|–|to) ?(?:8[8-9]|9[0-2])\b|co2 retain\w*|type (?:2|ii) respiratory failure|hypercapni\w* respiratory failure)/;
/** Long-term oxygen at home, which in COPD is prescribed with a target of 88–92% (BTS 2017). */
const homeOxygen = /\b(?:home (?:o2|oxygen)|ltot|long[- ]term oxygen|oxygen at home|o2 at home)\b/;
const copd = /\b(?:chronic obstructive pulmonary disease|copd|emphysema)\b/;

/** Each case's answer, kept as long as its facts are. */
const targetOfCase = new WeakMap<CaseFacts, boolean>();

/**
 * NEWS2's SpO2 scale 2 (RCP 2017, chart 1) for a patient with a prescribed target of 88–92%: a COPD
 * patient whose usual saturation is 90% is not scored as hypoxic at it, nor rewarded for 98% on oxygen.
 */
export function usesSpo2Scale2(facts: CaseFacts): boolean {
  // Asked up to five times per case (NEWS2 twice, the danger zone, decision points B and D): read once.
  const known = targetOfCase.get(facts);
  if (known !== undefined) return known;
  const text = `${facts.presenting.affirmed}\n${facts.history.affirmed}`;
  const scale2 = hypercapnicTargetSaid.test(text) || (homeOxygen.test(text) && copd.test(text));
  targetOfCase.set(facts, scale2);
  return scale2;
}

/** The case's vital signs and consciousness as NEWS2 reads them, on the SpO2 scale the patient's target needs. */
export function news2InputOf(facts: CaseFacts): News2Input {
  return {
    ...facts.vitals,
    consciousness: facts.mentalStatus.avpu,
    spo2Scale: usesSpo2Scale2(facts) ? 2 : 1,
  };
}

/** The lower end of a target of 88–92%: a saturation below it is low for this patient. */
const HYPERCAPNIC_TARGET_LOWEST = 88;

/**
 * The saturation below which ESI's danger zone begins for this patient: 92% (ESI v4), or the lower end of
 * a prescribed 88–92% target (BTS 2017), at which a COPD patient on home oxygen lives.
 */
export function spo2DangerZoneBelow(facts: CaseFacts): number {
  return usesSpo2Scale2(facts) ? HYPERCAPNIC_TARGET_LOWEST : ESI_DANGER_ZONE_SPO2_BELOW;
}
