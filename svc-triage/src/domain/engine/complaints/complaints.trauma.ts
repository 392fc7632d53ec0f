import {
  bruiseWalkedOn,
  EXTRICATED,
  KNOCKED_OFF_BY_A_VEHICLE,
  SHOT_BY_A_WEAPON,
  TRAPPED,
  headInjury,
  painWord,
} from '../red-flags/common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  hypotension,
  none,
  says,
  saysBeforeNegation,
  tachycardia,
  type Matcher,
} from '../red-flags/matchers';
import {
  headCtIndicatedForAge,
  need,
  olderAdult,
  oralAnalgesiaWhenMild,
  painScoreAtLeast,
  reductionWhenDeformed,
} from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** The head was struck: the common phrases and a registry's "head strike". */
const headStruck: Matcher = anyOf(
  headInjury,
  says(
    'head strike',
    'head struck',
    'struck (the |his |her |their )?head',
    'head (was )?hit',
    'landed on (the |his |her |their )?head',
  ),
);

const injurySign = says(
  painWord,
  'tender*',
  'swell*',
  'swollen',
  'bruis*',
  'laceration',
  'cut',
  'h(a)?ematoma',
  'lump',
  'graze*',
  'abrasion*',
);

/** Said to be unhurt: "no injuries", "not hurt", "uninjured", with no pain word affirmed. */
const uninjured: Matcher = (facts) => {
  const saysUnhurt =
    /\b(?:uninjured|unhurt|no apparent injur\w*|walking around (?:at|on) (?:the )?scene|just (?:wants|needs) (?:a |to be )?check\w*)\b/.test(
      facts.presenting.affirmed,
    ) ||
    // "No swelling or bruise on her scalp", "not a mark on him", "no scalp swelling": nothing found where
    // the blow fell.
    facts.presenting.negated.some((span) =>
      /\b(?:injur\w*|hurt|pain\w*|complaints?|bruis\w*|marks?|scalp swelling|h(?:a)?ematoma|boggy swelling)\b/.test(
        span,
      ),
    );
  if (!saysUnhurt || injurySign(facts)) return null;
  return ['no injury reported'];
};

const vehicleCollision = [
  'motor vehicle collision',
  '(car|vehicle|truck|lorry|bus|van|taxi) (crash|accident|collision|wreck)',
  'road traffic (accident|collision)',
  'traffic (accident|collision)',
  'crashed (his|her|their|my|the|a) (car|vehicle|truck)',
];

/** What makes a vehicle collision a major-trauma mechanism (ACS-COT 2021 field triage, high-risk crash). */
const highEnergyCrash: Matcher = anyOf(
  says(
    'high speed',
    'at speed',
    /\b(?:[4-9]\d|1\d\d) ?(?:mph|miles an hour|miles per hour)\b/,
    /\b(?:[6-9]\d|1\d\d) ?(?:km\/?h|kph)\b/,
    'rollover',
    'rolled (over|the car|the vehicle)',
    'ejected',
    'ejection',
    TRAPPED,
    'entrapped',
    'entrapment',
    EXTRICATED,
    'intrusion',
    'death in (the )?same (vehicle|car)',
    '(other|another) (occupant|passenger|driver) (died|dead|killed)',
    'head on',
    'windscreen',
    'windshield',
    'unrestrained',
    'pedestrian',
    'motorcycle',
    'motorbike',
    'motor cycle',
    'cyclist',
    'hit by',
    'struck by',
    'knocked (down|over)',
    'run over',
    'car (was )?(written off|totall?ed)',
    'unconscious',
    'unresponsive',
  ),
  hypotension,
  alteredMentalStatus,
);

const torsoPain = says(
  'chest (pain|wall pain|injury|tender*)',
  'abdominal (pain|tender*|injury)',
  '(seatbelt|seat belt) (sign|mark|bruis*|abrasion)',
  'rib*',
  'flank pain',
  'pelvi*',
);
const neckPain = says(
  'neck (and (back|shoulder) )?(pain|tender*|stiff*|ache|aching|sore*)',
  // "Ache in the back of her neck", "a sore neck", "neck aching at the back".
  '(pain|ache|aching|soreness|stiffness) (in|at|of) (the )?(back of )?(the |his |her |my |their )?neck',
  '(sore|stiff|aching|painful) neck',
  'whiplash',
  'c spine',
  'cervical spine',
);

/** A part other than the head said to be hurt: the X-ray after a fall is for it. */
const limbOrTrunkMentioned = says(
  'wrist*',
  'arm',
  'arms',
  'hand',
  'hands',
  'shoulder*',
  'elbow*',
  'finger*',
  'thumb',
  'hip',
  'hips',
  'knee*',
  'ankle*',
  'leg',
  'legs',
  'foot',
  'feet',
  'toe*',
  // The back, not a place or a return: "in the back of the ambulance", "back to her normal self".
  /\bback\b(?! (?:of|to|home)\b)/,
  'neck',
  'rib*',
  'chest',
  'pelvis',
  'limb*',
  'unable to bear weight',
);

/** A crush of a limb or the trunk big enough to release muscle contents. */
const extensiveCrush = says(
  'trapped',
  'pinned',
  'entrapped',
  'for (\\d+|several|many|a few) (minutes|hours)',
  'prolonged',
  'under (a |the )?(car|vehicle|tractor|machine|machinery|wall|rubble|pallet|load)',
  '(leg|legs|thigh|thighs|pelvis|chest|trunk|arm|arms) (was |were )?crushed',
  'crushed (leg|legs|thigh|thighs|pelvis|chest|trunk|arm|arms)',
  'run over',
);

/** "Slipped on the wet kitchen floor", "tripped over the dog": a fall with its cause, and no sign of another. */
/**
 * Up and walking afterwards as they always do: "walked out to the car with her frame like she always
 * does". Read before negation, as a list of what was not found runs on into it ("No injuries, walked with
 * her frame as normal"), so a walk said not to be normal is refused here.
 */
const walksAsUsual = saysBeforeNegation(
  /(?<!\b(?:not|never|unable to|cannot|no longer) )\bwalk\w*\b[^.;]{0,50}\b(?:as normal|as usual|normally|at (?:her |his |their )?baseline|like (?:she|he|they) always (?:does|do)|as (?:she|he|they) always (?:does|do))/,
  /(?<!\b(?:not|never|unable to|cannot|no longer) )\bmobilis\w*\b[^.;]{0,50}\b(?:as normal|as usual|normally|at (?:her |his |their )?baseline)/,
);

const explainedMechanicalFall: Matcher = allOf(
  says(
    // A slide from a chair or a bed onto the floor, often lowered the last bit by whoever was there.
    /\bslid (?:forward |down |slowly )?(?:off|out of|from|down from) (?:the |a |her |his |their |my )?(?:edge of (?:the |her |his |their )?)?(?:arm ?chair|chair|bed|sofa|couch|settee|toilet|commode|wheelchair|stool)\b/,
    'controlled slide',
    /\b(?:slipped|tripped|caught (?:his|her|their|my) (?:foot|toe|heel)|missed (?:a|the) step|lost (?:his|her|their|my) footing|lost (?:his |her |their |my )?balance)\b(?:[^.;]{0,40}?)\b(?:on|over|in|off|stepping|getting|climbing|while|the)\b/,
    'mechanical fall',
    // A force from outside: the bus braked, someone pushed or knocked into them.
    /\b(?:braked|jolted|lurched|stopped suddenly|pushed|shoved|knocked (?:over|down|into)|barged)\b/,
    // The cause in the place: uneven paving slabs, a kerb, ice, a wet floor, a rug.
    /\b(?:uneven|broken|loose|cracked) (?:paving|slabs?|pavement|ground|path|floor|step)|\b(?:slabs?|paving|pavement|ground|path|floor|steps?) (?:is |are |was |were )(?:uneven|broken|loose|icy|wet|slippery)\b|\b(?:on|off|over) (?:the |a )?(?:kerb|curb|ice|icy \w+|wet floor|rug|step|stairs)\b/,
  ),
  none(
    says(
      'dizz*',
      'giddi*',
      'light[- ]?headed*',
      'faint*',
      'syncop*',
      'black(ed)? out',
      'blackout',
      'passed out',
      'collaps*',
      'loss of consciousness',
      'unwitnessed',
      'found on (the )?floor',
      'long lie',
      "(can't|cannot|unable to|doesn't|does not|don't) remember",
      'unexplained',
      'palpitations',
      'chest pain',
      'weak*',
      'confus*',
      'unwell',
      'short of breath',
    ),
  ),
  // Unable to get up is weakness or a broken hip, unless they walked as usual once helped up.
  none(allOf(says('unable to get up', "(couldn't|could not|can't|cannot) get up"), none(walksAsUsual))),
  none(alteredMentalStatus),
  // A struck head (CT, and the cause looked for) and a broken hip (bloods before theatre) keep the work-up.
  none(headStruck),
  none(
    says(
      // A hip examined and found normal ("hip ROM pain-free") is not a broken hip.
      /\bhip\b(?! (?:rom|range of (?:movement|motion)|movements?|exam\w*)? ?(?:is |was |are )?(?:pain[- ]?free|full|normal|nad|unremarkable))/,
      'neck of femur',
      'shortened',
      '(externally|outward(ly)?) rotated',
      'turned out',
      // A time spent on the floor, not the floor fallen onto ("sat down hard on the floor").
      /\b(?:lying|lay|left|stuck|found|still) on the floor\b|\bon the floor (?:for|overnight|all night|until|when)\b/,
    ),
  ),
);

/**
 * A fall whose only injuries are skin wounds (a cut, a graze) and nothing of a bone or a joint: the wound
 * is repaired or dressed, no X-ray is taken for it.
 */
const skinWoundsOnly: Matcher = allOf(
  says('laceration*', 'cut', 'cuts', 'graze*', 'grazing', 'abrasion*', 'gash', 'skin tear', 'wound'),
  none(
    says(
      'swell*',
      'swollen',
      'tender*',
      'deform*',
      'unable to bear weight',
      'unable to (move|use|lift|straighten|bend)',
      'limp*',
      'bruis*',
      'fractur*',
      // Not a bystander's fear: "I think he's broken something!" over grazes.
      /(?<!\b(?:think|thinks|thought|worried|afraid|scared|sure)(?: (?:he|she|they|it|i|you)(?:'s|'ve| has| have| is)?)? )\bbroken\b/,
      '(wrist|ankle|hip|knee|elbow|shoulder|arm|leg|foot|hand|finger|thumb|rib|ribs|back|neck|chest) pain',
      'pain (in|on|over|at) (the |his |her |their |my )?(left |right )?(wrist|ankle|hip|knee|elbow|shoulder|arm|leg|foot|hand|finger|thumb|ribs?|back|neck|chest)',
      'painful (to move|on movement|wrist|ankle|hip|knee|elbow|shoulder|arm|leg|foot|hand)',
      'hurts to (move|walk|bear weight)',
    ),
  ),
);

/**
 * Strangled by another person, told as it happened: "my boyfriend strangled me", "had both hands round my
 * neck", "choked her". An assault whatever else the complaint says; one of its high-risk forms.
 */
const strangledBySomeone = [
  /(?<!\b(?:tried|trying|attempted|attempting) to )strangled (?:me|him|her|them)\b/,
  'choked (me|him|her|them|by)',
  'chok(ed|ing) (by|with) (the )?hands',
  'hands? (around|round|on) (the |his |her |their |my )?(neck|throat)',
  'grabbed (me |him |her |them )?(by )?(the |his |her |their |my )?(neck|throat)',
  'throttled',
];

/**
 * "Fell", "fallen", but not of a thing that came out or off: "pessary has fallen out", "filling fell out",
 * "his sugar sensor fell off".
 */
const fellNotAnObject =
  /(?<!\b(?:pessary|pessaries|tooth|teeth|stitch(?:es)?|sutures?|filling|cannula|catheter|crown|cast|splint|dressing|tube|peg|stent|coil|plaster|ring|bridge|denture|dentures|staples?|drain|button|sensor|libre|monitor|pump|patch|bag|appliance|line|picc|pen|glasses|hearing aid|nail|scab|lens) (?:has |have |had |just |)?)\b(?:fell|fallen)\b/;

export const traumaComplaints: ComplaintDefinition[] = [
  {
    // Listed before major blunt trauma, which knows the same words: a collision is minor unless the
    // mechanism or the patient says otherwise.
    id: 'motor-vehicle-collision-minor',
    name: 'Motor vehicle collision, minor [walking wounded]',
    group: 'trauma',
    terms: [
      ...vehicleCollision,
      'fender bender',
      'rear ended',
      'rear end (collision|crash|impact)',
      'minor (car accident|motor vehicle collision|collision|crash|accident)',
      'low speed (collision|crash|motor vehicle collision|impact)',
      'walking wounded',
      'ambulatory at (the )?scene',
      'restrained (driver|passenger|front seat passenger|back seat passenger)',
      'car (crash|accident)',
    ],
    complaintFieldTerms: ['crash', 'collision'],
    requires: none(highEnergyCrash),
    resources: [need('xray', 'X-ray of painful areas')],
    adjustments: [
      { when: uninjured, remove: ['xray'], why: 'no injury reported: examination only' },
      {
        when: neckPain,
        add: [need('advancedImaging', 'CT cervical spine unless the Canadian C-spine rule clears it')],
      },
      {
        // The neck the only injury: the C-spine rule decides its imaging, and no other part needs a film.
        when: allOf(
          neckPain,
          saysBeforeNegation(
            '(nil|no|denies|denies any) other (injur*|complaints?|pain|areas? of pain)',
            'isolated neck (pain|injury)',
          ),
        ),
        remove: ['xray'],
        why: 'the neck is the only injury: its imaging is the cervical spine rule’s, no other X-ray',
      },
      {
        when: torsoPain,
        add: [
          need('labs', 'blood count and urinalysis for blood'),
          need('advancedImaging', 'CT or FAST for chest or abdominal injury'),
        ],
      },
      {
        when: headStruck,
        add: [need('advancedImaging', 'CT head if the Canadian CT head rule or NICE criteria are met')],
      },
      {
        when: olderAdult,
        add: [need('labs', 'blood count and renal function: occult injury at 65 and over')],
      },
    ],
    guideline:
      'ACS-COT 2021 National Guideline for the Field Triage of Injured Patients; Canadian C-spine rule',
    differential: [
      { condition: 'Soft-tissue injury, whiplash', why: 'Most walking-wounded collisions' },
      {
        condition: 'Occult chest, abdominal or spinal injury',
        why: 'Seatbelt sign, torso pain, midline tenderness',
      },
    ],
    workup: ['Secondary survey head to toe', 'Canadian C-spine rule; imaging of tender areas only'],
    immediateActions: ['Full set of observations; check for seatbelt sign and midline tenderness'],
  },
  {
    id: 'major-trauma-blunt',
    name: 'Major trauma, blunt',
    group: 'trauma',
    terms: [
      ...vehicleCollision,
      'major trauma',
      /multi[\s-]?trauma/,
      'multiple trauma',
      'polytrauma',
      'multiple injuries',
      'trauma (call|alert|activation|team|code)',
      'blunt trauma',
      'high speed (motor vehicle collision|collision|crash|accident|car crash|car accident|impact)',
      'rollover( (collision|crash|accident))?',
      'rolled (the )?(car|vehicle)',
      'ejected (from|out of)',
      'pedestrian (struck|hit|vs|versus|knocked|hit by a car)',
      '(hit|struck) by (a |an )?(car|vehicle|truck|lorry|bus|van|train|motorcycle|motorbike|taxi|tram)',
      'knocked (down|over) by (a |an )?(car|vehicle|truck|lorry|bus|van)',
      'run over',
      '(motorcycle|motorbike|motor cycle|scooter|moped|atv|quad bike|dirt bike) (crash|accident|collision|rider|vs)',
      'cyclist (hit|struck|vs|versus|knocked)',
      KNOCKED_OFF_BY_A_VEHICLE,
      'fall from (a )?(height|roof|ladder|scaffold*|balcony|window|bridge|building|cliff)',
      'fell (from|off|out of) (a |the )?(height|roof|ladder|scaffold*|balcony|window|bridge|building|cliff)',
      /fell (?:about |around |approximately |over |more than )?\d+(?:\.\d+)? ?(?:m|metres|meters|feet|ft|foot|stories|storeys|floors)\b/,
      'jumped (from|off|out of) (a |the )?(height|roof|balcony|bridge|window|building)',
      'trapped in (a |the |his |her |their )?(car|vehicle)',
      'entrapped',
      EXTRICATED,
      'thrown (from|off) (a |the |his |her |their )?(horse|motorcycle|motorbike|vehicle|car|bike)',
      'explosion',
      'blast injury',
    ],
    // A collision without a high-energy feature is the minor collision complaint, not this one.
    requires: anyOf(highEnergyCrash, none(says(...vehicleCollision))),
    resources: [
      need('labs', 'blood count, cross-match, coagulation, lactate, pregnancy test'),
      need('xray', 'chest and pelvis X-ray'),
      need('advancedImaging', 'eFAST and CT head to pelvis'),
      need('ivFluids', 'IV fluids or blood'),
      need('specialtyConsultation', 'trauma team'),
    ],
    guideline: 'ATLS 10th ed; ACS-COT 2021 National Guideline for the Field Triage of Injured Patients',
    differential: [
      { condition: 'Occult haemorrhage: chest, abdomen, pelvis, long bones', why: 'High-energy mechanism' },
      { condition: 'Traumatic brain or spinal cord injury', why: 'Mechanism and neurological findings' },
      { condition: 'Tension pneumothorax, tamponade', why: 'Immediately treatable chest injuries' },
    ],
    workup: [
      'eFAST, chest and pelvis X-ray',
      'CT head to pelvis if stable',
      'Cross-match, coagulation, lactate',
    ],
    immediateActions: [
      'Trauma team; primary survey with catastrophic haemorrhage control first',
      'Spinal motion restriction',
    ],
  },
  {
    id: 'major-trauma-penetrating',
    name: 'Major trauma, penetrating',
    group: 'trauma',
    terms: [
      // Not "stab*": "stabbing pain" is a description of pain, not a wound.
      'stabbed',
      'stab (wound|wounds|injury|injuries)',
      'knife (wound|injury|attack)',
      'gunshot( wound)?s?',
      'gun shot( wound)?s?',
      'gsw',
      SHOT_BY_A_WEAPON,
      'bullet (wound|injury)',
      'shotgun (wound|injury)',
      'penetrating (injury|trauma|wound)',
      'impaled',
      'impalement',
      'nail gun',
      'arrow (wound|injury)',
    ],
    resources: [
      need('labs', 'blood count, cross-match, coagulation, lactate'),
      need('xray', 'chest X-ray'),
      need('advancedImaging', 'eFAST and CT'),
      need('ivFluids', 'IV fluids or blood'),
      need('specialtyConsultation', 'trauma surgery'),
    ],
    adjustments: [
      {
        when: allOf(
          says('hand', 'finger*', 'thumb', 'forearm', 'foot', 'toe*', 'wrist', 'shin', 'calf', 'lower leg'),
          none(
            says(
              'neck',
              'chest',
              'abdom*',
              /back(?! of)/,
              'flank',
              'torso',
              'axilla',
              'groin',
              'buttock*',
              'thigh',
              'head',
              'face',
              'upper arm',
              'shoulder',
            ),
          ),
        ),
        remove: ['labs', 'advancedImaging', 'ivFluids', 'specialtyConsultation'],
        add: [need('simpleProcedure', 'wound exploration and repair')],
        why: 'a penetrating wound of the hand, forearm, foot or lower leg: X-ray and repair',
      },
    ],
    guideline: 'ATLS 10th ed; EAST Penetrating trauma guidelines',
    differential: [
      { condition: 'Haemorrhage, pneumothorax, tamponade', why: 'Penetrating torso injury' },
      { condition: 'Vascular, nerve or tendon injury', why: 'Penetrating limb injury' },
    ],
    workup: ['eFAST, chest X-ray; CT if stable', 'Cross-match and coagulation'],
    immediateActions: [
      'Direct pressure; leave impaled objects in place',
      'Trauma team for torso, neck or proximal limb wounds',
    ],
  },
  {
    id: 'chest-trauma',
    name: 'Isolated chest trauma',
    group: 'trauma',
    terms: [
      'chest (injury|injuries|trauma|wall injury|wall trauma|contusion|wall contusion)',
      'blunt chest (injury|trauma)',
      'rib (fracture|fractures|injury|injuries)',
      '(fractured|broken|cracked|bruised) (a )?ribs?',
      '(injured|hurt) (my |his |her |their )?ribs?',
      'chest (pain|wall pain) (after|following|since) (a |an |the )?(fall|blow|fight|assault|motor vehicle collision|collision|accident|injury|kick|punch)',
      'rib pain (after|following|since) (a |an |the )?(fall|blow|fight|assault|motor vehicle collision|collision|accident|injury|kick|punch)',
      '(hit|kicked|punched|struck) (in|on) (the |his |her |their |my )?(chest|ribs)',
      'blow to (the |his |her |their |my )?(chest|ribs)',
      'fell (on|onto|against) (the |his |her |their |my )?(chest|ribs)',
      'steering wheel (injury|impact)',
      // A blow to the side that hurts to breathe: "one kicked him in the right side and pinned him against
      // the gate … now it hurts when he breathes in deep or coughs".
      /\b(?:kicked|hit|punched|struck|butted|elbowed|kneed|pinned|crushed)\b[^.;]{0,25}?\b(?:in|on|into|against) (?:the |his |her |their |my )?(?:right |left )?side\b[\s\S]{0,200}?\b(?:breath\w*|cough\w*)\b/,
      'sternal (fracture|injury)',
      'fractured sternum',
      'pneumothorax after',
    ],
    complaintFieldTerms: [
      'rib pain',
      /(?<!(?:under|below|beneath) (?:my |the |his |her |their )?(?:(?:right|left) )?)\bribs\b/,
      'sternum',
    ],
    resources: [
      need('xray', 'chest X-ray'),
      need('parenteralMedication', 'IV or IM analgesia to allow deep breathing'),
    ],
    adjustments: [
      {
        when: anyOf(
          says(
            'already (had |been )?(x-?rayed|imaged|scanned)',
            'cxr (was )?(normal|nl|clear)',
            '(x-?ray|cxr) (at|in|from) (another|the other|other)',
          ),
          allOf(
            ageYears(0, 16),
            none(
              says(
                'short of breath',
                'breathless*',
                'difficulty breathing',
                'crepitus',
                'deform*',
                'flail',
                'hemoptysis',
                'coughing blood',
              ),
            ),
            none(tachycardia),
          ),
        ),
        remove: ['xray', 'labs', 'parenteralMedication'],
        why: 'a chest wall bruise without breathing signs, or already imaged: no X-ray',
      },

      oralAnalgesiaWhenMild,
      {
        // A younger adult with a rib injury who breathes easily and whose pain is not severe is sent home
        // on oral analgesia after the X-ray.
        when: allOf(
          ageYears(16, 64),
          none(painScoreAtLeast(7)),
          none(
            says(
              'short of breath',
              'shortness of breath',
              'sob',
              'breathless*',
              'difficulty breathing',
              "(can't|cannot|unable to) (breathe|take a (deep )?breath)",
              'severe',
              'excruciating',
              '(multiple|several|two|three) ribs',
              'flail',
              // A fracture felt: crepitus over the ribs.
              'crepitus',
            ),
          ),
          none(tachycardia),
        ),
        remove: ['parenteralMedication'],
        why: 'a rib injury in a younger adult breathing easily: oral analgesia',
      },
      {
        when: olderAdult,
        add: [
          need(
            'advancedImaging',
            'CT chest: rib fractures are under-called on X-ray and morbid at 65 and over',
          ),
          need('labs', 'blood count and blood gas'),
        ],
      },
      {
        when: says('stern*', 'steering wheel'),
        add: [need('ecg', 'ECG for blunt cardiac injury'), need('labs', 'troponin for blunt cardiac injury')],
      },
      {
        // The lowest ribs lie over the liver and the spleen: with pain at the top of the belly they are
        // scanned for a solid organ injury (EAST lower rib fractures).
        when: allOf(
          says(
            '(bottom|lower|low|lowest|floating) ribs?',
            'ribs? at the bottom',
            '(9th|10th|11th|12th|ninth|tenth|eleventh|twelfth) ribs?',
          ),
          says(
            '(top|upper) (part )?(of )?(his |her |my |the |their )?(tummy|abdomen|abdominal|belly|stomach)',
            '(left|right) upper quadrant',
            'luq',
            'ruq',
            'abdominal (pain|tender*)',
            '(tummy|belly|stomach) (is |was )?(pain|sore|tender)',
          ),
        ),
        add: [
          need(
            'labs',
            'blood count, liver function and group and save: a solid organ injury under the lowest ribs',
          ),
          need('advancedImaging', 'CT abdomen for a liver or spleen injury under the lowest ribs'),
        ],
      },
    ],
    highRisk: [
      {
        when: says('surgical emphysema', 'subcutaneous emphysema', 'crackling under the skin'),
        reason: 'Surgical emphysema after chest trauma: pneumothorax or airway injury',
        source: 'ATLS 10th ed [thoracic trauma]',
      },
    ],
    centralPain: true,
    guideline: 'ATLS 10th ed; BTS/SCTS Rib fracture guidance',
    differential: [
      { condition: 'Chest wall contusion or rib fracture', why: 'Point tenderness after a blow' },
      {
        condition: 'Pneumothorax, haemothorax, pulmonary contusion',
        why: 'Breathlessness, hypoxia, reduced air entry',
      },
      { condition: 'Blunt cardiac injury', why: 'Sternal blow; ECG changes, arrhythmia' },
    ],
    workup: ['Chest X-ray; CT chest for older adults or several fractures', 'ECG for sternal injury'],
    immediateActions: ['Analgesia so the patient can breathe deeply and cough; SpO2'],
  },
  {
    id: 'abdominal-trauma',
    name: 'Isolated abdominal trauma',
    group: 'trauma',
    terms: [
      'abdominal (injury|injuries|trauma|contusion|wall injury)',
      'blunt abdominal (injury|trauma)',
      '(hit|kicked|punched|struck|kneed) (in|on) (the |his |her |their |my )?(abdomen|abdominal|stomach|flank|side)',
      'blow to (the |his |her |their |my )?(abdomen|abdominal|stomach|flank)',
      // A sporting blow: "took a knee to his left side just under the ribs", "a shoulder into the left upper
      // abdomen in a tackle", "kneed under the ribs".
      /\b(?:took|taken|got|caught|had) (?:a |an )?(?:knee|kick|boot|elbow|shoulder|punch|hoof|ball|blow|fist) (?:in|to|into|under) (?:the |his |her |their |my )?(?:left |right )?(?:upper )?(?:side|abdomen|stomach|belly|tummy|flank|ribs)\b(?! of (?:the |his |her |their |my )?(?:head|face|neck|knee|leg|arm|skull|jaw))/,
      '(kneed|kicked|punched|elbowed|struck|hit) (in|under|below) (the |his |her |their |my )?(left |right )?(ribs|side)',
      'fell (on|onto|against) (the |his |her |their |my |a )?(abdomen|abdominal|stomach|flank|handlebars?)',
      'handlebar (injury|injuries)',
      'handlebars? (to|into) (the |his |her |their |my )?(abdomen|abdominal|stomach)',
      '(seatbelt|seat belt) (sign|bruis*|injury|injuries|mark|abrasion)',
      'abdominal pain (after|following|since) (a |an |the )?(fall|blow|fight|assault|motor vehicle collision|collision|accident|injury|kick|punch)',
      'flank (injury|trauma)',
      '(splenic|spleen|liver|hepatic|renal) (injury|laceration|rupture|contusion|trauma)',
    ],
    resources: [
      need('labs', 'blood count, group and save, liver enzymes, lipase, urinalysis for blood'),
      need('advancedImaging', 'FAST and CT abdomen'),
      need('parenteralMedication', 'IV analgesia'),
    ],
    adjustments: [oralAnalgesiaWhenMild],
    highRisk: [
      {
        when: says(
          '(seatbelt|seat belt) (sign|bruis*|mark|abrasion)',
          'guarding',
          'rigid*',
          'peritonism',
          'rebound',
          'distend*',
          'vomit*',
          // Blood under the diaphragm felt at the shoulder: "an ache at the tip of my left shoulder".
          '(left )?shoulder tip( pain)?',
          'tip of (the |my |his |her |their )?(left )?shoulder',
          'kehr*',
          // A spleen enlarged by glandular fever ruptures with little force.
          'glandular fever',
          'infectious mononucleosis',
          'hematuria',
          'blood in (the |his |her )?urine',
        ),
        reason:
          'Signs of intra-abdominal injury after a blow: peritonism, vomiting, shoulder-tip pain, haematuria, a seatbelt sign or a spleen enlarged by glandular fever',
        source: 'ATLS 10th ed; PECARN intra-abdominal injury rule, Holmes 2013',
      },
    ],
    centralPain: true,
    guideline: 'ATLS 10th ed; EAST Blunt abdominal trauma',
    differential: [
      { condition: 'Abdominal wall contusion', why: 'Superficial tenderness only' },
      { condition: 'Splenic, liver or renal injury', why: 'Left or right upper quadrant pain, haematuria' },
      {
        condition: 'Hollow viscus or pancreatic injury',
        why: 'Seatbelt sign, handlebar injury; often delayed',
      },
    ],
    workup: ['FAST, CT abdomen with contrast if stable', 'Blood count, urinalysis for blood, lipase'],
    immediateActions: ['IV access; serial abdominal examination'],
  },
  {
    id: 'fall',
    name: 'Fall',
    group: 'trauma',
    terms: [
      'fall down',
      'fell down',
      'fell over',
      'fallen over',
      'falls at home',
      /slipped(?: and (?:fell|fall|fallen)| over| on)?(?! disc)/,
      'slip and fall',
      'slipped and fallen',
      'tripped( and fell| over| on)?',
      'trip and fall',
      'mechanical fall',
      'ground level fall',
      'fall from standing( height)?',
      'fell from standing( height)?',
      'fall at home',
      'unwitnessed fall',
      'witnessed fall',
      'found on (the )?floor',
      'long lie',
      '(fall|fell) (out of|off|from) (the |a |his |her |their )?(bed|chair|sofa|couch|toilet|bike|bicycle|scooter|skateboard|trampoline|swing|horse|wheelchair|step|steps|stairs|stool)',
      '(fall|fell) (down|on) (the |a |some )?(stairs|steps)',
      // A baby or a sleeper who rolled off something: "rolled off the bed onto the floor".
      '(rolled|tumbled) (off|out of|from) (the |a |his |her |their |our |my )?(\\w+ )?(bed|sofa|couch|changing (table|mat|unit)|chair|bench|table|cot)',
      '(fall|fell) (on|onto) (the )?(ice|floor|ground|pavement|sidewalk)',
    ],
    complaintFieldTerms: ['fall', 'falls', fellNotAnObject, 'slip', 'trip', 'tripped'],
    resources: [need('xray', 'X-ray of the injured part')],
    adjustments: [
      { when: uninjured, remove: ['xray'], why: 'no injury reported: examination only' },
      {
        when: bruiseWalkedOn,
        remove: ['xray'],
        why: 'up and walking normally with a bruise and no tender bone: no X-ray',
      },
      {
        when: skinWoundsOnly,
        remove: ['xray'],
        why: 'the only injuries are skin wounds: repaired or dressed, no X-ray',
      },
      {
        when: allOf(headStruck, none(limbOrTrunkMentioned)),
        remove: ['xray'],
        why: 'only the head was struck: the head-injury rules decide on CT, no X-ray',
      },
      {
        // A trip or slip the patient explains, with nothing that suggests a medical cause, needs no search
        // for one: the injury's own work-up.
        when: allOf(olderAdult, none(explainedMechanicalFall)),
        add: [
          need(
            'labs',
            'blood count, electrolytes, renal function, CK and glucose: the cause and the consequences of the fall',
          ),
          need('ecg', 'ECG: arrhythmia or ischaemia as the cause of the fall'),
        ],
      },
      {
        when: allOf(headStruck, headCtIndicatedForAge),
        add: [need('advancedImaging', 'CT head: a Canadian CT head rule, NICE or PECARN criterion is met')],
      },
      // A limb deformed in the fall ("wrist bent looking", "dinner-fork deformity") is set as one hurt
      // in any other way would be.
      reductionWhenDeformed,
      {
        // Hours on the floor, not the minutes before help came.
        when: says(
          'long lie',
          /\bon the floor (?:for )?(?:overnight|all night|(?:several |many |a few |some )?hours|(?:about |around |over |~)?(?:[2-9]|\d\d) ?(?:h|hrs?|hours)\b)/,
          'found on (the )?floor',
        ),
        add: [need('ivFluids', 'IV fluids after a long lie: rhabdomyolysis and dehydration')],
      },
    ],
    guideline: 'NICE NG249 Falls in older people 2025; NICE NG232 Head injury',
    differential: [
      {
        condition: 'Mechanical fall with soft-tissue injury or fracture',
        why: 'Trip or slip in a well patient',
      },
      {
        condition: 'Syncope, arrhythmia, infection, medication effect',
        why: 'A medical cause, common in older adults',
      },
      { condition: 'Head injury, hip fracture', why: 'The injuries that matter most after a fall' },
    ],
    workup: [
      'Secondary survey; X-ray of injured parts',
      'At 65 and over: ECG, blood tests, lying and standing blood pressure',
      'CT head by the Canadian CT head rule, NICE or PECARN',
    ],
    immediateActions: ['Ask why the patient fell; check glucose and a lying and standing blood pressure'],
  },
  {
    id: 'assault',
    name: 'Assault',
    group: 'trauma',
    terms: [
      'assault*',
      'beaten( up)?',
      'beat up',
      'punched',
      /attacked(?! by (?:a |an |the |his |her |their )?(?:dog|cat|animal|bees?|wasps?|snake|horse|cow))/,
      'physical(ly)? (assault|abuse|abused|attack)',
      'domestic (violence|abuse|assault)',
      'intimate partner violence',
      'victim of (violence|an assault|assault|an attack)',
      'hit (with|by) (a |an )?(bat|bottle|stick|fist|pipe|hammer|brick|object|chair|person|man|woman|partner|husband|wife|boyfriend|girlfriend)',
      'glassed',
      'mugged',
      'jumped by',
      '(in|after) a (fight|brawl)',
      'altercation',
      '(headbutt*|head butt*)',
      ...strangledBySomeone,
    ],
    complaintFieldTerms: ['fight', 'fighting', 'brawl'],
    resources: [need('xray', 'X-ray of injured areas')],
    adjustments: [
      { when: uninjured, remove: ['xray'], why: 'no injury reported: examination and documentation only' },
      {
        when: says(
          'already (had |been )?(x-?rayed|imaged|scanned)',
          '(cxr|x-?ray) (was )?(normal|nl|clear)',
          '(cxr|x-?ray|scan) (at|in|from) (another|the other|other) (ed|hospital|emergency)',
          'seen at (another|the other|other) (ed|hospital|emergency department)',
        ),
        remove: ['xray'],
        why: 'already imaged elsewhere for this injury: no new X-ray',
      },
      {
        // A broken nose is diagnosed by examination and reviewed by ENT once the swelling settles; an
        // X-ray changes nothing (BAPRAS/ENT UK). Other injuries, or a septal haematoma, change that.
        when: allOf(
          says('nose', 'nasal'),
          none(
            says(
              'jaw',
              'cheek*',
              'orbit*',
              // Not a part checked and found well: "teeth ok", "eyes fine".
              /\b(?:eyes?|teeth|tooth)\b(?! (?:are |is )?(?:ok|okay|fine|intact|normal|all there|undamaged|not (?:loose|damaged|broken|injured)))/,
              'rib*',
              'chest',
              'hand',
              'wrist',
              'arm',
              'leg',
              'ankle',
              'knee',
              'abdom*',
              'kicked',
              'stamped',
              'septal ha?ematoma',
              'double vision',
              'diplopia',
              'numb*',
            ),
          ),
        ),
        remove: ['xray'],
        why: 'an isolated nose injury: examined, and reviewed by ENT when the swelling settles; no X-ray',
      },
      {
        when: headStruck,
        add: [need('advancedImaging', 'CT head if the Canadian CT head rule or NICE criteria are met')],
      },
      {
        when: says('laceration', 'cut', 'gash', 'wound', 'glassed'),
        add: [need('simpleProcedure', 'laceration repair')],
      },
      {
        when: says('sexual(ly)? assault*', 'raped', 'rape'),
        add: [
          need('specialtyConsultation', 'sexual assault examiner or forensic team'),
          need('labs', 'pregnancy, STI and blood-borne virus testing'),
        ],
      },
    ],
    highRisk: [
      {
        when: says(...strangledBySomeone, 'strangl*', 'ligature'),
        reason: 'Non-fatal strangulation: delayed airway swelling, carotid dissection and stroke',
        source:
          'Training Institute on Strangulation Prevention 2019; Faculty of Forensic and Legal Medicine 2020',
      },
    ],
    guideline: 'ATLS 10th ed; NICE PH50 Domestic violence and abuse',
    differential: [
      { condition: 'Facial, hand and head injuries', why: 'The common injuries of an assault' },
      { condition: 'Intracranial, facial fracture, strangulation injury', why: 'Head blows, neck grabbing' },
      { condition: 'Ongoing domestic abuse', why: 'Ask safely; safeguarding' },
    ],
    workup: ['Secondary survey and document injuries', 'CT head or face when rules are met'],
    immediateActions: [
      'Ask privately about safety; document injuries',
      'Ask about strangulation and head blows',
    ],
  },
  {
    id: 'crush-injury',
    name: 'Crush injury',
    group: 'trauma',
    terms: [
      'crush injury',
      'crush injuries',
      'crushed (by|under|between|in)',
      'crushed (his |her |their |my )?(leg|legs|foot|feet|arm|arms|pelvis|chest|thigh|thighs)',
      'pinned (under|between|by)',
      'trapped (under|between)',
      'caught (in|between) (a |the )?(machine|machinery|roller|rollers|press|conveyor|gears)',
      'heavy (object|load|weight|machinery) (fell|dropped) on',
      'run over (his|her|their|my) (foot|feet|leg|legs)',
    ],
    resources: [need('xray', 'X-ray of the crushed part')],
    adjustments: [
      {
        when: extensiveCrush,
        add: [
          need('labs', 'CK, potassium, renal function and urinalysis for myoglobin'),
          need('ivFluids', 'IV fluids to protect the kidneys from crush-related injury'),
        ],
      },
    ],
    guideline: 'ATLS 10th ed; BOAST 10 Compartment syndrome',
    differential: [
      { condition: 'Fracture and soft-tissue crush', why: 'Local injury' },
      { condition: 'Compartment syndrome', why: 'Pain out of proportion, pain on passive stretch' },
      {
        condition: 'Crush syndrome: rhabdomyolysis, hyperkalaemia',
        why: 'Prolonged entrapment of a large muscle mass',
      },
    ],
    workup: [
      'X-ray; CK, potassium, renal function for large crushes',
      'Check compartments and distal pulses',
    ],
    immediateActions: ['Elevate to heart level; analgesia; ECG if potassium may be high'],
  },
];
