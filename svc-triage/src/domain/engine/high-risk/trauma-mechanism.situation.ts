import { allOf, anyOf, ageYears, near, none, says, type Matcher } from '../red-flags/matchers';
import { EXTRICATED, KNOCKED_OFF_BY_A_VEHICLE, SHOT_BY_A_WEAPON, TRAPPED } from '../red-flags/common-phrases';
import type { HighRiskSituation } from './high-risk.types';

const SOURCE = 'ACS-COT 2021 National Guideline for the Field Triage of Injured Patients';

const vehicleCrash = says(
  'motor vehicle collision',
  '(car|vehicle|truck|lorry|bus|van|taxi) (crash|accident|collision|wreck)',
  'road traffic (accident|collision)',
  'crashed (his|her|their|the|a) (car|vehicle|truck)',
  '(head[- ]on|side[- ]impact|t[- ]bone\\w*|rear[- ]end\\w*) (collision|crash|impact)',
  'rollover',
  'rolled (the )?(car|vehicle)',
  // A vehicle that rolled, not an ankle that "rolled over" under someone's foot.
  '(car|vehicle|truck|lorry|van|bus|minibus|jeep|suv|4x4|tractor|quad|quad bike|atv) (that |which )?(has |had )?rolled( over)?',
  'rolled over (twice|several times|multiple times|(two|three|\\d+) times)',
  'rolled over (in|into|down) (a |the )?(ditch|field|embankment|verge|bank)',
);
const rider = says(
  'motor ?(cycle|bike)',
  'motorbike',
  'scooter',
  'moped',
  'atv',
  'quad bike',
  'dirt bike',
  '(fell|fall|thrown|came off) (from |off )?(a |his |her |the )?horse',
  'horse ?riding',
  'bicycle',
  'cyclist',
  'bike',
);

/** 2021 guideline, high-risk crash: ejection, intrusion, extrication, death in the vehicle, unrestrained child, rollover. */
const highRiskCrash = allOf(
  anyOf(vehicleCrash, rider),
  says(
    'ejected',
    'ejection',
    'thrown from (the )?(car|vehicle)',
    'intrusion',
    'passenger (compartment|space) (intrusion|crushed|collapsed)',
    TRAPPED,
    'entrapped',
    'entrapment',
    EXTRICATED,
    'cut (him|her|them) out',
    'death in (the )?same (vehicle|car)',
    '(other|another) (occupant|passenger|driver) (died|dead|killed)',
    'fatality at (the )?scene',
    'unrestrained',
    'not (wearing a )?(seat ?belt|restrained)',
    'no (seat ?belt|car seat)',
    'rollover',
    'rolled',
    'high[- ]speed',
    'at speed',
    /\b(?:[4-9]\d|1\d\d) ?(?:mph|miles an hour|miles per hour)\b/,
    /\b(?:[6-9]\d|1\d\d) ?(?:km\/?h|kph|kilometres an hour|kilometers an hour)\b/,
    'car (was )?(written off|totall?ed)',
    'windscreen',
    'windshield',
    'steering wheel (deformed|bent)',
  ),
);

/** Rider separated from a motorcycle, ATV or horse with significant impact (not at walking pace). */
const riderSeparated = allOf(
  rider,
  says(
    'thrown',
    'flew',
    'launched',
    'over the (handlebars|bonnet|hood)',
    'came off',
    'fell off',
    'at speed',
    'high[- ]speed',
    'hit by',
  ),
  anyOf(
    says('motor ?(cycle|bike)', 'motorbike', 'atv', 'quad bike', 'dirt bike', 'horse'),
    says('at speed', 'high[- ]speed', 'hit by'),
  ),
  // Without the significant impact the guideline asks for: a bike that tipped over at walking pace.
  none(says('(slow|low)[- ]speed', 'walking pace', 'barely moving', 'at a standstill', 'stationary')),
);

/** Pedestrian or cyclist thrown, run over, or struck with significant impact. */
const pedestrianStruck = anyOf(
  says(
    'pedestrian (struck|hit|vs|versus|knocked)',
    'hit by (a |an )?(car|vehicle|truck|lorry|bus|van|train|motor ?bike|motorcycle|taxi)',
    'struck by (a |an )?(car|vehicle|truck|lorry|bus|van|train|motor ?bike|motorcycle|taxi)',
    'knocked (down|over) by (a |an )?(car|vehicle|truck|lorry|bus|van)',
    'run over',
    'ran over (him|her|them)',
    'thrown (onto|over) the (bonnet|hood)',
    KNOCKED_OFF_BY_A_VEHICLE,
  ),
  near('cyclist', /hit|struck|knocked|thrown/, 3),
);

/** A fall from more than 10 feet (3 m) at any age; two storeys or more. A height is often approximate. */
const APPROX =
  '(?:(?:about|around|approximately|approx\\.?|over|more than|nearly|almost|at least|roughly|some|circa|c\\.)\\s+|[~>\u2248]\\s*)?';
const METRES = '(?:[3-9]|[1-9]\\d)(?:\\.\\d)? ?(?:m|metres?|meters?)\\b';
const FEET = '(?:1[0-9]|[2-9]\\d) ?(?:ft|feet|foot)\\b';
const fallFromHeight = anyOf(
  says(
    new RegExp(`fall (?:of|from) ${APPROX}(?:${METRES}|${FEET})`),
    // The height right after the fall or after a pause or a word more: "fell 4 metres", "fell off - roughly
    // 4 metres onto the patio", "fell from a height of 5 m", "fell down about 12 feet".
    new RegExp(
      `(?:fell|fall|fallen) (?:off|down|over|backwards|from (?:it|there|(?:a )?height of))?\\s*[-,:(]?\\s*${APPROX}(?:${METRES}|${FEET})`,
    ),
    // The height before the fall: "a 4 metre fall", "a 15-foot drop".
    /\b(?:[3-9]|[1-9]\d)(?:\.\d)?[- ]?(?:m|metres?|meters?)[- ](?:fall|drop)\b/,
    /\b(?:1[0-9]|[2-9]\d)[- ]?(?:ft|feet|foot)[- ](?:fall|drop)\b/,
    /(?:from|off|out of) (?:a |the )?(?:second|third|fourth|fifth|2nd|3rd|4th|5th|\d{2}th)[- ](?:floor|storey|story)/,
    // Storeys fallen, not climbed: "fell from four floors up", not "carried a fridge up four floors".
    /\b(?:fell|fall|falls|fallen|falling|jumped|jump|dropped|came off|off|from|out of)\b[^.;\n]{0,25}?\b(?:two|three|four|five|\d) (?:storeys|stories|floors)\b/,
    'fall from (a )?(roof|scaffold*|balcony|bridge|cliff|building)',
    'fell (from|off) (a |the )?(roof|scaffold*|balcony|bridge|cliff|building)',
    /\b(?:fell|fall|fallen|came off|slipped)\b[^.;\n]{0,20}?\b(?:from|off) (?:a |the |his |her |their )?(?:roof|scaffold\w*|balcony|bridge|cliff|building)\b/,
    'jumped from (a |the )?(roof|balcony|bridge|window|building|height)',
  ),
);

/** A young child falling from more than two or three times their height: a first-floor window, a bunk bed off a balcony. */
const childFallFromHeight = allOf(
  ageYears(0, 10),
  says(
    'fell (from|out of) (a |the )?(first[- ]floor |upstairs )?window',
    'fell (from|off) (a |the )?balcony',
    'fell down (a flight of|the) stairs in (a |her |his )?(walker|pram|buggy)',
  ),
);

/** 2021 guideline "red criteria" injury patterns: they need a trauma centre whatever the mechanism. */
const injuryPatterns = says(
  'flail (chest|segment)',
  'paradoxical (chest )?movement',
  'open skull fracture',
  'depressed skull fracture',
  'skull deformity',
  'pelvic fracture',
  'unstable pelvis',
  'pelvis (is )?unstable',
  'fractured? (both )?femurs',
  '(two|both|bilateral) (femur|femoral|humerus|humeral) fractures',
  'mangled (arm|leg|limb|extremity|hand|foot)',
  'degloving',
  'degloved',
  'crushed (arm|leg|limb|extremity)',
  'amputat* (above|below) the (knee|elbow)',
  'traumatic amputation',
  'amputated (arm|leg|hand|foot)',
  'tourniquet',
  'wound packing',
);

/** Blood pumping from a wound is an artery's; from a varicose vein it is the vein's, stopped with pressure. */
const arterialBleeding = allOf(says('arterial bleeding', 'spurting'), none(says('varicose*')));

/** Penetrating injury of the head, neck, torso or an extremity above the elbow or knee. */
const penetratingProximal = allOf(
  says(
    'stabbed',
    'stab wound*',
    'stab injur*',
    'stabbing (injury|attack|incident|victim)',
    'gunshot',
    'gun ?shot',
    'gsw',
    SHOT_BY_A_WEAPON,
    'penetrating',
    'impaled',
    'knife wound',
    'nail gun',
  ),
  says(
    'head',
    'neck',
    'chest',
    'thorax',
    'back',
    'abdomen',
    'abdominal',
    'flank',
    'torso',
    'axilla',
    'groin',
    'buttock',
    'thigh',
    'upper arm',
    'shoulder',
  ),
  none(says('superficial (scratch|graze)', 'knife (cut|slipped) (while|when) (cooking|chopping|cutting)')),
);

/**
 * A gunshot wound anywhere: a bullet's energy injures vessels and muscle well beyond its track, so even a
 * limb that looks perfused is watched for vascular injury and compartment syndrome (EAST 2012 Penetrating
 * lower extremity trauma). An air-gun pellet or a paintball is not one.
 */
const gunshotWound = allOf(
  says(
    'gunshot',
    'gun ?shot',
    'gsw',
    'shotgun',
    'bullet (wound|injury|hole|fragment*|in|through)',
    SHOT_BY_A_WEAPON,
    /\b(?:was|been|got|were) shot\b(?! (?:of|down|at))/,
  ),
  none(says('air ?(gun|rifle|pistol)', 'bb gun', 'pellet', 'paintball', 'nerf')),
);

const mechanism: Matcher = anyOf(
  gunshotWound,
  highRiskCrash,
  riderSeparated,
  pedestrianStruck,
  fallFromHeight,
  childFallFromHeight,
  injuryPatterns,
  arterialBleeding,
  penetratingProximal,
);

export const traumaMechanismSituation: HighRiskSituation = {
  id: 'high-risk-trauma-mechanism',
  name: 'High-risk mechanism or pattern of injury',
  source: SOURCE,
  detect: ({ facts }) => mechanism(facts),
  saidByRedFlags: ['major-trauma'],
};

export { mechanism as highRiskTraumaMechanism };
