import {
  EXTRICATED,
  SHOT_BY_A_WEAPON,
  skinSignsOfShock,
  smokeAirwayClosing,
  stridorAtRest,
} from './common-phrases';
import {
  allOf,
  alteredMentalStatus,
  anyOf,
  ageYears,
  hypotension,
  hypoxia,
  near,
  none,
  says,
  saysBeforeNegation,
  tachycardia,
  vital,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

/**
 * A burn kept to a finger, a hand or a foot, or told as small: deep there, it goes to the burns service
 * (ABA Burn Center Referral Criteria) but is no threat to life or limb by itself. Not when the face, the
 * neck, the genitals, both hands or feet, a limb or the trunk is burnt too.
 */
export const burnKeptToASmallArea = allOf(
  says(
    'fingers?',
    'finger ?tips?',
    'thumbs?',
    'toes?',
    'palm',
    // The back of a hand among them: "hand" is found wherever it stands.
    'hand',
    'foot',
    'small (\\w+ )?(burn|area|patch)',
    'coin[- ]?sized?',
  ),
  none(
    says(
      'face',
      'facial',
      'neck',
      'lips?',
      'mouth',
      'ears?',
      'eyes?',
      'genital*',
      'perine*',
      'both (hands|feet)',
      'hands',
      'feet',
      '(fore)?arms?',
      'wrists?',
      'legs?',
      'thighs?',
      'shins?',
      'calf',
      'ankles?',
      'chest',
      // The back, not the back of a hand.
      /\bback\b(?! of (?:the |his |her |my |their )?(?:left |right )?hand)/,
      'trunk',
      'torso',
      'abdomen',
      'tummy',
      'belly',
      'buttocks?',
      'circumferential',
    ),
  ),
);

const vehicleCollision = says(
  'motor vehicle collision',
  'car (crash|accident|collision)',
  'road traffic (accident|collision)',
  'motorcycle (crash|accident|collision)',
  'motorbike (crash|accident)',
  'rollover',
  'hit by (a )?(car|vehicle|truck|lorry|bus|train)',
  'pedestrian (struck|hit|vs|versus)',
  'knocked (down|over) by (a )?(car|vehicle)',
  'cyclist (hit|struck)',
);
const highRiskMechanism = anyOf(
  allOf(
    vehicleCollision,
    anyOf(
      says(
        'high[- ]speed',
        'at speed',
        /\b(?:[4-9]\d|1\d\d) ?mph\b|\b(?:[6-9]\d|1\d\d) ?(?:km\/?h|kph)\b/,
        'rollover',
        'ejected',
        'death in (the )?same (vehicle|car)',
        'intrusion',
        'trapped',
        'entrapped',
        EXTRICATED,
        'head[- ]on',
        'motorcycle',
        'motorbike',
        'pedestrian',
        'hit by',
        'knocked (down|over)',
        'windscreen',
        'windshield',
        'airbags? deployed',
        'car (was )?written off',
      ),
    ),
  ),
  says(
    'fall from (a )?(height|roof|ladder|balcony|scaffold*|window|bridge)',
    /fell (?:\d+ ?(?:m|meters|metres|feet|ft|stories|storeys|floors)\b|from (?:a )?(?:height|roof|ladder|balcony|scaffold\w*|window|bridge))/,
    'jumped from',
  ),
  says(
    'stab wound',
    'stabbed',
    'knife wound',
    'gunshot',
    'gun shot',
    SHOT_BY_A_WEAPON,
    'penetrating (injury|trauma|wound)',
    'impaled',
    // A crushed trunk or limb, not a crushed finger, hand, toe or foot (those are the extremity's injury).
    // "Crush injury L hand" names the hand after it.
    /(?<!\b(?:foot|feet|hand|hands|finger|fingers|fingertip|toe|toes|thumb|nail|ankle|wrist)(?: (?:was|got|is|been|were))?\s)crush(?:ed)? (?:injury|by|under)(?! (?:to |of |on )?(?:the |his |her |my |their |a )?(?:l |r |lt |rt |left |right )?(?:foot|feet|hand|hands|finger|fingers|fingertip|toes?|thumb|nail|ankle|wrist)\b)/,
    'explosion',
    'blast injury',
    // "Crushed at the hips between a forklift and racking", "pinned across the chest".
    /\b(?:pinned|crushed|squashed|squeezed|sandwiched|trapped) (?:at|by|across) (?:the |his |her |my |their )?(?:hips?|pelvis|chest|waist|abdomen|belly|torso|trunk)\b/,
  ),
  // A trunk crushed between two heavy things: "pinned at hip level between a forklift and racking",
  // "chest squeezed between a tractor and a gatepost" (a crushed torso, a suspected pelvic fracture).
  near(
    /(?:pinned|crushed|squashed|squeezed|sandwiched|trapped)(?:[\s-]+[\w']+){0,8}?[\s-]+(?:between|against)/,
    /hips?|pelvis|pelvic|chest|waist|abdomen|belly|torso|trunk/,
    8,
  ),
);

/**
 * The mechanism told as the past cause of a lasting condition, not today's injury: "paralysed from the waist
 * down from a motorbike crash", "a car accident in 2016", "a fall from a roof years ago".
 */
const mechanismLongAgo = says(
  /\b(?:crash|accident|collision|fall|rollover|rta|rtc)\b[^.;]{0,30}?\b(?:(?:in|back in) (?:19|20)\d\d|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|many|some) (?:years?|months?) ago|as a (?:child|teenager|kid))\b/,
  /\b(?:paralys\w*|paraplegi\w*|tetraplegi\w*|quadriplegi\w*|spinal (?:cord )?injur\w*|amputee|amputation|wheelchair user)\b[^.;]{0,40}?\b(?:from|after|since|following) (?:a |an |the |his |her |my )?(?:\w+ )?(?:crash|accident|collision|fall)\b/,
);

/** An injury of today beside the old one: "fell from the ladder an hour ago; paralysed since a crash in 2016". */
const injuredToday = says(
  'today',
  'tonight',
  'this (morning|afternoon|evening)',
  'just now',
  /\b(?:an?|one|two|three|\d{1,2}) (?:hours?|hrs?|minutes?|mins?) ago\b/,
);

/** A stab or gunshot wound of the neck, chest, back or abdomen: tension pneumothorax, tamponade, bleeding. */
const penetratingTorsoInjury = allOf(
  says(
    'stab wound*',
    'stabbed',
    'gunshot',
    'gsw',
    SHOT_BY_A_WEAPON,
    'penetrating (injury|trauma|wound)',
    'impaled',
  ),
  says('neck', 'chest', 'thorax', 'back', 'abdomen', 'abdominal', 'belly', 'flank', 'torso', 'axilla'),
);
const compromisedAfterInjury = vital(
  (v) => `HR ${v.heartRate ?? '?'}, RR ${v.respiratoryRate ?? '?'}, SBP ${v.systolic ?? '?'}`,
  (v) => (v.heartRate ?? 0) >= 120 || (v.respiratoryRate ?? 0) >= 30 || (v.systolic ?? 200) < 100,
);

/** Bleeding that pressure has not stopped, or that is arterial. */
const uncontrolledBleeding = anyOf(
  says(
    'spurting',
    'pumping (out )?blood',
    'blood (is )?(spurting|pumping|pouring|gushing)',
    'arterial (bleeding|bleed|haemorrhage|hemorrhage)',
    "(won't|will not|doesn't|does not|isn't|is not|not) stop(ping)? (bleeding|even)",
    "bleeding (that )?(won't|will not) stop",
    '(soaked|soaking|bled) through',
    'uncontrolled (bleeding|haemorrhage|hemorrhage)',
    '(massive|catastrophic|torrential|profuse) (bleeding|haemorrhage|hemorrhage)',
    // As a bystander tells it: "it's like pumping out", "a big puddle", "keeps coming even with towels on".
    "(it's|its|it is|bleeding is|blood is) (just |like |really )?(pumping|pouring|gushing|spurting|pissing)( out)?",
    '(big|huge|large) (puddle|pool)',
    '(puddle|pool|pools) of blood',
    'blood (is )?pooling',
    '(keeps|kept) (coming|pouring|bleeding)( even)? (with|through|despite)',
    '(towel|tea towel|towels|cloth|dressing|bandage|jacket|pad|pads|t-shirt|shirt) (is |are |was |were |has |have |already )*(soaked|drenched|sodden|dripping)',
    '(loads|lots|a lot|so much|tons) of blood',
    // A crew's measure of what was lost before they came: "large blood loss at scene".
    '(large|major|heavy|significant|massive|big|estimated \\d+ ?(ml|l|litres?|liters?)) (volume )?blood loss',
    'lost (a lot of|lots of|loads of|so much|a large amount of|over a litre of|about a litre of) blood',
  ),
  // A large bleed measured in household terms: "about a washing-up bowl full of blood".
  near(/blood|bleeding/, /(?:bowl|bucket|cup|mug|jug|pint|sink)\s?(?:full|fuls?)/, 8),
);
/** Faint as the patient feels it: dizzy, light-headed, "everything goes far away when I try to sit up". */
const faintness = says(
  'dizzy',
  'light-?headed',
  'faint',
  'woozy',
  'about to pass out',
  '(everything|the room|my vision|vision) (goes|went|going|gone|is going) (far away|distant|dark|black|grey|gray|fuzzy)',
);
/** Shock as a bystander or a nurse sees it: cold and pale with sweat, a clouded mind, a low pressure, a racing heart. */
const shockSigns = anyOf(
  hypotension,
  alteredMentalStatus,
  vital(
    (v) => `HR ${v.heartRate}`,
    (v) => (v.heartRate ?? 0) >= 130,
  ),
  skinSignsOfShock,
  // "Freezing cold, dizzy and shaking" as the bleeding patient feels it.
  allOf(says('clammy', 'cold', 'freezing', 'sweaty', 'sweating', 'shaking', 'shivering'), faintness),
  // "She is white and says she feels faint and dizzy": pale and faint while it bleeds.
  allOf(
    says(
      '(is|looks|looking|went|gone|very|so|really|deathly) (very |so |really |deathly )?(white|pale|grey|gray|ashen)',
      'pallor',
    ),
    faintness,
  ),
  // A pulse a bystander feels fast and weak: "my mate says my pulse is really fast and weak".
  says(
    'pulse (is |was |feels |felt )?(really |very |so )?(fast|rapid|racing) and (weak|thready|faint)',
    'pulse (is |was |feels |felt )?(really |very |so )?(weak|thready|faint) and (fast|rapid|racing)',
    '(weak|thready),? (fast|rapid|racing) pulse',
    '(fast|rapid|racing),? (weak|thready) pulse',
  ),
  // Blood loss told by a bystander: "he's gone white", "his eyes keep rolling", "she passed out".
  says(
    '(gone|going|turned|turning) (really |very |so |all )?(white|grey|gray|ashen)',
    'eyes (keep |keeps |are |were )?rolling',
    'drifting (in and )?out',
    '(passed|passing|passes) out',
    'syncope',
    'fainted',
    'collapsed',
  ),
);

/**
 * An injury of a finger, thumb or toe and nothing above it: its open fracture (bone in a fingertip
 * wound, an angulated finger with a wound over it) is X-rayed, given antibiotics and repaired by the hand
 * or orthopaedic team, not a limb at risk.
 */
const injuryOfADigitOnly = allOf(
  says('fingers?', 'fingertips?', 'thumbs?', 'toes?', 'phalan*', 'nail ?beds?', 'digits?'),
  none(
    says(
      'arm',
      'forearm',
      'wrist',
      'elbow',
      'humerus',
      'radius',
      'ulna',
      'leg',
      'shin',
      'tibia*',
      'fibula*',
      'femur',
      'thigh',
      'knee',
      'ankle',
      'pelvi*',
    ),
  ),
);

/** A blow to the belly, the flank or the lower ribs, where the spleen, liver and kidneys bleed. */
const blowToTheBelly = says(
  '(hit|kicked|punched|struck|kneed|elbowed) (in|on|under) (the |his |her |their |my )?(left |right )?(abdomen|stomach|belly|tummy|flank|side|ribs)',
  /\b(?:took|got|caught|had) (?:a |an )?(?:knee|kick|boot|elbow|shoulder|punch|hoof|blow) (?:in|to|into|under) (?:the |his |her |their |my )?(?:left |right )?(?:upper )?(?:abdomen|stomach|belly|tummy|flank|ribs)\b/,
  'blunt abdominal (injury|trauma)',
  'handlebars? (to|into) (the |his |her |their |my )?(abdomen|stomach|belly|tummy)',
);

/** A limb hurt by a force: fallen on, twisted, crushed, struck or put out of joint. */
const injuredLimb = says(
  'fracture*',
  'deform*',
  'dislocat*',
  'injur*',
  'landed (awkwardly|on)',
  'twisted',
  'popped (out|back)',
  'went out',
  'gave way',
  'crush*',
  'pinned',
  'trapped',
  'run over',
  'kicked',
  'struck',
  'gunshot',
  'gsw',
  SHOT_BY_A_WEAPON,
);
/** A distal pulse weak, absent or unequal: "DP pulse weak c/w R", "no radial pulse", "pedal pulses absent". */
const weakDistalPulse = says(
  /\b(?:dp|dorsalis pedis|pt|posterior tibial|radial|ulnar|pedal|foot|distal|popliteal) pulses? (?:is |are |was |were )?(?:weak|absent|diminished|reduced|faint|thready|impalpable|not palpable|not felt|unequal|barely palpable)\b/,
  /\b(?:weak|absent|diminished|reduced|faint|impalpable|unequal) (?:dp|dorsalis pedis|pt|posterior tibial|radial|ulnar|pedal|foot|distal|popliteal) pulses?\b/,
);
/** "No DP pulse" says by denying what the affirmed text sets aside. */
const noDistalPulse = saysBeforeNegation(
  /\bno (?:palpable )?(?:dp|dorsalis pedis|pt|posterior tibial|radial|ulnar|pedal|foot|distal|popliteal) pulses?\b/,
  // A bystander's or the patient's own check: "cannot feel a pulse on top of the foot", "at her wrist".
  /\b(?:can'?t|cannot|could ?n'?t|could not|unable to) feel (?:a |the |any |his |her |their )?pulse (?:on|in|at|over) (?:the )?(?:top of )?(?:the |his |her |their |my )?(?:foot|feet|ankle|wrist|hand)\b/,
);
/** The hand or foot of the injured side gone cold or pale: "foot on that side is cold and pale". */
const coldDistalPart = says(
  /\b(?:foot|hand|toes|fingers)(?: on (?:that|the (?:injured|same|affected|left|right)) side)? (?:is |are |has |have |was |were |now |feels? |looks? |gone |going |turned |went |become |very |really |quite )*(?:cold|cool|pale|white|mottled)\b/,
);

/** Harm by someone close, told as it happened: "my son pushed me", "he hits me" (not "pushed my wheelchair"). */
const harmedBySomeoneClose = says(
  'domestic (violence|abuse)',
  'elder abuse',
  'intimate partner violence',
  /\b(?:son|daughter|husband|wife|partner|boyfriend|girlfriend|carer|father|mother|dad|mum|mom|brother|sister|grandson|granddaughter|ex)\b[^.;]{0,20}?\b(?:pushed|shoved|hit|hits|kicked|slapped|grabbed|punched|beat|beats|strangled|choked|threw) (?:me|him|her|them)\b/,
  /\b(?:he|she|they) (?:hits|beats|kicks|slaps|grabs|hurts) (?:me|him|her|them)\b/,
);
/** Afraid of the person, or of going home to them, or the person is here now. */
const afraidOfThemOrTheyAreHere = says(
  /\b(?:frightened|scared|afraid|terrified) (?:to go (?:back )?home|of (?:going (?:back )?home|him|her|them|what (?:he|she|they)(?:'ll| will) do))\b/,
  /\b(?:please )?(?:don'?t|do not) (?:tell|let) (?:him|her|them)\b/,
  /\b(?:he|she|they)(?:'s| is| are|'re) (?:sat|sitting|waiting|outside|out there|here)\b[^.;]{0,30}?\b(?:waiting room|outside|out there|with (?:me|her|him))\b/,
  /\bthreatened to kill (?:me|him|her|them)\b/,
  "(can't|cannot|won't) go (back )?home",
);

/** "No new injury, no fall", "didn't fall": an injury denied, read before negation sets it aside. */
const injuryOrFallDenied = saysBeforeNegation(
  'no (new |recent |further )?(injury|injuries|trauma|fall|falls)',
  "(didn't|did not|hasn't|has not|haven't|have not) (had a )?(fall|fallen|fell)",
);

/**
 * A sharp edge of bone through the gum weeks after a tooth was taken out is a bony spicule of the socket
 * healing, for the dentist: not an open fracture.
 */
const boneOfAnExtractionSocket = says(
  'extraction*',
  'extracted',
  '(tooth|teeth|molars?|wisdom tooth) (out|removed|pulled|taken out)',
  '(removed|pulled|took out|taken out) (my |his |her |their |a |the |two |three )?(\\w+ )?(tooth|teeth|molars?)',
);

export const traumaRedFlags: RedFlagDefinition[] = [
  {
    id: 'abuse-unsafe-to-go-home',
    name: 'Abuse by someone close, with the patient afraid or the abuser present',
    system: 'trauma',
    esiFloor: 2,
    guideline:
      'NICE PH50 Domestic violence and abuse; NICE NG150 Safeguarding adults in care; ESI v4 Implementation Handbook [high-risk situation]',
    matches: allOf(harmedBySomeoneClose, afraidOfThemOrTheyAreHere),
    immediateActions: [
      'See the patient alone in a safe room now; do not leave them in the waiting room with the alleged abuser',
      'Safeguarding lead; assess immediate risk [DASH or local tool]; police if in danger',
    ],
    workup: ['Document injuries objectively; X-ray what is tender'],
    differential: [
      { condition: 'Domestic or elder abuse with ongoing danger', why: 'Disclosure with fear of the abuser' },
    ],
  },
  {
    id: 'haemorrhagic-shock',
    name: 'Uncontrolled bleeding with signs of shock',
    system: 'trauma',
    esiFloor: 1,
    guideline:
      'ATLS 10th ed [<C>ABCDE: catastrophic haemorrhage first]; ESI v4 Implementation Handbook [decision point A]',
    // Bleeding that pressure does not stop in a patient who is shocked needs haemorrhage control,
    // blood and fluids now: a life-saving intervention, whatever the cause.
    matches: anyOf(
      allOf(uncontrolledBleeding, shockSigns),
      // Bleeding inside after a blow to the belly, shown by a low pressure, the skin of shock or a pulse
      // of 130 (ATLS: shock after trauma is haemorrhagic until proven otherwise).
      allOf(
        blowToTheBelly,
        anyOf(
          hypotension,
          skinSignsOfShock,
          vital(
            (v) => `HR ${v.heartRate}`,
            (v) => (v.heartRate ?? 0) >= 130,
          ),
        ),
      ),
    ),
    immediateActions: [
      'Direct pressure, haemostatic packing or a tourniquet for limb bleeding now',
      'Two large-bore IV or IO lines; blood products and the massive transfusion protocol; tranexamic acid',
    ],
    workup: ['Cross-match, full blood count, coagulation, lactate; eFAST if the torso is injured'],
    differential: [
      {
        condition: 'Haemorrhagic shock',
        why: 'Uncontrolled bleeding with pallor, cold sweat, confusion or hypotension',
      },
    ],
    disposition: 'Resuscitation bay; surgery or interventional radiology for haemorrhage control',
  },
  {
    id: 'major-trauma',
    name: 'Major trauma',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'ATLS 10th ed; ACS/CDC 2021 National Guideline for the Field Triage of Injured Patients',
    matches: allOf(highRiskMechanism, none(allOf(mechanismLongAgo, none(injuredToday)))),
    escalations: [
      {
        when: anyOf(
          hypotension,
          says('unresponsive', 'unconscious'),
          allOf(alteredMentalStatus, tachycardia),
        ),
        esiFloor: 1,
        reason: 'shock or reduced consciousness after trauma',
      },
      {
        // Pale and sweating after a stab to the torso is shock as a bystander sees it, vitals or none.
        when: allOf(penetratingTorsoInjury, anyOf(hypoxia, compromisedAfterInjury, shockSigns)),
        esiFloor: 1,
        reason: 'penetrating torso injury with respiratory or circulatory compromise',
      },
    ],
    immediateActions: [
      'Trauma team activation; primary survey <C>ABCDE with catastrophic hemorrhage control first',
      'Cervical spine protection; two large-bore IV lines; tranexamic acid within 3 hours if bleeding',
      'Permissive hypotension until hemorrhage control; massive transfusion protocol if shocked',
    ],
    workup: [
      'eFAST, chest and pelvic X-ray',
      'CT head-to-pelvis [trauma CT] if stable',
      'Full blood count, cross-match, coagulation, lactate, pregnancy test',
    ],
    differential: [
      { condition: 'Occult hemorrhage [chest, abdomen, pelvis, long bones]', why: 'High-energy mechanism' },
      { condition: 'Traumatic brain or spinal cord injury', why: 'Mechanism and neurological findings' },
      { condition: 'Tension pneumothorax, tamponade', why: 'Immediately treatable chest injuries' },
    ],
    disposition: 'Trauma bay; major trauma center',
  },
  {
    id: 'compartment-syndrome',
    name: 'Compartment syndrome',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'BOAST 10 Diagnosis and management of compartment syndrome of the limbs',
    matches: allOf(
      says(
        'fracture*',
        'crush*',
        'cast',
        'plaster',
        'injur*',
        'trauma',
        'tight',
        'kicked',
        'hit',
        'blow',
        'bruise*',
        'fell',
        'landed',
        'tackl*',
      ),
      says(
        'pain out of proportion',
        'pain (on|with) passive (movement|stretch*)',
        /\bpain (?:on|with) passive (?:\w+ )?(?:movement|stretch\w*|extension|flexion)/,
        'passive stretch',
        'tense (calf|forearm|compartment|leg|lower leg|thigh)',
        // A cast that has become tight, not a sticking plaster put on tight ("bleeding stopped with a tight
        // plaster").
        /(?<!\b(?:with|under|in|put on|applied) (?:a |the |his |her |my )?)\btight (?:cast|plaster)\b/,
        'pain (despite|not relieved by) (morphine|analgesia|opioids)',
        "worst pain (i've|i have|he's|he has|she's|she has|they've) ever had",
        "like (it's|it is) going to (burst|explode|split)",
        '(tight|hard) as a drum',
        'moving (my|his|her|their) (toes|fingers) (makes it|is) (worse|agony|unbearable)',
        'pain (when|on) (moving|bending|stretching) (my|his|her|their) (toes|fingers)',
        // The same signs in other words: pain despite strong analgesia, pain on moving the digits of the
        // injured limb, a tense compartment.
        /\bpain (?:[\w']+ ){0,4}(?:despite|persisting (?:by|with|after|despite)|unrelieved by) (?:[\w']+ ){0,2}(?:morphine|opioids?|analgesia|painkillers|pain relief)/,
        /\b(?:pain|hurts|agony) (?:on|when|with) (?:moving|bending|stretching|extending|flexing) (?:the |my |his |her |their )?(?:toes|fingers)/,
        /\b(?:calf|forearm|compartment|shin|thigh|lower leg) (?:(?:feels|is|looks|now|very|getting|become|became) ){0,3}(?:tense|hard|woody)\b/,
        // Pain on moving the digits in a patient's words: "when I try to wiggle my toes it's agony". A cast
        // that only feels tight is swelling under it, split without fear of a compartment syndrome.
        /\b(?:wiggle|wiggling|move|moving|bend|bending|stretch|stretching) (?:my|his|her|their|the) (?:toes|fingers)\b[^.;]{0,20}?\b(?:agony|unbearable|excruciating|agonising|agonizing)\b/,
        // A course's words for the same two signs: "passively straightening his fingers makes him cry
        // out", "the forearm above the slab feels tense".
        /\bpassive(?:ly)? (?:straighten|stretch|extend|flex|mov)\w* (?:the |my |his |her |their )?(?:toes|fingers)\b[^.;]{0,20}?\b(?:cry out|cries out|scream\w*|agony|unbearable|excruciating)/,
        /\b(?:calf|forearm|shin|thigh|lower leg) (?:above|below|under|around|beside) (?:the |his |her |my |their )?(?:cast|plaster|slab|backslab|splint) (?:feels|is|looks) (?:very |rock )?(?:tense|hard|woody)\b/,
      ),
    ),
    immediateActions: [
      'Split the cast to skin, elevate to heart level, urgent orthopedic review for fasciotomy',
    ],
    workup: ['Compartment pressure measurement if diagnosis unclear', 'CK, renal function'],
    differential: [
      {
        condition: 'Acute compartment syndrome',
        why: 'Pain out of proportion or on passive stretch after injury or a cast',
      },
    ],
  },
  {
    id: 'high-pressure-injection',
    name: 'High-pressure injection injury',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'BSSH Hand Trauma Standards [high-pressure injection: emergency surgical debridement]',
    matches: anyOf(
      says(
        'high[- ]pressure injection',
        'injection injury',
        'injected (into|in) (his|her|their|my|the) (finger|hand|thumb|palm)',
      ),
      allOf(
        says(
          '(paint|grease|hydraulic|airless|pressure|spray|diesel|fuel) (gun|sprayer|washer|line|hose|injector)',
          '\\d{3,5} ?psi',
        ),
        says('inject*', 'pinhole', 'puncture*', 'finger', 'hand', 'thumb', 'palm'),
      ),
    ),
    immediateActions: [
      'Urgent hand surgery referral: the small entry wound hides extensive deep tissue damage',
      'Elevate; no digital block with adrenaline; tetanus; IV antibiotics',
    ],
    workup: ['X-ray of the hand [radio-opaque paint, air in the tissues]'],
    differential: [
      {
        condition: 'Deep chemical and pressure injury of the flexor sheaths',
        why: 'Paint, grease or fuel injected under high pressure spreads along tissue planes',
      },
    ],
    disposition: 'Hand surgery within hours',
  },
  {
    id: 'open-fracture-neurovascular',
    name: 'Open fracture or limb with neurovascular compromise',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'BOAST 4 Open fractures; ATLS 10th ed',
    matches: anyOf(
      allOf(
        says('open fracture', 'compound fracture', 'bone (is )?(sticking|protruding|poking) (out|through)'),
        none(injuryOfADigitOnly),
        none(boneOfAnExtractionSocket),
      ),
      says('dislocat* (with|and) (numb*|cold|pale|no sensation)'),
      allOf(
        says('fracture*', 'deform*', 'dislocat*'),
        near(/cold|pale|pulseless|numb\w*|blue/, /hand|foot|fingers|toes|limb|arm|leg/, 3),
      ),
      // An injured limb whose distal pulse is weak or gone, or whose foot or hand has gone cool: a knee
      // that "went out and popped back" with a weak foot pulse is a popliteal artery injury until shown not.
      allOf(
        injuredLimb,
        anyOf(
          weakDistalPulse,
          noDistalPulse,
          near(/cool|cold|pale|white|mottled/, /foot|hand|toes|fingers/, 2),
          coldDistalPart,
        ),
      ),
      // The patient's own bone seen in a wound, not a swallowed fish or chicken bone.
      allOf(
        says(
          /\bbones?(?: end| ends| fragments?)? (?:is |was |are |were )?(?:visible|showing|exposed|seen|sticking out|poking out|through the skin)\b/,
          'exposed bone',
          'visible bone',
          '(can|could) see (the )?bones?',
        ),
        none(says('(fish|chicken|meat|food) ?bones?', 'swallow*', 'throat', 'tonsil*')),
        none(injuryOfADigitOnly),
        none(boneOfAnExtractionSocket),
        // Bone at the base of a deep pressure sore or an ulcer is the ulcer's depth, not an open fracture.
        none(
          says(
            'pressure (sore|ulcer|injury|area)s?',
            'bed ?sores?',
            'decubitus',
            'ulcer*',
            'grade 4',
            'category 4',
          ),
        ),
      ),
    ),
    immediateActions: [
      'IV antibiotics within 1 hour for an open fracture; tetanus; photograph and cover the wound',
      'Realign a deformed pulseless limb and re-check pulses',
    ],
    workup: ['X-ray of the limb; vascular assessment'],
    differential: [
      {
        condition: 'Open fracture or limb-threatening injury',
        why: 'Exposed bone or distal neurovascular deficit',
      },
    ],
  },
  {
    id: 'major-burns',
    name: 'Major or high-risk burns',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'ABA Burn Center Referral Criteria; ATLS 10th ed',
    matches: anyOf(
      // A full-thickness burn, not a full-thickness laceration of the chin or the shin; kept to a finger or a
      // hand, it is a burns referral, not a major burn.
      allOf(
        says('full[- ]thickness'),
        says('burn*', 'burnt', 'scald*', 'flame*', 'fire', 'electric*', 'chemical*', 'frost ?bite'),
        none(burnKeptToASmallArea),
      ),
      says(
        'burns? to (the )?(face|airway|hands|genitals|perineum|chest)',
        // "burns both hands", "burnt his face", "hands burned with hot oil"
        /\b(?:burns?|burnt|burned|scalded|scalds?) (?:to |on |of )?(?:the |both |his |her |my |their )?(?:face|hands|genitals|perineum)\b/,
        /\b(?:both hands|face|genitals) (?:was |were |is |are )?(?:badly )?(?:burnt|burned|scalded)\b/,
        'facial burns?',
        'singed (nasal hair|eyebrows)',
        'inhalation injury',
        'electrical burn',
        /(?:high[- ]voltage|lightning|power line|\d{4,} ?v(?:olts)?)\b/,
        /chemical burns? (?:to|of|on) (?:the )?(?:face|eyes?|hands?|genitals|perineum)/,
        /(?:large|extensive|deep) chemical burns?/,
        'circumferential burns?',
        'large burns?',
        /burns? (?:over|covering|to) \d+ ?%/,
        'house fire',
        'high voltage',
      ),
    ),
    escalations: [
      {
        when: anyOf(
          says(stridorAtRest, 'respiratory distress', 'struggling to breathe', 'unable to speak'),
          alteredMentalStatus,
          hypoxia,
          smokeAirwayClosing,
        ),
        esiFloor: 1,
        reason: 'inhalation injury threatening the airway',
      },
    ],
    immediateActions: [
      'Stop the burning, cool with running water 20 minutes, cover with cling film',
      'Early airway assessment for inhalation injury; IV fluids by Parkland formula if > 15% TBSA adult [> 10% child]',
    ],
    workup: ['Carboxyhemoglobin, ECG for electrical injury, CK', 'Burns center referral'],
    differential: [
      { condition: 'Major burn with airway or systemic risk', why: 'Site, depth, mechanism or size' },
    ],
  },
  {
    id: 'spinal-injury',
    name: 'Spinal injury with neurological deficit',
    system: 'trauma',
    esiFloor: 2,
    guideline: 'NICE NG41 Spinal injury; Canadian C-spine rule',
    matches: allOf(
      says('fall', 'fell', 'motor vehicle collision', 'dive', 'diving', 'injur*', 'trauma', 'accident'),
      says('neck pain', 'back pain'),
      says(
        'numb*',
        'tingling',
        'pins and needles',
        'weakness',
        'paralys*',
        'unable to move (arm|leg|limb|side)',
      ),
    ),
    immediateActions: ['Full spinal motion restriction; neurological assessment'],
    workup: ['CT cervical/thoracolumbar spine; MRI for deficits'],
    differential: [
      {
        condition: 'Spinal fracture with cord injury',
        why: 'Spinal pain after injury with neurological symptoms',
      },
    ],
  },
  {
    id: 'injury-older-adult',
    name: 'Injury in a high-risk patient [age 65+]',
    system: 'trauma',
    esiFloor: 3,
    guideline: 'ACS/CDC 2021 Field Triage; NICE NG124 Hip fracture',
    resources: [],
    matches: allOf(
      ageYears(65),
      anyOf(
        says(
          /\bfall\b(?! asleep)/,
          /\bfell\b(?! (?:out|asleep|pregnant|ill|sick|off (?:the|her|his) (?:diet|wagon)))/,
          'motor vehicle collision',
          'hip injury',
          'unable to bear weight',
        ),
        // A hip that hurts, unless an injury or a fall is denied: a long-standing arthritic hip is no injury.
        allOf(says('hip pain'), none(injuryOrFallDenied)),
      ),
    ),
    immediateActions: [
      'Look for the cause of the fall [syncope, arrhythmia, infection, medications]',
      'Analgesia [fascia iliaca block for hip fracture]',
    ],
    workup: [
      'X-ray of injured areas; ECG, glucose, full blood count, electrolytes',
      'CT head if head struck and on anticoagulants or age 65+ with risk factors',
    ],
    differential: [
      { condition: 'Hip or other fragility fracture', why: 'Fall in an older adult' },
      {
        condition: 'Syncope or medical cause of the fall',
        why: 'Falls in older adults often have a medical cause',
      },
    ],
  },
];
