import {
  ageYears,
  allOf,
  anyOf,
  historyOf,
  lab,
  none,
  says,
  takes,
  vital,
  type Matcher,
} from '../red-flags/matchers';
import { need } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** A psychiatric illness already known: a relapse is not a first presentation needing an organic work-up. */
const knownPsychiatricIllness: Matcher = anyOf(
  historyOf('schizophren*', 'schizoaffective', 'bipolar', 'psychos*', 'psychotic', 'mania', 'manic'),
  takes('antipsychotic'),
  says(
    'known (schizophren*|bipolar|psychos*|psychotic)',
    'relapse',
    'stopped (taking )?(his |her |their )?(medication|meds|tablets|antipsychotic*|depot)',
    'missed (his |her |their )?depot',
    'non[- ]?complian*',
    'off (his |her |their )?(medication|meds)',
  ),
);

/**
 * Depression the mood, not a depressed skull fracture, depressed consciousness or respiratory depression,
 * nor a part that looks depressed ("knuckle looks depressed", "the cheekbone is depressed").
 */
const depressionWord =
  /(?<!(?:respiratory|st|segment|ventilatory|cns|marrow|myocardial|cardiac|immune)[\s-])(?<!\b(?:knuckle|bone|cheek|cheekbone|skull|fragment|area|segment|fontanelle|fontanel|zygoma|nose|bridge|forehead|surface)s? (?:looks |appears |is |was |feels |slightly |visibly |a bit )*)depress(?:ion|ed|ive|ing)?(?![\s-]+(?:level|conscious\w*|skull|fracture|gcs|mental status|respirat\w*|breathing|fontanel\w*|st|segment|loss of consciousness))/;

/** "Violent" or "violence", but not violent vomiting or coughing, and not domestic violence (an assault). */
const violentWord =
  /(?<!domestic |partner )violen(?:t|ce)(?! (?:vomit\w*|cough\w*|retch\w*|headache|diarrh\w*|shak\w*|shiver\w*|rigors|pain|itch\w*|sneez\w*))/;

/** Chest symptoms with anxiety that need an ECG before they are called panic. */
const cardiacSymptoms = says(
  'chest (pain|tight*|pressure|discomfort)',
  'palpitations',
  'racing heart',
  'heart racing',
);

/** A patient who asks for it: "wants to talk to someone", "asking for a mental health review". */
const asksToSeeSomeone = says(
  '(wants?|wanting|asking|asks|asked|would like|needs?) (\\w+ )?(to )?(talk|speak) to (someone|somebody|a counsell?or|mental health|a psychiatrist|a professional)',
  '(wants?|asking for|asks for|needs?) (a )?(mental health|crisis|psychiatric) (review|assessment|team|help)',
);

/** Said in so many words (read before negation, which would hide it): "I'm not going to hurt myself". */
const saysNoIntentToHarm: Matcher = (facts) => {
  const said =
    /\b(?:(?:i'?m|i am|he'?s|she'?s|they'?re) not going to|(?:i|he|she|they) (?:won'?t|would never|wouldn'?t)|no (?:thoughts|intention|intent|plans?) (?:of|to)|denies (?:any )?(?:thoughts|intent|plans?) (?:of|to)) (?:hurt|harm|kill)\w*/.exec(
      facts.presenting.normalized,
    );
  return said ? [said[0]] : null;
};

/** A young person who threatens to run away, or has run away, from home: a family crisis to assess. */
const RUNNING_AWAY =
  /\b(?:threaten(?:ed|ing|s)? to run away|ran away from (?:home|his parents|her parents)|running away from home)\b/;

export const mentalHealthComplaints: ComplaintDefinition[] = [
  {
    id: 'depression-suicidal',
    name: 'Depression / suicidal / deliberate self-harm',
    group: 'mental-health',
    terms: [
      depressionWord,
      'feeling (hopeless|worthless)',
      'hopeless*',
      'suicid*',
      'self harm*',
      'selfharm*',
      'deliberate self harm',
      'dsh',
      'self inflicted',
      'cut (my|him|her|them)sel(f|ves)',
      'cutting (my|him|her|them)sel(f|ves)',
      'cutting (his|her|their|my) (arms?|wrists?|legs?|thighs?)',
      'wants? to die',
      'wanting to die',
      'wish(es)? (he|she|they|i) (was|were) dead',
      'want(s|ed)? to end (it|it all|things|my life|his life|her life|their life)',
      'kill (my|him|her|them)sel(f|ves)',
      'thoughts of (self harm|suicide|dying|death|ending (it|my life|things))',
      'mental health (crisis|assessment|review|concern|problem|issue|emergency)',
      // Low mood told as the person feels it, and help from mental health asked for: "feeling really down",
      // "so low for weeks", "want to talk to someone from mental health".
      '(feeling|felt|been|so|very|really) (really |very |so |quite |extremely )?(low|down)( in (myself|himself|herself|themselves))?( (for|since|all|every)\\b| and (tearful|crying|hopeless|empty|flat))',
      '(feeling|been feeling|felt) (really |very |so |extremely )(low|down)',
      '(talk|speak|see|talking|speaking) (to|with) (someone|somebody|a person|the team) (from|in) mental health',
      '(see|talk to|speak to|speak with|refer\\w* to|referral to) (the |a )?(mental health|crisis) (team|nurse|service|worker)',
      'psychiatric (assessment|evaluation|review|emergency|problem)',
      'psych (eval|evaluation|assessment|review|consult)',
    ],
    complaintFieldTerms: [
      'sad',
      'mental health',
      'psych',
      'psychiatric',
      'tearful',
      'crying all the time',
      'low mood',
      'feeling (really |very |so |quite )?(low|down)',
      '(my|his|her|their) mood',
    ],
    resources: [need('specialtyConsultation', 'mental health or psychiatry assessment')],
    adjustments: [
      {
        // Medical assessment before psychiatry: bloods and a drug screen once suicide is spoken of.
        when: says(
          'suicid*',
          "wish (i|he|she|they) (wouldn't|would not|didn't|did not) wake up",
          'better off dead',
          'want(s|ed)? to die',
          'thoughts of (death|dying|ending)',
          'passive',
        ),
        add: [need('labs', 'bloods and a drug screen for medical clearance')],
      },

      {
        when: says(
          'suicid*',
          'self harm*',
          'selfharm*',
          'dsh',
          'self inflicted',
          'overdose',
          'took (tablets|pills)',
          'want* to die',
          'kill (my|him|her|them)sel(f|ves)',
        ),
        add: [need('labs', 'acetaminophen and salicylate levels: occult ingestion is common')],
      },
    ],
    guideline: 'NICE NG225 Self-harm 2022; NICE NG222 Depression in adults',
    differential: [
      { condition: 'Depressive episode with or without suicidal ideation', why: 'Low mood, hopelessness' },
      { condition: 'Occult overdose or self-harm injury', why: 'Ask and examine' },
      { condition: 'Bipolar disorder, substance use, medical causes', why: 'Thyroid, drugs, alcohol' },
    ],
    workup: [
      'Ask directly about suicidal thoughts, plan and intent',
      'Acetaminophen and salicylate levels if any ingestion',
    ],
    immediateActions: ['Safe room and observation until assessed; remove means of harm'],
  },
  {
    id: 'anxiety-situational-crisis',
    name: 'Anxiety / situational crisis',
    group: 'mental-health',
    terms: [
      'anxiety( attack)?',
      'anxious',
      'panic (attack*|disorder)',
      'panicking',
      'panicky',
      'hyperventilat*',
      'situational crisis',
      '(acute )?stress reaction',
      'emotional (distress|crisis|breakdown)',
      'nervous breakdown',
      'overwhelmed',
      'unable to cope',
      'struggling to cope',
      'grief',
      'bereave*',
      'recently bereaved',
      '(mental health|emotional|personal|family|life) crisis',
      // A young person's crisis at home: "threatened to run away after a row with his parents".
      RUNNING_AWAY,
    ],
    complaintFieldTerms: [
      /stress(?![\s-]+(?:fracture|test|incontinence|ulcer|echo|reaction))/,
      'stressed',
      'upset',
      'distressed',
      'panic',
      'nerves',
      'nervous',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(cardiacSymptoms, allOf(ageYears(40), says('chest', 'short of breath', 'breathless*'))),
        add: [need('ecg', 'ECG before chest symptoms are called panic')],
      },
      {
        when: anyOf(
          says(
            '(situational|mental health|emotional|personal|family|life) crisis',
            'crisis team',
            'unable to cope',
            'struggling to cope',
            'overwhelmed',
            '(nervous|emotional) breakdown',
            RUNNING_AWAY,
          ),
          asksToSeeSomeone,
        ),
        add: [need('specialtyConsultation', 'crisis team or mental health liaison')],
      },
      {
        // Settled now, saying plainly they will not harm themselves, going home with someone, and not
        // asking to see anyone: advice and a follow-up with their own doctor.
        when: allOf(
          says('(calmer|settled|better|okay|ok) now', 'calmed down', 'settled (down|since)'),
          saysNoIntentToHarm,
          says(
            '(mum|mom|mother|dad|father|partner|husband|wife|boyfriend|girlfriend|friend|sister|brother|family)\\w* (is |are )?(coming|here|with (me|her|him)|picking|collecting|on (her|his|their|the) way)',
            'going home with',
            'staying with',
          ),
          none(asksToSeeSomeone),
        ),
        remove: ['specialtyConsultation'],
        why: 'settled, no intent to self-harm and going home with support: advice and GP follow-up',
      },
    ],
    minor: true,
    guideline:
      'NICE CG113 Generalised anxiety disorder and panic disorder; NICE CG16/NG225 [ask about self-harm]',
    differential: [
      { condition: 'Panic attack, acute stress reaction', why: 'Clear trigger, settles with reassurance' },
      { condition: 'Arrhythmia, thyrotoxicosis, hypoglycaemia, PE, asthma', why: 'Medical mimics of panic' },
      { condition: 'Stimulant use or alcohol withdrawal', why: 'Tremor, sweating, tachycardia' },
    ],
    workup: ['Observations and capillary glucose', 'ECG with chest pain or palpitations'],
    immediateActions: ['Quiet space and reassurance; ask about suicidal thoughts'],
  },
  {
    id: 'hallucinations-delusions',
    name: 'Hallucinations / delusions',
    group: 'mental-health',
    terms: [
      'hallucinat*',
      'hearing voices',
      'hears voices',
      '(seeing|sees) things',
      'voices (in (his|her|my|their) head|telling (him|her|me|them))',
      'delusion*',
      'paranoi*',
      'psychos*',
      'psychotic',
      'responding to (internal|unseen) stimuli',
      'thought disorder',
      'manic',
      'mania',
      'hypomani*',
      'grandios*',
      'schizophreni* relapse',
      'relapse of (schizophreni*|psychosis|bipolar)',
    ],
    resources: [
      need('specialtyConsultation', 'psychiatry'),
      // A relapse too: the medical screen comes before the psychiatric review takes over.
      need('labs', 'glucose, electrolytes, toxicology and infection screen'),
    ],
    adjustments: [
      {
        when: allOf(ageYears(65), none(knownPsychiatricIllness)),
        add: [need('advancedImaging', 'CT head: new psychosis after 65 is organic until proven otherwise')],
      },
    ],
    guideline: 'NICE CG178 Psychosis and schizophrenia in adults; NICE CG185 Bipolar disorder',
    differential: [
      {
        condition: 'Schizophrenia, bipolar mania, drug-induced psychosis',
        why: 'Hallucinations or delusions in clear consciousness',
      },
      {
        condition: 'Delirium, alcohol withdrawal, encephalitis',
        why: 'Visual hallucinations, fluctuating attention, fever',
      },
      { condition: 'Dementia with psychosis', why: 'Older adults' },
    ],
    workup: ['Capillary glucose; toxicology if first episode', 'Assess risk to self and others'],
    immediateActions: ['Low-stimulus area with observation; de-escalate'],
  },
  {
    id: 'insomnia',
    name: 'Insomnia',
    group: 'mental-health',
    terms: [
      'insomnia',
      'unable to sleep',
      '(trouble|difficulty|problems?) sleeping',
      'sleep (problem|difficult*|issue|disturbance)s?',
      'sleeplessness',
      'poor sleep',
      '(awake|up) all night',
      'sleeping (badly|poorly)',
    ],
    resources: [],
    adjustments: [
      {
        when: says('suicid*', 'hallucinat*', 'manic', 'mania', 'paranoi*', 'psychos*', 'days without sleep'),
        add: [
          need('specialtyConsultation', 'psychiatry: insomnia with mania, psychosis or suicidal thoughts'),
        ],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Insomnia; AASM 2017 Clinical practice guideline for chronic insomnia',
    differential: [
      { condition: 'Primary insomnia, stress, caffeine or alcohol', why: 'The common causes' },
      { condition: 'Depression, mania, pain, sleep apnoea', why: 'Ask about mood and snoring' },
    ],
    workup: ['Sleep history; screen mood'],
    immediateActions: ['Sleep hygiene advice; primary-care follow-up'],
  },
  {
    id: 'violent-behaviour',
    name: 'Violent / homicidal behaviour',
    group: 'mental-health',
    terms: [
      'violent (behaviou?r|outburst|towards|to|and)',
      'became violent',
      'is violent',
      'aggressive (behaviou?r|outburst|towards|to|and)',
      '(became|is|being|verbally|physically) aggressive',
      'aggression',
      'combative',
      'homicidal',
      'homicidal ideation',
      'threaten(ing|ed|s)? to (kill|hurt|harm|stab|shoot)',
      'threatening (staff|family|people|others|his \\w+|her \\w+)',
      'kill (someone|somebody|people|others)',
      'hurt (someone|somebody|others|people)',
      'assaultive',
      'lashing out',
      'smashing (things|up|the house|windows)',
    ],
    complaintFieldTerms: [violentWord, 'aggressive', 'angry', 'rage', 'hostile', 'threatening'],
    resources: [
      need('specialtyConsultation', 'psychiatry'),
      need('parenteralMedication', 'IM or IV rapid tranquillisation if de-escalation fails'),
    ],
    adjustments: [
      {
        when: says(
          'calm now',
          'now calm',
          'settled',
          'cooperative',
          'co-operative',
          'calm in triage',
          'calm and cooperative',
        ),
        remove: ['parenteralMedication'],
        why: 'calm and cooperative at triage: no rapid tranquillisation expected',
      },
      {
        when: none(knownPsychiatricIllness),
        add: [need('labs', 'glucose and toxicology: intoxication, delirium or hypoglycaemia')],
      },
    ],
    highRisk: [
      {
        when: says(
          'combative',
          violentWord,
          'aggressive',
          'assaultive',
          'lashing out',
          'punching',
          'kicking (staff|walls|doors|people)',
          'spitting at',
          'restrain*',
          'weapon',
          'knife',
          'smashing',
        ),
        reason: 'Violent or combative now: danger to others; a safe space, security and rapid assessment',
        source:
          'ESI v4 Implementation Handbook [high-risk situations: combative, hostile]; NICE NG10 Violence and aggression',
      },
    ],
    guideline: 'NICE NG10 Violence and aggression: short-term management; Project BETA 2012 De-escalation',
    differential: [
      { condition: 'Intoxication, withdrawal, hypoglycaemia, delirium', why: 'Exclude medical causes' },
      { condition: 'Psychosis, mania, personality disorder', why: 'Psychiatric causes of aggression' },
    ],
    workup: [
      'Capillary glucose; look for intoxication and head injury',
      'Risk assessment for self and others',
    ],
    immediateActions: [
      'Staff safety first: security present, weapons removed',
      'Verbal de-escalation; rapid tranquillisation if it fails',
    ],
  },
  {
    id: 'social-problem',
    name: 'Social problem',
    group: 'mental-health',
    terms: [
      'social (problem|issue|admission|reasons?|crisis|circumstances|concerns?)s?',
      'homeless*',
      'no fixed (abode|address)',
      'nowhere to (live|stay|go|sleep)',
      'kicked out',
      'thrown out of (the )?(house|home)',
      'evicted',
      'carer (breakdown|strain|stress|unable to cope|unwell|in hospital|away)',
      'care(giver|r) (breakdown|strain|stress)',
      'placement breakdown',
      'unable to cope at home',
      'needs (shelter|housing|a place to stay)',
      'food insecurity',
      'unsafe at home',
      'elder abuse',
      'respite',
    ],
    complaintFieldTerms: ['social', 'placement', 'nfa', 'housing'],
    resources: [],
    highRisk: [
      {
        when: says(
          'strangl*',
          'choked (by|me|her|him)',
          'hands (around|round) (her|his|my|their) (neck|throat)',
        ),
        reason:
          'Non-fatal strangulation: delayed airway swelling and carotid injury, and a marker of homicide risk',
        source:
          'FFLM 2020 Non-fatal strangulation guidance; Training Institute on Strangulation Prevention 2021',
      },
    ],
    minor: true,
    guideline:
      'ACEP 2018 Policy: Social determinants of health; NICE NG108 Decision-making for people at risk',
    differential: [
      { condition: 'Social crisis without acute illness', why: 'Housing, carer breakdown, safety' },
      { condition: 'Hidden medical or mental illness, abuse', why: 'Look for self-neglect, injury and mood' },
    ],
    workup: ['Full set of observations; examine for injury and self-neglect', 'Social work referral'],
    immediateActions: ['Safeguarding screen; social work'],
  },
  {
    id: 'bizarre-behaviour',
    name: 'Bizarre behaviour',
    group: 'mental-health',
    terms: [
      'bizarre',
      'bizarrely',
      '(strange|odd|erratic|unusual|inappropriate|disruptive|disinhibited|agitated) behaviou?r',
      'behaving (erratically|bizarrely|inappropriately)',
      'acting (erratically|bizarrely|crazy|inappropriately)',
      'behaviou?r(al)? (problem|disturbance)s?',
      'disinhibited',
      'talking to (himself|herself|themselves)',
      'undressing in public',
      'running (naked|in the street)',
    ],
    complaintFieldTerms: ['behaviou?r', 'behaving', 'erratic', 'agitat*'],
    resources: [
      need('specialtyConsultation', 'psychiatry'),
      need('labs', 'glucose, electrolytes, toxicology and infection screen'),
    ],
    adjustments: [
      {
        when: allOf(knownPsychiatricIllness, ageYears(0, 65)),
        remove: ['labs'],
        why: 'a relapse of a known psychiatric illness: psychiatric review',
      },
      {
        when: allOf(ageYears(65), none(knownPsychiatricIllness)),
        add: [
          need('advancedImaging', 'CT head: new behaviour change after 65 is organic until proven otherwise'),
        ],
      },
    ],
    guideline: 'NICE CG103 Delirium; NICE CG178 Psychosis and schizophrenia in adults',
    differential: [
      { condition: 'Delirium, intoxication, hypoglycaemia, head injury', why: 'Medical causes first' },
      { condition: 'Psychosis, mania, dementia', why: 'Psychiatric and neurological causes' },
    ],
    workup: [
      'Capillary glucose, observations, 4AT for delirium',
      'Toxicology and infection screen if no known illness',
    ],
    immediateActions: ['Observation in a safe area; capillary glucose'],
  },
  {
    id: 'concern-for-welfare',
    name: "Concern for patient's welfare",
    group: 'mental-health',
    terms: [
      'welfare (check|concern|visit)',
      "concern(s|ed)? (for|about) (his |her |their |the patient's |patient's )?(welfare|wellbeing|well being|safety)",
      'wellness check',
      'section 136',
      's136',
      'sectioned',
      'under (a )?section',
      'mental health act',
      '(involuntary|emergency) (hold|detention|assessment|admission)',
      'police (hold|detention)',
      'form 1',
      '5150',
    ],
    complaintFieldTerms: [
      'welfare',
      // Not "Police:" naming who speaks, as "Crew:" does, nor the police asking for a check before an interview
      // or a detention ("police want check before interview"), which is the injury's visit.
      /\bpolice\b(?!\s*:)(?! (?:want|wants|wanted|asked|ask|asking|request\w*|need|needs) (?:a |an |him |her |them |it |his |the )?(?:\w+ )?(?:check|checked|clearance|cleared|fitness|fit|looked at|seen)\b)/,
      'brought (in )?by (the )?police',
      'wandering',
      'found (wandering|on the street|in the street|sleeping rough)',
      'safeguarding',
      'vulnerable adult',
      'unkempt',
      'self neglect',
    ],
    resources: [need('specialtyConsultation', 'mental health or social work assessment')],
    adjustments: [
      {
        when: anyOf(
          ageYears(65),
          says('self neglect', 'unkempt', 'found (wandering|on the floor)', 'not eating'),
        ),
        add: [need('labs', 'blood count, electrolytes, renal function and glucose for self-neglect')],
      },
    ],
    guideline: 'Mental Health Act 1983 Code of Practice [section 136]; NICE NG108',
    differential: [
      { condition: 'Mental illness, dementia, intoxication', why: 'The reason for the concern' },
      { condition: 'Self-neglect, abuse, unmet care needs', why: 'Safeguarding' },
    ],
    workup: [
      'Observations, capillary glucose; examine for injury and neglect',
      'Mental health or social work assessment',
    ],
    immediateActions: ['Safe area; establish capacity and legal status'],
  },
  {
    id: 'eating-disorder',
    name: 'Eating disorder',
    group: 'mental-health',
    terms: [
      'eating disorder',
      'anorexia nervosa',
      'anorexic',
      'bulimi*',
      'binge eating',
      'purging',
      'self induced vomiting',
      'making (him|her|them)sel(f|ves) (sick|vomit)',
      'restrict(ing|ive|s) (eating|intake|food|diet)',
      'arfid',
      'refeeding',
    ],
    resources: [
      need('labs', 'electrolytes, phosphate, magnesium, glucose, renal and liver function, blood count'),
      need('ecg', 'ECG for bradycardia and QT prolongation'),
    ],
    highRisk: [
      {
        when: anyOf(
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => v.heartRate !== undefined && v.heartRate < 40,
          ),
          vital(
            (v) => `SBP ${v.systolic}`,
            (v) => v.systolic !== undefined && v.systolic < 90,
          ),
          vital(
            (v) => `Temp ${v.temperatureC} C`,
            (v) => v.temperatureC !== undefined && v.temperatureC < 35.5,
          ),
          lab('potassium', (result) => (result.value ?? 99) < 3),
          lab('glucose', (result) => (result.value ?? 999) < 54),
          says(
            'syncope',
            'collapsed',
            'chest pain',
            /bmi (?:of |is )?(?:1[0-2]|\d)(?:\.\d)?(?![\d.])/,
            'seizure',
            'confus*',
            'refeeding',
          ),
        ),
        reason:
          'Eating disorder with bradycardia, hypotension, hypothermia, low potassium or glucose, syncope or a very low BMI: medically unstable',
        source: 'RCPsych CR233 2022 Medical emergencies in eating disorders [MEED]',
      },
    ],
    guideline:
      'RCPsych CR233 2022 Medical emergencies in eating disorders [MEED]; NICE NG69 Eating disorders',
    differential: [
      { condition: 'Anorexia nervosa, bulimia nervosa, ARFID', why: 'Restriction, purging, low weight' },
      { condition: 'Refeeding syndrome, electrolyte disturbance, arrhythmia', why: 'The medical dangers' },
    ],
    workup: [
      'Weight, BMI, lying and standing BP, temperature',
      'Electrolytes, phosphate, magnesium, glucose; ECG',
    ],
    immediateActions: ['MEED risk assessment; capillary glucose'],
  },
];
