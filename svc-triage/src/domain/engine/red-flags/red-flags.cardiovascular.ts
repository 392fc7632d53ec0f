import {
  abdominalPain,
  backPain,
  cardiacRiskFactors,
  chestPain,
  chestPainInvestigatedAndGone,
  chestPainOfARash,
  coldExposure,
  injuryStory,
  shortnessOfBreath,
  pleuriticPainOfChestInfection,
  reproducibleChestWallPain,
  skinSignsOfShock,
  CORONARY_PAIN_FEATURES,
  SWEATING_WITH_THE_PAIN,
  tightnessOfInhaledIrritant,
  tightnessOfWheezyAirways,
  traumaticChestWallPain,
} from './common-phrases';
import {
  ageYears,
  allOf,
  anyOf,
  fever,
  historyOf,
  hypotension,
  near,
  none,
  postpartum,
  pregnant,
  says,
  saysBeforeNegation,
  takes,
  tachycardia,
  toldOfOthers,
  vital,
  alteredMentalStatus,
  hypoxia,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';
import { SATURATION_SAFE_ON_LOW_FLOW } from '../reading/oxygenation.reader';

/**
 * Breathlessness with cancer that the case explains otherwise: come on over weeks, or with a pleural
 * effusion's signs, tense ascites or heart failure's orthopnoea and swollen ankles, and with nothing of an
 * embolism (sudden onset, pleuritic pain, haemoptysis, a faint, hypoxia, a fast pulse). ESC 2019 weighs
 * the alternative diagnosis before the embolism; cancer alone then does not make it one.
 */
const breathlessFromFluidOrOverWeeks = allOf(
  says(
    /\b(?:over|for|past|last) (?:the (?:last |past )?)?(?:a|one|1|two|2|three|3|four|4|six|6|few|several|couple of) weeks?\b/,
    /\b(?:two|three|four|five|six|\d+|several|few) (?:weeks?|months?)\b/,
    'gradual*',
    'progressive*',
    'effusion',
    'dull (to percussion )?(at|in) the (left |right )?bases?',
    'stony dull*',
    'ascites',
    'tense (abdomen|belly|tummy)',
    'orthopn*',
    '(breathless\\w*|short of breath) (when )?(lying|laying) (flat|down)',
    'propped up',
    '(\\d|two|three|four) pillows',
    'ankle (swelling|oedema|edema)',
    'swollen ankles',
  ),
  none(
    says(
      'sudden*',
      'abrupt*',
      'pleuritic',
      'worse on (breathing|inspiration)',
      'hemoptysis',
      'cough(ing|ed)? (up )?blood',
      'syncope',
      'calf',
      'collapse*',
    ),
  ),
  none(hypoxia),
  none(tachycardia),
);

export const cardiovascularRedFlags: RedFlagDefinition[] = [
  {
    id: 'upper-limb-dvt',
    name: 'Upper-limb deep vein thrombosis [line or cancer]',
    system: 'cardiovascular',
    esiFloor: 3,
    guideline: 'BSH 2012 Venous thrombosis at unusual sites; ASH 2018 Cancer-associated thrombosis',
    resources: [
      { resource: 'advancedImaging', why: 'Doppler ultrasound of the arm veins' },
      { resource: 'labs', why: 'blood count, clotting and renal function before anticoagulation' },
    ],
    // An arm swollen from the hand up, not after a blow, around a central line or in a patient with cancer.
    matches: allOf(
      says(
        '(swollen|swelling of) (the |his |her |my |their )?(left |right )?(whole )?arm',
        '(left |right )?arm (is |has been |was |got |feels |looks )?(very |more )?swollen',
        'swollen (from )?(the )?hand to (the )?shoulder',
        'arm swelling',
      ),
      anyOf(
        says(
          'picc',
          'central (venous )?line',
          'hickman',
          'portacath',
          'port[- ]a[- ]cath',
          'implanted port',
          'pacemaker',
          'dialysis (line|catheter)',
          'chemo*',
        ),
        historyOf('cancer', 'lymphoma', 'leuka?emia', 'myeloma', 'carcinoma', 'malignan*'),
      ),
      none(injuryStory),
    ),
    immediateActions: ['Ask about breathlessness and chest pain [pulmonary embolism]; check the line'],
    workup: ['Doppler ultrasound of the arm veins', 'Blood count, clotting, renal function'],
    differential: [
      { condition: 'Catheter-related upper-limb DVT', why: 'A swollen arm around a PICC or port' },
      {
        condition: 'Superior vena cava obstruction, lymphoedema, cellulitis',
        why: 'Swelling of the arm and face',
      },
    ],
  },
  {
    id: 'cardiac-arrest',
    name: 'Cardiac arrest',
    system: 'cardiovascular',
    esiFloor: 1,
    guideline: 'AHA 2020 Guidelines for CPR and Emergency Cardiovascular Care',
    matches: anyOf(
      says('cardiac arrest', 'cpr in progress', 'receiving cpr', 'bystander cpr', 'in arrest'),
      allOf(
        says('pulseless', 'apneic', 'agonal breathing'),
        says('unresponsive', 'collapsed', 'unconscious', 'agonal breathing', 'apneic'),
        // "Stopped breathing … now pink": an event that is over, not an arrest in progress.
        none(
          says(
            'brief breathing pause',
            'now (pink|breathing|fine|normal|well|alert|awake|crying|responsive)',
            'back to normal',
            'recovered',
          ),
        ),
      ),
    ),
    immediateActions: [
      'Start CPR now: high-quality compressions 100–120/min, 5–6 cm deep, minimal interruptions',
      'Call the resuscitation team and attach a defibrillator; shock VF or pulseless VT without delay',
      'Bag-valve-mask ventilation with oxygen, IV or IO access, epinephrine 1 mg every 3–5 minutes',
      'Treat reversible causes: hypoxia, hypovolemia, hypo/hyperkalemia, hypothermia, tension pneumothorax, tamponade, toxins, thrombosis',
    ],
    workup: [
      'Rhythm analysis on the defibrillator',
      'Point-of-care glucose, blood gas and potassium',
      '12-lead ECG after return of spontaneous circulation',
    ],
    differential: [
      {
        condition: 'VF or pulseless VT from acute coronary occlusion',
        why: 'The commonest cause of sudden collapse in adults',
      },
      {
        condition: 'Hypoxic, hyperkalemic, hypovolemic or toxic arrest',
        why: 'Reversible causes change the treatment',
      },
    ],
    disposition: 'Resuscitation bay now; intensive care after return of spontaneous circulation',
  },
  {
    id: 'acute-coronary-syndrome',
    name: 'Acute coronary syndrome',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'AHA/ACC 2021 Chest Pain Guideline; ESC 2023 ACS Guidelines',
    matches: anyOf(
      allOf(
        chestPain,
        none(chestPainInvestigatedAndGone),
        none(reproducibleChestWallPain),
        none(traumaticChestWallPain),
        none(pleuriticPainOfChestInfection),
        none(chestPainOfARash),
        none(tightnessOfWheezyAirways),
        none(tightnessOfInhaledIrritant),
        anyOf(
          says(...CORONARY_PAIN_FEATURES, 'squeezing', 'on exercise', 'walking uphill', 'cocaine'),
          // A pressure, heaviness or tightness, or nausea, in a young adult without risk factors is
          // not yet an ACS picture: its other features decide.
          allOf(
            says('pressure', 'heaviness', 'tightness', 'nausea'),
            anyOf(ageYears(30), cardiacRiskFactors),
          ),
          ageYears(40),
          cardiacRiskFactors,
        ),
      ),
      allOf(
        says(
          'epigastric (pain|burning|discomfort)',
          // "Burning sensation in epigastrium", as a casualty note writes it.
          '(pain|burning|discomfort|burning sensation) in (the )?(epigastrium|upper abdomen)',
          'jaw (pain|ach*)',
          'aching jaw',
          'arm pain',
          'indigestion',
        ),
        says(
          'diaphore*',
          SWEATING_WITH_THE_PAIN,
          'clammy',
          'exertion*',
          'walk\\w* up (the |a )?hill',
          'on (the )?stairs',
          'climbing (up )?(the |a )?(stairs|hill|steps)',
          'eases (if|when|with) (i|he|she|they) (rest|stop|stand still)',
          'eases (with|on) rest\\w*',
        ),
        ageYears(40),
      ),
      // Older, diabetic and female patients often have no chest pain: an anginal equivalent with
      // nausea, breathlessness or weakness is enough to get the ECG done now.
      allOf(
        says(
          'jaw (pain|discomfort|ache|tightness)',
          // "An ache in her jaw and both shoulders", "jaw and shoulder ache".
          /\b(?:ache|aching|pain|discomfort|tightness|pressure|heaviness) in (?:her|his|their|my|the) jaw\b/,
          /\bjaw (?:and|&) (?:both |left |right )?(?:shoulders?|arms?|neck) (?:pain|ache|aching|discomfort)\b/,
          '(left )?arm (pain|heaviness|discomfort)',
          // "A heavy feeling in her arms".
          /\bheavy (?:feeling|sensation) in (?:her|his|their|my|both|the) (?:left )?arms?\b/,
          'epigastric (pain|discomfort)',
          'chest discomfort',
          'indigestion',
        ),
        says(
          'nause*',
          'vomit*',
          'breathless*',
          'short of breath',
          'shortness of breath',
          'weak*',
          'fatigue*',
          'dizz*',
          // As a patient says them: "feels sick", "unusually tired".
          'feel(s|ing)? sick',
          '(unusually|very|really|extremely|so) tired',
          'exhausted',
        ),
        ageYears(50),
        anyOf(cardiacRiskFactors, ageYears(65)),
      ),
      // Or no pain at all: grey, clammy or sweaty with breathlessness or nausea in an older or diabetic
      // patient, without the fever, diarrhoea or phlegm of an infection that would explain it.
      allOf(
        says('clammy', SWEATING_WITH_THE_PAIN, 'diaphore*', '(grey|gray|ashen)( colou?r| and clammy)?'),
        says(
          'breathless*',
          'short of breath',
          'shortness of breath',
          'puffed( out)?',
          'nause*',
          'feel(s|ing)? sick',
          'felt sick',
        ),
        anyOf(ageYears(65), allOf(ageYears(50), cardiacRiskFactors)),
        none(fever),
        none(says('diarrh*', 'phlegm', 'sputum', 'productive cough')),
        // Nor the heat's: hours in the sun, a sauna or a hot bath.
        none(
          says('in the (heat|sun)', 'heat (exhaustion|stroke)', 'hot (weather|day|sun)', 'sauna', 'hot bath'),
        ),
      ),
      // An ECG that shows it, at triage or from the crew.
      says('st (segment )?(elevation|depression)', 'st[- ]?elevation', 'st[- ]?depression'),
    ),
    escalations: [
      { when: hypotension, esiFloor: 1, reason: 'hypotension with possible ACS: cardiogenic shock' },
    ],
    immediateActions: [
      '12-lead ECG within 10 minutes of arrival; repeat if pain changes',
      'Aspirin 162–325 mg chewed unless allergic or actively bleeding',
      'Continuous cardiac monitoring, IV access, defibrillator nearby',
      'Activate the cath-lab / STEMI pathway if the ECG shows ST elevation or an equivalent',
    ],
    workup: [
      'High-sensitivity troponin at 0 and 1–3 hours [ESC 0/1 h algorithm]',
      'Chest X-ray',
      'Full blood count, electrolytes, renal function, glucose, lipids',
      'HEART score once the troponin is back',
    ],
    differential: [
      {
        condition: 'Acute coronary syndrome [STEMI, NSTEMI, unstable angina]',
        why: 'Chest pain with ischemic features or cardiac risk factors',
      },
      { condition: 'Aortic dissection', why: 'Must be excluded before antithrombotic treatment' },
      { condition: 'Pulmonary embolism', why: 'Chest pain with breathlessness or tachycardia' },
      { condition: 'Pericarditis or tamponade', why: 'Positional or pleuritic pain' },
    ],
    disposition: 'Monitored acute bed; cardiology review',
  },
  {
    id: 'aortic-dissection',
    name: 'Aortic dissection',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ACC/AHA 2022 Aortic Disease Guideline [ADD-RS]',
    matches: allOf(
      anyOf(chestPain, backPain, abdominalPain),
      anyOf(
        // ADD-RS pain features are abrupt onset, severe intensity and a ripping or tearing quality; pain
        // that goes through to the back is one with chest pain or a sudden onset, while epigastric pain
        // radiating to the back alone is the pancreas' or an ulcer's pattern.
        allOf(
          says(
            'radiating (through )?to (the )?back',
            'radiates (through )?to (the )?back',
            'goes through to (the |his |her |my )?back',
          ),
          anyOf(chestPain, says('sudden*', 'abrupt*', 'worst', 'instant*')),
        ),
        // Pain between the shoulder blades is the aorta's with chest pain or a sudden onset; alone it is
        // as often a strained muscle.
        allOf(
          says('between (the |my |his |her )?shoulder ?blades', 'interscapular'),
          anyOf(chestPain, says('sudden*', 'abrupt*', 'worst', 'instant*')),
        ),
        says(
          'tearing',
          'ripping',
          'maximal at onset',
          'pulse deficit',
          'unequal (blood pressure|pulses)',
          'different (blood pressure|bp) in (each|both) arms',
        ),
        historyOf(
          'marfan*',
          'aortic aneurysm',
          'bicuspid aortic valve',
          'aortic valve replacement',
          'ehlers',
        ),
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'hypotension with suspected dissection' }],
    immediateActions: [
      'Blood pressure in both arms',
      'IV access and cross-match; target heart rate < 60 and SBP 100–120 with IV beta-blocker if no shock',
      'Withhold antithrombotics until dissection is excluded',
    ],
    workup: ['CT angiography of the aorta', 'ECG and troponin', 'Bedside echocardiography'],
    differential: [
      { condition: 'Aortic dissection', why: 'Tearing pain, back radiation or a connective-tissue history' },
    ],
    disposition: 'Resuscitation or monitored bed; cardiothoracic or vascular surgery',
  },
  {
    id: 'ruptured-aaa',
    name: 'Ruptured or symptomatic abdominal aortic aneurysm',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ESVS 2024 Abdominal Aorto-Iliac Artery Aneurysm Guidelines',
    matches: allOf(
      ageYears(50),
      anyOf(abdominalPain, backPain, says('flank pain', 'loin pain', 'syncope', 'collapsed')),
      anyOf(
        says('pulsatile (abdominal )?mass', 'aortic aneurysm', 'aaa'),
        historyOf('aortic aneurysm', 'aaa'),
        allOf(hypotension, says('back pain', 'flank pain', 'syncope', 'collapsed')),
      ),
    ),
    escalations: [
      { when: hypotension, esiFloor: 1, reason: 'hypotension: suspected rupture' },
      {
        // Without a pressure, a rupture shows itself as a clouded mind or grey, sweating, mottled skin.
        when: anyOf(alteredMentalStatus, skinSignsOfShock),
        esiFloor: 1,
        reason: 'signs of shock: suspected rupture',
      },
    ],
    immediateActions: [
      'Call vascular surgery now',
      'Two large-bore IV lines, cross-match 6 units; permissive hypotension [SBP 70–90] if conscious',
    ],
    workup: ['Bedside ultrasound of the aorta', 'CT angiography if stable'],
    differential: [
      {
        condition: 'Ruptured abdominal aortic aneurysm',
        why: 'Older patient with back or abdominal pain, collapse or a known aneurysm',
      },
    ],
  },
  {
    id: 'pulmonary-embolism',
    name: 'Pulmonary embolism',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ESC 2019 Acute Pulmonary Embolism Guidelines',
    matches: allOf(
      anyOf(
        shortnessOfBreath,
        says(
          'pleuritic',
          'worse on (breathing|inspiration)',
          // As a patient says it: "sharp pain in my chest when I breathe in", "hurts to take a deep breath".
          /\b(?:pain|hurts?|stabbing|sharp)\b[^.;]{0,40}\b(?:when|as|if) (?:i|he|she|they|you) (?:breathe|breath|take a (?:deep )?breath)(?:e)? in\b/,
          /\b(?:hurts?|painful) to (?:breathe in|take a (?:deep )?breath)\b/,
          'hemoptysis',
          'cough(ing|ed)? (up )?blood',
          'syncope',
        ),
        near('chest pain', /breath\w*|inspir\w*/, 5),
      ),
      anyOf(
        says(
          'calf (swelling|pain|tenderness)',
          '(left|right|one) (calf|leg) (swelling|swollen|pain)',
          'swollen (left|right) (calf|leg)',
          '(left|right) (calf|leg) (is )?swollen',
          '(left|right|one) (calf|leg) (has been |is |was |feels |went |got )?(sore and |painful and |tender and |red and |hot and )?(swollen|swelled up|puffed up)',
          '(long|\\d+)(-| )?(hour|hr|haul) flight',
          // "Flew back from Australia 4 days ago (over 20 hours)", "flew home from Singapore, 13 hours".
          /\bflew\b[^.;]{0,60}?\b(?:[6-9]|1\d|2\d) ?(?:hours?|hrs?)\b/,
          // A calf "fatter", "bigger" or "thicker" than the other.
          /\b(?:calf|leg)\b[^.;]{0,30}?\b(?:fatter|bigger|thicker|more swollen|larger) than (?:the )?(?:other|left|right)\b/,
          'long (car |bus )?(journey|flight|drive)',
          'immobili*',
          'bedbound',
          'recent surgery',
          'post(-| )?op*',
          'deep vein thrombosis',
        ),
        historyOf(
          'deep vein thrombosis',
          'pulmonary embolism',
          'blood clot*',
          'thrombophilia',
          'factor v leiden',
        ),
        allOf(historyOf('cancer', 'malignan*'), none(breathlessFromFluidOrOverWeeks)),
        takes('combinedHormonalContraceptive'),
        // A pregnancy as the reading finds it: "tummy swollen like I'm pregnant" is not one.
        pregnant,
        says('postpartum', 'ca?esarean', 'c-section'),
        postpartum,
      ),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'hypotension: high-risk [massive] PE' }],
    immediateActions: [
      'Oxygen to SpO2 94–98%',
      'IV access, continuous monitoring',
      'Calculate Wells score; start anticoagulation while awaiting imaging if probability is high and bleeding risk low',
    ],
    workup: [
      'CT pulmonary angiography',
      'D-dimer only if PE is unlikely by Wells [age-adjusted cut-off over 50]',
      'ECG, troponin and BNP for risk stratification',
      'Compression ultrasound of the swollen leg',
    ],
    differential: [
      {
        condition: 'Pulmonary embolism',
        why: 'Breathlessness or pleuritic pain with a thrombotic risk factor',
      },
      { condition: 'Pneumonia or pneumothorax', why: 'Alternative causes of pleuritic pain and hypoxia' },
      { condition: 'Acute coronary syndrome', why: 'Chest pain with tachycardia' },
    ],
  },
  {
    id: 'acute-heart-failure',
    name: 'Acute heart failure',
    system: 'cardiovascular',
    esiFloor: 3,
    guideline: 'ESC 2021 Heart Failure Guidelines',
    resources: [
      { resource: 'labs', why: 'BNP, electrolytes, renal function, troponin' },
      { resource: 'xray', why: 'chest X-ray' },
      { resource: 'parenteralMedication', why: 'IV diuretic' },
    ],
    matches: allOf(
      anyOf(shortnessOfBreath, says('orthopnea', 'paroxysmal nocturnal dyspnea', 'dyspnea on exertion')),
      anyOf(
        says(
          'leg swelling',
          'ankle swelling',
          'edema',
          'orthopnea',
          'paroxysmal nocturnal dyspnea',
          'pink frothy (sputum|spit|phlegm)',
          // Crackles at both bases; crackles at one base, or coarse ones, are a chest infection's.
          /(?<!\b(?:left|right|l|r|focal|coarse|unilateral)\s(?:basal\s|base\s|lower\s)?)crackles(?!\s(?:at\s|in\s|over\s|to\s)?(?:the\s)?(?:left|right|l|r)\b)/,
          'weight gain',
        ),
        historyOf('heart failure', 'cardiomyopathy', 'reduced ejection fraction'),
      ),
    ),
    escalations: [
      {
        // Severe hypoxia (the general rule's bound) that low-flow oxygen has not brought up.
        when: allOf(
          vital(
            (v) => `SpO2 ${v.spo2}%`,
            (v) => v.spo2 !== undefined && v.spo2 < 85,
          ),
          none(says(SATURATION_SAFE_ON_LOW_FLOW)),
        ),
        esiFloor: 1,
        reason: 'hypoxia: acute pulmonary edema',
      },
      { when: hypotension, esiFloor: 1, reason: 'hypotension: cardiogenic shock' },
      {
        // Too breathless to speak, or tiring, in pulmonary oedema: CPAP or NIV now (ESC 2021).
        when: says(
          'speaking in single words',
          'single words',
          'unable to (complete|finish|speak in full) sentences',
          'exhaust*',
          'cyanos*',
          'blue lips',
        ),
        esiFloor: 1,
        reason: 'too breathless to speak: acute pulmonary edema',
      },
    ],
    immediateActions: [
      'Sit upright, oxygen if SpO2 < 90%',
      'IV access; consider IV furosemide and nitrates if SBP > 110',
      'Consider CPAP/NIV for pulmonary edema with respiratory distress',
    ],
    workup: [
      'ECG and troponin',
      'BNP or NT-proBNP',
      'Chest X-ray',
      'Electrolytes, renal function, full blood count',
      'Echocardiography',
    ],
    differential: [
      {
        condition: 'Acute decompensated heart failure',
        why: 'Breathlessness with edema, orthopnea or known heart failure',
      },
      { condition: 'ACS or arrhythmia precipitating failure', why: 'Common triggers of decompensation' },
    ],
  },
  {
    id: 'high-risk-syncope',
    name: 'High-risk syncope',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ESC 2018 Syncope Guidelines; Canadian Syncope Risk Score',
    matches: allOf(
      says('syncope', 'collapsed', 'loss of consciousness', 'lost consciousness', 'blacked out', 'blackout'),
      anyOf(
        says(
          'exertion*',
          'during exercise',
          'while (running|exercising|playing)',
          '(walking|running|cycling) up (a |the )?(hill|stairs|steps|slope)',
          'climbing (up )?(a |the )?(hill|stairs|steps|ladder)',
          'palpitations',
          'chest pain',
          'mid-?sprint',
          'during (a |the )?(game|match|race|sprint|training|sport|run|basketball|football|soccer|rugby)',
          'while (lying|supine|sitting)',
          'family history of sudden',
        ),
        // A sudden death in the family: set aside from the patient's own findings, and read there.
        toldOfOthers(
          'family history of sudden',
          'sudden (cardiac |unexplained )?death',
          'died (suddenly|unexpectedly|young|in (his|her|their) sleep)',
        ),
        // The absence of a prodrome, which the negation reader takes for a denied "warning".
        saysBeforeNegation(
          'no warning',
          'without (any )?warning',
          'no prodrome',
          'without (a |any )?prodrome',
        ),
        historyOf(
          'aortic stenosis',
          'hocm',
          'hypertrophic obstructive',
          'heart failure',
          'coronary artery disease',
          'myocardial infarction',
          'cardiomyopathy',
          'structural heart',
          'arrhythmi*',
          'long qt',
          'brugada',
        ),
        vital(
          (v) => `HR ${v.heartRate}`,
          (v) => v.heartRate !== undefined && (v.heartRate < 40 || v.heartRate > 150),
        ),
      ),
    ),
    immediateActions: [
      '12-lead ECG now; continuous cardiac monitoring',
      'Point-of-care glucose; postural blood pressure',
    ],
    workup: [
      'ECG review for arrhythmia, QT, Brugada, pre-excitation',
      'Troponin, electrolytes, full blood count',
      'Echocardiography if structural disease suspected',
    ],
    differential: [
      { condition: 'Arrhythmic syncope', why: 'Exertional onset, palpitations or structural heart disease' },
      { condition: 'Pulmonary embolism, aortic stenosis, hemorrhage', why: 'Dangerous causes of collapse' },
    ],
  },
  {
    id: 'unstable-arrhythmia',
    name: 'Symptomatic brady- or tachyarrhythmia',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'AHA 2020 ACLS Bradycardia and Tachycardia Algorithms',
    matches: allOf(
      ageYears(12),
      anyOf(
        vital(
          (v) => `HR ${v.heartRate}`,
          (v) => v.heartRate !== undefined && (v.heartRate < 40 || v.heartRate > 150),
        ),
        // Bradycardia under 50 matters when it is causing symptoms (ACLS: poor perfusion).
        allOf(
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => v.heartRate !== undefined && v.heartRate < 50,
          ),
          anyOf(
            hypotension,
            vital(
              (v) => `SBP ${v.systolic}`,
              (v) => v.systolic !== undefined && v.systolic < 100,
            ),
            says(
              'dizz*',
              'light[- ]?headed*',
              'syncope',
              'faint*',
              'collapse*',
              'chest (pain|discomfort)',
              'breathless*',
              'short of breath',
              'confus*',
            ),
          ),
        ),
      ),
    ),
    escalations: [
      {
        when: anyOf(hypotension, alteredMentalStatus),
        esiFloor: 1,
        reason: 'arrhythmia with hypotension or altered mental status: unstable',
      },
      {
        // ACLS: a rate over 150 causing ischaemic chest discomfort and near-fainting is unstable before
        // the pressure falls: synchronised cardioversion.
        when: allOf(
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => v.heartRate !== undefined && v.heartRate > 150,
          ),
          chestPain,
          says(
            '(nearly|almost) (blacked|passed|fainted|blacking|passing) ?(out)?',
            'near[- ]?(syncope|faint*)',
            'pre-?syncop*',
            'everything (goes|went|going) (grey|gray|dark|black|fuzzy)',
            'blacking out',
            'faint*',
            'syncope',
          ),
        ),
        esiFloor: 1,
        reason: 'tachycardia over 150 with ischaemic chest discomfort and near-fainting: unstable',
      },
    ],
    immediateActions: [
      'Continuous cardiac monitoring, 12-lead ECG, IV access',
      'Synchronized cardioversion or pacing if unstable',
      'Bradycardia with poor perfusion: atropine 500 micrograms IV, repeat to 3 mg, then pacing',
      'Stable regular narrow-complex tachycardia: vagal manoeuvres, then adenosine 6 mg rapid IV',
    ],
    workup: [
      'Electrolytes including potassium and magnesium',
      'Troponin, thyroid function, drug levels if relevant',
    ],
    differential: [
      { condition: 'Primary arrhythmia vs secondary sinus tachycardia', why: 'Heart rate outside 40–150' },
    ],
  },
  {
    id: 'defibrillator-shock',
    name: 'Shock from an implanted defibrillator',
    system: 'cardiovascular',
    esiFloor: 3,
    guideline: 'EHRA/HRS 2019 expert consensus on ventricular arrhythmias; ESC 2022 Ventricular arrhythmias',
    // One shock in a patient who feels well: an ECG, electrolytes and the device interrogated. Two or more
    // in a day may be an electrical storm (three or more in 24 hours): a monitored bed now.
    resources: [
      { resource: 'ecg', why: '12-lead ECG after a defibrillator shock' },
      { resource: 'labs', why: 'electrolytes, magnesium, troponin' },
      { resource: 'specialtyConsultation', why: 'device interrogation by cardiology or cardiac physiology' },
    ],
    matches: allOf(
      says('icd', 'aicd', 'implant* (cardioverter )?defibrillator', '(his|her|their|my) defibrillator'),
      says(
        /\b(?:icd|aicd|defibrillator|device) (?:has |had )?(?:fired|went off|gone off|discharged|shocked)\b/,
        /\bshocks?\b/,
        /\b(?:fired|went off|discharged)\b/,
      ),
    ),
    escalations: [
      {
        when: says(
          /\b(?:two|three|four|five|six|several|multiple|repeated|[2-9]|x ?[2-9]) (?:\w+ )?(?:shocks|times)\b/,
          /\b(?:fired|went off|shocked (?:him|her|them|me)) (?:twice|again|repeatedly)\b/,
          /\bshocks? x ?[2-9]\b/,
          'electrical storm',
        ),
        esiFloor: 2,
        reason: 'more than one shock: possible electrical storm',
      },
    ],
    immediateActions: ['Continuous cardiac monitoring and defibrillator pads on; IV access'],
    workup: ['12-lead ECG, electrolytes, magnesium, troponin', 'Device interrogation'],
    differential: [
      {
        condition: 'Appropriate shock for VT/VF, electrical storm',
        why: 'Shocks with palpitations or syncope',
      },
      { condition: 'Inappropriate shock [AF, lead fracture]', why: 'Shock while well, without symptoms' },
    ],
  },
  {
    id: 'hypertensive-emergency',
    name: 'Hypertensive emergency',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ACC/AHA 2017 Hypertension Guideline [hypertensive emergency]',
    matches: allOf(
      vital(
        (v) => `BP ${v.systolic}/${v.diastolic ?? '?'}`,
        (v) => (v.systolic ?? 0) >= 180 || (v.diastolic ?? 0) >= 120,
      ),
      anyOf(
        chestPain,
        shortnessOfBreath,
        alteredMentalStatus,
        allOf(
          says('headache*'),
          none(says('mild', 'slight', 'dull', 'usual')),
          vital(
            (v) => `pain ${v.painScore ?? '?'}/10`,
            (v) => (v.painScore ?? 10) > 3,
          ),
        ),
        says(
          'blurred vision',
          'visual (loss|disturbance)',
          'confus*',
          'seizure',
          'weakness',
          'slurred speech',
          'hematuria',
          'nosebleed',
        ),
      ),
    ),
    immediateActions: [
      'Repeat BP, cardiac monitoring, IV access',
      'Look for end-organ damage before lowering BP; lower by no more than 25% in the first hour',
    ],
    workup: ['ECG, troponin, renal function, urinalysis', 'Fundoscopy; CT head if neurological symptoms'],
    differential: [
      { condition: 'Hypertensive emergency with end-organ damage', why: 'Severely raised BP with symptoms' },
    ],
  },
  {
    id: 'acute-limb-ischemia',
    name: 'Acute limb ischemia',
    system: 'cardiovascular',
    esiFloor: 2,
    guideline: 'ESVS 2020 Acute Limb Ischaemia Guidelines',
    // White, numb fingers after hours in the cold are frostbite (its complaint), not an embolus.
    matches: allOf(
      none(coldExposure),
      anyOf(
        says(
          /cold,? (?:pale |painful |numb |and |blue )*(?:left |right )?(?:leg|foot|arm|hand|limb)/,
          'pale,? (cold )?(left |right )?(leg|foot|limb)',
          'white (foot|leg|hand)',
          /\b(?:leg|foot|arm|hand|limb|calf|toes|fingers) (?:is |are |feels? |looks? |went |turned |has gone )?(?:cold|white|pale|blue|mottled)(?:,? (?:and )?(?:cold|white|pale|blue|mottled|numb|pulseless))+/,
          'absent limb pulses',
        ),
        near('pulseless', /leg|foot|arm|hand|limb|calf/, 4),
      ),
    ),
    immediateActions: [
      'Urgent vascular surgery review; time to revascularization determines limb survival',
      'IV heparin if no contraindication',
    ],
    workup: ['Handheld Doppler', 'CT angiography', 'ECG for atrial fibrillation, CK, lactate'],
    differential: [
      {
        condition: 'Acute arterial occlusion [embolus or thrombosis]',
        why: 'Cold, pale, pulseless or painful limb',
      },
    ],
  },
];
