import type { CaseFacts } from '../reading/case-facts';
import type { DecisionRule } from './decision-rule.types';
import {
  hemoptysis,
  isChestPainOrBreathlessAdult,
  priorVte,
  recentSurgery,
  unilateralLegSwelling,
} from './pulmonary-embolism.shared';
import { finding, firstOf, item, scored, tally, type Reading } from './rule-reading';
import { readWells } from './wells-pe.rule';

const OLDER_AGE = 50;
const TACHYCARDIA = 100;
const LOW_SPO2 = 95;
/** Wells three-level model: under 2 points is a low pretest probability (the gestalt under 15%). */
const WELLS_LOW_BELOW = 2;

const recentTrauma = finding({
  present: [
    /(?:recent|recently (?:had )?(?:an? )?)(?:trauma|injury|fracture|accident|motor vehicle collision)|(?:trauma|injury|fracture|accident|motor vehicle collision|fell|fall) (?:\d+|one|two|three|four|a few|a couple of) (?:days?|weeks?) ago/,
  ],
  negated: [/trauma|injur\w*|fracture|accident|fall/],
});
const surgeryOrTrauma = firstOf(recentSurgery, recentTrauma);

const hormoneWords = finding({
  present: [
    /(?:combined )?oral contraceptive\w*|contraceptive pill|the pill|ocp|hormone replacement|hrt|estrogen|oestrogen|ethinyl\w*|hormone therapy|hormonal contracepti\w*/,
  ],
  negated: [/contracepti\w*|pill|ocp|hormon\w*|hrt|estrogen|oestrogen/],
  where: 'both',
});

function hormoneUse(facts: CaseFacts): Reading {
  if (facts.medications.includes('combinedHormonalContraceptive'))
    return { present: true, evidence: 'takes estrogen-containing hormone' };
  const words = hormoneWords(facts);
  if (words) return words;
  if (facts.form.hasMedications) return { present: false, evidence: 'none in the medication list' };
  return null;
}

function spo2Reading(facts: CaseFacts): Reading {
  const { spo2, onSupplementalOxygen } = facts.vitals;
  if (spo2 === undefined) return null;
  if (spo2 < LOW_SPO2) return { present: true, evidence: `SpO2 ${spo2}%` };
  if (onSupplementalOxygen)
    return { present: true, evidence: `SpO2 ${spo2}% on oxygen (room air value unknown)` };
  return { present: false, evidence: `SpO2 ${spo2}%` };
}

/**
 * PERC rule (Kline 2004): with a low pretest probability, PE is ruled out without a D-dimer when all
 * eight criteria are absent. It removes no ESI resource: a D-dimer spared still leaves the troponin
 * and other blood tests a chest pain needs, so the labs resource is unchanged.
 */
export const percRule: DecisionRule = (facts) => {
  if (!isChestPainOrBreathlessAdult(facts)) return null;
  const years = facts.age?.years;
  const heartRate = facts.vitals.heartRate;
  const result = tally(
    [
      scored(
        `Age ${OLDER_AGE} or over`,
        'age',
        years === undefined ? undefined : years >= OLDER_AGE ? 1 : 0,
        facts.age ? `age ${facts.age.text}` : undefined,
        { min: 0, max: 1 },
      ),
      scored(
        `Heart rate ${TACHYCARDIA} or more`,
        'heart rate',
        heartRate === undefined ? undefined : heartRate >= TACHYCARDIA ? 1 : 0,
        heartRate === undefined ? undefined : `HR ${heartRate}`,
        { min: 0, max: 1 },
      ),
      item(`SpO2 under ${LOW_SPO2}% on room air`, 'oxygen saturation on room air', spo2Reading(facts)),
      item('Unilateral leg swelling', 'unilateral leg swelling', unilateralLegSwelling(facts)),
      item('Hemoptysis', 'hemoptysis', hemoptysis(facts)),
      item(
        'Surgery or trauma in the previous 4 weeks',
        'surgery or trauma in the previous 4 weeks',
        surgeryOrTrauma(facts),
      ),
      item('Previous DVT or PE', 'previous DVT or PE', priorVte(facts)),
      item('Hormone use (oral contraceptive, HRT, estrogen)', 'estrogen or hormone use', hormoneUse(facts)),
    ],
    false,
  );
  const wells = readWells(facts).result;
  const pretestLow = wells.high < WELLS_LOW_BELOW;
  const pretestNotLow = wells.low >= WELLS_LOW_BELOW;
  const pretest = pretestLow
    ? `pretest probability low (Wells ${wells.score})`
    : pretestNotLow
      ? `pretest probability not low (Wells ${wells.low} or more)`
      : 'pretest probability not established (clinician gestalt under 15%, or Wells under 2)';
  const missing = [
    ...result.missing,
    ...(pretestLow || pretestNotLow
      ? []
      : ['pretest probability of PE (gestalt under 15%, or Wells under 2)']),
  ];
  let outcome: string;
  if (result.positives.length)
    outcome = `positive (${result.positives.join('; ')}): PE cannot be ruled out by PERC; D-dimer or imaging by Wells`;
  else if (!result.complete)
    outcome = `incomplete: no criterion positive so far; PERC can rule out PE only when ${result.missing.join('; ')} ${result.missing.length > 1 ? 'are' : 'is'} also negative`;
  else if (pretestNotLow)
    outcome = `all eight criteria negative, but the ${pretest}: PERC does not apply, use the D-dimer`;
  else
    outcome = `negative: all eight criteria absent; ${pretest}${pretestLow ? '' : ' - if low'}, PE ruled out without a D-dimer (the other chest pain blood tests still count as the labs resource)`;
  return {
    id: 'perc',
    name: 'PERC rule (pulmonary embolism rule-out criteria)',
    source:
      'Kline JA et al. Clinical criteria to prevent unnecessary diagnostic testing in emergency department patients with suspected pulmonary embolism. J Thromb Haemost 2004;2:1247-55',
    status: result.complete && (pretestLow || pretestNotLow) ? 'computed' : 'partial',
    outcome,
    found: [...result.found, ...(pretestLow || pretestNotLow ? [`Pretest probability: ${pretest}`] : [])],
    missing,
    effect: {},
  };
};
