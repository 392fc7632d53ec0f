import {
  ageYears,
  allOf,
  anyOf,
  fever,
  historyOf,
  lab,
  near,
  none,
  says,
  saysBeforeNegation,
  tachycardia,
  takes,
  type Matcher,
} from '../red-flags/matchers';
import {
  afterVasectomy,
  glassFragmentSuspected,
  handFootAndMouthByItsPlaces,
  injectsDrugs,
  movesFully,
  rashSaidToBlanch,
  ROSEOLA_TOLD,
  SKIN_TEAR_WORDS,
} from '../red-flags/common-phrases';
import { accidentalCut, cutOwnBody } from '../red-flags/red-flags.mental-health';
import { burnKeptToASmallArea } from '../red-flags/red-flags.trauma';
import { mildPain, need, oralAnalgesiaWhenMild, painScoreAtLeast } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** "The" or a possessive, then an optional side: "the left", "his right", "my". */
const whose = '(the |my |his |her |their |a )?(left |right |both |l |r )?';
const bodyPart =
  '(skin|finger|fingers|thumb|hand|hands|palm|wrist|forearm|arm|elbow|shoulder|foot|feet|sole|heel|toe|toes|ankle|shin|leg|knee|thigh|calf|buttock|back|chest|face|cheek|lip|chin|forehead|scalp|head|neck|ear|nose|eyebrow)';

/** Systemic signs that turn a local skin infection into one needing blood tests and IV antibiotics. */
const systemicInfection = anyOf(
  fever,
  tachycardia,
  says(
    'rigors',
    // Chills are systemic too, with or without a temperature of 38 °C.
    'chills',
    'shivery',
    'shivering',
    'unwell',
    'spreading (despite|on) (oral )?antibiotics',
    'failed (oral )?antibiotics',
    'not improving (on|with|despite) (oral )?antibiotics',
    'worse (on|despite) (oral )?antibiotics',
    'red streak*',
    'lymphangitis',
  ),
);

/**
 * A childhood rash named for what it is, whose fever and mouth ulcers are the illness itself: hand, foot and
 * mouth disease, scarlet fever, chickenpox, roseola, slapped cheek. In a well child they need no blood tests.
 */
const namedChildhoodExanthem = says(
  'hand,? foot,? (and|&) mouth',
  'hfmd?',
  // Described, not named: "spots on his hands, feet and around his mouth".
  /\b(?:spots|blisters|sores|rash|ulcers)\b[^.;]{0,15}\bhands?,? (?:and )?feet,? (?:and )?(?:around |in |round )?(?:his |her |their |the )?mouth\b/,
  // The mild measles-like rash a week or two after the MMR, given at one year: "after his one-year jabs".
  /\b(?:after|since|following) (?:(?:his|her|their|the) )?(?:mmr|(?:one|1)[- ]year(?:[- ]old)? (?:jabs|immuni[sz]ations?|vaccinations?)|(?:12|twelve)[- ]month (?:jabs|immuni[sz]ations?|vaccinations?)|first birthday (?:jabs|immuni[sz]ations?|vaccinations?))\b/,
  'scarlet fever',
  'scarlatina',
  'chicken ?pox',
  'roseola',
  ROSEOLA_TOLD,
  'slapped cheek',
  'fifth disease',
  'sandpaper(y)? rash',
  'strawberry tongue',
);

/** A mechanism of injury: a bruise after it is not "spontaneous". */
const injuryMechanism = says(
  'fall',
  'fell',
  'injur*',
  'trauma',
  'hit',
  'knocked',
  'bumped',
  'banged',
  'struck',
  'kicked',
  'punched',
  'assault*',
  'accident',
  'motor vehicle collision',
);

/** Bites from mammals that can carry rabies, or a bite abroad. */
const rabiesRisk = says(
  'bat',
  'bats',
  // Rabies named as a risk, not the vaccine a worried patient asks for ("wants a rabies injection").
  /\brabies\b(?! (?:injection|jab|shot|vaccine|vaccination|booster)s?\b)/,
  'rabid',
  // An animal that cannot be watched for ten days: a street dog, one that ran off or cannot be traced.
  'street (dog|dogs|animal|cat)',
  'unknown (dog|cat|animal)',
  '(dog|cat|animal) (is |was )?(not traceable|untraceable|not traced|ran off|ran away|disappeared)',
  'stray',
  'monkey',
  'fox',
  'raccoon',
  'skunk',
  'wild animal',
  'abroad',
  'overseas',
  'unvaccinated (dog|cat|animal)',
);

/**
 * A burn of a special area that is one small blister ("the size of a 2p coin", "a fingernail", "the tips
 * of two fingers") is dressed and followed up like any small burn: no burns service. Not when it goes round
 * a part, covers the palm or looks deep.
 */
const smallBlisterOnly = allOf(
  says(
    /\b(?:one |a |single |two |2 )?(?:small|tiny|little) (?:intact |clear |unbroken )?blisters?\b/,
    // "A 1 cm superficial partial-thickness burn": a measured burn of a centimetre or two.
    /\b(?:1|one|2|two|1\.5) ?cm (?:\w+[- ]?){0,4}?(?:burn|blister)\b/,
    'size of (a |an )?(1p|2p|5p|10p|penny|pence|coin|fingernail|nail|thumbnail|pea|grape|stamp|cherry|5p coin|2p coin|10p coin)',
    '(coin|fingernail|thumbnail|pea|penny)[- ]sized',
    'tips? of (\\w+ )?(\\w+ )?fingers?',
    'finger ?tips?',
  ),
  none(
    says(
      'circumferential',
      'whole (hand|palm|finger)',
      'all (of )?(his |her |my |their )?fingers',
      'deep',
      'white',
      'leathery',
      'full[- ]thickness',
      'face',
      'genital*',
      'perineum',
    ),
  ),
);

/** A scratch, graze or nibble of uncovered skin without bleeding: WHO 2018 category II. */
const categoryTwoExposure = allOf(
  says('scratch*', 'graze*', 'abrasion', 'superficial', 'nibbl*'),
  none(says('bleed*', 'bled', 'punctures?', 'puncture wounds?', 'deep', 'laceration', 'lick*', 'tear')),
);

/** A skin area where redness and swelling mean cellulitis rather than a joint or an allergic face. */
/** The oral antibiotics a cellulitis is first treated with (NICE NG141), named in place of the word. */
const oralSkinAntibiotic =
  '(flucloxacillin|fluclox|cefalexin|cephalexin|clarithromycin|erythromycin|doxycycline|co-amoxiclav|amoxicillin|penicillin|clindamycin)';

const softTissuePart =
  '(leg|legs|lower leg|shin|calf|thigh|foot|feet|toe|toes|arm|arms|forearm|upper arm|hand|hands|finger|fingers|thumb|buttock|abdominal wall)';

/**
 * A burn's stated size as a percentage of body surface, when it reaches the referral threshold:
 * 10% in an adult, 5% in a child. A bare "%" is not read (it is usually the SpO2).
 */
const burnSizeAtLeastReferral: Matcher = (facts) => {
  const text = facts.presenting.affirmed;
  const match =
    /(\d{1,3}(?:\.\d)?) ?% ?(?:of (?:the |his |her )?)?(?:tbsa|bsa|total body surface|body surface|body|burns?|burned|burnt|partial|full|superficial|deep)\b/.exec(
      text,
    ) ?? /\b(?:tbsa|bsa|body surface area|burns? (?:over|covering|to))[: ]+(\d{1,3}(?:\.\d)?) ?%/.exec(text);
  if (!match?.[1]) return null;
  const percent = Number(match[1]);
  const child = facts.age !== null && facts.age.years < 16;
  return percent >= (child ? 5 : 10) ? [`burn ${percent}% of body surface`] : null;
};

/** A burn over the referral size or told as covering a whole region ("all down his arm", "across her chest"). */
const extensiveBurn: Matcher = anyOf(
  burnSizeAtLeastReferral,
  says(
    'large burns?',
    'extensive',
    'circumferential',
    'all (down|over|across|up) (his|her|their|the|my) (arm|leg|chest|back|tummy|belly|front|body|side)',
    '(whole|entire) (arm|leg|chest|back|front|body)',
  ),
);

/** A burn told as deep: full thickness, or skin that is white, leathery or charred and does not hurt. */
const deepBurn: Matcher = anyOf(
  says(
    'full[- ]thickness',
    'third[- ]degree',
    'deep (dermal|partial)',
    'white and painless',
    'leathery',
    'charred',
    /\bwhite,? (?:and )?(?:numb|waxy|insensate)\b/,
  ),
  // Skin that is white and does not hurt is a deep burn (the nerve endings are burnt), in a caller's words:
  // "some patches look white and don't hurt". Read before negation, which sets "don't hurt" aside.
  saysBeforeNegation(
    /\bwhite (?:\w+ ){0,3}(?:and|but|that|which) (?:\w+ )?(?:don't|do not|doesn't|does not|didn't|did not|isn't|is not|aren't|are not) (?:hurt|painful|sore|feel (?:any(?:thing)?|pain))\b/,
  ),
);

/** A deep burn of a finger, a hand or a foot: the burns service's, but not a major burn. */
const smallDeepBurn: Matcher = allOf(deepBurn, burnKeptToASmallArea, none(extensiveBurn));

/**
 * A burn a burns centre takes and resuscitates: over the referral size, told as covering a whole region
 * (in a child already over 10% of the body), or deep beyond a finger, a hand or a foot.
 */
const majorBurn: Matcher = anyOf(extensiveBurn, allOf(deepBurn, none(burnKeptToASmallArea)));

/** Urination, eating or swallowing after "burns": a symptom, not a burn injury. */
const burnWord =
  /(?<!(?:urine|pee|wee|it|stomach|chest|throat|eyes?|mouth|tongue) )(?:burns|burn|burned|burnt)(?![\s-]+(?:out|when|on urinat\w*|on passing|with urinat\w*|during|while|after (?:eating|urinat\w*)))/;

/** "Makes sitting difficult", "can't sit down": a lump the patient sits on. */
const sittingHurts =
  /\b(?:makes? sitting (?:difficult|painful|hard|impossible)|(?:sitting|to sit) (?:is |down is )?(?:difficult|painful|agony|hard|sore)|unable to sit(?: down)?)\b/;

const diabeticPatient = anyOf(
  historyOf('diabet*', 't[12] ?dm', 'type (1|2|one|two) dm'),
  takes('insulin', 'sulfonylurea'),
);
const FOOT_PART =
  '((left|right) )?(big |little |second |third |fourth |fifth )?(foot|feet|toe|toes|heel|sole|forefoot)';
const infectedFootUlcer = says(
  'diabetic foot',
  `${FOOT_PART} ulcer`,
  // "An ulcer under the ball of his right foot".
  `ulcer (on|of|under) (the |his |her |my |their )?(ball of (the |his |her |my |their )?)?${FOOT_PART}`,
);

/**
 * A stye pointing at the lid margin, or a chalazion, is treated with warm compresses and lid hygiene;
 * the department does not incise an eyelid (NICE CKS Stye).
 */
const eyelidCollectionIsNotDrained = {
  when: says('eye ?lids?', 'lid margin', 'upper lid', 'lower lid', 'styes?', 'sty', 'hordeolum', 'chalazion'),
  remove: ['simpleProcedure' as const],
  why: 'a stye or chalazion: warm compresses and lid hygiene, no incision',
};

/**
 * A boil or abscess that has burst or drained on its own and gone soft and flat, with no collection left:
 * wound care, nothing to incise (NICE CKS Boils). One still fluctuant, tense or pointing is still drained.
 */
const drainedOnItsOwn = {
  when: allOf(
    says(
      '(drain\\w*|discharg\\w*|burst|popped|leaking|leaked)( pus)? (on its own|by itself|itself|spontaneously)',
      'burst (on its own|by itself|overnight|last night|this morning|yesterday)',
      'spontaneously (drained|discharged|burst)',
      '(now|gone) (soft and )?flat',
    ),
    none(says('still (a |an )?(swollen|hard|big|large)', 'tense', 'fluctuant', 'pointing')),
  ),
  remove: ['simpleProcedure' as const],
  why: 'drained on its own with no collection left: wound care, nothing to incise',
};

/** HIV under control: an undetectable viral load, or a CD4 count of 200 or more (BHIVA). */
const HIV_CONTROLLED = [
  'undetectable',
  'well controlled',
  'cd4 (count )?(of |is |was )?([2-9]\\d\\d|\\d{4})',
];
const hivControlled = anyOf(says(...HIV_CONTROLLED), historyOf(...HIV_CONTROLLED));

/**
 * A cut the patient made: said so, or their own arm or leg cut with nothing that makes it an accident and
 * a reason or a history of doing it ("I've done it before", "to feel something"). NICE NG225 asks for a
 * psychosocial assessment after every act of self-harm, whatever the wound needs.
 */
const selfInflictedCut = anyOf(
  says(
    'self[- ]harm*',
    'self[- ]inflicted',
    'deliberately cut',
    'cut (him|her|them|my)sel(f|ves) on purpose',
  ),
  allOf(
    cutOwnBody,
    none(accidentalCut),
    anyOf(
      // Not a numb finger beside the cut, which is a nerve's.
      says(
        'done (it|this|that) before',
        'to feel (something|better|real|numb)',
        'to stop feeling',
        'to cope',
        'for (the |a )?release',
      ),
      historyOf('self[- ]harm*', 'depress*', 'personality disorder', 'eupd', 'bpd'),
    ),
  ),
);

/** Bitten by a person: "human bite", "bitten by a detainee", "the prisoner bit him". */
const humanBite = says(
  'human bite',
  'bitten by (a |the |another )?(detainee|prisoner|patient|man|woman|person|inmate|suspect|child|boy|girl|pupil|resident|customer)',
  '(detainee|prisoner|patient|man|woman|person|inmate|suspect|child|boy|girl|pupil|resident|customer) bit (him|her|them|me)',
);

/** Impetigo as it is seen: "honey-coloured crusts", "crusty sores around his nose" (NICE NG153). */
const IMPETIGO_CRUSTS = [
  'impetigo',
  'honey[- ]colou?red (crusts?|crusting|scabs?|sores?)',
  '(crusty|crusted|crusting) (yellow |golden )?(sores|spots|scabs|patches|blisters)',
  '(yellow|golden) (crusts?|crusty scabs?|crusting)',
];
const impetigoCrusts = says(...IMPETIGO_CRUSTS);

export const skinComplaints: ComplaintDefinition[] = [
  {
    id: 'bite',
    name: 'Bite',
    group: 'skin',
    terms: [
      '(dog|cat|animal|human|horse|rat|mouse|hamster|rabbit|ferret|monkey|bat|fox|pig|snake|spider|tick|flea|mosquito|insect|bug|bed ?bug|bedbug|midge|horsefly|horse fly) bites?',
      'bitten (by|on)',
      // An animal's scratch is cared for as its bite is: "dog scratch", "scratched by the cat".
      '(dog|cat|kitten|puppy|animal|rabbit|hamster|ferret|monkey|fox) scratch(es)?',
      'scratched by (a |the |his |her |their |my |our )?(own )?(dog|cat|kitten|puppy|animal|rabbit|hamster|ferret|monkey|fox|pet)',
      // "bit by the dog", not "hurts a bit on the right"
      /(?<!\b(?:a|little|quite a|tiny) )\bbit (?:by|on) (?:a |the |his |her |their )?\w+/,
      '(dog|cat|child|boy|girl|brother|sister|son|daughter|patient|man|woman|horse|animal) bit (him|her|them|me)',
      "(dog|dogs|cat|cats|horse|animal|puppy|kitten)('s)? bit (my|his|her|their|the|our) (\\w+ )?(hand|arm|forearm|leg|face|finger|fingers|thumb|ankle|calf|thigh|lip|nose|ear|cheek|bottom|wrist|foot)",
      'bite (wound|injury|injuries|mark|marks|on|to)',
      'fight bite',
      'clenched fist injury',
      // A fight bite told by its story: a punch into someone's mouth or teeth, then a wound, a cut or a
      // puncture (over the knuckle, as a rule).
      /\bpunch\w* (?:someone|somebody|a (?:person|man|guy|bloke|lad|woman)|him|her|them) (?:in|on) (?:the|his|her|their) (?:mouth|teeth|tooth)\b(?=.{0,200}?\b(?:wound|cut|laceration|puncture|broke the skin|break in the skin)\b)/,
      'tick (attached|embedded|removal|stuck|on)',
      // "ant" is expanded to "anterior" by the abbreviation table: "ant bite" reads "anterior bite".
      '(fire )?(ant|anterior) bites?',
    ],
    complaintFieldTerms: ['bite', 'bites', 'bitten', 'tick'],
    // Wound irrigation, oral prophylactic antibiotics and tetanus are not ESI resources.
    resources: [],
    adjustments: [
      {
        when: allOf(
          says('gaping', 'deep', 'laceration', 'needs (stitches|sutures)', 'bleeding', 'flap*', 'torn'),
          // Scratches or a small puncture that has stopped bleeding are cleaned and dressed.
          none(
            allOf(
              says(
                'scratch*',
                'superficial',
                'small puncture*',
                'small (tear|nick|cut)',
                'graze*',
                'teeth marks',
              ),
              says('(bleeding|it) (has )?(stopped|settled)', 'no (active )?bleeding', 'not bleeding'),
            ),
          ),
          // Puncture wounds, however deep, are irrigated and left open: closing them traps the infection.
          none(
            allOf(
              says('punctures?', 'puncture wounds?', 'fang marks', '(two|2|deep|small|tiny) (deep )?holes'),
              none(says('laceration', 'gaping', 'flap*', 'needs (stitches|sutures)', 'torn', 'large tear')),
            ),
          ),
        ),
        add: [need('simpleProcedure', 'repair of the bite laceration when primary closure is appropriate')],
      },
      {
        // Deep bites of a child's face are repaired by plastic or maxillofacial surgeons, often under
        // sedation: the face heals visibly and bites there are often multiple.
        when: allOf(
          ageYears(0, 16),
          says('face', 'facial', 'cheek', 'lip', 'lips', 'nose', 'ear', 'eyelid', 'forehead', 'chin'),
          says(
            'deep',
            'gaping',
            'laceration*',
            'cuts?',
            'ragged',
            'flap*',
            'torn',
            'tear',
            'through (the|his|her) (cheek|lip)',
          ),
        ),
        add: [
          need('specialtyConsultation', 'plastic or maxillofacial repair of a deep facial bite in a child'),
        ],
      },
      {
        when: says(
          'fight bite',
          'clenched fist',
          'punched (someone|somebody|a person|a tooth|teeth|him|her)',
          'knuckle*',
          'over (the|a) joint',
          // "Puncture wounds over the left 3rd-4th MCP joints", a finger that will not bend fully.
          /\bover (?:the |his |her |my )?(?:[\w-]+ ){0,4}(?:mcp|mcpj|pip|pipj|dip|metacarpophalangeal|interphalangeal)s?\b(?: joints?)?/,
          '(reduced|weak|painful|unable to) (flex*|extend*|bend)',
          'tendon',
        ),
        add: [
          need('xray', 'hand X-ray for fracture or tooth fragment'),
          need('specialtyConsultation', 'hand surgery for washout'),
          need('parenteralMedication', 'IV antibiotics'),
        ],
      },
      {
        // A bitten finger or hand that has become swollen and red, or painful to move, is an infection of the
        // hand's spaces or tendon sheath: X-ray, IV antibiotics and a hand surgeon.
        when: allOf(
          says('hand', 'fingers?', 'thumb', 'palm', 'knuckles?'),
          says('swollen', 'swelling', 'red and', 'infected', 'pus', 'throbbing'),
          says(
            '(hurts|painful|pain|agony) (to|when|if) (i )?(bend|move|straighten)',
            "(can't|cannot|unable to) (bend|move|straighten)",
            'whole (finger|hand|thumb)',
            'red streak*',
            'spreading',
          ),
        ),
        add: [
          need('xray', 'hand X-ray for a retained tooth or a joint injury'),
          need('parenteralMedication', 'IV antibiotics for an infected hand bite'),
          need('specialtyConsultation', 'hand surgery: tendon sheath or deep space infection'),
        ],
      },
      {
        // A deep bite into the hand, or a puncture over a joint or with swelling, may reach bone, joint or
        // tendon sheath: X-rayed for a fracture or a tooth.
        // Punctures elsewhere on a hand that moves fully are cleaned and covered with oral antibiotics.
        when: allOf(
          // The bite on the hand, not fingers that "move normally" after a bite to the forearm.
          anyOf(
            near(
              /bit|bite[sn]?|bitten|punctures?|holes?|wounds?|tear|cut/,
              /hands?|fingers?|thumb|palm|wrist|knuckles?/,
              6,
            ),
            (facts) =>
              /\b(?:hand|finger|thumb|palm|wrist|knuckle)/.test(facts.complaint.affirmed) ? [] : null,
          ),
          anyOf(
            says('deep', 'through (the )?nail', 'to the bone'),
            allOf(
              says('puncture*', 'through (the )?skin'),
              anyOf(
                says('knuckle*', 'joint', 'mcp', 'pip', 'dip', 'swollen', 'swelling', 'tendon'),
                // Punctures said to be small ("two little puncture marks") on a hand not said to be hurt
                // further are cleaned and covered; larger ones whose movement nobody checked are X-rayed.
                allOf(
                  none(movesFully),
                  none(says('(small|little|tiny|pin ?prick) (puncture|punctures|holes)')),
                ),
              ),
            ),
          ),
          none(says('superficial', 'scratch*', 'graze*')),
        ),
        add: [need('xray', 'hand X-ray for a fracture, joint penetration or a tooth fragment')],
      },
      {
        // Immunoglobulin is for a category III exposure (WHO 2018): a bite through the skin. A scratch or
        // graze that did not bleed is category II: the vaccine alone. Either is an IM injection, which
        // ESI v4 counts as a resource (tetanus is the named exception, rabies is not).
        when: allOf(rabiesRisk, none(categoryTwoExposure)),
        add: [need('parenteralMedication', 'rabies immunoglobulin and vaccine')],
      },
      {
        when: allOf(rabiesRisk, categoryTwoExposure),
        add: [need('parenteralMedication', 'rabies vaccine, IM (a category II exposure: no immunoglobulin)')],
      },
      {
        when: systemicInfection,
        add: [need('labs', 'blood count, CRP, cultures'), need('parenteralMedication', 'IV antibiotics')],
      },
      {
        // A human bite that broke the skin, from someone with a blood-borne virus or at risk of one: baseline
        // serology of the bitten, and hepatitis B cover by their immunity (UKHSA 2024 BBV exposure; NICE NG184).
        when: allOf(
          humanBite,
          says(
            'skin (was |is )?broken',
            'broke the skin',
            'broken skin',
            'punctures?',
            'puncture wounds?',
            'bled',
            'bleeding',
            'through the skin',
          ),
          says(
            'hep(atitis)? ?[bc]',
            'hiv',
            'ivdu',
            'pwid',
            'injects',
            'injecting',
            'drug user',
            'blood[- ]borne',
            '(status|history) (is )?unknown',
            'unknown (status|history)',
          ),
        ),
        add: [need('labs', 'baseline blood-borne virus serology of the bitten [hepatitis B and C, HIV]')],
      },
    ],
    minor: true,
    guideline: 'NICE NG184 Human and animal bites: antimicrobial prescribing; WHO 2018 Rabies PEP',
    differential: [
      { condition: 'Bite wound with infection risk', why: 'Cat and human bites, hands and puncture wounds' },
      { condition: 'Fight bite over the knuckle', why: 'Joint and tendon infection' },
      { condition: 'Envenomation or rabies exposure', why: 'Snake, spider, scorpion; bats and wild mammals' },
    ],
    workup: [
      'Examine for tendon, nerve and joint injury',
      'X-ray if over a joint or a tooth may be retained',
    ],
    immediateActions: ['Irrigate the wound; tetanus; antibiotic prophylaxis by NICE NG184'],
  },
  {
    id: 'sting',
    name: 'Sting',
    group: 'skin',
    terms: [
      '(bee|wasp|hornet|yellow ?jacket|insect|jellyfish|stingray|sting ray|weever ?fish|stonefish|scorpion|nettle|anterior) stings?',
      'stung (by|on)',
      'stung',
      'jellyfish',
      'stingray',
    ],
    complaintFieldTerms: ['sting', 'stings'],
    resources: [],
    adjustments: [
      {
        when: says(
          /\b(?:[1-9]\d+|dozens of|multiple|numerous|many|swarm of) (?:\w+ )?stings?\b/,
          'swarm',
          'attacked by (bees|wasps|hornets)',
          'wasp nest',
          'hive',
        ),
        add: [
          need('labs', 'CK, renal function and blood count after multiple stings'),
          need('parenteralMedication', 'IV or IM analgesia and antihistamine'),
        ],
      },

      {
        // A stingray's barb or an urchin's spines are often left in; a weever fish's sting, eased by hot
        // water, is X-rayed only when a spine is seen or felt.
        when: says(
          'stingray',
          'sting ray',
          'stonefish',
          'sea urchin',
          'retained (spine|barb)s?',
          '(spine|barb)s? (is |are )?(still )?(in|stuck|visible|embedded|seen|felt)',
        ),
        add: [need('xray', 'X-ray for a retained spine')],
      },
      {
        when: says(
          '(lip|lips|tongue|face|facial|eyelid) swelling',
          'swollen (lip|lips|tongue|face|eyes)',
          'hives',
          'urticaria',
          'generali[sz]ed (rash|itch*|hives)',
          'all over',
        ),
        add: [
          need('parenteralMedication', 'IM or IV antihistamine and steroid for a systemic allergic reaction'),
        ],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Insect bites and stings; WAO 2020 Anaphylaxis Guidance',
    differential: [
      { condition: 'Local or large local reaction', why: 'Swelling and pain at the sting site' },
      { condition: 'Anaphylaxis', why: 'Skin signs with breathing, throat or circulation involvement' },
      {
        condition: 'Marine envenomation',
        why: 'Jellyfish, stingray, weever fish: hot water, look for spines',
      },
    ],
    workup: ['Examine for a retained sting, airway and generalised reaction'],
    immediateActions: ['Scrape out a bee sting; cold compress; oral antihistamine'],
  },
  {
    id: 'abrasion',
    name: 'Abrasion',
    group: 'skin',
    terms: [
      'abrasions?',
      'graze*',
      'grazed',
      'scrape*',
      'scraped',
      'road rash',
      'skinned (his |her |my )?(knee|knees|elbow|elbows|hand|hands|palms)',
      `(scratch|scratches) (on|to) ${whose}${bodyPart}`,
      'friction (injury|burn)',
      'carpet burn',
    ],
    resources: [],
    adjustments: [
      {
        when: says('embedded', 'ground[- ]in', 'tattoo*', 'tarmac', 'asphalt', 'extensive', 'large area'),
        add: [need('simpleProcedure', 'cleaning and removal of embedded gravel [tattooing risk]')],
      },
    ],
    minor: true,
    differential: [{ condition: 'Superficial abrasion', why: 'Simple wound care; tetanus' }],
    workup: ['Examine for embedded debris and deeper injury'],
    immediateActions: ['Irrigate and dress; tetanus status'],
  },
  {
    id: 'laceration',
    name: 'Laceration / puncture',
    group: 'skin',
    terms: [
      'laceration*',
      'lacerated',
      `cut (to|on|in|across|over|under|below|above) ${whose}${bodyPart}`,
      // "A cut across the end of it", "a cut on the tip of her finger".
      '(a |the )?cut (across|on|over|along) the (end|tip|top|side|pad|edge) of',
      // "Split her chin", "split his lip open": the wound a fall onto an edge makes.
      `split ${whose}(chin|lip|eyebrow|scalp|forehead|head|cheek)`,
      // "Cut finger", "cut his hand": not "cut back on", the verb of less.
      `cut ((his|her|my|their|the) )?(left |right )?(?!back (on|down)\\b)${bodyPart}`,
      `${bodyPart} (laceration|cut|wound|gash)`,
      '(deep|bleeding|bad|open|nasty|large|small) (cut|gash)',
      'gash*',
      'open wound',
      'skin tear',
      'sliced (his |her |my |their )?\\w+',
      'puncture (wound|wounds|injury|injuries)',
      `puncture (to|on|in|of) ${whose}${bodyPart}`,
      'punctured (his |her |my |their |the )?(left |right )?(hand|foot|finger|thumb|palm|sole|heel|toe|skin)',
      '(stepped|stood|trod) on (a |an |some )?(nail|tack|pin|needle|screw|rusty nail)',
      'nail (through|in|into) (his |her |my |the )?(foot|shoe|boot|hand|finger)',
      '(knife|glass|blade|razor|saw|can|tin|machete|axe|chisel|metal) (cut|wound|injury|laceration)',
      'cut (with|by|on) (a |the )?(knife|glass|blade|razor|saw|can|tin|mirror|window|metal)',
      '(split|cut) (lip|chin|eyebrow|scalp|forehead|head)',
      'scalp (wound|laceration)',
      'needs (stitches|sutures|glue|steri[- ]?strips)',
      // "A glass broke in my hand while washing up": the hand is cut.
      '(glass|bottle|mug|cup|jar|plate|wine glass|tumbler) (broke|shattered|smashed|exploded) in (my|his|her|their) hand',
      // An older person's thin skin torn on an edge: "tore skin on forearm", "skin has torn into a flap".
      ...SKIN_TEAR_WORDS,
    ],
    // Not "cut back" or "cut down" on a habit, nor an operation's wound ("hernia wound", "wound post op").
    complaintFieldTerms: [
      'cuts?(?! (back|down)\\b)',
      '(?<!\\b(?:surgical|hernia|operation|op|post-?op|caesarean|c-?section|hysterectomy|laparotomy|mastectomy|incision|scar|stoma|port|drain|mesh) )wound(?! (post|after|since|from)\\b)',
    ],
    resources: [need('simpleProcedure', 'laceration repair: sutures, staples or tissue adhesive')],
    adjustments: [
      {
        // The bone under the cut tender where it was struck: a fracture may lie beneath the wound.
        when: says(
          'tender over the bone',
          'bony tenderness',
          'bone (is )?tender',
          'tender (over|on) the (underlying )?(bone|tibia|shin ?bone|ulna|radius|patella|kneecap)',
        ),
        add: [need('xray', 'X-ray for a fracture under the wound: the bone beneath is tender')],
      },
      {
        when: selfInflictedCut,
        add: [
          need('specialtyConsultation', 'mental health liaison: psychosocial assessment after self-harm'),
        ],
      },
      {
        when: says(
          '(stepped|stood|trod) on (a |an )?(rusty )?(nail|glass|needle|something (sharp|metal|metallic))',
          '(stepped|stood|trod) on (a |an |some )?(piece of |bit of |sharp )?(metal|scrap metal|wire|tin)',
          'nail (that |which )?(went |had gone |has gone )?(straight )?(through|into) (his|her|my|the) (boot|shoe|trainer|foot|sole)',
          'puncture (wound )?(to|on|in|of) (the |his |her |my )?(sole|foot|heel)',
        ),
        add: [need('xray', 'X-ray for a retained foreign body in a plantar puncture')],
      },
      {
        // The nail came out whole, or the wound holds nothing: nothing retained to look for.
        when: allOf(
          saysBeforeNegation(
            /\b(?:came|pulled|was pulled|taken|was taken|removed|was removed)(?: it)? out (?:whole|intact|in one piece)\b|\b(?:nail|object|it) (?:was )?(?:removed|intact) (?:whole|intact)\b|(?<!\b(?:check|checked|checking|sure|ensure|whether|if|see) )\bnothing (?:is )?(?:retained|left in)\b|\bno (?:visible |obvious |retained |palpable )?(?:foreign body|fb)\b/,
          ),
          none(says('glass', 'splinter*', 'fragment*', 'broke off', 'broken off', 'snapped')),
        ),
        remove: ['xray'],
        why: 'the object came out whole and nothing is retained: no X-ray for a foreign body',
      },

      {
        // Unless the note says strips or glue will not hold it: "glue/steri-strip not adequate - sutures".
        when: allOf(
          anyOf(
            says('superficial', ...SKIN_TEAR_WORDS, 'steri[- ]?strip*', 'paper cut', 'scratch'),
            // Edges that stay together: "not gaping, edges stay together when he opens his mouth".
            saysBeforeNegation(
              'not gaping',
              'non[- ]?gaping',
              'edges (stay|come|are|held|hold|staying) together',
              'edges (well )?(approximated|apposed|opposed)',
            ),
          ),
          none(
            says(
              'gaping',
              'sutur*',
              'stitch*',
              'not adequate',
              'inadequate',
              "won't hold",
              'will not hold',
              // Fat seen in it: the cut is through the dermis, however the note first calls it.
              '(yellow |subcutaneous )?fat (is )?(visible|showing|exposed|seen)',
              '(visible|exposed) (yellow |subcutaneous )?fat',
              'see (the |some )?(yellow )?fat',
              'down to (the )?fat',
              'full[- ]thickness',
              // A repair the note already plans, and a cut of the genitals, which strips will not hold
              // on moist mucosa and which is closed with absorbable sutures.
              'repair*',
              'labia*',
              'labium',
              'vulva*',
              'vagina*',
              'perine*',
              'penis',
              'penile',
              'scrot*',
            ),
          ),
        ),
        remove: ['simpleProcedure'],
        why: 'a superficial cut or skin tear: adhesive strips and dressing, simple wound care',
      },
      {
        when: allOf(
          says('puncture*', 'stepped on', 'nail (through|in|into)'),
          none(says('laceration', 'gaping', 'gash', 'cut', 'split')),
        ),
        remove: ['simpleProcedure'],
        why: 'puncture wounds are cleaned and left open, not closed',
      },
      {
        // Glass and gravel leave fragments; a clean cut on a metal edge or a knife does not, metal that
        // shattered or splintered may. A clean cut on one broken glass, whole tendons and nerves and
        // nothing felt in it, is repaired without one: the X-ray is for a fragment suspected.
        when: anyOf(
          glassFragmentSuspected,
          says(
            'gravel',
            'foreign body',
            'something in (it|the wound)',
            // "Think there's still bits of muck in it" (not the bit of metal that made the cut).
            '(still )?(bits|pieces) (of [\\w]+ )?(still )?(left )?in (it|the wound|there)',
            'metal (fragment|shard|splinter|sliver|filing|piece)s?',
            'shrapnel',
          ),
        ),
        add: [need('xray', 'X-ray for a retained radio-opaque foreign body')],
      },
      {
        // A wound into muscle or down to bone with soil, oil, sawdust, manure or dirty water in it is washed
        // out and its dead tissue cut away by a surgeon, not closed in the department (BOAST open injuries;
        // chainsaw wounds are ragged and dirty by their nature).
        when: allOf(
          anyOf(
            says(
              '(into|through to|down to|exposing|exposed) (the )?(muscle|fascia|bone|tendon)s?',
              '(muscle|bone|tendon|fascia) (is )?(exposed|visible|showing)',
              'tissue loss',
            ),
            allOf(says('chainsaw'), says('deep', 'gaping', 'ragged')),
          ),
          says(
            'soil',
            'mud',
            'muddy',
            'manure',
            'dung',
            'farmyard',
            'slurry',
            'sawdust',
            '(bar|chain|engine|machine) oil',
            'grease',
            'grit',
            'dirt',
            'dirty (water|wound)',
            '(flood|river|pond|sewage|canal) water',
            'sewage',
            'contaminated',
            'debris',
          ),
          none(says('superficial')),
        ),
        add: [
          need('specialtyConsultation', 'surgical washout and debridement of a deep, contaminated wound'),
        ],
      },
      {
        when: anyOf(
          says(
            // A tendon or a nerve found injured, not one examined and found working: "full tendon function",
            // "tendons and nerves intact".
            /(?<!\b(?:full|normal|intact) )\b(?:tendons?|nerves?)\b(?! (?:and (?:nerves?|tendons?) )?(?:function )?(?:intact|normal|ok|fine|working|tested|checked|all intact))/,
            // "Cannot bend the tip of her index finger", "unable to straighten the end of the finger".
            "(can't|cannot|unable to) (bend|straighten|flex|extend|move) ([\\w']+ ){0,5}(finger|thumb|fingers|toe|wrist|fingertip)",
            // Numb, but not the numbing gel or cream put on before the stitches.
            /\bnumb(?!ing (?:gel|cream|spray|agent|drops|medicine|stuff)\b)\w*/,
            'tingl*',
            'loss of sensation',
            'degloving',
            'amputat*',
            'fingertip (missing|off)',
          ),
          // Written as a sign that is absent, which the negation reader would take away.
          saysBeforeNegation(
            '(no|loss of|absent) (active )?(flexion|extension) (at|of) (the )?(dip|pip|ip|mcp|distal|finger|thumb)',
          ),
        ),
        add: [need('specialtyConsultation', 'hand or plastic surgery for tendon, nerve or complex injury')],
      },
      {
        // A lip cut across the vermilion border must line up to the millimetre. An adult or an older child
        // holds still for the department's repair (one procedure); a young child's is done by a plastic or
        // maxillofacial surgeon, often under sedation.
        when: allOf(
          ageYears(0, 8),
          says(
            'vermilion',
            'through (the )?(edge|border|margin) (of (the|his|her|my) lip|onto the skin)',
            '(lip|lips) (\\w+ ){0,4}(through|across) (the )?(edge|border|margin)',
            'through[- ]and[- ]through',
          ),
        ),
        add: [
          need(
            'specialtyConsultation',
            'plastic or maxillofacial repair of a lip cut across the vermilion border',
          ),
        ],
      },
    ],
    highRisk: [
      {
        when: anyOf(
          says('spurting', 'pulsatile bleeding', 'arterial (bleeding|bleed)', 'tourniquet'),
          // A dressing or towel soaked is how much it bled: pressure that has stopped it ends the threat.
          allOf(
            says('bleeding through (the )?(dressing|bandage|towel)', 'soaked through'),
            none(
              says(
                'bleeding (has )?(now )?(stopped|controlled|settled|ceased)',
                '(stopped|stops) bleeding',
                'ha?emostasis',
              ),
            ),
          ),
        ),
        reason: 'Arterial or uncontrolled bleeding from a wound: direct pressure and haemostasis now',
        source: 'ATLS 10th ed: catastrophic external haemorrhage; ESI v4 Implementation Handbook',
      },
    ],
    minor: true,
    differential: [
      { condition: 'Simple laceration', why: 'Repair; tetanus' },
      {
        condition: 'Tendon, nerve or vessel injury',
        why: 'Hand and wrist wounds: test function distal to the wound',
      },
      { condition: 'Retained foreign body', why: 'Glass or a puncture wound' },
    ],
    workup: ['Test tendon, nerve and circulation distal to the wound', 'X-ray for glass or metal'],
    immediateActions: ['Direct pressure and elevation; irrigate; tetanus status'],
  },
  {
    id: 'burn',
    name: 'Burn',
    group: 'skin',
    terms: [
      // Longer forms first: the alternation takes the first term that matches, not the longest.
      '(thermal|flame|flash|contact|steam|oil|grease|friction|rope|hot water|kettle|iron|oven|stove|exhaust|cigarette) burns?',
      'burned (by|with|on)',
      'burnt (by|with|on)',
      'scald',
      'scalds',
      'scalded',
      // How a parent tells a scald: "pulled the kettle over", "boiling water went down his chest".
      // "Hot fryer oil over both hands": what it was heated in may come between.
      '(boiling|hot) ((fryer|frying|cooking|chip pan|deep fat|pan) )?(water|tea|coffee|oil|soup|milk|drink|fat)( went| spilled| spilt| poured| splashed| tipped| over| on| onto)',
      // The spill first: "spilled boiling water on my leg", "knocked a cup of hot tea onto her lap".
      '(spilled|spilt|poured|splashed|tipped|knocked) (\\w+ ){0,4}(boiling|hot) (water|tea|coffee|oil|soup|milk|drink|fat)',
      // Thrown at someone: "hot water thrown at hand", "threw a cup of hot water from a flask through the hatch".
      '(boiling|hot) (water|tea|coffee|oil|soup|milk|drink|fat) (was |got )?(thrown|flung|chucked)',
      '(threw|thrown|flung|chucked) (\\w+ ){0,5}(boiling|hot) (water|tea|coffee|oil|soup|milk|drink|fat)',
      'pulled (the )?kettle',
      'kettle (over|fell|cord)',
      burnWord,
    ],
    // A burn's blisters and the skin that came off with them are the burn, not a rash or another skin
    // condition.
    explains: ['rash', 'other-skin-condition'],
    // Cooling, cleaning and a dressing are simple wound care; most small burns need no resource.
    resources: [],
    adjustments: [
      {
        when: majorBurn,
        add: [
          need('ivFluids', 'IV fluids by the Parkland formula when over 15% [10% in a child]'),
          need('parenteralMedication', 'IV opioid analgesia'),
          need('specialtyConsultation', 'burns unit referral'),
        ],
      },
      {
        when: allOf(
          says('blister*', 'partial[- ]thickness', 'second[- ]degree'),
          says(
            // Not a burn's size told by a palm or a hand ("about the size of his palm").
            /(?<!(?:size of|big as|large as) (?:his |her |their |my |your |a |the |an adult'?s? )?)(?:hand|hands|palm)\b/,
            // Fingers burnt, not fingers checked: "moving all fingers", "fingers pink and warm".
            /(?<!\b(?:moving|moves|wiggling|wiggles|flexing|flexes|using) (?:all )?(?:of )?(?:his |her |their |the )?(?:\w+ )?)\bfingers?\b(?! (?:are )?(?:pink|warm|moving|well perfused|neurovascularly intact))/,
            'face',
            'feet',
            'foot',
            'genital*',
            'perineum',
            'joint',
            'buttock*',
          ),
          none(smallBlisterOnly),
        ),
        add: [
          need('specialtyConsultation', 'burns service advice: partial thickness burn of a special area'),
        ],
      },
      {
        // A deep burn of a finger or a hand: the burns service's advice whatever its size.
        when: smallDeepBurn,
        add: [need('specialtyConsultation', 'burns service advice: a deep burn of any size')],
      },
      {
        // Hurting at 5 or more beside its deep parts, it is cleaned and de-roofed under IV or IM analgesia.
        when: allOf(smallDeepBurn, painScoreAtLeast(5)),
        add: [need('parenteralMedication', 'IV or IM analgesia to clean and dress a painful deep burn')],
      },
      {
        // Blisters across a hand (palm and fingers, the back and the palm, both hands, a measured 1% or more)
        // hurting at 5 or more: IV or IM analgesia to dress it, beside the burns service's advice.
        when: allOf(
          says('blister*', 'partial[- ]thickness', 'second[- ]degree'),
          says(
            'both hands',
            '(palm|dorsum|back of (the |his |her |my )?hand)s? (and|\\+|&) (palm|fingers|dorsum)',
            /\b(?:[1-9]|1\d)(?:\.\d)? ?% ?(?:tbsa|bsa|of (?:the |his |her )?body)/,
          ),
          anyOf(painScoreAtLeast(5), says('both hands')),
          none(smallBlisterOnly),
        ),
        add: [
          need('parenteralMedication', 'IV or IM analgesia to clean and dress a partial thickness hand burn'),
        ],
      },
      {
        // Blisters the length of a limb segment ("from my knee down to my ankle") are several per cent of
        // the body: over the 3% at which an adult's partial thickness burn is discussed with a burns service.
        when: allOf(
          says('blister*', 'partial[- ]thickness', 'second[- ]degree'),
          says(
            'from (the |my |his |her |their )?(knee|thigh|hip|groin|elbow|shoulder|wrist|ankle) (all the way |right )?(down |up )?to (the |my |his |her |their )?(ankle|foot|feet|knee|wrist|hand|elbow|shoulder|hip|toes)',
            'whole (front|back) of (the |my |his |her |their )?(leg|arm|thigh|shin|forearm|calf)',
            'whole (shin|thigh|forearm|upper arm|calf)',
          ),
        ),
        add: [
          need('specialtyConsultation', 'burns service advice: partial thickness burn over a limb segment'),
          need('parenteralMedication', 'IV or IM analgesia for a large partial thickness burn'),
        ],
      },
      oralAnalgesiaWhenMild,
    ],
    highRisk: [
      {
        // Sunburn, however widespread, is superficial: cooling and advice.
        when: allOf(majorBurn, none(says('sun ?burn*', 'superficial'))),
        reason: 'A large or deep burn: fluid resuscitation, IV analgesia and a burns centre',
        source: 'ABA Burn Center Referral Criteria; ESI v4 Implementation Handbook [high-risk situation]',
      },
      {
        when: allOf(
          ageYears(0, 5),
          says(
            'cigarette burn*',
            'glove',
            'stocking',
            'immersion',
            'both (feet|hands|buttocks)',
            'inconsistent',
            'unwitnessed',
            'delay* (in )?(seeking|presentation|presenting)',
            'unexplained',
          ),
        ),
        reason: 'A burn pattern or story that suggests maltreatment in a young child: safeguarding now',
        source: 'NICE CG89 Child maltreatment: when to suspect maltreatment',
      },
    ],
    minor: true,
    guideline: 'ABA Burn Center Referral Criteria; NICE CKS Burns and scalds',
    differential: [
      { condition: 'Superficial or partial-thickness burn', why: 'Red and painful, or blistered' },
      { condition: 'Deep or full-thickness burn', why: 'White, leathery, painless; needs burns referral' },
      { condition: 'Non-accidental injury', why: 'Patterned or immersion burns in a child' },
    ],
    workup: ['Estimate depth and TBSA [Lund and Browder]', 'Carboxyhaemoglobin if enclosed-space fire'],
    immediateActions: [
      'Cool running water for 20 minutes, up to 3 hours after the burn; cling film; analgesia',
    ],
  },
  {
    id: 'pruritus',
    name: 'Pruritus',
    group: 'skin',
    terms: [
      'pruritus',
      'pruritis',
      'pruritic',
      'itchy skin',
      'skin (is )?itchy',
      'itching all over',
      'itchy all over',
      'itch all over',
      'generali[sz]ed (itch|itching|pruritus)',
      `itch(ing|y) ${bodyPart}`,
      'scabies',
      'head lice',
      'lice',
      'nits',
    ],
    complaintFieldTerms: ['itch', 'itchy', 'itching', 'itches'],
    resources: [],
    adjustments: [
      {
        when: says(
          'jaundice*',
          'yellow (skin|eyes)',
          'dark urine',
          'pale stools',
          'weight loss',
          'night sweats',
        ),
        add: [need('labs', 'liver function, blood count, renal and thyroid function')],
      },
    ],
    minor: true,
    guideline: 'BAD 2018 Guidelines: Pruritus in the elderly; NICE CKS Scabies',
    differential: [
      { condition: 'Dry skin, eczema, scabies, urticaria', why: 'Common causes of itch' },
      { condition: 'Cholestasis, renal failure, lymphoma, iron deficiency', why: 'Itch without a rash' },
      {
        condition: 'Intrahepatic cholestasis of pregnancy',
        why: 'Itching palms and soles in late pregnancy',
      },
    ],
    workup: ['Look for a rash, burrows and jaundice', 'Blood tests only if itch without a rash'],
    immediateActions: ['Emollient and oral antihistamine'],
  },
  {
    id: 'rash',
    name: 'Rash',
    group: 'skin',
    terms: [
      'skin rash*',
      '(itchy|red|raised|spreading|blotchy|bumpy|painful|blistering|scaly|widespread|generali[sz]ed|pink|purple|new|facial|body|diaper|nappy|heat|viral|vesicular|maculopapular|macular|papular|pustular) rash*',
      `rash (on|over|all over|to|of|across|around|in) ${whose}(body|trunk|face|chest|back|abdomen|arms?|legs?|hands?|feet|neck|groin|buttocks|skin)`,
      'rash all over',
      'eczema',
      'dermatitis',
      'psoriasis',
      'shingles',
      'herpes zoster',
      'zoster',
      'chicken ?pox',
      'chickenpox',
      // Impetigo, named or as it is seen.
      ...IMPETIGO_CRUSTS,
      'ringworm',
      'tinea',
      // Ringworm as it is seen: "round scaly patch on cheek", "a red ring with a clear middle".
      '(round|ring[- ]shaped|circular|oval) (red |scaly |itchy |raised |pink )*(patch|patches|rash|mark|marks|lesions?)',
      '(scaly|flaky) (red )?(patch|patches)',
      '(red|scaly|pink) (ring|rings)',
      'prickly heat',
      'pityriasis',
      'erythema (multiforme|nodosum|migrans)',
    ],
    complaintFieldTerms: ['rash', 'rashes', 'spots', 'skin', 'red spots'],
    // A rash without systemic signs is examined and treated: no resources.
    resources: [],
    adjustments: [
      {
        when: anyOf(
          allOf(fever, none(namedChildhoodExanthem), none(handFootAndMouthByItsPlaces)),
          says(
            'allopurinol',
            'carbamazepine',
            'lamotrigine',
            'phenytoin',
            'sulfa\\w*',
            'co-trimoxazole',
            'nevirapine',
            'minocycline',
          ),
        ),
        add: [need('labs', 'blood count with eosinophils, renal and liver function: systemic involvement')],
      },
      {
        when: allOf(
          fever,
          says(
            'facial (swelling|puffiness|edema)',
            'puffy face',
            'face (is )?swollen',
            'started (\\w+ ){0,3}(weeks|days) ago',
            'new (medication|medicine|drug|tablet)',
          ),
        ),
        add: [need('specialtyConsultation', 'dermatology: possible severe drug reaction [DRESS]')],
      },

      {
        when: anyOf(
          allOf(says('shingles', 'zoster'), says('eye', 'forehead', 'tip of (the )?nose', 'ophthalmicus')),
          says('herpes zoster ophthalmicus'),
        ),
        add: [need('specialtyConsultation', 'ophthalmology for herpes zoster ophthalmicus')],
      },
      {
        when: allOf(
          says('shingles', 'zoster', 'chicken ?pox', 'chickenpox'),
          anyOf(
            takes('immunosuppressant', 'chemotherapy'),
            historyOf('transplant', 'immunocompromis*'),
            // HIV with a healthy CD4 count and an undetectable load is not immunosuppressed: oral antivirals.
            allOf(historyOf('hiv'), none(hivControlled)),
          ),
        ),
        add: [need('labs', 'blood count and renal function'), need('parenteralMedication', 'IV aciclovir')],
      },
      {
        // A blistering eruption that may be SJS/TEN or pemphigus (spreading, mucosal, with fever) needs
        // tests; blisters where a plant or a product touched the skin are a contact dermatitis.
        when: allOf(
          says('blister*', 'bullae', 'bullous', 'peeling', 'mucosal', 'mouth (ulcers|sores)'),
          none(namedChildhoodExanthem),
          none(handFootAndMouthByItsPlaces),
          // Blisters that crust honey-yellow are impetigo's, spreading or not: a cream or tablets.
          none(impetigoCrusts),
          anyOf(
            says(
              'mucosal',
              'mouth (ulcers|sores)',
              '(lips|eyes|genitals) (are )?(sore|blistered|involved|affected)',
              'peeling',
              'widespread',
              'all over',
              'spreading',
              'new (drug|medication|tablets?|antibiotic)',
              'started (on )?(a )?(new )?(\\w+ )?(drug|medication|tablets?|antibiotic|lamotrigine|allopurinol|carbamazepine)',
            ),
            fever,
            none(
              says(
                'after (clearing|gardening|weeding|handling|touching|using|cutting|working)',
                'garden*',
                'plant*',
                'poison (ivy|oak)',
                'nettle*',
                'contact (dermatitis|with)',
                'new (soap|cream|detergent|perfume|shampoo|lotion|glove*|watch ?strap|(hair )?dye)',
                // Blisters in an eczema or a dermatitis, or in dry, cracked skin: a hand eczema's vesicles.
                'eczema*',
                'dermatitis',
                'dry,? (and )?cracked',
                // Blisters with a cause of their own: shingles in a band, cold sores, chickenpox, friction.
                'shingles',
                'zoster',
                '(band|stripe|strip|line) of (\\w+ ){0,2}blisters',
                'blistering (band|stripe|strip|line)',
                '(blisters?|vesicles?|rash|spots) (\\w+ ){0,2}in (a |one )?(band|stripe|strip|line|belt)',
                "(not|doesn't|does not|without) cross(ing)? (the )?midline",
                'in (one|a) (stripe|band|strip|line)',
                'dermatom*',
                'cold sores?',
                'chicken ?pox',
                'friction',
                'new (shoes|boots|trainers)',
              ),
            ),
          ),
        ),
        add: [need('labs', 'blood count, renal and liver function for a blistering eruption')],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Shingles; BAD clinical guidelines',
    differential: [
      { condition: 'Viral exanthem, eczema, contact dermatitis, urticaria, drug rash', why: 'Common causes' },
      {
        condition: 'Meningococcal disease, SJS/TEN, DRESS',
        why: 'Non-blanching, blistering or mucosal rash, fever',
      },
    ],
    workup: ['Blanching test; look at the mucosae; temperature', 'No tests if well and blanching'],
    immediateActions: ['Glass test for a non-blanching rash'],
  },
  {
    id: 'cellulitis',
    name: 'Localized swelling / redness [cellulitis]',
    group: 'skin',
    terms: [
      'cellulitis',
      'celulitis',
      'cellulites',
      'cellulitus',
      'erysipelas',
      'lymphangitis',
      // Red streaks up a limb, not blood on the toilet paper or in what was coughed up, vomited or passed.
      /red streaks?(?! (?:of blood )?(?:on|in) (?:the |his |her |my )?(?:toilet |loo )?(?:paper|tissue|stools?|poo|nappy|underwear|pan|bowl|sputum|phlegm|mucus|spit|sick|vomit|urine|wee|pee))/,
      '(skin|soft tissue) infection',
      `infected (wound|cut|laceration|finger|thumb|toe|leg|foot|arm|hand|bite|insect bite|scratch|graze|piercing|tattoo|spot|area|skin|site|blister|burn)`,
      // "Cut hand infected", "bite on his leg looks infected".
      '(wound|cut|bite|graze|scratch|piercing|tattoo|blister) (\\w+ ){0,3}?(is |looks |has become |has gone |gone )?(infected|red and (swollen|hot))',
      'spreading redness',
      'diabetic foot (ulcer|infection|wound)',
      /\b(?:ulcer|wound)\b[^.;]{0,40}\b(?:pus|purulent|redness (?:spreading|to|up|into)|red and (?:hot|swollen))/,
      // An ulcer or a wound that smells or discharges is infected: "smelly ulcer on the foot".
      /\b(?:infected|smelly|smelling|weeping|oozing|discharging|offensive|foul[- ]smelling) (?:\w+ )?(?:ulcer|wound)\b/,
      'localized (swelling|redness)',
      'localised (swelling|redness)',
      new RegExp(
        `(?:(?:swollen|tender|painful|warm|hot|inflamed),? (?:and )?)*(?:red|hot)(?:,? (?:and )?(?:red|hot|warm|swollen|tender|painful|inflamed))* (?:(?:left|right|l|r) )?(?:(?:lower|upper) )?${softTissuePart}`,
      ),
      'redness and swelling',
      'swelling and redness',
      'red,? (hot|warm|swollen),? (and )?(tender|swollen|painful|warm|hot)',
      // "Shin redness spreading x3d", "the redness is spreading up her arm".
      '(redness|erythema) (is |has been |keeps )?spreading',
      `${softTissuePart} (is |has |have )?(gone |going |turned |become |getting )?(red|hot) and (swollen|hot|tender|painful)`,
      `${softTissuePart} (is |has |have )?(gone |going |turned |become |getting )?(swollen|puffy) and (red|hot)`,
    ],
    complaintFieldTerms: ['redness', 'infected', 'infection'],
    // Mild cellulitis without systemic signs: oral antibiotics, marking the edge (Eron class I).
    resources: [],
    adjustments: [
      {
        // An infected surgical wound is swabbed for culture before antibiotics (NICE NG125 Surgical site
        // infections): "oozing wound eight days after caesarean", "post-op wound red and weeping".
        when: says(
          '(after|following|since) (a |an |her |his |their |my |the )?(\\w+ )?(caesarean|c-section|section|operation|surgery|lscs|appendicectomy|hysterectomy|hip replacement|knee replacement)',
          'post[- ]?op(erative)?',
          'surgical (wound|incision|site)',
          '(caesarean|c-section|lscs|laparotomy|operation|surgical) (wound|scar|incision)',
        ),
        add: [need('labs', 'wound swab for culture: an infected surgical wound')],
      },
      {
        when: anyOf(
          systemicInfection,
          says('face', 'facial', 'periorbital', 'rapidly spreading', 'diabetic foot'),
          // Eron class II: well, but with a comorbidity that delays resolution (PVD, chronic venous
          // insufficiency, lymphoedema, morbid obesity, diabetes).
          allOf(
            ageYears(65),
            historyOf(
              'diabet*',
              'peripheral vascular',
              'lymphoedema',
              'lymphedema',
              '(chronic )?venous insufficiency',
              'venous (leg )?ulcers?',
              'morbid(ly)? obes*',
            ),
          ),
          // Spreading despite oral antibiotics (past the line drawn, on day 2 or more): IV treatment.
          says(
            '(despite|in spite of|while on|on) (\\w+ )?(oral )?antibiotics',
            `(despite|in spite of) (\\w+ ){0,4}(oral )?${oralSkinAntibiotic}`,
            // "Day 3 of flucloxacillin", a note's "day 3 oral fluclox".
            `(on )?(day [2-9]|(two|three|four|five|[2-5]) (full )?days) (of )?(oral )?(antibiotics|${oralSkinAntibiotic})`,
            `(antibiotics|${oralSkinAntibiotic}) (have not|haven't|has not|hasn't|did not|didn't) (worked|work|helped|help)`,
            '(past|beyond|outside) (the )?(pen |drawn |marked |marker )?(line|mark|edge|outline)s?',
            'over the (pen |drawn |marked |marker )?(line|mark|edge|outline)s?',
            'spreading (despite|past|beyond)',
          ),
        ),
        add: [
          need('labs', 'blood count, CRP, renal function, cultures'),
          need('parenteralMedication', 'IV antibiotics [Eron class II to IV]'),
        ],
      },
      {
        // An infected foot or foot ulcer in a diabetic: an X-ray for osteomyelitis or gas, and blood tests
        // (IWGDF 2023: plain X-rays for every new diabetic foot infection; NICE NG19).
        when: allOf(
          diabeticPatient,
          anyOf(infectedFootUlcer, says('(left |right )?(foot|feet|heel|sole|forefoot)')),
        ),
        add: [
          need('xray', 'foot X-ray for osteomyelitis or gas [diabetic foot infection]'),
          need('labs', 'blood count, CRP, glucose and renal function [diabetic foot infection]'),
        ],
      },
    ],
    minor: true,
    guideline:
      'IDSA 2014 Skin and Soft Tissue Infections; NICE NG141 Cellulitis and erysipelas; CREST Eron classification; IWGDF 2023 Diabetic foot infection',
    differential: [
      { condition: 'Cellulitis or erysipelas', why: 'Spreading warm red tender skin' },
      {
        condition: 'Abscess, DVT, gout, septic arthritis',
        why: 'Look for fluctuance, calf swelling, a hot joint',
      },
      { condition: 'Necrotising fasciitis', why: 'Pain out of proportion, bullae, crepitus, rapid spread' },
    ],
    workup: [
      'Mark the edge; look for an abscess or portal of entry',
      'Blood tests and cultures only if systemically unwell',
    ],
    immediateActions: ['Elevate the limb; oral antibiotics if well'],
  },
  {
    id: 'abscess',
    name: 'Abscess',
    group: 'skin',
    terms: [
      '(sore|painful|tender|hot|red|swollen) (hot |red |swollen )?lump (next to|near|beside|by|on) (my |his |her |the )?(bottom|back passage|anus|buttock)',
      'lump (next to|near|beside|by) (my |his |her |the )?(bottom|back passage|anus)',
      'fluctuant (swelling|lump)',
      'abscess*',
      'abcess*',
      'absess*',
      'abces*',
      `boils? (on|under|in) ${whose}\\w+`,
      'furuncle*',
      'carbuncle*',
      '(pilonidal abscess|pilonidal cyst|pilonidal sinus|pilonidal)',
      'infected (cyst|sebaceous cyst|hair follicle|ingrown hair|pimple)',
      'paronychia',
      'whitlow',
      // An infected ingrown nail (pus, an abscess) is drained or partly removed under a digital block; a
      // sore ingrown nail without infection is advice and a podiatrist.
      /\b(?:ingrow(?:n|ing) (?:toe ?)?nail|(?:toe ?)?nail (?:has )?(?:dug|digging|grown|growing) into (?:the )?(?:side|skin))\b(?=[^.;]*\b(?:pus|infected|abscess|discharg\w*))/,
      /\b(?:lump|swelling|boil|spot) (?:[\w']+,? ){0,10}(?:soft in (?:the )?(?:middle|centre|center)|(?:yellow|white) head|come to a head|pointing)\b/,
      'felon',
      // A boil placed on the body ("boil on her left buttock"), not the kettle's.
      /\b(?:boils?|furuncles?|carbuncles?) (?:on|in|under) (?:the |my |his |her |their )?(?:(?:left|right) )?\w+/,
      // A boil in a note's few words, "boil R buttock 4cm, fluctuant": any boil but the kettle's ("went
      // to boil the kettle", "water on the boil").
      /(?<!\b(?:to|(?:on|to|off) the) )\bboils?\b(?! (?:the (?!size\b)|some\b|up\b|over\b|water\b|eggs?\b|kettle\b|milk\b|pasta\b|rice\b))/,
      // A painful lump gone red and hot: "lump under my armpit for 4 days, red and hot".
      /\blump\b[^.;]{0,60}?\b(?:red(?:,| and) hot|hot(?:,| and) red)\b/,
      'hidradenitis',
      'pus[- ]filled (lump|bump|spot|swelling|blister)',
      '(swelling|pus|infection|abscess) (beside|around|next to|at the side of|by|along) (the |his |her |my )?((left|right|l|r) )?(thumbnail|fingernail|toenail|nail)',
      'collection of pus',
      '(pus|yellow|white) (point|pocket|head)',
      // A nail fold with pus is a paronychia, drained under a digital block.
      /\bnail ?fold\b(?=[^.;]*\b(?:pus|abscess|collection|fluctuan\w*|pointing))/,
      'fluctuant (swelling|lump|mass)',
      'fluctuant (centre|center|middle|area|point|collection)',
      // "Injection site hot, swollen and fluctuant": fluctuance is pus, however it is placed.
      '(hot|red|swollen|tender|painful),? (\\w+,? ){0,3}(and )?fluctuant',
      'cyst (is )?infected',
    ],
    complaintFieldTerms: ['boil', 'boils', 'pus', 'collection'],
    resources: [need('simpleProcedure', 'incision and drainage')],
    adjustments: [
      eyelidCollectionIsNotDrained,
      drainedOnItsOwn,
      {
        when: allOf(
          says('early', 'indurated', 'starting', 'just started', 'firm'),
          none(says('fluctuant', 'pointing', 'pus', 'head', 'discharg*')),
        ),
        remove: ['simpleProcedure'],
        why: 'an indurated collection without fluctuance: warm compresses and review',
      },
      {
        when: systemicInfection,
        add: [
          need('labs', 'blood count, CRP, glucose, cultures'),
          need('parenteralMedication', 'IV antibiotics with SIRS signs'),
        ],
      },
      {
        // An abscess where a person injects may be a false aneurysm or sit on a vein when it is in the groin
        // or large: it is scanned before it is opened (UKHSA injecting-site infections). A small one is drained.
        when: allOf(
          injectsDrugs,
          says('groin', 'femoral', 'pulsat*', 'big', 'large', 'huge', /\b(?:[5-9]|1\d) ?cm\b/),
        ),
        add: [
          need(
            'advancedImaging',
            'ultrasound before drainage: an injecting-site abscess may be a false aneurysm',
          ),
        ],
      },
      {
        // With a cellulitis round it, an injecting-site infection is treated with IV antibiotics after bloods.
        when: allOf(
          injectsDrugs,
          says(
            'surrounding (redness|erythema|cellulitis)',
            'redness spreading',
            'spreading (redness|erythema)',
            'cellulitis',
          ),
        ),
        add: [
          need('labs', 'blood count, CRP, cultures [injecting-site infection with cellulitis]'),
          need('parenteralMedication', 'IV antibiotics [injecting-site infection with cellulitis]'),
        ],
      },
      {
        // A diabetic with high sugars or a spreading cellulitis round the abscess: bloods for the infection and
        // the glucose control, not only the drainage.
        when: allOf(
          diabeticPatient,
          anyOf(
            lab('glucose', (result) => (result.value ?? 0) > 270),
            says(
              'sugars? (have been |are |is |running )?(high|raised|up|all over)',
              'hyperglyc*',
              'spreading',
              'cellulitis',
            ),
          ),
        ),
        add: [
          need(
            'labs',
            'blood count, CRP, glucose and ketones [an abscess in a diabetic: control or spreading infection]',
          ),
        ],
      },
      {
        // "Too big and deep for me to drain in the surgery" is a GP's reason to send it, not a deep abscess.
        when: says(
          'perianal',
          'perirectal',
          'ischiorectal',
          'groin',
          'hand',
          'palm',
          /\b(?:deep|large)\b(?! (?:for (?:me|us|the gp|the surgery|primary care)|to (?:drain|do|manage) (?:in|at) (?:the )?(?:surgery|practice)))/,
        ),
        add: [need('specialtyConsultation', 'surgical drainage for a deep, perianal or hand abscess')],
      },
    ],
    minor: true,
    guideline: 'IDSA 2014 Skin and Soft Tissue Infections',
    differential: [
      { condition: 'Skin abscess, infected cyst, hidradenitis', why: 'A painful fluctuant swelling' },
      { condition: 'Necrotising infection', why: 'Pain out of proportion, crepitus, systemic toxicity' },
    ],
    workup: ['Examine for fluctuance; bedside ultrasound if unsure', 'Glucose in recurrent abscesses'],
    immediateActions: ['Analgesia; incision and drainage'],
  },
  {
    id: 'pressure-ulcer',
    name: 'Pressure ulcer',
    group: 'skin',
    terms: [
      'pressure (ulcer|sore|injury|wound)',
      'decubitus',
      'bed ?sores?',
      'sacral (ulcer|sore|wound)',
      'heel (ulcer|sore)',
    ],
    // A clean ulcer is dressed (simple wound care); an infected deep one is worked up for osteomyelitis.
    resources: [],
    adjustments: [
      {
        when: says(
          'foul',
          'smell*',
          'discharg*',
          'pus',
          'bone',
          'stage (3|4|iii|iv)',
          'infected',
          'necrotic',
          'black',
          'spreading redness',
        ),
        add: [
          need('labs', 'blood count, CRP, cultures'),
          need('xray', 'imaging for osteomyelitis under the ulcer'),
          need('parenteralMedication', 'IV antibiotics'),
        ],
      },
    ],
    guideline: 'NICE CG179 Pressure ulcers',
    differential: [
      {
        condition: 'Infected pressure ulcer, osteomyelitis',
        why: 'Deep ulcer with discharge or exposed bone',
      },
    ],
    workup: ['Wound swab, blood count, CRP; X-ray or MRI for osteomyelitis'],
    immediateActions: ['Pressure relief; sepsis screen'],
  },
  {
    id: 'other-skin-condition',
    name: 'Other skin conditions',
    group: 'skin',
    terms: [
      'skin (problem|problems|condition|complaint|issue|issues|irritation|changes?|discoloration|discolouration)',
      'blister*',
      'dry skin',
      'cracked (skin|heels|hands|lips)',
      'hair loss',
      'alopecia',
      'dandruff',
      '(flaky|flaking|itchy|dry|scaly) scalp',
      'scalp (is )?(flaky|flaking|itchy|dry|scaly)',
      'seborrh(o)?eic dermatitis',
      'cradle cap',
      '(nail|fingernail|toenail) (problem|infection|fungus|discoloration|injury|torn|ripped|came off)',
      'fungal (nail|skin) infection',
      "athlete'?s foot",
      'athletes foot',
      'pressure (sore|sores|ulcer|ulcers|injury|area|damage)',
      'bed ?sores?',
      'bedsores?',
      '(leg|venous|arterial|diabetic|foot|skin|heel|shin) ulcers?',
      'chronic wound',
      'non[- ]healing (wound|ulcer|sore)',
      'acne',
      'pimples?',
      'ingrown hair',
      'sweating a lot',
      'hyperhidrosis',
    ],
    resources: [],
    adjustments: [
      {
        when: allOf(
          says('pressure (ulcer|sore)', 'decubitus', 'bed ?sore', 'sacral (ulcer|sore|wound)'),
          says(
            'foul',
            'smell*',
            'discharg*',
            'pus',
            'bone',
            'stage (3|4|iii|iv)',
            'infected',
            'necrotic',
            'black',
          ),
        ),
        add: [
          need('labs', 'blood count, CRP, cultures'),
          need('xray', 'imaging for osteomyelitis under the ulcer'),
          need('parenteralMedication', 'IV antibiotics'),
        ],
      },

      {
        when: allOf(
          says('diabetic foot', 'foot ulcer', 'diabetes'),
          says('infect*', 'pus', 'red*', 'smell*', 'odor', 'odour', 'swollen', 'probe to bone', 'black'),
        ),
        add: [need('labs', 'blood count, CRP, glucose'), need('xray', 'foot X-ray for osteomyelitis')],
      },
    ],
    minor: true,
    guideline: 'IWGDF/IDSA 2023 Diabetes-related foot infection; NICE CKS',
    differential: [
      { condition: 'Friction blister, fungal infection, acne, pressure damage', why: 'Common skin problems' },
      {
        condition: 'Infected diabetic foot ulcer, osteomyelitis',
        why: 'A diabetic foot with infection signs',
      },
    ],
    workup: ['Examination; X-ray and bloods only for an infected diabetic foot'],
    immediateActions: ['Advice, dressing, primary care or dermatology follow-up'],
  },
  {
    id: 'lumps-bumps',
    name: 'Lumps, bumps, calluses',
    group: 'skin',
    terms: [
      /lumps? (?:on|in|under|behind|over|near) (?!(?:(?:the|my|his|her) )?(?:(?:left|right|l|r) )?(?:neck|throat|breast|boob|groin|testic|scrot|eye|lid|abdom|stomach|anus|anal|rect|vagin|vulv|labia|gum|mouth|tongue|lip|jaw))(?:(?:the|my|his|her) )?(?:(?:left|right) )?\w+/,
      'lumps and bumps',
      'skin lumps?',
      'lump under (the )?skin',
      '(sebaceous|epidermoid|epidermal|skin|dermoid|ganglion) cysts?',
      'lipoma',
      'ganglion',
      'callus*',
      'calluses',
      'corns',
      'corn on (the |my |his |her )?(left |right )?(little |big )?(toe|foot)',
      'keloid',
      'soft tissue (mass|lump|swelling)',
    ],
    complaintFieldTerms: ['lump', 'lumps', 'bump', 'bumps', 'mass', 'cyst'],
    resources: [],
    adjustments: [
      {
        // A tender lump soft in its middle, come to a head, or growing fast and hurting to sit on is a
        // collection to drain (a skin or Bartholin's abscess).
        when: anyOf(
          says(
            'fluctuant',
            'pus',
            'pointing',
            'hot',
            'abscess',
            'soft (in|at) the (middle|centre|center)',
            '(come|came|coming) to a head',
            'yellow head',
            // A painful swelling beside the vaginal opening is a Bartholin's abscess until examined.
            'bartholin*',
            'tense (painful )?(swelling|lump)',
          ),
          allOf(
            // Red, or too sore to sit on: not the painless or merely tender lymph node.
            says('red', 'redness', 'hurts to (sit|walk)', '(painful|sore) to sit', sittingHurts),
            says(
              '(size of a|as big as a) (grape|golf ?ball|walnut|egg|plum)',
              'hurts to (sit|walk)',
              /\b(?:[2-9]|1\d)(?:\.\d)? ?cm\b/,
              sittingHurts,
              // Growing by the day is what a collection does: "getting bigger for 4 days".
              '(getting|got|grown|growing) (bigger|larger)',
            ),
            says(
              '(grown|growing|bigger|spreading) (over|in|for) (\\w+ ){0,2}days?',
              '(started|began|came up) (\\w+ ){0,2}days? ago',
              'for (\\w+ ){0,2}days',
            ),
          ),
        ),
        add: [need('simpleProcedure', 'incision and drainage of a collection')],
      },
      eyelidCollectionIsNotDrained,
      drainedOnItsOwn,
    ],
    minor: true,
    guideline: 'NICE NG12 Suspected cancer: soft tissue sarcoma referral',
    differential: [
      { condition: 'Lipoma, epidermoid cyst, ganglion, callus', why: 'Common benign lumps' },
      { condition: 'Abscess', why: 'Hot, red, tender, fluctuant' },
      { condition: 'Soft tissue sarcoma', why: 'Growing, over 5 cm, deep or painful lump' },
    ],
    workup: ['Examination; ultrasound through primary care if uncertain'],
    immediateActions: ['Advice and primary-care follow-up'],
  },
  {
    id: 'breast-redness',
    name: 'Redness / tenderness of the breast',
    group: 'skin',
    terms: [
      'breast (pain|redness|tenderness|swelling|lump|abscess|infection|engorgement|cellulitis|mass)',
      'mastitis',
      'mastalgia',
      '(red|tender|painful|swollen|hot|sore|engorged|lumpy|hard) breasts?',
      `${whose}breast (is |are )?(red|tender|painful|swollen|hot|sore|engorged|lumpy|hard)`,
      `(lump|swelling|redness|pain|abscess) (in|on|of) ${whose}breast`,
      // "Painful red lump left breast", "lump in my boob".
      `(lump|swelling|redness|abscess) (in |on |of )?${whose}(left |right )?(breast|boob)s?`,
      `(red|tender|painful|swollen|hot|sore|lumpy|hard) (left |right )?boobs?`,
      'nipple (discharge|pain|cracked|sore|bleeding|infection)',
      '(cracked|sore|bleeding) nipples?',
    ],
    resources: [],
    adjustments: [
      {
        when: says(
          'abscess',
          'fluctuant',
          'collection',
          // Fluctuance in her words: "squishy in the middle", "soft in the centre".
          'squishy',
          'boggy',
          'soft in the (middle|centre|center)',
          'not improving (on|with|despite) antibiotics',
          'failed antibiotics',
        ),
        add: [
          need('advancedImaging', 'breast ultrasound for an abscess'),
          need('simpleProcedure', 'needle aspiration'),
        ],
      },
      {
        when: anyOf(fever, tachycardia),
        add: [need('labs', 'blood count, CRP, cultures')],
      },
      {
        when: allOf(anyOf(fever, tachycardia), says('unwell', 'rigors', 'spreading', 'vomit*')),
        add: [need('parenteralMedication', 'IV antibiotics')],
      },
    ],
    minor: true,
    guideline: 'ABM Clinical Protocol #36 [2022] Mastitis spectrum; NICE CKS Mastitis and breast abscess',
    differential: [
      { condition: 'Lactational mastitis, engorgement, breast abscess', why: 'Breastfeeding women' },
      { condition: 'Non-lactational abscess', why: 'Smokers; periareolar' },
      { condition: 'Inflammatory breast cancer', why: 'Redness that does not settle with antibiotics' },
    ],
    workup: ['Examination; ultrasound if a fluctuant lump'],
    immediateActions: ['Continue breastfeeding or expressing; oral antibiotics if indicated'],
  },
  {
    id: 'cyanosis',
    name: 'Cyanosis',
    group: 'skin',
    terms: [
      'cyanosis',
      'cyanotic',
      'cyanosed',
      'blue (lips|skin|fingers|fingertips|hands|feet|toes|face|tongue)',
      // Not a bruise's colour at an injured part: "little blue colour near middle joint".
      /\bblue (?:colou?r|discolou?ration|tinge)\b(?! (?:near|over|around|at|under|on|by) (?:the |his |her |their |my )?(?:\w+ )?(?:joint|knuckle|nail|finger|thumb|toe|knee|ankle|wrist|elbow|shin|bruise|bump|swelling|injury|site|wound)s?\b)/,
      '(lips|skin|fingers|fingertips|hands|feet|toes|face|tongue|he|she|baby|child) (are |is |was |were )?(turned |turning |went |going |look |looks |looked |appear |appears |appeared )?(blue|dusky|purple)',
      '(turned|turning|went|goes|going) (blue|dusky)',
      'dusky (lips|skin|colour|color|face|episode)',
      'blue baby',
    ],
    resources: [
      need('labs', 'blood gas with methaemoglobin, blood count'),
      need('xray', 'chest X-ray'),
      need('ecg', 'ECG'),
    ],
    adjustments: [
      {
        when: says(
          'raynaud*',
          'in the cold',
          'cold (hands|fingers|feet|weather|water)',
          'fingers? (turn|go|goes|went|turning) white',
          'peripheral (only|cyanosis)',
          'acrocyanosis',
        ),
        remove: ['labs', 'xray', 'ecg'],
        why: 'peripheral cyanosis from cold or Raynaud with normal saturation: no tests',
      },
    ],
    highRisk: [
      {
        when: allOf(
          says(
            'lips',
            'tongue',
            'face',
            'central',
            'turned blue',
            'turning blue',
            'went blue',
            'blue baby',
            'cyanotic',
            'cyanosed',
            'cyanosis',
          ),
          none(
            says(
              'raynaud*',
              'acrocyanosis',
              'peripheral (only|cyanosis)',
              'in the cold',
              'cold (hands|fingers|feet)',
              // A toddler's breath-holding spell, blue for seconds and then pink: the spell, not hypoxaemia now.
              'breath[- ]?holding',
            ),
          ),
        ),
        reason: 'Central cyanosis means hypoxaemia or methaemoglobinaemia: oxygen and assessment now',
        source: 'Resuscitation Council UK ABCDE approach; ESI v4 Implementation Handbook',
      },
    ],
    guideline: 'Resuscitation Council UK ABCDE approach',
    differential: [
      { condition: 'Hypoxaemia: respiratory, cardiac, PE', why: 'Central cyanosis of lips and tongue' },
      {
        condition: 'Methaemoglobinaemia',
        why: 'Cyanosis with normal PaO2, after dapsone, nitrites, anaesthetics',
      },
      { condition: 'Raynaud, cold exposure', why: 'Peripheral cyanosis with warm centre and normal SpO2' },
    ],
    workup: ['SpO2 and blood gas', 'Chest X-ray and ECG'],
    immediateActions: ['Oxygen and SpO2 now; look at the tongue, not only the fingers'],
  },
  {
    id: 'spontaneous-bruising',
    name: 'Spontaneous bruising',
    group: 'skin',
    terms: [
      'easy bruising',
      'bruis(es|ing) (easily|for no reason|all over|everywhere|on (the |his |her |my )?(body|legs|arms|trunk|back))',
      'bruises easily',
      'spontaneous (bruising|bruises|bleeding)',
      'unexplained (bruising|bruises|bleeding)',
      'random bruis*',
      'new bruis(es|ing)',
      'petechi*',
      'purpura',
      'purpuric',
      'ecchymos(is|es)',
      'blood spots',
      'pinpoint (red )?(spots|rash)',
    ],
    complaintFieldTerms: ['bruising', 'bruises'],
    // Spots said to fade under a glass are no bleeding into the skin, unless bruises are told as well.
    requires: none(allOf(rashSaidToBlanch, none(says('bruis*', 'ecchymos*', 'bleed*')))),
    resources: [need('labs', 'blood count, film and coagulation')],
    adjustments: [
      {
        when: allOf(
          injuryMechanism,
          none(says('petechi*', 'purpur*', 'spontaneous', 'unexplained', 'easily', 'no reason')),
        ),
        remove: ['labs'],
        why: 'bruising after an injury: examine the injury itself',
      },
      {
        // Bruising where an operation or procedure was done is not spontaneous.
        when: anyOf(
          afterVasectomy,
          says(
            'post[- ]?op*',
            '(after|since|following) (a |an |the |his |her |my )?(operation|surgery|procedure|op|injection|cannula|blood test)',
          ),
        ),
        remove: ['labs'],
        why: 'bruising where an operation or procedure was done',
      },
      {
        // Small bruises where knocks land, on antiplatelets, with no bleeding from gums, nose, gut or urine:
        // the nuisance bleeding of the drugs, which are continued (ESC 2017 DAPT; BARC type 1).
        when: allOf(
          takes('antiplatelet'),
          says(
            /\bwhere (?:he|she|they|i) (?:knocks?|bumps?|bangs?)\b/,
            /\b(?:knocks?|bumps?|bangs?) (?:himself|herself|themselves|myself|into things)\b/,
            /\b(?:small|little|minor|[1-3](?:-[1-3])? ?cm) bruis\w*/,
          ),
          none(
            says(
              'petechi*',
              'purpur*',
              'gums? bleed*',
              'bleeding gums?',
              'nose ?bleed*',
              'black (tarry )?stools?',
              'melena',
              'blood in (the |his |her )?(urine|stools?|poo|vomit)',
              'hematuria',
              'spontaneous',
              'unexplained',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'small bruises from knocks on antiplatelets, no other bleeding: advice, the drugs continued',
      },
    ],
    highRisk: [
      {
        when: allOf(ageYears(0, 1), says('bruis*', 'petechi*', 'purpura')),
        reason: 'Bruising in a baby who is not yet mobile: non-accidental injury or a bleeding disorder',
        source: 'NICE CG89 Child maltreatment: when to suspect maltreatment [bruising in a non-mobile child]',
      },
    ],
    guideline: 'BSH 2024 guidance on investigating bleeding; NICE CG89 Child maltreatment',
    differential: [
      {
        condition: 'Thrombocytopenia [ITP, leukaemia], coagulopathy, anticoagulants',
        why: 'Spontaneous bruising or petechiae',
      },
      { condition: 'Meningococcal sepsis', why: 'Petechiae or purpura with fever' },
      { condition: 'Non-accidental injury', why: 'Bruises in a non-mobile baby or in unusual places' },
    ],
    workup: ['Full blood count and film, coagulation, INR if anticoagulated'],
    immediateActions: ['Temperature and glass test; ask about anticoagulants'],
  },
  {
    id: 'foreign-body-skin',
    name: 'Foreign body in skin',
    group: 'skin',
    terms: [
      'hair tourniquet',
      'hair( strand)? (tightly )?(wrapped|wound|tied|wrapping) (tightly )?(round|around)',
      '(thread|hair) (round|around) (his|her|the) (toe|finger|penis|willy)',
      'splinters?',
      'slivers?',
      'thorns?',
      'fish ?hooks?',
      'fishhooks?',
      'fishing ?hooks?',
      'barbed hooks?',
      `foreign body (in|under|into) ${whose}${bodyPart}`,
      'foreign body (in|under) (the )?skin',
      `(glass|metal|wood|wooden|plastic|needle|nail|pin|staple|pencil lead|graphite|gravel|stone|shard|fragment|piece of \\w+) (is )?(stuck |embedded |lodged |still )?(in|under|into) ${whose}${bodyPart}`,
      'embedded (foreign body|object|glass|metal|splinter|needle|earring)',
      'retained foreign body',
      'stepped on (a |some )?(glass|splinter|thorn|needle)',
      // Spines left in the skin are lifted out (hot-water soaking first, for the pain).
      'sea urchin',
      'spines (are |were )?(stuck|embedded|lodged|left|broken off)',
      'ring (is )?(stuck|too tight)',
      "ring (won't|will not) come off",
      'ring removal',
      'embedded earring',
    ],
    // A hair or a thread round a toe or a finger is why it is swollen and why the baby cries.
    explains: ['joint-pain-swelling', 'lower-extremity-pain', 'upper-extremity-pain', 'inconsolable-crying'],
    resources: [need('simpleProcedure', 'foreign body removal')],
    adjustments: [
      {
        // Glass, metal and stone show on an X-ray; wood and thorns do not, however deep.
        when: says('glass', 'metal', 'needle', 'gravel', 'stone', 'pencil lead'),
        add: [need('xray', 'X-ray to locate a radio-opaque foreign body')],
      },
      {
        // Sea urchin spines are calcium carbonate and show on an X-ray: fragments left behind once the
        // visible spines are out are found on it before they are taken out.
        when: allOf(
          says('(sea )?urchin'),
          says(
            'remain*',
            'left in',
            'still in',
            'fragments?',
            'retained',
            'broken off',
            'bits? (of spine )?left',
          ),
        ),
        add: [need('xray', 'X-ray to locate retained sea urchin spines')],
      },
      {
        // A splinter whose end can be seen and gripped comes out with tweezers: simple wound care.
        when: allOf(
          says(
            'sticking out',
            '(can|could) see (the end|it|the top)',
            'end (of it )?(is )?(visible|showing|poking out)',
            'visible (end|splinter|thorn)',
            'small (splinter|thorn|sliver)',
            'superficial (splinter|thorn|sliver)',
            'tweezers',
          ),
          none(
            says(
              'deep',
              'under (the |his |her |my )?(\\w+ )?nail',
              'broke off',
              'glass',
              'metal',
              'fish ?hook*',
              'ring',
            ),
          ),
        ),
        remove: ['simpleProcedure', 'xray'],
        why: 'a visible superficial splinter: removed with tweezers, simple wound care',
      },
      {
        // A prick from a thorn or a nail that left nothing behind: the wound is cleaned and tetanus brought
        // up to date, neither an ESI resource.
        when: allOf(
          saysBeforeNegation(
            'no (fb|foreign body|splinter|thorn|nothing)( is| was)? (visible|seen|felt|left|palpable|in it)',
            'nothing (left )?(in it|visible|to see)',
          ),
          none(says('glass', 'metal', 'needle', 'deep', 'red*', 'swollen', 'pus', 'fish ?hook*')),
        ),
        remove: ['simpleProcedure', 'xray'],
        why: 'nothing left in the wound: cleaning and tetanus cover, simple wound care',
      },
    ],
    minor: true,
    differential: [
      { condition: 'Retained splinter, glass or metal', why: 'Visible or felt under the skin' },
      { condition: 'Infection around a retained foreign body', why: 'Redness and pus days later' },
    ],
    workup: ['X-ray for glass or metal; ultrasound for wood if not visible'],
    immediateActions: ['Remove a ring early with soap, string or a ring cutter'],
  },
  {
    id: 'hives',
    name: 'Hives',
    group: 'skin',
    // Bare "hives" and "urticaria" are also allergic-reaction terms; the forms below name the skin sign itself.
    terms: [
      `(hives|urticaria|welts|wheals) (on|all over|over|across|around) ${whose}\\w+`,
      '(hives|urticaria|welts|wheals) all over',
      '(itchy|raised|red|recurrent|chronic|spontaneous) (hives|welts|wheals|urticaria)',
      '(chronic|acute|recurrent|spontaneous|cold|pressure) urticaria',
      'urticarial (rash|lesions|wheals)',
      'urticarial',
      'wheals',
      'nettle rash',
      'hives',
      'urticaria',
      'welts',
      'hive',
    ],
    resources: [],
    adjustments: [
      {
        when: says(
          '(lip|lips|tongue|face|facial|eyelid|eye) swelling',
          'swollen (lip|lips|tongue|face|eyes)',
          '(lips|tongue|face) (is |are )?swollen',
          'angioedema',
        ),
        add: [need('parenteralMedication', 'IM or IV antihistamine and steroid for angioedema')],
      },
    ],
    minor: true,
    guideline: 'BSACI 2015 Guideline for Chronic Urticaria and Angioedema; WAO 2020 Anaphylaxis Guidance',
    differential: [
      {
        condition: 'Acute urticaria: viral, food, drug, idiopathic',
        why: 'Itchy wheals lasting under 24 hours each',
      },
      { condition: 'Anaphylaxis', why: 'With breathing, throat, circulation or gut symptoms' },
    ],
    workup: ['Examination; ask about triggers; look at the airway'],
    immediateActions: ['Oral non-sedating antihistamine'],
  },
  {
    id: 'sunburn',
    name: 'Sunburn',
    group: 'skin',
    terms: [
      'sunburn*',
      'sun ?burn*',
      'sun burnt',
      'sunburnt',
      'sun poisoning',
      '(burnt|burned) (in|by) the sun',
    ],
    resources: [],
    adjustments: [
      {
        // A mild headache after a day in the sun, drinking, is the sunburn's, not heat illness.
        when: anyOf(
          says('vomit*', 'dizz*', 'syncope', 'not drinking', 'dehydrat*', 'extensive blister*'),
          allOf(says('headache'), none(mildPain)),
        ),
        add: [need('ivFluids', 'IV fluids for dehydration or heat illness')],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Sunburn',
    differential: [
      { condition: 'Sunburn', why: 'Red painful skin after sun exposure' },
      {
        condition: 'Heat exhaustion, photosensitive drug reaction',
        why: 'Systemic symptoms or an unusual pattern',
      },
    ],
    workup: ['Look for heat illness and blistering extent'],
    immediateActions: ['Cool compresses, emollient, oral analgesia and fluids'],
  },
  {
    id: 'ingrown-toenail',
    name: 'Ingrown toenail',
    group: 'skin',
    terms: [
      '(ingrown|ingrowing|in[- ]grown|in[- ]growing) (toe ?nail|toenail|nail|big toe ?nail)s?',
      'ingrown',
      'ingrowing',
      'onychocryptosis',
      'infected (toe ?nail|toenail|big toe)',
      '(toe ?nail|toenail) (infection|pain|problem|infected)',
      'paronychia (of|on) (the |my |his |her )?(big |great )?toe',
    ],
    resources: [],
    adjustments: [
      {
        when: says('pus', 'abscess', 'discharg*', 'granulation', 'infected', 'paronychia'),
        add: [need('simpleProcedure', 'drainage or partial nail avulsion under digital block')],
      },
    ],
    minor: true,
    guideline: 'NICE CKS Ingrowing toenail',
    differential: [
      { condition: 'Ingrown toenail with or without paronychia', why: 'Pain and swelling at the nail fold' },
      { condition: 'Diabetic foot infection', why: 'A diabetic patient with a red swollen toe' },
    ],
    workup: ['Examination; check pulses and sensation in a diabetic'],
    immediateActions: ['Warm soaks, oral analgesia; podiatry referral'],
  },
  {
    id: 'skin-lesion-check',
    name: 'Wart / mole / skin lesion check',
    group: 'skin',
    terms: [
      'warts?',
      'verruca*',
      'plantar wart',
      'mole (check|changed|changing|bleeding|growing|itchy|itching|getting bigger|has changed)',
      '(changing|changed|bleeding|growing|suspicious|new|itchy|irregular|dark|black) mole',
      'skin (lesion|lesions|check|tag|tags|spot)',
      'skin tags?',
      'check (a |my |his |her |this )?(mole|spot|lesion|freckle)',
      'molluscum',
      'seborrh?eic keratos(is|es)',
      'actinic keratos(is|es)',
      'suspicious (lesion|spot)',
    ],
    complaintFieldTerms: ['mole', 'moles'],
    resources: [],
    minor: true,
    guideline: 'NICE NG12 Suspected cancer: skin cancers [weighted 7-point checklist]',
    differential: [
      { condition: 'Wart, seborrhoeic keratosis, skin tag, benign naevus', why: 'Common benign lesions' },
      {
        condition: 'Melanoma, squamous or basal cell carcinoma',
        why: 'A changing, bleeding or irregular lesion',
      },
    ],
    workup: ['Examination with the 7-point checklist'],
    immediateActions: ['Primary care or dermatology referral'],
  },
];
