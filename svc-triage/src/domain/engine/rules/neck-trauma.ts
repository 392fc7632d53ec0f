import type { CaseFacts } from '../reading/case-facts';
import { finding, item, scored, tally, TENDER, type Reading, type Tally } from './rule-reading';

/**
 * What the Canadian C-spine rule and NEXUS share: when a case is blunt neck trauma, and the findings
 * both read. Each rule's verdict is computed here so that either rule file can ask for the other's
 * without the two importing each other.
 */
/** The neck, not the neck of the femur or humerus: a hip fracture in a fall is not neck trauma. */
const neckComplaint =
  /(?<![\w])(?:(?<!(?:femoral|humeral|radial|bladder|tooth) )(?:neck|cervical spine|c ?-?spine)(?! of (?:the )?(?:\w+ )?(?:femur|humerus|radius|metacarpal|bladder|pancreas|mandible))(?: \w+){0,2} (?:pain|tender\w*|stiff\w*|injur\w*|hurt\w*|sore\w*|ache\w*|trauma|strain|sprain)|(?:pain|tender\w*|stiff|injur\w*|hurt\w*|sore|ache|trauma|strain|sprain)(?: \w+){0,3} (?:neck|cervical spine|c ?-?spine)(?! of (?:the )?(?:\w+ )?(?:femur|humerus|radius|metacarpal))|whiplash|(?:c ?-?spine|cervical spine) (?:collar|immobili[sz]\w*|precautions|clearance))(?![\w])/;
const traumaPattern =
  /(?<![\w])(?:injur\w*|trauma\w*|motor vehicle collision|collision|crash\w*|accident|rear ?-?ended|rear end\w*|fell|fall(?:en|ing|s)?|tripped|slipped|div(?:e|ed|ing)|tackle\w*|hit|struck|assault\w*|punched|whiplash|thrown|ejected|rollover|landed|head ?-?butt\w*)(?![\w])/;
const penetratingPattern =
  /(?<![\w])(?:stab\w*|knife|gunshot|shot|penetrating|impaled|glass in (?:the|his|her) neck)(?![\w])/;

export type NeckVerdict = 'imaging' | 'no imaging' | 'incomplete';

export interface NeckRuleReading {
  verdict: NeckVerdict;
  result: Tally;
  /** The findings that made the verdict imaging. */
  reasons: string[];
}

/** Blunt neck trauma: a neck complaint and a mechanism of injury. Penetrating neck wounds are excluded. */
export function isBluntNeckTrauma(facts: CaseFacts): boolean {
  const text = facts.presenting.affirmed;
  return neckComplaint.test(text) && traumaPattern.test(text) && !penetratingPattern.test(text);
}

export const midlineTenderness = finding({
  present: [
    new RegExp(
      `midline (?:cervical |neck |spinal |c ?-?spine |posterior )?(?:bony )?${TENDER}|(?:cervical|c ?-?spine|spinal|spinous process\\w*|vertebral|bony) (?:midline )?${TENDER}`,
    ),
  ],
  near: [
    [
      new RegExp(TENDER),
      /(?:the )?(?:cervical )?(?:spine|midline|spinous process\w*|c ?-?spine|vertebrae)/,
      3,
    ],
  ],
  absent: [
    /non ?-?tender (?:cervical spine|c ?-?spine|midline|spine|spinous processes)|(?:cervical spine|c ?-?spine|midline|spine) (?:is |was )?non ?-?tender/,
  ],
  negated: [/midline|spin\w*|c ?-?spine|cervical|vertebra\w*|neck tenderness|bony tenderness/],
});

export const intoxication = finding({
  present: [
    /intoxicat\w*|drunk|inebriated|under the influence|smell\w* (?:strongly )?of alcohol|alcohol (?:on (?:his|her|their) breath|smell|intoxication)|been drinking|drinking alcohol|(?:high|stoned) on|took (?:drugs|cocaine|heroin|ecstasy|mdma|ketamine)|using (?:drugs|cocaine|heroin)/,
  ],
  absent: [/sober|clinically sober|not intoxicated/],
  negated: [/intoxicat\w*|alcohol|drunk|drink\w*|drugs?|substances?|influence/],
});

export const focalDeficit = finding({
  present: [
    /focal (?:neuro\w* )?(?:deficit|signs?)|(?:left|right|arm|leg|limb|hand|unilateral|bilateral) (?:\w+ )?weakness|weakness (?:of|in) (?:the |his |her |both )?(?:left |right )?(?:arms?|legs?|hands?|limbs?|side|extremit\w*)|numbness|numb (?:arms?|hands?|legs?|feet)|tingling|paresthesi\w*|pins and needles|paralys\w*|quadripleg\w*|tetrapleg\w*|unable to move (?:arm|leg|limb|side)|(?:reduced|decreased|absent|altered) (?:power|sensation|reflexes)|sensory (?:loss|level|deficit)/,
  ],
  absent: [
    /neuro(?:logically)? intact|(?:neuro\w*|neurovascular\w*) (?:exam\w* |status )?(?:is |was )?(?:normal|intact|unremarkable)|normal neuro\w*(?: exam\w*)?|moves? all (?:four |4 )?(?:limbs|extremities)|full power|power (?:5\/5|normal|intact)|(?:sensation|sensory exam\w*) (?:is )?(?:normal|intact)/,
  ],
  negated: [
    /focal|neuro\w*|weakness|numbness|tingling|paresthesi\w*|pins and needles|sensory|deficit|power|sensation/,
  ],
});

export const distractingInjury = finding({
  present: [
    /distracting (?:painful )?injur\w*|(?<!neck |cervical |c ?-?spine |no )(?:fracture\w*|deformit\w*|dislocat\w*)|degloving|burns?|crush\w*|large laceration|long ?-?bone|(?:severe|significant) (?:pain|injur\w*) (?:in|of|to) (?:the |his |her )?(?:arm|leg|chest|abdomen|back|pelvis|hip|femur|wrist|ankle|shoulder)/,
  ],
  absent: [
    /isolated (?:neck|cervical|c ?-?spine) (?:injury|pain|complaint)|neck pain only|only (?:complaint|injury) (?:is )?(?:the |his |her )?neck|sole complaint/,
  ],
  negated: [
    /distract\w*|other injur\w*|injur\w* elsewhere|other (?:painful )?(?:injur\w*|complaints?)|fracture\w*|deformit\w*/,
  ],
});

const alertWords =
  /(?<![\w])(?:alert|oriented|orientated|a&o ?x? ?[34]|aox?[34]|gcs 15|gcs of 15|avpu a)(?![\w])/;

export function alertness(facts: CaseFacts): Reading {
  if (facts.mentalStatus.altered)
    return { present: true, evidence: facts.mentalStatus.evidence ?? 'altered mental status' };
  if (facts.vitals.gcs === 15) return { present: false, evidence: 'GCS 15' };
  if (facts.vitals.avpu === 'A') return { present: false, evidence: 'alert (AVPU A)' };
  const match = alertWords.exec(facts.presenting.affirmed);
  return match ? { present: false, evidence: `"${match[0]}"` } : null;
}

/** NEXUS low-risk criteria (Hoffman 2000): imaging unless all five are absent. */
export function readNexus(facts: CaseFacts): NeckRuleReading {
  const result = tally(
    [
      item('Midline cervical tenderness', 'posterior midline cervical tenderness', midlineTenderness(facts)),
      item('Intoxication', 'evidence of intoxication', intoxication(facts)),
      item('Altered alertness', 'alertness (GCS 15, oriented)', alertness(facts)),
      item(
        'Focal neurological deficit',
        'focal neurological deficit (motor or sensory)',
        focalDeficit(facts),
      ),
      item('Painful distracting injury', 'a painful distracting injury elsewhere', distractingInjury(facts)),
    ],
    false,
  );
  const verdict = result.positives.length ? 'imaging' : result.complete ? 'no imaging' : 'incomplete';
  return { verdict, result, reasons: result.positives };
}

const dangerousMechanism = finding({
  present: [
    /(?:fall|fell|fallen) (?:from|off) (?:a |the )?(?:height|ladder|roof|balcony|scaffold\w*|wall|window|bridge|horse|tree|stairs|staircase)|fell down (?:the |a )?(?:(?:flight|full flight) of )?(?:stairs|steps)|fell (?:[3-9]|\d{2,}) ?(?:feet|ft|foot)|fell (?:[1-9]\d*(?:\.\d+)?) ?(?:m|meters|metres)(?![\w])/,
    /div(?:e|ed|ing) (?:into|in) (?:a |the )?(?:shallow|pool|water|river|lake|sea)|diving (?:injury|accident)|axial load\w*|landed on (?:his|her|their|the) head|head ?-?first/,
    /high ?-?speed|(?:\d{3}|[6-9]\d) ?(?:km\/?h|kph|kmph)|(?:[6-9]\d|\d{3}) ?mph|motorway|highway speed|rollover|rolled (?:over|several times)|ejected|ejection/,
    /(?:atv|quad ?-?bike|all ?-?terrain vehicle|snowmobile|dirt ?-?bike|jet ?-?ski|go ?-?kart|motocross)/,
    /(?:bicycle|bike|cyclist|cycling|pushbike|push bike)(?: (?:collision|crash|accident))|(?:fell|thrown) (?:off|from) (?:his |her |their |a |the )?(?:bicycle|bike|pushbike)|(?:bicycle|bike|cyclist) (?:versus|vs|hit|struck)|(?:hit|struck|knocked off) (?:his |her |their |a |the )?(?:bicycle|bike)|while cycling/,
  ],
  absent: [
    /(?:simple |minor |low ?-?speed )?rear ?-?end\w*(?: (?:collision|motor vehicle collision|crash|impact))?|low ?-?speed|ground ?-?level fall|fell (?:from|at) (?:standing|standing height|ground level)|same ?-?level fall|tripped|slipped|fell over|stumbled|tackle\w*|(?:hit|bumped|banged|struck) (?:his |her |their )?(?:head|neck) (?:on|against)|walked into|parked|stationary/,
  ],
});

const paresthesias = finding({
  present: [
    /tingling|paresthesi\w*|pins and needles|numbness|numb|electric (?:shocks?|sensations?)|burning (?:in )?(?:the |his |her )?(?:hands|arms|fingers|feet)/,
  ],
  // A normal neurological examination includes sensation, so it also answers the question.
  absent: [
    /neuro(?:logically)? intact|(?:neuro\w*) (?:exam\w* |status )?(?:is |was )?(?:normal|intact|unremarkable)|normal neuro\w*(?: exam\w*)?|(?:sensation|sensory exam\w*) (?:is )?(?:normal|intact)/,
  ],
  negated: [
    /tingling|paresthesi\w*|pins and needles|numb\w*|sensory (?:symptoms|changes|disturbance)|neuro\w* (?:symptoms|exam\w*|deficit)|focal neuro\w*/,
  ],
});

const lowRiskFactor = finding({
  present: [
    /(?:simple )?rear ?-?end\w*/,
    /sitting (?:up )?(?:in|on|comfortably|upright)|seated|sat (?:up )?in/,
    /ambulat(?:ory|ing|ed)|walk(?:ed|ing)? (?:at (?:the )?scene|in|into|around|unaided|independently|from)|self ?-?extricat\w*|got out of (?:the |his |her |their )?(?:car|vehicle)|mobili[sz]ing|walked/,
    /delayed onset|(?:neck )?pain (?:started|began|came on|developed) (?:later|hours later|\d+ hours (?:later|after)|the (?:next|following) (?:day|morning)|after a few hours)|woke (?:up )?(?:this morning |today )?with (?:a )?(?:stiff|sore|painful)? ?neck|(?:stiff|sore) neck (?:the )?next (?:day|morning)/,
  ],
});

const canRotate = finding({
  present: [
    /(?:(?<!un)able to|(?<![\w'])can|(?<![\w'])could) (?:actively )?(?:rotate|turn) (?:the |his |her |their )?(?:neck|head)(?: (?:45|forty ?-?five) ?(?:degrees|°)?)?(?: (?:to (?:the )?)?(?:left and right|both (?:ways|sides|directions)|bilaterally|each (?:way|side)))?|(?:actively )?rotat\w* (?:the |his |her |their )?(?:(?:neck|head) )?(?:45|forty ?-?five) ?(?:degrees|°)?(?: (?:to (?:the )?)?(?:left and right|both ways|both sides|bilaterally|each way))?|full (?:active )?(?:range of (?:motion|movement)|rom)|(?:neck )?(?:range of (?:motion|movement)|rom) (?:is )?(?:full|normal)/,
  ],
  absent: [
    /unable to (?:actively )?(?:rotate|turn) (?:the |his |her |their )?(?:neck|head)|(?:reduced|limited|restricted|painful|decreased) (?:neck )?(?:rotation|range of (?:motion|movement)|rom|movement)|rotation (?:is )?(?:limited|restricted|reduced|painful)/,
  ],
});

const HIGH_RISK_AGE = 65;
export const CCR_MIN_AGE = 16;

/**
 * Canadian C-spine rule (Stiell 2001) for alert (GCS 15), stable adults. The readings are inverted
 * for the tally: a "positive" low-risk factor or rotation is a point towards no imaging.
 */
export function readCanadianCSpine(facts: CaseFacts): NeckRuleReading {
  const age = facts.age?.years;
  const highRisk = [
    scored(
      `Age ${HIGH_RISK_AGE} or over`,
      'age',
      age === undefined ? undefined : age >= HIGH_RISK_AGE ? 1 : 0,
      facts.age ? `age ${facts.age.text}` : undefined,
      { min: 0, max: 1 },
    ),
    item(
      'Dangerous mechanism',
      'mechanism of injury (fall from 3 ft or 5 stairs, axial load, high-speed or rollover collision, ejection, recreational vehicle, bicycle collision)',
      dangerousMechanism(facts),
    ),
    item(
      'Paresthesias in the extremities',
      'paresthesias (tingling, numbness) in the arms or legs',
      paresthesias(facts),
    ),
  ];
  const lowRisk = firstLowRisk(facts);
  const rotation = canRotate(facts);
  const items = [
    ...highRisk,
    item(
      'Low-risk factor allowing range-of-motion assessment',
      'a low-risk factor: simple rear-end collision, sitting in the ED, ambulatory at any time, delayed neck pain, or no midline tenderness',
      lowRisk,
    ),
    item(
      'Able to rotate the neck 45 degrees left and right',
      'active neck rotation 45 degrees left and right',
      rotation,
    ),
  ];
  const result = tally(items, false);
  const highRiskTally = tally(highRisk, false);
  // Low-risk and rotation count as found, but only high-risk findings are positives.
  const positives = highRiskTally.positives;
  const reasons = [...positives];
  let verdict: NeckVerdict = 'incomplete';
  if (positives.length) verdict = 'imaging';
  else if (highRiskTally.complete && lowRisk?.present && rotation) {
    verdict = rotation.present ? 'no imaging' : 'imaging';
    if (!rotation.present) reasons.push('unable to rotate the neck 45 degrees left and right');
  }
  return { verdict, result: { ...result, positives }, reasons };
}

/** A low-risk factor: any one of the five, including the absence of midline tenderness. */
function firstLowRisk(facts: CaseFacts): Reading {
  const factor = lowRiskFactor(facts);
  if (factor?.present) return factor;
  const midline = midlineTenderness(facts);
  if (midline && !midline.present)
    return { present: true, evidence: `no midline tenderness: ${midline.evidence}` };
  return null;
}

/** Why the Canadian C-spine rule does not apply: it was derived in alert, stable adults with blunt trauma. */
export function canadianCSpineExclusion(facts: CaseFacts): string | null {
  const age = facts.age?.years;
  if (age !== undefined && age < CCR_MIN_AGE) return `age under ${CCR_MIN_AGE}`;
  if (facts.mentalStatus.altered || (facts.vitals.gcs !== undefined && facts.vitals.gcs < 15))
    return 'GCS under 15';
  const { systolic, respiratoryRate } = facts.vitals;
  if (systolic !== undefined && systolic < 90) return 'systolic blood pressure under 90';
  if (respiratoryRate !== undefined && (respiratoryRate < 10 || respiratoryRate > 24))
    return 'respiratory rate outside 10-24';
  if (facts.pregnancy.pregnant) return 'pregnancy';
  if (acutePararalysis.test(facts.presenting.affirmed)) return 'acute paralysis';
  if (vertebralDisease.test(`${facts.history.affirmed} ${facts.presenting.affirmed}`))
    return 'known vertebral disease or previous cervical spine surgery';
  return null;
}

const acutePararalysis = /(?<![\w])(?:paralys\w*|paralyzed|quadripleg\w*|tetrapleg\w*)(?![\w])/;
const vertebralDisease =
  /(?<![\w])(?:ankylosing spondylitis|rheumatoid arthritis|spinal stenosis|(?:previous|prior) (?:cervical|neck|c ?-?spine|spinal) (?:spine )?surgery|cervical (?:spine )?(?:fusion|surgery))(?![\w])/;

export const CT_CERVICAL_SPINE = 'CT cervical spine';
