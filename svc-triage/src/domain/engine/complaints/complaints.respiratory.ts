import {
  chestInfectionOver,
  chokingRelieved,
  lipsSwollenByABlow,
  stridorAtRest,
} from '../red-flags/common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  historyOf,
  hypotension,
  hypoxia,
  measuredFever,
  none,
  pregnant,
  says,
  saysBeforeNegation,
  tachycardia,
  tachypnoea,
  takes,
  vital,
} from '../red-flags/matchers';
import {
  embolicOrCardiacFeatures,
  hyperventilationOfKnownPanic,
  need,
  normalOxygen,
  olderAdult,
} from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** A small amount of blood in the phlegm, not a cupful or clots. */
const streaksOfBlood = says(
  'streak*',
  'fleck*',
  'speck*',
  'few drops',
  'tinged',
  'small amount',
  'little (bit of )?blood',
  'blood stained',
);

/** An infection that explains a few streaks: the coughing of a cold or a bronchitis. */
const aChestCold = says('cold', 'upper respiratory tract infection', 'bronchitis', 'chest infection', 'flu');

/** Said outright (and read before negation, "never" being one), since NICE NG12 asks for more from 40. */
const saysNeverSmoked = saysBeforeNegation('non[ -]?smoker', 'never smoked', 'never been a smoker');

/**
 * Nothing that points to lung cancer or a pulmonary embolism behind the blood (NICE NG12, NG158). Smoking is
 * left to the age rules: under 40 lung cancer is rare, from 40 only a non-smoker's streaks are explained.
 */
const noSignOfCancerOrClot = none(
  anyOf(
    says('weight loss', 'chest pain', 'short of breath', 'shortness of breath', 'leg swelling', 'calf'),
    pregnant,
  ),
);

const fastBreathing = vital(
  (v) => `RR ${v.respiratoryRate}`,
  (v) => v.respiratoryRate !== undefined && v.respiratoryRate > 20,
);

/** Wheeze, asthma or COPD: the breathlessness is treated with nebulised bronchodilators. */
const airwaysDisease = anyOf(
  says('wheez*', 'asthma*', 'chronic obstructive pulmonary disease', 'bronchospasm', 'emphysema'),
  historyOf('asthma', 'chronic obstructive pulmonary disease', 'emphysema'),
);

const breathlessnessNeedsWorkup = anyOf(embolicOrCardiacFeatures, tachycardia);

/**
 * A cough whose only breathlessness is a little on exertion ("a bit breathless on the stairs", "mild
 * shortness of breath on exertion"), with nothing at rest, no swollen legs and no wheeze: the chest
 * illness's breathlessness, for its chest X-ray. Chest pain, orthopnoea and haemoptysis are
 * breathlessnessNeedsWorkup's, which its adjustment asks for beside it.
 */
const coughBreathlessOnlyOnExertion = allOf(
  says('cough*'),
  says(
    '(breathless\\w*|short of breath|shortness of breath)( \\w+){0,2} (on|with|climbing|going up|walking up) (exertion|the stairs|stairs|hills?|inclines?)',
  ),
  none(
    says(
      'at rest',
      'lying flat',
      'paroxysmal nocturnal',
      'swollen (ankles|legs|feet)',
      '(ankles|legs|feet) (are |more )?swollen',
      '(ankle|leg) swelling',
      'wheez*',
    ),
  ),
);

/**
 * An attack of a known asthmatic under 50 (not COPD, not a first wheeze), whose breathlessness BTS/SIGN 158
 * treats with bronchodilators before any film or blood test.
 */
const knownAsthmaAttack = allOf(
  ageYears(0, 50),
  anyOf(says('asthma*'), historyOf('asthma')),
  none(
    anyOf(
      says('chronic obstructive pulmonary disease', 'emphysema', 'first (episode|time|wheez*)'),
      historyOf('chronic obstructive pulmonary disease', 'emphysema'),
    ),
  ),
);

/** Focal signs of consolidation or an effusion heard or measured in the chest. */
const FOCAL_CHEST_SIGNS = [
  'crackles',
  'crepitations',
  'bronchial breathing',
  'reduced air entry',
  '(reduced|decreased|diminished|absent) (breath|breathing) sounds',
  '(sounds|is|was|chest) (a bit |slightly |very )?quiet (at|in|over) the (left|right|l|r|lower|bases?)',
  'dull(ness)? (to|on) percussion',
  'stony dull',
];

/** A child's cold: a runny, snotty or blocked nose, or a croupy bark, with nothing focal in the chest. */
const coldInAChild = allOf(
  ageYears(0, 16),
  says(
    'runny nose',
    'snotty',
    'snot',
    'coryza*',
    'cold symptoms',
    'blocked nose',
    'stuffy nose',
    'barking',
    'croup*',
    'like a seal',
  ),
  none(hypoxia),
  none(says(...FOCAL_CHEST_SIGNS)),
);

/**
 * An adult's cough with a temperature measured at 38 °C or more and no cold to explain it: a fever is one of
 * the signs of a pneumonia that history alone cannot rule out (NICE NG138). A fever only reported, or with a
 * runny or blocked nose or a sore throat, is left to the other signs.
 */
const measuredFeverInAnAdult = allOf(
  ageYears(16),
  measuredFever,
  none(
    says(
      'runny nose',
      'blocked nose',
      'stuffy nose',
      'coryza*',
      'cold symptoms',
      'common cold',
      'head cold',
      'sore throat',
      'throat (is )?(sore|painful|hurts)',
      'cough and cold',
    ),
  ),
);

/** Signs that a cough is a pneumonia (NICE NG138): fever with fast heart or breathing, focal chest signs. */
const pneumoniaSigns = anyOf(
  measuredFeverInAnAdult,
  allOf(fever, anyOf(tachycardia, hypoxia, fastBreathing)),
  allOf(
    fever,
    says(
      'productive',
      '(rusty|green|yellow|brown|purulent|blood[- ]stained) (sputum|phlegm|stuff|muck|gunk|mucus|spit)',
      'coughing (up )?(green|yellow|brown|rusty)',
      'rigors',
      'shiver*',
      'chills',
    ),
  ),
  says(...FOCAL_CHEST_SIGNS, 'pleuritic', 'shortness of breath', 'short of breath', 'breathless*'),
  hypoxia,
);

/** Groups in whom influenza or COVID-19 is more often severe (NICE NG191, CDC). */
const fluHighRisk = anyOf(
  olderAdult,
  pregnant,
  takes('immunosuppressant', 'chemotherapy', 'steroid'),
  historyOf(
    'chronic obstructive pulmonary disease',
    'asthma',
    'heart failure',
    'diabetes',
    'chronic kidney disease',
    'end stage renal disease',
    'immunocompromis*',
    'immunosuppress*',
    'transplant',
    'cancer',
    'sickle cell',
    'cystic fibrosis',
  ),
  hypoxia,
  fastBreathing,
  says(
    'shortness of breath',
    'short of breath',
    'breathless*',
    'chest pain',
    'crackles',
    'confus*',
    'unable to tolerate oral fluids',
  ),
);

/**
 * The breathlessness a patient with lung or heart disease always has, said to be as usual ("slightly
 * breathless as usual", "breathing at his usual baseline") with nothing worse: the background of another
 * complaint (a cut finger), not a presentation to work up.
 */
const breathlessAsUsual = allOf(
  anyOf(
    // "SOB no worse than normal", read before negation sets "no worse" aside.
    saysBeforeNegation(
      '(breathless\\w*|short of breath|shortness of breath|breathing) (is |was )?no worse than (normal|usual|ever)',
    ),
    says(
      '(breathless\\w*|short of breath|breathing) as (usual|always|normal|ever)',
      '(breathless\\w*|short of breath|breathing|chest) (is |was )?(at )?(his |her |their |my )?(usual|normal|baseline)( self| level)?',
      '(his |her |their |my )?usual (breathless\\w*|breathing|shortness of breath)',
      'baseline (breathless\\w*|breathing|shortness of breath)',
    ),
  ),
  none(
    says(
      'worse',
      'worsening',
      'more (breathless|short of breath)',
      'increas*',
      'than (usual|normal)',
      'exacerbation',
      'flare',
      'new',
      'sudden*',
      'unable to (speak|talk|complete)',
    ),
  ),
);

/**
 * Breathing made hard by a nose a cold has blocked ("can't breathe through my nose", "short of breath
 * through nose"): nasal congestion from 5 years, unless the chest wheezes or tightens, the breathing is
 * fast or laboured, or the saturation is low.
 */
const breathingBlockedAtTheNose = allOf(
  says(
    '(breath\\w*|breathe) (properly |at all |well )?through (the |his |her |their |my )?nose',
    'nose (is |was )?(completely |totally |really |so |fully )?(blocked|stuffed|bunged|congested)( up)?',
    '(blocked|stuffed|bunged|congested) (up )?nose',
  ),
  none(
    says(
      'wheez*',
      'chest (is )?tight*',
      'tight chest',
      'stridor',
      'crackles',
      'chest pain',
      'recession',
      'grunting',
      'nasal flaring',
      'working hard',
    ),
  ),
  none(anyOf(hypoxia, tachypnoea)),
  // A baby breathes through the nose: a blocked one can be breathlessness.
  ageYears(5),
);

export const respiratoryComplaints: ComplaintDefinition[] = [
  {
    id: 'shortness-of-breath',
    name: 'Shortness of breath',
    group: 'respiratory',
    terms: [
      'shortness of breath( on exertion)?',
      'short of breath',
      'breathless*',
      'dyspn*',
      'difficulty (in )?breathing',
      'difficult breathing',
      'trouble breathing',
      '(hard|difficult) to breathe',
      'unable to (breathe|catch (his |her |their |my )?breath)',
      'struggling (to breathe|for breath|with (his |her |their |my )?breathing)',
      'out of breath',
      'labou?red breathing',
      'breathing (difficulty|difficulties|problem|problems|trouble|is labou?red)',
      'respiratory distress',
      'air hunger',
      'increased work of breathing',
      'orthopn*',
      'paroxysmal nocturnal dyspnea',
      'chronic obstructive pulmonary disease (exacerbation|flare|flare up|attack)',
      'exacerbation of (his |her |their |my )?chronic obstructive pulmonary disease',
      'infective exacerbation',
      'aecopd',
      'winded',
    ],
    // "Noisy breathing" is a sound (the rattle of a cold, stridor, a wheeze), not breathlessness.
    complaintFieldTerms: [
      // Not a breathing said to be fine: "my breathing is fine", "she's breathing fine", "breathing and lips
      // are fine", "breathing ok".
      /(?<!(?:noisy|rattly|snuffly|funny) )breathing(?! (?:noisy|noise|noises|sounds?))(?!(?: and (?:my |his |her |their )?\w+)?(?: (?:is|are|was|were|seems?|looks?|feels?))? (?:completely |absolutely |totally )?(?:fine|ok|okay|normal|normally|good|alright|all right|easy|unaffected|settled|comfortable)\b)/,
      'breath',
      'resp distress',
    ],
    requires: none(anyOf(breathlessAsUsual, breathingBlockedAtTheNose)),
    resources: [
      need('labs', 'blood count, electrolytes, blood gas; BNP, D-dimer or troponin as indicated'),
      need('xray', 'chest X-ray'),
      need('ecg', 'ECG'),
    ],
    adjustments: [
      { when: airwaysDisease, add: [need('parenteralMedication', 'nebulised bronchodilators')] },
      {
        when: allOf(
          ageYears(0, 40),
          normalOxygen,
          none(breathlessnessNeedsWorkup),
          none(airwaysDisease),
          none(hyperventilationOfKnownPanic),
        ),
        remove: ['labs', 'ecg'],
        why: 'young, normal oxygen and heart rate, no PE or cardiac features: chest X-ray first',
      },
      {
        when: allOf(
          knownAsthmaAttack,
          normalOxygen,
          none(breathlessnessNeedsWorkup),
          none(says(...FOCAL_CHEST_SIGNS)),
        ),
        remove: ['labs', 'xray', 'ecg'],
        why: "a known asthmatic's attack with a normal saturation and heart rate and nothing focal in the chest: bronchodilators without a film, blood tests or ECG (BTS/SIGN 158)",
      },
      {
        when: allOf(coughBreathlessOnlyOnExertion, normalOxygen, none(breathlessnessNeedsWorkup)),
        remove: ['labs', 'ecg'],
        why: "a cough's breathlessness only on exertion, with a normal saturation and heart rate: its chest X-ray",
      },
      {
        when: hyperventilationOfKnownPanic,
        remove: ['labs', 'xray'],
        why: 'overbreathing of known panic attacks with a full saturation and no embolic or cardiac feature: an ECG',
      },
    ],
    guideline: 'BTS 2017 Emergency oxygen; NICE NG115 COPD; ESC 2019 Acute PE',
    differential: [
      { condition: 'Asthma or COPD exacerbation, pneumonia', why: 'Wheeze, cough, fever' },
      {
        condition: 'Heart failure, ACS, pulmonary embolism, pneumothorax',
        why: 'Orthopnoea, chest pain, risk factors, sudden onset',
      },
      { condition: 'Anaemia, metabolic acidosis, anxiety', why: 'Clear chest with a cause elsewhere' },
    ],
    workup: [
      'SpO2, peak flow, chest X-ray, ECG',
      'Blood gas if SpO2 below 92%; BNP, D-dimer or troponin as indicated',
    ],
    immediateActions: ['Sit up; oxygen to target SpO2 94–98%, 88–92% in COPD with CO2 retention'],
  },
  {
    id: 'respiratory-arrest',
    name: 'Respiratory arrest',
    group: 'respiratory',
    // An infant's pause that is over is a BRUE [paediatric complaint], not an arrest.
    requires: none(
      allOf(
        ageYears(0, 1),
        says(
          'now (pink|well|fine|normal|breathing|settled|back to normal|alert)',
          'brief',
          'seconds',
          'resolved',
          'spell',
          'episode',
          'pause',
        ),
      ),
    ),
    terms: [
      'respiratory arrest',
      'respiratory failure',
      'apneic',
      'agonal breathing',
      'being bagged',
      'bagging',
      'bag valve mask',
      'bvm',
      'ventilated by (paramedics|ems|the crew|crew)',
      'respiratory collapse',
      'periarrest',
      'peri arrest',
    ],
    resources: [
      need('labs', 'blood gas and blood tests'),
      need('xray', 'chest X-ray after airway placement'),
      need('ecg', 'ECG'),
      need('parenteralMedication', 'drugs for rapid sequence intubation, naloxone if opioid'),
    ],
    guideline: 'Resuscitation Council UK 2021; ESI v4 Implementation Handbook [decision point A]',
    differential: [
      { condition: 'Opioid or sedative toxicity', why: 'Pinpoint pupils, slow breathing' },
      { condition: 'Exhaustion in asthma or COPD, upper airway obstruction', why: 'Silent chest, stridor' },
      { condition: 'Neuromuscular failure, brain injury', why: 'Weakness, reduced consciousness' },
    ],
    workup: ['Blood gas; chest X-ray and ECG after the airway is secured'],
    immediateActions: [
      'Open the airway and ventilate with bag-valve-mask now; call for help',
      'Naloxone if opioid toxicity is possible',
    ],
  },
  {
    id: 'cough',
    name: 'Cough',
    group: 'respiratory',
    terms: [
      'cough*',
      'productive cough',
      'dry cough',
      'chesty cough',
      'tickly cough',
      'coughing (up )?(phlegm|sputum|mucus|green|yellow)',
      'bronchitis',
      'whooping cough',
      'pertussis',
    ],
    resources: [],
    adjustments: [
      // A child's fever with a runny nose or a croupy bark is a viral cold: no chest X-ray unless the chest
      // itself says pneumonia (focal signs, low oxygen) (NICE NG143: no routine chest X-ray).
      { when: allOf(pneumoniaSigns, none(coldInAChild)), add: [need('xray', 'chest X-ray for pneumonia')] },
      {
        // A pneumonia in a well young adult with normal vital signs and no illness behind it (CRB-65 0) is
        // treated at home on the X-ray alone (NICE NG138, BTS 2009); bloods are for the older, the ill and
        // those whose lungs, heart, kidneys or immunity make it worse.
        when: allOf(
          pneumoniaSigns,
          fever,
          ageYears(16),
          anyOf(
            ageYears(50),
            // At the edge of normal (a saturation of 94% or less, breathing at 20 or more), or not measured:
            // a patient is "well with normal vital signs" only when the pulse and the saturation were taken.
            vital(
              (v) => `SpO2 ${v.spo2 ?? 'not measured'}, RR ${v.respiratoryRate ?? 'not measured'}`,
              (v) =>
                v.spo2 === undefined ||
                v.heartRate === undefined ||
                v.spo2 <= 94 ||
                (v.respiratoryRate ?? 0) >= 20,
            ),
            tachycardia,
            hypoxia,
            fastBreathing,
            hypotension,
            alteredMentalStatus,
            historyOf(
              'chronic obstructive pulmonary disease',
              'asthma*',
              'bronchiectasis',
              'cystic fibrosis',
              'diabet*',
              'heart failure',
              'chronic kidney',
              'ckd',
              'cancer',
              'hiv',
              'transplant',
              'immunosuppress*',
              'sickle',
            ),
            takes('immunosuppressant', 'chemotherapy', 'steroid'),
            pregnant,
            says('rigors', 'unwell', 'not eating', 'not drinking', 'vomiting'),
          ),
        ),
        add: [need('labs', 'blood count, CRP, renal function [CURB-65] for suspected pneumonia')],
      },
      { when: olderAdult, add: [need('xray', 'chest X-ray at 65 and over')] },
      {
        when: says(
          /for (?:[3-9]|1\d|three|four|five|six|eight|several|many) weeks|for (?:\d+ |several |many )?months/,
          // "It's been three and a half weeks now", "over four weeks", "had this cough about six weeks now".
          /\b(?:been|over|past|last|nearly|almost|about|around|roughly|some) (?:(?:about|around|over|nearly|almost) )?(?:three|four|five|six|seven|eight|nine|ten|several|many)(?: and a half)? weeks\b(?! (?:pregnant|gestation|old))/,
          // The same duration in shorthand: "cough 4 wks", "x 6/52", "3 months".
          /(?<![\d.])(?:[3-9]|1\d) ?(?:weeks?|wks?|\/52)\b(?! (?:pregnant|gestation|old))|(?<![\d.])(?:[1-9]|1[0-2]) ?(?:months?|mths?|\/12)\b(?! old)/,
          'weight loss',
          'night sweats',
        ),
        add: [need('xray', 'chest X-ray for a cough over 3 weeks, weight loss or night sweats')],
      },
      {
        // A dry, tickly cough since an ACE inhibitor began, with nothing else: the drug is changed (NICE CKS
        // Cough; ACE-inhibitor cough), no X-ray, unless blood, weight loss, sweats, breathlessness or fever.
        when: allOf(
          anyOf(takes('aceInhibitor'), historyOf('ace inhibitor')),
          says('dry', 'tickly', 'nothing (comes|coming) up', 'non-?productive'),
          none(
            says(
              // Blood coughed up, not a blood pressure tablet.
              'coughing (up )?blood',
              'blood[- ](streaked|stained|in (the |my |his |her )?(sputum|phlegm))',
              'streaks of blood',
              'hemoptysis',
              'weight loss',
              'night sweats',
              'breathless*',
              'short of breath',
              'shortness of breath',
              'sputum',
              'phlegm',
            ),
          ),
          none(fever),
          none(olderAdult),
        ),
        remove: ['xray'],
        why: 'a dry cough since an ACE inhibitor began, nothing else: the drug is changed, no X-ray',
      },
      {
        // A chest exacerbation of cystic fibrosis: more sputum, a fever, off food. Sputum and blood cultures,
        // an X-ray and IV antibiotics chosen by the patient's own organisms (CF Trust standards of care).
        when: allOf(
          anyOf(historyOf('cystic fibrosis'), says('cystic fibrosis')),
          anyOf(
            fever,
            says('more (cough|sputum|phlegm)', 'sputum', 'off (food|his food|her food)', 'exacerbation'),
          ),
        ),
        add: [
          need(
            'labs',
            'sputum culture, blood count, CRP, renal function and aminoglycoside levels [cystic fibrosis]',
          ),
          need('xray', 'chest X-ray [cystic fibrosis exacerbation]'),
          need('parenteralMedication', 'IV antibiotics by the sputum organisms [cystic fibrosis]'),
        ],
      },
    ],
    highRisk: [
      {
        when: allOf(
          ageYears(0, 0.5),
          says(
            'whoop*',
            'pertussis',
            'coughing (fits|spasms|bouts)',
            'paroxysm*',
            'vomit* after cough*',
            '(turns|turned|going) (blue|red|purple) (when|with|after) cough*',
          ),
        ),
        reason: 'Suspected whooping cough under 6 months: apnoea and death risk',
        source: 'UKHSA 2023 Pertussis guidelines; NICE CKS Whooping cough',
      },
    ],
    minor: true,
    guideline: 'NICE NG120 Cough [acute]; NICE NG138 Pneumonia',
    differential: [
      {
        condition: 'Viral respiratory infection, acute bronchitis',
        why: 'The commonest cause; self-limiting',
      },
      { condition: 'Pneumonia', why: 'Fever with fast breathing or heart rate, focal chest signs' },
      { condition: 'Asthma, reflux, ACE inhibitor, lung cancer, TB', why: 'Persistent cough' },
    ],
    workup: [
      'Temperature, SpO2, respiratory rate; chest examination',
      'Chest X-ray only with pneumonia signs, age 65+ or 3 weeks',
    ],
    immediateActions: ['Safety-net for breathlessness, chest pain, blood in the sputum'],
  },
  {
    id: 'hyperventilation',
    name: 'Hyperventilation',
    group: 'respiratory',
    terms: [
      'hyperventilat*',
      /over[\s-]?breathing/,
      'breathing (too )?(fast|quickly|rapidly) (and|with) (tingling|panic|anxiety|numb*|pins and needles)',
      'carpopedal spasm*',
      'panic attack with (fast|rapid) breathing',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          hypoxia,
          ageYears(40),
          pregnant,
          says(
            'chest pain',
            'pleuritic',
            'hemoptysis',
            'calf',
            'leg swelling',
            'ketones',
            'high (blood )?sugar*',
            'glucose',
          ),
          historyOf('diabetes', 'pulmonary embolism', 'deep vein thrombosis', 'asthma'),
        ),
        add: [
          need('labs', 'blood gas, glucose and ketones, D-dimer where PE is possible'),
          need('ecg', 'ECG: hyperventilation is a diagnosis of exclusion'),
        ],
      },
    ],
    minor: true,
    guideline: 'BTS 2017 Emergency oxygen; ESC 2019 Acute PE',
    differential: [
      { condition: 'Anxiety or panic', why: 'Young, normal SpO2, perioral and finger tingling' },
      {
        condition: 'Pulmonary embolism, DKA, salicylate toxicity, asthma',
        why: 'Fast breathing with a physical cause',
      },
    ],
    workup: ['SpO2 and capillary glucose and ketones', 'Blood gas and ECG if older, hypoxic or diabetic'],
    immediateActions: ['Check SpO2 and glucose before calling it anxiety; calm slow breathing'],
  },
  {
    id: 'hemoptysis',
    name: 'Haemoptysis',
    group: 'respiratory',
    terms: [
      'hemoptysis',
      'cough(ing|ed|s)? (up )?(fresh |bright red |dark |some |a little |streaks of |specks of )?blood',
      'blood (in|with) (the |his |her |their |my )?(sputum|phlegm|spit|mucus)',
      'blood (stained|streaked|tinged) (sputum|phlegm|mucus)',
      'bloody (sputum|phlegm|cough|mucus)',
      'spitting (up )?blood',
      'streaks of blood in (the |his |her |their |my )?(sputum|phlegm)',
    ],
    resources: [need('xray', 'chest X-ray'), need('labs', 'blood count and coagulation')],
    adjustments: [
      {
        when: allOf(ageYears(0, 40), streaksOfBlood, noSignOfCancerOrClot),
        remove: ['labs'],
        why: 'streaky haemoptysis in a young adult without risk factors: chest X-ray only',
      },
      {
        when: allOf(ageYears(40, 65), streaksOfBlood, aChestCold, saysNeverSmoked, noSignOfCancerOrClot),
        remove: ['labs'],
        why: 'a few streaks with a chest cold in a lifelong non-smoker: chest X-ray only',
      },
    ],
    guideline: 'NICE NG12 Suspected cancer; BTS 2023 Haemoptysis',
    differential: [
      { condition: 'Bronchitis or pneumonia', why: 'Streaks with an infection' },
      { condition: 'Lung cancer, TB, bronchiectasis', why: 'Smoker, weight loss, over 40, recurrent' },
      { condition: 'Pulmonary embolism', why: 'Pleuritic pain, breathlessness, risk factors' },
    ],
    workup: ['Chest X-ray; blood count and coagulation', 'CT if over 40 with risk factors or recurrent'],
    immediateActions: ['Estimate the volume; SpO2; keep a sputum pot'],
  },
  {
    id: 'airway-foreign-body',
    name: 'Foreign body in the airway',
    group: 'respiratory',
    terms: [
      'foreign body (in|into|inhaled into|aspirated into) (the |his |her |their |my )?(airway|lung|lungs|windpipe|trachea|bronchus|chest)',
      '(airway|inhaled|aspirated) foreign body',
      'inhaled (a |an |the |some )?(foreign body|peanut|nut|nuts|coin|toy|object|bead|piece|tooth|pen cap|button|seed|popcorn|grape|lego|sweet|candy|marble)',
      'aspirat* (a |an |the )?(foreign body|object|coin|peanut|nut|toy|bead|tooth|food|popcorn|grape)',
      '(inhalation|aspiration) of (a |an )?(foreign body|peanut|nut|object|coin|toy)',
      'chok(ed|ing) on (a |an |the |some |his |her |their )?(peanut|nut|nuts|coin|toy|bead|grape|sweet|candy|popcorn|food|piece|lego|button|marble|meat|apple|carrot)',
      'choking episode',
      'chok(ed|ing) (while|when) eating',
      'something (stuck )?in (his |her |their |my )?(windpipe|airway|lung)',
    ],
    complaintFieldTerms: ['choking', 'choked'],
    resources: [
      need('xray', 'chest and neck X-ray, inspiratory and expiratory'),
      need('specialtyConsultation', 'ENT or respiratory for bronchoscopy'),
    ],
    adjustments: [
      {
        when: allOf(
          chokingRelieved,
          says('whole', 'intact', 'in one piece'),
          none(
            says('cough*', 'wheez*', 'stridor', 'hoarse*', 'voice (change|changed|is different)', 'drool*'),
          ),
        ),
        remove: ['xray', 'specialtyConsultation'],
        why: 'the piece came out whole and breathing has been normal since: nothing left to find',
      },
    ],
    guideline: 'Resuscitation Council UK 2021 Choking; ERS 2017 Foreign body aspiration',
    differential: [
      { condition: 'Bronchial foreign body', why: 'Choking episode then cough, unilateral wheeze' },
      { condition: 'Laryngeal or tracheal foreign body', why: 'Stridor, voice change: an airway emergency' },
      { condition: 'Oesophageal foreign body', why: 'Drooling, dysphagia, chest pain' },
    ],
    workup: [
      'Chest X-ray with expiratory or decubitus views',
      'Bronchoscopy if the history is convincing even when X-ray is normal',
    ],
    immediateActions: [
      'If unable to cough or speak: back blows and thrusts per choking algorithm',
      'Keep nil by mouth',
    ],
  },
  {
    id: 'allergic-reaction',
    name: 'Allergic reaction',
    group: 'respiratory',
    terms: [
      'allergic (reaction|response|rash|episode|symptoms)',
      'reaction to (a |an |the |his |her |their |my )?(medication|medicine|drug|tablets|antibiotic|antibiotics|food|nut|nuts|peanut|peanuts|penicillin|amoxicillin|shellfish|seafood|sting|bee sting|wasp sting|contrast|dye|vaccine|latex)',
      'anaphyla*',
      'angioedema',
      /angio[\s-]?o?edema/,
      '(lip|lips|tongue|eyelid|eyelids) (is |are )?(swelling|swollen)',
      'swollen (lip|lips|tongue|eyelids)',
      'swelling (of|to) (the |his |her |their |my )?(lip|lips|tongue|eyelids)',
      'hives',
      'urticaria*',
      'welts',
      'epipen',
      'epi pen',
      'used (his |her |their |my )?(epipen|epi pen|auto injector|autoinjector)',
      '(food|nut|peanut|shellfish) allergy',
    ],
    complaintFieldTerms: ['allergy', 'allergic', 'allergies'],
    requires: none(lipsSwollenByABlow),
    resources: [need('parenteralMedication', 'IM or IV antihistamine and steroid')],
    adjustments: [
      {
        when: says('resolved', 'settled', 'gone( now)?', 'all gone', 'faded', 'cleared (up)?'),
        remove: ['parenteralMedication'],
        why: 'the reaction has settled: advice and oral antihistamine',
      },

      {
        when: allOf(
          says(
            'rash',
            'hives',
            'urticaria*',
            'itch*',
            'welts',
            'red (skin|blotches)',
            'blotch*',
            'local (reaction|swelling)',
            'mild',
            // Swelling that stays where the sting or bite was: "confined to the hand", "a large local".
            'confined to (the |his |her |their |my )?(left |right )?(\\w+ )?(hand|arm|forearm|finger|foot|leg|ankle|site|area|limb)',
            'large local',
          ),
          none(
            says(
              'lip',
              'lips',
              'tongue',
              // The throat or swallowing in trouble, not "swallowing fine".
              'throat (is )?(tight*|swell*|swollen|closing|itchy)',
              'tight throat',
              '(difficulty|trouble|problems?|pain) (with )?swallowing',
              "(can't|cannot|unable to) swallow",
              'face (is )?swollen',
              'facial swelling',
              'wheez*',
              'shortness of breath',
              'short of breath',
              'breathless*',
              'difficulty breathing',
              'stridor',
              'hoarse*',
              'vomit*',
              'abdominal (pain|cramps)',
              'dizz*',
              'light headed',
              'syncope',
              'collaps*',
              'epipen',
              'epi pen',
              'adrenaline',
              'epinephrine',
              'anaphyla*',
            ),
          ),
          none(hypotension),
          none(
            says(
              'not (settling|helping|improving|working)',
              'despite',
              'failed',
              'without relief',
              'no relief',
              'w/o relief',
              'not responding',
            ),
          ),
        ),
        remove: ['parenteralMedication'],
        why: 'skin-only reaction: oral antihistamine, which is not an ESI resource',
      },
    ],
    guideline: 'EAACI 2021 Anaphylaxis; Resuscitation Council UK 2021 Anaphylaxis; NICE CG134',
    differential: [
      { condition: 'Urticaria or localised allergic reaction', why: 'Skin only' },
      { condition: 'Anaphylaxis', why: 'Skin with airway, breathing, circulation or gut involvement' },
      { condition: 'ACE-inhibitor or hereditary angioedema', why: 'Swelling without hives' },
    ],
    workup: [
      'Airway, breathing and blood pressure; identify the trigger',
      'Mast cell tryptase if anaphylaxis',
    ],
    immediateActions: [
      'IM adrenaline 0.5 mg if any airway, breathing or circulation sign',
      'Remove the trigger; oral antihistamine for skin-only',
    ],
  },
  {
    id: 'wheezing-asthma',
    name: 'Wheezing / asthma',
    group: 'respiratory',
    terms: [
      'wheez*',
      'asthma (attack|exacerbation|flare|flare up|episode)',
      'asthmatic (attack|episode|exacerbation)',
      'acute asthma',
      'bronchospasm',
      'reactive airway*',
      // Not a prescription asked for: "needs inhaler script" is a refill.
      /\bneeds? (?:more |frequent )?(?:inhaler|puffer|salbutamol|ventolin|albuterol|nebs|neb|nebuliser|nebulizer)\b(?! (?:script|prescription|refill|supply|repeat|renewal))/,
      'using (his |her |their |my )?(inhaler|puffer) (a lot|more|every|constantly|frequently|hourly)',
    ],
    complaintFieldTerms: ['asthma', 'asthmatic'],
    resources: [need('parenteralMedication', 'nebulised salbutamol and ipratropium')],
    adjustments: [
      {
        when: anyOf(
          fever,
          ageYears(50),
          says('first (episode|time|wheez*)', 'crackles', 'chest pain', 'pleuritic'),
        ),
        add: [need('xray', 'chest X-ray: first wheeze, fever, focal signs or age 50+')],
      },
      {
        // An inhaler run out, with breathing as usual: a prescription, which is no ESI resource.
        when: allOf(
          says(
            'ran out',
            'run out',
            'running out',
            'refill',
            'repeat prescription',
            'forgot to order',
            // "Lost salbutamol inhaler", "lost her blue inhaler".
            'lost (my |his |her |their |the )?(blue |brown )?(\\w+ )?(inhaler|puffer|spacer)',
            // "Left blue inhaler + spacer at home", "forgot her inhaler".
            'left (my |his |her |their |the )?(blue |brown )?(inhaler|puffer|spacer)s?( [\\w+&]+){0,3} at home',
            'forg(o|e)t (my |his |her |their |the )?(blue )?(inhaler|puffer|spacer)',
            '(inhaler|puffer|spacer) (left|lost|forgotten) at home',
          ),
          none(
            says(
              'wheez*',
              'breathless*',
              'short of breath',
              'shortness of breath',
              'tight chest',
              'chest tight*',
              'difficulty breathing',
              'struggling to breathe',
              'fever',
            ),
          ),
        ),
        remove: ['parenteralMedication', 'xray'],
        why: 'an inhaler to replace, breathing as usual: a prescription',
      },
      {
        // A wheeze with a cold in the first year is bronchiolitis: no bronchodilators (NICE NG9).
        when: allOf(
          ageYears(0, 1),
          says('runny nose', 'a cold', 'coryza', 'snuffl*', 'blocked nose', 'congest*'),
        ),
        remove: ['parenteralMedication'],
        why: 'a wheeze with a cold before the first birthday is bronchiolitis: no bronchodilators (NICE NG9)',
      },
    ],
    guideline: 'BTS/SIGN 2019 British Guideline on Asthma; GINA 2024',
    differential: [
      { condition: 'Asthma exacerbation', why: 'Known asthma, trigger, wheeze' },
      { condition: 'COPD, heart failure, anaphylaxis', why: 'Older age, smoker, orthopnoea, allergen' },
      {
        condition: 'Inhaled foreign body, pneumonia, pneumothorax',
        why: 'Unilateral wheeze, fever, sudden pain',
      },
    ],
    workup: ['Peak flow and SpO2; severity by BTS criteria', 'Chest X-ray only if atypical'],
    immediateActions: ['Salbutamol by spacer or nebuliser; oral prednisolone', 'Oxygen to SpO2 94–98%'],
  },
  {
    id: 'stridor',
    name: 'Stridor',
    group: 'respiratory',
    // Stridor only when a child cries is mild croup, not this complaint.
    terms: [
      stridorAtRest,
      'stridulous',
      'inspiratory (stridor|noise|wheeze)',
      'high pitched (breathing|noise when breathing|inspiratory noise|noise on breathing in)',
      'crowing',
    ],
    resources: [
      need('parenteralMedication', 'nebulised adrenaline and steroid'),
      need('specialtyConsultation', 'ENT or anaesthesia for the airway'),
    ],
    guideline: 'Difficult Airway Society 2015; RCPCH Croup',
    differential: [
      { condition: 'Croup', why: 'A child with a barking cough' },
      { condition: 'Epiglottitis, deep neck abscess, angioedema', why: 'Drooling, fever, swelling' },
      {
        condition: 'Foreign body, laryngeal tumour, post-extubation oedema',
        why: 'Choking, progressive, recent intubation',
      },
    ],
    workup: [
      'Do not examine the throat if epiglottitis is possible',
      'Nasendoscopy by ENT or anaesthesia when safe',
    ],
    immediateActions: ['Keep calm and in the position of comfort; senior airway help now'],
  },
  {
    id: 'respiratory-infection',
    name: 'Respiratory infection / pneumonia',
    group: 'respiratory',
    terms: [
      'pneumonia',
      'pneumonitis',
      'chest infection',
      'lower respiratory (tract )?infection',
      'lrti',
      'lung infection',
      'chest sepsis',
      'aspiration pneumonia',
      'empyema',
      'pleural effusion',
      'tuberculosis',
    ],
    resources: [
      need('labs', 'blood count, CRP, electrolytes, renal function [CURB-65]'),
      need('xray', 'chest X-ray'),
    ],
    adjustments: [
      {
        // A chest infection that was, treated and over ("last week, finished antibiotics, feels better",
        // "cough gone"): the visit is about something else (a note, thrush after the antibiotics).
        when: chestInfectionOver,
        remove: ['labs', 'xray'],
        why: 'a chest infection treated and over: nothing to investigate',
      },
      {
        // A child well enough for home (no low oxygen, fast breathing or pulse, drowsiness, or refusal to
        // drink) has no routine blood tests for a chest infection (BTS 2011 CAP in children).
        when: allOf(
          ageYears(0, 16),
          vital(
            (v) => `SpO2 ${v.spo2}`,
            (v) => v.spo2 !== undefined && v.spo2 >= 93,
          ),
          none(anyOf(tachycardia, hypoxia, tachypnoea, hypotension, alteredMentalStatus)),
          none(
            says(
              'not drinking',
              "(won't|will not|refusing to) drink",
              'letharg*',
              'drowsy',
              'floppy',
              'grunting',
              'recession',
              'indrawing',
              'nasal flaring',
              'mottled',
              'immunocompromised',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'a child well enough for home with a chest infection: no routine blood tests (BTS 2011)',
      },
    ],
    guideline: 'NICE NG138 Pneumonia; BTS 2009 Community-acquired pneumonia; CURB-65',
    differential: [
      { condition: 'Community-acquired pneumonia', why: 'Fever, cough, focal signs' },
      {
        condition: 'Pulmonary embolism, heart failure',
        why: 'Breathless without fever or with risk factors',
      },
      { condition: 'TB, empyema, lung abscess', why: 'Prolonged, weight loss, not improving' },
    ],
    workup: ['Chest X-ray; CURB-65', 'Blood count, CRP, urea and electrolytes; blood cultures if severe'],
    immediateActions: ['Oxygen to target; antibiotics within 4 hours, within 1 hour if septic'],
  },
  {
    id: 'flu-like-illness',
    name: 'Flu-like illness / COVID-19',
    group: 'respiratory',
    terms: [
      'flu',
      'influenza',
      'flu like (illness|symptoms|syndrome)',
      'flu symptoms',
      'influenza like illness',
      'ili',
      'covid*',
      'coronavirus',
      'sars cov 2',
      'positive (covid|flu|influenza|rat|lateral flow|rapid antigen)( test| swab)?',
      '(covid|flu|influenza|rsv) positive',
      'viral (illness|infection|syndrome|symptoms)',
      'cold and flu',
      'rsv',
    ],
    complaintFieldTerms: ['body aches', 'aching all over', 'myalgia*'],
    // A flu weeks behind the patient ("cough won't go after flu", "had flu about two weeks ago") is the
    // cough's story, not a flu now: the cough is what is worked up.
    requires: none(
      says(
        '(after|since|following) (the |a |her |his |my |their )?(flu|influenza|covid)',
        'post[- ]?(flu|influenza|covid|viral)',
        'had (the )?(flu|influenza|covid) (\\w+ ){0,2}(weeks?|wks?|months?) ago',
      ),
    ),
    resources: [],
    adjustments: [
      {
        when: fluHighRisk,
        add: [
          need('labs', 'blood count, CRP, renal function and viral swab'),
          need('xray', 'chest X-ray for pneumonia'),
        ],
      },
    ],
    minor: true,
    guideline: 'NICE NG191 COVID-19; CDC 2024 Influenza antiviral guidance',
    differential: [
      { condition: 'Influenza, COVID-19, other viral illness', why: 'Fever, myalgia, cough' },
      { condition: 'Pneumonia, sepsis', why: 'Breathlessness, hypoxia, confusion' },
    ],
    workup: ['SpO2, respiratory rate, temperature', 'Bloods and chest X-ray only if high risk or hypoxic'],
    immediateActions: ['Mask and isolate; antipyretics and fluids', 'Antivirals for high-risk patients'],
  },
];
