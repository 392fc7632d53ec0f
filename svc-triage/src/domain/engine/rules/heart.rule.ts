import type { CaseFacts } from '../reading/case-facts';
import { chestPain } from '../red-flags/common-phrases';
import type { DecisionRule, DecisionRuleEffect } from './decision-rule.types';
import { range, scored, tally, type RuleItem } from './rule-reading';

const ADULT_YEARS = 18;
const HIGH_SCORE = 7;
const LOW_SCORE_MAX = 3;
/** hs-cTnT 99th centile, assumed when the report gives no upper reference limit. */
const ASSUMED_TROPONIN_URL_NG_L = 14;

const w = (source: string) => new RegExp(`(?<![\\w])(?:${source})(?![\\w])`);

/** Elements that make chest pain suspicious for ACS (Backus 2013: "specific" elements). */
const specificElements: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'pressure, tightness or heaviness',
    w(
      'chest (?:pressure|tightness|heaviness)|(?:tight|heavy) chest|pressure ?-?like|crushing|squeez\\w*|constrict\\w*|band ?-?like|heaviness|tightness|(?<!blood )pressure|elephant',
    ),
  ],
  [
    'radiation to arm, jaw, neck or shoulder',
    w(
      'radiat\\w* (?:(?:to|into|down|up|through) )?(?:the |his |her |both )?(?:left |right |both )?(?:arms?|jaw|neck|shoulders?)|(?:arm|jaw) (?:pain|heaviness|tingling)',
    ),
  ],
  [
    'exertional',
    w(
      '(?<!non ?-?)exertional|on exertion|with exertion|(?:on|when|while) (?:walking|climbing|exercising|exercise|running)|(?:eased|relieved|settles|improves) (?:by|with|on) rest',
    ),
  ],
  ['diaphoresis', w('diaphore\\w*|(?<!night )sweat\\w*|clammy')],
  ['nausea or vomiting', w('nause\\w*|vomit\\w*')],
  [
    'relieved by nitrates',
    w('(?:relieved|eased|improved|responded|responds) (?:by|with|to) (?:gtn|nitro\\w*|nitrates?)'),
  ],
];
/** Elements that make it less suspicious ("non-specific"): sharp, pleuritic, positional, reproducible. */
const nonSpecificElements: ReadonlyArray<readonly [string, RegExp]> = [
  ['sharp or stabbing', w('sharp|stabbing|pricking|knife ?-?like|shooting')],
  [
    'pleuritic',
    w(
      'pleuritic|worse (?:on|with|when) (?:breathing|inspiration|deep (?:breaths?|inspiration)|breathing in|coughing)|(?:pain|hurts) (?:on|with) (?:deep )?(?:breathing|inspiration)',
    ),
  ],
  [
    'positional or with movement',
    w('positional|worse (?:on|with|when) (?:movement|moving|lying|twisting|position)|changes with position'),
  ],
  [
    'reproducible on palpation',
    w(
      'reproducible|reproduced (?:on|by) palpation|(?:tender|pain) (?:to|on) palpation|chest wall tenderness|tender chest wall',
    ),
  ],
  ['fleeting, seconds', w('fleeting|lasting (?:a few )?seconds|(?:few|several) seconds')],
];

/** Removes what the family had, so "family history of myocardial infarction" is not the patient's. */
const familyClause =
  /(?:family history|fhx|fh)(?: of|:)?[^.;\n]*|(?:father|mother|dad|mum|mom|brother|sister|parents?|siblings?|uncle|aunt|grand\w+)(?:'s)? (?:had|has|with|died|passed)[^.;,\n]*/g;
const ATHEROSCLEROSIS =
  'coronary artery disease|myocardial infarction|heart attack|(?:coronary |cardiac )?stents?|pci|percutaneous coronary intervention|cabg|(?:coronary (?:artery )?)?bypass(?: graft\\w*)?|angioplasty|stroke|transient ischemic attack|peripheral (?:arterial|vascular) disease|claudication|carotid (?:stenosis|endarterectomy)|angina';
const atherosclerosisInHistory = new RegExp(`(?<![\\w])(?:${ATHEROSCLEROSIS})(?![\\w])`);
const atherosclerosisInPresenting = new RegExp(
  `(?<![\\w])(?:history of|known|previous|prior|old|past medical history:?|background of)(?: [\\w-]+,?){0,5}? (?:${ATHEROSCLEROSIS})(?![\\w])`,
);
const riskFactors: ReadonlyArray<readonly [string, RegExp]> = [
  ['hypertension', /(?<![\w])(?:hypertension|hypertensive|high blood pressure)(?![\w])/],
  [
    'hypercholesterolemia',
    /(?<![\w])(?:hypercholesterol\w*|hyperlipid\w*|dyslipid\w*|high cholesterol|raised cholesterol|statins?|atorvastatin|simvastatin|rosuvastatin|pravastatin)(?![\w])/,
  ],
  ['diabetes', /(?<![\w])(?:diabetes|diabetic|type [12] diabetes)(?![\w])/],
  [
    'smoking',
    /(?<![\w])(?<!(?:non|ex|former|never|quit|stopped|previous) ?-?)(?:smok\w*|cigarettes?|tobacco|pack ?-?years?)(?![\w])(?!,? (?:cessation|quit|stopped|until))/,
  ],
  ['obesity', /(?<![\w])(?:obes\w*|bmi (?:of )?(?:3\d|[4-9]\d))(?![\w])/],
];
const familyHistory =
  /(?<![\w])(?:family history|fhx|fh)(?: of|:)? (?:premature |early )?(?:coronary|heart|cardiac|ischemic|myocardial infarction|heart attack|acute coronary|angina|sudden (?:cardiac )?death|ihd)|(?:father|mother|dad|mum|mom|brother|sister|parent|sibling)\w*(?:'s)? (?:had|has|with|died (?:of|from)|passed away (?:of|from)) (?:an? )?(?:early |premature )?(?:myocardial infarction|heart attack|coronary|cardiac|heart disease|angina|stents?|bypass)/;
const healthyStatement =
  /(?<![\w])(?:fit and well|previously (?:fit|well|healthy)|no (?:significant |known )?(?:past )?medical (?:history|problems)|past medical history:? (?:nil|none|nothing|unremarkable)|nil past medical history|no comorbidities|healthy)(?![\w])/;

const ecgSignificant =
  /(?<![\w])(?:st (?:segment )?(?:depressions?|elevations?|deviation)|(?:depressed|elevated) st|ischemic (?:changes|ecg)|st changes)(?![\w])/;
const ecgNonSpecific =
  /(?<![\w])(?:(?:left |right )?bundle branch block|lbbb|rbbb|lvh|left ventricular hypertrophy|paced(?: rhythm)?|pacemaker rhythm|t ?-?waves? (?:inversion|inverted|changes|flattening|flattened)|inverted t ?-?waves?|twi|repolari[sz]ation (?:changes|abnormalit\w*)|non ?-?specific (?:st|t ?-?wave)\w*(?: changes)?|strain pattern|digoxin effect)(?![\w])/;
const ecgNormal =
  /(?<![\w])(?:(?:ecg|ekg|electrocardiogram)(?: shows?| showed|:)? (?:normal|nsr|normal sinus rhythm|sinus (?:rhythm|tachycardia|bradycardia)|unremarkable|no (?:acute |ischemic )+changes)|normal (?:ecg|ekg|electrocardiogram))(?![\w])/;
const ecgNegated =
  /(?:ecg|ekg|electrocardiogram|st (?:segment )?(?:changes|elevation|depression)|ischemic changes)/;

/**
 * HEART score (Six 2008, Backus 2013) for chest pain: History, ECG, Age, Risk factors and Troponin,
 * 0-2 each. At triage the ECG and troponin are usually not yet available: History, Age and Risk factors
 * are scored from the case and the ECG and troponin listed as missing. 0-3 low, 4-6 moderate,
 * 7 or more high risk (decision point B), also when the inputs read already add up to 7.
 */
export const heartRule: DecisionRule = (facts) => {
  if (!chestPain(facts)) return null;
  const years = facts.age?.years;
  if (years !== undefined && years < ADULT_YEARS) return null;
  const result = tally([
    historyItem(facts),
    ecgItem(facts),
    scored(
      'Age (under 45: 0, 45-64: 1, 65 or over: 2)',
      'age',
      years === undefined ? undefined : years >= 65 ? 2 : years >= 45 ? 1 : 0,
      facts.age ? `age ${facts.age.text}` : undefined,
      { min: 0, max: 2 },
    ),
    riskItem(facts),
    troponinItem(facts),
  ]);
  const { low, high } = result;
  let effect: DecisionRuleEffect = {};
  let band: string;
  if (low >= HIGH_SCORE) {
    band = 'high risk (50-65% major adverse cardiac events): early invasive strategy';
    effect = {
      highRisk: `HEART score ${result.complete ? result.score : `at least ${low}`}: high risk of a major adverse cardiac event`,
    };
  } else if (high <= LOW_SCORE_MAX)
    band = 'low risk (about 2% major adverse cardiac events): early discharge can be considered';
  else if (low > LOW_SCORE_MAX && high < HIGH_SCORE)
    band = 'moderate risk (12-17%): admission for observation and serial troponins';
  else
    band = `${low > LOW_SCORE_MAX ? 'moderate or high' : high < HIGH_SCORE ? 'low or moderate' : 'low to high'} risk once the ECG and troponin are known`;
  return {
    id: 'heart',
    name: 'HEART score',
    source:
      'Six AJ, Backus BE, Kelder JC. Neth Heart J 2008;16:191-6; Backus BE et al. A prospective validation of the HEART score for chest pain patients at the emergency department. Int J Cardiol 2013;168:2153-8',
    status: result.complete ? 'computed' : 'partial',
    score: result.score,
    outcome: result.complete
      ? `${result.score} points: ${band}`
      : `${result.score} points from the inputs read, ${range(low, high)} once complete: ${band}`,
    found: result.found,
    missing: result.missing,
    effect,
  };
};

function historyItem(facts: CaseFacts): RuleItem {
  const text = facts.presenting.affirmed;
  const specific = specificElements.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  const nonSpecific = nonSpecificElements.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  const name = 'History (slightly 0, moderately 1, highly suspicious 2)';
  const ask =
    'character of the chest pain (pressure, radiation, exertional, sweating vs sharp, pleuritic, positional)';
  if (!specific.length && !nonSpecific.length)
    return scored(name, ask, undefined, undefined, { min: 0, max: 2 });
  let points = 0;
  if (specific.length >= 3 && nonSpecific.length <= 1) points = 2;
  else if (specific.length >= 2 && !nonSpecific.length) points = 2;
  else if (specific.length) points = 1;
  const evidence = [
    specific.length ? `suspicious: ${specific.join(', ')}` : '',
    nonSpecific.length ? `non-specific: ${nonSpecific.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return scored(name, ask, points, evidence, { min: 0, max: 2 });
}

function ecgItem(facts: CaseFacts): RuleItem {
  const name = 'ECG (normal 0, non-specific repolarisation 1, significant ST deviation 2)';
  const ask = 'ECG';
  const text = facts.presenting.affirmed;
  const significant = ecgSignificant.exec(text);
  if (significant) return scored(name, ask, 2, `"${significant[0]}"`, { min: 0, max: 2 });
  const nonSpecific = ecgNonSpecific.exec(text);
  if (nonSpecific) return scored(name, ask, 1, `"${nonSpecific[0]}"`, { min: 0, max: 2 });
  const normal = ecgNormal.exec(text);
  if (normal) return scored(name, ask, 0, `"${normal[0]}"`, { min: 0, max: 2 });
  const negated = facts.presenting.negated.find((span) => ecgNegated.test(span));
  if (negated)
    return scored(name, ask, 0, `negated "${negated.replace(/[.;:,]+$/, '')}"`, { min: 0, max: 2 });
  return scored(name, ask, undefined, undefined, { min: 0, max: 2 });
}

function riskItem(facts: CaseFacts): RuleItem {
  const name = 'Risk factors (none 0, 1-2: 1, 3 or more or atherosclerotic disease: 2)';
  const ask =
    'cardiac risk factors (hypertension, cholesterol, diabetes, smoking, family history, obesity, known vascular disease)';
  const history = facts.history.affirmed.replace(familyClause, ' ');
  const presenting = facts.presenting.affirmed.replace(familyClause, ' ');
  const found = riskFactors
    .filter(([, pattern]) => pattern.test(history) || pattern.test(presenting))
    .map(([n]) => n);
  if (facts.medications.includes('insulin') || facts.medications.includes('sulfonylurea'))
    if (!found.includes('diabetes')) found.push('diabetes');
  const familyTold = [
    facts.history.affirmed,
    facts.presenting.affirmed,
    facts.history.othersTold ?? '',
    facts.presenting.othersTold ?? '',
  ];
  if (familyTold.some((text) => familyHistory.test(text))) found.push('family history');
  const athero = atherosclerosisInHistory.exec(history) ?? atherosclerosisInPresenting.exec(presenting);
  if (athero)
    return scored(name, ask, 2, `known atherosclerotic disease: "${athero[0]}"`, { min: 0, max: 2 });
  const points = found.length >= 3 ? 2 : found.length ? 1 : 0;
  const historyKnown = facts.form.hasMedicalHistory || healthyStatement.test(facts.presenting.affirmed);
  if (points === 2 || historyKnown)
    return scored(name, ask, points, found.length ? found.join(', ') : 'none in the history given', {
      min: 0,
      max: 2,
    });
  if (!found.length) return scored(name, ask, undefined, undefined, { min: 0, max: 2 });
  // Some risk factors are named, but with no medical history the count may be higher.
  return { name, ask: `other ${ask}`, points, evidence: found.join(', '), min: 0, max: 2, openTo: 2 };
}

function troponinItem(facts: CaseFacts): RuleItem {
  const name = 'Troponin (normal 0, 1-3x limit 1, over 3x limit 2)';
  const ask = 'troponin';
  const lab = facts.labs.find((result) => result.analyte === 'troponin');
  if (!lab) return scored(name, ask, undefined, undefined, { min: 0, max: 2 });
  if (lab.value === undefined) {
    if (lab.qualitative === 'negative') return scored(name, ask, 0, `"${lab.source}"`, { min: 0, max: 2 });
    return { name, ask: 'troponin value', points: 1, evidence: `"${lab.source}"`, min: 0, max: 2, openTo: 2 };
  }
  const limit = lab.referenceHigh ?? ASSUMED_TROPONIN_URL_NG_L;
  const points = lab.value <= limit ? 0 : lab.value <= 3 * limit ? 1 : 2;
  const assumed = lab.referenceHigh === undefined ? ` (upper limit ${limit} ng/L assumed)` : '';
  return scored(name, ask, points, `"${lab.source}"${assumed}`, { min: 0, max: 2 });
}
