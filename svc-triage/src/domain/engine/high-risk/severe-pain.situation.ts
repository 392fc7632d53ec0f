import { anyOf, says, vital, type Matcher } from '../red-flags/matchers';
import type { HighRiskContext, HighRiskSituation } from './high-risk.types';

/** ESI v4: severe pain is 7 or more out of 10, or its equivalent in words. */
export const SEVERE_PAIN_SCORE = 7;

const severeInWords = says(
  'excruciating',
  'unbearable',
  'agoni[sz]ing',
  'in agony',
  'worst pain (of|in) (his|her|their|my) life',
  'worst pain ever',
  'writhing',
  'screaming (in|with) pain',
  "can't get comfortable",
  'cannot get comfortable',
  'unable to get comfortable',
  'doubled (up|over)',
  /(?:severe|extreme|intense|terrible|horrendous) (?:\w+ ){0,3}pain/,
);
/** What a nurse sees in a patient whose pain is real and severe. */
const visibleDistress: Matcher = anyOf(
  says(
    'diaphore*',
    'sweat*',
    'clammy',
    'pale',
    'grey',
    'gray',
    'writhing',
    'crying (in|with) pain',
    'grimac*',
    'guarding',
    'rigid',
    'vomit*',
    'distress*',
    'doubled (up|over)',
    'restless',
    'pacing',
  ),
  vital(
    (v) => `HR ${v.heartRate}`,
    (v) => (v.heartRate ?? 0) > 100,
  ),
);

const typicalRecurrentPain = says(
  'usual (type|headache|migraine|pain|attack)',
  'typical (headache|migraine|attack)',
  'known migraine',
  'same as (her|his|their|my) (usual|previous|other) (attacks|episodes|migraines|headaches)',
  'like (her|his|their|my) (usual|previous) (attacks|episodes|migraines|headaches)',
  'identical to (her|his|their|my) (usual|previous|monthly)',
);
const objectiveDistress: Matcher = anyOf(
  says(
    'diaphore*',
    'sweat*',
    'clammy',
    'pale',
    'grey',
    'writhing',
    'crying (in|with) pain',
    'grimac*',
    'doubled (up|over)',
  ),
  vital(
    (v) => `HR ${v.heartRate}`,
    (v) => (v.heartRate ?? 0) > 100,
  ),
);

function severePain({ facts, complaints }: HighRiskContext): string[] | null {
  const score = facts.vitals.painScore;
  const scored = score !== undefined && score >= SEVERE_PAIN_SCORE;
  const worded = severeInWords(facts);
  if (!scored && !worded) return null;
  const primary = complaints[0]?.definition;
  if (!primary || primary.minor) return null;
  const evidence = scored ? [`pain ${score}/10`] : (worded ?? []);
  // The patient's usual pain (a known migraine, a typical attack) at 7/10 is treated in the usual way;
  // more pain than that, or a body in distress, still counts.
  if (typicalRecurrentPain(facts) && (score ?? 10) < 8) {
    const distress = objectiveDistress(facts);
    return distress ? [...evidence, ...distress] : null;
  }
  if (primary.centralPain) return [...evidence, `${primary.name.toLowerCase()}`];
  const distress = visibleDistress(facts);
  return distress ? [...evidence, ...distress] : null;
}

export const severePainSituation: HighRiskSituation = {
  id: 'severe-pain-or-distress',
  name: 'Severe pain or distress',
  source: 'ESI v4 Implementation Handbook [decision point B: pain ≥ 7/10 with a consistent presentation]',
  detect: severePain,
};
