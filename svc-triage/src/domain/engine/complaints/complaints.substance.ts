import {
  accidentalExtraDose,
  aFoodPoisoning,
  belowToxicDose,
  COUNTED_OVERDOSE,
  commonOverdoseMedicines,
  DRUNK_THE_STATE,
  PACKETS_TAKEN,
  lowToxicityCream,
  nonToxicSubstance,
  aTasteOfDiluteBleach,
  headInjury,
  ingestedHazardousSubstance,
  OVERDOSE_NOW,
  PARACETAMOL_BEYOND_THE_DOSE,
  POISONED,
  takingAQuantityOf,
} from '../red-flags/common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  none,
  says,
  tachycardia,
  type Matcher,
} from '../red-flags/matchers';
import { need } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

const tablets = '(tablets|pills|tabs|capsules|caps|medication|medicine|meds|painkillers|pain killers)';

/** Intoxicated earlier, sober and clear now: "sober now, alert", "that's long worn off, clear-headed". */
const soberNow = allOf(
  says(
    'sober now',
    'now sober',
    'sobered up',
    '(long |has |had |have )?(worn|wore) off',
    'clear[- ]headed',
    'no longer (drunk|intoxicated|high)',
  ),
  none(alteredMentalStatus),
  none(says('head (injury|strike)', 'hit (his|her|their) head', 'vomit*', 'drowsy')),
);

/** Stimulants: sympathomimetic toxicity needs an ECG and blood tests. */
const stimulant = says(
  'cocaine',
  'amphetamine*',
  'methamphetamine',
  'meth',
  'crystal meth',
  'mdma',
  'ecstasy',
  'mephedrone',
  'bath salts',
  'cathinone*',
);

/**
 * "High on" a drug, not a result "flagged high on the patient portal" or a reading "high on the meter".
 */
const highOnSomething =
  /(?<!\b(?:flagged|flagging|flags|reads?|reading|readings|came back|comes back|shows?|showed|shown|was|is|were|are|it's|result|level|levels|sugar|sugars|pressure|bp|temperature) )\bhigh on (?!(?:the |his |her |my |their |a |an |this |that )?(?:patient |online )?(?:portal|app|report|test|screen|meter|machine|monitor|results?|list|scale|chart|reading|ward|shelf|priority|agenda)\b)\w+/;

/** Intoxicated by the text: drunk, high, under the influence. */
const intoxicated: Matcher = says(
  'intoxicat*',
  'intox',
  DRUNK_THE_STATE,
  'inebriated',
  'under the influence',
  'smell* (strongly )?of (alcohol|ethanol)',
  highOnSomething,
  'alcohol (excess|intoxication|misuse|abuse)',
  'binge drinking',
  'been drinking',
);

/** Harmless things children swallow: examination and advice only. */
const nonToxicIngestion = anyOf(
  nonToxicSubstance,
  aTasteOfDiluteBleach,
  says('one (tablet|pill|vitamin)', 'a single (tablet|pill|vitamin)'),
  belowToxicDose,
);

/** What withdrawal shows: the tremor, the sweat, the hallucinations, the fit, the racing heart. */
const withdrawalSigns = says(
  'tremor*',
  'shak*',
  'sweat*',
  'hallucinat*',
  'seizure*',
  'fit*',
  'agitat*',
  'confus*',
  'vomit*',
  'tachycard*',
  'the dts',
  'delirium',
);
const worriedAboutWithdrawal = says(
  '(worried|worrying|concerned|scared|anxious|afraid|nervous|frightened) (about|of) (getting |having |going into |the )?(\\w+ )?withdrawals?',
);

export const substanceComplaints: ComplaintDefinition[] = [
  {
    id: 'overdose-ingestion',
    name: 'Overdose / ingestion',
    group: 'substance-misuse',
    // One extra dose taken by mistake is the medication-error complaint; a food poisoning is a gastroenteritis.
    // Paracetamol beyond the dose over days is an overdose, however it was taken twice.
    requires: none(
      anyOf(allOf(accidentalExtraDose, none(says(...PARACETAMOL_BEYOND_THE_DOSE))), aFoodPoisoning),
    ),
    terms: [
      OVERDOSE_NOW,
      'intentional (overdose|ingestion)',
      'accidental (overdose|ingestion)',
      'toxic ingestion',
      '(tablet|pill|drug|medication|chemical|caustic|bleach|battery) ingestion',
      POISONED,
      "took (too many|a lot of|lots of|a handful of|all (his|her|their|my)|a (whole )?(bottle|box|packet|strip) of) ([\\w']+ )?" +
        tablets,
      `took (too many|a lot of|lots of|loads of|a load of|a handful of) ([\\w']+ ){0,2}(${commonOverdoseMedicines})`,
      `took (about |around |over |approximately )?[1-9]\\d+ ([\\w']+ ){0,2}${tablets}`,
      COUNTED_OVERDOSE,
      PACKETS_TAKEN,
      `swallowed ([\\w']+ ){0,2}${tablets}`,
      // A child found with someone's medicines: "chewing her nan's blood pressure pills".
      `(chewed|chewing|sucked|sucking) (on )?([\\w']+ ){0,4}${tablets}`,
      `(swallowed|drank|ingested) (some |a |the )?(bleach|antifreeze|paraquat|pesticide|weed ?killer|methanol|ethylene glycol|detergent|washing (up )?liquid|drain cleaner|cleaning (product|fluid)|caustic \\w+|chemicals?|lamp oil|kerosene|paraffin|white spirit|dishwasher (tablet|pod)|laundry (pod|capsule)s?)`,
      ingestedHazardousSubstance,
      `ingested ([\\w']+ ){0,2}${tablets}`,
      `got into (the |his |her |their )?(medicine|pills|tablets|cabinet|cupboard|handbag|grandma's \\w+)`,
      "ate (some |a |the )?([\\w']+ )?(tablets|pills|berries|mushrooms|plant|leaves)",
      '(lithium|digoxin|acetaminophen|salicylate|theophylline|iron|drug) (toxicity|overdose)',
      ...PARACETAMOL_BEYOND_THE_DOSE,
      // "Been taking loads of her sertraline": any common overdose medicine, not paracetamol alone.
      takingAQuantityOf(`(${commonOverdoseMedicines})\\b`),
      // A child found with something in the mouth: "chewed a silica gel sachet", "ate a crayon".
      `(chewed|chewing|sucked|sucking|swallowed|ate|eaten|mouthed|licked|licking) (on )?(a |an |the |some |part of a )?([\\w']+ ){0,2}(silica gel|sachet|crayon|toothpaste|play ?dough|chalk|lip ?balm|moisturi[sz]er|${lowToxicityCream})s?`,
    ],
    complaintFieldTerms: [
      'od',
      'tox',
      'toxicity',
      'ingestion',
      'ingested',
      'poison',
      // At the desk, "took tablets" is the overdose: "took tablets after argument".
      'took (some |the |all (the |his |her |my )?|his |her |my )?(tablets|pills)',
    ],
    resources: [
      need('labs', 'acetaminophen and salicylate levels, electrolytes, renal and liver function, blood gas'),
      need('ecg', 'ECG for QRS and QT'),
      need('specialtyConsultation', 'poison centre and mental health assessment'),
    ],
    adjustments: [
      {
        when: allOf(nonToxicIngestion, none(alteredMentalStatus)),
        remove: ['labs', 'ecg', 'specialtyConsultation'],
        why: 'a non-toxic substance in a well child: advice only [poison centre]',
      },
      {
        // A mouthful of a household product taken by mistake and spat out, or what the poison centre has
        // already judged safe to watch, with nothing burnt or swallowed badly: observation and advice.
        when: allOf(
          anyOf(
            allOf(
              says(
                'by mistake',
                'accidental*',
                'unlabel*',
                'turned out to be',
                'thought (it|that) was',
                'mistook',
                'mistaken for',
              ),
              says(
                'bleach',
                'washing[- ]up liquid',
                'cleaner',
                'cleaning (product|spray|fluid)',
                'detergent',
                'disinfectant',
                'dilute*',
              ),
              says('sip', 'mouthful', 'spat', 'spit', 'gulp', 'swig', 'taste'),
            ),
            says(
              // "Rang the poisons line and they said it's low risk".
              "poisons? (information|centre|center|control|line|service|advice|helpline) ([\\w']+ ){0,3}(advised|said|recommended|advice( was)?) ([\\w']+ ){0,2}(observation|observe|home|no treatment|nothing|low[- ]risk|non[- ]?toxic|harmless|not (harmful|dangerous|toxic))",
            ),
          ),
          none(alteredMentalStatus),
          none(
            says(
              'drool*',
              'stridor',
              'vomit*',
              'unable to swallow',
              "can't swallow",
              'burn\\w* (in|to|of) (the |his |her |their |my )?(mouth|throat|lips)',
              'deliberate*',
              'intentional*',
              'on purpose',
              'self[- ]harm*',
              'suicid*',
            ),
          ),
        ),
        remove: ['labs', 'ecg', 'specialtyConsultation'],
        why: 'a mouthful of a household product taken by mistake, with no burn to the mouth or throat: observation and advice [poison centre]',
      },
      {
        when: allOf(ageYears(0, 12), none(says('deliberate*', 'intentional*', 'on purpose', 'self harm*'))),
        remove: ['specialtyConsultation'],
        why: 'an exploratory ingestion in a young child: poison centre advice, no mental health assessment',
      },
    ],
    guideline: 'NICE NG225 Self-harm 2022; AACT/EAPCCT position statements; TOXBASE / Poison Centre',
    differential: [
      {
        condition: 'Acetaminophen, salicylate, tricyclic, opioid, co-ingestants',
        why: 'Levels and ECG for every deliberate overdose',
      },
      { condition: 'Deliberate self-harm', why: 'Assess intent' },
      {
        condition: 'Exploratory ingestion in a child',
        why: 'Usually small amounts; some are dangerous in one tablet',
      },
    ],
    workup: [
      'What, how much, when, with what; poison centre',
      'Acetaminophen and salicylate levels, ECG, glucose, blood gas',
    ],
    immediateActions: [
      'ABC, glucose, ECG; activated charcoal within 1 hour if indicated and the airway is safe',
    ],
  },
  {
    id: 'substance-intoxication',
    name: 'Substance misuse / intoxication',
    group: 'substance-misuse',
    terms: [
      'intoxicat*',
      'intox',
      DRUNK_THE_STATE,
      'inebriated',
      'under the influence',
      'alcohol (intoxication|excess|binge)',
      'binge drinking',
      'smell* (strongly )?of (alcohol|ethanol)',
      highOnSomething,
      'took (drugs|cocaine|coke|mdma|ecstasy|meth|ketamine|heroin|mushrooms|lsd|acid|speed|ghb|gbl|spice|pills at a party)',
      '(using|smoked|snorted|injected) (drugs|cocaine|coke|crack|meth|heroin|cannabis|weed|ketamine|spice|mdma)',
      'drug intoxication',
      'recreational drugs?',
      'illicit drugs?',
      'cocaine',
      'crack cocaine',
      'methamphetamine',
      'crystal meth',
      'amphetamine*',
      'mdma',
      'ecstasy',
      'mephedrone',
      'ketamine',
      'ghb',
      'gbl',
      'spice',
      'synthetic cannabinoid*',
      'bath salts',
      'lsd',
      'magic mushrooms',
      'chemsex',
      'paint sniffing',
      'solvent (abuse|inhalation)',
      'huffing',
    ],
    complaintFieldTerms: [
      'alcohol',
      'ethanol',
      'drugs',
      // Alcohol, unless it is thirst ("drinking and weeing a lot", "drinking loads of water") or the wish to
      // stop ("help to stop drinking", "cut down my drinking"), which is a request, not an intoxication.
      /(?<!\b(?:stop|stopping|quit|quitting|give up|giving up|cut down|cutting down|cut back on|cutting back on|help with|reduce|reducing)(?: (?:my|his|her|their|the))? )\bdrinking\b(?! (?:and (?:weeing|peeing|urinating|passing)|a lot|lots|loads|so much|more|excessively|constantly|all the time|gallons|water|fluids?)\b)/,
      'cannabis',
      'marijuana',
      'weed',
      '(alcohol|drug|substance) (use|misuse|abuse)',
    ],
    resources: [need('labs', 'glucose, blood alcohol and electrolytes')],
    adjustments: [
      {
        when: allOf(
          none(stimulant),
          none(alteredMentalStatus),
          says('mild*', 'alert', 'walking', 'ambulant', 'talking', 'steady', 'well', 'sober'),
          none(says('vomit*', 'fell', 'fall', 'head', 'injur*', 'unable to (walk|stand)', 'drowsy')),
        ),
        remove: ['labs'],
        why: 'mildly intoxicated, alert and walking: observation until sober, no tests',
      },
      {
        // Intoxicated then, sober now: the intoxication is the injury's story, not a problem to work up.
        when: soberNow,
        remove: ['labs'],
        why: 'intoxicated earlier, sober and clear-headed now: no tests for the intoxication',
      },
      {
        when: anyOf(says('vomit*', 'unable to (walk|stand)', 'drowsy', 'dehydrat*'), alteredMentalStatus),
        add: [need('ivFluids', 'IV fluids and observation')],
      },
      {
        when: allOf(stimulant, none(soberNow)),
        add: [
          need('ecg', 'ECG for sympathomimetic toxicity'),
          need('labs', 'CK, electrolytes and renal function for sympathomimetic toxicity'),
        ],
      },
      {
        when: says('agitat*', 'aggressive', 'combative', 'violent', 'paranoi*'),
        add: [need('parenteralMedication', 'IV or IM benzodiazepine for agitation')],
      },
    ],
    highRisk: [
      {
        when: allOf(anyOf(intoxicated, says('alcohol')), headInjury),
        reason: 'Intoxicated with a head injury: intoxication hides an intracranial bleed',
        source:
          'ESI v4 Implementation Handbook [high-risk situations: alcohol with trauma]; NICE NG232 Head injury 2023',
      },
      {
        when: allOf(
          stimulant,
          anyOf(fever, says('hyperthermi*', 'chest pain', 'seizure', 'agitat*'), tachycardia),
        ),
        reason:
          'Stimulant use with agitation, chest pain, seizure, fever or tachycardia: sympathomimetic toxicity',
        source: 'AACT/EAPCCT; RCEM 2023 Acute behavioural disturbance; TOXBASE',
      },
    ],
    guideline: 'NICE CG100 Alcohol-use disorders; NICE CG52 Drug misuse; TOXBASE',
    differential: [
      { condition: 'Alcohol or drug intoxication', why: 'History, smell, pupils' },
      { condition: 'Head injury, hypoglycaemia, sepsis, co-ingestion', why: 'Hidden by intoxication' },
      { condition: 'Sympathomimetic or serotonin toxicity', why: 'Stimulants: heat, agitation, tachycardia' },
    ],
    workup: ['Capillary glucose; look for injury, especially to the head', 'ECG and CK for stimulants'],
    immediateActions: ['Recovery position if drowsy; airway and glucose', 'Regular observations until sober'],
  },
  {
    id: 'substance-withdrawal',
    name: 'Substance withdrawal',
    group: 'substance-misuse',
    // A worry about withdrawal ("ran out of my pregabalin, just worried about withdrawal") is not one.
    requires: anyOf(none(worriedAboutWithdrawal), withdrawalSigns),
    terms: [
      /(?<!social(?:ly)? )withdrawals?(?! (?:of|from) (?:care|treatment|life)| bleed)/,
      'withdrawing from (alcohol|drugs|heroin|opioids|opiates|benzo*|methadone)',
      '(alcohol|opioid|opiate|heroin|benzo*|methadone|ghb|gbl|drug) withdrawal',
      'drying out',
      'detox*',
      'delirium tremens',
      'dts',
      // "The shakes" alone is the tremor complaint; with drinking in the same clause it is withdrawal.
      /(?:the )?shakes,? (?:\w+ ){0,4}(?:drink\w*|alcohol|booze)/,
      'stopped drinking',
      'last drink',
      'dope ?sick',
      'dopesick',
      'cold turkey',
      'ran out of (his |her |their |my )?(methadone|suboxone|buprenorphine|subutex|diazepam|benzos)',
      // The street's word for opioid withdrawal: "starting to rattle", "rattling".
      /\b(?:starting|started|beginning|begun) to rattle\b/,
    ],
    // Withdrawal's own aches, runny nose and loose stools are not complaints of their own.
    explains: ['abdominal-pain', 'nasal-congestion'],
    resources: [
      need('labs', 'glucose, electrolytes, magnesium, phosphate and liver function'),
      need('parenteralMedication', 'IV benzodiazepine and IV thiamine'),
    ],
    adjustments: [
      {
        when: none(withdrawalSigns),
        remove: ['parenteralMedication', 'advancedImaging', 'ivFluids', 'labs'],
        why: 'no sign of withdrawal: advice and the community alcohol or drug service (NICE CG115)',
      },

      {
        when: allOf(
          says(
            'opioid*',
            'opiate*',
            'heroin',
            'dope ?sick',
            'dopesick',
            'methadone',
            'fentanyl',
            'buprenorphine',
            'suboxone',
            'subutex',
          ),
          none(says('alcohol', 'drinking', 'benzo*', 'diazepam', 'alprazolam', 'xanax', 'ghb', 'gbl')),
        ),
        remove: ['parenteralMedication', 'labs'],
        add: [need('specialtyConsultation', 'addiction service for buprenorphine or methadone')],
        why: 'opioid withdrawal: oral buprenorphine or symptomatic treatment, not life-threatening',
      },
      {
        // A missed dose of methadone or buprenorphine with mild withdrawal (COWS 12 or less), not vomiting:
        // the dispensing pharmacy confirms the dose by phone and symptoms are treated by mouth (NICE CG52).
        when: allOf(
          says('methadone', 'buprenorphine', 'subutex', 'suboxone', 'espranor'),
          says('missed', 'not (had|given|collected)', "hasn'?t had", 'late'),
          anyOf(says('mild*', 'a bit', 'starting to'), says(/\bcows (?:score )?(?:[0-9]|1[0-2])\b/)),
          none(says('vomit*', 'diarrh*')),
          none(tachycardia),
        ),
        remove: ['specialtyConsultation'],
        why: 'mild withdrawal after a missed substitute dose: the pharmacy confirms the dose, symptoms treated by mouth',
      },
      {
        when: allOf(
          says('detox*', 'drying out', 'wants to stop', 'help (to|with) stop*'),
          none(
            says(
              'shak*',
              'tremor*',
              'sweat*',
              'hallucinat*',
              'seizure',
              'vomit*',
              'agitat*',
              'withdrawal',
              'last drink',
            ),
          ),
        ),
        remove: ['parenteralMedication', 'labs'],
        add: [need('specialtyConsultation', 'addiction service')],
        why: 'asking for detox without withdrawal symptoms: referral to the addiction service',
      },
      {
        when: anyOf(says('vomit*', 'diarrhea', 'dehydrat*'), tachycardia),
        add: [need('ivFluids', 'IV fluids')],
      },
    ],
    highRisk: [
      {
        when: allOf(
          says('benzo*', 'diazepam', 'alprazolam', 'xanax', 'clonazepam', 'ghb', 'gbl', 'baclofen'),
          anyOf(says('seizure', 'hallucinat*', 'delirium', 'tremor*', 'agitat*'), alteredMentalStatus),
        ),
        reason:
          'Benzodiazepine, GHB or baclofen withdrawal with tremor, agitation, hallucinations or seizures: delirium and seizures',
        source:
          'NEPTUNE 2015 Clinical management of club drug harms [GHB/GBL withdrawal]; ASAM 2025 Benzodiazepine tapering guideline',
      },
    ],
    guideline: 'NICE CG100 Alcohol-use disorders; CIWA-Ar; COWS; NICE CG52 Drug misuse',
    differential: [
      {
        condition: 'Alcohol withdrawal, delirium tremens',
        why: 'Tremor, sweating, hallucinations 6-72 hours after the last drink',
      },
      {
        condition: 'Opioid withdrawal',
        why: 'Yawning, dilated pupils, diarrhoea, aches; distressing but rarely dangerous',
      },
      {
        condition: 'Wernicke encephalopathy, hypoglycaemia, sepsis',
        why: 'Confusion or ataxia in alcohol dependence',
      },
    ],
    workup: ['CIWA-Ar or COWS score', 'Glucose, electrolytes, magnesium, phosphate, liver function'],
    immediateActions: ['IV or oral thiamine before glucose; benzodiazepine by CIWA-Ar'],
  },
];
