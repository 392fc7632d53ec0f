import { hyperventilationOfKnownPanic, painScoreAtLeast } from '../complaints/common-needs';
import type { ResourceNeed } from '../complaints/complaint.types';
import type { MatchedComplaint } from '../complaints/match-complaints';
import { ADULT_AGE_YEARS, type CaseFacts } from '../reading/case-facts';
import { isHypotensiveForAge } from '../scores/pediatric-vitals.score';
import { dangerZoneBandFor } from '../scores/danger-zone-vitals';
import { spo2DangerZoneBelow } from '../scores/oxygen-target';
import { painOutOfKeepingWithBehaviour, SEVERE_PAIN_SCORE } from '../high-risk/severe-pain.situation';
import {
  ANTIBIOTIC_NAMES,
  closedInjuryOnDirectOralAnticoagulant,
  minorBleedOnDirectOralAnticoagulant,
} from '../red-flags/common-phrases';
import { travelledToMalariaArea } from '../red-flags/red-flags.infectious';

/** A score of 7/10 or more in a patient whose behaviour keeps with it. */
const severePainScore = painScoreAtLeast(SEVERE_PAIN_SCORE);

/** Over the danger-zone band by this much, a heart rate means fluids and blood tests, not just a recheck. */
const HEART_RATE_MARGIN_FOR_WORKUP = 20;
const CHILD_HEART_RATE_MARGIN_FOR_WORKUP = 10;
const RESPIRATORY_RATE_FOR_WORKUP = 26;
const PREGNANCY_WEEKS_FOR_OBSTETRICS = 20;

const injuryGroups = new Set(['trauma', 'orthopedic', 'skin']);
/**
 * Bone through the skin, said or suspected: "? open fracture", "compound fracture", "bone visible", "you can
 * see something white, could be bone".
 */
const openFracture =
  /\b(?:open|compound) fracture|\bbones?(?: ends?| fragments?)? (?:is |was |are |were )?(?:visible|showing|exposed|sticking out|poking out|through the skin)\b|\b(?:exposed|visible) bone\b|\b(?:can|could) see (?:the )?bones?\b|\bsee something white,? (?:that )?(?:could|might|may) be (?:the )?bones?\b/;
const pregnantAbdomen = /\b(?:abdom\w*|belly|tummy|stomach|bump|lower back|pelvi\w*|seat ?belt)\b/;

/**
 * Oral treatment has failed or cannot be swallowed: "tablets aren't touching it", "pain not controlled by
 * oral analgesia", "on cetirizine without relief", "can't swallow tablets", "finds swallowing tablets very
 * painful and asks for an injection". Oral medication is no ESI resource, but the IV or IM medication that
 * replaces it is one. Read with its negations, which carry the meaning. Tablets vomited back are left to
 * the complaint's own antiemetic and fluid needs, except an antibiotic: an infection still needs treating,
 * so a single IM or IV dose replaces the course that will not stay down.
 */
const MEDICINE =
  '(?:tablets?|pills?|painkillers?|pain ?killers?|medications?|meds|analgesi\\w*|paracetamol|acetaminophen|ibuprofen|naproxen|co-?codamol|codeine|tramadol|antibiotics?|antihistamines?|cetirizine|loratadine|fexofenadine|chlorphenamine|chlorpheniramine|promethazine|diphenhydramine)';
/** Pain relief whose failure means a parenteral dose even for a minor complaint (a failed hay fever tablet does not). */
const painRelief = /pain|analges|paracetamol|acetaminophen|ibuprofen|naproxen|codeine|codamol|tramadol/;
const oralTreatmentFailed = new RegExp(
  [
    `\\b${MEDICINE}\\b[^.;\\n]{0,30}?\\b(?:(?:won'?t|will not|don'?t|do not|doesn'?t|does not|didn'?t|did not|not|aren'?t|are not|isn'?t|is not|haven'?t|have not|hasn'?t|has not)\\s+(?:touch(?:ing|ed)?|help(?:ing|ed)?|work(?:ing|ed)?|control(?:ling|led)?|settl\\w*)\\b|(?:had |gave |giving )?no (?:effect|rel(?:ie|ei)f)\\b|(?:without|w\\/o) (?:any )?(?:rel(?:ie|ei)f|effect|improvement|benefit)\\b)`,
    `\\b(?:not controlled|uncontrolled|unrelieved|not relieved|no relief|not settling|not settled)\\b[^.;\\n]{0,12}?\\b(?:by|with|despite|on|after)\\b[^.;\\n]{0,14}?\\b(?:oral|simple|regular)?\\s*${MEDICINE}`,
    // The pain goes on through the tablets: "pain 6/10 despite paracetamol", "still sore even after ibuprofen".
    `\\b(?:pain|painful|sore|hurts?|hurting|agony)\\b[^.;\\n]{0,20}?\\b(?:despite|in spite of|even after|even with)\\b[^.;\\n]{0,25}?\\b${MEDICINE}`,
  ].join('|'),
);
/** The oral route itself is not possible: nothing to swallow with, or the patient asks for the injection. */
const oralRouteImpossible = new RegExp(
  [
    `\\b(?:can'?t|cannot|unable to|not able to|could not|couldn'?t)\\s+swallow\\s+(?:any |her |his |my |their |the |its )?(?:oral )?${MEDICINE}`,
    `\\bswallowing (?:the |her |his |my |their |any )?${MEDICINE} (?:is |are )?(?:very |too |really |so )?(?:painful|difficult|hard|impossible)`,
    `\\b(?:asks|asking|asked|wants|requests|requesting) (?:for )?(?:an |a )?(?:injection|jab|shot)\\b`,
    // "Can't get tablets down, too painful", "can't keep the antibiotics down".
    `\\b(?:can'?t|cannot|unable to|not able to|could not|couldn'?t)\\s+(?:get|keep)\\s+(?:any |her |his |my |their |the )?(?:oral )?${MEDICINE}\\s+down\\b`,
  ].join('|'),
);
/** "Vomiting up oral pen V", "bringing the doses back up", "vomits tablets" while on an antibiotic. */
const vomitedBack = (what: string) =>
  `\\b(?:vomit\\w*|bring\\w*|throw\\w*|being sick)\\s+(?:them |it )?(?:back )?(?:up )?(?:all |every |each )?(?:the |her |his |my |their )?(?:oral )?${what}(?: (?:back )?up)?\\b`;
const antibioticVomited = new RegExp(vomitedBack(ANTIBIOTIC_NAMES));
const doseVomited = new RegExp(vomitedBack('(?:tablets?|pills?|doses?|medicines?)'));
const antibioticNamed = new RegExp(`\\b${ANTIBIOTIC_NAMES}\\b`);

/** Words one of the patterns above needs: most cases hold none, and skip them. */
const oralFailureWords = [
  'touch',
  'help',
  'work',
  'control',
  'settl',
  'effect',
  'rel',
  'benefit',
  'improve',
  'despite',
  'spite',
  'even',
];
const oralRouteWords = ['swallow', 'injection', 'jab', 'shot', 'down'];

/**
 * An INR already measured and within the range printed beside it (the clinic's target, "2.0 - 3.0"): the
 * coagulation an injury on warfarin is checked for is known, and is not repeated for the injury.
 */
function inrWithinItsRange(facts: CaseFacts): boolean {
  return facts.labs.some(
    (result) =>
      result.analyte === 'inr' &&
      result.value !== undefined &&
      result.referenceLow !== undefined &&
      result.referenceHigh !== undefined &&
      result.value >= result.referenceLow &&
      result.value <= result.referenceHigh,
  );
}

/** Resources the patient's state adds to any complaint: vital signs, severe pain, anticoagulants, late pregnancy. */
export function contextNeeds(facts: CaseFacts, complaints: readonly MatchedComplaint[]): ResourceNeed[] {
  const needs: ResourceNeed[] = [];
  const { vitals } = facts;
  const ageYears = facts.age?.years ?? 30;
  const primary = complaints[0]?.definition;
  if (vitals.systolic !== undefined) {
    const low =
      ageYears < ADULT_AGE_YEARS ? isHypotensiveForAge(ageYears, vitals.systolic) : vitals.systolic < 90;
    if (low)
      needs.push(
        { resource: 'ivFluids', why: `IV fluids for SBP ${vitals.systolic}` },
        { resource: 'labs', why: `blood tests for SBP ${vitals.systolic}` },
      );
  }
  const band = dangerZoneBandFor(ageYears);
  const margin =
    ageYears < ADULT_AGE_YEARS ? CHILD_HEART_RATE_MARGIN_FOR_WORKUP : HEART_RATE_MARGIN_FOR_WORKUP;
  if (vitals.heartRate !== undefined && vitals.heartRate >= band.heartRateAbove + margin)
    needs.push(
      { resource: 'labs', why: `blood tests for HR ${vitals.heartRate}` },
      { resource: 'ivFluids', why: `IV fluids for HR ${vitals.heartRate}` },
    );
  // Low for this patient: below 92%, or below the 88% that begins a COPD patient's prescribed target.
  if (vitals.spo2 !== undefined && vitals.spo2 < spo2DangerZoneBelow(facts))
    needs.push(
      { resource: 'xray', why: `chest X-ray for SpO2 ${vitals.spo2}%` },
      { resource: 'labs', why: `blood gas for SpO2 ${vitals.spo2}%` },
    );
  // Fast breathing is worked up, unless it is the overbreathing of a known panic attack.
  if (
    ageYears >= ADULT_AGE_YEARS &&
    (vitals.respiratoryRate ?? 0) >= RESPIRATORY_RATE_FOR_WORKUP &&
    !hyperventilationOfKnownPanic(facts)
  )
    needs.push(
      { resource: 'xray', why: `chest X-ray for RR ${vitals.respiratoryRate}` },
      { resource: 'labs', why: `blood tests for RR ${vitals.respiratoryRate}` },
    );
  // A severe score in a comfortable patient (chatting, eating) is treated with tablets, not an injection.
  if (primary && !primary.minor && severePainScore(facts))
    needs.push({
      resource: 'parenteralMedication',
      why: `IV or IM analgesia for pain ${vitals.painScore}/10`,
    });
  // A minor complaint's failed tablets (hay fever, a cold) change nothing; its failed pain relief does.
  const text = facts.presenting.normalized;
  const failed = oralFailureWords.some((word) => text.includes(word)) ? oralTreatmentFailed.exec(text) : null;
  const noOralRoute =
    (oralRouteWords.some((word) => text.includes(word)) ? oralRouteImpossible.exec(text) : null) ??
    antibioticVomited.exec(text) ??
    (antibioticNamed.test(text) ? doseVomited.exec(text) : null);
  // An antidepressant or anxiolytic "not helping" after weeks is a treatment to review, not a failed dose.
  const acuteTreatment = !primary?.minor && primary?.group !== 'mental-health';
  // Failed pain relief counts whatever the complaint, except in a comfortable patient: a stronger tablet.
  const failedCounts =
    failed !== null && (painRelief.test(failed[0]) ? !painOutOfKeepingWithBehaviour(facts) : acuteTreatment);
  const failedOral = noOralRoute ?? (failedCounts ? failed : null);
  if (failedOral && primary)
    needs.push({
      resource: 'parenteralMedication',
      why: `IV or IM medication: oral treatment failed or cannot be taken ("${failedOral[0]}")`,
    });
  if (
    facts.medications.includes('anticoagulant') &&
    primary &&
    injuryGroups.has(primary.group) &&
    !minorBleedOnDirectOralAnticoagulant(facts) &&
    !closedInjuryOnDirectOralAnticoagulant(facts) &&
    !inrWithinItsRange(facts)
  )
    needs.push({ resource: 'labs', why: 'coagulation and blood count: injured on an anticoagulant' });
  // An injury that reached a pregnant abdomen: blood group, Rh and Kleihauer, and a scan of the pregnancy.
  if (
    facts.pregnancy.pregnant &&
    primary &&
    injuryGroups.has(primary.group) &&
    pregnantAbdomen.test(facts.presenting.affirmed)
  )
    needs.push(
      { resource: 'labs', why: 'blood group, Rh and Kleihauer: injury to a pregnant abdomen' },
      { resource: 'advancedImaging', why: 'ultrasound of the pregnancy after abdominal injury' },
    );
  // An open fracture, even of a finger or a toe, has IV antibiotics within the hour (BOAST 4).
  if (primary && injuryGroups.has(primary.group) && openFracture.test(facts.presenting.affirmed))
    needs.push({
      resource: 'parenteralMedication',
      why: 'IV antibiotics within the hour for an open fracture',
    });
  // Unwell after travel to a malaria area, with a fever or without one (malaria often has none at the
  // time it is seen): a malaria film and a blood count (UKHSA 2023). Not an injury.
  if (!(primary && injuryGroups.has(primary.group)) && travelledToMalariaArea(facts))
    needs.push({
      resource: 'labs',
      why: 'malaria film and blood count: unwell after travel to a malaria area [UKHSA 2023]',
    });
  const weeks = facts.pregnancy.gestationWeeks;
  if (weeks !== undefined && weeks >= PREGNANCY_WEEKS_FOR_OBSTETRICS && primary && !primary.minor)
    needs.push({ resource: 'specialtyConsultation', why: `obstetric review at ${weeks} weeks` });
  return needs;
}
