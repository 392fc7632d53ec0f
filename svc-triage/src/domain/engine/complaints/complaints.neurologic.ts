import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  historyOf,
  near,
  none,
  pregnant,
  says,
  takes,
  type Matcher,
} from '../red-flags/matchers';
import {
  BRAIN_SHUNT,
  backToBaseline,
  firstSeizureSaid,
  lowerMotorNeuroneFacialPalsy,
  painWord,
  postDuralPunctureHeadache,
  pulledElbowChild,
  seizureWords,
  strokeNow,
  symptomsGoneNow,
  transientIschaemicAttackNow,
  vomiting,
  stridorAtRest,
  injuredLimbNotMoving,
  youngChildSparingALimb,
} from '../red-flags/common-phrases';
import {
  headsClashed,
  hyperventilationOfKnownPanic,
  mildPain,
  adultCtHeadCriteria,
  need,
  olderAdult,
  painScoreAtLeast,
  schoolChildCtHeadCriteria,
} from './common-needs';

import type { ComplaintDefinition } from './complaint.types';

/** Long-standing or gradual: a work-up can follow in clinic rather than tonight. */
const chronicCourse = says(
  'chronic',
  'for (months|years)',
  'for (\\d+|several|many|a few) (months|years)',
  'over (the )?(last |past )?(\\d+|several|many|a few) (months|years)',
  // A note's shorthand: "x3 months", "x 2 yrs".
  /(?:^|\s)x ?\d+ ?(?:months?|mths?|years?|yrs?)\b/,
  // A registration note's bare duration: "Months, thumb-index fingers, no weakness".
  /(?:^|[.;:]\s*)(?:for )?(?:\d+ |many |several )?(?:months|years)(?=[,.;]|$)/,
  'gradual*',
  'slowly (progressive|worsening|getting worse)',
  '(longstanding|long standing)',
  'essential tremor',
  'parkinson*',
  'dementia',
);

/** Headache the patient has had before, in the same form. */
const usualHeadache = says(
  'usual',
  'typical',
  'same as (usual|before|previous|normal|always)',
  'like (his|her|their|my) (usual|normal|previous) (migraine|migraines|headache|headaches)',
  'known migraine*',
  'migraine*',
  'tension (type )?headache',
);
/** A headache that needs imaging or blood tests: new, different, progressive or in a vulnerable patient (NICE CG150). */

/** What makes a headache new or worrying, apart from a fever (which a viral illness can explain). */
/** What about a headache itself worries, at any age (SNOOP): below, a new headache after 50 is added. */
const worryingHeadacheFeatures = anyOf(
  says(
    'new (onset |severe |type of |kind of )?headache*',
    'first (ever |severe )?headache',
    'headache (is )?(new|different)',
    'worst',
    'different (from|to|than) (usual|normal|previous|before)',
    'unlike (usual|previous|before|any)',
    'sudden*',
    'thunderclap',
    'wakes? (him|her|them|me) (up )?(from sleep|at night)',
    'worse (in the mornings?|on waking|when (he|she|they|i) wakes? up)',
    'morning (headaches?|vomiting)',
    'sick (in the mornings|before breakfast)',
    'woke (him|her|them|me) (up )?(from sleep|at night)',
    'progressive*',
    'getting worse (over|for) (days|weeks)',
    'worse (on|with|when) (coughing|straining|lying|bending)',
    'focal',
    'visual (loss|disturbance)',
    'blurred vision',
    'double vision',
    'papill*',
    'jaw claudication',
    'scalp tender*',
  ),
  alteredMentalStatus,
  pregnant,
  takes('anticoagulant', 'immunosuppressant', 'chemotherapy'),
);
const worryingHeadacheApartFromFever = anyOf(
  worryingHeadacheFeatures,
  allOf(ageYears(50), none(usualHeadache)),
);
/** A headache told as neither severe (7/10 or more, "severe", "the worst") nor with vomiting. */
const headacheNeitherSevereNorVomiting = allOf(
  none(vomiting),
  none(painScoreAtLeast(7)),
  none(says('severe', 'worst', 'excruciating', 'unbearable')),
);
/**
 * Sleep lost to jet lag or insomnia, with a headache in the day that nothing else about worries: the
 * tiredness's headache, eased by sleep and paracetamol, not a new headache to scan at any age.
 */
const headacheOfLostSleep = allOf(
  says(
    'jet ?lag*',
    "(haven't|hasn't|not|can't|cannot|couldn't) (slept|sleep|sleeping)( properly| well)?",
    'no sleep',
    'insomnia',
    'awake all night',
    'wide awake (at|all)',
    '(sleeping|slept) (badly|poorly)',
  ),
  none(worryingHeadacheFeatures),
  none(fever),
  headacheNeitherSevereNorVomiting,
);
const newOrWorryingHeadache = anyOf(worryingHeadacheApartFromFever, fever);
/**
 * The headache of flu or COVID: part of the illness and its fever, eased by paracetamol, unless something
 * else about it worries (sudden, the worst, a stiff neck or light hurting, a rash, vomiting).
 */
const headacheOfAViralIllness = allOf(
  says('flu', 'influenza', 'flu[- ]like', 'covid*', 'coronavirus', 'viral (illness|infection)'),
  none(worryingHeadacheApartFromFever),
  none(says('neck stiffness', 'stiff neck', 'photophobia', 'light hurts', 'non[- ]blanching', 'rash')),
  none(vomiting),
);

/** Vertigo that is benign positional: brief, triggered by turning the head, in a patient under 50. */
const positionalTrigger = says(
  'positional',
  'bppv',
  'turning (over )?in bed',
  'rolling over',
  '(rolls|rolled) over',
  'turning (his |her |their |my )?head',
  '(looking|looks|look|looked) up',
  'on (turning|moving) (his |her |their |my )?head',
  'lasts? (a few )?seconds',
);
/**
 * Positional vertigo under 50; at any age when each spell is plainly brief ("under 30 seconds"), the
 * pattern of BPPV, which is commonest in older adults (GRACE-3).
 */
const positionalVertigo = anyOf(
  allOf(ageYears(0, 50), positionalTrigger),
  allOf(
    positionalTrigger,
    says(
      'brief',
      '(a few|several|\\d+|ten|twenty|thirty) seconds',
      '(<|less than|under|lasting under) ?(\\d+ ?(s|secs?|seconds)|a minute|one minute)',
      'seconds (at a time|each time|only)',
    ),
  ),
);
/** Dizziness with central features: posterior circulation stroke until proven otherwise (HINTS, GRACE-3). */
const centralVertigoFeatures = anyOf(
  says(
    'unable to (walk|stand|sit)( up| unaided)?',
    'ataxi*',
    'double vision',
    'diplopia',
    'dysarthri*',
    'slurred',
    'new (severe )?headache',
    'occipital headache',
    'vertical nystagmus',
    'direction changing nystagmus',
    'falls? to one side',
  ),
  allOf(says('vertigo', 'dizz*'), says('neck pain')),
);

/** Tablets brought back up or not kept down: "vomited his tablets", "can't keep her meds down". */
const ANTICONVULSANTS_NOT_KEPT_DOWN = [
  'vomit(ed|ing|s)? (up |back )?(his |her |their |my |the |all )?(morning |evening |usual )?(tablets|meds|medications?|medicines?|pills|doses?|anticonvulsants?|anti-?epileptics?|keppra|levetiracetam|lamotrigine|valproate|epilim|carbamazepine|tegretol|phenytoin)',
  "(can't|cannot|unable to|not able to|couldn't|could not) (keep|hold) (his |her |their |my |any )?(tablets|meds|medications?|medicines?|pills) down",
];

/** Known epilepsy: the seizure is one of the patient's usual ones. */
const knownEpilepsy = anyOf(
  historyOf('epilep*', 'seizure disorder', 'seizures'),
  says(
    'known epilep*',
    'usual (seizure|seizures|fit|fits)',
    'typical (seizure|seizures|fit|fits)',
    'breakthrough seizure*',
    'missed (his |her |their |my )?(antiepileptic|anti epileptic|anticonvulsant|seizure) (medication|medications|meds|tablets)',
  ),
);
/** More than one seizure today: "seizures x2 today", "three fits today", "2 typical GTC seizures". */
const seizureCluster = says(
  /\b(?:two|three|four|five|several|multiple|[2-9]|x ?[2-9]) (?:(?:more|further|separate|typical|gtc|generalised|generalized|tonic[- ]clonic|short|brief) ){0,2}(?:seizures?|fits|convulsions)\b/,
  /\b(?:seizures|fits|convulsions) x ?[2-9]\b/,
  'cluster of seizures',
  'seizure cluster*',
);
const firstSeizure: Matcher = anyOf(
  firstSeizureSaid,
  allOf(none(knownEpilepsy), (facts) => (facts.form.hasMedicalHistory ? [] : null)),
);

/**
 * The words of a seizure seen, which are never said of one long past: the seizure complaint's terms, and
 * with the shared seizure words what says there is a seizure in this visit.
 */
const SEIZURE_SEEN_TERMS = [
  'seizing',
  'tonic clonic',
  'grand mal',
  '(postictal|post ictal)',
  'epileptic (fit|fits|seizure|seizures|attack|attacks|episode|episodes)',
  'absence (seizure|seizures|episode|episodes)',
  'shaking episode',
  'jerking (episode|movements)',
  '(pseudoseizure*|pseudo seizure*)',
  'non epileptic (attack|attacks|seizure|seizures)',
  'dissociative seizure*',
];

/** A seizure in this visit: the shared words (not one long past), or the words of a seizure seen. */
const seizureNow = anyOf(
  seizureWords,
  says(
    ...SEIZURE_SEEN_TERMS,
    // "Fit at home 20 minutes ago", "a first ever fit": the noun, not "fit to drive" or "fit and well".
    /\b(?:a|another|first|his|her|their|the|one) (?:ever )?fit\b(?! (?:and|for|to) )/,
    /\bfit (?:at|in|this|today|yesterday|last|while|lasting|lasted|earlier)\b/,
  ),
);

/**
 * A seizure the text denies ("no seizures") or dates long ago ("a single seizure three months ago",
 * "seizure-free for years", "no events since").
 */
const seizureDeniedOrPast: Matcher = (facts) =>
  facts.presenting.negated.some((span) => /\b(?:seizures?|fits?|fitting)\b/.test(span)) ||
  /\b(?:seizures?|fits?)[- ]free\b|\b(?:seizures?|fits?) (?:was |were )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many|few|some) (?:years?|yrs?|months?|mths?) ago\b|\bno (?:events|seizures|fits) since\b/.test(
    facts.presenting.normalized,
  )
    ? []
    : null;

/** An acute dystonia by its names: read whether or not a dopamine-blocking drug is known. */
const DYSTONIA_NAMED = ['acute dystoni*', 'dystonic (reaction|spasm|crisis)', 'oculogyric( crisis)?'];

export const neurologicComplaints: ComplaintDefinition[] = [
  {
    id: 'altered-level-of-consciousness',
    name: 'Altered level of consciousness',
    group: 'neurologic',
    terms: [
      'altered (level of )?consciousness',
      'altered mental (status|state)',
      'altered mentation',
      '(decreased|reduced|depressed|lowered|low) (level of )?consciousness',
      '(decreased|reduced|depressed|low) (loc|gcs|mentation|mental status|responsiveness)',
      // "decreased LOC" reads as "decreased loss of consciousness" once LOC is expanded.
      '(decreased|reduced|depressed|low|altered) loss of consciousness',
      'mental (status )?changes?',
      'mentally changed',
      'change in (mental status|mentation|consciousness)',
      'unresponsive*',
      'unconscious',
      'unrousable',
      'unarousable',
      'obtunded',
      'stupor*',
      'comatose',
      // Not the Glasgow Coma Scale written out ("Glasgow Coma Scale 15").
      /(?<!\bglasgow )\bcoma\b(?! (?:scale|score))/,
      '(semiconscious|semi conscious)',
      'drowsy',
      'drowsiness',
      '(hard|difficult) to (wake|rouse|arouse)',
      'found (down|unresponsive|unconscious|collapsed and unresponsive)',
      'less responsive',
      'not waking up',
    ],
    // Drowsiness that has passed ("drowsy for ten minutes after, now back to normal") with a mental state
    // read as normal now is no altered consciousness to work up.
    requires: anyOf(alteredMentalStatus, none(backToBaseline)),
    resources: [
      need('labs', 'glucose, blood gas, electrolytes, renal and liver function, toxicology'),
      need('ecg', 'ECG: arrhythmia, ischaemia, drug toxicity'),
      need('advancedImaging', 'CT head'),
    ],
    guideline:
      'ESI v4 Implementation Handbook [decision point B: lethargic or confused]; RCEM Altered consciousness',
    differential: [
      {
        condition: 'Hypoglycaemia, hypoxia, sepsis, electrolyte disturbance',
        why: 'Treatable metabolic causes first',
      },
      { condition: 'Intoxication or overdose', why: 'Pupils, breathing, history of ingestion' },
      {
        condition: 'Stroke, intracranial haemorrhage, seizure',
        why: 'Focal signs, headache, postictal state',
      },
    ],
    workup: ['Capillary glucose now; blood gas', 'CT head; toxicology; ECG'],
    immediateActions: [
      'Airway, oxygen, capillary glucose',
      'GCS and pupils; naloxone if opioid toxicity is likely',
    ],
  },
  {
    id: 'confusion',
    name: 'Confusion',
    group: 'neurologic',
    // A confusion told as how it began ("called for confusion ... now alert, GCS 15") is over: the
    // complaint holds while the patient is confused now, or when it is the complaint itself.
    requires: (facts) =>
      facts.mentalStatus.altered || /\b(?:confus|disorient|delir)/.test(facts.complaint.affirmed) ? [] : null,
    terms: [
      'confus*',
      'disorient*',
      'delirium',
      'delirious',
      'acute confusional state',
      'not making sense',
      'talking nonsense',
      'acting (strange|strangely|odd|oddly|weird|weirdly|out of character)',
      'behaving (strangely|oddly|out of character)',
      'altered behaviou?r',
      'behaviou?r(al)? change',
      'sundowning',
    ],
    complaintFieldTerms: ['muddled'],
    resources: [
      need('labs', 'blood count, electrolytes, calcium, glucose, renal and liver function, urinalysis'),
      need('advancedImaging', 'CT head for new confusion without a clear cause'),
    ],
    adjustments: [
      { when: olderAdult, add: [need('ecg', 'ECG: silent ischaemia and arrhythmia in older adults')] },
    ],
    guideline: 'NICE CG103 Delirium; 4AT',
    differential: [
      {
        condition: 'Delirium from infection, drugs, electrolytes, urinary retention',
        why: 'Commonest in older adults',
      },
      { condition: 'Hypoglycaemia, hypoxia, intoxication or withdrawal', why: 'Treat immediately' },
      {
        condition: 'Stroke, subdural haematoma, encephalitis',
        why: 'Focal signs, a fall, fever or headache',
      },
    ],
    workup: ['Capillary glucose; 4AT', 'Bloods, urinalysis, CT head if no cause or after a fall'],
    immediateActions: ['Capillary glucose now; ask when the patient was last normal'],
  },
  {
    id: 'dizziness-vertigo',
    name: 'Dizziness / vertigo',
    group: 'neurologic',
    // The light-headedness before a faint is the faint's prodrome, not a second complaint: with a faint
    // told, dizziness counts only when it is the complaint itself.
    requires: (facts) =>
      /\b(?:dizz|vertig|light ?-?headed|giddy|room spinning)/.test(facts.complaint.affirmed) ||
      !/\b(?:faint(?:ed|ing)?|syncop\w*|passed out|blacked out|came round|came to)\b/.test(
        facts.presenting.affirmed,
      )
        ? []
        : null,
    terms: [
      'dizz*',
      'vertigo',
      'vertiginous',
      /light[\s-]?headed\w*/,
      'room (is )?spinning',
      'room (started|starts|began|begins|keeps|was|kept) spinning',
      'spinning (attack|episode|spell|fit)s?',
      "m[eé]ni[eè]re'?s",
      'spinning (sensation|feeling)',
      'head (is )?spinning',
      'everything (is )?spinning',
      'giddy',
      'giddiness',
      'woozy',
      'bppv',
      'labyrinthitis',
      'vestibular (neuritis|neuronitis|migraine)',
    ],
    resources: [
      need('labs', 'blood count, glucose, electrolytes'),
      need('ecg', 'ECG: arrhythmia presenting as dizziness'),
    ],
    adjustments: [
      {
        when: allOf(
          ageYears(0, 65),
          says(
            'heat',
            'hot (day|weather)',
            'dehydrat*',
            'on standing',
            'when (he|she|i) (stands?|stood) up',
            'not drinking enough',
            'little water',
            'orthostatic',
          ),
          none(says('syncope', 'chest pain', 'palpitations', 'short of breath', 'headache')),
        ),
        remove: ['ecg'],
        why: 'lightheaded from heat, dehydration or standing: bloods for the cause, no ECG',
      },
      {
        // "Little zappy feelings in my head", or dizziness after running out of or stopping an SSRI or SNRI:
        // discontinuation symptoms, which the medicine restarted treats (NICE CKS Depression). Not with a
        // faint, palpitations or chest pain.
        when: anyOf(
          says('(brain )?zaps?', 'zappy', 'zapping'),
          allOf(
            says(
              'sertraline',
              '(es)?citalopram',
              'fluoxetine',
              'paroxetine',
              'venlafaxine',
              'duloxetine',
              'antidepressants?',
            ),
            says(
              'r[au]n out',
              'stopped',
              'missed (\\w+ )?doses?',
              'came off',
              'coming off',
              'forgot (to take )?',
            ),
            none(
              says('syncope', 'faint*', 'collapse*', 'passed out', 'palpitation*', 'chest pain', 'overdose'),
            ),
          ),
        ),
        remove: ['labs', 'ecg'],
        why: 'antidepressant discontinuation: restart the medicine',
      },
      {
        when: says(
          'keeping (oral )?fluids down',
          'tolerating (oral )?fluids',
          'after (an |the )?(ondansetron|antiemetic)',
        ),
        remove: ['parenteralMedication'],
        why: 'already keeping fluids down: no injection',
      },
      {
        when: says(
          'known bppv',
          'benign paroxysmal positional vertigo',
          'identical to (her|his|their) previous',
          'same as (her|his) (usual|previous) (vertigo|episodes)',
        ),
        remove: ['labs', 'ecg'],
        why: 'a recurrence of diagnosed positional vertigo: bedside manoeuvre only',
      },
      {
        // A typical attack of diagnosed Ménière's disease: vestibular sedation, not an arrhythmia work-up.
        when: allOf(
          anyOf(historyOf("m[eé]ni[eè]re'?s"), says("(my|his|her|known|diagnosed) m[eé]ni[eè]re'?s")),
          says(
            "m[eé]ni[eè]re'?s (disease )?(again|attack|episode|flare)",
            'same as (her|his|my|their) (usual|previous|normal|other) (vertigo|episodes|attacks|spells)',
            'typical (of )?(her|his|my|their) (usual )?(attacks|episodes|spells)',
            'like (her|his|my|their) (usual|previous|other) (attacks|episodes|spells)',
          ),
          none(centralVertigoFeatures),
        ),
        remove: ['labs', 'ecg'],
        why: "a typical attack of diagnosed Ménière's disease: vestibular sedation, no work-up",
      },
      {
        // Rocking or swaying on land after days at sea or a long flight ("still feel like I'm on the boat"),
        // better on the move, with nothing central: the disembarkation syndrome, which passes by itself.
        when: allOf(
          says('cruise', 'ferry', 'boat', 'ship', 'sailing', 'at sea', 'flight', 'flying'),
          says(
            'rocking',
            'swaying',
            '(still )?(on|feel like i.m on|feels like (i.m|he.s|she.s) on) (the|a) (boat|ship|ferry)',
            'land ?sick*',
            'sea legs',
            'mal de d[eé]barquement',
          ),
          none(centralVertigoFeatures),
          none(says('spinning', 'faint*', 'collapse*', 'black(ed)? out', 'palpitation*', 'chest pain')),
        ),
        remove: ['labs', 'ecg'],
        why: 'rocking on land after days at sea or a flight, nothing central: disembarkation syndrome, reassurance',
      },
      {
        when: allOf(positionalVertigo, none(centralVertigoFeatures)),
        remove: ['labs', 'ecg'],
        why: 'brief positional vertigo under 50: Dix-Hallpike and repositioning at the bedside',
      },
      {
        when: says('vomit*', 'nausea and vomiting'),
        add: [need('parenteralMedication', 'IM or IV antiemetic or vestibular sedative')],
      },
      {
        when: centralVertigoFeatures,
        add: [need('advancedImaging', 'CT angiography or MRI for posterior circulation stroke')],
      },
    ],
    highRisk: [
      {
        when: centralVertigoFeatures,
        reason:
          'Acute vertigo with central features [cannot walk, diplopia, dysarthria, new headache or neck pain]: posterior circulation stroke until proven otherwise',
        source: 'SAEM GRACE-3 2023 Acute dizziness and vertigo in the ED; Kattah 2009 HINTS',
      },
    ],
    guideline: 'SAEM GRACE-3 2023 Acute dizziness and vertigo in the ED',
    differential: [
      {
        condition: 'BPPV, vestibular neuritis, labyrinthitis',
        why: 'Peripheral causes: positional or continuous with normal gait',
      },
      {
        condition: 'Posterior circulation stroke',
        why: 'Cannot walk, diplopia, dysarthria, headache, vascular risk',
      },
      {
        condition: 'Arrhythmia, hypotension, anaemia, hypoglycaemia',
        why: 'Light-headedness rather than spinning',
      },
    ],
    workup: ['ECG and glucose', 'Gait, HINTS and Dix-Hallpike', 'CT angiography or MRI if central features'],
    immediateActions: ['Check gait and eye movements; antiemetic if vomiting'],
  },
  {
    id: 'headache',
    name: 'Headache',
    group: 'neurologic',
    terms: [
      'headache*',
      'head pain',
      'migraine*',
      'cephalgia',
      'cephalalgia',
      'pain in (the |my |his |her |their )?head',
      'head (is )?(hurting|pounding|throbbing|sore|aching)',
      'sore head',
      'throbbing head',
      'pounding head',
    ],
    resources: [need('parenteralMedication', 'IV or IM analgesia and antiemetic')],
    adjustments: [
      {
        // Placed first, so the mild-pain rule below cannot take away what the dura's leak needs: the
        // anaesthetist who gave the spinal or epidural (a blood patch), IV fluids and analgesia (OAA 2018).
        when: postDuralPunctureHeadache,
        add: [
          need('specialtyConsultation', 'anaesthetic review of a post-dural puncture headache [blood patch]'),
          need('ivFluids', 'IV fluids for a post-dural puncture headache'),
        ],
      },
      {
        when: allOf(
          says(
            'chronic',
            'daily headache',
            'unchanged',
            'same as (her |his |their |my )?(usual|always|every|normal|previous|other)',
            '(like|as) (her |his |their |my )?(usual|normal|previous|other) (tension |migraine )?(headaches?|has|migraines?|ones)',
            'typical of (her |his |their |my )?(usual )?(tension |migraine )?(headaches?|has|migraines?)',
            '(the |a )?(kind|sort|type) (of (headache|one) )?(i|she|he|they) (usually |always |often |normally )?(get|gets|have|has)',
            'for (months|years|\\d+ (months|years))',
            'refill',
            'ran out',
          ),
          // The usual migraine that the patient's own treatment has not stopped, or with vomiting, is
          // treated parenterally in the department.
          none(
            says(
              'vomit*',
              'been sick',
              "(can't|cannot|unable to) keep (my |her |his |any |the )?(tablets|pills|medication|anything|fluids|water) down",
              'not (helping|helped|working|worked)',
              "(hasn't|haven't|didn't|has not|have not|did not) (helped|worked|help|work)",
              'despite (\\w+ )?(sumatriptan|triptan|medication|tablets|painkillers)',
              // "Oral triptan failed", "usually settles with one IM injection".
              '(sumatriptan|triptan|medication|tablets|painkillers|analgesia) (has |have |had )?failed',
              'usually (settles|needs|responds|goes) (with|to|after) (an? |one |the )?(im |iv )?(injection|jab|im|iv)',
            ),
          ),
        ),
        remove: ['parenteralMedication', 'ivFluids'],
        why: 'an unchanged chronic headache: oral treatment and follow-up',
      },

      {
        // A tension-type headache (IHS: bilateral, pressing like a band, no vomiting) takes tablets.
        when: allOf(
          says('band[- ]like', 'like a (tight )?band', 'tension[- ]type', 'tension headaches?'),
          none(newOrWorryingHeadache),
          none(vomiting),
        ),
        remove: ['parenteralMedication'],
        why: 'a tension-type headache: oral analgesia, which is not an ESI resource',
      },
      {
        when: allOf(mildPain, none(newOrWorryingHeadache)),
        remove: ['parenteralMedication'],
        why: 'mild headache: oral analgesia, which is not an ESI resource',
      },
      {
        // The headache of a cold (a runny or blocked nose, a sore throat), without vomiting or a severe pain.
        when: allOf(
          says(
            'runny nose',
            'coryza*',
            'cold symptoms',
            'blocked nose',
            'stuffy nose',
            'sore throat',
            'flu[- ]like',
            'a (head )?cold',
          ),
          none(newOrWorryingHeadache),
          headacheNeitherSevereNorVomiting,
        ),
        remove: ['parenteralMedication'],
        why: 'the headache of a cold: oral analgesia, which is not an ESI resource',
      },
      {
        // A hangover with no vomiting: fluids and a painkiller by mouth.
        when: allOf(
          says('hangover', 'hung ?over', '(way |far |much )?too much to drink'),
          none(vomiting),
          none(newOrWorryingHeadache),
        ),
        remove: ['parenteralMedication'],
        why: 'a hangover: oral fluids and analgesia',
      },
      {
        when: allOf(symptomsGoneNow, none(newOrWorryingHeadache)),
        remove: ['parenteralMedication', 'ivFluids'],
        why: 'the headache has gone: nothing to treat',
      },
      {
        when: newOrWorryingHeadache,
        add: [need('labs', 'blood count, CRP or ESR, electrolytes'), need('advancedImaging', 'CT head')],
      },
      {
        when: headacheOfAViralIllness,
        remove: ['parenteralMedication', 'labs', 'advancedImaging'],
        why: 'the headache of a viral illness: oral analgesia, no scan',
      },
      {
        when: headacheOfLostSleep,
        remove: ['parenteralMedication', 'labs', 'advancedImaging'],
        why: 'the headache of lost sleep (jet lag, insomnia): sleep and oral analgesia, no scan',
      },
      {
        // A headache with a ventricular shunt is a blocked shunt until shown otherwise: CT, a shunt series
        // of X-rays and the neurosurgeons, however mild (NICE NG232; BSPN shunt guidance).
        // A brain shunt, not a dialysis one: "VP shunt", "has a shunt" with a headache, "shunt checked".
        when: anyOf(
          says(BRAIN_SHUNT, 'has a shunt', 'shunt (checked|check|blocked|malfunction*)'),
          historyOf(BRAIN_SHUNT, 'hydrocephalus'),
        ),
        add: [
          need('advancedImaging', 'CT head for shunt malfunction'),
          need('xray', 'shunt series X-rays'),
          need('specialtyConsultation', 'neurosurgery: possible shunt malfunction'),
        ],
      },
      {
        // Vomited once and drinking is an antiemetic, not a drip.
        when: allOf(
          says(
            'vomit*',
            'nausea and vomiting',
            'unable to tolerate oral fluids',
            'dehydrat*',
            "(can't|cannot|unable to) keep (anything|fluids|water|drinks) down",
          ),
          none(
            says('vomited once', 'vomiting once', 'one vomit', 'a single vomit', 'vomited (just )?the once'),
          ),
        ),
        add: [need('ivFluids', 'IV fluids when vomiting')],
      },
    ],
    centralPain: true,
    guideline: 'NICE CG150 Headaches in over 12s; ACEP 2019 Clinical Policy: Acute Headache',
    differential: [
      {
        condition: 'Migraine, tension-type, cluster headache',
        why: 'Primary headaches: recurrent, familiar pattern',
      },
      {
        condition: 'Subarachnoid haemorrhage, meningitis, venous sinus thrombosis',
        why: 'New, sudden, worst, fever, focal signs',
      },
      {
        condition: 'Giant cell arteritis, carbon monoxide, pre-eclampsia',
        why: 'Age over 50, household symptoms, pregnancy',
      },
    ],
    workup: [
      'Ask about onset, pattern and red flags; neurological examination and fundi',
      'CT head for new, sudden or focal headache; ESR over 50',
    ],
    immediateActions: ['Analgesia and antiemetic; dark quiet room'],
  },
  {
    id: 'seizure',
    name: 'Seizure',
    group: 'neurologic',
    terms: [
      'seizure*',
      'convuls*',
      'fitting',
      'had (a |another |two |three |several |multiple )?(fit|fits)',
      'febrile (convulsion|convulsions|seizure|seizures|fit|fits)',
      ...SEIZURE_SEEN_TERMS,
    ],
    // Not "fit to detain", "fit to fly" or "fit for work": a certificate asked for, not a seizure.
    complaintFieldTerms: [
      /\bfits?\b(?! (?:to|for) (?:detain|detention|be detained|custody|interview|fly|travel|work|drive|discharge|return))/,
      'epilepsy',
    ],
    resources: [need('labs', 'glucose, electrolytes, calcium, magnesium and anticonvulsant level')],
    adjustments: [
      {
        when: allOf(knownEpilepsy, backToBaseline, none(alteredMentalStatus), none(firstSeizure)),
        remove: ['labs'],
        why: 'a typical seizure in known epilepsy, back to baseline: no routine blood tests',
      },
      {
        when: allOf(firstSeizure, none(knownEpilepsy)),
        add: [
          need('advancedImaging', 'CT head for a first seizure'),
          need('ecg', 'ECG: arrhythmia or long QT presenting as a seizure'),
        ],
      },
      {
        when: allOf(ageYears(0.5, 6), fever),
        remove: ['labs', 'advancedImaging', 'ecg'],
        why: 'febrile seizure in a young child: look for the source of fever, no routine bloods or imaging',
      },
      {
        // More than one seizure today, recovered between them: a benzodiazepine or an IV load stops the next.
        when: seizureCluster,
        add: [
          need('labs', 'anticonvulsant level, glucose, electrolytes'),
          need('parenteralMedication', 'benzodiazepine or IV anticonvulsant load for a cluster of seizures'),
        ],
      },
      {
        // The anticonvulsants brought back up ("vomited his tablets", "can't keep her meds down"): given
        // another way, IV, with an antiemetic, and the level checked (NICE NG217).
        when: allOf(knownEpilepsy, says(...ANTICONVULSANTS_NOT_KEPT_DOWN)),
        add: [
          need('labs', 'anticonvulsant level and electrolytes: doses vomited'),
          need('parenteralMedication', 'IV anticonvulsant and an antiemetic: the tablets are not kept down'),
        ],
      },
      {
        // Named for a prescription or a letter ("epilepsy meds, ran out, no seizures", "a single seizure
        // three months ago, fully investigated"): no seizure now, nothing to test for.
        when: allOf(seizureDeniedOrPast, none(seizureNow)),
        remove: ['labs', 'advancedImaging', 'ecg'],
        why: 'no seizure now: one long past or denied, so nothing to test for',
      },
    ],
    guideline: 'NICE NG217 Epilepsies 2022; ACEP 2014 Clinical Policy: Seizures; AAP 2011 Febrile seizures',
    differential: [
      { condition: 'Epileptic seizure: known epilepsy, missed medication', why: 'The usual pattern' },
      {
        condition: 'Provoked seizure: hypoglycaemia, hyponatraemia, alcohol withdrawal, drugs',
        why: 'Correctable causes',
      },
      {
        condition: 'Convulsive syncope, non-epileptic attack',
        why: 'Brief jerking with syncope; atypical features',
      },
    ],
    workup: ['Capillary glucose; electrolytes, calcium, magnesium', 'CT head and ECG for a first seizure'],
    immediateActions: ['Recovery position, glucose now; time any further seizure'],
  },
  {
    id: 'gait-disturbance',
    name: 'Gait disturbance / ataxia',
    group: 'neurologic',
    // A child who walks badly because it hurts has a limp [paediatric complaint], not ataxia.
    requires: none(allOf(ageYears(0, 16), says(painWord, 'limp*', 'refus* to walk'))),
    terms: [
      'ataxi*',
      'unsteady (on (his |her |their |my )?feet|gait|walking|when walking)',
      'gait (disturbance|problem|problems|instability|change|changes|abnormality|disorder|difficulty|difficulties)',
      'abnormal gait',
      'difficulty walking',
      'trouble walking',
      'problems? walking',
      'off balance',
      'loss of balance',
      'losing (his |her |their |my )?balance',
      'balance (problem|problems|issue|issues|difficulty|difficulties)',
      'poor balance',
      'wobbly',
      'stagger*',
      'walking like (he|she|they) (is|are) drunk',
      'shuffling gait',
      'veering to (one side|the left|the right)',
    ],
    complaintFieldTerms: ['unsteady', 'balance', 'gait'],
    resources: [
      need('labs', 'blood count, glucose, electrolytes, B12, alcohol level'),
      need('advancedImaging', 'CT or MRI for a cerebellar or cord cause'),
    ],
    adjustments: [
      {
        when: chronicCourse,
        remove: ['advancedImaging'],
        why: 'gradual over months: outpatient imaging',
      },
      { when: olderAdult, add: [need('ecg', 'ECG in an older adult with unsteadiness')] },
    ],
    guideline: 'NICE NG249 Falls in older people; AHA/ASA 2019 Acute Ischemic Stroke',
    differential: [
      { condition: 'Cerebellar stroke or haemorrhage', why: 'Sudden ataxia, vomiting, headache' },
      {
        condition: 'Alcohol, drug toxicity, Wernicke encephalopathy',
        why: 'Anticonvulsants, lithium, alcohol',
      },
      {
        condition: 'Cord compression, neuropathy, normal pressure hydrocephalus',
        why: 'Leg symptoms, gradual course',
      },
    ],
    workup: ['Glucose; full neurological examination including gait', 'CT or MRI if sudden'],
    immediateActions: ['Falls precautions; capillary glucose'],
  },
  {
    id: 'head-injury',
    name: 'Head injury',
    group: 'neurologic',
    // Toddlers have their own complaint [minor head bump in a toddler] with the PECARN approach.
    requires: none(ageYears(1, 5)),
    // The headache after a knock to the head is the head injury's: its rules decide on CT.
    explains: ['headache'],
    terms: [
      'head (injury|injuries|trauma|wound|laceration|cut|lac)',
      // The forehead is the head: "hit her forehead", "banged his forehead on the door frame".
      'hit (his |her |their |my |the |its )?(fore)?head',
      '(fell|fallen|landed|falling|dropped) (\\w+ ){0,8}(on|onto) (his|her|their|my|the) (fore)?head',
      'struck (his |her |their |my |the )?(fore)?head',
      '(bumped|banged|bashed|knocked) (his |her |their |my |the )?(fore)?head',
      'knock(ed)? (on|to) (the )?head',
      'blow (on|to) (the )?head',
      'bang(ed)? (on|to) (the )?head',
      'bump (on|to) (the )?head',
      'head bump',
      ...headsClashed,
      'hit (on|in) the head',
      'head (strike|struck)',
      'concussion',
      'concussed',
      'post concussion*',
      'scalp (laceration|wound|hematoma|injury|cut)',
      'forehead (laceration|injury|hematoma|lump|bump|cut|wound)',
      'goose egg',
      'hematoma (on|to) (the )?(forehead|head|scalp)',
      'traumatic brain injury',
      'tbi',
      'knocked out',
    ],
    resources: [
      need('advancedImaging', 'CT head if the Canadian CT head rule, NICE or PECARN criteria are met'),
    ],
    adjustments: [
      {
        // Canadian CT Head Rule / NICE NG232 in adults: without any of these, no CT.
        when: allOf(ageYears(16), none(adultCtHeadCriteria)),
        remove: ['advancedImaging'],
        why: 'no Canadian CT head rule or NICE criterion: no CT',
      },
      {
        // PECARN and NICE NG232 in a school-age child: the same features, with drowsiness or not acting
        // normally as a parent sees it. Infants keep the CT, their rule has features of its own.
        when: allOf(ageYears(5, 16), none(schoolChildCtHeadCriteria)),
        remove: ['advancedImaging'],
        why: 'no PECARN or NICE criterion in a child: no CT',
      },

      {
        when: says('laceration', 'cut', 'gash', 'wound', 'split'),
        add: [need('simpleProcedure', 'scalp laceration repair')],
      },
      {
        when: takes('anticoagulant'),
        add: [need('labs', 'INR or anticoagulant level and blood count')],
      },
    ],
    minor: true,
    guideline: 'NICE NG232 Head injury 2023; Canadian CT head rule; PECARN',
    differential: [
      { condition: 'Minor head injury or concussion', why: 'No high-risk features' },
      {
        condition: 'Intracranial haemorrhage, skull fracture',
        why: 'Loss of consciousness, vomiting, amnesia, age 65+, anticoagulants',
      },
      { condition: 'Cervical spine injury', why: 'Neck pain after the same mechanism' },
    ],
    workup: ['Apply the Canadian CT head rule, NICE or PECARN', 'CT head within 1 hour when indicated'],
    immediateActions: [
      'GCS and pupils; ask about anticoagulants',
      'Cervical spine precautions if neck pain or a dangerous mechanism',
      'Clean and close any scalp wound; check tetanus status',
    ],
  },
  {
    id: 'tremor',
    name: 'Tremor',
    group: 'neurologic',
    terms: [
      'tremor*',
      'trembl*',
      'shaking (hands|arms|legs|all over|uncontrollably)',
      '(hands|arms|legs) (are )?(shaking|trembling|shaky)',
      // "Feels shaky" is how weakness, nerves or a hangover feel, not a tremor seen.
      /(?<!(?:feels?|feeling|felt|a bit|bit|little|slightly) )shaky/,
      'shakiness',
      'tremulous*',
      'jittery',
      'the shakes',
    ],
    complaintFieldTerms: ['shaking', 'shakes'],
    resources: [
      need('labs', 'glucose, electrolytes, calcium, thyroid function, drug levels such as lithium'),
    ],
    adjustments: [
      {
        // "On lithium for years" is not a long-standing tremor: a new or worse one on lithium needs a level.
        when: allOf(chronicCourse, none(takes('lithium'))),
        remove: ['labs'],
        why: 'a long-standing tremor: outpatient neurology',
      },
    ],
    minor: true,
    guideline: 'NICE NG71 Parkinson disease',
    differential: [
      { condition: 'Essential or parkinsonian tremor', why: 'Long-standing' },
      {
        condition: 'Alcohol or benzodiazepine withdrawal, thyrotoxicosis, hypoglycaemia',
        why: 'New tremor with sweating or tachycardia',
      },
      { condition: 'Drug toxicity: lithium, salbutamol, serotonin syndrome', why: 'Medication history' },
    ],
    workup: ['Glucose; withdrawal assessment', 'Thyroid function, electrolytes, lithium level if taken'],
    immediateActions: ['Capillary glucose; ask about alcohol and medications'],
  },
  {
    id: 'extremity-weakness-stroke',
    name: 'Extremity weakness / symptoms of stroke',
    group: 'neurologic',
    requires: allOf(none(pulledElbowChild), none(injuredLimbNotMoving), none(youngChildSparingALimb)),
    terms: [
      // A stroke now: "since a stroke", "previous stroke" and heat stroke are not this complaint.
      strokeNow,
      'code stroke',
      // A TIA now, not the one a medicine is taken after ("aspirin after a TIA", "previous TIA").
      transientIschaemicAttackNow,
      'mini stroke',
      'hemipar*',
      'hemipleg*',
      'monopar*',
      '(left|right|one|l|r) sided (weakness|paralysis|numbness and weakness|weakness and numbness)',
      'weakness (of |in |on |down |to )?(the |his |her |their |my )?(left|right) (side|arm|leg|hand|upper limb|lower limb|face and arm|arm and leg)',
      '(left|right) (arm|leg|hand|side|upper limb|lower limb|face and arm|arm and leg) (weakness|paralysis|numbness and weakness|weakness and numbness)',
      'weak (left|right) (arm|leg|hand|side)',
      '(arm|leg|hand|limb) weakness',
      'weakness (of|in) (the |his |her |their |my )?(left |right )?(arm|arms|leg|legs|hand|hands|limb|limbs)',
      'unable to (move|lift|raise) (his |her |their |my |the )?(left |right )?(arm|leg|hand|side)',
      'focal weakness',
      'focal (neuro|neurological) (deficit|deficits|signs)',
      'arm (and|or) leg (weakness|numbness)',
      'face arm (and )?leg',
      'be fast positive',
      'fast positive',
      '(foot|wrist) drop',
      'drop foot',
    ],
    resources: [
      need('labs', 'glucose, blood count, coagulation, renal function'),
      need('ecg', 'ECG for atrial fibrillation'),
      need('advancedImaging', 'CT head and CT angiography'),
    ],
    guideline: 'AHA/ASA 2019 Acute Ischemic Stroke Guidelines; NICE NG128 Stroke and TIA',
    differential: [
      { condition: 'Ischaemic stroke or TIA', why: 'Sudden focal weakness' },
      { condition: 'Intracerebral haemorrhage', why: 'Headache, vomiting, anticoagulants; CT separates' },
      { condition: 'Hypoglycaemia, Todd paresis, nerve or cord lesion', why: 'Mimics and peripheral causes' },
    ],
    workup: ['Capillary glucose now; last known well time', 'CT head and CT angiography; NIHSS'],
    immediateActions: ['Last known well time and glucose now', 'Stroke team if within 24 hours'],
  },
  {
    id: 'sensory-loss',
    name: 'Sensory loss / paraesthesias',
    group: 'neurologic',
    terms: [
      'numbness (in |of |on |over |down |around )?(the |his |her |their |my )?(left |right |both )?(arm|arms|leg|legs|hand|hands|foot|feet|face|fingers|toes|side|lip|lips|body)',
      '(left|right|one|l|r) sided numbness',
      '(left |right )?(arm|arms|leg|legs|hand|hands|foot|feet|face|fingers|toes|lip|lips|side) (is |are |feels |feel )?(numb|tingling|tingly)',
      'numb (left |right )?(arm|arms|leg|legs|hand|hands|foot|feet|face|fingers|toes|lip|lips|side)',
      'pins and needles',
      'paresthesi*',
      'paraesthesi*',
      'loss of (sensation|feeling)',
      '(altered|decreased|reduced|abnormal) sensation',
      'sensory (loss|change|changes|disturbance|deficit|symptoms)',
      'numbness in',
      'dead (arm|leg|hand)',
      'tingling (in|of) (the |his |her |their |my )?(left |right |both )?(arm|arms|leg|legs|hand|hands|foot|feet|face|fingers|toes|lips)',
    ],
    complaintFieldTerms: ['numb*', 'tingl*'],
    resources: [need('labs', 'glucose, electrolytes, calcium, B12')],
    adjustments: [
      {
        when: anyOf(
          near(
            /numb\w*|tingl\w*|sensation/,
            /(?:left|right|one)[\s-]sided|(?:left|right) (?:side|face|arm and leg)|face and arm|arm and leg/,
            3,
          ),
          says('(left|right|one|l|r) sided numbness'),
        ),
        add: [
          need('advancedImaging', 'CT head for one-sided sensory loss'),
          need('ecg', 'ECG for atrial fibrillation'),
        ],
      },
      {
        when: anyOf(
          chronicCourse,
          says(
            'carpal tunnel',
            // The flick sign: shaking the hand eases the tingling of a compressed median nerve.
            '(relieved|eased|better|goes|settles) (by|with|when|after|if) (shaking|flicking)',
            '(shakes|shaking|flicks|flicking) (the |his |her |my |their )?hands?',
            'after sleeping on',
            'slept on (it|his|her|their|my)',
            // Tingling of the hand at night is the median nerve's (NICE CKS Carpal tunnel syndrome).
            '(hand|hands|fingers?) (tingling|tingly|numb|numbness|pins and needles) at night',
            'for (weeks|\\d+ weeks)',
          ),
        ),
        remove: ['labs'],
        why: 'long-standing or positional symptoms: outpatient assessment',
      },
      {
        when: hyperventilationOfKnownPanic,
        remove: ['labs'],
        why: 'tingling of the fingers and lips with the overbreathing of known panic attacks',
      },
    ],
    minor: true,
    guideline: 'NICE NG128 Stroke and TIA; NICE CKS Carpal tunnel syndrome',
    differential: [
      { condition: 'Stroke or TIA', why: 'Sudden one-sided face, arm or leg numbness' },
      { condition: 'Nerve entrapment, radiculopathy, neuropathy', why: 'A nerve or root distribution' },
      {
        condition: 'Hyperventilation, hypocalcaemia, cord lesion',
        why: 'Perioral tingling, both sides, sensory level',
      },
    ],
    workup: ['Map the distribution; glucose', 'CT head if sudden and one-sided'],
    immediateActions: ['Onset time and glucose; stroke pathway if sudden and one-sided'],
  },
  {
    id: 'facial-droop',
    name: "Facial droop / Bell's palsy",
    group: 'neurologic',
    terms: [
      'bell*s palsy',
      'bell palsy',
      'facial (droop|drooping|palsy|paralysis|weakness|asymmetry|nerve palsy)',
      'face (is )?(drooping|droopy|lopsided|twisted|asymmetric*)',
      'face droop*',
      '(droopy|drooping|lopsided|crooked) (face|mouth|smile)',
      'drooping (of )?(the |his |her |their |my )?(left |right )?(side of the )?(face|mouth)',
      'mouth (is )?(drooping|droopy)',
      '(seventh|7th) nerve palsy',
      'unable to close (his |her |their |my )?(left |right )?eye',
      // "Right side of the face dropped overnight".
      '(side of (the |his |her |their |my )?)?face (has |had )?(dropped|fallen)',
    ],
    // A palsy of the whole side of the face, forehead included, and nothing else is the stroke a friend
    // fears ("I've seen the FAST adverts, it's a stroke!"), not a second complaint of stroke.
    explains: ['extremity-weakness-stroke'],
    explainsUnless: none(lowerMotorNeuroneFacialPalsy),
    resources: [
      need('labs', 'glucose and blood count'),
      need('advancedImaging', 'CT head when stroke is possible'),
    ],
    adjustments: [
      {
        when: anyOf(
          says('bell*s palsy', 'bell palsy'),
          lowerMotorNeuroneFacialPalsy,
          allOf(
            says('unable to close (his |her |their |my )?(left |right )?eye'),
            none(says('arm', 'leg', 'speech', 'slurred')),
          ),
        ),
        remove: ['labs', 'advancedImaging'],
        why: "lower motor neurone facial palsy with the forehead involved: Bell's palsy, a clinical diagnosis",
      },
    ],
    guideline: "AAO-HNS 2013 Bell's Palsy Guideline; NICE CKS Bell's palsy",
    differential: [
      { condition: "Bell's palsy", why: 'Whole side of the face including the forehead, no other signs' },
      { condition: 'Stroke', why: 'Forehead spared, arm or speech involved' },
      {
        condition: 'Ramsay Hunt, Lyme disease, parotid tumour',
        why: 'Ear vesicles, tick bite, a parotid mass',
      },
    ],
    workup: [
      'Check forehead movement, ears, limbs and speech',
      'CT head if the forehead is spared or other signs',
    ],
    immediateActions: [
      'Onset time; stroke pathway if the forehead is spared',
      'Eye protection if the eye does not close',
    ],
  },
  {
    id: 'speech-disturbance',
    name: 'Speech disturbance',
    group: 'neurologic',
    terms: [
      'slurred speech',
      'slurring( (his |her |their |my )?(words|speech))?',
      'speech (difficulty|difficulties|problem|problems|disturbance|change|changes|impairment|is slurred|slurred|is garbled|garbled)',
      'difficulty (speaking|talking|finding words|with speech|getting words out|getting (his |her |their |my )?words out)',
      'trouble (speaking|talking|finding words|with speech)',
      'word finding (difficulty|difficulties|problem|problems)',
      'aphasi*',
      'dysphasi*',
      'dysarthri*',
      'garbled speech',
      'jumbled (speech|words)',
      '(unable to|could not) get (his |her |their |my )?words out',
      'words (are |were )?(jumbled|muddled|mixed up)',
      'mixing up (his |her |their |my )?words',
      'loss of speech',
      'lost (his |her |their |my )?speech',
    ],
    resources: [
      need('labs', 'glucose, blood count, coagulation'),
      need('ecg', 'ECG for atrial fibrillation'),
      need('advancedImaging', 'CT head and CT angiography'),
    ],
    guideline: 'AHA/ASA 2019 Acute Ischemic Stroke Guidelines; BE-FAST',
    differential: [
      { condition: 'Stroke or TIA', why: 'Sudden aphasia or dysarthria' },
      { condition: 'Hypoglycaemia, intoxication, postictal state', why: 'Mimics' },
      { condition: 'Bulbar weakness: myasthenia, motor neurone disease', why: 'Fatigable or progressive' },
    ],
    workup: ['Capillary glucose; last known well time', 'CT head and CT angiography'],
    immediateActions: ['Stroke pathway if sudden; nil by mouth until a swallow screen'],
  },
  {
    id: 'memory-loss',
    name: 'Memory loss',
    group: 'neurologic',
    terms: [
      'memory (loss|problem|problems|lapse|lapses|issue|issues|difficulty|difficulties|decline|impairment)',
      'forgetful*',
      'forgetting (things|names|conversations|where)',
      'amnesia',
      'amnesic',
      'transient global amnesia',
      'losing (his |her |their |my )?memory',
      'lost (his |her |their |my )?memory',
      'cognitive (decline|impairment|change|changes)',
      'repeating (himself|herself|themselves|the same questions|questions)',
      'repetitive question*',
      'short term memory',
    ],
    resources: [
      need('labs', 'blood count, electrolytes, calcium, glucose, B12, thyroid function'),
      need('advancedImaging', 'CT head for sudden memory loss'),
    ],
    adjustments: [
      {
        when: chronicCourse,
        remove: ['advancedImaging'],
        why: 'gradual memory decline: memory clinic imaging',
      },
    ],
    minor: true,
    guideline: 'NICE NG97 Dementia',
    differential: [
      { condition: 'Transient global amnesia', why: 'Sudden, hours, repetitive questions, otherwise normal' },
      { condition: 'Delirium, stroke, seizure, hypoglycaemia, head injury', why: 'Acute causes' },
      { condition: 'Dementia or depression', why: 'Gradual over months' },
    ],
    workup: ['Cognitive screen; glucose', 'CT head if sudden; bloods for reversible causes'],
    immediateActions: ['Ask a witness when it began; capillary glucose'],
  },
  {
    id: 'acute-dystonic-reaction',
    name: 'Acute dystonic reaction',
    group: 'neurologic',
    // Named, or the spasms themselves in someone taking a dopamine-blocking drug (below).
    terms: [
      ...DYSTONIA_NAMED,
      '(neck|head) (keeps |is |has been )?(pulling|pulled|twisting|twisted|turning|turned|jerking) (round |around |over )?(to|towards) (one|the) side',
      'eyes (keep |keeps |are |were |kept )?(rolling|rolled|going|turning) up( on their own)?',
      '(jaw|tongue) (is |feels |keeps )?(locked|clenched|tight|sticking out|pushing out|twisting)',
      'torticollis',
    ],
    // The spasms in lay words are a dystonia only beside a drug that blocks dopamine; named, they are one.
    requires: anyOf(says(...DYSTONIA_NAMED), takes('dopamineBlockingAntiemetic', 'antipsychotic')),
    explains: ['eye-pain', 'visual-disturbance', 'neck-pain', 'seizure'],
    resources: [need('parenteralMedication', 'IV or IM procyclidine or benzatropine')],
    highRisk: [
      {
        when: says(stridorAtRest, "(can't|cannot|unable to) (breathe|swallow)", 'laryng* (spasm|dystonia)'),
        reason: 'Laryngeal dystonia: the airway can close',
        source: 'BNF: procyclidine for acute dystonia; TOXBASE: metoclopramide and antipsychotics',
      },
    ],
    guideline:
      'BNF: procyclidine for acute dystonia; MHRA 2013 metoclopramide: risk of neurological adverse effects',
    differential: [
      {
        condition: 'Acute dystonia from metoclopramide, prochlorperazine or an antipsychotic',
        why: 'Spasms of the neck, eyes, jaw or tongue within days of starting it',
      },
      { condition: 'Focal seizure, tetany, tetanus', why: 'Spasms without such a drug' },
    ],
    workup: ['Airway and swallow; the drug, its dose and when it was started'],
    immediateActions: ['IV or IM procyclidine 5-10 mg [or benzatropine]; stop the drug'],
  },
];
