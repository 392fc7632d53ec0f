import { correctedHypoglycaemia, likelySpuriousPotassium, vomiting } from './common-phrases';
import {
  allOf,
  alteredMentalStatus,
  anyOf,
  historyOf,
  hypotension,
  lab,
  none,
  says,
  takes,
  vital,
  type Matcher,
} from './matchers';
import type { LabResult } from '../reading/labs.parser';
import type { RedFlagDefinition } from './red-flag.types';

const value = (r: LabResult) => r.value ?? NaN;
const isPositive = (r: LabResult) =>
  r.qualitative === 'positive' || (r.value !== undefined && r.value >= 1.5);
/**
 * Ketones that point to ketoacidosis: a blood level of 3.0 mmol/L or more (ADA 2024 consensus; JBDS), or
 * urine ketones beyond a trace (ADA: 2+, moderate or large). A blood level of 1.5 to 3.0 is ketosis to
 * treat and recheck; trace or small urine ketones in someone vomiting and not eating are starvation.
 */
const KETOACIDOSIS_BLOOD_KETONES = 3.0;
const significantKetones = (r: LabResult) =>
  isPositive(r) &&
  (r.value !== undefined
    ? r.value >= KETOACIDOSIS_BLOOD_KETONES
    : !/\b(?:trace|small|mild|1 ?\+)|(?<![+\d])\+(?!\+)/.test(r.source ?? ''));
const diabetic: Matcher = anyOf(
  historyOf('diabetes', 'type (1|2) diabetes'),
  takes('insulin', 'sulfonylurea'),
);
const glucoseBelow = (mgPerDl: number) => lab('glucose', (r) => value(r) < mgPerDl);

const temperatureAtLeast40 = vital(
  (v) => `Temp ${v.temperatureC} C`,
  (v) => (v.temperatureC ?? 0) >= 40,
);
const heatExposure = says(
  'heat ?wave',
  'heat stroke',
  'heat exhaustion',
  'hot (day|weather|sun|car|room|environment|kitchen)',
  '(in|out in) the (sun|heat)',
  'sun exposure',
  'exertion*',
  'marathon',
  'running',
  'sauna',
  'working (outside|outdoors)',
  'not sweating',
  'hot,? dry skin',
  'festival',
  'locked in (a |the )?car',
);
const hyperthermicDrug = anyOf(
  says(
    'ecstasy',
    'mdma',
    'cocaine',
    'amphetamine*',
    'methamphetamine',
    'serotonin syndrome',
    'neuroleptic malignant',
    'malignant hyperthermia',
  ),
  takes('antipsychotic'),
);

/** Adrenal insufficiency, or steroids long enough to suppress the adrenals. */
const steroidDependent: Matcher = anyOf(
  historyOf(
    'adrenal insufficiency',
    'addison*',
    'congenital adrenal hyperplasia',
    'hypopituitarism',
    'hypopituitary',
    'panhypopituitarism',
    'adrenalectomy',
    'steroid[- ]dependen*',
    '(long[- ]term|daily|regular) (oral )?(steroids?|hydrocortisone|prednisolone|prednisone)',
  ),
  says('on (daily |long[- ]term |regular )?(hydrocortisone|fludrocortisone)', 'steroid emergency card'),
);
/** What tips a steroid-dependent patient into crisis, or shows it. */
const adrenalCrisisFeatures: Matcher = anyOf(
  vomiting,
  says(
    'diarrh*',
    "(could not|couldn't|unable to|can't|cannot) keep (\\w+ ){0,2}(tablets|medication|medicine|steroids?|hydrocortisone|down)",
    'missed (\\w+ ){0,2}(doses|tablets|steroids?|hydrocortisone)',
    'sleepy',
    'drowsy',
    'letharg*',
    'collaps*',
    'floppy',
    'confus*',
  ),
  alteredMentalStatus,
  hypotension,
  glucoseBelow(70),
);

/** An operation on the thyroid or parathyroids, whose glands' blood supply the calcium depends on. */
const thyroidOrParathyroidSurgery = anyOf(
  says(
    '(total |hemi-?|completion |sub-?total )?thyroidectomy',
    'parathyroidectomy',
    '(thyroid|parathyroid) (operation|surgery|op|removed|taken out)',
  ),
  historyOf('thyroidectomy', 'parathyroidectomy', 'hypoparathyroidism'),
);
/** Nerves and muscles made irritable by a low calcium, as a nurse finds and a patient feels them. */
const signsOfLowCalcium = says(
  'tetany',
  'carpopedal spasm*',
  "trousseau'?s?( sign)?",
  "chvostek'?s?( sign)?",
  '(tingling|numbness|pins and needles|paraesthesia*|paresthesia*) (around|of|in) (the |her |his |my )?(mouth|lips)',
  'perioral (tingling|numbness|paraesthesia*|paresthesia*)',
  // Hands in spasm, not one finger that locks or clicks (a trigger finger's).
  /\bhands?\b[^.;]{0,30}?\b(?:locking|locked|cramping|spasm\w*|clawing|claws?|curling)\b/,
  /\bfingers\b[^.;]{0,20}?\b(?:cramping|spasm\w*|clawing|claws?)\b/,
);

export const metabolicRedFlags: RedFlagDefinition[] = [
  {
    id: 'adrenal-crisis',
    name: 'Adrenal crisis risk in a steroid-dependent patient',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'Society for Endocrinology 2020 Adrenal Crisis guidance; BSPED 2023 Adrenal Insufficiency',
    // Vomiting, illness or collapse in someone whose adrenals cannot answer stress is an adrenal crisis
    // until the parenteral hydrocortisone is in: high risk, treated at once.
    matches: allOf(steroidDependent, adrenalCrisisFeatures),
    escalations: [
      {
        when: allOf(hypotension, anyOf(alteredMentalStatus, says('collaps*', 'unresponsive'))),
        esiFloor: 1,
        reason: 'shock: immediate IV hydrocortisone and fluids',
      },
    ],
    immediateActions: [
      'Hydrocortisone 100 mg IV or IM now [50 mg/m2 in children], do not wait for blood results',
      'IV 0.9% saline; treat hypoglycaemia',
    ],
    workup: [
      'Electrolytes [sodium, potassium], glucose, cortisol and ACTH before the dose if it delays nothing',
    ],
    differential: [
      {
        condition: 'Adrenal crisis',
        why: 'Vomiting, illness or collapse in a patient with adrenal insufficiency or on long-term steroids',
      },
    ],
  },
  {
    id: 'dka-hhs',
    name: 'Diabetic ketoacidosis / hyperosmolar hyperglycemic state',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'ADA 2024 Hyperglycemic Crises in Adults [consensus report]; ISPAD 2022 for children',
    matches: anyOf(
      says('diabetic ketoacidosis', 'ketoacidosis', 'hyperosmolar'),
      allOf(
        lab('glucose', (r) => value(r) > 250),
        anyOf(
          lab('ketones', significantKetones),
          lab('ph', (r) => value(r) < 7.3),
          lab('bicarbonate', (r) => value(r) < 18),
        ),
      ),
      lab('glucose', (r) => value(r) > 600),
      allOf(
        anyOf(
          diabetic,
          lab('glucose', (r) => value(r) > 250),
        ),
        anyOf(
          says(
            'kussmaul',
            'deep (rapid )?breathing',
            'fruity breath',
            // Ketones on the breath and Kussmaul breathing in a parent's words.
            'breath (smells|smelling|smelt|smelled) (of|like) (pear ?drops|nail varnish|acetone)',
            'breathing (sort of |really |very |quite )?(deep|deeply)',
            'ketotic',
            'missed insulin',
            'ran out of insulin',
            'stopped (taking )?(his |her |their )?insulin',
          ),
          lab('ketones', significantKetones),
        ),
        anyOf(vomiting, says('abdominal pain', 'thirst*', 'polyuria', 'kussmaul', 'deep (rapid )?breathing')),
      ),
    ),
    escalations: [
      {
        when: anyOf(
          hypotension,
          says('unresponsive', 'unconscious'),
          lab('ph', (r) => value(r) < 7.0),
        ),
        esiFloor: 1,
        reason: 'shock, coma or severe acidosis',
      },
    ],
    immediateActions: [
      'IV access x2; 1 L 0.9% saline or balanced crystalloid over the first hour',
      'Check potassium before insulin; fixed-rate IV insulin 0.1 unit/kg/h once K ≥ 3.5 mmol/L',
      'Hourly glucose and ketones; look for the precipitant',
    ],
    workup: [
      'Venous blood gas [pH, bicarbonate], capillary ketones, electrolytes, osmolality, renal function',
      'ECG, full blood count, cultures if infection suspected, pregnancy test',
    ],
    differential: [
      { condition: 'Diabetic ketoacidosis', why: 'Hyperglycemia with ketones or acidosis' },
      {
        condition: 'Hyperosmolar hyperglycemic state',
        why: 'Very high glucose, dehydration, older type 2 diabetes',
      },
      {
        condition: 'Precipitant: infection, myocardial infarction, missed insulin, pancreatitis',
        why: 'Treat the trigger',
      },
    ],
  },
  {
    id: 'hypoglycemia',
    name: 'Hypoglycemia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'ADA 2024 Standards of Care [level 2 hypoglycemia < 54 mg/dL]; ESI v4 Implementation Handbook',
    // A hypoglycaemia treated and cleared before triage is history, not a high-risk state now.
    matches: allOf(
      anyOf(glucoseBelow(54), says('hypoglycemi*', 'low (blood )?sugar', 'hypo', 'hypos')),
      none(correctedHypoglycaemia),
    ),
    escalations: [
      {
        when: allOf(alteredMentalStatus, anyOf(glucoseBelow(70), says('hypoglycemi*', 'low (blood )?sugar'))),
        esiFloor: 1,
        reason: 'hypoglycemia with altered mental status needs immediate glucose',
      },
    ],
    immediateActions: [
      'Give glucose now: 15–20 g oral if able to swallow safely, otherwise IV dextrose [e.g. 10% 150–200 mL] or IM glucagon 1 mg',
      'Recheck capillary glucose every 15 minutes',
      'Sulfonylurea or long-acting insulin: observe for recurrence, consider admission',
    ],
    workup: [
      'Laboratory glucose, renal function, drug history',
      'Look for the cause: missed meal, dosing error, sepsis, alcohol, renal failure',
    ],
    differential: [
      {
        condition: 'Hypoglycemia',
        why: 'Low glucose, often with confusion or sweating in a treated diabetic',
      },
    ],
  },
  {
    id: 'hyperkalemia',
    name: 'Hyperkalemia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'UK Kidney Association 2023 Treatment of Acute Hyperkalaemia in Adults; KDIGO',
    matches: lab('potassium', (r) => value(r) >= 6.5),
    escalations: [
      {
        when: anyOf(
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => (v.heartRate ?? 99) < 40,
          ),
          allOf(
            hypotension,
            lab('potassium', (r) => value(r) >= 6.5),
          ),
        ),
        esiFloor: 1,
        reason: 'bradycardia or hypotension: peri-arrest hyperkalemia',
      },
    ],
    immediateActions: [
      '12-lead ECG and continuous cardiac monitoring now',
      'IV calcium [10 mL 10% calcium chloride or 30 mL 10% calcium gluconate] if ECG changes',
      'Insulin-glucose infusion [10 units insulin with 25 g glucose] and nebulized salbutamol; stop potassium-raising drugs',
    ],
    workup: [
      'Repeat potassium [exclude hemolysis], renal function, blood gas, glucose',
      'Hourly glucose after insulin; nephrology review if severe kidney injury',
    ],
    differential: [
      { condition: 'Hyperkalemia from kidney failure and potassium-raising drugs', why: 'K+ ≥ 6.5 mmol/L' },
      { condition: 'Rhabdomyolysis, DKA, hemolysis', why: 'Other causes' },
    ],
  },
  {
    // After a thyroid or parathyroid operation a falling calcium shows in the lips and hands first; the
    // larynx and the heart follow (laryngospasm, seizures, a long QT). IV calcium under monitoring.
    id: 'symptomatic-hypocalcaemia',
    name: 'Symptomatic hypocalcaemia after neck surgery',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'Society for Endocrinology 2016 Emergency Guidance: Acute Hypocalcaemia in Adults; BAETS',
    matches: allOf(thyroidOrParathyroidSurgery, signsOfLowCalcium),
    escalations: [
      {
        when: anyOf(alteredMentalStatus, says('stridor', 'laryngospasm', 'seizure*', 'fitting')),
        esiFloor: 1,
        reason: 'laryngospasm, seizures or a falling conscious level from a low calcium',
      },
    ],
    immediateActions: [
      '12-lead ECG [QT] and cardiac monitoring',
      'IV calcium gluconate [10 mL 10% over 10 minutes] for tetany or ECG changes',
    ],
    workup: ['Adjusted calcium, magnesium, phosphate, PTH, renal function'],
    differential: [
      {
        condition: 'Post-thyroidectomy or post-parathyroidectomy hypocalcaemia',
        why: 'Tingling lips and fingers, carpopedal spasm or a positive Trousseau or Chvostek sign after neck surgery',
      },
      {
        condition: 'Hyperventilation',
        why: 'Tingling and spasm from a low carbon dioxide, with a normal calcium',
      },
    ],
  },
  {
    id: 'missed-dialysis',
    name: 'Missed dialysis: hyperkalemia and fluid overload risk',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'UK Kidney Association 2023 Treatment of Acute Hyperkalaemia in Adults; KDIGO',
    // A missed session with weakness, breathlessness, palpitations or ECG changes is hyperkalaemia or
    // fluid overload until the potassium is known: the ECG and the blood gas cannot wait.
    matches: allOf(
      says(
        "(missed|skipped|didn't go to|did not go to|not been to|hasn't been to) (his |her |their |my |the |a |last |two |2 )?(\\w+ )?(dialysis|haemodialysis|hemodialysis|session|sessions)",
      ),
      says(
        'weak*',
        'heavy legs',
        'peaked t',
        'tall t waves',
        'tented t',
        'palpitat*',
        'short of breath',
        'breathless*',
        'sob',
        'swollen',
        'oedema',
        'edema',
        'chest pain',
        'tingling',
        'numb*',
      ),
    ),
    immediateActions: ['12-lead ECG and cardiac monitoring now', 'Blood gas with potassium now'],
    workup: ['Potassium, renal function, blood gas; chest X-ray if breathless'],
    differential: [
      { condition: 'Hyperkalaemia', why: 'Missed dialysis with weakness or ECG changes' },
      { condition: 'Fluid overload', why: 'Missed dialysis with breathlessness or swelling' },
    ],
  },
  {
    id: 'hyperkalemia-moderate',
    name: 'Moderate hyperkalemia',
    system: 'metabolic',
    esiFloor: 3,
    guideline: 'UK Kidney Association 2023 Treatment of Acute Hyperkalaemia in Adults',
    resources: [
      { resource: 'labs', why: 'repeat potassium, renal function, blood gas' },
      { resource: 'ecg', why: 'ECG for hyperkalaemic changes' },
    ],
    // A haemolysed or squeezed sample in a well patient is repeated before it is treated.
    matches: allOf(
      lab('potassium', (r) => value(r) >= 6.0 && value(r) < 6.5),
      none(likelySpuriousPotassium),
    ),
    immediateActions: ['12-lead ECG; treat as severe if ECG changes'],
    workup: ['Repeat potassium, renal function'],
    differential: [{ condition: 'Hyperkalemia', why: 'K+ 6.0–6.4 mmol/L' }],
  },
  {
    id: 'severe-hyponatremia',
    name: 'Severe hyponatremia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'European Clinical Practice Guideline on Hyponatraemia 2014',
    matches: anyOf(
      lab('sodium', (r) => value(r) < 120),
      allOf(
        lab('sodium', (r) => value(r) < 130),
        anyOf(alteredMentalStatus, says('seizure*', 'vomiting')),
      ),
    ),
    escalations: [
      {
        when: anyOf(
          says('seizure*', 'unresponsive'),
          vital(
            (v) => `GCS ${v.gcs}`,
            (v) => (v.gcs ?? 15) <= 8,
          ),
        ),
        esiFloor: 1,
        reason: 'severe symptoms: seizure or coma',
      },
    ],
    immediateActions: [
      'Severe symptoms: 150 mL 3% hypertonic saline over 20 minutes, repeat to a 5 mmol/L rise',
      'Limit correction to 10 mmol/L in 24 hours [osmotic demyelination]',
    ],
    workup: [
      'Serum and urine osmolality, urine sodium, glucose, thyroid, cortisol',
      'Repeat sodium every 2–4 hours during correction',
    ],
    differential: [
      {
        condition: 'Hyponatremia [SIADH, diuretics, hypovolemia, polydipsia]',
        why: 'Na+ below 120 or symptomatic',
      },
    ],
  },
  {
    id: 'severe-hypernatremia',
    name: 'Severe hypernatremia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'Adrogué and Madias, NEJM 2000 Hypernatremia',
    matches: lab('sodium', (r) => value(r) >= 160),
    immediateActions: ['IV fluids; correct sodium no faster than 10–12 mmol/L per day'],
    workup: ['Osmolality, glucose, renal function'],
    differential: [{ condition: 'Hypernatremic dehydration or diabetes insipidus', why: 'Na+ ≥ 160 mmol/L' }],
  },
  {
    id: 'heat-illness',
    name: 'Heat stroke or severe hyperthermia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'Wilderness Medical Society 2019 Heat Illness Guidelines',
    matches: allOf(temperatureAtLeast40, anyOf(heatExposure, hyperthermicDrug)),
    // Heat stroke with confusion is cooled urgently (ESI 2); a GCS of 12 or less, 41 C with any change in
    // the mind, a seizure or shock make the cooling part of a resuscitation (ESI 1).
    escalations: [
      {
        when: anyOf(
          (facts) =>
            facts.mentalStatus.avpu === 'P' ||
            facts.mentalStatus.avpu === 'U' ||
            (facts.vitals.gcs ?? 15) <= 12 ||
            (facts.mentalStatus.altered && (facts.vitals.temperatureC ?? 0) >= 41)
              ? [facts.mentalStatus.evidence ?? 'reduced consciousness']
              : null,
          says('seizure*', 'fitting', 'convuls*'),
          hypotension,
        ),
        esiFloor: 1,
        reason: 'hyperthermia with a falling GCS, seizures or shock [heat stroke]',
      },
    ],
    immediateActions: [
      'Active cooling now [cold-water immersion or evaporative cooling]',
      'Look for infection, drugs [serotonin syndrome, sympathomimetics, NMS]',
    ],
    workup: ['Electrolytes, CK, liver and renal function, coagulation, blood cultures'],
    differential: [{ condition: 'Heat stroke, sepsis, toxidrome', why: 'Temperature ≥ 40 C' }],
  },
  {
    id: 'hyperpyrexia',
    name: 'Temperature of 40 C or more',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'NICE NG51 Sepsis 2024; NICE NG143 Fever in under 5s',
    // A fever this high without heat exposure or a drug is an infection until shown otherwise: find the
    // source; cooling by immersion is for heat stroke, not for fever.
    matches: allOf(temperatureAtLeast40, none(anyOf(heatExposure, hyperthermicDrug))),
    immediateActions: [
      'Look for the source now: sepsis screen, meningism, rash, urine; blood cultures before antibiotics',
      'Antipyretic and fluids; remove excess clothing',
    ],
    workup: ['Blood cultures, full blood count, CRP, lactate, urinalysis'],
    differential: [
      {
        condition: 'Serious bacterial infection [sepsis, meningitis, pneumonia, pyelonephritis]',
        why: 'Temperature ≥ 40 C',
      },
      { condition: 'Drug-induced hyperthermia or heat illness', why: 'Ask about drugs, heat and exertion' },
    ],
  },
  {
    id: 'hypothermia',
    name: 'Hypothermia',
    system: 'metabolic',
    esiFloor: 3,
    guideline: 'ERC 2021 Guidelines: Accidental hypothermia',
    resources: [
      { resource: 'labs', why: 'electrolytes, glucose, CK, renal function' },
      { resource: 'ecg', why: 'ECG: J waves and arrhythmia' },
    ],
    matches: vital(
      (v) => `Temp ${v.temperatureC} C`,
      (v) => v.temperatureC !== undefined && v.temperatureC < 35,
    ),
    escalations: [
      {
        when: vital(
          (v) => `Temp ${v.temperatureC} C`,
          (v) => (v.temperatureC ?? 37) < 30,
        ),
        esiFloor: 1,
        reason: 'severe hypothermia: arrhythmia risk',
      },
      {
        when: anyOf(
          vital(
            (v) => `Temp ${v.temperatureC} C`,
            (v) => (v.temperatureC ?? 37) < 32,
          ),
          alteredMentalStatus,
        ),
        esiFloor: 2,
        reason: 'moderate hypothermia or reduced consciousness',
      },
    ],
    immediateActions: ['Remove wet clothing, active external rewarming, warmed IV fluids; handle gently'],
    workup: ['Core temperature, ECG, glucose, electrolytes, blood gas'],
    differential: [
      {
        condition: 'Accidental hypothermia, sepsis, hypothyroidism, hypoglycemia',
        why: 'Temperature below 35 C',
      },
    ],
  },
];
