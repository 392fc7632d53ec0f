import {
  ageYears,
  allOf,
  anyOf,
  fever,
  historyOf,
  near,
  none,
  says,
  saysBeforeNegation,
  takes,
} from '../red-flags/matchers';
import {
  bruiseWalkedOn,
  glassFragmentSuspected,
  HURT_BONE_WORDS,
  limbDeformity,
  movesFully,
  pulledElbowChild,
  SKIN_TEAR_WORDS,
  injuryStory,
} from '../red-flags/common-phrases';
import {
  need,
  olderAdult,
  oralAnalgesiaWhenMild,
  painScoreAtLeast,
  reductionWhenDeformed,
} from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/*
 * Limb, back and neck complaints come in pairs: a pain without an injury, and an injury. The pain
 * complaint stands aside when the case tells of an injury; the injury complaint also knows the pain
 * forms ("knee pain") but needs an injury in the story, so "knee pain" alone is a pain and "knee pain
 * after a fall" is an injury, and the two never add their resources together. A painful ankle or
 * wrist is an injury until shown otherwise: that is what it nearly always is in an ED.
 */
const SIDE = '(left |right |both |l |r )?';
const POSS = '(my |his |her |their |the |a |an )?';
const PAIN_WORD = '(pain|pains|ache|aches|aching|soreness|is sore|is painful|hurts|hurting|discomfort)';
const INJURY_NOUN =
  '(injury|injuries|injured|trauma|sprain|sprains|sprained|strain|strained|fracture|fractures|fractured|deformity|deformed|contusion|bruise|bruised|bruising)';
const INJURY_VERB =
  '(injured|sprained|twisted|fractured|broke|broken|hurt|jammed|bruised|bashed|banged|bumped|knocked|crushed|stubbed|rolled|hyperextended|went over on)';
const UPPER =
  '(shoulder|shoulders|arm|upper arm|elbow|forearm|wrist|hand|hands|finger|fingers|thumb|knuckle|knuckles|clavicle|collarbone|collar bone|scaphoid|little finger|index finger|ring finger|middle finger|pinky|radius|ulna|radius and ulna|distal radius|humerus|humeral|metacarpals?|olecranon)';
const LOWER =
  '(hip|thigh|femur|knee|knees|kneecap|patella|leg|legs|lower leg|shin|calf|ankle|ankles|foot|feet|heel|toe|toes|big toe|little toe|achilles|achilles tendon|metatarsals?|tibia|fibula|tibia and fibula)';
/**
 * Upper-limb parts whose pain is often not an injury; a painful wrist is treated as an injury. The
 * shoulder blades are the back's: pain between them is interscapular back pain.
 */
const UPPER_PAIN_PART =
  '(shoulder(?!s?[\\s-]*blades?)|shoulders(?![\\s-]*blades?)|arm|arms|upper arm|elbow|forearm|hand|hands|finger|fingers|thumb|knuckle|knuckles)';
/** Lower-limb parts whose pain is often not an injury; a painful ankle is treated as an injury. Calf pain is DVT's. */
const LOWER_PAIN_PART =
  '(leg|legs|lower leg|thigh|knee|knees|shin|shins|foot|feet|heel|heels|toe|toes|big toe|hip|hips)';
/** Alone in the chief-complaint field; "leg" alone is left out, as a swollen leg is DVT's. */
const LOWER_FIELD_PART = '(thigh|knee|knees|shin|foot|feet|heel|toe|toes|big toe|hip)';

/** Weakness or numbness of a limb is a neurological complaint, not a limb pain. */
const limbNeuroSymptoms = says('weak*', 'numb*', 'tingl*', 'pins and needles', 'paralys*', 'paresthesi*');

/** An ankle or a wrist: its pain is an injury unless the story says otherwise. */
// Both ankles ("ankles a bit more swollen") without an injury are swelling of the legs, not a joint hurt.
const ankle = says('ankle');
/**
 * A wrist named without an injury story is still a wrist complaint ("wrist pain and swelling"), but not
 * when it only marks how far a sting's or a bite's swelling reaches ("red from wrist to elbow").
 */
const wrist = allOf(
  says('wrist', 'wrists'),
  none(says('stung', 'sting*', 'bitten', 'bite*', 'insect', 'wasp', 'bee', 'hornet', 'spider')),
);

const openWound = says('laceration', 'cut', 'gash', 'open wound', 'wound');

/**
 * A cut from a blade with nothing that suggests a hurt bone (no fall onto it, no blow, crush or twist, no
 * swelling, deformity or bony tenderness) is repaired without an X-ray of the limb; the wound's own
 * complaint asks for one when glass or metal may be left in it.
 */
const bladeCutOnly = allOf(
  says(
    'cut',
    'laceration',
    'slash*',
    'sliced',
    'knife',
    'blade',
    'razor',
    'scissors',
    'box cutter',
    'stanley knife',
  ),
  none(
    says(
      ...HURT_BONE_WORDS,
      'punched',
      'struck',
      'hit (it|his|her|my|their|the)',
      'machine*',
      'saw',
      'chainsaw',
      'grinder',
    ),
  ),
);
const noXrayForABladeCut = {
  // Not glass with a fragment likely left in it (stood on a broken bottle, "?glass still in wound"): the
  // X-ray looks for it.
  when: allOf(bladeCutOnly, none(glassFragmentSuspected)),
  remove: ['xray' as const],
  why: 'a cut from a blade: the wound is repaired; nothing suggests a hurt bone',
};

/**
 * An older person's thin skin torn on an edge ("caught my shin on the bed frame, a flap of skin came back
 * like tissue paper"): the flap is laid back and dressed; nothing suggests a hurt bone.
 */
const noXrayForASkinTear = {
  when: allOf(says(...SKIN_TEAR_WORDS), none(says(...HURT_BONE_WORDS, 'unable to bear weight', 'limp*'))),
  remove: ['xray' as const],
  why: 'a skin tear: the flap is laid back and dressed; nothing suggests a hurt bone',
};

const repairWhenWound = {
  when: openWound,
  add: [need('simpleProcedure', 'wound repair over the injury')],
};

/** Back pain with a reason to look for infection or cancer (NICE NG59, red flags for serious pathology). */
const backPainSeriousCauseRisk = anyOf(
  fever,
  says(
    'inject* drugs',
    'injection drug use',
    'intravenous drug use',
    'weight loss',
    'night pain',
    'pain at night',
  ),
  historyOf('cancer', 'malignan*', 'metasta*', 'myeloma', 'injection drug use'),
  takes('immunosuppressant', 'chemotherapy'),
);

/** Back pain as written; the traumatic back injury complaint knows these forms too. */
const BACK_PAIN_TERMS = [
  'back pain',
  'back pains',
  'backache',
  'back ache',
  'back spasm*',
  '(low|lower|upper|mid|middle) back (pain|ache|spasm|spasms)',
  // Not a back tooth: "lower back tooth 3 days" is a molar.
  /\b(?:low|lower) back\b(?! (?:tooth|teeth|molars?|of)\b)/,
  'lumbar (pain|back pain|spine pain)',
  'thoracic (back )?pain',
  // Not "pain in the back of my head", "the back of his knee".
  /pain (?:in|of) (?:my |his |her |their |the )?(?:lower |low |upper |mid )?back(?! of\b)/,
  'back (is )?(sore|aching|hurting|painful|hurts)',
  'sore (lower |low )?back',
  'coccyx pain',
  'tailbone pain',
  // "Back and neck pain": only "back" here, so the neck complaint keeps its own "neck pain".
  /back(?= and neck (?:pain|ache))/,
];
/** Neck pain as written; the neck injury complaint knows these forms too. */
const NECK_PAIN_TERMS = [
  'neck pain',
  'neck pains',
  'neck ache',
  'sore neck',
  'stiff neck',
  'neck stiffness',
  'neck (is )?(sore|stiff|painful|hurting|aching)',
  'pain (in|of) (my |his |her |their |the )?neck',
  'neck spasm*',
  // "Neck and back pain": only "neck" here, so the back complaint keeps its own "back pain".
  /neck(?= and (?:back|shoulder) (?:pain|ache))/,
];
/** A fall, a collision or a blow: back pain after one is a back injury. */
const backInjuryStory = allOf(
  injuryStory,
  says(
    'fell',
    'fall',
    'falls',
    'fallen',
    'landed',
    'motor vehicle collision',
    'collision',
    'crash*',
    'trauma*',
    'tackle*',
    'kicked',
    'hit (by|with)',
    'struck',
    'assault*',
  ),
);

/**
 * Back pain that began with a strain the patient can name ("done my back in digging", "lifting a box"):
 * its cause is known, so age alone does not call for blood tests.
 */
const mechanicalStrain = says(
  '(lifting|lifted|digging|dug|bending|bent (down|over)|twisting|twisted|moving furniture|gardening|shovel*|heavy (box|load|bag))',
  '(done|did|put|pulled|ricked|cricked|twinged) (my|his|her|their) back',
  'back (went|gone|twinged)',
);

const chronicOrUsual = says(
  'chronic',
  'for (weeks|months|years)',
  'for (\\d+|several|many|a few) (weeks|months|years)',
  '(longstanding|long standing)',
  'usual (pain|flare)',
  'same as (usual|before|previous)',
  'osteoarthritis',
  'known (gout|arthritis)',
);

/**
 * What makes a hot joint in known arthritis a septic joint until aspirated (BSR / BOA 2006 guideline for
 * the hot swollen joint): one joint far worse than the others, a joint the gout has never been in, a
 * prosthetic joint, or a patient whose immune system is suppressed.
 */
const septicJointConcern = anyOf(
  says(
    '(much |far |a lot )?(worse|hotter|more swollen|more painful|redder) than (the |all the |his |her |their |my )?other joints',
    'one joint (much |far )?(worse|hotter|more swollen)',
    '(new|different) joint',
    '(joint )?replacement',
    'prosthe*',
  ),
  saysBeforeNegation(
    '(never|not) (had it |been )?(in )?(the|this|that|his|her|their|my) (knee|ankle|wrist|hip|elbow|shoulder|joint)',
  ),
  // A hot joint, not the aching of many, under drugs that hide a fever.
  allOf(
    anyOf(takes('immunosuppressant'), takes('immunosuppressiveSteroid'), takes('chemotherapy')),
    says('hot', 'red'),
    none(
      says(
        'polyarthralgia',
        'aching joints',
        'joint pains',
        'all (my |his |her |their |the )?joints',
        'many joints',
      ),
    ),
  ),
);

/** A flare of known gout or arthritis without fever or a first attack: oral treatment, no tests. */
const flareOfKnownArthritisIsTreatedOrally = {
  when: allOf(
    anyOf(chronicOrUsual, says('gout*', 'flare*', 'polyarthralgia', 'aching joints', 'joint pains')),
    none(fever),
    none(says('first (episode|attack|time)')),
    none(septicJointConcern),
  ),
  remove: ['labs' as const, 'xray' as const, 'simpleProcedure' as const],
  why: 'a flare of known gout or arthritis without fever: oral treatment',
};

/**
 * An elbow that straightens fully after a blow has no fracture to find: the elbow extension test
 * (Appelboam 2008, BMJ), as examined ("full extension") or told ("can fully straighten it", "I can move it
 * fine"). Not after a fall with a deformity, or an elbow that will not straighten.
 */
const noXrayForAnElbowThatStraightens = {
  when: allOf(
    says('elbow'),
    says(
      'full (elbow )?extension',
      '(can|able to) (fully )?(straighten|extend) (it|the elbow|(his|her|my|their) (elbow|arm))( fully)?',
      '(can|able to) move (it|the elbow|(his|her|my|their) elbow) (fine|fully|normally|ok|okay)',
    ),
    none(limbDeformity),
    none(says("(can't|cannot|unable to|won't) (fully )?(straighten|extend)")),
  ),
  remove: ['xray' as const],
  why: 'an elbow that straightens fully: no X-ray (elbow extension test)',
};

/**
 * A hand or arm injury that moves fully and has no tender bone and no deformity: a jammed finger that is
 * straight, a bruised forearm. Examination finds no fracture to look for (NICE NG38).
 */
const noXrayForFullMovementWithoutBonyTenderness = {
  when: allOf(
    movesFully,
    saysBeforeNegation(
      'no bony tenderness',
      'not tender (over|on) (the )?bones?',
      'non-?tender (over )?(the )?bones?',
    ),
    none(limbDeformity),
    none(
      says(
        'bony tenderness',
        'point tender*',
        'snuff ?box',
        'crush*',
        'rotat*',
        'open wound',
        'nail bed',
        'fell on (an )?outstretched hand',
        'foosh',
      ),
    ),
  ),
  remove: ['xray' as const],
  why: 'full movement with no bony tenderness or deformity: no X-ray',
};

/** Something new since an injury already seen: a fall, a new pain or swelling, pain getting worse. */
const newSinceTheInjury = says(
  'new (injury|fall|pain|swelling|numbness)',
  'fell again',
  're-?injur*',
  'worse',
  'worsening',
);

/**
 * An injury already examined (seen days ago, its X-ray normal or not needed) and back for a note, a review
 * or crutches, with nothing new: no fall since, no worse, still walking. Nothing to repeat.
 */
const noXrayWhenAlreadyAssessed = {
  when: allOf(
    anyOf(
      says(
        'seen (here |in (the )?(ed|a&e|emergency|clinic) )?(yesterday|(\\d+|two|three|four|five|six|seven|a few) days ago|last week)',
        'x-?ray (was |came back )?(normal|clear|negative|fine|ok)',
        'already (had |been )?(x-?rayed|imaged)',
      ),
      saysBeforeNegation(
        "(did not|didn't) need (an )?x-?ray",
        // "X-ray at her GP practice yesterday, reported as showing no fracture", "the X-ray showed no break".
        'x-?ray ([\\w,-]+ ){0,8}(reported (as )?(showing )?|showed |shows |showing |found )no (fracture|break|broken bones?|bony injury)',
      ),
    ),
    none(newSinceTheInjury),
    none(says('unable to (walk|weight bear|bear weight)', "can't (walk|weight bear|bear weight)")),
    none(limbDeformity),
  ),
  remove: ['xray' as const],
  why: 'already examined for this injury, and nothing new since: nothing to repeat',
};

/**
 * A stubbed or knocked lesser toe in someone walking, not deformed and with no open wound or nail bed
 * injury: buddy strapping whether or not it is broken, so no X-ray (NICE CKS, toe fractures). The big
 * toe, a crush, a toe out of line, a wound or an older adult's bones keep it.
 */
const noXrayForALesserToe = {
  // Under 65: in frailer bones the X-ray is still taken.
  when: allOf(
    ageYears(0, 65),
    says(
      '(little|small|baby|pinky|5th|fifth|4th|fourth|3rd|third|2nd|second) toe',
      '(stubbed|kicked|knocked|caught|banged) (his |her |my |their |a |the )?(\\w+ )?toe',
    ),
    says('walking', 'weight[- ]bearing', 'fwb', 'able to bear weight', 'walked in'),
    none(
      says(
        'big toe',
        'great toe',
        'hallux',
        'crush*',
        'open wound',
        'nail bed',
        'dislocat*',
        'unable to bear weight',
      ),
    ),
    none(limbDeformity),
  ),
  remove: ['xray' as const],
  why: 'a stubbed lesser toe, walking and not deformed: buddy strapping, no X-ray [NICE CKS]',
};

/**
 * A fracture already treated, in its cast, boot or splint for a week or more, back with a question (a
 * wet cast still hard, an itch, when the boot comes off) and nothing new: no fall since, no worse pain,
 * fingers or toes pink and moving, the cast sound. The cast is checked; nothing is X-rayed again.
 */
const noXrayForACastCheck = {
  when: allOf(
    says('cast', 'plaster', 'moon boot', 'boot', 'splint', 'backslab'),
    says(
      '(\\d+|one|two|three|four|five|six|seven|eight|a) weeks? ago',
      '(for|in it for|been) (\\d+|two|three|four|five|six|seven|eight) weeks',
      "it'?s been (\\d+|two|three|four|five|six|seven|eight) weeks",
      /\((?:\d+|two|three|four|five|six|seven|eight) weeks?\)/,
    ),
    none(newSinceTheInjury),
    none(
      says(
        'severe pain',
        '(fingers|toes) (are |look |feel )?(blue|white|cold|numb|swollen|purple)',
        'pins and needles',
        'unable to (move|wiggle)',
        'cracked',
        'broken (cast|plaster)',
        // A cast gone soft or loose is replaced, with an X-ray of the position first.
        'sogg*',
        'soft',
        'loose',
        'slides',
        'sliding',
        'damaged',
        'falling apart',
        'came off',
        'smell*',
        'rubbing',
      ),
    ),
    none(limbDeformity),
  ),
  remove: ['xray' as const],
  why: 'a fracture already treated, back with a question about its cast and nothing new: no X-ray',
};

/**
 * A knock, a bruise or a stubbed toe in someone walking normally, with no bony tenderness and nothing out of
 * shape: no fracture to look for, so no X-ray (the Ottawa rules' reasoning, where they do not reach).
 */
const noXrayForABruiseWalkedOn = {
  when: bruiseWalkedOn,
  remove: ['xray' as const],
  why: 'walking normally with no bony tenderness or deformity: no X-ray',
};

/**
 * The Ottawa ankle and foot rules negative as people tell them: walking on it, and no pain when the bones
 * (malleoli, navicular, base of the fifth metatarsal) are pressed, or "Ottawa negative" itself. The
 * pressing is told as something absent ("doesn't hurt when I press on the bones"), so it is read before
 * negation. Not bearing weight or a tender bone keeps the X-ray.
 */
const noXrayWhenOttawaNegative = {
  when: allOf(
    anyOf(
      saysBeforeNegation(
        'ottawa (ankle |foot )?(rules? )?(negative|neg)',
        'ottawa (ankle |foot )?rules? not met',
      ),
      allOf(
        says(
          'walking on it',
          'walked (in|on it)',
          'fwb',
          '(fully |full )?weight[- ]bearing',
          'able to (walk|weight bear|bear weight)',
        ),
        saysBeforeNegation(
          "(doesn't|does not|didn't|did not|not|no) (hurt|tender|sore|pain)\\w* ([\\w']+ ){0,2}(when|if|on) ([\\w']+ ){0,3}(press|pressed|pressing|push|pushed|touch|touched)( \\w+){0,2} (the )?(ankle )?bones?",
          'not tender (over|on|at) (the )?(malleol\\w*|bones?|ankle bones|navicular|base of (the )?(5th|fifth))',
          'non-?tender (over )?(the )?(malleol\\w*|bones?)',
          'no bony tenderness',
        ),
      ),
    ),
    none(limbDeformity),
    none(
      says(
        'unable to (put|bear|take) (any )?weight',
        'unable to (walk|weight bear|stand)',
        'non[- ]weight[- ]bearing',
        'nwb',
        'bony tenderness',
        'point tender*',
        'tender (over|on|at) (the )?(lateral |medial |posterior )?(malleol*|navicular|base of|5th|fifth|bone)',
      ),
    ),
  ),
  remove: ['xray' as const],
  why: 'Ottawa ankle and foot rules negative: walking, no bone tender to pressure, so no X-ray',
};

/** Urine told as myoglobin colours it: "cola-coloured urine", "wee like cola", "urine dark brown". */
const MYOGLOBIN_URINE = [
  /\b(?:dark|cola|coke|coca[- ]cola|tea|brown|dark brown|red[- ]brown)(?:[- ](?:colou?red|coloured|colored))? (?:urine|wee|pee)\b/,
  /\b(?:urine|wee|pee)\b(?: (?:was|is|has been|went|turned|looks?|looked))? (?:dark brown|brown|cola|coke|(?:like|the colou?r of) (?:cola|coke|tea))\b/,
];

export const orthopedicComplaints: ComplaintDefinition[] = [
  {
    id: 'muscle-cramp',
    name: 'Muscle cramp',
    group: 'orthopedic',
    terms: [
      '(calf|calves|leg|thigh|foot|feet|hamstring|night|muscle) cramps?',
      'cramps? in (the |my |his |her |their |both )?(calf|calves|legs?|thighs?|feet|foot|hamstrings?|toes)',
      'charley horse',
    ],
    // A cramp that comes and goes in a well patient is stretching and advice: no resource.
    resources: [],
    adjustments: [
      {
        // A calf that stays swollen, red or hot between the cramps may be a deep vein thrombosis.
        when: near(/calf|calves|leg|legs|thigh/, /swollen|swelling|red|hot|warm|tender/, 4),
        add: [
          need('labs', 'D-dimer'),
          need('advancedImaging', 'leg vein ultrasound when the D-dimer or Wells score says so'),
        ],
      },
      {
        // Cramps with vomiting, diarrhoea, weakness or a diuretic are a salt or potassium problem to measure.
        when: anyOf(
          says('vomit*', 'diarrh*', 'weak*', 'diuretic*', 'furosemide', 'bendroflumethiazide', 'dialysis'),
          historyOf('kidney disease', 'renal failure', 'dialysis'),
        ),
        add: [need('labs', 'electrolytes, calcium, magnesium and renal function')],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Leg cramps 2024',
    differential: [
      {
        condition: 'Idiopathic or exercise-associated cramp',
        why: 'Brief, at night or after exertion, calf normal between',
      },
      {
        condition: 'Deep vein thrombosis, electrolyte disturbance',
        why: 'A calf that stays swollen; vomiting, diuretics',
      },
    ],
    workup: ['Examine the calf between cramps; electrolytes only with a cause to suspect'],
    immediateActions: ['Stretching advice; review medicines that cause cramp'],
  },
  {
    id: 'back-pain',
    name: 'Back pain',
    group: 'orthopedic',
    terms: [
      ...BACK_PAIN_TERMS,
      'lumbago',
      'sciatica',
      'sciatic pain',
      'back strain',
      'back injur*',
      '(injured|hurt|strained|tweaked|twisted) (my |his |her |their )?(lower |low |upper )?back',
      'pulled (a )?muscle in (my |his |her |their )?back',
      'sacroiliac (pain|joint pain)',
      'interscapular',
      `${PAIN_WORD} between ${POSS}shoulder ?blades`,
      `shoulder ?blades? ${PAIN_WORD}`,
      'radicular pain',
      'slipped disc',
      'disc (prolapse|herniation)',
    ],
    // "Boil back of neck", "cut back of hand": the back of another part is that part; a back tooth is a tooth.
    // A return is not a back: "temperature, just got back from a cruise", "came back from Spain"; nor is skin
    // that "peeled back" or "came back like tissue paper".
    complaintFieldTerms: [
      // Not "came back", "back of the hand", nor "back to baseline" (a seizure's complaint, not a back).
      /(?<!\b(?:got|get|gets|getting|came|come|comes|coming|went|going|flew|flown|drove|been|arrived|just|peeled|peeling|pulled|rolled|folded|flapped|lifted|torn|tore|ripped|cut|cutting) )back(?! (?:of|tooth|teeth|molars?|from|home|again|like)\b)(?! to (?:baseline|normal|usual|(?:her|him|them|my|your)sel(?:f|ves)|sleep|school|work|bed|nursery)\b)/,
      'lumbar',
      'coccyx',
      'tailbone',
      'shoulder ?blades?',
      'interscapular',
    ],
    requires: none(backInjuryStory),
    // Uncomplicated back pain is treated with oral analgesia and advice (NICE NG59): no resource.
    // Pain of 7 or more brings IM or IV analgesia through the severe-pain context need.
    resources: [],
    adjustments: [
      {
        when: anyOf(
          painScoreAtLeast(6),
          says('spasm*', 'severe', 'unable to (walk|move|stand|get up|straighten)', 'stuck', 'locked'),
        ),
        add: [need('parenteralMedication', 'IM or IV analgesia for severe or spasming back pain')],
      },
      {
        when: allOf(
          ageYears(50),
          none(chronicOrUsual),
          none(mechanicalStrain),
          none(backPainSeriousCauseRisk),
        ),
        add: [need('labs', 'blood count, CRP, renal function and urinalysis: new back pain at 50 and over')],
      },
      {
        when: allOf(ageYears(65), none(chronicOrUsual)),
        add: [need('xray', 'spine X-ray for osteoporotic collapse at 65 and over')],
      },
      {
        when: backPainSeriousCauseRisk,
        add: [
          need('labs', 'blood count, CRP and cultures for spinal infection or cancer'),
          need('advancedImaging', 'MRI spine for infection or metastatic disease'),
        ],
      },
    ],
    centralPain: true,
    guideline: 'NICE NG59 Low back pain and sciatica; ACP 2017 Low back pain',
    differential: [
      {
        condition: 'Mechanical back pain or sciatica',
        why: 'The commonest cause; no imaging without red flags',
      },
      {
        condition: 'Cauda equina, spinal infection, metastasis, aortic aneurysm',
        why: 'Screen for saddle numbness, sphincter change, fever, cancer and age over 50',
      },
      { condition: 'Renal colic or pyelonephritis', why: 'Flank pain with urinary symptoms' },
    ],
    workup: [
      'Neurological examination of the legs; ask about saddle sensation, bladder and bowel',
      'No imaging for uncomplicated back pain; bloods and MRI only with red flags',
    ],
    immediateActions: ['Analgesia; keep active', 'Bladder scan if any urinary symptom'],
  },
  {
    id: 'back-injury',
    name: 'Traumatic back / spine injury',
    group: 'orthopedic',
    terms: [
      ...BACK_PAIN_TERMS,
      'back injury',
      'back injuries',
      'back trauma',
      'injured (my |his |her |their )?(lower |low |upper )?back',
      'hurt (my |his |her |their )?(lower |low |upper )?back',
      'spin(e|al) (injury|injuries|trauma|fracture)',
      'thoracolumbar (injury|fracture|spine)',
      'lumbar (spine )?(fracture|injury)',
      'vertebral (fracture|injury)',
      'compression fracture',
      'wedge fracture',
      'fell (on|onto) (my |his |her |their |the )?(lower |low )?(back|tailbone|coccyx|bottom|buttocks)',
      'landed on (my |his |her |their |the )?(lower |low )?(back|tailbone|coccyx|bottom|buttocks)',
      'coccyx (injury|fracture)',
      'tailbone (injury|fracture)',
    ],
    requires: anyOf(
      backInjuryStory,
      says(
        'spin(e|al) (injury|fracture)',
        'vertebra*',
        'compression fracture',
        'wedge fracture',
        '(coccyx|tailbone) (injury|fracture)',
      ),
    ),
    resources: [
      need('xray', 'thoracolumbar spine X-ray'),
      need('parenteralMedication', 'IV or IM analgesia'),
    ],
    adjustments: [
      oralAnalgesiaWhenMild,
      {
        when: olderAdult,
        remove: ['xray'],
        why: 'CT rather than X-ray at 65 and over',
        add: [need('advancedImaging', 'CT spine: fractures are easily missed on X-ray at 65 and over')],
      },
      {
        when: says('midline tender*', 'bony tender*', 'step', 'spinal tender*'),
        add: [need('advancedImaging', 'CT spine for midline bony tenderness after injury')],
      },
    ],
    centralPain: true,
    guideline: 'NICE NG41 Spinal injury: assessment and initial management',
    differential: [
      { condition: 'Soft-tissue back injury', why: 'No midline tenderness or deficit' },
      {
        condition: 'Vertebral fracture, including osteoporotic collapse',
        why: 'Midline tenderness, older age, steroid use, high-energy mechanism',
      },
      {
        condition: 'Spinal cord or cauda equina injury',
        why: 'Any new numbness, weakness or sphincter change',
      },
    ],
    workup: [
      'Palpate the midline; full neurological examination',
      'X-ray or CT of the tender level; CT first at 65 and over',
    ],
    immediateActions: ['Spinal precautions until midline tenderness and deficit are excluded'],
  },
  {
    id: 'neck-pain',
    name: 'Neck pain',
    group: 'orthopedic',
    terms: [
      ...NECK_PAIN_TERMS,
      'torticollis',
      'wry neck',
      'crick in (my |his |her |their |the )?neck',
      'cervicalgia',
      'cervical (pain|radiculopathy)',
    ],
    complaintFieldTerms: ['neck'],
    requires: none(injuryStory),
    resources: [],
    adjustments: [
      {
        when: painScoreAtLeast(7),
        add: [need('parenteralMedication', 'IM analgesia or muscle relaxant for severe spasm')],
      },
      {
        when: fever,
        add: [
          need('labs', 'blood count and CRP: neck pain with fever may be deep neck infection or meningitis'),
        ],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Neck pain, non-specific',
    differential: [
      {
        condition: 'Non-specific neck pain or torticollis',
        why: 'Common; settles with analgesia and movement',
      },
      { condition: 'Cervical radiculopathy', why: 'Arm pain, numbness or weakness in a root distribution' },
      {
        condition: 'Meningitis, deep neck infection, arterial dissection',
        why: 'Fever, headache or neuro signs',
      },
    ],
    workup: ['Examine range of movement and arm neurology; no imaging without trauma or red flags'],
    immediateActions: ['Oral analgesia and heat; safety-net for fever, headache, arm weakness'],
  },
  {
    id: 'neck-injury',
    name: 'Neck injury',
    group: 'orthopedic',
    terms: [
      ...NECK_PAIN_TERMS,
      'neck injury',
      'neck injuries',
      'neck trauma',
      'injured (my |his |her |their )?neck',
      'hurt (my |his |her |their )?neck',
      'whiplash',
      'c spine (injury|pain|tenderness|fracture|trauma)',
      'cervical spine (injury|pain|tenderness|fracture|trauma)',
      'cervical fracture',
      'neck (sprain|strain)',
      'dived into (a |the )?(pool|shallow water|water)',
      'diving (injury|accident)',
      'in (a )?(c )?collar',
      'collared and boarded',
    ],
    requires: anyOf(injuryStory, says('c spine', 'cervical spine', 'collar*', 'cervical fracture')),
    resources: [
      need('advancedImaging', 'CT cervical spine unless the Canadian C-spine rule or NEXUS clears it'),
    ],
    guideline: 'Canadian C-spine rule; NEXUS; NICE NG41 Spinal injury',
    differential: [
      { condition: 'Whiplash or neck sprain', why: 'Most low-energy neck injuries' },
      {
        condition: 'Cervical spine fracture or ligament injury',
        why: 'Midline tenderness, age 65+, dangerous mechanism',
      },
      {
        condition: 'Vertebral or carotid artery dissection',
        why: 'Neck pain with headache or neurological signs',
      },
    ],
    workup: ['Apply the Canadian C-spine rule or NEXUS', 'CT cervical spine when the rule is positive'],
    immediateActions: ['Keep the neck immobilised until the rule or imaging clears it'],
  },
  {
    id: 'hip-pain-older-adult',
    name: 'Hip pain or injury in an older adult',
    group: 'orthopedic',
    requires: olderAdult,
    terms: [
      `${SIDE}hip (pain|pains|ache|injury|injuries|trauma|fracture|fractured|is sore|is painful|hurts)`,
      `${INJURY_VERB} ${POSS}${SIDE}hip`,
      `pain (in|of) ${POSS}${SIDE}hip`,
      `fell (on|onto) ${POSS}${SIDE}(hip|side)`,
      `sore ${SIDE}hip`,
      '(fractured |broken )?neck of (the )?femur( fracture)?',
      'nof',
      'fractured nof',
      'hip fracture',
      'femoral neck fracture',
      'intertrochanteric fracture',
      'shortened and (externally )?rotated',
      // A broken hip as a busy note gives it: an older person who cannot stand on a leg (after a fall).
      `unable to (stand|bear weight|weight bear|put (any )?weight) on ${POSS}${SIDE}leg`,
      // A broken hip is often felt in the groin: "groin pain after a fall" at 85 is the hip's.
      /\b(?:groin|thigh) pain (?:after|since|following) (?:a |the |her |his |my )?(?:fall|trip|slip)\b/,
    ],
    complaintFieldTerms: [`${SIDE}hip`, `${SIDE}groin pain`],
    resources: [
      need('xray', 'X-ray of the pelvis and hip'),
      need('labs', 'blood count, renal function, group and save'),
      need('ecg', 'ECG: the cause of the fall and pre-operative'),
      need('parenteralMedication', 'IV analgesia or fascia iliaca block'),
      need('specialtyConsultation', 'orthopaedic review for a hip fracture'),
    ],
    adjustments: [
      {
        when: allOf(
          none(injuryStory),
          none(says('unable to (walk|bear weight|weight bear|stand)', 'shortened')),
        ),
        remove: ['labs', 'ecg', 'parenteralMedication', 'specialtyConsultation'],
        why: 'hip pain without an injury in a patient who walks: X-ray only',
      },
      {
        // Arthritis already diagnosed, its pain as usual: the analgesia it needs, not a new X-ray.
        when: allOf(
          none(injuryStory),
          none(says('unable to (walk|bear weight|weight bear|stand)', 'shortened', 'worse', 'new', 'fever*')),
          says(
            'long[- ]?standing',
            'chronic',
            '(his|her|their|my) usual',
            'known (osteo)?arthrit*',
            'osteoarthrit*',
            '(waiting|wait) list for (a |his |her )?(total )?hip replacement',
            'awaiting (a |his |her )?(total )?hip replacement',
          ),
        ),
        remove: ['xray'],
        why: 'long-standing arthritic hip pain, as usual: analgesia, no new X-ray',
      },
    ],
    guideline: 'NICE NG124 Hip fracture; BOAST Hip fracture',
    differential: [
      {
        condition: 'Fractured neck of femur',
        why: 'Hip pain after a fall at 65 and over, unable to bear weight, shortened and rotated leg',
      },
      { condition: 'Pubic ramus fracture, osteoarthritis', why: 'Groin pain, can often walk' },
      { condition: 'Septic arthritis of a hip replacement', why: 'Fever or a painful prosthesis' },
    ],
    workup: ['X-ray AP pelvis and lateral hip; CT or MRI if X-ray is normal and pain persists'],
    immediateActions: ['Analgesia within 30 minutes, fascia iliaca block', 'Look for the cause of the fall'],
  },
  {
    id: 'upper-extremity-pain',
    name: 'Upper extremity pain',
    group: 'orthopedic',
    terms: [
      `${SIDE}${UPPER_PAIN_PART} ${PAIN_WORD}`,
      `pain (in|of) ${POSS}${SIDE}${UPPER_PAIN_PART}`,
      `(sore|painful|aching|stiff) ${SIDE}${UPPER_PAIN_PART}`,
      'frozen shoulder',
      'tennis elbow',
      'golfer*s elbow',
      'carpal tunnel( syndrome)?',
      'rotator cuff (pain|tendinitis|tendonitis|tendinopathy|tear)',
      'shoulder (impingement|stiffness|tendinitis|tendonitis)',
      'trigger (finger|thumb)',
      'de quervain*',
      'olecranon bursitis',
    ],
    complaintFieldTerms: [`${SIDE}${UPPER_PAIN_PART}`],
    requires: allOf(none(injuryStory), none(pulledElbowChild), none(limbNeuroSymptoms)),
    resources: [],
    adjustments: [
      {
        when: allOf(
          ageYears(30),
          says(
            'sweat*',
            'diaphore*',
            'clammy',
            'shortness of breath',
            'short of breath',
            'nause*',
            'jaw',
            'exertion*',
            'exercise',
            'chest',
          ),
        ),
        add: [
          need('ecg', 'ECG: arm pain with exertional or autonomic features can be cardiac ischaemia'),
          need('labs', 'troponin'),
        ],
      },
      {
        // A limb swollen by a sting or a bite has a soft-tissue cause the eye can see: no bone to image.
        when: allOf(
          anyOf(olderAdult, says('swell*', 'swollen', 'deform*', 'unable to (move|lift|raise)', 'lump')),
          none(says('stung', 'sting', 'wasp', 'bee', 'hornet', 'insect bite', 'bitten by')),
        ),
        add: [need('xray', 'X-ray of the painful part')],
      },
      // After the X-ray an older patient's pain would get: a flare of imaged arthritis needs none.
      {
        when: allOf(
          says(
            'known (osteo)?arthritis',
            'osteoarthritis',
            'x-?ray (last|previously|before)',
            'already (x-?rayed|imaged)',
            'chronic',
            'flare',
          ),
          none(says('fall', 'fell', 'injur*', 'trauma', 'deform*', 'hot', 'fever*', 'red')),
        ),
        remove: ['xray'],
        why: 'a flare of known, imaged arthritis without injury: no new X-ray',
      },
    ],
    minor: true,
    differential: [
      {
        condition: 'Tendinopathy, bursitis, frozen shoulder, nerve entrapment',
        why: 'Non-traumatic limb pain',
      },
      {
        condition: 'Cardiac ischaemia',
        why: 'Left arm or shoulder pain with exertion, sweating or breathlessness',
      },
      { condition: 'Septic arthritis, cellulitis, DVT of the arm', why: 'Fever, redness or swelling' },
    ],
    workup: [
      'Examination of the joint and neurovascular status; X-ray only with swelling, deformity or age 65+',
    ],
    immediateActions: ['Oral analgesia and activity advice; ECG if the story could be cardiac'],
  },
  {
    id: 'lower-extremity-pain',
    name: 'Lower extremity pain',
    group: 'orthopedic',
    terms: [
      `${SIDE}${LOWER_PAIN_PART} ${PAIN_WORD}`,
      `pain (in|of) ${POSS}${SIDE}${LOWER_PAIN_PART}`,
      `(sore|painful|aching|stiff) ${SIDE}${LOWER_PAIN_PART}`,
      'plantar fasci*',
      'achilles (pain|tendinitis|tendonitis|tendinopathy)',
      'shin splints',
      'metatarsalgia',
      'heel spur',
      'knee (osteoarthritis|arthritis)',
      'trochanteric bursitis',
      'prepatellar bursitis',
    ],
    complaintFieldTerms: [`${SIDE}${LOWER_FIELD_PART}`],
    requires: allOf(none(injuryStory), none(limbNeuroSymptoms)),
    resources: [],
    adjustments: [
      {
        when: anyOf(
          // An older adult's mild ache while walking normally is diagnosed without imaging (NICE NG226).
          allOf(
            olderAdult,
            none(says('mild(ly)? (\\w+ )?(achy|aching|ache|sore|pain)', 'walk(s|ing)? normally')),
          ),
          says('swell*', 'swollen', 'deform*', 'unable to bear weight', 'limp*', 'lump'),
        ),
        add: [need('xray', 'X-ray of the painful part')],
      },
      flareOfKnownArthritisIsTreatedOrally,
    ],
    minor: true,
    guideline: 'NICE CKS Knee pain; NICE CG177 Osteoarthritis',
    differential: [
      { condition: 'Osteoarthritis, tendinopathy, plantar fasciitis', why: 'Non-traumatic limb pain' },
      { condition: 'DVT, cellulitis, septic arthritis', why: 'Swelling, redness or fever' },
      { condition: 'Peripheral arterial disease, sciatica', why: 'Claudication or radiating back pain' },
    ],
    workup: ['Examine the joint, calf and pulses; X-ray only with swelling, deformity or age 65+'],
    immediateActions: ['Oral analgesia; safety-net for swelling, redness or fever'],
  },
  {
    id: 'joint-pain-swelling',
    name: 'Joint pain / swelling',
    group: 'orthopedic',
    terms: [
      'joint pain*',
      'joint swelling',
      'joints? (are |is )?(swollen|painful|sore|aching)',
      'swollen (joint|joints)',
      'painful (joint|joints)',
      'aching joints',
      'arthralgia*',
      'polyarthralgia',
      'arthritis flare*',
      'flare (of|up of) (my |his |her |their )?(gout|arthritis)',
      'gout*',
      'gouty',
      'pseudogout',
      'podagra',
      'hot (swollen )?joint',
      'red (hot )?(swollen )?joint',
      `${SIDE}(knee|elbow|wrist|big toe|toe|finger|knuckle) (is )?(pain and )?(swelling|swollen)`,
      `swollen ${SIDE}(knee|elbow|wrist|big toe|toe|finger|knuckle)`,
      // "Swollen painful knee", "painful, swollen left ankle": the joint, with no injury told.
      `swollen,? (and )?(painful|tender|sore|stiff),? ${SIDE}(knee|elbow|ankle|wrist|big toe|toe|finger|knuckle)`,
      `(painful|tender|sore|stiff),? (and )?swollen,? ${SIDE}(knee|elbow|ankle|wrist|big toe|toe|finger|knuckle)`,
      // "Hot swollen painful knee", "swollen, hot and tender elbow": heat with swelling is the joint's.
      `(red|hot|warm)(,? (and )?(red|hot|warm|swollen|painful|tender|sore|inflamed)){0,3} ${SIDE}(knee|elbow|ankle|wrist|big toe|toe)`,
      `swollen(,? (and )?(painful|tender|sore))*,? (and )?(red|hot|warm)(,? (and )?(painful|tender|sore))* ${SIDE}(knee|elbow|ankle|wrist|big toe|toe)`,
      // "L knee hot + swollen", "knee warm and swollen": the joint named first, then its heat and swelling.
      new RegExp(
        `\\b${SIDE}(?:knee|elbow|ankle|wrist|big toe) (?:is |now |very )?(?:red|hot|warm)(?: ?(?:\\+|,|and|&) ?(?:very )?(?:red|hot|warm|swollen|painful|tender)){1,3}\\b`,
      ),
      'effusion (of|in) (the |his |her |my )?(left |right )?knee',
      'knee effusion',
    ],
    complaintFieldTerms: ['arthritis', 'bursitis', 'tendinitis', 'tendonitis', 'joint', 'joints'],
    // A swollen fingertip with pus beside the nail is a paronychia (the abscess complaint), not a joint.
    requires: allOf(
      none(injuryStory),
      none(
        says(
          'pus',
          'fluctuant',
          'abscess*',
          'paronychia',
          'whitlow',
          '(thumbnail|fingernail|toenail|nail) (fold|bed)',
          'beside (the |his |her |my |an? )?(\\w+ )?(thumbnail|fingernail|toenail|nail)',
          'ingrown (toe|finger)?nail',
          'ingrowing (toe|finger)?nail',
        ),
      ),
    ),
    resources: [
      need('labs', 'blood count, CRP, urate and renal function'),
      need('xray', 'X-ray of the joint'),
      need('simpleProcedure', 'joint aspiration for cell count, crystals and culture'),
    ],
    adjustments: [flareOfKnownArthritisIsTreatedOrally],
    minor: true,
    guideline: 'BSR/BHPR Management of the hot swollen joint in adults; EULAR 2016 Gout',
    differential: [
      {
        condition: 'Septic arthritis',
        why: 'Any single hot swollen joint until aspirated, especially with fever',
      },
      { condition: 'Gout or pseudogout', why: 'Acute monoarthritis, often the big toe, knee or wrist' },
      { condition: 'Reactive, inflammatory or osteoarthritis', why: 'Several joints or a long history' },
    ],
    workup: ['Joint aspiration before antibiotics for a hot swollen joint', 'Blood count, CRP, urate; X-ray'],
    immediateActions: ['Rest and elevate; NSAID or colchicine for a typical gout flare'],
  },
  {
    id: 'dislocation',
    name: 'Dislocation',
    group: 'orthopedic',
    requires: none(pulledElbowChild),
    terms: [
      /(?:(?:left|right) )?(?:shoulder|elbow|finger|thumb|knee|kneecap|knee cap|patella|patellar|hip|jaw|mandible|toe|ankle|wrist|ac joint|acromioclavicular|tmj) dislocat\w*/,
      'dislocat*',
      'subluxation',
      'subluxed',
      // "It popped out", not tablets that "are popped out" of their blister pack.
      /(?<!\b(?:are|were|been|is|was|be|get|got) )\bpopped out\b(?! of (?:the |a |its |their |my |her |his )?(?:packet|pack|blister|box|foil|strip))/,
      '(shoulder|knee cap|kneecap|patella|finger|thumb|jaw|hip|elbow) (has )?(popped|came|come|gone) out',
      // "Shoulder out", a squared-off shoulder: how a patient who has had one before, and a nurse, say it.
      /\b(?:shoulder|kneecap|knee cap|hip) (?:is |has |went |gone |has gone )?out\b(?! of (?:breath|puff|action|bed))/,
      'squared[- ]off( shoulder)?',
      'shoulder (looks |is )?squared',
      'loss of (the )?(shoulder|deltoid) contour',
      'out of (its )?(socket|joint)',
      'jaw (is )?locked (open)?',
      'unable to close (my |his |her |their )?mouth',
    ],
    resources: [
      need('xray', 'X-ray before and after reduction'),
      need('parenteralMedication', 'IV analgesia'),
      need('complexProcedure', 'reduction under procedural sedation'),
    ],
    adjustments: [
      {
        when: anyOf(
          near(/finger\w*|thumb|toe|jaw|mandible|tmj/, /dislocat\w*|popped|out of (?:joint|socket)/, 3),
          says('unable to close'),
        ),
        remove: ['complexProcedure', 'parenteralMedication'],
        add: [need('simpleProcedure', 'reduction under a digital block or without sedation')],
        why: 'a digit or jaw is reduced without procedural sedation',
      },
      {
        when: near(/kneecap|knee cap|patella\w*/, /dislocat\w*|popped|out of (?:joint|place)/, 3),
        remove: ['complexProcedure'],
        add: [need('simpleProcedure', 'patellar reduction by extending the knee with inhaled analgesia')],
        why: 'a patella reduces without procedural sedation',
      },
      {
        when: says(
          'self (reduced|relocated)',
          'went back (in|into place)',
          'popped back( in)?',
          'relocated (itself|spontaneously|at the scene|by)',
          'reduced (itself|spontaneously|at the scene|on scene|by)',
          'now (reduced|relocated)',
        ),
        remove: ['complexProcedure', 'simpleProcedure', 'parenteralMedication'],
        why: 'already back in place: X-ray and a sling or splint',
      },
    ],
    highRisk: [
      {
        when: allOf(
          says('knee dislocat*', 'dislocated (my |his |her |their |the )?(left |right )?knee'),
          none(says('kneecap', 'knee cap', 'patella*')),
        ),
        reason: 'Knee dislocation: popliteal artery injury is common even when the foot pulses are present',
        source: 'ATLS 10th ed; BOAST Knee dislocation and vascular injury',
      },
      {
        when: allOf(
          says('hip dislocat*', 'dislocated (my |his |her |their |the )?(left |right )?hip'),
          none(says('prosthe*', 'replacement', 'arthroplasty', 'thr')),
        ),
        reason:
          'Native hip dislocation: high-energy injury, reduce within 6 hours to limit avascular necrosis',
        source: 'ATLS 10th ed',
      },
    ],
    guideline: 'BOAST; ATLS 10th ed',
    differential: [
      { condition: 'Simple dislocation', why: 'Shoulder, finger, patella most commonly' },
      { condition: 'Fracture-dislocation', why: 'X-ray before reduction for most joints' },
      { condition: 'Neurovascular injury', why: 'Axillary nerve, popliteal artery, sciatic nerve' },
    ],
    workup: ['X-ray before and after reduction', 'Document distal pulses and sensation before and after'],
    immediateActions: ['Analgesia; check distal circulation and sensation now'],
  },
  {
    id: 'amputation',
    name: 'Amputation',
    group: 'orthopedic',
    terms: [
      'amputat*',
      '(left |right )?(index |middle |ring |little )?(finger|fingers|fingertip|finger tip|thumb|toe|toes|digit|hand|foot|arm|leg) amputat*',
      'severed (finger|fingers|thumb|toe|toes|hand|foot|digit|fingertip|ear)',
      '(finger|thumb|toe|fingertip|finger tip|digit) (was )?(severed|cut off|chopped off|sliced off|torn off|ripped off)',
      '(cut|chopped|sliced|torn|ripped) off (the )?(tip of )?(my |his |her |their )?(finger|thumb|toe|fingertip|hand)',
      'tip of (the |my |his |her |their )?(finger|thumb) (cut|chopped|sliced|torn) off',
      'fingertip (injury|amputation|avulsion|loss)',
      'finger tip (injury|amputation|avulsion|loss)',
      'degloving',
      'degloved',
      // Nearly off: "my thumb and first finger are hanging off", "finger hanging by a flap of skin".
      '(finger|fingers|fingertip|thumb|toe|toes|digit|ear)( and (my |his |her |their |the )?(\\w+ )?(finger|fingers|thumb|toe|toes))? (is |are |was |were )?(hanging|dangling) (off|by)',
      '(nearly|almost|partly|partially) (cut|chopped|sliced|torn|ripped) off',
      'partial amputat*',
    ],
    resources: [
      need('xray', 'X-ray of the stump and the amputated part'),
      need('parenteralMedication', 'IV antibiotics and analgesia'),
      need('specialtyConsultation', 'hand or plastic surgery for replantation'),
    ],
    adjustments: [
      {
        when: allOf(
          says('tip', 'fingertip', 'finger tip', 'distal phalanx', 'nail bed', 'pulp'),
          none(says('thumb', 'hand', 'several', 'multiple', '(two|three|four) fingers')),
        ),
        remove: ['specialtyConsultation', 'parenteralMedication'],
        add: [need('simpleProcedure', 'fingertip wound closure or terminalisation under digital block')],
        why: 'a fingertip amputation is closed in the ED',
      },
    ],
    highRisk: [
      {
        when: anyOf(
          says(
            'thumb',
            'amputat* (of )?(the |his |her |their |my |a )?(left |right )?(hand|arm|forearm|wrist|leg|foot)',
            '(hand|arm|forearm|wrist|leg|foot) (amputat*|severed|cut off|torn off)',
            'severed (hand|arm|leg|foot)',
            '(several|multiple|two|three|four) (fingers|digits)',
          ),
          ageYears(0, 16),
        ),
        reason:
          'Amputation of the thumb, several digits, a hand or proximal limb, or in a child: time-critical replantation',
        source: 'BSSH Standards for hand trauma; ATLS 10th ed',
      },
    ],
    guideline: 'BSSH Standards for the management of open hand injuries; ATLS 10th ed',
    differential: [
      { condition: 'Fingertip amputation', why: 'Most common; managed locally' },
      {
        condition: 'Digit or limb amputation suitable for replantation',
        why: 'Thumb, several digits, hand, child',
      },
    ],
    workup: ['X-ray of the hand and the part', 'Hand surgery referral for replantation candidates'],
    immediateActions: [
      'Pressure and elevation to control bleeding; tetanus and antibiotics',
      'Wrap the part in damp gauze in a sealed bag on ice, never directly on ice',
    ],
  },
  {
    id: 'exercise-muscle-soreness',
    name: 'Muscle soreness after exercise',
    group: 'orthopedic',
    // After a workout, a class or training: delayed-onset muscle soreness, a day or two later.
    requires: says(
      'gym',
      'work ?out',
      'exercis*',
      'class',
      'session',
      'training',
      'squats',
      'lunges',
      'weights',
      'curls',
      'boot ?camp',
      'crossfit',
      'spin*',
    ),
    terms: [
      'doms',
      'delayed onset muscle soreness',
      'muscle (soreness|stiffness|aches)',
      'everything aches',
      '(sore|aching|achy|stiff)( and (sore|aching|achy|stiff))? (muscles|arms|upper arms|legs|thighs|calves|quads|everywhere|all over)',
      '(muscles|arms|legs|thighs|calves|quads|bum) (are |feel |is )?(so |really |very )?(stiff|sore|achy)',
    ],
    // Advice, rest and oral analgesia: no test while the urine is its usual colour and nothing is swollen.
    resources: [],
    // The soreness is what the limb's pain and a feared muscle breakdown are, unless the urine is dark or
    // a muscle is swollen, tense or weak: then a rhabdomyolysis is tested for.
    explains: ['rhabdomyolysis', 'upper-extremity-pain', 'lower-extremity-pain'],
    explainsUnless: says(
      ...MYOGLOBIN_URINE,
      // Wider than the rhabdomyolysis reads it: any urine said dark or red keeps the muscle breakdown.
      /\b(?:dark|red)(?:[- ]colou?red)? (?:urine|wee|pee)\b/,
      /\b(?:urine|wee|pee)\b(?: (?:was|is|has been|went|turned|looks?|looked))? dark\b/,
      'swollen',
      'swelling',
      'tense',
      'weak*',
      'not passing (urine|water)',
      'vomit*',
    ),
    minor: true,
    guideline: 'NICE CKS Sprains and strains; exertional rhabdomyolysis consensus (CHAMP 2020)',
    differential: [
      { condition: 'Delayed-onset muscle soreness', why: 'Aching a day or two after unaccustomed exercise' },
      { condition: 'Exertional rhabdomyolysis', why: 'Dark urine, swollen muscles, severe pain' },
    ],
    workup: ['Urine colour and dipstick for blood; CK only if dark urine or swollen muscles'],
    immediateActions: ['Rest, fluids, oral analgesia; return with dark urine or swelling'],
  },
  {
    // Muscle broken down by unaccustomed exercise, a crush, a long lie, a fit or a drug: the urine turns
    // brown with myoglobin and the kidneys are at risk (CK, renal function and potassium; IV fluids).
    id: 'rhabdomyolysis',
    name: 'Rhabdomyolysis',
    group: 'orthopedic',
    requires: says(
      'spin(ning)? class*',
      'marathon',
      'ultra',
      'gym',
      'work ?out',
      'exercis*',
      'squats',
      'crossfit',
      'boot ?camp',
      'training',
      'long lie',
      'crush*',
      'muscle (pain|aches?|swelling|tenderness)',
      '(thighs?|calf|calves|legs|arms|muscles|quads) (are |were |have been |feel |felt )?(\\w+ )?(sore|aching|swollen|tight|tender|hard|painful)',
      '(sore|aching|swollen|tight|painful) (thighs?|calf|calves|legs|arms|muscles|quads)',
      '(thigh|calf|leg|arm|muscle) pain',
      'statin*',
      'heat ?stroke',
    ),
    terms: ['rhabdo*', ...MYOGLOBIN_URINE, 'myoglobinuria'],
    resources: [
      need('labs', 'CK, renal function, potassium and urinalysis'),
      need('ivFluids', 'IV fluids to protect the kidneys'),
    ],
    guideline:
      'UK Kidney Association / NICE CKS: rhabdomyolysis; exertional rhabdomyolysis consensus (CHAMP 2020)',
    differential: [
      {
        condition: 'Exertional or crush rhabdomyolysis',
        why: 'Muscle pain and swelling with brown urine after exertion',
      },
      { condition: 'Haematuria, haemolysis, jaundice', why: 'Other causes of dark urine' },
      { condition: 'Compartment syndrome', why: 'Tense swollen muscle compartments' },
    ],
    workup: ['CK, renal function, potassium, calcium', 'Urinalysis: blood on dipstick without red cells'],
    immediateActions: ['IV fluids; stop NSAIDs; monitor urine output'],
  },
  {
    id: 'upper-extremity-injury',
    name: 'Upper extremity injury',
    group: 'orthopedic',
    terms: [
      `${SIDE}${UPPER} ${INJURY_NOUN}`,
      `${INJURY_VERB} ${POSS}${SIDE}${UPPER}`,
      `${SIDE}${UPPER} (was |got |been )?bent (right |all the way )?back(wards)?`,
      `bent ${POSS}${SIDE}${UPPER} (right |all the way )?back(wards)?`,
      `(injury|injuries|trauma|fracture|fractures) (to|of) ${POSS}${SIDE}${UPPER}`,
      `${SIDE}${UPPER} ${PAIN_WORD}`,
      `pain (in|of) ${POSS}${SIDE}${UPPER}`,
      `(sore|painful|swollen) ${SIDE}${UPPER}`,
      `${SIDE}${UPPER} (is )?(swelling|swollen)`,
      '(fell|fall|landed) on (an |his |her |my |their )?outstretched (hand|arm)',
      'foosh',
      'colles*( fracture)?',
      'smith*s fracture',
      'scaphoid (fracture|injury|tenderness)',
      'boxer*s fracture',
      'punched (a |the )?(wall|door|window)',
      'mallet finger',
      '(skier|gamekeeper)*s thumb',
      '(finger|fingers|thumb|hand) (caught|crushed|shut|slammed|trapped) in (a |the )?(car )?(door|window|machine)',
      /(?:finger|fingertip|thumb|hand) crush(?: injury)?/,
      'crushed (my |his |her |their )?(finger|fingers|thumb|hand)',
      'clavicle',
      'collarbone',
    ],
    complaintFieldTerms: [`${SIDE}${UPPER}`],
    requires: allOf(anyOf(injuryStory, wrist), none(pulledElbowChild)),
    resources: [need('xray', 'X-ray of the injured part')],
    adjustments: [
      reductionWhenDeformed,
      repairWhenWound,
      noXrayForABladeCut,
      noXrayForASkinTear,
      noXrayForFullMovementWithoutBonyTenderness,
      noXrayForAnElbowThatStraightens,
      noXrayWhenAlreadyAssessed,
      noXrayForACastCheck,
    ],
    minor: true,
    guideline: 'ESI v4 Implementation Handbook; NICE NG38 Fractures [non-complex]',
    differential: [
      { condition: 'Sprain or soft-tissue injury', why: 'No bony tenderness or deformity' },
      {
        condition: 'Fracture: distal radius, scaphoid, metacarpal, clavicle',
        why: 'Bony tenderness, swelling, deformity',
      },
      { condition: 'Tendon or nerve injury', why: 'Loss of movement or sensation' },
    ],
    workup: ['X-ray of the injured part; scaphoid views for anatomical snuffbox tenderness'],
    immediateActions: [
      'Sling or splint, ice, elevation and oral analgesia; check distal circulation and sensation',
    ],
  },
  {
    id: 'lower-extremity-injury',
    name: 'Lower extremity injury',
    group: 'orthopedic',
    terms: [
      `${SIDE}${LOWER} ${INJURY_NOUN}`,
      `${INJURY_VERB} ${POSS}${SIDE}${LOWER}`,
      `(injury|injuries|trauma|fracture|fractures) (to|of) ${POSS}${SIDE}${LOWER}`,
      `${SIDE}${LOWER} ${PAIN_WORD}`,
      `pain (in|of) ${POSS}${SIDE}${LOWER}`,
      `(sore|painful) ${SIDE}${LOWER}`,
      `swollen ${SIDE}(ankle|knee|foot|toe|big toe)`,
      `${SIDE}(ankle|knee|foot|toe|big toe) (is )?swollen`,
      'inversion injury',
      'ankle (inversion|eversion)',
      'went over on (my |his |her |their |the )?(left |right )?ankle',
      'stubbed (my |his |her |their )?(left |right )?(big )?toe',
      /dropped (?:a |an |the |something )?(?:[\w-]+ ){0,3}on (?:my |his |her |their )?(?:left |right )?(?:foot|toe|toes)/,
      '(knee|ankle) (gave way|gave out|buckled|locked|popped)',
      'acl (injury|tear|rupture)',
      'anterior cruciate',
      'meniscus (injury|tear)',
      'meniscal (injury|tear)',
      'achilles (rupture|tear|injury|snapped)',
      'weber (a|b|c)',
      'tibial plateau',
      'lisfranc',
      /(?:toe|toes|foot) crush(?: injury)?/,
    ],
    complaintFieldTerms: [`${SIDE}${LOWER}`, 'sprain*', 'twisted', 'rolled'],
    requires: anyOf(injuryStory, ankle),
    resources: [need('xray', 'X-ray of the injured part, guided by the Ottawa ankle, foot and knee rules')],
    adjustments: [
      reductionWhenDeformed,
      repairWhenWound,
      noXrayForABladeCut,
      noXrayForASkinTear,
      noXrayForABruiseWalkedOn,
      noXrayWhenOttawaNegative,
      noXrayWhenAlreadyAssessed,
      noXrayForACastCheck,
      noXrayForALesserToe,
    ],
    minor: true,
    guideline: 'Ottawa ankle, foot and knee rules; NICE NG38 Fractures [non-complex]',
    differential: [
      { condition: 'Ankle or knee sprain', why: 'The commonest limb injury; Ottawa rules decide on X-ray' },
      {
        condition: 'Fracture: malleolar, 5th metatarsal, tibial plateau',
        why: 'Bony tenderness or unable to bear weight',
      },
      { condition: 'Achilles or ligament rupture', why: 'Positive Simmonds test, knee instability' },
    ],
    workup: ['Apply the Ottawa ankle, foot or knee rule; X-ray when positive'],
    immediateActions: ['Ice, elevation, oral analgesia; crutches or splint, which are not ESI resources'],
  },
];
