import {
  ageYears,
  allOf,
  anyOf,
  historyOf,
  none,
  saturationBelowTarget,
  says,
  takes,
  vital,
} from '../red-flags/matchers';
import {
  CHEST_PAIN_IN_LAY_WORDS,
  chestPainInvestigatedAndGone,
  chestPainOfARash,
  reproducibleChestWallPain,
  tightnessOfWheezyAirways,
  traumaticChestWallPain,
} from '../red-flags/common-phrases';
import { hyperventilationOfKnownPanic, labsWhenOlder, need } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';
import { DIHYDROPYRIDINES } from '../reading/medications.parser';

/** A vasovagal story: a trigger (needle, blood, heat, standing) or its prodrome. */
const vasovagalStory = says(
  'vasovagal',
  'at (the )?sight of',
  'blood (test|draw)',
  '(having|had|getting|got) (her |his |their |my |some )?bloods? (taken|done|drawn)',
  'needle',
  'piercing',
  'tattoo',
  'cannula',
  '(injection|jab|vaccination)',
  '(feeling|sensation) of (heat|warmth)',
  'standing (for a long time|in the heat|in church|in a queue)',
  'hot (room|day|shower|bath)',
  'felt (hot|warm|sweaty) (and|then) (dizzy|faint|nause\\w*|sick)',
  'felt hot and',
  'prodrome',
  'donat\\w* blood',
  'giving blood',
  '(standing|stood) (for a long time|through|in (a )?(warm|hot))',
  'warm (hall|room|church|classroom)',
  'vision (went|going|turned) (grey|gray|black|dark|fuzzy)',
  'came (round|to) (immediately|quickly|straight away|at once|within)',
);
/** A near-faint that stayed one: "felt faint", "nearly fainted" (read as "nearly syncope"), no true faint. */
const nearFaintOnly = allOf(
  says('(feels?|felt|feeling) faint', '(nearly|almost) syncope', 'near[- ]syncope', 'pre[- ]?syncope'),
  none(
    says(
      /(?<!nearly |almost |near[- ]|pre[- ]?)syncop\w*/,
      'loss of consciousness',
      'lost consciousness',
      'collapse*',
      'palpitations',
      'chest (pain|tightness)',
      'short of breath',
      'exertion*',
    ),
  ),
);

/** Palpitations that have passed, and a pulse of 100 or less now. */
const palpitationsSettled = says('resolved', 'settled', 'stopped', 'gone', 'now normal');
const rateNotFast = vital(
  (v) => `HR ${v.heartRate}`,
  (v) => v.heartRate !== undefined && v.heartRate <= 100,
);

export const cardiovascularComplaints: ComplaintDefinition[] = [
  {
    id: 'chest-pain',
    name: 'Chest pain',
    group: 'cardiovascular',
    // An episode already investigated, with no pain since, is the reason for a follow-up, not chest pain now.
    requires: none(chestPainInvestigatedAndGone),
    terms: [
      'chest pain*',
      'chest pressure',
      'chest tightness',
      'chest heaviness',
      'chest discomfort',
      'tight chest',
      'heavy chest',
      ...CHEST_PAIN_IN_LAY_WORDS,
      'angina',
      'retrosternal pain',
      'cp',
      'chest wall pain',
      'sternal pain',
      /pain (?:in|across) (?:the |his |her |my )?chest/,
    ],
    resources: [
      need('ecg', '12-lead ECG within 10 minutes'),
      need('labs', 'troponin and blood tests'),
      need('xray', 'chest X-ray'),
    ],
    adjustments: [
      {
        when: reproducibleChestWallPain,
        remove: ['labs', 'xray'],
        why: 'musculoskeletal chest wall pain in a young adult: ECG only',
      },
      {
        when: tightnessOfWheezyAirways,
        remove: ['ecg', 'labs', 'xray'],
        why: 'the tight chest of an asthma or COPD attack: its breathing is what is treated',
      },
      {
        // A tight chest with the tingling and spasm of overbreathing, in a young patient with known panic
        // attacks and a full saturation (said as "chest pain" it is not this: see embolicOrCardiacFeatures).
        // A tightness that persists after the breathing has settled is worked up as chest pain.
        when: allOf(
          hyperventilationOfKnownPanic,
          none(says('persist*', 'ongoing', 'still (tight|there|present)')),
        ),
        remove: ['labs', 'xray'],
        why: 'a tight chest with the overbreathing of known panic attacks: ECG only',
      },
      {
        // Shingles named, or its blisters in a band: the burning pain came first, the rash explains it
        // (NICE CKS Shingles), and nothing about the pain is cardiac.
        when: allOf(
          chestPainOfARash,
          says('shingles', 'herpes zoster', 'zoster', 'dermatom*', 'vesic*', 'blister*', 'band of'),
        ),
        remove: ['ecg', 'labs', 'xray'],
        why: 'chest pain that a dermatomal blistering rash explains (shingles): examination and oral treatment',
      },
      {
        // From 65, broken ribs are a serious injury and a fall has a cause to find: the blood tests and ECG stay.
        when: allOf(traumaticChestWallPain, ageYears(0, 65)),
        remove: ['ecg', 'labs'],
        why: 'chest wall injury without cardiac features: a chest X-ray for rib fracture or pneumothorax',
      },
    ],
    centralPain: true,
    guideline: 'AHA/ACC 2021 Chest Pain Guideline',
    differential: [
      { condition: 'ACS, PE, aortic dissection, pneumothorax', why: 'Exclude the dangerous causes first' },
      { condition: 'Musculoskeletal, GERD, pericarditis', why: 'Common benign causes' },
    ],
    workup: ['12-lead ECG within 10 minutes', 'Troponin', 'Chest X-ray'],
    immediateActions: ['ECG within 10 minutes of arrival'],
  },
  {
    id: 'palpitations',
    name: 'Palpitations / irregular heartbeat',
    group: 'cardiovascular',
    terms: [
      'palpitat*',
      'racing heart',
      'heart racing',
      'heart (is )?pounding',
      // "My heart was racing", "her heart keeps pounding", "heart going really fast".
      '(heart|pulse) (was |is |kept |keeps |started |has been |had been )?(racing|pounding|thumping|hammering|going (really |very |so )?fast|beating (really |very |so )?fast)',
      'pounding heart',
      'fluttering',
      'irregular heart ?beat',
      'skipped beats',
      'heart flutter*',
      'fast heart ?beat',
      'rapid heart ?beat',
    ],
    complaintFieldTerms: ['tachycardia', 'irregular pulse'],
    resources: [need('ecg', '12-lead ECG'), need('labs', 'electrolytes, thyroid function, blood count')],
    adjustments: [
      {
        when: allOf(anyOf(palpitationsSettled, says('brief', 'few seconds')), ageYears(0, 40), rateNotFast),
        remove: ['labs'],
        why: 'brief palpitations now settled with a normal rate in a young adult: ECG only',
      },
      {
        // Settled after coffee or energy drinks, at a normal rate: the stimulant's, an ECG at any adult age.
        when: allOf(
          palpitationsSettled,
          says('caffeine', 'coffees?', 'energy drinks?', 'red bull', 'pre-?workout'),
          rateNotFast,
          none(says('chest pain', 'faint*', 'syncope', 'collapse*', 'short of breath', 'breathless*')),
        ),
        remove: ['labs'],
        why: 'palpitations after coffee or energy drinks, settled at a normal rate: ECG only',
      },
      {
        when: hyperventilationOfKnownPanic,
        remove: ['labs'],
        why: 'a racing heart with the overbreathing of known panic attacks: ECG only',
      },
      {
        // A racing heart after cannabis, caffeine or an energy drink in a young patient, without chest pain
        // or a faint and under 120 now: the substance's, an ECG only.
        when: allOf(
          ageYears(0, 40),
          says(
            'cannabis',
            'weed',
            'edibles?',
            'gummies',
            'thc',
            'energy drinks?',
            'caffeine',
            'pre-?workout',
            'coffees?',
          ),
          none(
            says(
              'chest pain',
              'faint*',
              'syncope',
              'collapse*',
              'blackout',
              'black(ed)? out',
              'cocaine',
              'amphetamine*',
              'mdma',
              'ecstasy',
              'speed',
            ),
          ),
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => v.heartRate === undefined || v.heartRate < 120,
          ),
        ),
        remove: ['labs'],
        why: 'a racing heart after cannabis or caffeine, no chest pain or faint, under 120 now: ECG only',
      },
    ],
    guideline: 'ESC 2019 SVT Guidelines; ESC 2020 AF Guidelines',
    differential: [
      { condition: 'SVT, atrial fibrillation or flutter, ectopic beats', why: 'Common rhythm causes' },
      {
        condition: 'Anxiety, thyrotoxicosis, anaemia, stimulants',
        why: 'Non-cardiac drivers of a fast heart',
      },
    ],
    workup: ['12-lead ECG during symptoms if possible', 'Electrolytes, magnesium, TSH, full blood count'],
    immediateActions: ['Cardiac monitoring until the rhythm is known'],
  },
  {
    id: 'slow-pulse',
    name: 'Slow pulse / bradycardia',
    group: 'cardiovascular',
    terms: [
      // "Slow pulse on home monitor", "her pulse is low", "heart rate dropped to 48".
      '(slow|low) (pulse|heart ?rate|heart ?beat)',
      '(pulse|heart ?rate) (is |was |has been |keeps )?(slow|low|dropping|dropped)',
      'bradycardi*',
    ],
    resources: [
      need('ecg', '12-lead ECG: rhythm and conduction'),
      need('labs', 'electrolytes, thyroid function, a drug level where one applies'),
    ],
    adjustments: [
      {
        // A beta-blocker, digoxin or a rate-limiting drug just started or increased, with no dizziness, faint,
        // chest pain or breathlessness: the expected slowing, an ECG to check the conduction (ESC 2021 pacing).
        when: allOf(
          anyOf(takes('betaBlocker'), says('digoxin', 'diltiazem', 'verapamil', 'ivabradine', 'bisoprolol')),
          none(
            says(
              'dizz*',
              'light[- ]?headed*',
              'faint*',
              'syncop*',
              'collaps*',
              'black(ed|ing)? out',
              'chest (pain|tightness)',
              'short of breath',
              'breathless*',
              'confus*',
              'vomit*',
            ),
          ),
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => v.heartRate === undefined || v.heartRate >= 45,
          ),
        ),
        remove: ['labs'],
        why: 'an expected slowing on a rate-limiting drug, without symptoms: ECG only',
      },
    ],
    guideline: 'ESC 2021 Cardiac pacing and cardiac resynchronization therapy',
    differential: [
      {
        condition: 'Drug effect (beta-blocker, digoxin, rate-limiting calcium-channel blocker)',
        why: 'Commonest cause',
      },
      {
        condition: 'Heart block, sick sinus, hypothyroidism, hyperkalaemia',
        why: 'Conduction and metabolic causes',
      },
    ],
    workup: ['12-lead ECG', 'Electrolytes, thyroid function, digoxin level if taken'],
    immediateActions: ['Cardiac monitoring if dizzy, faint or under 40'],
  },
  {
    id: 'hypertension',
    name: 'Hypertension',
    group: 'cardiovascular',
    terms: [
      'high (bp|blood pressure)( reading)?',
      'bp (reading )?(was )?(very )?high',
      'high blood pressure',
      'hypertension',
      'elevated (blood pressure|bp)',
      'raised (blood pressure|bp)',
      'bp (is )?high',
      'blood pressure (is )?high',
      // A reading on a pharmacy's, a home or a work machine: "high reading on pharmacy BP machine",
      // "my blood pressure was high".
      'high reading on (a |the |my |his |her |their )?(\\w+ )?(bp|blood pressure) (machine|monitor|cuff|check)',
      '(bp|blood pressure) (was |is |reads |read |came up )(very |really |quite )?high',
      'htn',
    ],
    // An asymptomatic raised reading is rechecked and referred (ACEP 2013 clinical policy): no resources.
    resources: [],
    adjustments: [
      {
        when: says(
          'headache*',
          'blurred vision',
          'visual',
          'chest pain',
          'confus*',
          'short of breath',
          'weak*',
        ),
        add: [
          need('labs', 'renal function and urinalysis for end-organ damage'),
          need('ecg', 'ECG for cardiac strain'),
        ],
      },
    ],
    guideline: 'ACEP 2013 Clinical Policy: Asymptomatic Elevated Blood Pressure',
    differential: [
      { condition: 'Asymptomatic raised blood pressure', why: 'Common; needs primary-care follow-up' },
      {
        condition: 'Hypertensive emergency',
        why: 'Only with end-organ signs: headache, confusion, chest pain, visual change',
      },
    ],
    workup: ['Repeat the reading after rest; urinalysis', 'Creatinine and ECG only with symptoms'],
    immediateActions: ['Recheck the blood pressure after 15 minutes of rest'],
  },
  {
    id: 'syncope',
    name: 'Syncope / pre-syncope',
    group: 'cardiovascular',
    terms: [
      'syncop*',
      'fainted',
      'fainting',
      'faints',
      '(feels?|felt|feeling) faint',
      'passed out',
      'pass out',
      'blacked out',
      'black out',
      'blackout',
      'collapse*',
      'near[- ]syncope',
      'pre[- ]?syncope',
      'lost consciousness',
      'loss of consciousness',
      'loc',
      'keeled over',
      'fell unconscious',
    ],
    resources: [need('ecg', '12-lead ECG'), need('labs', 'blood count, electrolytes, glucose')],
    adjustments: [
      {
        // A clear vasovagal story in a young patient (standing, heat, pain, needles, prodrome) with a
        // normal ECG needs nothing more (ESC 2018 syncope guideline, low-risk features).
        when: allOf(ageYears(0, 40), vasovagalStory),
        remove: ['labs'],
        why: 'typical vasovagal faint in a young patient: ECG only (ESC 2018 low-risk features)',
      },
      {
        // Felt faint at the needle and did not faint: the prodrome alone, over.
        when: allOf(ageYears(0, 40), vasovagalStory, nearFaintOnly),
        remove: ['labs', 'ecg'],
        why: 'a vasovagal near-faint without loss of consciousness in a young patient: nothing to do',
      },
      {
        // "Nearly fainted at the sight of it": a reflex to what was seen, at any age, that stayed a near-faint.
        when: allOf(says('(at|on) (the )?sight of'), nearFaintOnly),
        remove: ['labs', 'ecg'],
        why: 'a near-faint at the sight of blood or a needle: the reflex, nothing to do',
      },
      labsWhenOlder,
    ],
    guideline: 'ESC 2018 Syncope Guidelines',
    differential: [
      { condition: 'Vasovagal or orthostatic syncope', why: 'The commonest causes' },
      {
        condition: 'Arrhythmia, structural heart disease, PE, bleeding',
        why: 'High-risk causes: exertional syncope, palpitations, heart disease, abnormal ECG',
      },
    ],
    workup: ['12-lead ECG', 'Orthostatic vital signs', 'Glucose, full blood count, electrolytes'],
    immediateActions: ['ECG and cardiac monitoring until arrhythmia is excluded'],
  },
  {
    id: 'generalized-edema',
    name: 'Oedema, generalised or both legs',
    group: 'cardiovascular',
    terms: [
      'swollen (legs|ankles|feet)',
      // "Ankles a bit more swollen", "feet getting puffy".
      '(legs|ankles|feet) (are |a |bit |little |lot |more |getting |much |very |really |quite )*(swollen|puffy)',
      'bilateral (leg|ankle) (swelling|edema|oedema)',
      'leg swelling bilateral*',
      'edema',
      'oedema',
      'fluid retention',
      'puffy (face|eyes)',
      'generalized swelling',
    ],
    resources: [
      need('labs', 'renal function, albumin, BNP and urinalysis'),
      need('xray', 'chest X-ray for heart failure'),
    ],
    adjustments: [
      {
        when: allOf(ageYears(0, 50), none(says('short of breath', 'breathless*', 'orthopn*', 'weight gain'))),
        remove: ['xray'],
        why: 'no breathlessness in a younger patient: no chest X-ray',
      },
      {
        // Known heart failure gaining a little fluid without breathlessness: bloods to adjust the diuretic.
        when: allOf(
          historyOf('heart failure', 'hfref', 'hfpef', 'ccf', 'chf', 'lvsd', 'cardiac failure'),
          none(
            says(
              'short of breath',
              'breathless*',
              'orthopn*',
              'pnd',
              'paroxysmal nocturnal',
              'crackles',
              'chest (pain|tightness)',
            ),
          ),
          none(saturationBelowTarget),
        ),
        remove: ['xray'],
        why: 'known heart failure with a little more fluid and no breathlessness: bloods to adjust the diuretic [NICE NG106]',
      },
      {
        // The commonest side effect of a dihydropyridine, told with the start or the increase of the drug.
        when: allOf(
          anyOf(
            says(
              `since (\\w+ ){0,3}${DIHYDROPYRIDINES}`,
              `${DIHYDROPYRIDINES} (dose )?(was |were |has been )?(started|increased|doubled|went up)`,
              `(started|starting|increased|increasing|began|beginning) (on )?(the |my |his |her )?${DIHYDROPYRIDINES}`,
              // "Started me on amlodipine 10 days ago", "GP put him on felodipine a fortnight ago".
              `(started|put) (me|him|her|them) on (the )?${DIHYDROPYRIDINES}`,
            ),
            // "Started a new blood pressure tablet three weeks ago", the list naming the blocker.
            allOf(
              says(
                '(started|starting|began|on|since) (a |an |the |her |his |my |their )?new (blood pressure|bp|heart) (tablet|pill|medication|medicine)',
                '(blood pressure|bp) (tablet|pill|medication|medicine) (was |has been )?(started|increased|changed)',
              ),
              takes('calciumChannelBlocker'),
            ),
          ),
          none(
            says(
              'short of breath',
              'breathless*',
              'orthopn*',
              'weight gain',
              'chest (pain|tightness)',
              'calf (pain|tender*|swelling)',
              'puffy (face|eyes)',
              'frothy urine',
            ),
          ),
        ),
        remove: ['labs', 'xray'],
        why: 'ankle swelling since a calcium-channel blocker was started or increased: a medication review',
      },
    ],
    differential: [
      { condition: 'Heart failure, renal disease, liver disease', why: 'Systemic causes of oedema' },
      { condition: 'Venous insufficiency, calcium-channel blockers', why: 'Common benign causes' },
    ],
    workup: [
      'Renal and liver function, albumin, urinalysis for protein',
      'BNP and chest X-ray if breathless',
    ],
    immediateActions: ['Weigh the patient; check for breathlessness lying flat'],
  },
  {
    id: 'unilateral-leg-swelling',
    name: 'Unilateral reddened, hot or swollen limb',
    group: 'cardiovascular',
    terms: [
      'calf (swelling|pain)',
      // "Swollen painful calf", "my left calf has been swollen, tight and sore".
      'swollen (and )?(painful |sore |tender |tight |red |hot )?(left |right )?(leg|calf)',
      '(left |right )?(leg|calf) (is |has been |was |got |feels |looks )?swollen',
      'unilateral (leg )?swelling',
      'one leg swollen',
      // Said other ways: "his leg is swelling", "swelling of the left calf", "left calf 3 cm larger than
      // right", "leg is more fat than other one". "Leg swelling" alone is as often both legs (heart
      // failure): a side or a verb makes it one leg.
      '(left |right )(leg|calf) (is |has been |was |keeps )?swelling',
      '(leg|calf) (is |has been |was |keeps )swelling',
      'swelling (of|in) (the |his |her |my |their )?(left |right )?(leg|calf)',
      '(leg|calf) (is |looks |feels )?([\\w.]+ ){0,3}(bigger|larger|fatter|more fat|thicker) than',
      'red hot (leg|arm)',
      'dvt',
      'deep vein thrombosis',
      'blood clot in (my|his|her|the) leg',
    ],
    resources: [
      need('labs', 'D-dimer or blood tests (Wells score decides)'),
      need('advancedImaging', 'compression ultrasound'),
    ],
    guideline: 'NICE NG158 Venous thromboembolic diseases',
    differential: [
      { condition: 'Deep vein thrombosis', why: 'Unilateral swelling; Wells DVT score' },
      { condition: 'Cellulitis, ruptured Baker cyst, muscle injury', why: 'Common mimics' },
    ],
    workup: ['Wells DVT score, then D-dimer or proximal leg ultrasound'],
    immediateActions: ['Ask about breathlessness and chest pain [pulmonary embolism]'],
  },
  {
    id: 'cold-pulseless-limb',
    name: 'Cool, pulseless limb',
    group: 'cardiovascular',
    terms: [
      'cold (leg|foot|arm|hand|limb)',
      '(leg|foot|arm|hand|limb) (is )?(cold|white|pale) and (painful|numb)',
      'absent limb pulses',
      'pulseless (leg|foot|arm|limb)',
      'limb ischemia',
      'limb ischaemia',
    ],
    resources: [
      need('labs', 'blood tests and coagulation'),
      need('advancedImaging', 'CT angiography or duplex'),
      need('specialtyConsultation', 'vascular surgery'),
    ],
    centralPain: false,
    highRisk: [
      {
        when: says('absent limb pulses', 'cold', 'white', 'pale', 'numb*', 'weak*'),
        reason: 'A cold, pale or pulseless limb: acute limb ischaemia, minutes count',
        source: 'ESVS 2020 Acute Limb Ischaemia Guidelines',
      },
    ],
    guideline: 'ESVS 2020 Acute Limb Ischaemia Guidelines',
    differential: [{ condition: 'Acute arterial occlusion [embolus, thrombosis]', why: 'The 6 Ps' }],
    workup: ['Handheld Doppler, CT angiography'],
    immediateActions: ['Heparin after vascular review; keep the limb dependent and warm'],
  },
  {
    id: 'general-weakness',
    name: 'General weakness',
    group: 'cardiovascular',
    terms: [
      'general(ized)? weakness',
      'weak all over',
      'generally (weak|unwell)',
      'off (his|her) legs',
      'off legs',
      'functional decline',
      'failure to thrive',
      'not coping at home',
    ],
    complaintFieldTerms: [
      'weak*',
      'fatigue*',
      'tired*',
      'no energy',
      'lethargy',
      'malaise',
      'not (him|her)self',
      'feeling unwell',
      'unwell',
      'run down',
    ],
    resources: [need('labs', 'blood count, electrolytes, glucose, renal function, urinalysis')],
    adjustments: [
      { when: ageYears(65), add: [need('ecg', 'ECG: silent ischaemia and arrhythmia in older adults')] },
    ],
    differential: [
      {
        condition: 'Infection, electrolyte disturbance, anaemia, ACS, medication effect',
        why: 'Non-specific presentations hide serious illness, especially in older adults',
      },
    ],
    workup: ['Full blood count, electrolytes, renal function, glucose, urinalysis', 'ECG over 65'],
    immediateActions: ['Full set of observations and capillary glucose'],
  },
];
