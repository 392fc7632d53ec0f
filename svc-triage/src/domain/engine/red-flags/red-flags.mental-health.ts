import { allOf, anyOf, none, says, type Matcher } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

/**
 * Hopelessness said without an act in mind ("better off without me", "no point going on", "wishes he
 * wouldn't wake up"): a danger to self unless the patient clearly denies both a plan and an intent, when it
 * is the passive ideation that is assessed without the danger-to-self level.
 */
const passiveSuicidalThought = says(
  'wish(es|ed)? (he|she|they|i) (was|were) dead',
  /\bwish(?:es|ed)? (?:he|she|they|i) (?:wouldn'?t|would not|didn'?t|did not) wake up\b/,
  'better off dead',
  // "Better off without me", as the reading leaves it (see negative-findings.ts).
  'better off gone',
  'no reason to live',
  'nothing (left )?to live for',
  'no point (in )?(going on|living|carrying on|being alive|being here|to life)',
  "life (is not|isn't|is no longer) worth living",
  'thoughts of (dying|death|ending)',
  /\b(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|unable to|didn'?t) see (?:the|any) point(?: (?:in|of) (?:living|going on|life|anything|carrying on|being (?:here|alive))| any ?more| in (?:it|anything) any ?more)\b/,
);
/** Both a plan and an intent denied: "no plan, no intent", "has no plan or intent". */
const planAndIntentDenied: Matcher = (facts) =>
  facts.presenting.negated.some((span) => /\bplans?\b|\bplanned\b/.test(span)) &&
  facts.presenting.negated.some((span) => /\bintent/.test(span))
    ? ['plan and intent denied']
    : null;

/** The medicines a plan in the patient's words is told with, as the text reads them (paracetamol as acetaminophen). */
const PLANNED_MEDICINES = '(?:tablets|pills|meds|medications?|medicines?|insulin|acetaminophen)';

/**
 * Suicidal thoughts said outright, or shown by preparation (researching a method, stockpiling tablets,
 * putting affairs in order), or hopelessness without a plan and an intent denied: any of them is a danger
 * to self whatever complaint the patient came with (ESI v4 decision point B).
 */
const suicidalThoughtOrPreparation = says(
  'suicid*',
  'want* to die',
  'wish(es|ed)? to die',
  'end (my|his|her|their) (own )?li(fe|ves)',
  'kill (my|him|her|them)sel(f|ves)',
  // Afraid of what they will do to themselves: "scared she will hurt herself tonight", "frightened of himself".
  /\b(?:scared|afraid|frightened|terrified|worried) (?:that )?(?:she|he|i|they)(?:'ll| will| might| may| could| would| is going to| am going to| are going to) (?:hurt|harm|kill|do something to) (?:her|him|my|them)sel(?:f|ves)\b/,
  /\b(?:scared|afraid|frightened|terrified) of (?:her|him|my|them)sel(?:f|ves)\b/,
  // The means in hand and the time chosen: "was going to take them all tonight".
  /\b(?:going|planning|plans?|planned|intend\w*|meant) to take (?:them|the lot|all of them|the (?:tablets|pills|packets?)) (?:all )?(?:tonight|today|later|at once|when)\b|\b(?:going|planning|plans?|planned|intend\w*) to take (?:them|the (?:tablets|pills)) all\b/,
  // "Will take" is everyday ("will take them tonight" of antibiotics): only all of them at once is a plan.
  /\b(?:will|(?:he|she|i|they|you|we)'ll) take (?:the lot|all of them|them all|all (?:the|his|her|their|my) (?:tablets|pills))\b/,
  'take (my|his|her|their) (own )?life',
  'hang (my|him|her)self',
  // "Plans overdose tonight" as a note shortens it.
  'plan(s|ned|ning)? (an |to |to take an )?overdose',
  'put* (his|her|their|my) affairs in order',
  'giv(e|es|ing|en) away (his|her|their|my) (belongings|possessions|things)',
  '(goodbye|farewell) (note|letter|message)s?',
  // The goodbye letter said by whom it is for: "letters written to kids", "has written letters to her kids".
  /\b(?:(?:written|wrote|writing|left) (?:\w+ )?(?:letters?|notes?)|(?:letters?|notes?) (?:written|left)) (?:to|for) (?:his |her |their |my |the )?(?:kids|children|family|wife|husband|partner|parents|mum|dad|son|daughter)\b/,
  /\b(?:looked|looking|searched|searching|researched|researching|googled) (?:up |online |on the internet )?(?:for )?(?:how|ways|methods)\b/,
  /\bhow many (?:[\w']+ ){0,2}(?:tablets|pills) (?:it )?(?:would|will|it takes)/,
  'stockpil*',
  // Someone else's tablets too: "saving up his mum's tablets", "collecting his nan's sleeping tablets".
  /\b(?:collect|collecting|collected|saving|saved|saving up|hiding|hidden|keeping) (?:up )?(?:his |her |their |my )?(?:[\w']+ ){0,2}?(?:tablets|pills|medications?|medicines?|paracetamol|insulin)\b/,
  /\b(?:has|have|had|made|with) a (?:clear |specific )?plan (?:for (?:this|the|that|next|tonight|tomorrow)|to (?:end|kill|die|take|overdose|hang|jump))/,
  'hoard* (\\w+ )?(tablets|pills|medication*|medicines?)',
  // Shown by an act: on the wrong side of a bridge's railings, threatening to jump, talked down.
  'threaten* to jump',
  '(going|was going|is going|were going) to jump',
  '(tried|trying|attempted|attempting) to jump',
  '(outside|wrong side|other side) of (the )?(railings?|barrier|parapet|fence|balustrade|safety rail)',
  /\b(?:on|at|near) the edge of (?:a |the )?(?:[\w-]+ ){0,3}(?:bridge|roof|cliff|platform|car park)\b/,
  'talked down',
  '(tried|trying|attempted|attempting) to (hang|strangle|suffocate|drown|electrocute)',
  'ligature',
  'noose',
  /\b(?:stock|stash) of (?:[\w']+ ){0,3}(?:tablets|pills|medications?|medicines?)/,
  // All of them at once, in the patient's words: "was going to take all my tablets tonight", "all his
  // insulin and go to sleep". Not "all my tablets with me on holiday", "all the tablets the course says",
  // nor the day's usual tablets "when he got home".
  new RegExp(
    `\\b(?:going|planning|planned|plans?|meant|intend\\w*|wanted) to take all (?:of )?(?:the|my|his|her|their) (?:[\\w']+ )?${PLANNED_MEDICINES}(?= (?:tonight|today|tomorrow|at once|in one go|together|and (?:go to sleep|sleep|die|end|not wake))\\b|\\s*(?:[.;]|$))`,
  ),
  // The saving told after the tablets: "the pills i've been saving", "paracetamol she has been hoarding".
  new RegExp(
    `\\b${PLANNED_MEDICINES} (?:that |which )?(?:i|he|she|they|we)(?:'ve|'s| have| has| had) been (?:saving|collecting|hoarding|stockpiling|stashing|hiding|putting by|keeping back)\\b(?! in the fridge)`,
  ),
);
/** Harm the patient did to their own body. */
/**
 * A cut that a tool, a fall or a slip made: "cut his thigh with a chainsaw", "cut herself on a broken glass
 * while washing up". Cutting oneself on purpose is said without these.
 */
export const accidentalCut = says(
  'accident*',
  'by mistake',
  // Words that also say other things are read only in their sense of a mishap: not "fell out with her
  // boyfriend", "dropped out of college", "mum saw the cuts", "slipped out of the house".
  /\b(?:knife|blade|hand|tool|saw|chisel|it) slipped\b|\bslipped (?:and|on|off|over|while)\b/,
  /\bfell\b(?! out\b)/,
  /\bdropped\b(?! out\b)/,
  'chainsaw',
  '(grinder|mower|lawnmower|power tool|angle grinder|circular saw|table saw|hedge trimmer*|chisel|axe)',
  '(a|an|the|his|her|my|their) (saw|machine)',
  'while (cooking|working|chopping|carving|slicing|shaving|washing up|gardening|at work)',
  // "On a broken glass", "on a sheet of metal", "on a piece of sharp steel".
  'on (a |the |some )?(broken |sharp |jagged |rusty )?((sheet|piece|bit|shard|sliver) of (sharp |jagged |rusty |broken )?)?(glass|metal|steel|iron|fence|window|tin|can|edge|wire|nail)',
  // Something unseen: "cut my leg on something in the flood water", "caught my calf on something sharp".
  'on something',
  '(caught|snagged|ripped|tore) (my|his|her|their) (\\w+ )?on',
);
/** Cutting one's own body, said without the word self-harm. */
export const cutOwnBody = says(
  '(cut|cutting|cuts) (my|him|her|them)sel(f|ves)',
  'cut (his|her|their|my) (own )?(wrists?|arms?|forearms?|legs?|thighs?)',
);
const selfHarmAct = anyOf(says('self[- ]harm*'), allOf(cutOwnBody, none(accidentalCut)));
const deniedIntent =
  /suicid|wish(?:es)? to die|want(?:s|ed)? to die|intent|end (?:his|her|their|my) life|kill (?:him|her|them|my)sel/;
/**
 * Self-harm done to cope, with suicidal intent clearly denied ("no wish to die", "not suicidal"): NICE
 * asks for a psychosocial assessment, not the danger-to-self level; its injuries and that assessment
 * are its resources.
 */
export const suicidalIntentDenied: Matcher = (facts) =>
  facts.presenting.negated.some((span) => deniedIntent.test(span)) ? ['suicidal intent denied'] : null;

export const mentalHealthRedFlags: RedFlagDefinition[] = [
  {
    id: 'suicide-risk',
    name: 'Suicidal ideation - suicide risk',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'NICE NG225 Self-harm 2022; NICE CG16; ESI v4 Implementation Handbook [danger to self]',
    matches: anyOf(
      suicidalThoughtOrPreparation,
      allOf(passiveSuicidalThought, none(planAndIntentDenied)),
      allOf(selfHarmAct, none(suicidalIntentDenied)),
    ),
    immediateActions: [
      'Safe room with continuous 1:1 observation; remove means [ligatures, sharps, medications]',
      'Do not let the patient leave before assessment',
      'Ask directly about intent, plan, means, timing and protective factors [e.g. Columbia C-SSRS screen]',
      'Check for ingestion or self-harm injuries already done',
      'Urgent psychiatry / liaison mental health assessment',
    ],
    workup: [
      'Acetaminophen and salicylate levels if any ingestion is possible',
      'Medical assessment for co-existing illness or intoxication',
    ],
    differential: [
      {
        condition: 'Suicide risk with depressive or other psychiatric illness',
        why: 'Expressed suicidal ideation or plan',
      },
      { condition: 'Occult overdose or self-harm', why: 'Must be excluded' },
    ],
    disposition: 'Safe, observed area; mental health team',
  },
  {
    id: 'homicidal-ideation',
    name: 'Homicidal ideation or risk of violence',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'ESI v4 Implementation Handbook [danger to others]; NICE NG10 Violence and aggression',
    matches: says(
      'homicidal',
      'kill (someone|somebody|him|her|them|others|people|my (wife|husband|partner|father|mother|boss|neighbou?r))',
      'hurt (someone|somebody|others|people)',
      'threaten* (to kill|to hurt|with a (knife|weapon|gun))',
      'armed with',
      /(?:going|plans?|planning|wants?|threaten\w*) to (?:shoot|stab|kill|hurt|attack|harm)\b(?! (?:myself|himself|herself|themselves|yourself))/,
      /(?:he'?ll|she'?ll|he will|she will|i'?ll|i will) (?:shoot|stab|kill|hurt|attack)\b(?! (?:myself|himself|herself|themselves))/,
      'shoot (the )?(kids|people|boys|girls|students|classmates|teachers|someone|everyone|them|him|her)',
      '(hit|kill|target) list',
      /(?:bring|take) (?:a|his|her|my|the|\w+'s) (?:\w+ )?(?:gun|rifle|knife|weapon) to (?:school|work|college)/,
    ),
    immediateActions: [
      'Staff and patient safety first: security present, weapons removed',
      'Urgent psychiatric assessment; consider duty to warn',
    ],
    workup: ['Screen for intoxication, delirium, head injury'],
    differential: [{ condition: 'Psychiatric illness, intoxication, delirium', why: 'Threats of violence' }],
  },
  {
    id: 'acute-psychosis-risk',
    name: 'Acute psychosis with risk',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'NICE CG178 Psychosis and schizophrenia in adults; NICE NG10',
    matches: allOf(
      says(
        'psychos*',
        'psychotic',
        'hallucinat*',
        'hear(s|ing)? voices',
        'voices (are |keep )?(telling|tell|told|ordering|order)',
        'paranoi*',
        'delusion*',
        // A persecutory belief told as fact: "shouting that the neighbours are poisoning him".
        '(are|is|were|was) (poisoning|spying on|following|watching|tracking|bugging|trying to (kill|poison)) (him|her|me|them)',
        '(out to get|plotting against) (him|her|me|them)',
        'being (watched|followed|poisoned|spied on|tracked)',
      ),
      anyOf(
        says(
          'command hallucinations',
          'voices (are |keep )?(telling|tell|told|ordering|order) (him|her|them|me)',
          'pacing',
          'suspicious',
          'responding to (internal stimuli|voices|unseen)',
          /\b(?:must|has to|have to|going to|wants to) (?:deal with|get|punish|sort out|get back at|teach) (?:him|her|them|the \w+)\b/,
          'agitat*',
          'violent',
          'aggressive',
          'threat*',
          'punched (a |the )?(wall|door|window)',
          'unable to care',
          'not eating',
          'harm',
          'weapon',
        ),
      ),
    ),
    immediateActions: [
      'Calm, low-stimulus area with observation; de-escalation',
      'Screen for medical causes and intoxication',
    ],
    workup: ['Glucose, toxicology, electrolytes, infection screen if first episode'],
    differential: [
      {
        condition: 'Primary psychosis vs delirium, intoxication, withdrawal',
        why: 'Psychotic symptoms with risk to self or others',
      },
    ],
  },
  {
    id: 'catatonia',
    name: 'Catatonia',
    system: 'mental-health',
    esiFloor: 2,
    guideline: 'Bush-Francis Catatonia Rating Scale; NICE CKS Depression [catatonia as an emergency]',
    // Mute, motionless, holding postures, often not eating or drinking: dehydration, thrombosis and
    // malignant catatonia make it a medical emergency whatever its psychiatric cause.
    matches: says(
      'catatoni*',
      'waxy flexibility',
      /\bmute and (?:motionless|immobile|unmoving|not moving|withdrawn|staring)\b/,
      /\b(?:not|stopped) (?:speaking|talking) (?:or|and|nor) (?:moving|eating|drinking)\b/,
      /\bhold(?:s|ing)? (?:odd|strange|unusual|bizarre|rigid|fixed|awkward) (?:postures?|positions?|poses?)\b/,
    ),
    immediateActions: [
      'Monitored bed; check temperature, pulse and blood pressure for malignant catatonia',
      'Lorazepam challenge with psychiatric input; fluids if not drinking',
    ],
    workup: [
      'Creatine kinase, electrolytes, renal function, glucose; consider neuroleptic malignant syndrome',
    ],
    differential: [
      {
        condition: 'Catatonia [depressive, psychotic or medical], neuroleptic malignant syndrome',
        why: 'Mutism, immobility and posturing',
      },
    ],
  },
];
