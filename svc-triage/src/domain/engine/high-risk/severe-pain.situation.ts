import { limbDeformity } from '../red-flags/common-phrases';
import { anyOf, says, vital, type Matcher } from '../red-flags/matchers';
import type { CaseFacts } from '../reading/case-facts';
import type { HighRiskContext, HighRiskSituation } from './high-risk.types';

/** ESI v4: severe pain is 7 or more out of 10, or its equivalent in words. */
export const SEVERE_PAIN_SCORE = 7;

/** A patient whom the pain allows no position: severe in words, and never a comfortable patient. */
const CANNOT_GET_COMFORTABLE = ["can't get comfortable", '(cannot|unable to) get comfortable'];

const severeInWords = says(
  'excruciating',
  'unbearable',
  'agoni[sz]ing',
  'in agony',
  'worst pain (of|in) (his|her|their|my) life',
  'worst pain ever',
  'writhing',
  'screaming (in|with) pain',
  ...CANNOT_GET_COMFORTABLE,
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

/** What a comfortable patient does: talks, laughs, eats, looks at a phone, sits or lies at ease. */
const comfortableBehaviour = says(
  'chatting',
  'chatted',
  'chatty',
  'laughing',
  'joking',
  'smiling',
  'eating (a|an|some|her|his|their|crisps|chips|biscuits|sweets|snacks?|sandwich|lunch|breakfast)',
  'scrolling',
  'texting',
  'on (her|his|their) phone',
  'playing (on|with|games)',
  '(appears|looks|seems|sitting|lying|resting) comfortabl[ey]',
  'comfortable at rest',
);
const cannotGetComfortable = says(...CANNOT_GET_COMFORTABLE);

/**
 * A patient whose behaviour is out of keeping with a severe score ("9/10", sitting chatting and laughing,
 * eating crisps, scrolling a phone): ESI v4 counts the score only with a consistent presentation. A body
 * in distress (sweating, pale, grimacing, writhing, crying with pain, a heart rate over 100) or a patient
 * who cannot get comfortable still counts, whatever else they do.
 */
export function painOutOfKeepingWithBehaviour(facts: CaseFacts): boolean {
  return (
    comfortableBehaviour(facts) !== null &&
    cannotGetComfortable(facts) === null &&
    objectiveDistress(facts) === null
  );
}

/**
 * The severe score set aside because the patient is comfortable, to be explained: the score, or undefined
 * when there was no severe score or it counts.
 */
export function severeScoreSetAside(facts: CaseFacts): number | undefined {
  const score = facts.vitals.painScore;
  return score !== undefined && score >= SEVERE_PAIN_SCORE && painOutOfKeepingWithBehaviour(facts)
    ? score
    : undefined;
}

/** Pain that was severe and is over: "settled after 40 minutes … now pain-free", a score of 0 to 3 now. */
const MILD_PAIN_NOW = 3;
const painOverNow = says(
  'now pain[- ]free',
  'pain[- ]free now',
  'pain (has )?(settled|gone|resolved) (completely|now)',
);

/**
 * A pain said to have come down to its score now: "pain down to 4/10 now", "now 5/10 after morphine", "now
 * lying still, pain 4/10".
 */
const painEasedToItsScore = says(
  /\b(?:down|reduced|settled|improved|eased|come down|fallen|dropped) to \d{1,2}(?: ?\/ ?10| out of 10)?\b/,
  /\bnow \d{1,2} ?(?:\/ ?10|out of 10)\b/,
  // "Now lying still, pain 4/10": the score in the same sentence as a "now".
  /\bnow\b[^.;]{0,40}?\bpain(?: score)?(?: is| of|:)? \d{1,2} ?(?:\/ ?10|out of 10)\b/,
);

function severePain({ facts, complaints }: HighRiskContext): string[] | null {
  const score = facts.vitals.painScore;
  const scored = score !== undefined && score >= SEVERE_PAIN_SCORE;
  // Words for a pain that was severe do not outweigh a mild score now, a pain said to be over, or a pain
  // that treatment has brought down to a score below severe ("writhing at the surgery … down to 4/10 now").
  const easedBelowSevere = score !== undefined && score < SEVERE_PAIN_SCORE && painEasedToItsScore(facts);
  const worded =
    (score !== undefined && score <= MILD_PAIN_NOW) || painOverNow(facts) || easedBelowSevere
      ? null
      : severeInWords(facts);
  if (!scored && !worded) return null;
  const primary = complaints[0]?.definition;
  if (!primary) return null;
  const evidence = scored ? [`pain ${score}/10`] : (worded ?? []);
  const deformedLimb = severePainOfADeformedLimb(facts, score, evidence);
  if (deformedLimb || primary.minor) return deformedLimb;
  if (painOutOfKeepingWithBehaviour(facts)) return null;
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

/**
 * A minor complaint's pain alone does not make ESI 2 (a stubbed toe at 8/10), but a limb that looks
 * broken, at 8/10 or more, or at 7 with pain that analgesia has not touched or that makes the patient cry
 * out, is the patient the nurse gives the last open bed (a shortened, rotated leg in an older adult).
 */
const uncontrolledPain = says(
  'despite (\\w+ )?(analgesia|pain ?relief|painkillers|morphine|fentanyl|entonox|paracetamol|ibuprofen|codeine|opioids?)',
  'crying out',
  'cries out',
  'screaming',
  'in agony',
);
const SEVERE_LIMB_PAIN_SCORE = 8;
function severePainOfADeformedLimb(
  facts: HighRiskContext['facts'],
  score: number | undefined,
  evidence: string[],
): string[] | null {
  const deformed = limbDeformity(facts);
  if (!deformed) return null;
  if ((score ?? 0) >= SEVERE_LIMB_PAIN_SCORE) return [...evidence, ...deformed];
  const uncontrolled = uncontrolledPain(facts);
  return uncontrolled ? [...evidence, ...deformed, ...uncontrolled] : null;
}

export const severePainSituation: HighRiskSituation = {
  id: 'severe-pain-or-distress',
  name: 'Severe pain or distress',
  source: 'ESI v4 Implementation Handbook [decision point B: pain ≥ 7/10 with a consistent presentation]',
  detect: severePain,
};
