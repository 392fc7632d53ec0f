import {
  ageYears,
  allOf,
  anyOf,
  fever,
  historyOf,
  lab,
  none,
  pregnant,
  says,
  saysBeforeNegation,
  tachycardia,
  takes,
  vital,
  type Matcher,
} from '../red-flags/matchers';
import {
  bowelStillPassingWind,
  chlamydiaComplication,
  correctedHypoglycaemia,
  highGlucose,
  likelySpuriousPotassium,
  ROSEOLA_TOLD,
  SECOND_DOSE_PHRASES,
  TWO_DOSES_OF,
  WRONG_PERSONS_MEDICINE,
  oneExtraDoseOfParacetamol,
  vomiting,
} from '../red-flags/common-phrases';
import { labsWhenOlder, mildPain, need } from './common-needs';
import type { LabResult } from '../reading/labs.parser';
import type { ComplaintDefinition } from './complaint.types';

/** A fever with a minor source a clinician can see (a cold, an ear, a throat): no blood tests. */
const minorFeverSource = says(
  'runny nose',
  'cold symptoms',
  'coryza*',
  'sore throat',
  'ear ?ache',
  'ear pain',
  'pulling at (his|her) ear',
  'cough*',
  'sneez*',
  'blocked nose',
  // A baby's cold as a parent says it: "a bit snuffly", "snotty nose", "stuffy nose".
  'snuffl*',
  'snott*',
  'stuffy nose',
  'congest*',
  'flu[- ]like',
  'upper respiratory tract infection',
  'chickenpox',
  'hand,? foot and mouth',
  'roseola',
  ROSEOLA_TOLD,
  'teething',
  // The fever expected in the day or two after routine immunisations (meningococcal B above all), and a week
  // or two after the one-year MMR ("after his one-year jabs").
  /\b(?:after|since|following) (?:(?:his|her|their|the|routine|baby|mmr|\w+[- ](?:week|month|year)|\w+ (?:week|month|year)|first birthday|1st birthday) )*(?:immuni[sz]ations?|vaccinations?|vaccines?|jabs|mmr)\b/,
  /\bhad (?:his|her|their) (?:routine |baby |\w+[- ]week |\w+[- ]month |\w+[- ]year )?(?:immuni[sz]ations?|vaccinations?|vaccines?|jabs) (?:yesterday|today|this morning|last night)\b/,
  /\bpost[- ]?(?:vaccination|immuni[sz]ation)\b/,
);

/**
 * Back from travel within weeks: a fever then needs blood tests whatever source seems evident, for what
 * the journey may have brought (malaria, dengue, typhoid, legionella, hepatitis).
 */
const returnedTraveller = says(
  /\b(?:came back|come back|returned|got back|flew back|flew in|arrived back|back)\b[^.;\n]{0,30}\bfrom\b[^.;\n]{0,40}\b(?:holiday|trip|travel\w*|abroad|overseas|visit\w*|vacation|pilgrimage|safari|backpacking)\b/,
  /\b(?:recent(?:ly)? (?:travel\w*|returned from|back from)|returned traveller|returning traveller)\b/,
);

/**
 * "A mild temperature" measured below 38 °C, with no fever told: nothing to find a source for. A fever
 * told ("fever of 39 at home", "feverish") stands whatever the reading now.
 */
const noFeverMeasured = allOf(
  vital(
    (v) => `Temp ${v.temperatureC} C`,
    (v) => v.temperatureC !== undefined && v.temperatureC < 38,
  ),
  none(says('fever*', 'febrile', 'pyrexi*', 'high temperature', 'rigors', 'hot to touch', 'chills')),
);

/** Tests a result is named by when someone comes about it. */
const resultTest =
  '(blood|bloods|lab|test|thyroid|tsh|iron|ferritin|cholesterol|lipids?|liver|lfts?|kidney|renal|sugar|glucose|hba1c|inr|psa|urine|platelets?|vitamin d|blood count|fbc|potassium|sodium|calcium|urate|b12|folate|cortisol)';

const askingAboutAResult = says(
  'wants? to (know|discuss|understand|check)',
  'asks?',
  'asked',
  'asking',
  // A belief about the number is a question too: "thinks 110 is dangerously high".
  'thinks?',
  'believes?',
  'is (it|this|that) (dangerous|serious|bad|normal)',
  'question*',
  'explain*',
  'should (i|she|he|we)',
  '(do|does) (i|she|he|we) need',
  'what (happens|to do) next',
  '(worried|panicked|frightened|anxious|concerned)',
  'cop(y|ies) of',
);
const saysTheyAreWell = anyOf(
  says(
    '(i |he |she |they )?(feels?|felt|feeling) (completely |absolutely |perfectly |totally )?(fine|well|ok|okay|normal)',
    'otherwise (fit and )?well',
    'asymptomatic',
    '(his|her|their|my) usual self',
    // A child's wellness as a parent tells it.
    'thriving',
    'eating well',
    'playing (normally|happily|as usual)',
    'active and (well|playing)',
    // "Well." as a sentence of its own. The punctuation is looked behind, not matched: a match may not
    // start right after a letter, so one starting at the full stop of "employer. Well." was never found.
    /(?<=^|[.;,:] )well(?=[.;,]|$)/,
  ),
  // Said by denying, which the affirmed text sets aside: "No symptoms, not jaundiced".
  saysBeforeNegation('(no|nil|denies any|without any) (symptoms|complaints)', 'symptom[- ]free'),
);
/**
 * The results brought are normal: every value read lies inside the reference (or target) range printed
 * beside it, none is flagged, and none is a positive screen. Nothing is assumed normal: at least one range
 * must be there to compare with.
 */
const resultsInRange: Matcher = (facts) => {
  const results = facts.labs;
  const compared = results.filter(
    (result) =>
      result.value !== undefined && result.referenceLow !== undefined && result.referenceHigh !== undefined,
  );
  return compared.length && !results.some(readOutsideItsRange)
    ? [`results within range: ${compared.map((r) => r.source).join('; ')}`]
    : null;
};

/** A result flagged, positive, or outside the range printed beside it. */
function readOutsideItsRange(result: LabResult): boolean {
  return (
    result.flag !== undefined ||
    result.qualitative === 'positive' ||
    (result.value !== undefined &&
      ((result.referenceLow !== undefined && result.value < result.referenceLow) ||
        (result.referenceHigh !== undefined && result.value > result.referenceHigh)))
  );
}

const referredToRepeat = says(
  '(please|to|for) (repeat|recheck)',
  'repeat (urgently|today|now)',
  'urgent (repeat|recheck)',
  // A test asked for, not a result asked about: "asked for an INR check", "sent for an INR", "INR requested".
  '(asked|asking|sent|referred) (us |me )?(for|to (have|get|do)) (an? |the |her |his |their )?(inr|blood test|bloods|blood count|potassium|level)( check| test)?',
  '(inr|blood test|bloods|level)( check| test)? (requested|required|needed|wanted)',
  'request* (an? |the )?(inr|blood test|bloods)( check| test)?',
);
/**
 * The repeat already done and back normal: "repeat was normal", or a haemolysed potassium whose repeat
 * came back ("repeat taken this morning, result back 4.3").
 */
const repeatAlreadyNormal = anyOf(
  says(/\brepeat\w*\b[^.;]{0,60}?\b(?:normal|fine|ok|okay|unremarkable|within range)\b/),
  allOf(likelySpuriousPotassium, says(/\brepeat\w*\b[^.;]{0,60}?\b(?:back|result|came)\b/)),
);
/** Results the writer calls normal: "FBC and CRP normal", "bloods all came back fine". */
const resultsSaidNormal = saysBeforeNegation(
  /\b(?:fbc|crp|esr|bloods?|blood (?:tests?|results?)|results?|tests?|u ?& ?es?|lfts?|tfts?|swabs?|cultures?)(?: (?:and|&) (?:fbc|crp|esr|u ?& ?es?|lfts?|tfts?))? (?:are |were |all |both |have |has |came back |come back )*(?:normal|negative|fine|clear|unremarkable|nad)\b/,
);
/** A culture or swab whose only consequence is an oral prescription: "needs her antibiotic changed". */
const resultChangesOnlyAPrescription = allOf(
  says(/\b(?:urine culture|msu|swabs?|cultures?|sensitivit\w*|grew|resistant)\b/),
  says(
    /\b(?:prescription|antibiotics? (?:changed|switched)|change (?:of |her |his |the )?antibiotics?|switch\w*|needs? (?:a course of |some )?(?:tablets|antibiotics)|(?:i |she |he )?need (?:some )?tablets)\b/,
  ),
);
/** A blood culture growing bacteria: a bacteraemia until proven a contaminant. */
const bloodCulturePositive = says(
  /\bblood cultures?\b[^.;]{0,60}?\b(?:positive|grew|growing|grown|gram[- ]?(?:positive|negative)|cocci|rods|bacteria)\b/,
  /\bpositive blood cultures?\b/,
  'bacteraemi*',
  'bacteremi*',
);

/** A well patient asking what a result means, not sent in to have it repeated. */
const wellPatientAsking = allOf(askingAboutAResult, saysTheyAreWell, none(referredToRepeat));

/** Tests an emergency department does not repeat: screening and outpatient markers. */
const outpatientTest = says(
  'psa',
  '(vitamin )?b12',
  'folate',
  'ferritin',
  'hba1c',
  'a1c',
  'cholesterol',
  'lipids?',
  'lipid (panel|profile)',
  'triglycerides?',
  'vitamin d',
  'pre-?diabet*',
);
/** No acute value read out of range: nothing flagged, nothing outside its printed range. */
const noAcuteValueOutOfRange: Matcher = (facts) => (facts.labs.some(readOutsideItsRange) ? null : []);
/** A screening or outpatient result brought in by a patient with no acute value out of range. */
const outpatientResultOnly = allOf(
  outpatientTest,
  noAcuteValueOutOfRange,
  none(
    says(
      '(high|raised|low|abnormal) (potassium|sodium|calcium|creatinine|troponin|inr|h(a)?emoglobin|platelets|neutrophils|white count)',
      '(potassium|sodium|calcium|creatinine|troponin|inr|platelets) (is |was )?(very )?(high|raised|low|abnormal)',
    ),
  ),
  none(referredToRepeat),
);

/**
 * An INR read in or above its range but below 5, with no bleeding: the dose is reduced or held and the
 * INR rechecked in the clinic (BSH 2011 warfarin guideline), not repeated in the ED. From 5 up, the INR
 * is repeated before vitamin K.
 */
const inrBelowFiveWithoutBleeding = allOf(
  // Not below its range: a low INR with a mechanical valve needs bridging.
  lab(
    'inr',
    (result) => result.value !== undefined && result.value < 5 && result.value >= (result.referenceLow ?? 2),
  ),
  none(
    says(
      'bleed*',
      'bled',
      'bruis*',
      'epistaxis',
      'nosebleed',
      'blood in',
      'black (stools?|poo|tarry)',
      'melaena',
      'melena',
      'ha?ematuria',
      'haemoptysis',
      'hemoptysis',
      'head (injury|strike)',
      'fall*',
      'fell',
    ),
  ),
);

/**
 * 15 mmol/L, where sick-day rules ask for ketones and a call: at or below it, in a well patient with low
 * ketones, raised sugars are a sick day's or a steroid's, managed at home.
 */
const MODEST_GLUCOSE_MG_DL = 270;
/** What a high sugar shows when it is tipping into ketoacidosis. */
const ketoacidosisSigns = says(
  'vomit*',
  'abdominal pain',
  'drowsy',
  'confus*',
  'breathing fast',
  'deep breathing',
);
/** Every glucose the case gives is at most the value (and at least one is given). */
const glucoseAllAtMost =
  (mgPerDl: number): Matcher =>
  (facts) => {
    const glucose = facts.labs.filter((result) => result.analyte === 'glucose');
    return glucose.length && glucose.every((result) => (result.value ?? Infinity) <= mgPerDl)
      ? [`glucose at most ${Math.round(mgPerDl / 18)} mmol/L`]
      : null;
  };

/**
 * Operations a note names, in full or by their letters. Not a caesarean: "three weeks after my caesarean"
 * dates the weeks after a birth (mastitis, low mood), and its wound's problems name the wound.
 */
const NAMED_OPERATION =
  '(?:appendic?ectomy|appendectomy|cholecystectomy|lap(?:aroscopic)? chole|hernia repair|mesh repair|hysterectomy|tah|bso|laparotomy|laparoscopy|hemicolectomy|mastectomy|thyroidectomy|hip replacement|knee replacement|thr|tkr)';
/** The operation's wound has changed: red, swollen, hot, leaking or infected. */
const surgicalSiteChanged = says(
  /\b(?:wound|incision|scar|port site|suture line)\b[^.;]{0,40}?\b(?:red|redness|reddened|reddening|pus|ooz\w*|leak\w*|discharg\w*|infect\w*|swollen|hot|cellulitis)\b/,
  /\b(?:red|infected|leaking|oozing|discharging|hot|swollen|weeping) (?:[\w,]+ ){0,2}(?:wound|incision|scar|port site)\b/,
  'wound infection',
);
/** A joint replacement, by its names and letters. */
const JOINT_REPLACEMENT =
  '(?:(?:hip|knee|shoulder|joint) replacement|arthroplasty|thr|tkr|uka|hemiarthroplasty)';

/** An INR check missed or due on warfarin: "no INR check since starting warfarin", "INR overdue". */
const INR_CHECK_DUE = [
  '(no|missed|overdue|due an?|needs? an?) inr( check| test| monitoring)?',
  'inr (check|test|monitoring) (is )?(due|overdue|missed)',
];
/** A medicine gone without for a time: "not had my blood thinner for 5 days"; `also` is one more verb. */
const goneWithout = (also: string, medicines: string) =>
  `(not had|haven'?t had|hasn'?t had|has not had|have not had|gone without|been without|${also}) (my |his |her |their |any )?(\\w+ ){0,2}(${medicines}) (for|since|in) `;

/** Where an operation's wound is, as a complaint box names it. */
const SURGICAL_WOUND_SITE =
  '(surgical|hernia|operation|op|post-?op|caesarean|c-?section|hysterectomy|laparotomy|mastectomy|incision|scar|stoma|port|drain|mesh)';

export const generalMinorComplaints: ComplaintDefinition[] = [
  {
    id: 'fever',
    name: 'Fever',
    group: 'general-minor',
    terms: [
      'fever*',
      'febrile',
      'pyrexi*',
      'high temperature',
      'rigors',
      'chills',
      'hot to touch',
      'feverish',
    ],
    // "Hot flushes" are the menopause's, not a temperature.
    complaintFieldTerms: ['temp', 'temperature', /hot(?! ?(?:flush|flash)\w*)/, 'fever and cough'],
    resources: [need('labs', 'blood count, CRP, cultures and urinalysis to find the source')],
    adjustments: [
      {
        when: allOf(minorFeverSource, ageYears(0.25, 65), none(tachycardia), none(returnedTraveller)),
        remove: ['labs'],
        why: 'a minor source is evident in a well patient: no blood tests',
      },
      {
        when: allOf(noFeverMeasured, ageYears(0.25, 65)),
        remove: ['labs'],
        why: 'a temperature measured below 38 °C, and no fever told: no source to search for',
      },
      {
        when: allOf(minorFeverSource, ageYears(0.25, 16), none(returnedTraveller)),
        remove: ['labs'],
        why: 'a child with a fever and an evident minor source: examination only (NICE NG143 traffic light)',
      },
      {
        // A young child with a urine infection and fever who is vomiting cannot keep oral antibiotics down
        // (NICE NG224): IV antibiotics.
        when: allOf(
          ageYears(0, 16),
          says(
            '(wee|pee|urine|nappies?|diapers?) (\\w+ )?(smells?|smelly|stinks?|strong|cloudy)',
            'urin\\w* infection',
            'uti',
            'dysuria',
            'stings? when (she|he) (wees|pees)',
          ),
          vomiting,
        ),
        add: [need('parenteralMedication', 'IV antibiotics for a febrile urine infection with vomiting')],
      },
      labsWhenOlder,
    ],
    guideline: 'NICE NG51 Sepsis; NICE NG143 Fever in under 5s',
    differential: [
      { condition: 'Infection: respiratory, urinary, skin, intra-abdominal', why: 'Look for a source' },
      { condition: 'Sepsis', why: 'Screen every fever with NEWS2 or the paediatric traffic light' },
    ],
    workup: [
      'Find the source; urinalysis',
      'Full blood count, CRP and blood cultures if no source or unwell',
    ],
    immediateActions: ['Antipyretic; sepsis screen [NEWS2, qSOFA, NICE traffic light in children]'],
  },
  {
    id: 'hyperglycemia',
    name: 'Hyperglycaemia',
    group: 'general-minor',
    terms: [
      'hyperglycemia',
      'high (blood )?sugars?',
      'high (blood )?glucose',
      'sugars? (are |is )?high',
      'glucose (is )?high',
      // "Her sugars have been over 22 all day", "BMs running at 25".
      '(sugars?|glucose|bms?|cbgs?) (have been |has been |are |is |been |running |staying |keeps? )+(over|above|at) \\d\\d',
      // "My sugars have been 18-19 on my meter", "sugar's high": 15 mmol/L and over, as a meter shows it.
      '(sugars?|glucose|bms?|cbgs?) (have been |has been |are |is |been |running |staying |was |were |keeps? )+(about |around |like )?(1[5-9]|2[0-9]|3[0-4])(\\.[0-9])?( ?- ?[1-3][0-9])?( ?mmol)?',
      "sugar'?s (really |very |so |too )?high",
      'bst high',
      'bsl high',
      'bgl high',
      'uncontrolled diabetes',
      // A meter that reads "HI", as the abbreviation table puts it.
      'above the meter range',
      // A home meter's reading: "high reading on glucose meter", "home meter 14 mmol/L", "meter read 12.8".
      'high reading on (my |her |his |their |the )?(home )?(glucose|sugar|blood sugar|blood glucose|bm|diabetes|diabetic) (meter|monitor|machine|sensor)',
      '(glucose|sugar|blood sugar|blood glucose|bm|home) (meter|monitor|sensor) (read |reads |reading |said |showed |shows |was |of )?(about |around )?\\d\\d?(\\.\\d)?( ?mmol)?',
      'meter (read|reads|said|showed|shows) (about |around )?\\d\\d?(\\.\\d)? ?mmol',
      // New diabetes as a parent tells it: thirst, wetting the bed again, weight lost.
      'new(ly diagnosed)? diabet*',
      'drinking (loads|lots|so much|all the time|constantly|gallons)',
      '(always|constantly|so|really) thirsty',
      'excessive(ly)? thirst*',
      'wetting the bed again',
    ],
    // The thirst and the wet bed are diabetes only with a high glucose, or when the diabetes is named.
    requires: anyOf(
      highGlucose,
      historyOf('diabet*'),
      says(
        'hyperglycemia',
        'high (blood )?(sugars?|glucose)',
        '(sugar|glucose)s? (are |is )?high',
        "sugar'?s (really |very |so |too )?high",
        'diabet*',
        'above the meter range',
        'bst high',
        'bsl high',
        'bgl high',
      ),
    ),
    resources: [need('labs', 'glucose, ketones, electrolytes and blood gas')],
    adjustments: [
      {
        // A sick-day or steroid question in known diabetes: every sugar at or under 15 mmol/L, no thirst,
        // vomiting or drowsiness, ketones low if measured, the patient well. The meter and advice answer
        // it, and point-of-care tests are no ESI resource (JBDS sick-day rules; steroid hyperglycaemia).
        when: allOf(
          historyOf('diabet*', 't1dm', 't2dm'),
          glucoseAllAtMost(MODEST_GLUCOSE_MG_DL),
          none(lab('ketones', (result) => result.value === undefined || result.value >= 0.6)),
          none(says('thirst*', 'polyuria', 'polydipsia', 'peeing a lot')),
          none(ketoacidosisSigns),
          anyOf(
            says(
              'feels? (fine|well|ok|okay)',
              'looks well',
              'well otherwise',
              'otherwise well',
              'eating (and|\\+) drinking',
              'eating normally',
            ),
            saysBeforeNegation('no (other )?symptoms', 'asymptomatic'),
          ),
        ),
        remove: ['labs'],
        why: 'sugars at most 15 mmol/L in a well patient with known diabetes and low ketones: the meter and sick-day advice, no blood tests',
      },
      {
        // Not in known diabetes when ketones measured are low and the patient eats and drinks: oral
        // fluids and the missed medicine restarted (JBDS 2023), the blood tests alone. A first diagnosis
        // keeps them.
        when: allOf(
          anyOf(
            says('thirst*', 'polyuria', 'polydipsia', 'passing (a lot of|lots of) urine', 'peeing a lot'),
            lab('glucose', (result) => (result.value ?? 0) >= 360),
          ),
          none(
            allOf(
              historyOf('diabetes', 'type (1|2) diabetes', 't2dm', 't1dm'),
              lab('ketones', (result) => result.value !== undefined && result.value < 0.6),
              says('eating and drinking', 'drinking (well|normally|fine|plenty|ok|okay)'),
              none(says('vomit*', 'drowsy', 'confus*')),
            ),
          ),
        ),
        add: [need('ivFluids', 'IV fluids for hyperglycaemia with osmotic symptoms')],
      },

      {
        when: anyOf(
          ketoacidosisSigns,
          says('ketones (large|high|moderate|\\+\\+|3\\+|positive)', 'ketones large'),
        ),
        add: [need('ivFluids', 'IV fluids for dehydration'), need('parenteralMedication', 'IV insulin')],
      },
    ],
    guideline: 'JBDS 2023 DKA; ADA 2024 Hyperglycaemic Crises',
    differential: [
      { condition: 'Uncontrolled diabetes', why: 'Missed doses, illness, steroids' },
      { condition: 'DKA or HHS', why: 'With vomiting, abdominal pain, drowsiness or ketones' },
    ],
    workup: ['Capillary glucose and ketones', 'Venous gas, electrolytes, renal function'],
    immediateActions: ['Capillary ketones now'],
  },
  {
    id: 'hypoglycemia',
    name: 'Hypoglycaemia',
    group: 'general-minor',
    terms: ['hypoglycemia', 'hypo', 'low (blood )?sugars?', 'low (blood )?glucose', 'sugars? (is |are )?low'],
    resources: [need('labs', 'glucose monitoring and electrolytes')],
    adjustments: [
      {
        when: allOf(
          correctedHypoglycaemia,
          none(takes('sulfonylurea')),
          none(says('overdose', 'long[- ]acting insulin', 'not eating', 'unexplained', 'no (clear )?cause')),
        ),
        remove: ['labs'],
        why: 'insulin hypoglycaemia with a clear cause, corrected by mouth: repeat finger-stick glucose (point of care) and food',
      },
      {
        when: anyOf(takes('sulfonylurea'), says('overdose', 'long[- ]acting insulin', 'not eating')),
        add: [need('parenteralMedication', 'IV dextrose infusion: recurrence is likely')],
      },
    ],
    guideline: 'JBDS 2023 Hospital management of hypoglycaemia',
    differential: [
      { condition: 'Insulin or sulfonylurea excess, missed meal, alcohol', why: 'Common causes' },
    ],
    workup: ['Repeat capillary glucose every 15 minutes until stable'],
    immediateActions: ['15–20 g fast-acting glucose by mouth if alert; IV dextrose or glucagon if not'],
  },
  {
    id: 'medication-request',
    name: 'Medication request / prescription refill',
    group: 'general-minor',
    terms: [
      // A prescription refilled, not a capillary refill ("cap refill normal").
      /(?<!\b(?:cap|capillary|cap\.) )refill(?! (?:time|is|was|normal|<|>|brisk|sluggish|delayed|prolonged|under|over|less|more|\d))/,
      'ran out of',
      // "Out of BP tablets", "out of his inhalers".
      '(ran |run |running |is |am |are |has been |been )?out of (my |his |her |their |the )?(\\w+ ){0,2}(tablets|pills|meds|medications?|medicines?|inhalers?|insulin|prescription)',
      'run out of',
      // Said the clerk's way: "ran out BP tabs", "ran out BP meds 3 days ago".
      '(ran|run|running) out (of )?(my |his |her |their |the )?(\\w+ ){0,2}(tablets|tabs|pills|meds|medications?|medicines?|inhalers?|insulin)',
      'repeat prescription',
      'prescription (request|renewal)',
      'medication request',
      'medication (query|question|questions|review|advice)',
      '(question|questions|query|unsure) about (his |her |their |my |the )?(new )?(tablets|medication|medications|meds|pills|inhalers?|prescription)',
      "(doesn'?t|does not|don'?t|do not) know which (tablets|medication|medications|meds|pills) to take",
      'needs (more|a new supply of) (his |her )?(tablets|medication|meds)',
      'lost (his |her |my |their |all )?(his |her |my |their )?(medication|medications|medicines?|meds|tablets|pills|inhalers?|prescription)',
      // The medicines lost with the luggage: "tablets in the suitcase the airline lost", "suitcase with all
      // his tablets lost on a connecting flight".
      '(tablets|medicines?|medications?|meds|pills) (were |was |got |have been |had been )?(lost|stolen|missing|left behind)',
      '(suitcase|luggage|bag|case) with (all )?(his |her |my |their )?(tablets|medicines?|medications?|meds|pills)',
      '(tablets|medicines?|medications?|meds|pills) (were )?in (the |a |my |his |her |their )?(suitcase|luggage|case) (that )?(the airline|was|got)',
      // "Left regular medicines at home while away".
      'left (his |her |my |their |the )?(regular |usual |normal |daily )?(medication|medications|meds|medicines?|tablets|pills|inhalers?) (at home|behind)',
      'emergency supply',
      // Said the short way: "needs meds - ran out", "tablets ran out on Friday", "wants her script", "needs
      // inhaler script", "need inhaler refill".
      '(needs?|wants?) (his |her |my |their |more |usual |regular )*(\\w+ )?(meds|medications?|tablets|pills|script|prescription|refill)(?! for)',
      '(meds|medications?|medicines?|tablets|tabs|pills|inhalers?|insulin|script|prescription) (have |has |had )?(ran|run) out',
      // A medicine named with its dose left behind: "left sertraline 100 mg at home".
      'left (his |her |my |their )?\\w+ \\d+(\\.\\d+)? ?(mg|mcg|micrograms|units)( tablets)? (at home|behind)',
      // The medicine named: "lost my insulin pens", "left her hydrocortisone at home", "needs a supply".
      'lost (his |her |my |their |all )?(\\w+ )?(insulin|pens|inhaler|hydrocortisone|steroids?|epipens?|puffers?)',
      '(left|forgot|forgotten) (his|her|my|their) (\\w+ ){0,2}(insulin|pens|inhaler|hydrocortisone|steroids?|epipens?|puffers?|tablets|medication|medicine)',
      // A device that delivers the medicine broken: "cracked her only insulin pen", "inhaler snapped".
      '(broke|broken|cracked|snapped|smashed) (his |her |my |their |the )?(only )?(\\w+ ){0,2}(insulin pens?|pens?|inhalers?|puffers?|epipens?|spacer)',
      '(insulin pens?|inhalers?|puffers?|epipens?|spacer) (is |was |has |got |have )?(broken|broke|cracked|snapped|smashed)',
      '(just )?needs? a (new )?(prescription|supply)',
      // Devices and supplies run out: "sensor fell off and we've used our last spare", "need a new sensor".
      '(used|used up|run out of|ran out of|no more) (our|my|his|her|their|the) (last )?spares?',
      'needs? (a )?(new|replacement|spare) (glucose |sugar |libre |dexcom )?(sensor|sensors|pen needles|test strips|strips|lancets|infusion sets?|cannulas?|bags|supplies)',
      '(sensor|sensors|test strips|strips|lancets|supplies|infusion sets?) (or|and) (a )?prescription',
      'need (a )?(new )?(prescription|supply) (so|for|of)',
      // A medicine asked for or about by name: "requesting his antidepressant", "asking about his methadone".
      '(requesting|requests|asking (for|about)|asks (for|about)|wants) (his|her|their|my) (\\w+ ){0,2}(antidepressants?|medications?|medicines?|methadone|buprenorphine|tablets|inhalers?|insulin|prescription)',
      // Harm reduction: a kit, clean equipment, a missed substitution dose.
      'naloxone (kit|pack|supply)',
      '(wants|requests|requesting|asking for|asks for|needs) (a )?(take[- ]home )?naloxone',
      '(clean|sterile) (needles|syringes|injecting equipment|works)',
      'needle exchange',
      'sharps (bin|box|container)',
      'missed (\\w+ ){0,2}(methadone|buprenorphine|subutex|espranor) (dose|pick[- ]?up|script)?',
      // A dose forgotten: "forgot warfarin last night", "missed last night's dose", "whether to double up".
      "(forgot|forgotten|missed) (to take )?(my |his |her |their |last night's |this morning's |yesterday's |a |one |the )?(\\w+ )?(dose|doses|tablets?|tabs|pills?|meds|warfarin|insulin|apixaban|rivaroxaban|medication|medicine|contraceptive pill|pill)",
      // Medicines not brought into custody or a ward: "BP meds not brought in", "wants his meds".
      '(meds|medication|medications|medicines|tablets|tabs|pills) (were |was |have |has )?not (been )?(brought|bought|sent|given|taken) (in|with (him|her|them))',
      'wants (his |her |my |their )?(usual )?(meds|medication|medications|medicines|tablets)',
      '(whether|if) (she|he|they|i) (should|can|could) (double up|take (it|them|an extra|two))',
      'double up',
      // Days without an anticoagulant or a usual medicine: "not had my blood thinner for 5 days".
      goneWithout(
        'no',
        'blood thinners?|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|anticoagulants?|tablets|medication|medicines|insulin|inhalers?',
      ),
      ...INR_CHECK_DUE,
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          says(...INR_CHECK_DUE),
          // Warfarin missed for days is restarted on an INR (NICE CKS Anticoagulation - oral).
          allOf(
            takes('vitaminKAntagonist'),
            says(goneWithout('missed', 'blood thinners?|warfarin|anticoagulants?')),
          ),
        ),
        add: [need('labs', 'INR, with a blood count if bruised')],
      },
      {
        when: says(
          '(lithium|phenytoin|digoxin|valproate|carbamazepine|drug|blood) (level|levels|check|test)',
          'wants a level',
          'needs (a |his |her )?(blood test|bloods|level)',
          '(asks|asking|asked|wants|requests|requesting) (for )?(a |an )?(thyroid |blood |kidney |liver |drug |sugar )?(test|tests|blood test|bloods|level|levels|function test)',
        ),
        add: [need('labs', 'the blood test asked for, or a drug level or renal function before restarting')],
      },
    ],
    minor: true,
    differential: [{ condition: 'Medication supply only', why: 'Well patient requesting a refill' }],
    workup: ['Check blood pressure and adherence; no tests needed if well'],
    immediateActions: ['Bridge prescription and primary-care follow-up'],
  },
  {
    id: 'medication-error',
    name: 'Medication error: extra, double or wrong dose',
    group: 'general-minor',
    terms: [
      // "Took his blood pressure tablet twice", "took his amlodipine 5 mg twice this morning".
      'took (my |his |her |their )?(\\w+ ){0,3}(tablets?|pills?|medication|medicines?|meds|dose|doses|mg|mcg|micrograms?) twice',
      'double(d)? (the |a |my |his |her )?dose',
      'double dose',
      // "Extra dose", "possible extra lithium dose".
      'extra (\\w+ )?(dose|tablet|pill)',
      "took (an? |one of )?(\\w+ )?(wrong|someone else's|his wife's|her husband's) (tablet|pill|medication|medicine|capsule)",
      'wrong (tablet|pill|medication|medicine|dose)',
      'took (the |a )?(wrong|extra)',
      'took too much (\\w+ )?(paracetamol|acetaminophen|ibuprofen|\\w+)',
      'medication error',
      // "Took my warfarin twice", "forgot I'd had it and took it again", "two instead of one".
      'took (my |his |her |their )?(\\w+ ){0,2}(twice|two times)',
      TWO_DOSES_OF,
      WRONG_PERSONS_MEDICINE,
      ...SECOND_DOSE_PHRASES,
    ],
    // One extra dose of most medicines needs advice only; the drugs that harm in small excess need a level.
    resources: [],
    adjustments: [
      {
        // Electrolytes and renal function after an extra dose of a drug that moves them: a diuretic, an ACE
        // inhibitor or an ARB, named or taken as "the blood pressure tablet"; not amlodipine's second 5 mg.
        when: allOf(
          ageYears(65),
          anyOf(
            says('water tablet', 'diuretic', 'furosemide', 'bendroflumethiazide'),
            allOf(says('blood pressure (tablet|pill|medication)'), takes('kidneyAtRiskWhenDry')),
          ),
        ),
        add: [
          need('labs', 'electrolytes and renal function after an extra diuretic or antihypertensive dose'),
        ],
      },

      {
        when: anyOf(
          takes('insulin', 'sulfonylurea', 'anticoagulant', 'opioid', 'betaBlocker'),
          says(
            'lithium',
            'digoxin',
            'warfarin',
            'methotrexate',
            'iron',
            'theophylline',
            'phenytoin',
            'tricyclic',
          ),
        ),
        add: [need('labs', 'drug level, glucose or renal function after an excess dose')],
      },
      {
        when: allOf(
          says('paracetamol', 'acetaminophen', 'calpol', 'co-?codamol'),
          none(oneExtraDoseOfParacetamol),
        ),
        add: [need('labs', 'paracetamol level and liver function after more than one extra dose')],
      },
      {
        // Digoxin in excess slows and disturbs the heart before its level is back (TOXBASE).
        when: says('digoxin'),
        add: [need('ecg', 'ECG for the bradycardia, blocks and ectopy of digoxin excess')],
      },
    ],
    minor: true,
    differential: [{ condition: 'Accidental excess dose', why: 'Most single extra doses are harmless' }],
    workup: ['Which drug, how much, when; a level for drugs with a narrow margin'],
    immediateActions: ['Poison centre advice for the drug and dose'],
  },
  {
    id: 'scheduled-parenteral-treatment',
    name: 'Scheduled IV or IM treatment',
    group: 'general-minor',
    terms: [
      'scheduled (iv|intravenous|im|intramuscular) (antibiotics?|dose|infusion|medication|injection)',
      '(iv|intravenous) (antibiotics?|antibiotic|infusion) (dose )?(due|day \\d+)',
      'due (his|her|their|my|an?|the) (next )?(iv|intravenous) (antibiotics?|dose|infusion)',
      'outpatient (parenteral|iv) antibiotics?',
      'opat',
      // "Day 3 of once-daily IV ceftriaxone, attending for her dose", "ambulatory care pneumonia".
      '(daily|once[- ]daily) (iv|intravenous) (antibiotics?|ceftriaxone|teicoplanin|ertapenem|dose)',
      'day \\d+ of (once[- ]daily |daily )?(iv|intravenous)',
      'attend\\w* for (her|his|their|my) (next |daily |iv |scheduled )?dose',
      'ambulatory (care|iv) (antibiotics?|pathway|pneumonia|cellulitis)',
    ],
    complaintFieldTerms: ['iv antibiotics( dose)?', 'iv dose', 'infusion', 'ceftriaxone', 'iron infusion'],
    // The infection being treated is the reason for the dose, not a new complaint to work up again.
    explains: ['cellulitis', 'respiratory-infection', 'urinary-tract-infection', 'cough', 'bite', 'abscess'],
    resources: [need('parenteralMedication', 'the scheduled IV or IM dose')],
    adjustments: [
      {
        // Not responding: the infection is reassessed, whatever the plan said.
        when: anyOf(
          fever,
          says(
            'spreading',
            'worse',
            'worsening',
            'not (improving|better|settling)',
            'rigors',
            'new (pain|swelling|redness|symptoms)',
          ),
        ),
        add: [need('labs', 'blood count, CRP, cultures: the infection is not responding to the plan')],
      },
    ],
    differential: [
      { condition: 'Planned treatment', why: 'A course of parenteral treatment given in the department' },
    ],
    workup: ['Check the plan, the line or cannula, and how the infection is responding'],
    immediateActions: ['Give the scheduled dose; review the line site'],
  },
  {
    id: 'administrative',
    name: 'Certificate, form or follow-up visit',
    group: 'general-minor',
    terms: [
      'medical certificate',
      'sick note',
      'work note',
      'fit note',
      'school note',
      '(needs|wants|requesting) (a )?(form|letter|note)',
      // A letter for someone else's office: "letter for court", "attendance letter", "for the housing office".
      '(letter|note) (for|to) (the )?(court|housing( office)?|council|employer|work|school|college|benefits|solicitor|job ?centre)',
      'attendance (letter|note|certificate)',
      // A referral letter meant for an outpatient clinic, brought here: "GP letter for the breast clinic".
      "(gp |referral |doctor'?s? |consultant'?s? )?(referral )?letter (for|to|about) (the |a |an )?(\\w+ ){0,2}(clinic|outpatients?|out-patients?|surgeon|consultant|appointment)",
      'follow[- ]up visit',
      'review visit',
      'routine check',
      'blood pressure check',
      // A device that broke or ran out: "his glucose meter broke, wants a replacement".
      'equipment (request|replacement)',
      '(glucose|blood sugar|sugar|blood pressure|bp|peak flow) (meter|monitor|machine) (\\w+ )?(broke|broken|stopped working|not working|lost)',
      'replacement (meter|glucometer|spacer|monitor|device|strips|lancets|needles)',
      'ran out of (test )?(strips|lancets|needles|pen needles)',
    ],
    complaintFieldTerms: [
      'letter',
      'recheck',
      'check[- ]up',
      'follow[- ]up',
      'review',
      'med(ical)? cert(ificate)?',
      'certificate',
      // A pregnancy test asked for at the desk: a urine test at the bedside.
      'preg(nancy)? test',
    ],
    resources: [],
    minor: true,
    differential: [{ condition: 'Administrative visit', why: 'No acute complaint' }],
    workup: ['None if well'],
    immediateActions: ['Complete the request; direct to primary care'],
  },
  {
    id: 'immunization-request',
    name: 'Immunisation or tetanus request',
    group: 'general-minor',
    terms: [
      'tetanus (shot|booster|jab|injection|vaccine|update)',
      'vaccin*',
      'immuni[sz]ation',
      'booster',
      'flu (shot|jab)',
    ],
    resources: [],
    minor: true,
    differential: [{ condition: 'Preventive visit', why: 'Tetanus and vaccines are not ESI resources' }],
    workup: ['Check the vaccination record'],
    immediateActions: ['Give the vaccine; observe 15 minutes'],
  },
  {
    id: 'wound-care-visit',
    name: 'Wound check, dressing change, suture or staple removal',
    group: 'general-minor',
    terms: [
      'wound check',
      'wound review',
      'dressing change',
      'change of dressing',
      'suture removal',
      'remove (sutures|stitches|staples)',
      '(sutures|stitches|staples) (out|removal|removed)',
      '(sutures|stitches|staples) (taken |to be taken |to come |to have )?out',
      'stitches out',
      'staple removal',
      'removal of (sutures|stitches|staples)',
      '(cast|plaster|backslab|back slab|splint|pot) check',
      'check (the |my |his |her )?(cast|plaster|backslab|back slab|splint|pot)',
      'cast (is )?(too tight|loose|wet|broken|itchy)',
      // "Plaster rubbing behind knee", "the edge of the cast is digging in".
      '(cast|plaster|backslab|back slab|pot) (is |has been |keeps )?(rubbing|digging in|chafing|cracked|soft|smelly|too tight|loose|wet|broken|itchy)',
      '(edge|top|rim) of (the |my |his |her |their )?(cast|plaster|backslab|pot) (is )?(rubbing|digging)',
      // Crutches are no ESI resource: asked for after an injury already seen, they are aftercare.
      '(needs|wants|requesting|asking for|would like) (a pair of )?crutches',
      'crutches (request|please)',
    ],
    // "ROS" in the complaint field is a removal of sutures (review of systems is never a complaint).
    complaintFieldTerms: ['ros'],
    // The wound it was made for is healing: removing stitches or changing a dressing is all that is done.
    explains: ['laceration', 'abrasion', 'burn'],
    resources: [],
    adjustments: [
      {
        when: says('fluctuant', 'collection', 'abscess', 'pointing'),
        add: [need('simpleProcedure', 'incision and drainage of a wound abscess')],
      },

      {
        when: says(
          'pus',
          'discharg*',
          'spreading redness',
          'red streak*',
          'fever*',
          'gaping',
          'opened up',
          'dehisc*',
        ),
        add: [need('parenteralMedication', 'antibiotics or wound review for infection or breakdown')],
      },
      {
        when: says(
          'numb*',
          'tingl*',
          'toes (are )?(blue|white|cold)',
          'fingers (are )?(blue|white|cold)',
          'severe pain',
        ),
        add: [need('simpleProcedure', 'splitting or removing a tight cast')],
      },
    ],
    minor: true,
    differential: [
      { condition: 'Routine wound or cast care', why: 'Simple wound care is not an ESI resource' },
    ],
    workup: ['Inspect for infection; check circulation and sensation distal to a cast'],
    immediateActions: ['Remove sutures or change the dressing; safety-net for infection'],
  },
  {
    id: 'abnormal-lab-result',
    name: 'Abnormal lab result or direct referral',
    group: 'general-minor',
    terms: [
      'lab(s)? abnormal',
      'abnormal lab(:| result| value)?',
      '(blood )?tests? (came back|is|was|were) (very )?abnormal',
      '(thyroid|kidney|liver|potassium|sodium|inr|blood|sugar) (test|result|level)s? (came back |is |was |were )?(very )?(abnormal|high|low)',
      '(high|raised|elevated|low) (inr|potassium|sodium|calcium|tsh|creatinine|hemoglobin|platelets|white count)',
      'inr (check|test|is high|was high|of \\d)',
      '(need|needs|needed) (my |his |her )?(blood|inr) (checked|check|test)',
      // A test the patient is sent to have: "sent for an INR by the GP", "here for a blood test".
      '(sent|referred|here|came|come|attends|attending) (in )?for (an? |the |her |his |their )?(inr|blood test|bloods)( check| test)?',
      'abnormal (lab|blood|test) results?',
      'abnormal bloods',
      'lab results?',
      'blood results?',
      'sent in by (the|his|her) (gp|doctor|primary care doctor|clinic)',
      'referred (in )?by (the|his|her) (gp|doctor|primary care doctor|clinic)',
      'direct referral',
      'told to come (in|to the ed)',
      // A result named by its test: "cholesterol result", "thyroid result question", "raised PSA".
      `${resultTest} (test )?(results?|readings?|levels?|reports?)`,
      `(raised|high|low|abnormal|borderline|positive) ${resultTest}( (test|result|level|reading))?`,
      // "Kidney test slightly up", "thyroid function a bit low"
      `${resultTest}( (tests?|function|results?|levels?|readings?))? (is |was |has |came back |come back |gone |a )*(slightly |a bit |a little |mildly )?(high|low|raised|abnormal|borderline|above|below|up|down)`,
      '(blood|lab) tests? flagged',
      // "A letter saying cholesterol 7.2", "HbA1c 52 on the GP's text": the test, then its value.
      `(letter|text|message|call|told|saying|says|said)( \\w+){0,5} ${resultTest} (is |was |of |at )?\\d+(\\.\\d+)?`,
      'question about (my |his |her |their )?(\\w+ )?(dose|level|result|tablets|test|warfarin|lithium|insulin|medication|medicine)s?',
      // Microbiology phoned back: "positive blood culture recall", "urine culture result", "swab results".
      'positive (blood |urine )?cultures?',
      '(urine |blood |msu )?(culture|swab|msu) (result|results|recall)',
      'microbiology (phoned|called|rang|result)',
    ],
    resources: [need('labs', 'repeat the abnormal test')],
    adjustments: [
      {
        when: allOf(repeatAlreadyNormal, none(referredToRepeat)),
        remove: ['labs'],
        why: 'the repeat is already back and normal: nothing to repeat',
      },
      {
        // A clinician who has seen the normal result and says nothing is needed: "culture normal, no growth, no
        // action needed".
        when: allOf(
          resultsSaidNormal,
          saysBeforeNegation(
            'no (further )?action (is )?(needed|required)',
            'nothing (further|more|else) (is )?(needed|required)',
          ),
          none(referredToRepeat),
        ),
        remove: ['labs'],
        why: 'the result is normal and the clinician who saw it needs nothing more: nothing to repeat',
      },
      {
        when: allOf(resultsSaidNormal, saysTheyAreWell, none(referredToRepeat)),
        remove: ['labs'],
        why: 'the results are normal and the patient is well: nothing to repeat',
      },
      {
        when: allOf(resultChangesOnlyAPrescription, none(fever), none(bloodCulturePositive)),
        remove: ['labs'],
        why: 'a culture or swab result that changes only an oral prescription: no test now',
      },

      {
        // A well patient asking what a result means: an explanation and the GP's plan, no test now. A
        // dangerous value is a red flag with its own work-up; a result with symptoms keeps the repeat.
        when: wellPatientAsking,
        remove: ['labs'],
        why: 'a question about a result in a well patient: explanation and follow-up, no test now',
      },
      {
        // A PSA, B12, ferritin, HbA1c or cholesterol: explained, and followed up by the GP.
        when: outpatientResultOnly,
        remove: ['labs'],
        why: 'a screening or outpatient result with no acute value out of range: explanation and GP follow-up',
      },
      {
        // A positive chlamydia test without symptoms of its complications: oral doxycycline and partner
        // notification (BASHH 2018), nothing to repeat. Gonorrhoea's treatment is an injection; a report's
        // "gonorrhoeae NAAT not detected" is not gonorrhoea.
        when: allOf(
          says('chlamydia'),
          none(
            anyOf(
              says(/\bgonorrh\w*(?![^\n]{0,30}\b(?:not detected|negative|neg|nonreactive|not found)\b)/),
              chlamydiaComplication,
            ),
          ),
        ),
        remove: ['labs'],
        why: 'a positive chlamydia test without complications: an oral antibiotic prescription [BASHH 2018]',
      },
      {
        when: allOf(inrBelowFiveWithoutBleeding, none(referredToRepeat)),
        remove: ['labs'],
        why: 'an INR above its range but below 5, without bleeding: the dose is adjusted and rechecked in the clinic [BSH 2011]',
      },
      {
        when: allOf(resultsInRange, none(referredToRepeat)),
        remove: ['labs'],
        why: 'the results brought are within their ranges: nothing abnormal to repeat',
      },
      {
        // A glucose over 16.7 mmol/L (300 mg/dL) with vomiting or thirst: fluids and a blood gas for
        // ketoacidosis or a hyperosmolar state (JBDS 2023), however the reading was brought.
        when: allOf(
          lab('glucose', (result) => (result.value ?? 0) >= 300),
          anyOf(
            vomiting,
            says('thirst*', 'drinking (loads|lots|a lot)', 'polyuria', 'passing (lots of )?urine'),
          ),
        ),
        add: [
          need('labs', 'blood gas, ketones, electrolytes and renal function'),
          need('ivFluids', 'IV fluids for a glucose over 16.7 mmol/L with vomiting or thirst [JBDS 2023]'),
        ],
      },
      {
        when: anyOf(
          allOf(
            lab('potassium', (result) => (result.value ?? 4) < 3 || (result.value ?? 4) > 6),
            none(likelySpuriousPotassium),
          ),
          lab('sodium', (result) => (result.value ?? 140) < 125 || (result.value ?? 140) > 155),
          lab('calcium', (result) => (result.value ?? 9.5) > 12),
        ),
        add: [
          need('ecg', 'ECG for a dangerous electrolyte level'),
          need('parenteralMedication', 'IV replacement or treatment'),
        ],
      },
      // Older age adds bloods for an illness, not for a result already explained or in range.
      {
        ...labsWhenOlder,
        when: allOf(
          labsWhenOlder.when,
          none(wellPatientAsking),
          none(outpatientResultOnly),
          none(resultsInRange),
          none(inrBelowFiveWithoutBleeding),
        ),
      },
      // Last, so no adjustment for a well patient's question takes its blood tests away.
      {
        when: bloodCulturePositive,
        add: [
          need('labs', 'repeat blood cultures, blood count, CRP [positive blood culture]'),
          need('parenteralMedication', 'IV antibiotics for a bacteraemia'),
        ],
      },
    ],
    differential: [{ condition: 'The abnormal result and its cause', why: 'Repeat and act on the value' }],
    workup: ['Repeat the abnormal test; compare with previous results'],
    immediateActions: ['Read the referral letter; recheck the value'],
  },
  {
    id: 'post-operative-problem',
    name: 'Post-operative complication',
    group: 'general-minor',
    terms: [
      'post[- ]?op(erative)? (problem|complication|pain|wound|fever|bleeding)',
      'after (his|her|my|an?) (operation|surgery)',
      'since (his|her|my|an?) (operation|surgery)',
      'surgical wound',
      'wound infection',
      'days? (post|after) (op|operation|surgery)',
      // An operation days or weeks ago, or an organ taken out, in the patient's words: "keyhole surgery for
      // a burst appendix six days ago", "pain and fever a week after appendix out".
      new RegExp(
        `\\b(?:surgery|operation|op|${NAMED_OPERATION})\\b[^.;]{0,40}?\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?) ago\\b`,
      ),
      // A note's shorthand: "TAH+BSO 9/7 ago", "lap chole 5/7 ago", "post hysterectomy".
      new RegExp(
        `\\b(?:surgery|operation|op|c-?section|caesarean|${NAMED_OPERATION})\\b[^.;]{0,30}?\\b(?:[1-9]|[1-5]\\d)\\/(?:7|52) ago\\b`,
      ),
      new RegExp(`\\b(?:post|after)[- ](?:op(?:erative)? )?${NAMED_OPERATION}\\b`),
      // The part and what was done to it, days ago: "my hernia by my tummy button repaired eleven days ago".
      /\b(?:hernia|appendix|gallbladder|gall bladder|womb|bowel|hip|knee|shoulder|bunion|varicose veins?)\b[^.;]{0,30}?\b(?:repaired|removed|replaced|operated on|taken out|fixed|pinned|plated)\b[^.;]{0,20}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (?:days?|weeks?) ago\b/,
      // "Red, leaking hernia wound": the operation's wound, not a cut.
      `${SURGICAL_WOUND_SITE} wound`,
      /\b(?:after|since) (?:my |his |her |their |the )?(?:appendix|gallbladder|gall bladder|hernia|bowel|womb) (?:out|removed|operation|surgery|repair|op)\b/,
      // Cosmetic surgery in its everyday names, days ago: "I had my boob job on Friday", "tummy tuck last week".
      /\b(?:boob job|breast (?:augmentation|implants?|reduction|enlargement|lift)|implants? (?:put in|fitted|done)|(?:tummy|abdominal) tuck|abdominoplasty|liposuction|lipo|face ?lift|bbl)\b[^.;]{0,40}?\b(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?) ago|last week|this week)\b/,
    ],
    // The complaint box names the operation as the time it began: "one breast swollen after implants".
    complaintFieldTerms: [
      '(after|since) (my |his |her |the |an? )?(implants|boob job|augmentation|cosmetic surgery|op|procedure)',
      // "Wound post hysterectomy": the operation's wound, not a cut.
      'wound (post|after|since|from) ',
    ],
    // The operation made the wound: its clips, dressing and ooze are the operation's, not a new cut's.
    explains: ['laceration'],
    explainsUnless: says(
      'cut (my|his|her|their|the)',
      'knife',
      'glass',
      'gash*',
      'sliced',
      'laceration',
      'fell',
      'tripped',
      'caught (it|my|his|her)',
      'bitten',
    ),
    resources: [
      need('labs', 'blood count, CRP, electrolytes'),
      need('advancedImaging', 'imaging of the operated area'),
    ],
    adjustments: [
      {
        when: allOf(says('wound', 'incision'), none(fever), none(says('abdominal pain', 'vomit*', 'bleed*'))),
        remove: ['advancedImaging'],
        why: 'a wound problem without systemic signs: wound review and swab',
      },
      {
        // Well after the operation, with a swelling or bruise that is the problem: no fever, no fast pulse,
        // mild pain. The scan of the swelling is done; the blood count and CRP are not (ESI v4: one resource).
        when: allOf(
          none(fever),
          none(tachycardia),
          anyOf(mildPain, says('(a bit|a little|slightly|mildly) (tender|sore|uncomfortable)')),
          saysBeforeNegation('no fever', 'afebrile', 'apyrexial', 'no temperature', 'no temp'),
          none(
            says('vomit*', 'rigors', 'shiver*', 'spreading', 'bleed*', 'pus', 'discharg*', 'ooz*', 'leak*'),
          ),
        ),
        remove: ['labs'],
        why: 'well after the operation, with mild pain and no fever: the site is examined and scanned',
      },
      {
        // Bowels not opened for days on codeine after the operation, still passing wind, not vomiting, the belly
        // soft and not tender: opioid constipation, treated with laxatives (NICE CKS Constipation).
        when: allOf(
          says('obstipation', 'constipat*', 'bowels not opened', 'bno'),
          bowelStillPassingWind,
          none(vomiting),
          none(fever),
          none(tachycardia),
          none(says('guarding', 'rigid', 'severe', 'wound', 'incision')),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'constipation after the operation, still passing wind and not vomiting: laxatives',
      },
      {
        // Clear, pink or straw-coloured fluid from a closed wound that is not red, with no pus and no fever,
        // is a serous ooze: the wound is redressed (NICE NG125), no test or scan.
        when: allOf(
          says(
            'serous',
            /\b(?:clear|pink|pinkish|straw|watery|blood-?stained) (?:\w+ )?(?:fluid|ooze|oozing|discharge|leak)/,
          ),
          saysBeforeNegation('no redness', 'not red', 'no pus', 'no signs? of infection', 'clean'),
          none(fever),
          none(tachycardia),
          none(says('pus', 'offensive', 'smell*', 'gaping', 'dehisc*', 'opened', 'spreading', 'vomit*')),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'a serous ooze from a closed wound that is not infected: redressed',
      },
      {
        // A surgical site infection with cellulitis spreading from the wound, feeling shivery or unwell,
        // or in a diabetic, is treated with IV antibiotics (NICE NG125; IDSA 2014 SSTI).
        when: allOf(
          surgicalSiteChanged,
          anyOf(
            says(
              'spread*',
              'extend*',
              'beyond',
              'past the pen',
              'shiver*',
              'rigors',
              'feverish',
              'hot (and|&) cold',
              'a bit off',
              'feels? unwell',
            ),
            fever,
            historyOf('diabet*'),
            takes('insulin'),
          ),
          none(says('not spreading', 'no spreading')),
        ),
        add: [need('parenteralMedication', 'IV antibiotics for a spreading surgical site infection')],
      },
      {
        // Redness, pus or a fever at the wound of a new joint replacement may be a prosthetic joint
        // infection: the orthopaedic team sees it before any antibiotic (BOA/BHS 2023; NICE NG125).
        when: allOf(
          says(JOINT_REPLACEMENT),
          anyOf(fever, allOf(surgicalSiteChanged, says('red*', 'pus', 'infect*', 'hot', 'cellulitis'))),
        ),
        add: [
          need(
            'specialtyConsultation',
            'orthopaedic review: the wound of a joint replacement may be infected',
          ),
        ],
      },
    ],
    differential: [
      {
        condition: 'Surgical site infection, anastomotic leak, bleeding, VTE',
        why: 'The complications of the operation and its recovery',
      },
    ],
    workup: [
      'Inspect the wound; full blood count, CRP',
      'Imaging and surgical review if deep infection or leak',
    ],
    immediateActions: ['Contact the operating team'],
  },
  {
    id: 'communicable-exposure',
    name: 'Exposure to communicable disease or body fluids',
    group: 'general-minor',
    terms: [
      'needle ?stick',
      'needlestick injury',
      // "Pricked my thumb on a used needle", "stabbed by a discarded syringe", "a sharps injury".
      '(pricked|stabbed|jabbed|stuck|scratched) (\\w+ ){0,3}(with|on|by) (a |an |the )?(used|dirty|discarded|contaminated|patient.s) (needle|syringe|sharp|lancet)',
      '(used|dirty|discarded|contaminated) (needle|syringe|sharp|lancet) (went )?(through|into|in)',
      'sharps? injury',
      'body fluid exposure',
      'blood (and body fluid )?exposure',
      'contact (with|of) (a )?(case|person) (with|of)',
      'sexual exposure',
      'post[- ]exposure prophylaxis',
      // Spat at: "spat right in my face", "spat in his eye", "spat at me".
      /\bspat (?:right |straight )?(?:at|on|in|into) (?:me|him|her|them|(?:my|his|her|their|the) (?:\w+ )?(?:face|eyes?|mouth|cheek))\b/,
      /\bspit (?:went |got |landed )?(?:in|into|on) (?:my|his|her|their|the) (?:face|eyes?|mouth)\b/,
    ],
    complaintFieldTerms: ['exposure', 'exposed to', 'exposure to', 'pep', 'contact with'],
    resources: [need('labs', 'baseline blood-borne virus serology')],
    adjustments: [
      {
        when: allOf(
          says('measles', 'chickenpox', 'varicella'),
          anyOf(ageYears(0, 1), pregnant, takes('immunosuppressant', 'chemotherapy')),
        ),
        add: [need('parenteralMedication', 'post-exposure immunoglobulin [IM or IV]')],
      },

      {
        when: says('measles', 'chickenpox', 'covid', 'flu', 'strep', 'tb', 'tuberculosis', 'scabies', 'lice'),
        remove: ['labs'],
        why: 'exposure to a common infection in a well patient: advice only',
      },
      {
        // Saliva without visible blood carries no significant blood-borne virus risk, wherever it lands
        // (UKHSA 2024 BBV exposure guidance): reassurance, no baseline bloods.
        when: allOf(
          says('spat', 'spit', 'saliva', 'spittle'),
          saysBeforeNegation('no blood', 'no visible blood', 'without blood', 'not blood[- ]?stained'),
        ),
        remove: ['labs'],
        why: 'saliva without blood: no blood-borne virus risk, advice only',
      },
    ],
    differential: [{ condition: 'Exposure without infection', why: 'Risk assessment and prophylaxis' }],
    workup: ['Risk assessment of the source; baseline serology for blood-borne exposures'],
    immediateActions: ['Wash the site; start PEP within 72 hours if indicated'],
  },
  {
    id: 'pallor-anemia',
    name: 'Pallor / anaemia',
    group: 'general-minor',
    terms: ['pallor', 'anemi(a|c)', 'low (hb|hemoglobin|iron|blood count)'],
    complaintFieldTerms: ['pale', 'looks pale'],
    resources: [need('labs', 'full blood count, iron studies, group and save')],
    adjustments: [
      {
        when: says(
          'short of breath',
          'breathless*',
          'chest pain',
          'dizz*',
          'faint*',
          'black stool*',
          'bleed*',
        ),
        add: [need('ivFluids', 'transfusion or IV fluids may be needed')],
      },
    ],
    differential: [
      { condition: 'Blood loss, iron deficiency, chronic disease, haemolysis', why: 'Causes of anaemia' },
    ],
    workup: ['Full blood count, reticulocytes, iron studies, B12/folate'],
    immediateActions: ['Ask about bleeding: stool, vomit, periods'],
  },
  {
    id: 'minor-complaint',
    name: 'Minor complaint, unspecified',
    group: 'general-minor',
    terms: ['minor complaint', 'worried well', 'general advice', 'second opinion', 'wants to be checked'],
    resources: [],
    minor: true,
    differential: [{ condition: 'No acute illness found', why: 'Assessment and advice' }],
    workup: ['Examination and vital signs'],
    immediateActions: ['Advice and primary-care follow-up'],
  },
];
