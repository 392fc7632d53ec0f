import {
  ageYears,
  alteredMentalStatus,
  anyOf,
  none,
  allOf,
  historyOf,
  says,
  vital,
  hypoxia,
} from '../red-flags/matchers';
import { COLD_EXPOSURE, symptomsGoneNow } from '../red-flags/common-phrases';
import { need, oralAnalgesiaWhenMild } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** A measured temperature of 35 C or more: not hypothermic now. */
const normothermic = vital(
  (v) => `Temp ${v.temperatureC} C`,
  (v) => v.temperatureC !== undefined && v.temperatureC >= 35,
);

/** A measured temperature below 32 C: moderate or severe hypothermia. */
const belowThirtyTwo = vital(
  (v) => `Temp ${v.temperatureC} C`,
  (v) => v.temperatureC !== undefined && v.temperatureC < 32,
);

/** Symptoms that say the exposure reached the body, not only the skin or the nose. */
const feelsWell = anyOf(
  symptomsGoneNow,
  says('asymptomatic', 'feels (fine|well|ok|okay)', 'well now', 'brief(ly)? exposure', 'worried'),
);

/** A shock from household wiring, a low-voltage source, a taser or an electric fence. */
const lowVoltageShock = says(
  'household',
  'domestic',
  'low[- ]voltage',
  'socket',
  'plug',
  'appliance',
  'outlet',
  'light switch',
  'toaster',
  '(110|120|220|230|240) ?(v|volts?)',
  // Household wiring: "the domestic supply", "the mains", "a live wire", "a ceiling light".
  'domestic (supply|electricity|mains|wiring)',
  'mains',
  'live wire',
  '(light|ceiling) (fixture|light)',
  'taser*',
  'tasered',
  'stun gun',
  // A fence's energiser gives brief pulses of little energy.
  'electric fence',
  'energi[sz]er',
);

/** What makes a shock more than a fright: it knocked the patient out, burnt them, crossed the chest. */
const shockWithSigns = says(
  'loss of consciousness',
  'unconscious',
  'burn*',
  'entry',
  'exit',
  'wet',
  'bath',
  'water',
  'chest pain',
  'palpitations',
  'hand to hand',
  'across (the )?chest',
);

const tasered = says('taser*', 'tasered', 'stun gun');
/**
 * A Taser's barb where a doctor removes it, not the officer's simple pull: the face, neck, eye, genitals
 * or breast (FFLM 2021 guidance on conducted energy devices).
 */
const barbInASensitiveSite = says(
  /\b(?:barbs?|probes?|darts?)\b[^.;]{0,60}?\b(?:face|neck|eye|eyelid|head|scalp|genital\w*|groin|penis|scrotum|breast)\b/,
);
/** A barb in a hand or a finger may have reached bone: X-rayed before it is pulled out. */
const barbInAHand = says(
  /\b(?:barbs?|probes?|darts?)\b[^.;]{0,60}?\b(?:hands?|fingers?|thumb|knuckles?|metacarpals?)\b/,
);
/**
 * After a Taser, what makes an ECG worth doing: symptoms of the heart, a stimulant on board, a heart
 * condition, or older age (FFLM 2021: no routine ECG for a well, healthy adult).
 */
const cardiacRiskAfterTaser = anyOf(
  says('cocaine', 'amphetamine*', 'speed', 'mdma', 'ecstasy', 'stimulant*', 'excited delirium', 'agitat*'),
  historyOf('heart', 'cardiac', 'arrhythm*', 'pacemaker', 'icd', 'palpitations', 'atrial fibrillation'),
  ageYears(60),
);

export const environmentalComplaints: ComplaintDefinition[] = [
  {
    id: 'frostbite',
    name: 'Frostbite / cold injury',
    group: 'environmental',
    // The numbness of frozen fingers is the cold injury's: "numb white fingers" after a night on a hill.
    explains: ['sensory-loss'],
    terms: [
      'frost ?bite*',
      'frostbite*',
      'frostbitten',
      'frost bitten',
      'frostnip',
      'frost nip',
      'cold injury',
      'cold injuries',
      'non[- ]freezing cold injury',
      'trench foot',
      'immersion foot',
      'chilblains?',
      'pernio',
      'frozen (fingers|toes|feet|foot|hands|hand|ears|nose)',
      '(fingers|toes|feet|hands|ears|nose) (are |were )?frozen',
      // Frostbite described, not named: white, grey, hard or numb fingers or toes after hours in the cold.
      new RegExp(
        `${COLD_EXPOSURE.source}[^]{0,300}?\\b(?:fingers?|toes?|finger ?tips|tips|feet|ears?|nose)\\b[^.;]{0,40}?\\b(?:white|grey|gray|waxy|hard|numb|blister\\w*)\\b`,
      ),
      new RegExp(
        `\\b(?:fingers?|toes?|finger ?tips|feet|ears?)\\b[^.;]{0,40}?\\b(?:white|grey|gray|waxy|hard|numb)\\b[^]{0,120}?${COLD_EXPOSURE.source}`,
      ),
    ],
    resources: [need('parenteralMedication', 'IV or IM opioid analgesia: rewarming is very painful')],
    adjustments: [
      {
        when: says('frostnip', 'frost nip', 'chilblains?', 'pernio'),
        remove: ['parenteralMedication'],
        why: 'frostnip or chilblains: passive rewarming and oral analgesia',
      },
      oralAnalgesiaWhenMild,
      {
        when: says(
          '(hemorrhagic|blood[- ]filled|dark) blisters?',
          'hard',
          'wooden',
          'grey',
          'gray',
          'white and (numb|hard|waxy)',
          'waxy',
          'blue',
          'black',
          'deep',
          'no (sensation|feeling) after rewarming',
          'cyanosis after rewarming',
        ),
        add: [
          need('advancedImaging', 'angiography or bone scan when thrombolysis is considered within 24 hours'),
          need('specialtyConsultation', 'burns, plastic or vascular surgery for deep frostbite'),
        ],
      },
      {
        // White and numb in the cold, pink and moving again once rewarmed, with no blisters: frostnip, which
        // leaves no injury (WMS 2019). After the rule above, so a colour that came back takes its resources away.
        when: allOf(
          says(
            '(normal|pink|usual) colou?r (now|again|back)',
            'colou?r (has )?(come|came) back',
            '(look|looks|are|is) (a )?normal colou?r',
            'pink (again|now)',
            '(back to|look|looks) normal (now|again)',
            'feeling (has )?(come|came) back',
          ),
          none(
            says(
              'blister*',
              'hard',
              'waxy',
              'black',
              'no (sensation|feeling)',
              'still (white|numb|grey|gray)',
            ),
          ),
        ),
        remove: ['parenteralMedication', 'advancedImaging', 'specialtyConsultation'],
        why: 'rewarmed to its normal colour and feeling without blisters: frostnip, no lasting injury',
      },
    ],
    // Not minor: described in the narrative under a stated 'numb white fingers', it is what is treated.
    guideline: 'Wilderness Medical Society 2019 Clinical Practice Guidelines for Frostbite',
    differential: [
      { condition: 'Frostnip, superficial or deep frostbite', why: 'Depth shows after rewarming' },
      { condition: 'Hypothermia', why: 'Check the core temperature in every cold injury' },
    ],
    workup: ['Core temperature', 'Angiography or bone scan for deep frostbite within 24 hours'],
    immediateActions: [
      'Rapid rewarming in water at 37-39 C for 15-30 minutes; do not rub',
      'Do not rewarm if refreezing is possible',
    ],
  },
  {
    id: 'noxious-inhalation',
    name: 'Noxious inhalation',
    group: 'environmental',
    terms: [
      'smoke inhalation',
      'inhalation (of )?(smoke|fumes|gas|chemicals?|chlorine|ammonia|vapou?rs?)',
      '(inhaled|breathed in|breathing in|exposed to) (some |the )?(smoke|fumes|gas|toxic|chemical|chemicals|chlorine|ammonia|vapou?rs?|pepper spray|tear gas|cs gas|carbon monoxide)',
      '(toxic|noxious|chemical|irritant|cleaning) (fumes|gas|gases|vapou?rs?|inhalation)',
      'fumes',
      'gas (leak|exposure|inhalation)',
      '(chlorine|ammonia|tear|cs|mustard|riot control) gas',
      'mixed (bleach|cleaning products|chemicals)',
      'bleach and (ammonia|vinegar|acid)',
      'carbon monoxide',
      'co (poisoning|exposure|alarm|detector|monitor)',
      'carbon monoxide (alarm|detector)',
      'smoke exposure',
      'in a (house )?fire',
      'house fire',
      'fire (smoke|exposure)',
      'inhalation injury',
    ],
    resources: [
      need('labs', 'blood gas with carboxyhaemoglobin and methaemoglobin, lactate'),
      need('xray', 'chest X-ray'),
    ],
    adjustments: [
      {
        when: allOf(
          anyOf(
            says(
              'feel\\w* (completely |totally )?(fine|well|normal)',
              'no symptoms',
              'asymptomatic',
              'symptom[- ]free',
            ),
            symptomsGoneNow,
          ),
          none(says('cough*', 'short of breath', 'breathless*', 'wheez*', 'hoarse*', 'chest (pain|tight*)')),
        ),
        remove: ['xray'],
        why: 'exposure without symptoms: a carboxyhaemoglobin level, no chest X-ray',
      },

      {
        when: allOf(
          feelsWell,
          none(hypoxia),
          none(
            says(
              'carbon monoxide',
              'co (alarm|detector|monitor)',
              'house fire',
              'enclosed space',
              'unconscious',
            ),
          ),
        ),
        remove: ['labs', 'xray'],
        why: 'a brief irritant exposure, now well with normal saturation: observation only',
      },
      {
        when: allOf(
          says('wheez*', 'tight chest', 'chest tightness', 'cough*', 'stridor', 'hoarse*'),
          none(symptomsGoneNow),
        ),
        add: [need('parenteralMedication', 'nebulised bronchodilator')],
      },
    ],
    guideline: 'ACEP 2017 Clinical Policy: Carbon Monoxide Poisoning; ABA inhalation injury guidance',
    differential: [
      { condition: 'Carbon monoxide or cyanide poisoning', why: 'Enclosed-space fire; headache, confusion' },
      { condition: 'Irritant gas injury', why: 'Chlorine, ammonia: cough, wheeze, delayed pulmonary oedema' },
      { condition: 'Airway burn', why: 'Soot, singed hair, hoarseness, stridor' },
    ],
    workup: [
      'Blood gas with carboxyhaemoglobin [SpO2 is falsely normal]',
      'Chest X-ray; lactate for cyanide',
    ],
    immediateActions: ['100% oxygen by non-rebreather; assess the airway for burns'],
  },
  {
    id: 'electrical-injury',
    name: 'Electrical injury',
    group: 'environmental',
    terms: [
      'electric(al)? (shock|injury|injuries|burn|burns|current)',
      'electrocut*',
      'electrocution',
      'shock (from|off) (a |an |the )?(socket|plug|outlet|wire|appliance|fence|cable|power line|toaster|kettle|light switch|mains|electric\\w*)',
      'shocked by (a |an |the )?(socket|plug|outlet|wire|appliance|fence|cable|power line|toaster|kettle|light switch|mains|electric\\w*)',
      'electric fence',
      'touched (a |an |the )?live (wire|cable)',
      'live (wire|cable)',
      'high[- ]voltage',
      'low[- ]voltage',
      'tasered',
      'taser*',
      'stun gun',
    ],
    resources: [
      need('ecg', '12-lead ECG'),
      need('labs', 'CK, renal function, electrolytes, urinalysis for myoglobin'),
    ],
    adjustments: [
      {
        when: allOf(lowVoltageShock, none(shockWithSigns)),
        remove: ['labs'],
        why: 'a low-voltage household shock without burns or symptoms: no blood tests',
      },
      {
        // A child well after a household or fence shock, and anyone after an electric fence's brief pulse,
        // with no burn, no loss of consciousness and no symptom, needs no ECG either: an arrhythmia after
        // such a low-energy shock shows at once or not at all.
        when: allOf(
          lowVoltageShock,
          anyOf(ageYears(0, 16), says('electric fence', 'energi[sz]er')),
          none(shockWithSigns),
        ),
        remove: ['ecg'],
        why: "a child's or an electric fence's low-energy shock, well, with no burn or symptom: examination only",
      },
      {
        // Well after a Taser, with nothing of the heart and no stimulant, a healthy patient needs no ECG.
        when: allOf(tasered, none(shockWithSigns), none(cardiacRiskAfterTaser)),
        remove: ['ecg'],
        why: 'well after a Taser, healthy, with no symptom of the heart and no stimulant: no ECG [FFLM 2021]',
      },
      {
        // A barb in the back or a limb is pulled out with a gloved hand: simple care, not a procedure.
        when: allOf(tasered, barbInASensitiveSite),
        add: [need('simpleProcedure', 'removal of a Taser barb from a sensitive site')],
      },
      {
        when: allOf(tasered, barbInAHand),
        add: [need('xray', 'X-ray of the hand for a barb into bone')],
      },
    ],
    highRisk: [
      {
        when: says(
          'entry and exit',
          'entry wound',
          'exit wound',
          'hand[- ]to[- ]hand',
          'across (the )?chest',
          'tetany',
          "(couldn't|could not|unable to) let go",
          'thrown (across|back|off (his|her|their|my) feet|several|to the (ground|floor))',
          'loss of consciousness',
          'unconscious',
          'chest pain',
          'palpitations',
          'in (the )?(bath|water)',
        ),
        reason:
          'Electrical injury with a transthoracic path, tetany, loss of consciousness or cardiac symptoms',
        source:
          'ERC 2021 Cardiac arrest in special circumstances: electrocution; EAST 2011 electrical injury',
      },
    ],
    guideline: 'ERC 2021 Special Circumstances: electrocution; Wilderness/EAST electrical injury guidance',
    differential: [
      { condition: 'Arrhythmia', why: 'Current across the chest' },
      {
        condition: 'Deep tissue injury, compartment syndrome, rhabdomyolysis',
        why: 'Small skin burns hide deep damage',
      },
      { condition: 'Associated trauma', why: 'Thrown or fell from height' },
    ],
    workup: ['12-lead ECG', 'CK, renal function, urine myoglobin for anything beyond a household shock'],
    immediateActions: ['ECG and cardiac monitoring; look for entry and exit burns'],
  },
  {
    id: 'chemical-skin-exposure',
    name: 'Chemical exposure of the skin',
    group: 'environmental',
    terms: [
      'chemical (burn|burns|exposure|splash|spill|injury) (to|on|of) (the |my |his |her )?(left |right )?(skin|arm|arms|hand|hands|leg|legs|face|body|chest|foot|feet|back)',
      'chemical (burn|burns|exposure|splash|spill|contact)',
      'chemical on (the |his |her |my )?(skin|hands?|arms?|legs?|face)',
      '(acid|alkali|caustic|bleach|lye|cement|lime|oven cleaner|drain cleaner|hydrofluoric acid|hf acid|phenol|chemical) (burn|burns|splash|spill|exposure|contact|dermatitis)',
      '(spilled|splashed|spilt|got) (acid|bleach|chemicals?|caustic|lye|oven cleaner|drain cleaner|cement|hydrofluoric acid) (on|onto|over)',
      // The substance first: "bleach splashed on arms", "drain cleaner spilt over his hand".
      '(acid|alkali|bleach|chemicals?|caustic|lye|oven cleaner|drain cleaner|hydrofluoric acid) (solution )?(splashed|spilled|spilt|splash|went|got) (on|onto|over|up|in|into)',
      'hydrofluoric acid',
      'cement burns?',
      'knelt in (wet )?cement',
    ],
    // Decontamination by prolonged irrigation is wound care; a superficial chemical burn needs nothing more.
    resources: [],
    adjustments: [
      {
        when: says('hydrofluoric', 'hf acid', 'rust remover', 'wheel cleaner'),
        add: [
          need('labs', 'calcium, magnesium and potassium'),
          need('ecg', 'ECG for hypocalcaemia'),
          need('parenteralMedication', 'calcium gluconate [topical gel, infiltration or IV]'),
        ],
      },
      {
        when: says(
          'blister*',
          'full thickness',
          'deep',
          'large',
          'extensive',
          // A share of the body, not a saturation ("SpO2 97%").
          /\b\d+ ?% ?(?:tbsa|bsa|burns?|of (?:the |his |her |their )?(?:body|skin))\b/,
          'face',
          'hands?',
          'genital*',
        ),
        add: [need('specialtyConsultation', 'burns service for a deep or special-area chemical burn')],
      },
    ],
    highRisk: [
      {
        when: says('hydrofluoric', 'hf acid'),
        reason: 'Hydrofluoric acid: systemic hypocalcaemia and fatal arrhythmia even from a small burn',
        source: 'TOXBASE: hydrofluoric acid; Goldfrank’s Toxicologic Emergencies',
      },
    ],
    minor: true,
    guideline: 'ABA Burn Center Referral Criteria [chemical injury]; TOXBASE',
    differential: [
      { condition: 'Chemical burn, irritant contact dermatitis', why: 'Acids, alkalis, cement' },
      { condition: 'Systemic toxicity', why: 'Hydrofluoric acid, phenol, organophosphates' },
    ],
    workup: ['Identify the agent [safety data sheet]; skin pH', 'Calcium and ECG for hydrofluoric acid'],
    immediateActions: [
      'Remove clothing; brush off powder, then irrigate with copious water for 20 minutes or more',
    ],
  },
  {
    id: 'hypothermia',
    name: 'Hypothermia',
    group: 'environmental',
    terms: [
      'hypotherm*',
      'cold exposure',
      'exposure to (the )?cold',
      'exposed to (the )?cold',
      'found (outside )?in the (cold|snow)',
      'found outside (overnight|all night|for hours)',
      'found cold',
      'cold and (shivering|drowsy|confused)',
      'low (body |core )?temperature',
      '(core )?temperature (is )?low',
    ],
    resources: [
      need('labs', 'glucose, electrolytes, CK, blood gas'),
      need('ecg', 'ECG: J waves and arrhythmia'),
    ],
    adjustments: [
      {
        // Not when the clinician calls the patient hypothermic whatever the thermometer said, nor for a frail
        // older person found cold at home, whose cold has a cause to find (infection, thyroid, a long lie).
        when: allOf(
          normothermic,
          none(says('long lie', 'confus*', 'drowsy', 'on the floor', 'overnight', 'hypotherm*')),
          none(ageYears(75)),
        ),
        remove: ['labs', 'ecg'],
        why: 'cold exposure with a normal core temperature: warming and observation',
      },
      {
        when: belowThirtyTwo,
        add: [need('ivFluids', 'warmed IV fluids and active rewarming')],
      },
    ],
    guideline: 'ERC 2021 Accidental hypothermia; Wilderness Medical Society 2019 Accidental Hypothermia',
    differential: [
      { condition: 'Accidental hypothermia', why: 'Cold exposure, immersion, long lie' },
      {
        condition: 'Sepsis, hypoglycaemia, hypothyroidism, intoxication',
        why: 'Causes of hypothermia at home',
      },
    ],
    workup: ['Low-reading core temperature', 'Glucose, electrolytes, CK, ECG'],
    immediateActions: ['Remove wet clothing, insulate, active external rewarming; handle gently'],
  },
  {
    id: 'near-drowning',
    name: 'Near drowning',
    group: 'environmental',
    terms: [
      // Not the simile of breathlessness: "woke feeling like I was drowning", "drowning in phlegm".
      /(?<!\blike (?:i|he|she|they|you|we) (?:was|were|am|are|is) |\blike (?:i'm|he's|she's|they're|you're) |\bas (?:if|though) (?:i|he|she|they|you|we) (?:was|were|am|are|is) |\blike )drowning(?! in (?:\w+ ){0,2}(?:secretions|phlegm|fluids?|mucus|sputum|spit))/,
      'near[- ]drowning',
      'nearly drowned',
      'almost drowned',
      'drowned',
      'submersion',
      'immersion (injury|incident)',
      '(pulled|rescued|taken) (out )?(of|from) (the )?(water|pool|sea|river|lake|bath|bathtub|ocean|canal)',
      'found (face down )?(in|under) (the )?(water|pool|bath|bathtub|pond|river)',
      'face down in (the )?(water|pool|bath|pond)',
      '(went|was|slipped) under (the )?water',
      'fell (in|into) (the |a )?(pool|water|river|sea|lake|pond|canal)',
      'inhaled water',
      // Not water swallowed to test a swallow: "she's swallowed water and some bread with no problem".
      'swallowed (a lot of|lots of|loads of) water',
      'swallowed (pool|sea|bath|river|lake|canal|pond) water',
    ],
    resources: [need('xray', 'chest X-ray'), need('labs', 'blood gas, electrolytes, glucose')],
    adjustments: [
      {
        when: allOf(feelsWell, none(hypoxia), none(says('cough*', 'short of breath', 'crackles', 'vomit*'))),
        remove: ['labs'],
        why: 'asymptomatic after a brief submersion: observe 6-8 hours with saturation checks',
      },
      {
        when: says('div*', 'dived', 'shallow', 'jumped', 'neck pain'),
        add: [need('advancedImaging', 'CT cervical spine after a dive into shallow water')],
      },
    ],
    highRisk: [
      {
        when: anyOf(
          hypoxia,
          alteredMentalStatus,
          says(
            'crackles',
            'rales',
            'froth*',
            'foam*',
            'short of breath',
            'difficulty breathing',
            'respiratory distress',
            // The work of breathing a child shows: grade 2 and above as a nurse sees it.
            '(subcostal |intercostal |sternal |chest )?(recession|retractions?)',
            'breathing (fast|quickly|hard)',
            'nasal flaring',
            'grunting',
            'laboured breathing',
            'loss of consciousness',
            'unconscious',
            'cpr',
            'resuscitat*',
            'rescue breaths',
          ),
        ),
        reason:
          'Drowning with breathing difficulty, crackles, a resuscitation or lost consciousness: deterioration risk',
        source: 'ERC 2021 Drowning; Szpilman drowning classification [grade 2 and above]',
      },
    ],
    guideline:
      'ERC 2021 Cardiac arrest in special circumstances: drowning; Wilderness Medical Society 2019 Drowning',
    differential: [
      { condition: 'Aspiration with hypoxaemia, ARDS', why: 'Can appear hours after submersion' },
      { condition: 'Cause of the drowning', why: 'Seizure, arrhythmia, alcohol, spinal injury from diving' },
      { condition: 'Hypothermia', why: 'Cold water' },
    ],
    workup: ['SpO2, chest auscultation, chest X-ray', 'Core temperature and blood gas'],
    immediateActions: ['Oxygen to SpO2 94-98%; observe at least 6-8 hours if well'],
  },
  {
    id: 'heat-illness',
    name: 'Heat illness',
    group: 'environmental',
    terms: [
      'heat (exhaustion|stroke|cramps?|illness|syncope|injury|prostration|collapse)',
      'heatstroke',
      'sunstroke',
      'sun stroke',
      'hypertherm*',
      'overheat*',
      'over[- ]heat*',
      '(collapsed|syncope|dizzy|unwell|fainted|passed out) (in|from|during) the (heat|heat ?wave)',
      'exertional heat',
      '(working|running|exercising) in the heat',
      'too much sun',
    ],
    // A heatwave in the story is the weather the complaint came in ("since the heatwave started it stings
    // when I wee"); named as the complaint, it is what the patient came with.
    complaintFieldTerms: ['heatwave', 'heat wave'],
    resources: [need('labs', 'electrolytes, renal function, CK, glucose'), need('ivFluids', 'IV fluids')],
    adjustments: [
      {
        when: says('heat cramps?', 'heat rash', 'prickly heat'),
        remove: ['labs', 'ivFluids'],
        why: 'heat cramps: oral fluids and salt, rest in the shade',
      },
      {
        when: says('drinking (well|fluids)', 'tolerating (fluids|oral)', 'mild'),
        remove: ['ivFluids'],
        why: 'mild heat exhaustion while drinking: oral rehydration',
      },
    ],
    guideline: 'Wilderness Medical Society 2019 Heat Illness Guidelines',
    differential: [
      { condition: 'Heat exhaustion', why: 'Weakness, headache, vomiting; normal mental status' },
      { condition: 'Heat stroke', why: 'Hot with confusion, seizure or coma: cool now' },
      { condition: 'Sepsis, drugs, thyroid storm, hyponatraemia', why: 'Other causes of hyperthermia' },
    ],
    workup: ['Core temperature, mental status', 'Sodium, renal function, CK, liver function'],
    immediateActions: ['Move to a cool place; cool actively if confused or above 40 C'],
  },
  {
    id: 'diving-pressure-injury',
    name: 'Diving or pressure injury',
    group: 'environmental',
    terms: [
      'decompression (sickness|illness)',
      'the bends',
      'diving (injury|accident|incident)',
      'scuba',
      '(after|following|since) (a |his |her |the )?(dive|diving|scuba)',
      'barotrauma',
      'arterial gas embolism',
      '(ear|sinus|mask) squeeze',
      'airplane ear',
      'aeroplane ear',
      'ear pain (after|on|during) (a )?(flight|flying|landing|diving|dive)',
    ],
    resources: [
      need('specialtyConsultation', 'hyperbaric medicine or the diving emergency line'),
      need('xray', 'chest X-ray for pneumothorax before recompression'),
      need('ivFluids', 'IV fluids'),
    ],
    adjustments: [
      {
        when: allOf(
          says('ear', 'sinus', 'mask squeeze', 'airplane', 'aeroplane', 'flight', 'flying'),
          none(
            says(
              'numb*',
              'weak*',
              'tingl*',
              'joint pain',
              'rash',
              'confus*',
              'short of breath',
              'chest pain',
              'vertigo',
              'paralys*',
              'skin marbling',
            ),
          ),
        ),
        remove: ['specialtyConsultation', 'xray', 'ivFluids'],
        why: 'ear or sinus barotrauma alone: examination and advice',
      },
    ],
    highRisk: [
      {
        when: allOf(
          says('div*', 'scuba', 'decompression', 'the bends', 'surfac*'),
          says(
            'numb*',
            'weak*',
            'paralys*',
            'confus*',
            'loss of consciousness',
            'unconscious',
            'seizure',
            'visual',
            'chest pain',
            'short of breath',
            'difficulty breathing',
            'vertigo',
            'slurred',
            'marbling',
          ),
        ),
        reason:
          'Neurological, cardiorespiratory or skin signs after a dive: decompression illness or gas embolism',
        source: 'UHMS / DAN guidance on decompression illness; Divers Alert Network emergency protocol',
      },
    ],
    guideline: 'UHMS Hyperbaric Oxygen Therapy Indications; DAN decompression illness guidance',
    differential: [
      {
        condition: 'Decompression sickness, arterial gas embolism',
        why: 'Symptoms within 24 hours of a dive',
      },
      { condition: 'Ear, sinus or pulmonary barotrauma', why: 'Pain on descent or ascent; pneumothorax' },
    ],
    workup: ['Dive profile; neurological examination', 'Chest X-ray before recompression'],
    immediateActions: ['100% oxygen, lie flat, IV fluids; contact the hyperbaric unit'],
  },
  {
    id: 'lightning-strike',
    name: 'Lightning strike',
    group: 'environmental',
    terms: [
      '(lightning|lightening) (hit|struck) (him|her|them|me|nearby|close)',
      '(lightning|lightening) (strike|struck|injury|injuries|bolt)',
      '(struck|hit) by (lightning|lightening)',
    ],
    complaintFieldTerms: [/(?:lightning|lightening)(?![\s-]+(?:like|pains?|shooting|bolts? of pain))/],
    resources: [need('ecg', '12-lead ECG'), need('labs', 'CK, troponin, renal function, urinalysis')],
    highRisk: [
      {
        when: anyOf(
          alteredMentalStatus,
          says(
            'loss of consciousness',
            'unconscious',
            'knocked (out|down)',
            'confus*',
            'amnesia',
            'numb*',
            'paralys*',
            "(can't|cannot|unable to) move",
            'weak*',
            'chest pain',
            'palpitations',
            'burn*',
            'lichtenberg',
            'fern*',
            'cpr',
            'cardiac arrest',
          ),
        ),
        reason: 'Lightning strike with neurological, cardiac or burn signs: arrhythmia and occult injury',
        source: 'Wilderness Medical Society 2014 Lightning Injury Guidelines; ERC 2021 Special Circumstances',
      },
    ],
    guideline: 'Wilderness Medical Society 2014 Practice Guidelines for Lightning Injuries',
    differential: [
      { condition: 'Arrhythmia, cardiac injury', why: 'Direct or side-flash strike' },
      {
        condition: 'Keraunoparalysis, tympanic rupture, cataract, blunt trauma',
        why: 'Typical lightning injuries',
      },
    ],
    workup: ['ECG, troponin, CK', 'Otoscopy, eye examination, secondary survey for trauma'],
    immediateActions: ['ECG and monitoring; full secondary survey'],
  },
];
