import {
  ageDays,
  allOf,
  alteredMentalStatus,
  anyOf,
  historyOf,
  hypotension,
  lab,
  tachycardia,
  none,
  says,
  takes,
  vital,
  type Matcher,
} from './matchers';
import { bloodSeen, circulationAtRisk } from './common-phrases';
import type { LabResult } from '../reading/labs.parser';
import type { RedFlagDefinition } from './red-flag.types';

const value = (r: LabResult) => r.value ?? NaN;

/** A haemoglobin under 7 g/dL (70 g/L). */
const severeAnaemia = lab('hemoglobin', (r) => value(r) < 7);
/**
 * What makes a severe anaemia high risk rather than one to transfuse at leisure (AABB 2023): a haemoglobin
 * under 5 g/dL, a circulation that shows it (tachycardia, hypotension, dizziness, a faint, chest pain,
 * breathlessness at rest, palpitations, confusion), or bleeding now.
 */
const anaemiaNotCompensated = anyOf(
  lab('hemoglobin', (r) => value(r) < 5),
  tachycardia,
  hypotension,
  alteredMentalStatus,
  circulationAtRisk,
  says(
    'palpitations?',
    'chest pain',
    '(breathless|short of breath|sob) at rest',
    'black (tarry )?stools?',
    'melaena',
    'melena',
    'haematemesis',
    'hematemesis',
    'vomit* blood',
    'bleeding heavily',
    'heavy bleeding',
    'passing clots',
  ),
);
/** hs-cTnT 99th percentile upper reference limit is 14 ng/L; a report's own reference range wins. */
const TROPONIN_URL_NG_PER_L = 14;
const troponinRaised = (r: LabResult) =>
  r.qualitative === 'positive' || r.flag === 'high' || value(r) > (r.referenceHigh ?? TROPONIN_URL_NG_PER_L);
const bleeding = says(
  'bleed*',
  bloodSeen,
  'hematuria',
  'hematemesis',
  'melena',
  'epistaxis',
  'nosebleed',
  'bruis*',
);

/**
 * A digoxin level above the therapeutic range (0.5-2.0 ng/mL, the same in µg/L; 2.6 nmol/L), as a report
 * or a note writes it. A number with a dose unit ("digoxin 62.5 micrograms") is a dose, not a level, and a
 * bare number outside what a level can be (a "125" dose) is not read.
 */
const DIGOXIN_TOXIC_NG_ML = 2.0;
const NMOL_PER_NG_ML_DIGOXIN = 1.28;
const digoxinLevelText =
  /\bdig(?:oxin)?(?: level| concentration| conc\.?)?\s*(?:[:=]|of|was|is|at)?\s*(\d+(?:\.\d+)?)\s*(ng\/ml|(?:u|µ|μ|mc|micro)g\/l|nmol\/l)?(?!\s*(?:mg|mcg|micrograms?|ug|µg|tablets?|od|bd|daily)\b)/;
const digoxinAboveRange: Matcher = (facts) => {
  const match = digoxinLevelText.exec(facts.presenting.normalized);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2];
  const ngPerMl = unit === 'nmol/l' ? amount / NMOL_PER_NG_ML_DIGOXIN : amount;
  const plausible = unit !== undefined || amount <= 10;
  return plausible && ngPerMl > DIGOXIN_TOXIC_NG_ML ? [match[0].trim()] : null;
};

/** A corrected QT of 500 ms or more: the threshold for torsade de pointes risk (AHA/ACCF 2010). */
const QTC_HIGH_RISK_MS = 500;
const qtcText =
  /\bqtc?(?: interval)?\s*(?:[:=]|of|was|is|at|prolonged (?:at|to))?\s*(\d{3})\s*(?:ms|msec|milliseconds)?\b/;
const qtcAtLeast500: Matcher = (facts) => {
  const match = qtcText.exec(facts.presenting.normalized);
  const ms = match ? Number(match[1]) : 0;
  return match && ms >= QTC_HIGH_RISK_MS && ms <= 800 ? [match[0].trim()] : null;
};

/** KDIGO stage 3 acute kidney injury: creatinine 4.0 mg/dL (354 µmol/L) or more. */
const KDIGO_STAGE_3_CREATININE_MG_DL = 4.0;
const severelyRaisedCreatinine = lab('creatinine', (r) => value(r) >= KDIGO_STAGE_3_CREATININE_MG_DL);
/** A creatinine that high is usual for someone on dialysis or with advanced chronic kidney disease. */
const knownAdvancedKidneyDisease = historyOf(
  'dialysis',
  'hemodialysis',
  'esrd',
  'end stage (renal|kidney) (disease|failure)',
  'ckd (stage )?(4|5|iv|v)',
  'chronic kidney disease (stage )?(4|5|iv|v)',
  'chronic renal failure',
);
const littleOrNoUrine = says(
  'oliguri*',
  'anuri*',
  'urinary retention',
  '(passing|passed|producing) (very )?little urine',
  '(reduced|decreased|low) urine( output)?',
);

/** CK above which muscle breakdown threatens the kidneys (about 25 times the upper limit of normal). */
const RHABDOMYOLYSIS_CK_U_PER_L = 5_000;
/** A creatinine above the usual adult range (1.3 mg/dL, 115 µmol/L), or flagged high by the report. */
const raisedCreatinine = lab('creatinine', (r) => r.flag === 'high' || value(r) > 1.3);
const darkUrine = says(
  '(dark|brown|cola|tea)[- ]?(brown |colou?red )?(urine|wee|pee)',
  'urine (is |was |like |looks? )*(dark|brown|cola|tea)',
  '(urine|wee|pee) (is |was )?(the )?colou?r of (cola|coke|tea|coca[- ]cola)',
  'myoglobinuria',
);
/** Muscles that hurt or swell after exercise, a crush, a long lie, a seizure or a drug. */
const painfulMuscles = says(
  'muscle (pain|aches?|swelling|tenderness)',
  '(muscles|thighs|calves|arms|legs|buttocks|shoulders) (are |were |that are |which are )?([\\w-]+ ){0,3}(painful|sore|tender|swollen|aching|agony|rock hard|hard)',
  '(painful|sore|tender|swollen|aching)( and (swollen|painful|tender|sore))? (muscles|thighs|calves|arms|legs|buttocks|shoulders)',
  'myalgia',
);
/** NICE CG98 at over 72 hours: phototherapy from about 250 µmol/L (14.6 mg/dL), exchange near 400. */
const NEWBORN_PHOTOTHERAPY_BILIRUBIN_MG_DL = 14.6;
const NEWBORN_URGENT_BILIRUBIN_MG_DL = 20;
const drowsyOrFeedingPoorly = says(
  'sleepy',
  'drowsy',
  'letharg*',
  'floppy',
  'hard to wake',
  'not waking',
  'poor feeding',
  'feeding poorly',
  "(won't|will not|not) feed*",
  '(too )?sleepy to feed',
);
/** A low platelet count the history already explains is followed by its own team. */
const knownLowPlatelets = historyOf(
  'itp',
  'thrombocytopenia',
  'low platelets',
  'chemo*',
  'leukemia',
  'leukaemia',
  'myelodysplas*',
  'lymphoma',
  'cirrhosis',
);

/** Critical laboratory values that raise the triage level on their own. */
export const criticalLabRedFlags: RedFlagDefinition[] = [
  {
    id: 'raised-troponin',
    name: 'Raised troponin - myocardial injury',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ESC 2023 ACS Guidelines [0/1 h hs-troponin algorithm]; Fourth Universal Definition of MI',
    matches: lab('troponin', troponinRaised),
    immediateActions: [
      '12-lead ECG now and cardiac monitoring',
      'Treat as ACS until proven otherwise; aspirin if no contraindication',
    ],
    workup: ['Repeat troponin at 1–3 hours for the delta', 'Echocardiography'],
    differential: [
      { condition: 'Acute myocardial infarction', why: 'Troponin above the 99th percentile' },
      { condition: 'Myocarditis, PE, sepsis, renal failure', why: 'Non-ischemic myocardial injury' },
    ],
  },
  {
    id: 'severe-acute-kidney-injury',
    name: 'Severe acute kidney injury',
    system: 'genitourinary',
    esiFloor: 2,
    guideline: 'KDIGO 2012 Clinical Practice Guideline for Acute Kidney Injury [stage 3]; NICE NG148',
    matches: allOf(severelyRaisedCreatinine, anyOf(none(knownAdvancedKidneyDisease), littleOrNoUrine)),
    immediateActions: [
      'Potassium, venous gas and ECG now; treat hyperkalemia and acidosis first',
      'Stop nephrotoxic drugs [NSAIDs, ACE inhibitors/ARBs, metformin]; assess volume and catheterise to measure output',
    ],
    workup: ['Urea, electrolytes, bicarbonate, urinalysis', 'Renal tract ultrasound within 24 hours'],
    differential: [
      { condition: 'Prerenal AKI [dehydration, sepsis, drugs]', why: 'Creatinine at KDIGO stage 3' },
      { condition: 'Obstructive uropathy', why: 'Little or no urine with a rising creatinine' },
    ],
  },
  {
    id: 'severe-lactate',
    name: 'Lactate ≥ 4 mmol/L',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'Surviving Sepsis Campaign 2021',
    matches: lab('lactate', (r) => value(r) >= 4),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock' }],
    immediateActions: ['IV crystalloid 30 mL/kg; find the cause [sepsis, hemorrhage, ischemia]'],
    workup: ['Repeat lactate within 2–4 hours'],
    differential: [
      {
        condition: 'Tissue hypoperfusion: sepsis, hemorrhage, mesenteric ischemia',
        why: 'Lactate ≥ 4 mmol/L',
      },
    ],
  },
  {
    id: 'severe-anemia',
    name: 'Severe anemia',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'AABB 2023 Red Blood Cell Transfusion Guidelines',
    matches: allOf(severeAnaemia, anaemiaNotCompensated),
    immediateActions: ['IV access, group and cross-match; look for bleeding'],
    workup: ['Full blood count, reticulocytes, hematinics, hemolysis screen, coagulation'],
    differential: [{ condition: 'Acute blood loss or hemolysis', why: 'Hb below 7 g/dL' }],
  },
  {
    id: 'severe-anemia-compensated',
    name: 'Severe anemia, circulation compensated',
    system: 'hematology-oncology',
    esiFloor: 3,
    guideline: 'AABB 2023 Red Blood Cell Transfusion Guidelines; BSH 2012 Blood transfusion',
    resources: [
      { resource: 'labs', why: 'group and cross-match, blood count, haematinics, renal function' },
      { resource: 'parenteralMedication', why: 'blood transfusion or IV iron' },
    ],
    matches: allOf(severeAnaemia, none(anaemiaNotCompensated)),
    immediateActions: ['Ask about bleeding, black stools and chest pain; repeat observations'],
    workup: ['Full blood count, film, haematinics, group and save'],
    differential: [
      {
        condition: 'Chronic iron deficiency, marrow failure or haemolysis',
        why: 'Hb below 7 g/dL, circulation holding',
      },
    ],
  },
  {
    id: 'critical-thrombocytopenia',
    name: 'Critical thrombocytopenia',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'BSH 2016 Platelet Transfusion Guidelines; ASH 2019 ITP',
    matches: lab('platelets', (r) => value(r) < 20),
    immediateActions: ['Bleeding precautions; hematology review; avoid IM injections'],
    workup: ['Blood film, coagulation, hemolysis screen'],
    differential: [{ condition: 'ITP, TTP, marrow failure, DIC', why: 'Platelets below 20 x10^9/L' }],
  },
  {
    // 20 to 50 x10^9/L, new and unexplained: not an emergency without bleeding, but not for a letter.
    id: 'new-thrombocytopenia',
    name: 'New thrombocytopenia',
    system: 'hematology-oncology',
    esiFloor: 3,
    guideline: 'BSH 2016 Platelet Transfusion Guidelines; ASH 2019 ITP',
    resources: [
      { resource: 'labs', why: 'repeat count with a blood film, coagulation and haemolysis screen' },
      { resource: 'specialtyConsultation', why: 'same-day haematology opinion' },
    ],
    matches: allOf(
      lab('platelets', (r) => value(r) >= 20 && value(r) < 50),
      none(knownLowPlatelets),
    ),
    immediateActions: ['Ask about bleeding, new drugs [quinine, heparin] and infection; examine for purpura'],
    workup: ['Blood film to exclude clumping, TTP and leukaemia'],
    differential: [
      { condition: 'ITP, drug-induced thrombocytopenia, marrow disease', why: 'Platelets below 50 x10^9/L' },
    ],
  },
  {
    id: 'supratherapeutic-inr-bleeding',
    name: 'INR > 5 with bleeding',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'ACCP CHEST 2012 Antithrombotic Therapy; BSH 2011 warfarin reversal',
    matches: allOf(
      lab('inr', (r) => value(r) > 5),
      bleeding,
    ),
    immediateActions: ['Hold warfarin; vitamin K IV; prothrombin complex concentrate if major bleeding'],
    workup: ['Repeat INR, full blood count, cross-match'],
    differential: [{ condition: 'Over-anticoagulation with bleeding', why: 'INR above 5' }],
  },
  {
    id: 'supratherapeutic-inr',
    name: 'INR above 5 without bleeding',
    system: 'hematology-oncology',
    esiFloor: 3,
    guideline: 'BSH 2011 Guidelines on oral anticoagulation with warfarin; ACCP CHEST 2012',
    resources: [{ resource: 'labs', why: 'repeat INR and blood count' }],
    matches: allOf(
      lab('inr', (r) => value(r) > 5),
      none(bleeding),
    ),
    immediateActions: [
      'Withhold one or two doses of warfarin; oral vitamin K 1-5 mg if INR above 8',
      'Ask about and examine for bleeding; review interacting drugs',
    ],
    workup: ['Repeat INR within 24 hours, full blood count'],
    differential: [{ condition: 'Over-anticoagulation', why: 'INR above 5 without reported bleeding' }],
  },
  {
    id: 'severe-acidemia',
    name: 'Severe acidemia [pH < 7.2]',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'ESI v4 Implementation Handbook; ADA 2024 Hyperglycemic Crises',
    matches: anyOf(
      lab('ph', (r) => value(r) < 7.2),
      lab('bicarbonate', (r) => value(r) < 12),
    ),
    immediateActions: [
      'Senior review; identify the cause [DKA, lactic acidosis, toxic alcohol, renal failure]',
    ],
    workup: ['Blood gas with anion gap, lactate, ketones, osmolar gap, renal function'],
    differential: [
      { condition: 'Metabolic or respiratory acidosis', why: 'pH below 7.2 or bicarbonate below 12' },
    ],
  },
  {
    id: 'severe-neutropenia',
    name: 'Severe neutropenia',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'NICE CG151 Neutropenic sepsis',
    matches: lab('neutrophils', (r) => value(r) < 0.5),
    immediateActions: ['Protective isolation; treat any fever as neutropenic sepsis'],
    workup: ['Blood cultures if febrile, full blood count, film'],
    differential: [
      { condition: 'Chemotherapy-induced or marrow neutropenia', why: 'Neutrophils below 0.5 x10^9/L' },
    ],
  },
  {
    id: 'rhabdomyolysis',
    name: 'Rhabdomyolysis',
    system: 'metabolic',
    esiFloor: 3,
    guideline: 'UK Kidney Association / RCEM rhabdomyolysis guidance; KDIGO 2012 AKI',
    resources: [
      { resource: 'labs', why: 'CK, renal function, potassium, calcium, urinalysis for blood' },
      { resource: 'ivFluids', why: 'IV crystalloid to keep the urine flowing' },
    ],
    // A high CK, or before any result the muscles and the urine that tell it (RCEM: treat on suspicion).
    matches: anyOf(
      lab('ck', (r) => value(r) >= RHABDOMYOLYSIS_CK_U_PER_L),
      allOf(painfulMuscles, darkUrine),
      says('rhabdomyolysis', 'rhabdo'),
    ),
    escalations: [
      {
        when: anyOf(
          raisedCreatinine,
          lab('potassium', (r) => value(r) >= 5.5),
          allOf(
            darkUrine,
            lab('ck', (r) => value(r) >= RHABDOMYOLYSIS_CK_U_PER_L),
          ),
          lab('ck', (r) => value(r) >= 15_000),
        ),
        esiFloor: 2,
        reason: 'kidneys or potassium at risk',
      },
    ],
    immediateActions: ['IV fluids; potassium and ECG; measure urine output'],
    workup: ['Repeat CK and renal function; look for compartment syndrome'],
    differential: [
      {
        condition: 'Exertional, crush, long-lie, drug or statin rhabdomyolysis',
        why: 'CK of 5,000 U/L or more, or painful muscles with dark urine',
      },
    ],
  },
  {
    id: 'severe-hypokalemia',
    name: 'Severe hypokalaemia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'UK Renal Association / Society for Endocrinology: severe hypokalaemia below 2.5 mmol/L',
    matches: lab('potassium', (r) => value(r) < 2.5),
    immediateActions: ['Cardiac monitoring and ECG; IV potassium by infusion pump; check magnesium'],
    workup: ['Repeat potassium, magnesium, renal function, venous gas'],
    differential: [
      { condition: 'Diuretics, vomiting or diarrhoea, refeeding', why: 'Potassium below 2.5 mmol/L' },
    ],
  },
  {
    id: 'moderate-hypokalemia',
    name: 'Moderate hypokalaemia',
    system: 'metabolic',
    esiFloor: 3,
    guideline: 'UK Renal Association / Society for Endocrinology: hypokalaemia 2.5-2.9 mmol/L',
    resources: [
      { resource: 'labs', why: 'repeat potassium, magnesium and renal function' },
      { resource: 'parenteralMedication', why: 'IV potassium replacement' },
    ],
    matches: lab('potassium', (r) => value(r) >= 2.5 && value(r) < 3),
    immediateActions: ['ECG; replace potassium and magnesium'],
    workup: ['Repeat potassium after replacement'],
    differential: [{ condition: 'Diuretics, vomiting or diarrhoea', why: 'Potassium 2.5-2.9 mmol/L' }],
  },
  {
    id: 'neonatal-hyperbilirubinemia',
    name: 'Newborn bilirubin at a treatment threshold',
    system: 'pediatric',
    esiFloor: 3,
    guideline: 'NICE CG98 Jaundice in newborn babies under 28 days [treatment threshold graphs]',
    resources: [
      { resource: 'labs', why: 'repeat serum bilirubin, blood group and DAT, full blood count' },
      { resource: 'specialtyConsultation', why: 'paediatric review for phototherapy' },
    ],
    matches: allOf(
      ageDays(0, 28),
      lab('bilirubin', (r) => value(r) >= NEWBORN_PHOTOTHERAPY_BILIRUBIN_MG_DL),
    ),
    escalations: [
      {
        when: anyOf(
          lab('bilirubin', (r) => value(r) >= NEWBORN_URGENT_BILIRUBIN_MG_DL),
          drowsyOrFeedingPoorly,
        ),
        esiFloor: 2,
        reason: 'near the exchange threshold, or drowsy and not feeding',
      },
    ],
    immediateActions: ['Start phototherapy without waiting for the repeat level if above the line'],
    workup: ['Serum bilirubin with conjugated fraction; plot on the NICE threshold graph for age in hours'],
    differential: [
      { condition: 'Haemolysis, breastfeeding jaundice, sepsis', why: 'Bilirubin at a treatment threshold' },
    ],
  },
  {
    id: 'severe-hypercalcemia',
    name: 'Severe hypercalcemia',
    system: 'metabolic',
    esiFloor: 2,
    guideline: 'Society for Endocrinology 2016 Emergency guidance: acute hypercalcaemia',
    matches: lab('calcium', (r) => value(r) >= 14),
    immediateActions: ['IV 0.9% saline rehydration; then IV bisphosphonate'],
    workup: ['PTH, vitamin D, renal function, ECG'],
    differential: [
      { condition: 'Malignancy or hyperparathyroidism', why: 'Calcium ≥ 14 mg/dL [3.5 mmol/L]' },
    ],
  },
  {
    id: 'digoxin-toxicity',
    name: 'Symptomatic digoxin toxicity',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'TOXBASE Digoxin; digoxin-specific antibody fragments (DigiFab) indications',
    // A level above the range with what digoxin does when it accumulates: nausea, vomiting, yellow or
    // blurred vision, a slow pulse, confusion, or a raised potassium.
    matches: anyOf(
      // At the bedside, before a level: a patient on digoxin who sees yellow or green halos, feels sick or
      // vomits, with a pulse under 50 or a clouded mind.
      allOf(
        takes('digoxin'),
        says(
          '(seeing |sees |everything looks |things look )?(yellow|yellowish|green) (tinge|halos?|vision|colou?r)?',
          'yellowish',
          'halos',
          'xanthopsia',
          'nause*',
          'vomit*',
          'off (his |her |their )?food',
          'poor appetite',
        ),
        anyOf(
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => (v.heartRate ?? 100) < 50,
          ),
          alteredMentalStatus,
        ),
      ),
      allOf(
        digoxinAboveRange,
        anyOf(
          says(
            'nause*',
            'vomit*',
            'off (his |her |their )?food',
            'yellow*',
            'green (tinge|halos?)',
            'halos',
            'blurred vision',
            'visual disturbance',
            'brady*',
            'slow pulse',
            'confus*',
            'palpitation*',
            'dizz*',
            'faint*',
          ),
          alteredMentalStatus,
          hypotension,
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => (v.heartRate ?? 100) < 60,
          ),
          lab('potassium', (r) => value(r) > 5.0),
        ),
      ),
    ),
    immediateActions: [
      'Cardiac monitoring and a 12-lead ECG now; hold digoxin',
      'Digoxin-specific antibody fragments for a life-threatening arrhythmia, potassium above 6 or end-organ effects',
    ],
    workup: ['Digoxin level [6 h post-dose], potassium, magnesium, renal function'],
    differential: [{ condition: 'Digoxin toxicity', why: 'Level above the range with symptoms' }],
  },
  {
    id: 'prolonged-qtc',
    name: 'QTc of 500 ms or more',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'AHA/ACCF 2010 Scientific Statement: Prevention of Torsade de Pointes in Hospital Settings',
    matches: qtcAtLeast500,
    immediateActions: [
      'Continuous cardiac monitoring; stop QT-prolonging drugs',
      'Check and replace potassium (to 4.5-5) and magnesium; IV magnesium for torsade de pointes',
    ],
    workup: ['Repeat 12-lead ECG, potassium, magnesium, calcium; review medicines'],
    differential: [{ condition: 'Drug-induced or electrolyte long QT', why: 'QTc of 500 ms or more' }],
  },
  {
    id: 'toxic-acetaminophen-level',
    name: 'Toxic acetaminophen level',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'MHRA 2012 / Rumack-Matthew nomogram [treatment line 100 mg/L at 4 h]',
    matches: lab('acetaminophen', (r) => value(r) >= 100),
    immediateActions: ['Start IV acetylcysteine now'],
    workup: ['INR, liver function, renal function, repeat level'],
    differential: [{ condition: 'Acetaminophen poisoning', why: 'Level at or above the treatment line' }],
  },
];
