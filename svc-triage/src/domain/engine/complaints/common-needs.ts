import type { CaseFacts } from '../reading/case-facts';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  historyOf,
  none,
  pregnant,
  says,
  takes,
  vital,
  type Matcher,
} from '../red-flags/matchers';
import { limbDeformity } from '../red-flags/common-phrases';
import { painOutOfKeepingWithBehaviour } from '../high-risk/severe-pain.situation';
import type { EsiResource } from '../scores/esi-resources';
import type { ResourceAdjustment, ResourceNeed } from './complaint.types';

/** A resource and why, written the way the resource list shows it. */
export const need = (resource: EsiResource, why: string): ResourceNeed => ({ resource, why });

/** The pain score, when one was read; "Pain: no" reads as 0. */
export const painScoreAtMost =
  (maximum: number): Matcher =>
  (facts: CaseFacts) =>
    facts.vitals.painScore !== undefined && facts.vitals.painScore <= maximum
      ? [`pain ${facts.vitals.painScore}/10`]
      : null;

/**
 * The pain score, when one was read and the patient's behaviour keeps with it: a 9/10 told while
 * chatting and eating crisps is treated as the pain the nurse sees (ESI v4: a consistent presentation).
 */
export const painScoreAtLeast =
  (minimum: number): Matcher =>
  (facts: CaseFacts) =>
    facts.vitals.painScore !== undefined &&
    facts.vitals.painScore >= minimum &&
    !painOutOfKeepingWithBehaviour(facts)
      ? [`pain ${facts.vitals.painScore}/10`]
      : null;

/** Said to be mild, or scored 3/10 or less: oral analgesia, not an injection. */
export const mildPain: Matcher = anyOf(
  painScoreAtMost(3),
  says(
    'mild (pain|discomfort|ache)',
    // "A mild headache", "mild earache": the pain named by its place.
    'mild (headache|earache|toothache|backache|tummy ache|stomach ache|period pain)',
    'minimal pain',
    'slight (pain|ache|discomfort)',
    'niggl*',
  ),
);

/** Parenteral analgesia is not expected when the pain is mild: oral analgesia is not an ESI resource. */
export const oralAnalgesiaWhenMild: ResourceAdjustment = {
  when: mildPain,
  remove: ['parenteralMedication'],
  why: 'mild pain: oral analgesia, which is not an ESI resource',
};

export const olderAdult: Matcher = ageYears(65);

/** Blood tests an older adult usually needs for a medical complaint (atypical presentations, renal function). */
export const labsWhenOlder: ResourceAdjustment = {
  when: olderAdult,
  add: [need('labs', 'blood tests: atypical serious illness is common at 65 and over')],
};

/**
 * A fish or chicken bone felt in the throat by someone who swallows saliva and breathes freely: the bone
 * sits in the tonsil or tongue base, where it is seen and lifted out, or found by ENT with a nasendoscope.
 * One resource, not an oesophageal endoscopy with X-rays and IV drugs.
 */
const boneInThroatSwallowing: Matcher = allOf(
  says(
    'fish ?bone',
    'fishbone',
    'chicken bone',
    'bone (is )?(stuck )?in (my|his|her|their|the) throat',
    'little bone',
  ),
  none(
    says(
      'drool*',
      'unable to swallow (own |his |her |my |their )?(saliva|spit|secretions)',
      "(can't|cannot|unable to) swallow (his |her |my |their )?(saliva|spit)",
      'spitting (up |out )?(saliva|secretions)',
      'chest pain',
      'stridor',
    ),
  ),
);
/** The bone can be seen: "visible on the left tonsil", "I can see it". */
const boneSeen: Matcher = says(
  'visible',
  'can (see|be seen)',
  'seen (on|in)',
  'on (the |her |his |my |their )?((left|right) )?tonsil',
);

/**
 * A bone in the throat of a patient who swallows, in any complaint it is told under (difficulty swallowing,
 * a food bolus): one resource, replacing the endoscopy, X-rays and IV drugs those complaints expect.
 */
export const boneInThroatNeeds: ResourceAdjustment[] = [
  {
    when: allOf(boneInThroatSwallowing, boneSeen),
    remove: ['specialtyConsultation', 'xray', 'parenteralMedication'],
    add: [need('simpleProcedure', 'removal of a visible bone with forceps')],
    why: 'a bone seen in the throat of a patient who swallows: lifted out',
  },
  {
    when: allOf(boneInThroatSwallowing, none(boneSeen)),
    remove: ['specialtyConsultation', 'xray', 'parenteralMedication'],
    add: [need('specialtyConsultation', 'ENT nasendoscopy for a bone not seen')],
    why: 'a bone felt in the throat of a patient who swallows: ENT looks with a nasendoscope',
  },
];

/** A saturation of 96% or more, measured. */
export const normalOxygen = vital(
  (v) => `SpO2 ${v.spo2}%`,
  (v) => v.spo2 !== undefined && v.spo2 >= 96,
);

/** Features that keep pulmonary embolism, ACS or heart failure in question (Wells, PERC). */
export const embolicOrCardiacFeatures = anyOf(
  says(
    'chest pain',
    'pleuritic',
    'calf',
    'leg swelling',
    'swollen (leg|legs|ankles)',
    'hemoptysis',
    'coughing (up )?blood',
    'contracepti*',
    'the pill',
    'recent (surgery|operation|flight|travel|immobili*)',
    'postpartum',
    'orthopn*',
    'paroxysmal nocturnal dyspnea',
    'syncope',
  ),
  pregnant,
);

/**
 * Overbreathing in a young patient with known panic attacks, as before: tingling fingers and lips or
 * hands in spasm, a full saturation, nothing of an embolism or the heart. The fast pulse and breathing
 * are the panic's; an ECG is done, no bloods or chest X-ray.
 */
export const hyperventilationOfKnownPanic = allOf(
  ageYears(0, 40),
  anyOf(
    historyOf('panic (attacks?|disorder)', 'anxiety'),
    says(
      '(my |her |his |known )?panic attacks?',
      '(identical|similar|same) (episodes?|attacks?)',
      'had this before',
    ),
  ),
  says(
    'tingl*',
    'pins and needles',
    'carpopedal',
    '(hands?|fingers?) (went )?(in|into) spasm',
    'perioral',
    'numb* (around|round) (the |her |his |my )?(mouth|lips)',
  ),
  normalOxygen,
  none(embolicOrCardiacFeatures),
  none(says('wheez*', 'asthma*', 'chronic obstructive pulmonary disease', 'fever*', 'cough*')),
);

/** A broken collarbone is rested in a sling, deformed or not: no reduction (NICE NG38; BOA). */
const collarbone = says('clavic*', 'collar ?bone');

/** A deformed limb is set: IV analgesia and a closed reduction, often under procedural sedation. */
export const reductionWhenDeformed: ResourceAdjustment = {
  when: allOf(limbDeformity, none(collarbone)),
  add: [
    need('parenteralMedication', 'IV analgesia for a deformed limb'),
    need('complexProcedure', 'closed reduction, often under procedural sedation'),
  ],
};

/**
 * Drinking and keeping it down: vomiting that no longer stops oral rehydration (NICE CG84). Not "drinking
 * less" or "hardly drinking", which the dehydration signs read.
 */
export const keepingFluidsDown: Matcher = allOf(
  says(
    'drinking (well|normally|normal|squash|fluids|water|juice|milk|ok|okay|fine|plenty|lots)',
    // A child's own: "drinking her milk and water", "still plenty of wet nappies" (read as diapers).
    'drinking (her|his|their|my) (milk|water|juice|bottles?|feeds?|squash)',
    '(plenty of|lots of|normal|usual) wet (nappies|diapers)',
    'still (having|getting|doing|making) (plenty of |lots of |normal |good )?wet (nappies|diapers)',
    'tolerating (oral )?(fluids|drinks|diet)',
    // A note's shorthand, PO read as "oral": "tol PO since AM", "tolerating PO".
    '(tol|tolerating|tolerates|tolerated) (oral|orally|oral fluids|po)',
    '(keeping|kept) (fluids|drinks|water|it|them|everything) down',
    // "I keep down water and dry toast", "kept down two glasses of water", "a cup of tea".
    /(?<!\b(?:unable to|not able to|cannot|can'?t|could not|couldn'?t|won'?t|doesn'?t|does not|not) )\b(?:keep|keeps|keeping|kept) down (?:(?:a|an|some|two|three|four|\d+|a few|a couple of) )?(?:(?:glass|glasses|cups?|mugs?|bottles?|sips|bits?) of )?(?:water|fluids|drinks|food|toast|tea|juice|soup|dry toast|crackers)\b/,
    // "Keeping water and toast down now", "she's kept her milk and water down since".
    /\b(?:keeping|kept|keeps) (?:(?:her|his|their|my|the) )?(?:fluids|drinks|water|food|toast|tea|juice|soup|milk|feeds?|bottles?)(?:,? (?:and|&) (?:fluids|drinks|water|food|toast|tea|juice|soup|crackers|biscuits|milk|feeds?))? down\b/,
    // "Sipping water and dioralyte fine now", "eating normally", "had some toast since".
    /\b(?:sipping|drinking|taking) (?:water|fluids|drinks|dioralyte|rehydration \w+|squash|juice|sips)(?: (?:and|&) (?:water|fluids|drinks|dioralyte|squash|juice|toast))? (?:fine|ok|okay|well|no problem)\b/,
    'eating (and drinking )?(normally|normal|well|fine|ok|okay)',
    'had (some )?(toast|soup|crackers|breakfast|lunch|dinner|a meal|something to eat)',
    // "Now eating toast", "eating meals again".
    '(now |back to )?eating (some )?(toast|soup|crackers|biscuits|food|meals?|breakfast|lunch|dinner)( again)?',
  ),
  none(says('drinking (less|little|poorly|very little)', 'refusing (to drink|fluids|drinks)')),
);

/** Hardly any urine passed, as a parent says it: "only one small wee since last night", "just had a wee once". */
export const ONLY_ONE_WEE =
  /\b(?:only|just) (?:been for |had |done |passed )?(?:a |one |1 )?(?:small |tiny )?(?:wee|pee|wet nappy|wet diaper)\w*(?: once)?\b/;

/**
 * A head injury in the words of a playground or a match: "clashed heads", "banged heads going for a
 * header", "a clash of heads", and a bump or lump told by its place ("bump on the right side of his
 * forehead").
 */
export const headsClashed = [
  '(bumped|banged|clashed|knocked|cracked|bashed|smashed|collided) heads',
  '(clash|collision|bang) of heads',
  'heads? (clash|clashed|collided|banged) (together|with)',
  'head[- ]to[- ]head (collision|clash)',
  'head clash',
  /\b(?:bump|lump|swelling|egg|bruise)s? (?:on|to) (?:the |his |her |their |my )?(?:(?:left|right|front|back|top) (?:side )?of (?:the |his |her |their |my )?|side of (?:the |his |her |their |my )?)(?:fore)?head\b/,
] as const;

/** Canadian CT Head Rule [Stiell 2001] and NICE NG232 criteria for a CT head in an adult. */
export const adultCtHeadCriteria = anyOf(
  ageYears(65),
  alteredMentalStatus,
  takes('anticoagulant', 'antiplatelet'),
  vital(
    (v) => `GCS ${v.gcs}`,
    (v) => v.gcs !== undefined && v.gcs < 15,
  ),
  says(
    'loss of consciousness',
    'knocked out',
    'amnesia',
    "(can't|cannot|unable to|doesn't|does not) remember",
    'vomit\\w* (twice|two|three|more than once|repeatedly|x ?[2-9])',
    'repeated vomiting',
    'seizure',
    'skull fracture',
    'depressed',
    'racoon eyes',
    'raccoon eyes',
    'battle\\W?s? sign',
    'csf',
    'clear fluid from (the )?(nose|ear)',
    'blood from (the )?ear',
    'hemotympanum',
    'focal',
    'weakness',
    'dangerous mechanism',
    'fall from (a )?height',
    'ejected',
    'pedestrian',
    'severe headache',
    'worsening headache',
  ),
);

/** PECARN and NICE NG232 in a school-age child: the adult features, with drowsiness or not acting normally. */
export const schoolChildCtHeadCriteria = anyOf(
  adultCtHeadCriteria,
  says('not acting (normally|like (him|her|them)sel(f|ves))', 'drowsy', 'high[- ](speed|impact)'),
);

/** PECARN's intermediate and high-risk features in a toddler's head injury. */
export const toddlerCtHeadFeatures = says(
  'loss of consciousness',
  'knocked out',
  'vomit\\w* (twice|more than once|repeatedly|x ?[2-9])',
  'not acting (normally|like (him|her)self)',
  'drowsy',
  'confus*',
  'skull fracture',
  'boggy',
  '(fell|fall) (from|off) (a )?(height|window|balcony|stairs|bunk|table)',
  'severe headache',
);

/**
 * A head struck in a fall or a blow is scanned when the age's rule says so (PECARN, the Canadian CT head
 * rule, NICE NG232); an infant's rule has features of its own, and a head of unknown age keeps the scan.
 */
export const headCtIndicatedForAge: Matcher = anyOf(
  allOf(ageYears(16), adultCtHeadCriteria),
  allOf(ageYears(5, 16), schoolChildCtHeadCriteria),
  allOf(ageYears(1, 5), toddlerCtHeadFeatures),
  ageYears(0, 1),
  (facts) => (facts.age ? null : ['age unknown']),
);
