import {
  aFoodPoisoning,
  accidentalExtraDose,
  aTasteOfDiluteBleach,
  belowToxicDose,
  commonOverdoseMedicines,
  COUNTED_OVERDOSE,
  PACKETS_TAKEN,
  nonToxicSubstance,
  headache,
  ingestedHazardousSubstance,
  OVERDOSE_NOW,
  paracetamolHarmingTheLiver,
  POISONED,
  symptomsGoneNow,
} from './common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  atLeast,
  historyOf,
  hypotension,
  lab,
  none,
  pregnant,
  says,
  takes,
  vital,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const respiratoryDepression = vital(
  (v) => `RR ${v.respiratoryRate}`,
  (v) => v.respiratoryRate !== undefined && v.respiratoryRate <= 10,
);

/**
 * An organophosphate or carbamate (sheep dip, farm and garden insecticides, nerve agents) and the
 * cholinergic crisis it causes: the muscarinic signs (small pupils, saliva, sweat, wheeze and secretions,
 * vomiting, incontinence, a slow pulse) and the nicotinic ones (twitching, weakness).
 */
const cholinesteraseInhibitor = says(
  'organo ?phosph*',
  'carbamate*',
  'sheep dip*',
  'dipping (the )?sheep',
  'insecticide*',
  'pesticide*',
  'crop spray*',
  'chlorpyrifos',
  'malathion',
  'parathion',
  'diazinon',
  'dimethoate',
  'nerve (agent|gas)',
  'sarin',
  'novichok',
);
const smallPupils = says(
  'pinpoint pupils',
  'miosis',
  'pupils (are )?(tiny|pinpoint|pin ?pricks?|pin ?point|very small|constricted)( like pin ?pricks?)?',
  '(tiny|constricted) pupils',
);
const cholinergicSecretions = says(
  'drool*',
  'salivat*',
  'frothing',
  'foaming at the mouth',
  'bronchorrh*',
  'sweating (buckets|profusely|heavily|a lot)',
  'drenched in sweat',
  'pouring with sweat',
);
const fasciculations = says('twitch*', 'fasciculat*', 'muscle (twitch*|jerks)');
const slowPulse = vital(
  (v) => `HR ${v.heartRate}`,
  (v) => v.heartRate !== undefined && v.heartRate < 50,
);
/** Breathing the secretions and bronchospasm are drowning: "fighting for breath", a word at a time. */
const cholinergicBreathingFailure = anyOf(
  says(
    'fighting for (breath|air)',
    "(can't|cannot|unable to) breathe",
    '(one|a|single) words? at a time',
    'single words',
    'gasping',
    'respiratory distress',
    'struggling to breathe',
  ),
  vital(
    (v) => `SpO2 ${v.spo2}%`,
    (v) => v.spo2 !== undefined && v.spo2 < 90,
  ),
  respiratoryDepression,
);

/** A fit happening or just had, not a known epilepsy ("seizure disorder", "history of seizures"). */
const seizureNow = says(
  /(?:had|having|has had|just had|then had|now|started|began|went into) (?:a |an |another |two |several )?(?:fits?|seizures?|convulsions?)\b/,
  'fitting',
  'seizing',
  'convulsing',
  'jerking (of )?(all|both|his|her|their) (four )?(limbs|arms|legs)',
  // As a parent saw it: "her whole body went stiff and jerked for about a minute"; "and had a fit" is read
  // as "and seizure".
  /\bwent stiff and (?:jerk|shook|shak)\w*|\b(?:jerk|shak)\w* (?:all over|for (?:about |around )?(?:a|one|\d+) (?:minute|min)s?)\b/,
  /\b(?:and|then) seizure\b/,
);

/** A bite told with a time of days, weeks, months or years: "bitten ... 2 days ago", "viper bite 2 yrs back". */
const biteDaysAgo = says(
  /\b(?:bite|bitten)\b[^.;]{0,80}?\b(?:\d+|a|one|two|three|four|five|six|several|many|some|few) (?:days?|weeks?|months?|years?|yrs?) (?:ago|back|before)\b/,
  'history of (a )?(\\w+ )?(bite|snake ?bite)',
);
const systemicEnvenomationSigns = says(
  'sweat*',
  'vomit*',
  'abdominal pain',
  'spreading',
  'bleed*',
  'ptosis',
  'weak*',
  'numb*',
  'swelling (has )?(spread|extend)*',
);

/** The benzodiazepines by name, brand and slang. */
const benzodiazepine =
  '(alprazolam|xanax|diazepam|valium|lorazepam|ativan|clonazepam|klonopin|rivotril|temazepam|chlordiazepoxide|librium|nitrazepam|oxazepam|etizolam|benzos?|benzodiazepines?)';

/**
 * Symptoms of an exposure that went with fresh air ("the headache has gone now, I feel fine"), in an alert
 * patient who is not pregnant: an exposure to measure, not a poisoning that cannot wait.
 */
const goneInTheFreshAir = allOf(symptomsGoneNow, none(pregnant), none(alteredMentalStatus));

/**
 * Drugs carried inside the body: packed for smuggling or swallowed on arrest. A packet that bursts can
 * kill within minutes, however well the carrier looks now (EAPCCT; RCEM).
 */
const DRUGS = '(?:drugs?|cocaine|coke|crack|heroin|smack|cannabis|weed(?! ?killer)|mdma|ketamine|spice)';
const PACKETS =
  '(?:pellets?|packets?|packages?|wraps?|bags?|baggies|balloons?|condoms?|bundles?|capsules? of drugs?)';
const drugsInsideTheBody = says(
  'body ?pack*',
  'body ?stuff*',
  'internal (drug )?concealment',
  'concealed (drugs )?internally',
  // Packets swallowed, drug named or not: "admits swallowing pellets", "swallowed 3 wraps of crack".
  new RegExp(
    `(?:swallow\\w*|ingest\\w*) (?:(?:the|his|her|their|my|some|several|multiple|\\d+|a few|about \\d+) )?(?:\\?${DRUGS} |${DRUGS} )?${PACKETS}`,
  ),
  // Hidden or pushed inside: the drug is named, or where it went ("packed his bags" is a journey).
  new RegExp(
    `(?:stuffed|plugged|packed|concealed|hid|hidden) (?:(?:the|his|her|their|my|some|several|\\d+) )?${DRUGS} ${PACKETS}`,
  ),
  new RegExp(
    `(?:stuffed|plugged|packed|concealed|hid|hidden|pushed) (?:[\\w']+ ){0,3}(?:up|in|into|inside) (?:his|her|their|my) (?:rectum|vagina|anus|bum|bottom|back passage)`,
  ),
  new RegExp(
    `${PACKETS} (?:of |containing )?\\(?\\??${DRUGS}\\)?\\)? (?:swallowed|ingested|inside|in (?:his|her|their) (?:stomach|rectum|vagina|bowel))`,
  ),
  new RegExp(`swallowed (?:(?:his|her|their|my|the) )?(?:stash|${DRUGS})(?! test)`),
);

export const toxicologyRedFlags: RedFlagDefinition[] = [
  {
    id: 'overdose-poisoning',
    name: 'Overdose or poisoning',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'NICE NG225 Self-harm 2022; AACT/EAPCCT position statements; TOXBASE / Poison Center',
    // One extra dose taken by mistake ("two of her pills instead of one", "took my warfarin twice") is a
    // medication error, weighed by its drug (the medication-error complaint), not an overdose.
    matches: allOf(
      anyOf(
        says(
          OVERDOSE_NOW,
          // Ten or more: two tablets of a painkiller is a dose, not an overdose.
          /took (?:about |around |over |approximately |~)?(?:[1-9]\d+) (?:[\w']+ ){0,2}(?:tablets|pills|tabs|capsules|caps)/,
          // "took about 20 of my mum's paracetamol": the count, then the medicine by name.
          new RegExp(
            `(?:took|swallowed|taken) (?:about |around |over |approximately |~)?[1-9]\\d+ (?:of )?(?:[\\w']+ ){0,3}(?:${commonOverdoseMedicines})\\b`,
          ),
          COUNTED_OVERDOSE,
          PACKETS_TAKEN,
          // What is missing tells it: "most of a box of my amitriptyline", "half a packet", "maybe 40 gone".
          /\b(?:took|swallowed|taken|ate) (?:most|half|the rest|nearly all|almost all) of (?:a |the |her |his |my |their |an? )?(?:whole )?(?:[\w']+ ){0,2}(?:box|packet|bottle|strip|pack|blister pack|tub|prescription)\b/,
          /\b(?:took|swallowed|taken) half (?:a|the) (?:box|packet|bottle|strip|pack)\b/,
          /\b(?:maybe |about |around |roughly |at least |~)?[1-9]\d+ (?:tablets |pills )?(?:are |were )?(?:gone|missing)\b/,
          /(?:swallowed|ingested|took|taken) (?:a |the )?(?:handful|bottle|packet|box|whole (?:bottle|packet|box)|lots|all) (?:of )?(?:[\w']+ ){0,2}(?:tablets|pills|medication|medicine)?/,
          // "Swallowed a whole packet of my amitriptyline", "took all her sertraline": the amount, then the drug.
          new RegExp(
            `(?:swallowed|ingested|took|taken) (?:a |the |all (?:of )?)?(?:handful|bottle|packet|box|strip|blister pack|whole (?:bottle|packet|box|strip|pack)|lots|all|(?:his|her|their|my) (?:whole |entire )?(?:supply|prescription|stash)) (?:of )?(?:[\\w']+ ){0,2}(?:${commonOverdoseMedicines})\\b`,
          ),
          /ingest\w* (?:of )?(?:[\w']+ ){0,2}(?:tablets|pills|medications?|medicines?|bleach|chemicals?|detergent|drugs|poison)/,
          'intentional ingestion',
          ingestedHazardousSubstance,
          'too many (tablets|pills)',
          // The packets tell it when the patient does not: "found empty packets all over her room".
          /\b(?:found|finding|counted|discovered) (?:[\w']+ ){0,4}empty (?:[\w']+ ){0,2}(?:packets|boxes|blister packs|blisters|strips|bottles|packs)\b/,
          /\b(?:[2-9]|[1-9]\d|two|three|four|five|six|seven|eight|nine|ten|several|lots of|loads of|many) empty (?:[\w']+ ){0,2}(?:packets|boxes|blister packs|blisters|strips|bottles|packs)\b/,
          // "Took a few extra of my blood pressure pills, maybe 15 of them", "injected a lot of his insulin".
          /took (?:a few|some|several|lots of|loads of|a load of|a handful of) (?:extra|too many)\b/,
          /\b(?:maybe|about|around|roughly|perhaps|at least|like) (?:[1-9]\d+) of (?:them|those|the (?:tablets|pills))\b/,
          // "Took a lot of paracetamol", "took loads of her sertraline": a quantity of a medicine by name.
          new RegExp(
            `\\btook (?:a lot of|lots of|loads of|a load of|a handful of) (?:[\\w']+ ){0,2}(?:${commonOverdoseMedicines})\\b`,
          ),
          /\binjected (?:['"]?(?:a lot|lots|loads|extra|too much|all|the whole (?:pen|vial))['"]?|[1-9]\d{1,3} units)\b/,
        ),
        // "Poisoned" said of the patient: not a food poisoning, nor a harmless thing a parent fears is poison.
        allOf(says(POISONED), none(aFoodPoisoning), none(nonToxicSubstance)),
        // Paracetamol beyond the dose over days, already vomiting, aching under the right ribs or yellow.
        paracetamolHarmingTheLiver,
        // Bleach or detergent drunk; not a taste of diluted household bleach spat out, in a child well since.
        allOf(says('drank (bleach|detergent)'), none(aTasteOfDiluteBleach)),
        // A toddler who got into someone's medicines: one tablet of several adult drugs can kill a child.
        allOf(
          ageYears(0, 6),
          says(
            /(?:ate|swallowed|swallowing|chewed|chewing|sucked|sucking|got into|found with|into) (?:[\w']+ ){0,6}(?:pills?|tablets?|capsules?|medicines?|medications?|pill ?box|blister pack|patch)/,
            /(?:pills?|tablets?|capsules?|medicines?) (?:[\w']+ ){0,4}(?:missing|in (?:his|her|their) mouth)/,
          ),
          none(says('non-?toxic', 'harmless', 'vitamin')),
          none(nonToxicSubstance),
          none(belowToxicDose),
        ),
      ),
      none(accidentalExtraDose),
    ),
    escalations: [
      {
        when: anyOf(says('unresponsive', 'unconscious'), hypotension, respiratoryDepression),
        esiFloor: 1,
        reason: 'reduced consciousness, hypotension or respiratory depression',
      },
      {
        // A fit after an overdose (a tricyclic, tramadol, bupropion, an antihistamine) is the poison reaching
        // the brain and often the heart: airway, a benzodiazepine and, for a tricyclic, bicarbonate now.
        when: seizureNow,
        esiFloor: 1,
        reason: 'a seizure after the ingestion',
      },
    ],
    immediateActions: [
      'Establish substance, amount, time of ingestion and co-ingestants; contact the poison center / TOXBASE',
      'Acetaminophen level at 4 hours after ingestion [or now if time unknown or staggered]; start acetylcysteine without waiting if over 150 mg/kg, staggered or time unknown',
      '12-lead ECG for QRS and QTc; cardiac monitoring',
      'Activated charcoal 50 g if a toxic amount was taken within 1 hour and the airway is safe [not for iron, lithium, alcohols]',
      'Assess suicide intent; 1:1 observation if self-harm',
    ],
    workup: [
      'Acetaminophen and salicylate levels, glucose, electrolytes, renal and liver function, INR, blood gas, ethanol',
      'Pregnancy test when relevant',
    ],
    differential: [
      {
        condition: 'Toxic ingestion [acetaminophen, tricyclic, opioid, salicylate, co-ingestants]',
        why: 'Reported ingestion or overdose',
      },
      { condition: 'Intentional self-harm', why: 'Overdose is frequently deliberate' },
    ],
  },
  {
    id: 'drug-packets-inside-the-body',
    name: 'Drug packets swallowed or concealed inside the body',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'EAPCCT / TOXBASE body packers and stuffers; RCEM guidance on patients in police custody',
    matches: drugsInsideTheBody,
    escalations: [
      {
        when: anyOf(
          says('unresponsive', 'unconscious', 'seizure*', 'fitting'),
          hypotension,
          respiratoryDepression,
        ),
        esiFloor: 1,
        reason: 'a burst packet: seizures, respiratory depression or shock',
      },
    ],
    immediateActions: [
      'Monitored bed; IV access; watch for sympathomimetic or opioid toxicity (naloxone and benzodiazepines to hand)',
      'Toxicology advice [TOXBASE or poison centre]; surgical review if a packet may have burst or the bowel is obstructed',
    ],
    workup: ['CT abdomen (low dose) to count and locate the packets', 'ECG, glucose, electrolytes'],
    differential: [
      {
        condition: 'Body packing or stuffing',
        why: 'Drug packets swallowed or concealed in the rectum or vagina',
      },
    ],
  },
  {
    id: 'lithium-toxicity',
    name: 'Lithium toxicity',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'TOXBASE Lithium; NICE CG185 Bipolar disorder [lithium monitoring]',
    // Lithium accumulates with vomiting, diarrhoea, dehydration and new ACE inhibitors, diuretics or
    // NSAIDs; coarse tremor, unsteadiness or a clouded mind are its neurotoxicity, which can turn
    // permanent: high risk until the level is known.
    matches: allOf(
      takes('lithium'),
      anyOf(
        alteredMentalStatus,
        says(
          // A mild tremor alone is common on lithium; a coarse one, or unsteadiness, is not.
          'coarse tremor',
          '(very|really|extremely) (shaky|tremulous)',
          'ataxi*',
          'unsteady',
          'walking like (he|she|they) (is|are|was|were) drunk',
          "walks? like (he|she|they)('s|'re| is| are| was| were)? drunk",
          // A relative's words for the tremor, the speech and the clouding.
          '(shaking|shaky|trembling) (so )?(badly|a lot|terribly|violently)',
          'slurred',
          'speech disturbance',
          'muddled',
          'twitch*',
          'jerk*',
          'confus*',
          'drowsy',
        ),
      ),
    ),
    immediateActions: ['Stop lithium; IV fluids; lithium level, renal function and electrolytes now; ECG'],
    workup: ['Lithium level [12 h post-dose if known], creatinine, sodium, calcium, TSH'],
    differential: [{ condition: 'Lithium toxicity', why: 'Neurological signs in a patient taking lithium' }],
  },
  {
    // Atropine until the chest is dry is the life-saving treatment (decision point A) once breathing, the
    // pulse or the mind fail; before that the crisis can come on within the hour (decision point B).
    id: 'cholinergic-crisis',
    name: 'Organophosphate or carbamate poisoning (cholinergic crisis)',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'Eddleston et al., Lancet 2008: management of acute organophosphorus pesticide poisoning',
    matches: anyOf(
      allOf(
        cholinesteraseInhibitor,
        atLeast(1, smallPupils, cholinergicSecretions, fasciculations, slowPulse, says('wheez*')),
      ),
      // The signs alone, without the poison named: small pupils with secretions and twitching.
      atLeast(3, smallPupils, cholinergicSecretions, fasciculations, slowPulse),
    ),
    escalations: [
      {
        when: anyOf(cholinergicBreathingFailure, allOf(slowPulse, anyOf(alteredMentalStatus, hypotension))),
        esiFloor: 1,
        reason: 'breathing or circulation failing: atropine and airway now',
      },
    ],
    immediateActions: [
      'Remove contaminated clothing and wash the skin, staff in gloves and aprons',
      'Atropine IV, doubling the dose every 5 minutes until the chest is clear, the pulse over 80 and the systolic over 80',
      'Airway and oxygen; intubation if breathing fails (avoid suxamethonium)',
    ],
    workup: ['Blood gas, electrolytes, ECG (QT), red cell or plasma cholinesterase'],
    differential: [
      {
        condition: 'Organophosphate or carbamate poisoning',
        why: 'Exposure with small pupils, secretions, twitching or a slow pulse',
      },
      {
        condition: 'Opioid toxicity',
        why: 'Small pupils and slowed breathing, without secretions or twitching',
      },
    ],
  },
  {
    id: 'opioid-toxicity',
    name: 'Opioid toxicity',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'AHA 2020 Opioid-Associated Emergency; WHO 2014 Community management of opioid overdose',
    matches: anyOf(
      allOf(
        anyOf(
          takes('opioid'),
          says('heroin', 'fentanyl', 'opioid*', 'opiate*', 'methadone', 'oxycodone', 'morphine'),
        ),
        anyOf(alteredMentalStatus, respiratoryDepression, says('pinpoint pupils', 'miosis')),
      ),
      allOf(says('pinpoint pupils'), anyOf(alteredMentalStatus, respiratoryDepression)),
    ),
    escalations: [
      {
        when: anyOf(
          vital(
            (v) => `RR ${v.respiratoryRate}`,
            (v) => (v.respiratoryRate ?? 99) <= 8,
          ),
          says('unresponsive', 'apneic'),
        ),
        esiFloor: 1,
        reason: 'respiratory depression',
      },
    ],
    immediateActions: [
      'Support ventilation with bag-valve-mask and oxygen',
      'Naloxone 0.4 mg IV/IM, repeat and titrate to breathing, not to full wakefulness',
    ],
    workup: ['Glucose, blood gas, acetaminophen level, ECG'],
    differential: [
      {
        condition: 'Opioid toxicity',
        why: 'Opioid exposure with reduced consciousness, slow breathing or miosis',
      },
    ],
  },
  {
    id: 'envenomation',
    name: 'Envenomation [snake, scorpion or spider bite]',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'WHO 2016 Guidelines for the Management of Snakebites; TOXBASE / Poison Center',
    matches: allOf(
      none(
        // A bite days or years ago with nothing systemic since is past the window envenomation shows in
        // (WHO 2016: observe 24 hours): "treated for a viper bite 2 years ago", "redback bite 2 days ago".
        allOf(biteDaysAgo, none(systemicEnvenomationSigns)),
      ),
      none(
        says(
          'non-?venomous',
          'not venomous',
          'harmless',
          'garter snake',
          'grass snake',
          'corn snake',
          'python',
          'king ?snake',
          'pet (snake|spider)',
        ),
      ),
      says(
        'snake ?bite*',
        // "Bitten on the ankle 90 minutes ago by a snake", "an adder bit him on the heath".
        "bitten ([\\w']+ ){0,7}by (a|an|the) (snake|viper|adder|cobra|krait|rattlesnake|scorpion|funnel-web|redback|black widow)",
        '(a|an|the) (snake|viper|adder|cobra|krait|rattlesnake) (bit|has bitten) (me|him|her|them)',
        '(snake|viper|adder|cobra|krait|rattlesnake) bite*',
        'scorpion sting*',
        'stung by a scorpion',
        '(funnel-web|redback|black widow) (spider )?bite*',
        'envenom*',
      ),
    ),
    escalations: [
      {
        when: anyOf(
          hypotension,
          alteredMentalStatus,
          // Neurotoxic signs in the words a crew or a family uses, and the paralysis reaching the breathing
          // muscles (WHO 2016: descending paralysis, bulbar signs, paradoxical breathing).
          says(
            'ptosis',
            'drooping (of )?(the |both |his |her |their )?(upper )?eye ?lids?',
            'eye ?lids? (are )?drooping',
            'double vision',
            'diplopia',
            'difficulty (in )?(breathing|swallowing)',
            'pooling of (saliva|secretions)',
            'paradoxical breathing',
            'unable to (lift|hold up|raise) (his |her |their )?head',
            'bleeding gums',
          ),
        ),
        esiFloor: 1,
        reason: 'systemic envenomation',
      },
    ],
    immediateActions: [
      'Immobilise the limb; pressure immobilisation for neurotoxic species; no tourniquet, cutting or suction',
      'Contact the poison center for antivenom; mark the edge of the swelling with the time',
    ],
    workup: [
      '20-minute whole blood clotting test, coagulation, FBC, CK, renal function',
      'Serial limb girth',
    ],
    differential: [
      { condition: 'Local or systemic envenomation', why: 'A venomous bite or sting' },
      { condition: 'Dry bite', why: 'No venom injected; observe at least 12-24 hours' },
    ],
  },
  {
    id: 'carbon-monoxide',
    name: 'Carbon monoxide poisoning',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'ACEP 2017 Clinical Policy: Carbon Monoxide Poisoning; UKHSA CO guidance',
    matches: anyOf(
      allOf(
        // Symptoms that went with fresh air ("the headache has gone now, I feel fine") leave an exposure
        // to measure (a carboxyhaemoglobin level), not a high-risk poisoning, unless she is pregnant.
        none(goneInTheFreshAir),
        anyOf(
          says(
            'headache*',
            'nause*',
            'vomit*',
            'dizz*',
            'confus*',
            'syncope',
            'drowsy',
            'chest pain',
            'short of breath',
            'shortness of breath',
            'weak*',
            'seizure*',
            'collapsed',
          ),
          alteredMentalStatus,
          pregnant,
        ),
        says(
          'carbon monoxide',
          'co (poisoning|exposure)',
          'faulty (boiler|heater|furnace|gas fire)',
          'generator (indoors|inside)',
          'charcoal (burner|grill) indoors',
          'smoke inhalation',
          'house fire',
          'exhaust fumes',
        ),
      ),
      allOf(
        headache,
        none(goneInTheFreshAir),
        says(
          '(family|others|everyone|whole household|household|partner|children) (at home )?(also )?(has|have|with|had|has had|have had|have all got|all have|have got|are all getting) (a )?(headaches?|similar symptoms)',
          "(boiler|heater|gas fire|furnace)('s| has| is)? (been )?(playing up|broken|faulty|not working properly|making (a )?(noise|funny noise)|leaking)",
          '(family|others|everyone|whole household|household|partner|children) (at home )?(also )?(has|have|had) the same',
          '(old|faulty|broken|new) (gas )?(boiler|heater|furnace|gas fire|stove)',
          'better (away from|outside|when out of) (home|the house)',
        ),
      ),
      lab('carboxyhemoglobin', (r) => (r.value ?? 0) >= 10),
      // A CO alarm that went off is a possible exposure: with a mild headache in an alert adult it is
      // measured (carboxyhaemoglobin, ECG: the complaint's resources); in pregnancy (the fetus binds CO more
      // tightly), or with a clouded mind, a faint, a fit or chest pain, it is treated as a poisoning now.
      allOf(
        says('co (alarm|detector|monitor)', 'carbon monoxide (alarm|detector)'),
        none(goneInTheFreshAir),
        anyOf(
          pregnant,
          alteredMentalStatus,
          says('syncope', 'fainted', 'collapsed', 'seizure*', 'chest pain', 'confus*'),
        ),
      ),
    ),
    escalations: [
      {
        // A faint, a fit or chest pain (the heart) now. Confusion alone is high risk (the flag's ESI 2);
        // a patient who responds only to pain or not at all is decision point A by the mental state.
        when: says('syncope', 'seizure', 'chest pain'),
        esiFloor: 1,
        reason: 'neurological or cardiac involvement',
      },
    ],
    immediateActions: [
      '100% oxygen via non-rebreather now [pulse oximetry is falsely normal]',
      'Remove others from the source',
    ],
    workup: [
      'Carboxyhemoglobin on blood gas, ECG, troponin, pregnancy test',
      'Discuss hyperbaric oxygen if severe or pregnant',
    ],
    differential: [
      { condition: 'Carbon monoxide poisoning', why: 'Exposure or clustered household headaches' },
    ],
  },
  {
    id: 'benzodiazepine-withdrawal',
    name: 'Benzodiazepine withdrawal',
    system: 'toxicology',
    esiFloor: 2,
    guideline: 'NICE CKS Benzodiazepine and z-drug withdrawal; Maudsley Prescribing Guidelines',
    resources: [
      { resource: 'labs', why: 'electrolytes, glucose, toxicology' },
      { resource: 'parenteralMedication', why: 'IV benzodiazepine for a seizure or severe withdrawal' },
    ],
    // Stopped, not tapered: a sign of withdrawal with it, as alcohol's, since either can fit or turn to
    // delirium.
    matches: allOf(
      says(
        `(stopped|stopping|ran out of|run out of|running out of|came off|coming off|cold turkey|abruptly) (\\w+ ){0,3}${benzodiazepine}`,
      ),
      says(
        'tremor',
        'tremulous',
        'shaking',
        'shakes',
        'shaky',
        'sweat*',
        'twitch*',
        'hallucinat*',
        'seeing things',
        'paranoi*',
        'seizure',
        'fits?',
        'agitat*',
        'confus*',
      ),
    ),
    immediateActions: ['Seizure precautions; a long-acting benzodiazepine to treat the withdrawal'],
    workup: ['Glucose, electrolytes; screen for co-ingestion and alcohol'],
    differential: [
      { condition: 'Benzodiazepine withdrawal', why: 'Tremor, sweating, seizures after an abrupt stop' },
      {
        condition: 'Alcohol withdrawal, stimulant toxicity, thyrotoxicosis',
        why: 'The same autonomic signs',
      },
    ],
  },
  {
    id: 'alcohol-withdrawal',
    name: 'Severe alcohol withdrawal',
    system: 'toxicology',
    esiFloor: 3,
    guideline: 'NICE CG100 Alcohol-use disorders; CIWA-Ar',
    resources: [
      { resource: 'labs', why: 'electrolytes, magnesium, glucose, liver function' },
      { resource: 'parenteralMedication', why: 'IV or IM benzodiazepine and parenteral thiamine' },
    ],
    // When the drinking stopped says only when withdrawal could come: it takes a sign of it (a tremor,
    // sweats, hallucinations, a seizure) to be withdrawal.
    matches: allOf(
      anyOf(
        historyOf('alcohol', 'drinks? (heavily|daily)', 'alcoholi*'),
        says(
          'alcohol',
          'heavy drink(er|ing)',
          'drinks? (heavily|daily|a lot)',
          '(bottles?|litres?|liters?|cans|pints) of (wine|vodka|whisky|whiskey|spirits|cider|beer|lager) a day',
        ),
      ),
      says(
        'withdrawal',
        'withdrawing',
        'tremor',
        'tremulous',
        'shaking',
        'shakes',
        'shaky',
        'sweating',
        'sweats',
        'hallucinat*',
        'seeing things',
        'seizure',
        'agitat*',
      ),
    ),
    escalations: [
      {
        when: anyOf(says('hallucinat*', 'seizure', 'delirium tremens'), alteredMentalStatus),
        esiFloor: 2,
        reason: 'delirium tremens or withdrawal seizure risk',
      },
    ],
    immediateActions: ['Benzodiazepine per CIWA-Ar; IV thiamine before glucose'],
    workup: ['Glucose, electrolytes, magnesium, phosphate, liver function'],
    differential: [
      {
        condition: 'Alcohol withdrawal / delirium tremens',
        why: 'Alcohol dependence with tremor, hallucinations or seizures',
      },
      { condition: 'Wernicke encephalopathy', why: 'Confusion, ataxia, ophthalmoplegia' },
    ],
  },
];
