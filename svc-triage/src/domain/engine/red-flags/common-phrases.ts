import {
  ageDays,
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  historyOf,
  hypoxia,
  lab,
  near,
  none,
  saidTogether,
  says,
  saysBeforeNegation,
  tachycardia,
  takes,
  toldOfOthers,
  vital,
  type Matcher,
  type Phrase,
} from './matchers';

/**
 * Chest pain as patients put it, without "pain" beside "chest": a squeezing "in the middle of my chest",
 * "like an elephant sitting on my chest", "a heavy weight on his chest", "a tight band round her chest".
 * The comparison ("like", "as if") or the weight or band is what makes it a sensation, not an event.
 */
export const CHEST_PAIN_IN_LAY_WORDS = [
  /\b(?:pain|pressure|tightness|heaviness|squeez\w*|crushing|ache|aching|discomfort|burning|heavy feeling|tight feeling|heavy|tight) (?:in|across|on|over|at) (?:the )?(?:middle|centre|center|front) of (?:the |his |her |my |their )?chest\b/,
  /\b(?:like|as if|as though) (?:a |an |someone |something |somebody )?(?:\w+ )?(?:is |was |were |'s )?(?:sitting|standing|pressing|pushing|stood|sat|crushing|squeezing|kneeling) (?:down )?on (?:my|his|her|their|the) chest\b/,
  /\b(?:heavy )?weight (?:is |was )?(?:on|pressing on|pressing down on|sitting on|pushing on|crushing) (?:my|his|her|their|the) chest\b/,
  /\b(?:tight )?band (?:around|round|across) (?:my|his|her|their|the) chest\b/,
  // The heart for the chest, as many languages and many patients say it, through an interpreter or not:
  // "my heart is tight like a rope is tied around it", "pain in his heart", "her heart is squeezing".
  /\b(?:my|his|her|their|the) heart (?:is |was |feels |felt )?(?:very |so )?(?:tight|squeezed|squeezing|paining|hurting|aching|burning|pressed|being squeezed)\b/,
  /\b(?:pain|pains|paining|pressure|tightness|squeezing|burning) (?:in|on) (?:my|his|her|their|the) heart\b/,
];

/**
 * The tripod posture of a patient fighting to breathe ("tripoding", "sitting forward in the tripod
 * position"); not the tripod a pupil lifts off a Bunsen burner or a camera stands on.
 */
export const TRIPOD_POSTURE = [
  'tripod(ing|ding)',
  'tripod (position|posture|positioning|sitting)',
  '(sitting|sat|sits|leaning|leans|bent|hunched|perched|propped) (forward |up )?(in |into )?(a |the )?tripod',
];

/** A drug started lately, the usual cause of a severe skin reaction (SJS/TEN, DRESS: BAD 2016). */
export const drugStartedLately: Matcher = says(
  'new (medication|medicine|drug)',
  'started (on )?(a )?(new )?(antibiotic|lamotrigine|allopurinol|carbamazepine|phenytoin)',
);

/**
 * Hand, foot and mouth disease told by its places, unnamed: spots or blisters on the palms or hands and
 * on the soles or feet, with a sore mouth, and no new drug to blame for them.
 */
export const handFootAndMouthByItsPlaces: Matcher = allOf(
  says('palms?', 'hands?', 'fingers'),
  says('soles?', 'feet', 'foot', 'toes'),
  says(
    'mouth (ulcers|sores)',
    '(ulcers|sores|blisters|spots) (in|inside|around) (the |his |her |their |my )?mouth',
    'sore mouth',
  ),
  none(drugStartedLately),
);

/** Phrases several red flags share, so "chest pain" is recognised the same way everywhere. */
export const chestPain: Matcher = anyOf(
  says(
    ...CHEST_PAIN_IN_LAY_WORDS,
    'chest pain',
    'chest pressure',
    'chest tightness',
    'chest heaviness',
    'chest discomfort',
    'tight chest',
    'heavy chest',
    'angina',
    'retrosternal pain',
  ),
  near('chest', /pain|pressure|tight\w*|heav\w*|discomfort|ache|aching|squeez\w*|crushing|burning/, 3),
);

/**
 * Chest pain that was an earlier episode, already investigated (troponins, an angiogram, a discharge with a
 * diagnosis), with none since: a visit about that episode, not a new one. Pain that has merely settled is
 * still an ACS until investigated.
 */
export const chestPainInvestigatedAndGone = allOf(
  saysBeforeNegation(
    'no (further |more )?(chest )?pain since',
    '(pain|symptom)[- ]free since( then| discharge)?',
    'no (further |more )?(episodes|recurrence)( since)?',
  ),
  saysBeforeNegation(
    '(serial )?troponins? (were |was |both |all )?(negative|normal)',
    '(ct )?(coronary )?angiogram (was |showed )?(normal|clear)',
    'ctca (was )?normal',
    'stress test (was )?normal',
    'discharged with',
  ),
);

export const abdominalPain: Matcher = anyOf(
  says(
    'abdominal pain',
    'abdominal cramps',
    'abdominal tenderness',
    'stomach pain',
    'stomach ache',
    'epigastric pain',
    'pelvic pain',
    'iliac fossa pain',
    /(?:upper|lower) quadrant (?:abdominal )?pain/,
    'pain in (the|her|his) abdomen',
    // "Sharp pain low on the left side", "pain low down on one side": the lower abdomen, in lay words.
    /\bpain (?:\w+ ){0,2}low (?:down )?(?:on|in) (?:the|her|his|my|one) (?:left |right )?side\b(?! of (?:the |her |his |my )?(?:back|chest|neck|head|face))/,
  ),
  near(
    /pain|tender\w*|cramp\w*/,
    /abdom\w*|stomach|quadrant|iliac fossa|pelvi\w*|navel|umbilic\w*|epigastri\w*/,
    4,
  ),
);

export const headache: Matcher = says('headache*', 'head pain', 'migraine');

/**
 * "Drunk" the state, not the verb: "has drunk some juice", "drunk half his bottle", "drunk plenty of water"
 * are a child drinking, not intoxication.
 */
export const DRUNK_THE_STATE =
  /\bdrunk\b(?! (?:(?:some|a little|a bit|plenty|lots|loads|half|most|all|a (?:cup|glass|beaker|bottle|mouthful|sip|carton)|his|her|their|my|the|a|an)(?: of)? (?:(?:his|her|their|my|the) )?)?(?:water|juice|milk|squash|tea|coffee|fluids?|drinks?|formula|feeds?|bottle|dioralyte|lemonade|smoothie|yoghurt|breast ?milk)\b)/;

export const backPain: Matcher = anyOf(
  says(
    'back pain',
    'backache',
    'lumbago',
    'sciatica',
    'low back',
    'lower back',
    'interscapular',
    'between (the |my |his |her |their )?shoulder ?blades',
  ),
  near('pain', 'back', 2),
);

export const shortnessOfBreath: Matcher = says(
  'shortness of breath',
  'short of breath',
  'breathless*',
  'dyspnea*',
  'dyspnoea*',
  'difficulty breathing',
  'trouble breathing',
  'struggling to breathe',
  'unable to breathe',
  // Air that will not go in, in the patient's words: "I can hardly get air in", "can't get my breath".
  "(can't|cannot|can hardly|could hardly|can barely|could barely|unable to|couldn't) get (my |his |her |their |any |enough )?(air|breath)",
  // "Out of breath going up the stairs"; not "out of breath after a run" said of a healthy effort.
  'out of breath(?! (after|from) (a |the |my |his |her )?(run|running|jog|jogging|game|match|training|workout|race))',
  'labored breathing',
  'respiratory distress',
  'increased work of breathing',
);

export const vomiting: Matcher = says(
  'vomit*',
  'emesis',
  'throwing up',
  'nausea and vomiting',
  // "Been sick loads" is vomiting; "been sick for a week" is being ill. Beside diarrhoea ("diarrhoea and
  // sickness", "has had diarrhoea and been sick") sickness is vomiting.
  '(been|being|was) sick (loads|lots|a lot|all (day|night)|everywhere|again|(\\d+|several|many|a few|two|three|four|five|six) times)',
  'diarrh\\w* and (sickness|being sick|been sick|sick)',
  '(sickness|being sick|been sick) and diarrh\\w*',
);

export const headInjury: Matcher = anyOf(
  says(
    '(fell|fallen|landed|falling|dropped) (\\w+ ){0,8}(on|onto) (his|her|their|my|the) head',
    'head injury',
    'head trauma',
    'head injuries',
    'hit (his|her|their|the) (fore)?head',
    'struck (his|her|their) (fore)?head',
    // "Bumped her forehead", "banged forehead on the door frame".
    '(bumped|banged) (his |her |their |my |the )?(fore)?head',
    'blow to the head',
    'fell and hit',
    'fall onto (his|her|their) head',
  ),
  near(/(?:fore)?head/, /hit|struck|bang\w*|bump\w*|injur\w*|trauma/, 3),
);

export const painWord = /pain\w*|ache\w*|sore\w*|tender\w*|hurt\w*/;

/**
 * Stridor heard at rest threatens the airway; stridor only when a child cries or is upset is mild
 * croup (Westley), so that use of the word does not count.
 */
export const stridorAtRest =
  /stridor(?!,? (?:is |was )?(?:heard |audible |present )?(?:only )?(?:when|on|with|while) (?:he |she |they |the child |the baby )?(?:is |was |gets |got )?(?:crying|cries|cried|agitat\w*|upset|distress\w*|exertion))/;

/**
 * A dose worked out and found safe: "max possible 36 mg/kg, below treatment threshold", "a non-toxic
 * amount" (TOXBASE). Said by the clinician who did the sum, it ends the poisoning work-up.
 */
export const belowToxicDose = anyOf(
  says(
    'below (the )?(toxic|treatment|toxicity)',
    '(under|less than) (the )?(toxic|treatment) (threshold|dose|level|line)',
    'sub-?toxic',
    'not a toxic (dose|amount)',
    'non-?toxic (dose|amount|quantity)',
  ),
  // The poisons database's answer told as it was given: "I checked TOXBASE and no treatment or
  // observation is needed below 100 mg/kg", read before negation, whose "no" is the answer.
  saysBeforeNegation(
    /\bno (?:treatment|observation|action|intervention)(?: or (?:treatment|observation|action))? (?:is |was )?(?:needed|required|necessary) (?:below|under|for less than|at this dose)\b/,
  ),
);

/** A seizure in a parent's words: "had a fit", "fitting", "convulsion", "seizure". */
export const seizureWords = says(
  // Not a seizure long past: "last seizure 3 years ago", "seizure-free for five years".
  /\bseizures?\b(?![- ]free)(?! (?:was |were )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many|few|some) (?:years?|yrs?|months?|mths?) ago)/,
  'convuls*',
  'fitting',
  /\b(?:had|having|has|with) (?:a |an |another |two |several )?"?fits?\b"?(?! and (?:well|healthy))/,
  'febrile (fits?|convulsions?|seizures?)',
  'fit with (a )?(fever|temperature)',
  'jerking (of )?(all|both|his|her|their) (four )?(limbs|arms|legs)',
);

/** The antibiotics a patient names: a course finished, failed or vomited back. */
export const ANTIBIOTIC_NAMES =
  '(?:antibiotics?|penicillin|pen ?v|phenoxymethylpenicillin|amoxicillin|amoxycillin|co-?amoxiclav|augmentin|cefalexin|cephalexin|clarithromycin|erythromycin|azithromycin|doxycycline|flucloxacillin|trimethoprim|nitrofurantoin|pivmecillinam|fosfomycin|ciprofloxacin)';

/**
 * A course of antibiotics that has not worked: "finished 3 days of trimethoprim, no better", "UTI not
 * better, finished nitrofurantoin", "still burning after the antibiotics". Read before negation, whose "no"
 * and "not" carry the meaning.
 */
export const antibioticCourseFailed: Matcher = allOf(
  saysBeforeNegation(
    /\b(?:no|not|isn'?t|hasn'?t|not getting|not feeling|hasn'?t got|haven'?t got) (?:any )?(?:better|improv\w*|settl\w*)\b/,
    /\bno improvement\b/,
    // "Not better" in a complaint field is read as "persisting" by then.
    /\b(?:persisting|persistent)\b/,
    /\bstill (?:burning|stinging|symptomatic|got (?:the )?symptoms|has (?:the )?symptoms|sore)\b/,
    'treatment failure',
    'despite antibiotics',
  ),
  saysBeforeNegation(new RegExp(`\\b${ANTIBIOTIC_NAMES}\\b`)),
);

/**
 * A chest infection that was, treated and over ("last week, finished antibiotics, feels better", "cough
 * gone"): the visit is about something else (a note, thrush after the antibiotics, an INR on them). Read by
 * the chest infection complaint and the CURB-65 rule, which then have no pneumonia to work up.
 */
export const chestInfectionOver: Matcher = allOf(
  says(
    'finished (the |his |her |my |their )?(antibiotics|course|amoxicillin|doxycycline|clarithromycin)',
    '(feels?|feeling|felt) (much )?better',
    'recovered',
    'cough (has )?gone',
    '(infection|it) (has )?(cleared|resolved)',
    // On treatment and getting better: "her cough is improving" on day 5 of amoxicillin.
    '(cough|chest|breathing|symptoms|it) (is |are |has been )?(improving|getting better|settling|on the mend)',
    // "The cough's better", "chest much better".
    "(cough|chest|breathing)('s| is| has got| got)? (much |a lot |lots |a bit |loads )?better",
  ),
  says(
    'last week',
    '(\\d+|a|one|two|three|few) (days?|weeks?) ago',
    'finished',
    'completed',
    'gone',
    'day \\d+ of',
    `on ${ANTIBIOTIC_NAMES}`,
  ),
  none(fever),
  none(says('short of breath', 'breathless*', 'worse', 'still coughing', 'coughing (up )?blood')),
  none(hypoxia),
);

/**
 * A choking episode that is over: the piece came out or was coughed up, back blows or thrusts worked, or
 * the episode is said to have resolved. The airway flag is for choking now; the foreign body complaint
 * needs no X-ray once the piece came out whole and breathing has been normal since.
 */
export const chokingRelieved = says(
  /\b(?:choking|choked)\b[^.;]{0,30}\b(?:resolved|settled|over|stopped)\b/,
  // "Had a sudden choking and coughing fit … It settled": the fit is over, whatever it left behind.
  /\b(?:choking|choked)\b[^;]{0,80}?\.\s*(?:it|this|that|the (?:choking|coughing)(?: fit| episode)?) (?:has )?(?:settled|stopped|passed|eased)\b/,
  // "A coughing and choking fit ... coughed hard for about a minute, then recovered".
  /\b(?:choking|choked)\b[^;]{0,160}?\b(?:then|and then|but then) (?:recovered|settled|seemed (?:fine|ok|okay|well)|was (?:fine|ok|okay))\b/,
  /\b(?:came|come|popped|shot|flew) (?:straight )?out\b/,
  /\bcoughed (?:it|the \w+|\w+) (?:up|out)\b/,
  /\b(?:dislodged|expelled)\b/,
);

/**
 * Back to baseline after a seizure, a faint or a confusion: "back to normal", "now alert and orientated",
 * "now he's himself". Read by the seizure red flag (a first seizure is high risk only until then) and by the
 * seizure complaint (a typical seizure back to baseline needs no bloods).
 */
export const backToBaseline = says(
  'back to (normal|baseline|(his|her|their|my) (usual|normal)( self)?)',
  'back to (himself|herself|themselves|myself|(his|her|their|my) old self)',
  'now (fully )?(alert|orientated|oriented|awake|well|at baseline)',
  'fully (alert|orientated|oriented|recovered)',
  'recovered',
  '(alert|orientated|oriented) and (orientated|oriented|alert|talking)',
  "now (he's|he is|she's|she is|they're|they are) (himself|herself|themselves)",
  '(himself|herself|themselves) again',
);

/**
 * The first seizure of a life, however it is told: "first fit", "her first ever", "new onset seizures",
 * "he's never done that before", "no previous seizures". The denials are read before negation, which
 * would otherwise take them as a seizure denied.
 */
export const firstSeizureSaid: Matcher = anyOf(
  says(
    'first (ever )?(seizure|fit|convulsion)',
    // "... lasting two minutes, his first ever"
    'first ever',
    'new onset (seizure|seizures|fit|fits|convulsion)',
    'first time',
  ),
  saysBeforeNegation(
    // "Had a fit" is read as "seizure" by then: "she's never seizure before".
    /\bnever (?:(?:had|done|did) )?(?:one|that|this|an? (?:seizure|fit|convulsion)|seizures?|fits?|convulsions?|anything like (?:that|this)) before\b/,
    /\bno (?:previous|prior) (?:seizures|fits|convulsions)\b/,
  ),
);

/** A glucose of 11.1 mmol/L (200 mg/dL) or more: the diagnostic threshold for diabetes with symptoms (ADA). */
const HIGH_GLUCOSE_MG_DL = 200;
export const highGlucose: Matcher = lab('glucose', (result) => (result.value ?? 0) >= HIGH_GLUCOSE_MG_DL);

/**
 * A hypoglycaemia that has been treated and has cleared: the glucose read now is 70 mg/dL (3.9 mmol/L) or
 * more, something was given or eaten, and the patient is not confused now. The latest glucose is the one
 * said to be now ("BGL now 6.9"), so an earlier low value does not keep it current.
 */
const HYPOGLYCAEMIA_CLEARED_MG_PER_DL = 70;
export const correctedHypoglycaemia: Matcher = allOf(
  lab('glucose', (result) => (result.value ?? 0) >= HYPOGLYCAEMIA_CLEARED_MG_PER_DL),
  says(
    'recovered',
    'corrected',
    'resolved',
    'treated',
    'glucose (gel|tablets|given)',
    'juice',
    'sandwich',
    'eating',
    'ate',
    'dextrose',
    'glucagon',
  ),
  none(alteredMentalStatus),
);

/** What makes chest pain sound cardiac: radiation, sweating, exertion, a crushing or heavy quality. */
/**
 * Sweating with the pain, the autonomic sign of an ACS; not "night sweats", which belong to an infection,
 * TB or a lymphoma, nor the "fevers and sweats" of an infection.
 */
export const SWEATING_WITH_THE_PAIN =
  /(?<!\bnight |\bfevers? and |\bfevers?, |\bchills and |\bhot and |\bfever with )\bsweat\w*(?! and (?:fevers?|chills|rigors|shivers))/;

/** What makes a chest pain coronary: it spreads to the arm, jaw or neck, with sweat, crushing, on exertion. */
/**
 * A pain brought on by exertion, not the breathlessness of a chest infection "on exertion" ("SOB on
 * exertion", "exertional dyspnoea"), which says nothing of where a pain comes from.
 */
const WITH_EXERTION =
  /(?<!\b(?:sob|short of breath|shortness of breath|breathless|breathlessness|dyspno?ea|dyspnea|winded|puffed) on )\bexertion\w*(?! (?:dyspno?ea|dyspnea|breathlessness|sob\b|shortness of breath))/;

export const CORONARY_PAIN_FEATURES = [
  'radiat*',
  'to (the )?(left |right )?(arm|jaw|neck|shoulder)',
  'diaphore*',
  SWEATING_WITH_THE_PAIN,
  'clammy',
  'crushing',
  WITH_EXERTION,
];
const cardiacPainFeatures = says(
  'radiat*',
  'diaphore*',
  SWEATING_WITH_THE_PAIN,
  'clammy',
  WITH_EXERTION,
  'crushing',
  'squeezing',
  'heaviness',
);

/**
 * Chest pain that an injury explains: a fall, a blow or a tackle onto the chest, pain in the ribs or the
 * chest wall, no cardiac features, and no faint or collapse that could have caused the fall.
 */
/** The chief complaint names the injury with the pain: "fall chest pain", "chest pain after MVC". */
const injuryNamedWithChestPain: Matcher = (facts) =>
  /\bchest (?:pain|injury|wall)\b/.test(facts.complaint.affirmed) &&
  /\b(?:fall|fell|fallen|hit|struck|kicked|punched|assault\w*|motor vehicle collision|crash\w*|collision|tackled?)\b/.test(
    facts.complaint.affirmed,
  )
    ? ['chief complaint: "' + facts.complaint.affirmed.trim() + '"']
    : null;

export const traumaticChestWallPain: Matcher = allOf(
  says(
    'fell',
    'fall',
    'fallen',
    'hit',
    'struck',
    'blow',
    'kicked',
    'punched',
    'tackle*',
    'landed on',
    'assault*',
    'crash*',
    'collision',
    'elbowed',
  ),
  anyOf(says('rib*', 'chest wall', 'sternum', 'bruis*'), injuryNamedWithChestPain),
  none(cardiacPainFeatures),
  none(says('collaps*', 'faint*', 'blackout', 'blacked out', 'syncope', 'passed out', 'dizz*')),
);

/**
 * Poisoned, as the patient was: not food poisoning, and not a belief that someone "is poisoning him" or
 * "are poisoning her" (a persecutory delusion), nor a fear of being poisoned or a worry "about poisoning".
 */
export const POISONED =
  /(?<!food |are |is |were |being |of |afraid of |fears? |about (?:\w+ )?)poison(?:ed|ing)\b(?! (?:him|her|them|me|his|their|my|the|our)\b)/;

/**
 * Poisons drunk or eaten, on purpose or by mistake: pesticides and herbicides (paraquat is fatal in a
 * mouthful, with a delay), rodenticides and the phosphide "wheat pill", hydrocarbons, caustics, toxic
 * alcohols, the caustics of work (degreasers, descalers, hydroxides, strong acids), hair dye and poisonous
 * plants. Household bleach is not among them: a mouthful spat out is
 * watched, not treated (the overdose complaint weighs it).
 */
const HAZARDOUS_SUBSTANCE = String.raw`(?:paraquat|diquat|glyphosate|pesticides?|insecticides?|herbicides?|weed ?killer|grass ?killer|rat (?:poison|killer|kill|paste)|rodenticides?|organo ?phosph\w*|carbamates?|chlorpyrifos|malathion|parathion|(?:aluminium|aluminum|zinc) phosphide|celphos|wheat pills?|kerosene|paraffin|lamp oil|white spirit|turpentine|petrol|gasoline|diesel|lighter fluid|antifreeze|methanol|ethylene glycol|drain cleaner|toilet cleaner|oven cleaner|caustic(?: soda)?|lye|battery acid|degreasers?|descalers?|(?:sodium|potassium) hydroxide|(?:hydrochloric|sulphuric|sulfuric|nitric|hydrofluoric) acid|hair dye|oleander|datura|cyanide)`;

/** A hazardous substance named anywhere: "rat poison in her food". */
const HAZARDOUS_SUBSTANCE_NAMED = new RegExp(String.raw`\b${HAZARDOUS_SUBSTANCE}\b`);

/** What may lie between the verb and the poison: an amount ("about a mouthful (~15-20 ml) of"), an owner. */
const AMOUNT_WORDS = String.raw`(?:[\s(~]*(?:about|around|approximately|approx|nearly|almost|roughly|a|an|the|some|half|little|small|large|amount|bottle|cup|glass|capful|cap|mouthful|sip|swig|gulp|spoonfuls?|spoons?|tablespoons?|teaspoons?|of|\d+(?:\s*-\s*\d+)?|ml|mls|cc|litres?|liters?|his|her|their|my|liquid|unknown|quantity)\b\)?)*`;

/** Drunk from its container: "drank from the kettle descaler bottle", "swigged out of dad's degreaser". */
const FROM_ITS_BOTTLE = String.raw`\b(?:drank|drunk|drinking|swallowed|sipped|swigged) (?:some |a (?:bit|little|mouthful|sip|swig|gulp) )?(?:from|out of) (?:a |an |the |his |her |my |their |[a-z]+'s )?(?:[a-z]+ )?${HAZARDOUS_SUBSTANCE}\b`;

/** One of them drunk, swallowed or eaten: "consumed about a mouthful (~15-20 ml) of grass killer". */
export const ingestedHazardousSubstance = new RegExp(
  String.raw`\b(?:consumed|consuming|drank|drunk|drinking|swallowed|ingested|ingestion of|consumption of|ate|eaten)${AMOUNT_WORDS}\s+${HAZARDOUS_SUBSTANCE}\b|\b${HAZARDOUS_SUBSTANCE} (?:consumption|ingestion|poisoning)\b|${FROM_ITS_BOTTLE}`,
);

/**
 * A food poisoning told as a poisoning: "I've been poisoned, it was the chicken from the takeaway", "the
 * prawns at the buffet poisoned her", with the vomiting or diarrhoea of a gastroenteritis. Toxins that come
 * in food (wild mushrooms, puffer fish, botulism, berries or plants picked) and a poison or a medicine named
 * are poisonings still.
 */
export const aFoodPoisoning: Matcher = allOf(
  says(/\bpoison\w*/),
  says(
    /\b(?:takeaway|take-away|chicken|kebab|curry|burger|pizza|seafood|shellfish|prawns?|shrimps?|mussels|oysters|buffet|barbecue|bbq|restaurant|undercooked|reheated rice|eggs?|meal|food|sandwich)\b/,
  ),
  says('vomit*', 'diarrh*', 'loose stools?', '(been |being )?sick'),
  none(
    says(
      ingestedHazardousSubstance,
      HAZARDOUS_SUBSTANCE_NAMED,
      /\b(?:mushrooms?|toadstools?|fungi|fugu|puffer ?fish|botul\w*|berries|plants?|leaves|tablets|pills|capsules|overdose|medication|medicines?)\b/,
    ),
  ),
);

/**
 * Freed from a vehicle by a crew (the 2021 field-triage guideline's extrication). A driver who
 * "self-extricated" got out alone: a sign of a minor crash, not of a major one.
 */
export const EXTRICATED = /(?<!self[- ]?)extricat\w*/;

/**
 * A rider knocked off a bicycle or scooter by a vehicle: the 2021 field-triage guideline's cyclist struck
 * ("knocked off my bike by a van", "a car knocked him off his bike").
 */
export const KNOCKED_OFF_BY_A_VEHICLE =
  /\b(?:knocked|hit|thrown) off (?:his |her |my |their |a |the )?(?:push ?)?(?:bike|bicycle|cycle|scooter)\b[^.;\n]{0,12}?\bby (?:a |an |the )?(?:car|vehicle|truck|lorry|bus|van|taxi|tram|4x4|suv|pick-?up)\b|\b(?:car|vehicle|truck|lorry|bus|van|taxi|4x4|suv)\b[^.;\n]{0,30}?\b(?:knocked|hit|thrown) (?:him|her|me|them) off (?:his |her |my |their )?(?:push ?)?(?:bike|bicycle|cycle|scooter)\b/;

/**
 * Shot by a weapon ("shot in the hand", "was shot with a handgun"), not an injection ("a flu shot in the
 * arm", "my B12 shot in the thigh") and not an air gun's pellet or a paintball.
 */
export const SHOT_BY_A_WEAPON =
  /(?<!\b(?:flu|vaccine|vaccination|booster|tetanus|covid|b12|steroid|cortisone|insulin|allergy|mmr|hpv|a|my|his|her|the|their|your|one|this|that)\s)\bshot (?:in|with|by|through)\b(?! (?:an? |his |her |the )?(?:air[- ]?(?:gun|rifle|pistol)|bb|pellet|paintball|nerf|blank))/;

/** Trapped in a vehicle or under a load, not a leg caught under a bike that tipped over at walking pace. */
export const TRAPPED = /\btrapped\b(?! (?:my|his|her|their) (?:leg|foot|ankle|arm|hand|fingers?|thumb))/;

/**
 * The rash of shingles on the trunk: named, or blisters, vesicles or a rash in a band or on the chest, its
 * side or the back (the burning pain of herpes zoster comes first, then its dermatomal rash).
 */
const rashOfShinglesOnTheTrunk: Matcher = anyOf(
  says('shingles', 'herpes zoster', 'zoster', 'dermatom*'),
  near(/blisters?|vesicles?|vesicular rash|rash|spots/, /chest|ribs?|side|flank|loin|breast|back/, 7),
  says('band of (painful |red |itchy )?(blisters?|rash|spots|vesicles)'),
);

/** Chest pain that the rash of shingles explains, with none of the features of cardiac pain. */
export const chestPainOfARash: Matcher = allOf(
  rashOfShinglesOnTheTrunk,
  none(cardiacPainFeatures),
  none(says('pressure', 'to (the )?(left |right )?(arm|jaw|neck)', 'short of breath', 'breathless*')),
);

/**
 * Flank pain that the blistering rash of shingles explains: none of a colic's groin pain, vomiting or blood
 * in the urine.
 */
export const flankPainOfARash: Matcher = allOf(
  rashOfShinglesOnTheTrunk,
  says('shingles', 'herpes zoster', 'zoster', 'dermatom*', 'vesic*', 'blister*', 'band of'),
  none(says('groin', 'vomit*', 'haematuria', 'hematuria', 'blood in (the |my |his |her )?(urine|wee|pee)')),
);

/**
 * Chest pain of a chest infection: pleuritic (on coughing or breathing in) with a productive cough and a
 * fever, and none of the features of cardiac pain.
 */
export const pleuriticPainOfChestInfection: Matcher = allOf(
  says(
    'pleuritic',
    // "When taking deep breath", as a second-language note writes it.
    '(when|on|with) (coughing|cough|breathing in|deep breath*|taking (a )?deep breaths?|(deep )?inspiration)',
    // "Right-sided chest pain when she coughs or breathes in deeply".
    '(when|as) (i|he|she|they|you) (cough|coughs|breathe|breathes)( or (breathe|breathes))?( in)?( deeply)?',
    'worse (when|on|with) (coughing|breathing)',
  ),
  says('productive cough', 'sputum', 'phlegm', 'green', 'chest infection', 'pneumonia'),
  anyOf(says('fever*', 'febrile', 'rigors', 'chills'), (facts) =>
    (facts.vitals.temperatureC ?? 0) >= 38 ? [`T ${facts.vitals.temperatureC}`] : null,
  ),
  none(cardiacPainFeatures),
  none(says('pressure', 'to (the )?(left |right )?(arm|jaw|neck)')),
);

/**
 * A bleed or an anaemia that has reached the circulation: a faint, dizziness on standing, a postural drop,
 * pallor and sweat.
 */
export const circulationAtRisk: Matcher = says(
  'faint*',
  'syncop*',
  'collaps*',
  'passed out',
  'blacked out',
  'dizz*',
  'light[- ]?headed*',
  'postural (drop|hypotension)',
  'clammy',
  'pale and (sweaty|clammy)',
);

/** The battery feared is found where it belongs: "mum checked, both batteries still in the remote". */
export const batteryAccountedFor: Matcher = says(
  'batter(y|ies) (are |were |is |was )?(all )?(still )?(in (the |its |their )?(remote|place|toy|watch|device|hearing aid|packet|pack)|accounted for)',
  'no batter(y|ies) (is |are )?missing',
  // The battery feared swallowed and then found: "the battery was found behind the cupboard".
  'batter(y|ies) (was |were |has been |have been |had been )?(found|turned up)',
);

/** What a swallowed thing is most often: a coin, a battery, a magnet, a bead, a button, a marble. */
const SMALL_OBJECT = '(coins?|batter(y|ies)|magnets?|beads?|buttons?|marbles?|earrings?|(lego )?pieces?)';

/**
 * An object feared swallowed and then found ("found the coin under the sofa cushion", "the coin turned
 * up"), with nothing else missing and no symptom of one stuck: nothing was swallowed.
 */
export const missingObjectFound: Matcher = allOf(
  says(
    `(found|located) (the |that |her |his |my |their )?(missing )?(\\w+ )?${SMALL_OBJECT}(?! (compartment|cover|case|door|missing|open))`,
    `${SMALL_OBJECT} (was |were |has been |have been |had been )?(found|turned up)`,
  ),
  none(
    says(
      'still missing',
      'another (one )?(is )?missing',
      'choking',
      'gagging',
      'drool*',
      'dribbl*',
      'vomit*',
      "(won't|will not|can't|cannot|unable to) (eat|drink|swallow)",
      'pointing (at|to)',
      'chest pain',
      'pain (on|when) swallowing',
    ),
  ),
);

/** A TIA of now, not one in the history: "on aspirin after a TIA", "previous TIA", "TIA in 2019". */
export const transientIschaemicAttackNow =
  /(?<!\b(?:since|after|following|previous|prior|old|past|post|history of|hx of|h\/o|known)[- ](?:a |an |his |her |their |my |the )?(?:previous |prior |old )?)\btransient ischemic attacks?\b(?! (?:in|back in) (?:19|20)\d\d)(?! (?:\d+|a|one|two|three|four|five|six|several|many|some) (?:years?|months?) ago)/;

/**
 * "Stroke" said of now, not of the past or of heat: "a feeding tube since a stroke", "previous stroke",
 * "post-stroke weakness", "stroke in 2019", "a stroke three years ago" are history, which the medical
 * history reader takes as a risk factor. Nor a fear of one: "worried she is having a stroke", "carers worry
 * it's a stroke", "my colleague said it could be a stroke" with no sign of one is a question the examination
 * answers (a stroke's own signs are read on their own).
 */
export const strokeNow =
  /(?<!\b(?:worry|worried|worrying|worries|afraid|scared|frightened|concerned|fears?|feared|thinks?|thought|wondering|wonders|panicking|panicked|said|says|told (?:me|us|him|her|them))(?: (?:about|of|that|if|whether))?(?: (?:she|he|they|i|it|this|mum|dad)(?:'s|'m| is| am| was| were| might| may| could| has| had)?(?: be| have)?(?: been)?)?(?: having| had| getting)?(?: a| an)?(?: mini)? )(?<!\b(?:heat|sun|since|after|following|from|previous|prior|old|past|post|history of|hx of|h\/o|known|residual|baseline)[- ](?:a |an |his |her |their |my |the )?(?:previous |prior |old |small |minor |major |(?:left|right)[- ]sided |ischa?emic |haemorrhagic |hemorrhagic )?)(?<!\b(?:dad|father|mum|mom|mother|brother|sister|grandad|granddad|grandpa|grandfather|grandma|grandmother|nan|nanna|uncle|aunt|auntie|aunty|parents?|family|relatives?)(?:'s)? (?:had|has|has had|had had|died of|died from|died after) (?:a |an )?(?:\w+ )?)\bstroke\b(?!s?\b (?:(?:in|back in) (?:19|20)\d\d|(?:\d+|a|one|two|three|four|five|six|several|many|some) (?:years?|months?|weeks?) ago))(?! (?:it|him|her|them|the (?:dog|cat|horse|pet|animal|baby)|(?:his|her|their|my|our|the) (?:dog|cat|horse|pet|hair|face|back|head|arm))\b)/;

/**
 * What makes a fragment likely to be left in a glass wound: felt or seen in it, a deep or long wound, glass
 * that shattered or was fallen on, a window or a windscreen, a glassing or a bottle swung, or the foot that
 * stood on it.
 */
const fragmentLikely = says(
  "feels? (like )?(there is |there's )?(something|glass|a bit|a piece|grit)",
  '(something|glass|a bit|a piece|fragments?) (still |left )?(in|inside|stuck)',
  // "Thinks a piece of glass may still be in the wound".
  '(may|might|could) (still )?be (in|left in) (the wound|it|there)',
  'fb',
  'foreign body',
  'fragments?',
  'shards?',
  'embedded',
  'deep',
  "base (of the wound )?(not|cannot|can't) (be )?seen",
  'shatter*',
  'smashed',
  'exploded',
  'window',
  'windscreen',
  'windshield',
  // A limb pushed through a glass panel, and glass seen glinting in the wound.
  '(went|gone|go|put|pushed|punched) (right )?through (a |the )?(glass|window|panel|pane|glass door)',
  '(arm|hand|fist|elbow|leg|foot) (went|had gone|has gone|going) (right )?through',
  '(glints?|glinting|glittering|sparkl\\w*) (of glass )?(in|inside) (the )?wound',
  '(bits|specks|flecks|pieces|slivers) of glass',
  'glassed',
  'bottle(d)? (to|in|over) (the|his|her)',
  // Struck with a bottle, which may break on the blow: "hit on head by bottle", "a bottle thrown at him".
  '(hit|struck|glassed)( on (the )?(head|face))? (by|with) (a )?(glass |beer |wine )?bottle',
  'bottle (was )?(thrown|smashed|broke)',
  // A long wound holds a fragment more often and is harder to search whole: 5 cm and more.
  /\b(?:[5-9]|[1-9]\d)(?:\.\d)? ?cm\b/,
  'assault*',
  '(fell|fall|fallen|landed|slipped) (on|onto|into)',
  '(stood|stepped|trod) on',
  'sole',
  'foot',
  'x-?ray',
);

/** A fragment felt, seen or feared in the wound itself, or a wound too deep to see its base. */
const fragmentFelt = says(
  "feels? (like )?(there is |there's )?(something|glass|a bit|a piece|grit)",
  '(something|glass|a bit|a piece|fragments?) (still |left )?(in|inside|stuck)',
  '(may|might|could) (still )?be (in|left in) (the wound|it|there)',
  'embedded',
  'deep',
  "base (of the wound )?(not|cannot|can't) (be )?seen",
);

/**
 * Glass that is not in the wound: looked for and not found ("all the glass was picked out, no foreign-body
 * sensation", "irrigated, can't see glass in it"), or a cut got picking up or clearing broken glass, where
 * the piece that cut stays in the hand that held it, unless a fragment is felt or the wound is deep.
 */
const glassNotLeftIn: Matcher = anyOf(
  saysBeforeNegation(
    'no (visible |obvious |palpable |retained )?(glass|foreign body|fb)',
    'no foreign[- ]body (sensation|feeling)',
    "(can't|cannot|could not|couldn't) (see|feel) (any )?glass",
    'all (the )?glass (was |has been )?(picked|removed|taken|washed|got) out',
  ),
  allOf(
    says(
      '(picking|picked|clearing|cleared|sweeping|swept|tidying|tidied|handling|gathering|collecting) (up )?(the |some |broken |smashed )*(window )?glass',
      'clearing (up )?(the )?(broken |smashed )?(window|greenhouse|glass|mess)',
    ),
    none(fragmentFelt),
  ),
);

/** A wound from glass (named, or by what it was) with a fragment likely to be left in it. */
export const glassFragmentSuspected: Matcher = allOf(
  says(
    'glass',
    // Glass by what it was: "fell on a broken bottle", "put his hand through a window".
    '(broken |smashed |shattered )?(bottle|windscreen|windshield|mirror|jar|pint pot|tumbler)',
    '(through|broke|broken|smashed|shattered) (a |the )?window',
  ),
  fragmentLikely,
  none(glassNotLeftIn),
);

/**
 * An older person's thin skin torn on an edge, in the words it is told: "tore skin on forearm", "thin skin
 * has torn into a flap", "a flap of skin came back like tissue paper", "the skin peeled back".
 */
export const SKIN_TEAR_WORDS = [
  'skin tears?',
  'skin flaps?',
  'tore (\\w+ )?(her |his |my |their |the )?(thin )?skin',
  '(thin )?skin (has |had )?torn',
  'flaps? of (thin |her |his |my |the )?skin',
  '(thin )?skin (has |had )?(peeled|came|come|pulled|rolled|lifted) back',
] as const;

/** What says a bone may be hurt under a wound: a fall onto it, a crush or a twist, swelling, deformity. */
export const HURT_BONE_WORDS = [
  'fell on*',
  'fall on*',
  'landed on',
  'crush*',
  'deform*',
  'swollen',
  'swelling',
  'bony tenderness',
  'tender over the bone',
  'twist*',
  // A wheel over the part, bone thought seen, a part that will not bear weight.
  '(ran|run|reversed|drove|driven|rolled) over',
  '(could|might|may) be (the )?bone',
  'unable to bear weight',
] as const;

/** A limb that looks broken or out of joint. */
export const limbDeformity: Matcher = says(
  'deform*',
  'angulated',
  'displaced',
  'obvious(ly)? (deformity|deformed|broken)',
  'bent (the )?wrong way',
  'out of (its )?(place|position)',
  /\b(?:obvious|visible|clear|big) (?:bend|kink|angle|angulation|step)\b/,
  // Not "thumb bent back by a prisoner": the way it was hurt, not the shape it is in.
  // "Forearm is visibly bent", "obviously bent mid-shaft": a word between the part and its shape.
  /\b(?:arm|forearm|wrist|leg|shin|ankle|finger|thumb|toe) (?:is |looks )?(?:(?:visibly|obviously|clearly|badly|very|really|quite|now) )?(?:bent(?! (?:right |all the way |right the way )?back(?:wards)?\b)|crooked|misshapen|wonky|out of shape)\b/,
  // Where it points or sits: "foot pointing the wrong way", "the wrist is at a funny angle". Not the
  // way it was hurt ("landed at an awkward angle").
  /\b(?:pointing|facing|turned|twisted|sitting|going|lying) (?:the )?wrong way\b/,
  /\b(?:is|are|was|now|sits|sitting|lying|hanging|pointing(?: sideways| outwards?| inwards?)?|sticking out|bent) at (?:a|an) (?:funny|odd|weird|strange|awkward|abnormal|unnatural|unusual) angle\b/,
  'dinner[- ]fork',
  // "Her wrist has gone a funny shape, like a bend in it."
  /\b(?:gone|is|looks|become|went) (?:a )?(?:funny|odd|weird|strange|wrong) shape\b/,
  /\ba (?:bend|kink|step|bump) in (?:it|the bone|(?:his|her|their|my) (?:arm|wrist|forearm|leg|shin))\b/,
  // A dent above an elbow, at a wrist, in a shin: "R elbow very swollen with an S-shaped dent above it".
  /\b(?:elbow|wrist|forearm|arm|shin|leg|ankle|collarbone|shoulder)\b[^.;]{0,40}?\b(?:an? )?(?:[a-z]-shaped |big |obvious |visible )?dent (?:above|below|in|at|over|just above|just below)\b/,
  'looks (slightly |a bit |a little |very )?(out of shape|deformed|misshapen|wonky|crooked|bent)',
  'shortened and (externally |outwardly )?(rotated|turned out*)',
  // The leg lying turned out, as after a broken hip or a slipped femoral epiphysis.
  /\b(?:foot|leg)(?: is| was|'s| has)? (?:now )?(?:turned|rotated|pointing|flopped|lying) (?:out|outwards?|to the side)\b/,
  'externally rotated',
  // A joint put out as the patient sees it: "my elbow's gone all weird, it's stuck bent and sticking out at the back".
  /\b(?:elbow|shoulder|knee|wrist|ankle|finger|thumb|hip|kneecap)(?:'s| is| has)? (?:gone|looks) (?:all )?(?:weird|wrong|funny|odd)\b/,
  'sticking out (at|of|to) the (back|side|front)',
  'stuck (bent|straight|at an angle)',
  // A parent's "elbow out of shape", "bent a funny way": a joint's shape, not its posture.
  /\b(?:elbow|knee|shoulder)(?:'s| is| looks)? (?:all )?(?:out of shape|misshapen|crooked|wonky)\b/,
  /\bbent (?:a |in a )?(?:funny|odd|weird|strange|wrong|awkward) way\b/,
);

/**
 * What makes a chlamydia infection more than an oral prescription: pelvic or abdominal pain, a fever, a
 * painful testis (pelvic inflammatory disease, epididymitis) or a pregnancy (BASHH 2018).
 */
export const chlamydiaComplication: Matcher = says(
  'pelvic pain',
  'abdominal pain',
  'fever*',
  'testicular pain',
  'pregnan*',
);

/** A hand, limb or joint that moves fully: "full ROM", "full active movement", "moves it normally". */
export const movesFully: Matcher = says(
  'full (active |passive )?(range of )?(movement|motion|rom)',
  'full active (flexion|extension)',
  'moves? (it|them|all fingers) (fully|normally|fine)',
);

/** Walking told in words: "walking normally", "I can walk on it", "running about fine". */
const walksNormally: Matcher = says(
  'able to bear weight',
  'walking normally',
  'walking fine',
  'weight[- ]bearing',
  // "Walking and running normally", "running about fine", "playing football on it since".
  '(walking|running|playing|jumping) (and |or )?(walking |running |playing |jumping |about |around )*(normally|fine|without a limp|no limp)',
  // "I can walk on it", "can walk and bend my knee fine".
  '(can|could|able to) walk( on it)?',
  'walk(ing|s|ed)? on it',
);

/**
 * Walking as the nurse watches or tests it: "walked in with a normal gait", "gait normal", "no limp", "can
 * hop on it". Read before negation, where "no limp" and "gait normal" are denials of an abnormal gait.
 */
const gaitSeenNormal: Matcher = saysBeforeNegation(
  'normal gait',
  'gait (is |was )?normal',
  '(walks|walking|walked)( in)? without (a )?limp',
  '(no|not) limp(ing)?',
  '(can|could|able to) hop',
);

/**
 * An injury walked on with only a bruise, or with no tender bone, and no deformity: "got up unaided,
 * walking normally, no spinal tenderness", "stubbed it, I can walk on it", "bruised shin, normal gait".
 * Nothing for an X-ray to find.
 */
export const bruiseWalkedOn: Matcher = allOf(
  anyOf(walksNormally, gaitSeenNormal),
  anyOf(
    says('bruise*', 'bruising', 'stubbed', 'knocked', 'bumped', 'banged'),
    saysBeforeNegation('no (bony|spinal|midline|bone) tenderness'),
  ),
  none(limbDeformity),
  none(says('unable to bear weight', 'bony tenderness', 'point tender*', 'crush*', 'open wound', 'nail bed')),
);

/** Blood as a bleed, not as a test, a pressure or a patient's word for the INR ("my blood's too thin"). */
export const bloodSeen =
  /\bblood\b(?!'s\b|\s+(?:is |was |has been |gets? )?(?:too |very |a bit )?thin\b|\s+(?:tests?|thinners?|thinning|counts?|pressures?|sugars?|glucose|results?|levels?|forms?|work|taken|group|cultures?|gas|film|transfusions?|bank|donors?|donation|type|clots? test)\b)/;
/** A DOAC without warfarin: no routine level, and no INR to check. */
const onDirectOralAnticoagulantAlone: Matcher = allOf(
  takes('directOralAnticoagulant'),
  none(takes('vitaminKAntagonist')),
);

/**
 * A closed injury of a limb on a DOAC, with no wound, no bleeding and no blow to the head: a DOAC has no
 * routine level, and the injury's X-ray is the work-up (NICE NG232 asks for more only after a head injury).
 */
export const closedInjuryOnDirectOralAnticoagulant: Matcher = allOf(
  onDirectOralAnticoagulantAlone,
  none(
    says(
      'bleed*',
      'bled',
      bloodSeen,
      'ha?ematoma',
      'head',
      'face',
      'wound',
      'cut',
      'lacerat*',
      'gash*',
      'open',
      'hip',
      'pelvis',
      'femur',
      'ribs?',
      'chest',
      'abdom*',
      'belly',
      'tummy',
    ),
  ),
);

/**
 * A small bleed that has stopped, or one that needs no reversal, on a direct oral anticoagulant
 * (apixaban, rivaroxaban, edoxaban, dabigatran): these drugs have no routine level to check, so a
 * subconjunctival haemorrhage or a skin tear that a dressing controls needs no blood tests. Warfarin's
 * INR is still checked.
 */
export const minorBleedOnDirectOralAnticoagulant: Matcher = allOf(
  onDirectOralAnticoagulantAlone,
  anyOf(
    says(
      'subconjunctival',
      'white of (the |his |her |my |their )?(left |right )?eye',
      'skin tear',
      'graze*',
      // "Bleeding has stopped", "it's stopped completely".
      "(bleeding|oozing|it)('s| has| had| is)? (stopped|settled|controlled)",
      'controlled with (a )?(pressure|dressing)',
      // "Bled for 20 minutes but stopped with firm pressure before he arrived."
      'stopped with (firm |direct |a |some )?(pressure|dressing)',
    ),
    saysBeforeNegation('no active bleeding', 'not (actively )?bleeding (now|at triage|on arrival)'),
  ),
  none(
    says(
      'head',
      'heavy',
      'uncontrolled',
      "won't stop",
      'will not stop',
      'soaking',
      'black stool*',
      'melaena',
      'melena',
      'vomit* blood',
      'coughing (up )?blood',
      'blood in (the |his |her |my )?(urine|stool|poo)',
      'dizz*',
      'faint*',
      'collaps*',
    ),
  ),
);

/** Signs that smoke reached the airway: soot, singed hairs, black sputum. */
const smokeInTheAirway = says(
  'soot',
  'singed',
  /(?:nasal hairs?|hairs? in (?:his|her|their|the) nose|eyebrows)\b[^.;]{0,20}\b(?:burnt|burned|singed)/,
  'coughing (up )?(black|soot|carbon)',
  'black (sputum|phlegm|spit)',
  'carbonaceous',
);
const hoarseVoice = says('hoarse*', 'croaky', 'voice (has )?(gone|changed|going)');
/** "throat is closing", "throat feels like it's closing". */
export const throatClosing = says(
  /throat (?:feels? (?:like it'?s |like it is |as if it is |as if it's )?|is )?(?:closing|closing up)/,
);
const laboredBreathing = vital(
  (v) => `RR ${v.respiratoryRate}, SpO2 ${v.spo2}%`,
  (v) => (v.respiratoryRate ?? 0) > 24 || (v.spo2 ?? 100) <= 92,
);
/** Laboured breathing said, not measured: "struggling to breathe". */
const breathingHardSaid = says(
  'struggling to breathe',
  'difficulty breathing',
  'respiratory distress',
  'fighting for breath',
  'gasping',
  "can(no|')t (get|catch) (his|her|their|my) breath",
);
/** Smoke in the airway with a hoarse voice: an inhalation injury (ABA Advanced Burn Life Support). */
export const smokeAirwayInjury = allOf(smokeInTheAirway, hoarseVoice);
/**
 * Smoke in the airway with a throat that is closing, or a hoarse voice with laboured breathing: the airway is
 * swelling and is secured now, before it closes. A hoarse voice alone, breathing easily, is watched (ESI 2).
 */
export const smokeAirwayClosing = allOf(
  smokeInTheAirway,
  anyOf(throatClosing, allOf(hoarseVoice, anyOf(laboredBreathing, breathingHardSaid))),
);

/** A young child whose arm was pulled, swung or lifted: a pulled elbow, which the paediatric complaints hold. */
export const pulledElbowChild: Matcher = allOf(
  ageYears(0, 7),
  says(
    'pulled elbow',
    'nursemaid*',
    'radial head sublux*',
    'pulled (him |her |them )?(up )?(by|on) (the |his |her |their )?(arm|arms|hand|hands|wrist|wrists)',
    'arm (was )?pulled',
    'yanked',
    // "Mum swung child by the hands at the park", "swinging her round by the arms", "swung her up by the hands".
    '(swung|swinging) (him |her |them |(the |a |their )?(child|baby|toddler|kid|son|daughter) )?(up |round |around )?(by|around by|round by)',
    'lifted (up )?by (the |his |her |their )?(arm|arms|hand|hands|wrist|wrists)',
  ),
);

/** Symptoms said to be over: "I feel totally fine now", "it's gone now", "now completely fine". */
export const symptomsGoneNow: Matcher = says(
  'now (completely |totally |perfectly |absolutely )?(well|fine|asymptomatic|better|back to normal)',
  // "He now feels completely well".
  'now (feels?|feeling) (completely |totally |perfectly |absolutely )?(well|fine|normal|ok|okay|better)',
  '(feel|feels|felt|feeling) (totally |completely |absolutely |perfectly )?(fine|well|normal|ok|okay|better) now',
  "(it's|its|it has|it is|they've|they have|all) (completely |totally )?(gone|resolved|settled|cleared)( now| away)?",
  'symptoms (have )?(all )?(resolved|settled|gone)',
  'now (completely )?(resolved|settled)',
  // "The headache has gone now", "the dizziness went in the fresh air".
  '(headache|dizziness|nausea|sickness|symptoms?) (has |have |had )?(completely |totally )?(gone|went|resolved|settled|cleared)( away)?( now| in the fresh air| outside)',
  // "A mild headache at the time, which went away after he went outside".
  '(which|that) (went|has gone|had gone|cleared|settled|resolved)( away| off)? (after|when|once|in|outside)',
);

/** A shunt that drains the brain's fluid, not a dialysis one: "VP shunt", "ventriculoperitoneal shunt". */
export const BRAIN_SHUNT = /\b(?:vp|v-p|ventricul\w*|ventriculo-?peritoneal|csf|brain|programmable) shunt\b/;

/** A dose taken a second time: "two of her pills instead of one", "forgot and took it again". */
export const SECOND_DOSE_PHRASES: readonly string[] = [
  '(two|2) (of (my |his |her |their )?)?(\\w+ )?(tablets|pills|capsules|doses)( \\w+)? instead of (one|1)',
  'instead of (one|1) (tablet|pill|capsule|dose)',
  'took (it|them) (again|twice)',
  // "May have taken her lithium twice", "been taking his digoxin twice daily instead of once".
  '(taken|taking) (my |his |her |their )?([a-z]+ ){0,2}(twice|two times)',
  'twice (a day|daily) instead of once',
  // "Taking double digoxin for 5 days"; "took both the old and the new tablets" after a change of brand.
  '(taking|took|taken|given) double (my |his |her |their )?[a-z]+',
  '(took|taken|taking) both (the )?(old and (the )?new|boxes|packs|brands)',
];

/**
 * One extra dose taken by mistake: a second dose, "took my warfarin twice". Not when a count of several
 * tablets, a whole packet or an intent is told.
 */
export const accidentalExtraDose: Matcher = allOf(
  says(
    ...SECOND_DOSE_PHRASES,
    'took (my |his |her |their )?([a-z]+ ){0,2}(twice|two times)',
    '(accidental|accidentally) (double|extra|second) dose',
  ),
  none(
    says(
      /\b(?:[3-9]|[1-9]\d+|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty) (?:\w+ )?(?:tablets|pills|capsules|caps|tabs)\b/,
      'overdose',
      'handful',
      '(whole|full) (packet|bottle|box|strip)',
      'end it',
      'kill (myself|himself|herself|themselves)',
      'suicid*',
      'on purpose',
      'deliberate*',
      'intentional*',
      'self[- ]harm*',
    ),
  ),
);

/** Shock seen in the skin: pale, grey or ashen with cold or clammy sweat, or mottled. */
export const skinSignsOfShock: Matcher = anyOf(
  allOf(
    says('pale', 'grey', 'gray', 'ashen', 'white'),
    says('clammy', 'cold', 'sweaty', 'sweating', 'mottled'),
  ),
  says('mottled', 'mottling'),
);

/** What raises the chance that chest pain is cardiac, from the history (HEART score's risk factors). */
const cardiacRiskFactorsInHistory = historyOf(
  'hypertension',
  'diabetes',
  'type (1|2) diabetes',
  // Tobacco: "smokes cannabis at weekends" is not the smoking of the cardiac risk scores.
  /(?<!non[\s-]?|never[\s-]|(?:cannabis|weed|marijuana|pot|skunk|dope|ganja) )smok\w*(?! (?:cannabis|weed|marijuana|pot|skunk|joints?|spliffs?|dope|ganja)\b)/,
  'hyperlipid*',
  'high cholesterol',
  'dyslipid*',
  'coronary artery disease',
  'myocardial infarction',
  'angina',
  'stent*',
  'cabg',
  'bypass',
  'peripheral vascular disease',
  'chronic kidney disease',
  'cocaine',
);

const FAMILY_HEART =
  '(heart|cardiac|coronary|ischemic heart|ihd|myocardial infarction|mi|heart attack|angina|stents?|bypass)';
/**
 * Heart disease in the family, set aside from the patient's own findings when told of another ("FHx: IHD",
 * "his father died of a heart attack at 50"), or as the patient tells it ("my mum had heart problems").
 */
const familyHeartHistory = anyOf(
  toldOfOthers(
    `family history( of|:)? (premature |early )?${FAMILY_HEART}`,
    `(mum|mother|dad|father|brother|sister|parents?|sibling|uncle|aunt|grand\\w+)\\w*('s)? (had|has|died of|died from|with|passed away from) (a |an |his |her |their )?(early |premature )?${FAMILY_HEART}`,
  ),
  says(
    '(my |his |her |their )?(mum|mother|dad|father|brother|sister|parents?)\\w* (had|has|died of|died from|with) (a |an )?(heart|cardiac)',
  ),
);

/** What raises the chance that chest pain is cardiac: the history's risk factors and a family history. */
export const cardiacRiskFactors = anyOf(
  cardiacRiskFactorsInHistory,
  toldOfOthers('family history of (heart|cardiac)'),
);

/**
 * Chest wall pain in an adult under 45 (no points for age in the HEART score): reproduced by pressing or
 * moving, or after a strain, a blow or a cough, with no cardiac risk factor and nothing of a cardiac pain
 * (radiation, sweating, exertion). The acute coronary syndrome flag stands aside and the chest pain
 * complaint needs an ECG alone.
 */
export const reproducibleChestWallPain = allOf(
  ageYears(0, 45),
  says(
    'reproduc*',
    'tender to (touch|palpation)',
    'worse (on|with) (movement|twisting|pressing|palpation)',
    'worse (on |with |when )?(moving|turning|twisting|lifting) (the |his |her |my )?(arm|arms|shoulder|body|trunk)',
    'pressing on',
    '(hurts|sore|painful|worse) when (she|he|they|i|you) (press|presses|pressed|push|pushes) on',
    'pulled a muscle',
    'costochondritis',
    '(after|since) (lifting|coughing|a blow|bench[- ]?press\\w*|lifting weights|the gym|weights)',
    '(after|since) (a |the |her |his |my |their )?(chesty |bad |long )?cough',
  ),
  none(cardiacRiskFactors),
  none(familyHeartHistory),
  none(says('radiat*', 'diaphore*', SWEATING_WITH_THE_PAIN, 'clammy', 'exertion*')),
);

/** An enlarged prostate, named or treated, that explains a man's urinary retention. */
export const prostateExplainsRetention = historyOf(
  'bph',
  'benign prostatic',
  'enlarged prostate',
  'prostatism',
  'prostatic (hypertrophy|hyperplasia|enlargement|obstruction)',
  'tamsulosin',
  'finasteride',
  'dutasteride',
  'alfuzosin',
);

/** Above the usual adult range, however the report prints it (1.5 mg/dL is about 133 µmol/L). */
const CREATININE_RAISED_MG_DL = 1.5;
const SPURIOUS_POTASSIUM_BELOW = 6.5;
/**
 * A potassium of 6.0-6.4 most likely raised by the sample: haemolysed, delayed in transit or squeezed
 * from a finger, in a patient with kidneys working and no sign of hyperkalaemia. A venous repeat decides
 * (UK Kidney Association 2023); from 6.5 it is acted on whatever the sample.
 */
export const likelySpuriousPotassium: Matcher = allOf(
  lab('potassium', (result) => (result.value ?? 0) < SPURIOUS_POTASSIUM_BELOW),
  says(
    'ha?emoly[sz]\\w*',
    'spurious\\w*',
    'pseudo-?hyperkal\\w*',
    'capillary',
    'finger-?stick',
    'finger[- ]prick',
    'squeezed',
    'delayed in (transit|processing|separation)',
  ),
  none(
    lab(
      'creatinine',
      (result) =>
        result.flag === 'high' || (result.value ?? 0) > (result.referenceHigh ?? CREATININE_RAISED_MG_DL),
    ),
  ),
  none(
    says(
      'weak*',
      'palpitations',
      'ecg changes',
      'peaked t',
      'tented t',
      '(wide|broad) qrs',
      'bradycard*',
      'kidney (failure|disease|injury)',
      'ckd',
      'dialysis',
    ),
  ),
);

/**
 * An overdose taken now: not a past one ("history overdose 2012", "previous overdose 3 years ago") nor
 * someone else's ("friend overdosed last week"), nor one only planned or threatened. A bare "od" is
 * a once-daily dose.
 */
export const OVERDOSE_NOW =
  /(?<!\b(?:plan|plans|planning|thinking of|threatening|threatened|wants|want|going|considering|thoughts of|thought of|history|history of|hx|previous|prev|past|prior|old|friend|friend's|mate|brother|sister|partner|boyfriend|girlfriend|husband|wife|son|daughter|cousin|someone|flatmate|housemate)(?: an?)? (?:to )?)(?:overdose[ds]?|od'd)\b(?! (?:in )?(?:19|20)\d\d\b)(?! (?:\d+|a|an|one|two|three|four|five|six|several|many|a few) (?:years?|months?) ago)/;

/**
 * A pregnancy seen inside the womb on a scan: "live intrauterine pregnancy", "IUP", "baby in the right
 * place", "a scan at 7 weeks showed a pregnancy inside the womb with a heartbeat". An ectopic is then
 * very unlikely, and spotting is followed up rather than worked up (NICE NG126).
 */
export const knownIntrauterinePregnancy = says(
  '(live |viable |single |confirmed )?intra-?uterine (pregnancy|gestation)',
  '\\biup\\b',
  '(baby|pregnancy) (was |is )?(seen )?in the right place',
  'pregnancy (was |is )?(seen )?(inside|in) the (uterus|womb)',
  'scan (\\w+ ){0,6}(showed|confirmed|seen) (\\w+ ){0,4}heart ?beat',
);

/**
 * A lower motor neurone facial palsy: the whole side of the face, forehead included ("can't raise the
 * right eyebrow or wrinkle the forehead", "droop incl forehead"), with nothing else found: no weak or
 * numb limb, no speech beyond the lip, no vision, balance or confusion. Bell's palsy, a clinical diagnosis
 * (AAO-HNS 2013); a stroke spares the forehead (its upper face has both hemispheres).
 */
export const lowerMotorNeuroneFacialPalsy = allOf(
  says(
    '(forehead|brow) (is |was )?(also )?(involved|affected|weak|not moving|flat)',
    "(forehead|brow) (won't|will not|does not|doesn't|unable to) (wrinkle|move|lift)",
    'unable to (raise|wrinkle|lift|move) (the |his |her |their |my )?(left |right )?(eyebrow|forehead|brow)',
    '(including|incl|inc) (the )?forehead',
    // A Bell's palsy already diagnosed, back for its eye or its steroids: "diagnosed with a left Bell's palsy".
    "diagnosed (with )?(a |an )?(left |right )?bell'?s palsy",
    "known (left |right )?bell'?s palsy",
    "bell'?s palsy (was |had been )?diagnosed",
    'whole (left |right )?side of (the |his |her |their |my )?face(?! (?:and|with) (?:arm|leg))',
  ),
  none(
    says(
      '(forehead|brow) (is |was )?(spared|sparing|moves|moving|wrinkles)',
      'sparing (of )?(the )?forehead',
    ),
  ),
  none(
    anyOf(
      near(
        /weak\w*|numb\w*|drift\w*|heavy|clumsy|tingl\w*|paralys\w*/,
        /arms?|legs?|hands?|limbs?|side of (?:the |his |her )?body/,
        4,
      ),
      says(
        'slurred',
        'slurring',
        'dysarthri*',
        'aphasi*',
        'word[- ]finding',
        'confus*',
        'double vision',
        'vision (loss|lost|blurred)',
        'unsteady',
        'ataxi*',
        'hemipar*',
        'hemipleg*',
        'thunderclap',
        'worst headache',
      ),
    ),
  ),
);

/**
 * Lips swollen by a blow, not by an allergy: "an elbow to the mouth ... lips are swollen", "fat lip", a
 * tooth knocked out. Unless an allergy's own signs are said too (hives, itch, a sting, a known allergy).
 */
export const lipsSwollenByABlow = allOf(
  says(
    /\b(?:hit|punched|elbow(?:ed)?|kicked|kneed|knee|struck|knocked|headbutt\w*|smacked|fist|ball|bat|fell|fall|fallen|tripped)\b[^.;]{0,40}?\b(?:mouth|lips?|teeth|tooth|jaw|face|chin)\b/,
    '(tooth|teeth) (was |were )?(knocked|came|fell) out',
    'knocked out (\\w+ ){0,3}(tooth|teeth|incisor)',
    '(fat|split|burst|cut) lip',
  ),
  none(
    says(
      'allerg*',
      'anaphyla*',
      'hives',
      'urticaria*',
      'itch*',
      'sting',
      'stung',
      'epipen',
      'peanut*',
      'nut allergy',
    ),
  ),
);

/** Blood or clots in the urine however told: "haematuria", "red urine", "clots in his wee", "passing clots". */
export const bloodInTheUrine = says(
  'hematuria',
  'blood in (the |his |her |my )?(urine|wee|pee)',
  '(red|pink|bloody) (urine|wee|pee)',
  'urine (is |was )?(red|pink|bloody)',
  'clots? in (the |his |her |my )?(urine|wee|pee)',
  'passing clots',
);

/**
 * Dysuria in the patient's words, a phrase for complaint terms and matchers alike: "stinging when I wee",
 * "it burns when she pees", "stings as I pass urine".
 */
export const stingsWhenPassingUrine =
  '(stings?|stinging|burns?|burning|hurts?|hurting) (when|on|as|while) (i|she|he|they|you) (wee|wees|pee|pees|urinate|urinates|pass urine|passes urine)';

/** The bladder's symptoms: burning or stinging on passing urine, frequency and urgency, cystitis. */
export const lowerUrinarySymptoms = says(
  'dysuria',
  stingsWhenPassingUrine,
  'burning (on |with |during |when )?(urination|urinating|passing urine|passing water|peeing|weeing)',
  '(urine|wee|pee|passing water) (burns|stings|is burning|is stinging)',
  'stings? (when|to|on) (pee|wee|peeing|weeing)',
  'urinary (frequency|urgency)',
  'frequency and urgency',
  'cystitis',
);

/** Bleeding from the gut or the lungs: vomited blood, melaena, blood from the back passage, coughed blood. */
export const gutOrLungBleeding = says(
  'vomit* blood',
  'hematemesis',
  'melena',
  'black (tarry )?(stool*|poo)',
  'rectal bleed*',
  'blood (in|per) (the |his |her |my )?(stool*|poo|rectum|vomit)',
  'coughing (up )?blood',
);

/**
 * A child past three months who is drinking, not vomiting and not tachycardic for the age: a febrile
 * urinary infection is treated with oral antibiotics after a urine culture (NICE NG224 and CG54), with
 * no bloods or IV antibiotics.
 */
export const childWellForOralAntibiotics: Matcher = allOf(
  ageDays(91, 16 * 365),
  none(tachycardia),
  none(
    says(
      'vomit*',
      'not (drinking|feeding|eating|keeping (anything|fluids|it) down)',
      'poor(ly)? (feeding|drinking|intake)',
      'refus* (feeds|fluids|to drink)',
      'letharg*',
      'floppy',
      'drowsy',
      'unwell looking',
      'looks (unwell|ill|toxic)',
      'rigors',
      'dehydrat*',
    ),
  ),
);

/** "One of the magnets", "only that one is missing", "1 x small disc magnet": a single magnet. */
const oneMagnetOnly = says(
  'one of (the |his |her |my |their )?([\\w-]+ ){0,3}magnets',
  '(only|just) (that |the )?one (magnet )?(is |was )?missing',
  "(it's|it is) (only |just )?one",
  '(a single|one|1|1 x|only one) ([\\w-]+ ){0,3}magnet',
);

/**
 * Two or more magnets, or magnets not counted: they attract each other through the bowel wall and
 * perforate it, an emergency. One magnet alone passes like a coin.
 */
export const severalMagnets: Matcher = allOf(
  says('magnets', 'magnetic (balls|beads|spheres|pieces)'),
  none(oneMagnetOnly),
);

/**
 * A bowel still passing wind, without vomiting: not obstructed, whatever the days without a motion or a
 * little bloating say.
 */
export const bowelStillPassingWind: Matcher = allOf(
  says('passing (wind|flatus)', 'still (passing )?(wind|flatus)', 'farting'),
  none(vomiting),
);

/** Medicines commonly taken in overdose, named without "tablets". */
export const commonOverdoseMedicines =
  'paracetamol|acetaminophen|tylenol|panadol|ibuprofen|nurofen|aspirin|co-?codamol|codeine|tramadol|naproxen|sertraline|citalopram|escitalopram|fluoxetine|mirtazapine|amitriptyline|venlafaxine|quetiapine|olanzapine|diazepam|zopiclone|propranolol|iron|insulin|lithium|metformin|antidepressants|painkillers|sleeping pills';

const THROAT_LUMP_FEELING = [
  '(feeling|feel|feels|sensation) (of|like) (there is )?(a lump|something)( stuck)? in (my |his |her |their |the )?throat',
  'like a lump',
];
/**
 * The feeling of a lump or of something stuck in the throat, told with weeks or months in the same sentence
 * or with food and drink going down normally, and not since a meal or with the saliva not going down:
 * globus, not an object or a food bolus (NICE CKS Globus). "Something stuck since eating fish tonight" in a
 * man "diabetic for years" is still a bone.
 */
export const globusFeeling: Matcher = allOf(
  anyOf(
    says('globus'),
    allOf(
      says(...THROAT_LUMP_FEELING),
      says(
        '(food|drinks?|fluids?|liquids?|meals?)( and (food|drinks?|fluids?|liquids?))? (go|goes|going|went) down (absolutely |completely |perfectly )?(fine|ok|okay|normally|easily)',
        'eating and drinking (normally|fine|ok)',
      ),
    ),
    saidTogether(THROAT_LUMP_FEELING, [
      '(for|over|past|last) (about |around |the last |the past )?(\\d+|a few|few|several|two|three|four|five|six|many) (weeks|months|years)',
    ]),
  ),
  none(
    says(
      'drool*',
      'unable to swallow (own |his |her |my )?(saliva|spit|secretions)',
      "(can't|cannot) swallow",
      'spitting (up |out )?(saliva|secretions)',
      'bones?',
      'since (eating|dinner|lunch|breakfast|tea|supper|a meal)',
      '(while|when|after) eating (\\w+ )?(fish|chicken|meat|steak|bread)',
    ),
  ),
);

/**
 * A quantity of a medicine taken over time, the medicine named straight after: "been taking loads of her
 * sertraline". Nothing between the quantity and the drug: "lots of fluids and paracetamol" is not a quantity of it.
 */
export const takingAQuantityOf = (medicine: string): string =>
  `(been |was |is |keeps |kept )?taking (too many|too much|a lot of|lots of|loads of|a load of|handfuls of) (his |her |my |their |the )?${medicine}`;

/** The text reads paracetamol as acetaminophen; brand names and combinations are kept. */
const paracetamol = '(acetaminophen|paracetamol|tylenol|panadol|calpol|co-?codamol)';
/** More than the 4 g a day maximum for an adult. */
const aboveMaximumDailyGrams = '(4\\.[5-9]|[5-9](\\.[0-9])?|[1-9][0-9]) ?(g|gm|gms|grams?)';
/** A day, or its 24 hours: "a day", "/day", "in 24 hours", "g/24h". */
const perDay =
  '((a |per |each |every |/ ?)day|(in|per|over|every|a) 24 ?(h|hrs?|hours)|/ ?24 ?(h|hrs?|hours))';

/**
 * Paracetamol taken beyond the daily dose, most often over days for pain (a staggered or supratherapeutic
 * ingestion): "extra paracetamol, about 12 a day for 4 days", "8 g of paracetamol a day", "been taking
 * loads of paracetamol since Saturday". A level and liver tests decide on acetylcysteine (TOXBASE).
 */
export const PARACETAMOL_BEYOND_THE_DOSE: Phrase[] = [
  'staggered (overdose|ingestion)',
  // A dosing clock past the daily maximum: "paracetamol 1g every 3h", "2 tablets every 2 hours", "every 2-3h".
  `${paracetamol} ([\\w']+ ){0,2}(1 ?g|1000 ?mg|2 tablets|two tablets) (every|each) ([1-3]|one|two|three)( ?(-|to) ?[1-4])? ?(h|hrs?|hours)`,
  `(2|two) ${paracetamol}( tablets)? (every|each) ([1-3]|one|two|three)( ?(-|to) ?[1-4])? ?(h|hrs?|hours)`,
  // "Took them twice as often as the box says".
  `${paracetamol} ([\\w']+ ){0,8}(twice|two times|double) as (often|much|many)`,
  `(extra|too much|too many|more than the (dose|maximum)|double) ([\\w']+ ){0,2}${paracetamol}`,
  `${paracetamol} ([\\w']+ ){0,4}(1[0-9]|[2-9][0-9]) (a|per|each) day`,
  // Grams a day above the maximum: "8 g of paracetamol a day", "paracetamol 6 grams per day".
  // "8 g paracetamol/day" as a note writes it, the rate straight after the drug.
  `${aboveMaximumDailyGrams} (of )?${paracetamol} ?([\\w']+ ){0,2}${perDay}`,
  `${aboveMaximumDailyGrams} ?${perDay} (of )?${paracetamol}`,
  `${paracetamol} ([\\w']+ ){0,3}${aboveMaximumDailyGrams} ?${perDay}`,
  takingAQuantityOf(paracetamol),
];

/** Two doses of a medicine where one was due: "gave my daughter two doses of Calpol", "had 2 doses of his statin". */
export const TWO_DOSES_OF = "(took|taken|had|has had|gave|given) ([\\w']+ ){0,3}(two|2) doses of";

/** A medicine given to the wrong person: "given another resident's tablets", "had someone else's pills". */
export const WRONG_PERSONS_MEDICINE =
  "(given|gave ([\\w']+ ){0,2}|took|taken|had) (another|a different|someone else's|the wrong) ((resident|patient|person|child|man|woman)'s )?([\\w']+ )?(tablets?|pills?|medicines?|medication|meds|doses?)";

/**
 * One extra therapeutic dose of paracetamol, given twice or to the wrong person, is at most about twice a
 * single dose (30-40 mg/kg), below the 75 mg/kg at which TOXBASE advises a level; not doses over days.
 */
export const oneExtraDoseOfParacetamol: Matcher = allOf(
  says(paracetamol),
  anyOf(accidentalExtraDose, says(TWO_DOSES_OF, WRONG_PERSONS_MEDICINE)),
  none(says(...PARACETAMOL_BEYOND_THE_DOSE, 'too (much|many)', 'overdose')),
);

/**
 * A liver harmed by paracetamol taken beyond the dose: vomiting, pain under the right ribs, yellowing.
 * Acetylcysteine starts without waiting for a level (TOXBASE; AACT 2023).
 */
export const paracetamolHarmingTheLiver: Matcher = allOf(
  says(...PARACETAMOL_BEYOND_THE_DOSE),
  anyOf(
    vomiting,
    says(
      'right upper quadrant',
      'ruq',
      '(under|below|beneath) (the |her |his |my |their )?(right )?ribs',
      'jaundic*',
      'yellow (skin|eyes|sclera*)',
      '(eyes|skin|sclera*) (are |is |look |looks |looking |gone |going |turned |turning )?(a bit |slightly |very )?yellow',
    ),
  ),
);

/** Ten or more counted as a nurse writes it: "24 x paracetamol 500mg", "30x sertraline", "20 x tablets". */
export const COUNTED_OVERDOSE = new RegExp(
  `\\b[1-9]\\d+ ?(?:x|×) ?(?:${commonOverdoseMedicines}|tablets|pills|tabs|capsules)\\b`,
);

/**
 * An overdose told by the packets: "swallowed two full packets of paracetamol", "took a full box of her
 * tablets", "took three strips". A packet is a dose no one takes by mistake.
 */
export const PACKETS_TAKEN =
  /\b(?:took|swallowed|taken|ingested|ate)(?: (?:about|around|over|approximately|maybe|at least))? (?:(?:two|three|four|five|six|several|a couple of|a few|[2-9]|1\d) (?:full |whole |entire )?(?:packets|packs|boxes|bottles|strips|blister packs|tubs)|(?:a|one) (?:full|whole|entire) (?:packet|pack|box|bottle|strip|blister pack|tub))\b(?! of (?:his |her |their |my )?(?:milk|formula|breast ?milk|water|juice|squash|feed|fluids?|pop|cola|lemonade))/;

/**
 * A taste of diluted household bleach, spat out, with nothing since: an irritant watched at home (TOXBASE:
 * sodium hypochlorite), unless it was drunk on purpose or it burns, drools, vomits or catches the breath.
 */
export const aTasteOfDiluteBleach = allOf(
  says('bleach'),
  says(
    'dilute*',
    'watered down',
    '(little|bit of) bleach (in|into|with) (the )?water',
    'in(to)? (a |the )?(cup|bucket|bowl) of water',
  ),
  says('spat (it |most of it |some )?(out|most)', 'sip', 'lick*', 'taste*', 'mouthful'),
  none(
    says(
      'drool*',
      'vomit*',
      'stridor',
      'pain (on|when) swallow*',
      "(can't|cannot|won't|unable to) swallow",
      'burns? (in|around) (the |her |his |their )?mouth',
      'deliberate*',
      'on purpose',
      'intentional*',
      'suicid*',
      'overdose',
    ),
  ),
);

/** Substances of low toxicity swallowed by a child in the amounts children take. */
/** Creams and jellies a child gets into, of low toxicity in a mouthful; not ice cream. */
export const lowToxicityCream =
  '((nappy|barrier|zinc|diapers?|baby|sun|hand|face|body) (cream|ointment|lotion)|sudocrem|vaseline|petroleum jelly|sunscreen)';

export const nonToxicSubstance = says(
  lowToxicityCream,
  'non ?toxic',
  'silica gel',
  'crayon',
  'toothpaste',
  'play ?dough',
  'chalk',
  'lip ?balm',
  'moisturi[sz]er',
  // The combined or progestogen pill: a child's few tablets of it are of low toxicity.
  '(oral )?contraceptive pills?',
  'combined pills?',
  'microgynon',
  // Household products of low toxicity in a mouthful: soaps, bubble bath, shampoo, sun cream.
  '(a |one )?(sip|mouthful|lick|taste|bit) of (\\w+ )?(bubble bath|shampoo|soap|hand soap|hand wash|conditioner|body wash|sun ?cream|sunscreen|toothpaste)',
  'bubble bath',
);

/**
 * Hours out in the cold: a night on a mountain, minus temperatures, a lost glove, ice climbing, stuck on a
 * hill overnight. White, hard, numb fingers after it are frostbite, not an artery blocked by a clot.
 */
export const COLD_EXPOSURE =
  /\b(?:minus \d+|-\d+ ?(?:°|degrees)? ?c?\b|sub-?zero|freezing (?:cold|temperatures?|conditions)|(?:night|hours) (?:out )?on (?:the|a) (?:mountain|hill|fell)|(?:on|up|down) (?:the|a) mountain|ice climbing|lost (?:a|my|his|her|their) glove|stuck on (?:the |a )?(?:hill|mountain|fell)|snow ?(?:storm|drift)|blizzard|sleeping rough in the (?:snow|cold|frost)|(?:out|outside|hours|all (?:day|afternoon|morning|evening|night)|playing|lying|fell|stuck) in the (?:snow|frost|freezing cold)|wet gloves|(?:snowboard|ski|sledg|toboggan)(?:ing|ed)? (?:in|on) the (?:snow|slopes?))/;
export const coldExposure = says(COLD_EXPOSURE);

/** A vasectomy in the last days or weeks: "vasectomy 4 days ago", "had the snip". */
export const afterVasectomy = says('vasectomy', 'the snip');

/**
 * A person who injects drugs ("IVDU", "PWID", "injects", "skin popping"); not a patient who injects a
 * medicine ("injects her insulin", "injects methotrexate weekly").
 */
export const injectsDrugs: Matcher = says(
  'inject* drugs',
  'injecting drug use',
  'injection drug use',
  'intravenous drug use',
  'ivdu',
  'pwid',
  'heroin',
  'skin popping',
  /\binject(?:s|ing)\b(?! (?:(?:his|her|their|my) )?(?:own |weekly |daily )?(?:insulin|ozempic|semaglutide|liraglutide|heparin|enoxaparin|clexane|methotrexate|b12|growth hormone|adalimumab|humira|biologic\w*|epipen|adrenaline|glucagon|fertility)|\w* site)/,
);

/**
 * Roseola as a parent tells it: the rash that comes as the fever goes ("fever stopped yesterday, today pink
 * spotty rash on tummy and back"). A rash with a fever that goes on is not this.
 */
export const ROSEOLA_TOLD =
  /\b(?:fever|temps?|temperatures?)\b[^.;]{0,20}\b(?:stopped|settled|went|gone|broke|resolved|came down|disappeared)\b[^.]{0,80}\brash\b/;

/**
 * The tight chest of an asthma or COPD attack: a wheeze in a patient with airways disease, the tightness
 * without anything of the heart (radiation, sweat, a crushing pain, exertion). Its breathing is what is
 * treated; the coronary picture is not it.
 */
/**
 * The tight chest of an irritant breathed in (chlorine, ammonia, fumes of mixed cleaners, smoke) with the
 * cough or wheeze it causes, and nothing of the heart: the airways' irritation, not an acute coronary
 * syndrome.
 */
export const tightnessOfInhaledIrritant = allOf(
  says(
    'chlorine',
    'ammonia',
    'chloramine',
    '(toxic|irritant|chemical|cleaning|acid) (gas|gases|fumes|vapou?rs?|cloud)',
    'fumes',
    'smoke inhalation',
    '(inhaled|breathed in|breathed some in|breathed it in) (some |the )?(gas|fumes|smoke|vapou?rs?|spray)?',
    '(bleach|cleaners?|cleaning products?) (\\w+ ){0,4}(mixed|fizzed|reacted)',
    'mixed (\\w+ ){0,4}(bleach|cleaners?|cleaning products?|chemicals)',
    // Organic dust breathed in: mouldy hay or straw, grain, silage (farmer's lung, organic dust toxic syndrome).
    '(mouldy|moldy|old|musty|damp) (hay|straw|grain|silage|bales?)',
    '(hay|grain|straw|mould|mold|organic) dust',
    "farmer'?s lung",
  ),
  says('wheez*', 'cough*'),
  none(says(...CORONARY_PAIN_FEATURES, 'chest pain')),
);

export const tightnessOfWheezyAirways = allOf(
  says('wheez*'),
  anyOf(historyOf('asthma*', 'chronic obstructive pulmonary disease'), says('asthma*', 'inhaler')),
  none(says(...CORONARY_PAIN_FEATURES, 'chest pain')),
);

/**
 * The skin of shock said in words: pale, grey or "white as a sheet" with cold, clammy or sweaty skin, cold
 * and clammy skin, or mottled skin ("white as a sheet, cold and sweaty", "grey and clammy").
 */
export const SHOCK_SKIN =
  /\bmottl(?:ed|ing)\b|\bcold and (?:clammy|sweaty)\b|\bclammy and cold\b|\b(?:pale|grey|gray|ashen|white as a sheet)\b[^.;]{0,40}?\b(?:clammy|cold|sweaty|sweating|diaphoretic)\b|\b(?:clammy|cold and sweaty|sweaty|diaphoretic)\b[^.;]{0,40}?\b(?:pale|grey|gray|ashen|white as a sheet)\b/;

/**
 * Spots a parent saw fade under a glass or a finger blanch, whatever words first named them ("little red
 * spots all over his chest … they go away when I press a glass on them"): not petechiae, unless the rash
 * is also said not to fade.
 */
export const rashSaidToBlanch: Matcher = allOf(
  says(/(?<!non[- ]?)blanching rash/, 'blanches'),
  none(says('non[- ]blanching')),
);

/** A headache of posture after a needle through the dura: a spinal anaesthetic, an epidural, a lumbar puncture. */
export const postDuralPunctureHeadache = allOf(
  says(
    'spinal (an(a)?esthetic|block|an(a)?esthesia)',
    'under (a )?spinal',
    'epidural',
    'lumbar puncture',
    'spinal tap',
    'dural puncture',
  ),
  says(
    '(lie|lies|lying|laying) (down|flat)',
    '(on|when|after) (sitting|standing)( up)?',
    '(sits|sit|stands|stand) up',
    'upright',
    'postural',
  ),
);

/** The case tells of an injury: a fall, a twist, a blow, a sport, a fracture. */
export const injuryStory: Matcher = says(
  'injur*',
  'fell',
  'fall',
  'falls',
  'fallen',
  'twist*',
  'rolled',
  'sprain*',
  'trauma*',
  'tripped',
  /slipped(?! disc)/,
  'jammed',
  'crushed',
  'crush (injury|injuries)',
  // A wheel over a foot: "a forklift reversed over his left foot", "the car ran over her toes".
  '(ran|run|reversed|drove|driven|rolled) over (his|her|my|their|the) (\\w+ )?(foot|feet|toes?|ankle|leg|hand|fingers?)',
  'caught (in|between|on)',
  'accident',
  'motor vehicle collision',
  'collision',
  'rear end*',
  'crash*',
  'bumped',
  'banged',
  'knocked',
  'tackle*',
  'punched',
  'kicked',
  'hit (by|with|on|against|it|him|her)',
  'struck',
  'landed',
  'dropped (a|an|the|something)',
  'assault*',
  'fracture*',
  'broke',
  'broken',
  'dislocat*',
  'went over on',
  'awkward*',
  'outstretched hand',
  'while (playing|running|skiing|skating|jumping|climbing|cycling)',
  'playing (football|soccer|rugby|basketball|netball|hockey|volleyball|cricket|sport|sports)',
  'stubbed',
  'foosh',
  'bruis*',
  'contusion',
  'deform*',
  'hyperextended',
  // Forced back past its range: "grabbed my thumb and bent it right back", "finger bent backwards".
  /\bbent (?:(?:it|my|his|her|their|the) )?(?:\w+ )?(?:right |all the way |right the way )?back(?:wards)?\b/,
  'bashed',
  'whiplash',
  'dived',
  'diving',
  'gave (way|out)',
  'buckled',
  'popped',
  'inversion',
  'mallet finger',
  '(skier|gamekeeper)*s thumb',
  'boxer*s',
  'colles*',
  'scaphoid',
  'clavicle',
  'collarbone',
  'acl',
  'anterior cruciate',
  'menisc*',
  'achilles (rupture|tear|snapped)',
  'weber',
  'lisfranc',
  'tibial plateau',
  'amputat*',
  'severed',
  'degloving',
);

/** What a stroke shows beside a weak limb: the speech, the face, one whole side, an arm and a leg together. */
const strokeSignsBesideALimb: Matcher = says(
  strokeNow,
  'code stroke',
  'hemipar*',
  'hemipleg*',
  'slurred',
  'speech',
  'words',
  'facial droop',
  'face (droop|drooping|dropped|lopsided)',
  '(left|right|one|l|r) sided',
  'arm and leg',
  'fast positive',
  'confus*',
);

/**
 * "Landed on his shoulder, can't lift his arm": a limb that will not move after it was hurt, with the
 * injury's own signs and nothing else of a stroke (speech, face, one side, arm and leg together), is the
 * injury's pain or a fracture, not weakness from the brain.
 */
export const injuredLimbNotMoving: Matcher = allOf(
  injuryStory,
  says('landed on', 'hit', 'struck', 'tender*', 'bruis*', 'swell*', 'swollen', 'deform*', painWord),
  none(strokeSignsBesideALimb),
);

/**
 * A child under 7 who will not use an arm or a leg is sparing it: a pulled elbow, a fracture, an infected
 * joint (RCEM, the limping child). A young child does not say it hurts, so no injury sign is asked for. Not
 * with a stroke's own signs, or in the children whose strokes are expected (sickle cell disease, heart
 * disease since birth, moyamoya).
 */
export const youngChildSparingALimb: Matcher = allOf(
  ageYears(0, 7),
  none(strokeSignsBesideALimb),
  none(
    says(
      'sickle',
      'hb ?ss',
      'moyamoya',
      'congenital heart',
      'heart (surgery|operation|defect)',
      'fontan',
      'cardiac surgery',
    ),
  ),
);
