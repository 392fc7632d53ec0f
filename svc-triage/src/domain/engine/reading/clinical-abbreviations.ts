import { compileRewrites } from './text-rewrites';

/**
 * Clinician shorthand, expanded before matching. Order matters: longer and more specific forms come
 * first (N/V/D before N/V, CVA tenderness before CVA). Entries without the `i` flag are
 * case-sensitive because their lowercase form is an ordinary word or a dosing term (OD = once daily).
 */
export interface Abbreviation {
  pattern: RegExp;
  expansion: string | ((match: string, ...groups: string[]) => string);
}

/** Letters matched in either case, for a lookbehind in a case-sensitive pattern. */
const eitherCase = (word: string) =>
  [...word]
    .map((letter) => (/[a-z]/i.test(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : letter))
    .join('');

/**
 * Before a number: not the decimals of a reading, nor a temperature's number ("temp 102 F", "T 101F",
 * "fever of 102 F"), which a sex letter after it would otherwise make an age.
 */
export const NOT_A_TEMPERATURE = `(?<![\\d.])(?<!\\b(?:${[
  'temp',
  'temperature',
  'temp of',
  'temperature of',
  't',
  'tmax',
  'fever of',
  'febrile to',
]
  .map(eitherCase)
  .join('|')})[:=]?[ \\t]{0,2})`;

const w = (source: string, flags = 'gi'): RegExp => new RegExp(`(?<![\\w/])(?:${source})(?![\\w/])`, flags);

function ageAndSex(_match: string, age = '', sex = ''): string {
  return `${age} year old ${sex.toLowerCase() === 'm' ? 'male' : 'female'} `;
}

/** The unit of "x2/7", "x3/52", "x4 hrs", "x20 min": /7 is days, /52 weeks, the others by their letters. */
const durationUnits: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/7$/, 'days'],
  [/^\/52$/, 'weeks'],
  [/^mi/, 'minutes'],
  [/^d/, 'days'],
  [/^h/, 'hours'],
  [/^w/, 'weeks'],
];

function forDuration(_match: string, count = '', unit = ''): string {
  const compact = unit.replace(/\s/g, '').toLowerCase();
  return `for ${count} ${durationUnits.find(([pattern]) => pattern.test(compact))?.[1] ?? unit}`;
}

export const clinicalAbbreviations: readonly Abbreviation[] = [
  // "58M", "58 yo F", "58 M"; but "fell 2 m" is a height: a spaced lowercase m or f is not a sex.
  // Not a Fahrenheit temperature: "98.6 F", "temp 102 F", "T 101F".
  {
    pattern: new RegExp(
      `${NOT_A_TEMPERATURE}\\b(\\d{1,3})(?:\\s?(?:yo|y\\/o|yrs?|years?)\\s?)?(m|f)\\b(?=[\\s,]|$)`,
      'gi',
    ),
    expansion: ageAndSex,
  },
  {
    pattern: new RegExp(`${NOT_A_TEMPERATURE}\\b(\\d{1,3}) (M|F)\\b(?=[\\s,]|$)`, 'g'),
    expansion: ageAndSex,
  },
  // "x2/7", "x 3/52", "x2d", "x4 hrs", "x3wks", "x20 min": one rule for them all, read once per text.
  {
    pattern: /\bx\s?(\d+)\s?(\/\s?7|\/\s?52|d|days?|h|hrs?|hours?|w|wks?|weeks?|min|mins|minutes?)\b/gi,
    expansion: forDuration,
  },
  { pattern: w('n\\/v\\/d|n\\+v\\+d'), expansion: 'nausea, vomiting, diarrhea' },
  { pattern: w('d\\s?&\\s?v|d\\+v|d\\/v|v\\s?&\\s?d|v\\+d|v\\/d'), expansion: 'diarrhea and vomiting' },
  { pattern: w('n\\/v|n\\+v|n&v'), expansion: 'nausea and vomiting' },
  { pattern: w('c\\/o'), expansion: 'complaining of' },
  { pattern: w('s\\/p'), expansion: 'status post' },
  { pattern: w('h\\/o'), expansion: 'history of' },
  // "Sudden severe h/a", "h/a x2d": a headache, as notes slash it.
  { pattern: w('h\\/a'), expansion: 'headache' },
  { pattern: w('w\\/o'), expansion: 'without' },
  { pattern: w('w\\/'), expansion: 'with ' },
  { pattern: w('b\\/l|bilat'), expansion: 'bilateral' },
  { pattern: w('pmhx|pmh|pmhx:|hx of|pohx'), expansion: 'past medical history' },
  { pattern: w('hx'), expansion: 'history' },
  { pattern: w('sx'), expansion: 'symptoms' },
  { pattern: w('fhx|fh'), expansion: 'family history' },
  { pattern: w('cvat|cva tenderness|cvat tenderness'), expansion: 'costovertebral angle tenderness' },
  { pattern: w('sobo?e'), expansion: 'shortness of breath on exertion' },
  { pattern: w('sob'), expansion: 'shortness of breath' },
  { pattern: w('doe'), expansion: 'dyspnea on exertion' },
  { pattern: w('pnd'), expansion: 'paroxysmal nocturnal dyspnea' },
  { pattern: w('cp'), expansion: 'chest pain' },
  // "abd pn", "shoulder tip pn", "pn 9/10"
  { pattern: w('pn'), expansion: 'pain' },
  { pattern: w('abd'), expansion: 'abdominal' },
  { pattern: w('HA', 'g'), expansion: 'headache' },
  {
    pattern: /\b(decreased|reduced|altered|depressed|lowered|fluctuating)\s+loc\b/gi,
    expansion: '$1 level of consciousness',
  },
  { pattern: w('LOC', 'g'), expansion: 'loss of consciousness' },
  { pattern: w('loc'), expansion: 'loss of consciousness' },
  { pattern: w('ams|aloc'), expansion: 'altered mental status' },
  { pattern: w('ruq'), expansion: 'right upper quadrant' },
  { pattern: w('luq'), expansion: 'left upper quadrant' },
  { pattern: w('rlq|rif'), expansion: 'right lower quadrant' },
  { pattern: w('llq|lif'), expansion: 'left lower quadrant' },
  { pattern: w('lt\\.?|lft'), expansion: 'left' },
  { pattern: w('rt\\.?|rght'), expansion: 'right' },
  {
    pattern:
      /\b(l|r)\s(?=(?:arm|leg|side|chest|flank|hand|foot|eye|ear|knee|ankle|wrist|shoulder|hip|calf|thigh|testicle|testis|groin|jaw|neck|nostril|breast|eyelid|finger|thumb|toe|elbow|forearm|shin|heel|buttock|cheek|temple|sided|forehead|eyebrow|brow|face|lip|tonsil|pupil|lung|kidney|ovary|fist|palm|sole|upper limb|lower limb)\b)/gi,
    expansion: (_match, side = '') => (side.toLowerCase() === 'l' ? 'left ' : 'right '),
  },
  {
    pattern: w('ant\\.(?!\\s*bites?)|ant(?=\\s+(?:chest|abdomen|neck|thigh|aspect|shin|knee|shoulder|wall))'),
    expansion: 'anterior',
  },
  // "?tib #", "scaphoid # suspected": the fracture sign after the bone it names.
  {
    pattern:
      /(?<=[a-z]\s?)#(?=\s*(?:[.,;:!?)\n]|$|(?:suspected|likely|possible|probable|query|queried|on|and|with|in|after|seen|confirmed|not|ruled|excluded)\b))/gi,
    expansion: ' fracture',
  },
  // "# L wrist", "#NOF", "# of tib": the fracture sign.
  { pattern: /(?<![\w#])#\s?(?=[a-z])(?!of\b)/gi, expansion: 'fracture of ' },
  { pattern: /(?<![\w#])#\s?(?=of\b)/gi, expansion: 'fracture ' },
  { pattern: w('post\\.', 'gi'), expansion: 'posterior' },
  { pattern: w('rad\\.?|radiat'), expansion: 'radiating' },
  { pattern: w('SI', 'g'), expansion: 'suicidal ideation' },
  // A glucose meter shows "HI" above its range (about 600 mg/dL): a critical value, not homicidal ideation.
  // A few words may come between the test and its reading ("GP finger-prick this afternoon read 'HI'").
  {
    pattern:
      /\b(?:glucose|blood glucose|bg|bm|cbg|bsl|bgl|blood sugar|sugar|glucometer|meter|finger[- ]?prick(?: test)?|finger[- ]?stick|capillary (?:blood )?glucose|(?:sugar |glucose )?(?:machine|monitor|sensor|reader))(?:\s+(?!HI\b)[\w'-]+){0,4}?\s*(?:just |only )?(?:reads?|reading|said|says|showed|shows|displayed|displays|of|is|was|:)?\s*["']?HI["']?(?:\s+on (?:the )?(?:glucose )?(?:meter|glucometer))?(?![\w/])/gi,
    expansion: 'glucose 600 mg/dL [above the meter range]',
  },
  { pattern: w('HI', 'g'), expansion: 'homicidal ideation' },
  // A dose taken "OD" is taken once daily ("amlodipine 5mg OD", "1 tab OD"): read before OD = overdose.
  {
    pattern:
      /\b(\d+(?:\.\d+)?\s*(?:mg|mcg|micrograms?|µg|g|ml|units?|iu|tabs?|tablets?|caps?|capsules?|puffs?|drops?))\s+OD(?![\w/])/gi,
    expansion: (_match: string, dose = '') => `${dose} once daily`,
  },
  { pattern: w('OD', 'g'), expansion: 'overdose' },
  // "OD'd" and "ODed"; not "odd", an ordinary word ("the odd ectopic", "a bit of an odd one").
  { pattern: w("od'd|oded"), expansion: 'overdosed' },
  { pattern: w('gib|gi bleed|gi bleeding'), expansion: 'gastrointestinal bleeding' },
  { pattern: w('ugib'), expansion: 'upper gastrointestinal bleeding' },
  { pattern: w('lgib'), expansion: 'lower gastrointestinal bleeding' },
  { pattern: w('brbpr'), expansion: 'bright red blood per rectum' },
  { pattern: w('pr bleed(?:ing)?'), expansion: 'rectal bleeding' },
  { pattern: w('pv bleed(?:ing)?|pvb'), expansion: 'vaginal bleeding' },
  { pattern: w('mvc|mva|rta|rtc'), expansion: 'motor vehicle collision' },
  { pattern: w('fb'), expansion: 'foreign body' },
  { pattern: w('uti'), expansion: 'urinary tract infection' },
  { pattern: w('urti|uri'), expansion: 'upper respiratory tract infection' },
  { pattern: w('lbp'), expansion: 'low back pain' },
  { pattern: w('htn'), expansion: 'hypertension' },
  { pattern: w('t1dm|iddm|dm1|dm type 1'), expansion: 'type 1 diabetes' },
  { pattern: w('t2dm|niddm|dm2|dm type 2'), expansion: 'type 2 diabetes' },
  { pattern: w('dm'), expansion: 'diabetes' },
  { pattern: w('ckd'), expansion: 'chronic kidney disease' },
  { pattern: w('esrd|eskd'), expansion: 'end stage renal disease on dialysis' },
  { pattern: w('aki'), expansion: 'acute kidney injury' },
  { pattern: w('chf|ccf|hf|hfref|hfpef'), expansion: 'heart failure' },
  { pattern: w('cad|ihd'), expansion: 'coronary artery disease' },
  { pattern: w('nstemi|stemi'), expansion: 'myocardial infarction' },
  { pattern: w('mi', 'gi'), expansion: 'myocardial infarction' },
  { pattern: w('acs'), expansion: 'acute coronary syndrome' },
  { pattern: w('afib|a-fib|a\\.fib|af', 'gi'), expansion: 'atrial fibrillation' },
  { pattern: w('copd'), expansion: 'chronic obstructive pulmonary disease' },
  { pattern: w('cva'), expansion: 'stroke' },
  { pattern: w('tia'), expansion: 'transient ischemic attack' },
  { pattern: w('dvt'), expansion: 'deep vein thrombosis' },
  // "PE:" heading a line is the physical examination of a record's fields, not a pulmonary embolism.
  { pattern: /(^|\n|[.;]\s*)P\/?E\s*:/g, expansion: '$1examination:' },
  // School's "PE" is physical education: "a PE lesson", "in PE", "the PE teacher", "during PE".
  {
    pattern:
      /(?<![\w/])PE(?= (?:lessons?|class(?:es)?|teachers?|kit|department|staff|session|period|practical|changing rooms?)\b)|(?<=\b(?:in|during|at|after|before|doing|from|for|missed|skip(?:ped|s)?) )PE(?![\w/])/g,
    expansion: 'physical education',
  },
  { pattern: w('PE', 'g'), expansion: 'pulmonary embolism' },
  { pattern: w('sah'), expansion: 'subarachnoid hemorrhage' },
  { pattern: w('ich'), expansion: 'intracranial hemorrhage' },
  { pattern: w('lmp'), expansion: 'last menstrual period' },
  { pattern: w('sz|szs'), expansion: 'seizure' },
  { pattern: w('fx'), expansion: 'fracture' },
  { pattern: w('inj'), expansion: 'injury' },
  { pattern: w('wks?'), expansion: 'weeks' },
  // "Lac 1.0 mmol/L" on a blood gas is the lactate, not a laceration.
  { pattern: w('lac(?!\\s*[:=]?\\s*\\d)'), expansion: 'laceration' },
  { pattern: w('abx'), expansion: 'antibiotics' },
  // "PO abx", "po fluids": by mouth.
  { pattern: w('po|p\\.o\\.'), expansion: 'oral' },
  { pattern: w('etoh'), expansion: 'alcohol' },
  // "OA knees", "R knee OA": in capitals it is osteoarthritis ("o/a", on arrival, is written otherwise).
  { pattern: w('OA', 'g'), expansion: 'osteoarthritis' },
  { pattern: w('ivdu|pwid'), expansion: 'injection drug use' },
  { pattern: w('palps'), expansion: 'palpitations' },
  { pattern: w('diaph'), expansion: 'diaphoretic' },
  { pattern: w('ha'), expansion: 'headache' },
  { pattern: w('dka'), expansion: 'diabetic ketoacidosis' },
  { pattern: w('hhs'), expansion: 'hyperosmolar hyperglycemic state' },
  { pattern: w('uo'), expansion: 'urine output' },
  { pattern: w('gp'), expansion: 'primary care doctor' },
  { pattern: w('pt'), expansion: 'patient' },
  { pattern: w('yo|y\\/o'), expansion: 'years old' },
  // "Yrs" is an age ("45 yrs, male") or a time ("2 yrs ago", "for 5 yrs", "DM x 8 yrs"): years either way,
  // "old" only where nothing says it is a time.
  {
    pattern: w(
      '(?<!\\b(?:for|x|since|over|past|last|within|about|in) (?:\\d+(?:\\.\\d+)?|a few|few|several|many) ?)yrs(?! (?:ago|back|before|later|since|of|now|duration|old))',
    ),
    expansion: 'years old',
  },
  { pattern: w('yrs'), expansion: 'years' },
  { pattern: w('ga'), expansion: 'gestational age' },
  // "Ex-28/40", "born at 32/40": the gestation a child was born at, not a pregnancy now.
  { pattern: w('(?:ex-?\\s?|born (?:at )?)(\\d+)\\s?\\/40', 'gi'), expansion: 'born at $1 weeks' },
  { pattern: w('(\\d+)\\s?\\/40', 'gi'), expansion: '$1 weeks pregnant' },
  { pattern: w('tca'), expansion: 'tricyclic antidepressant' },
  { pattern: w('sscrisis|vaso-occlusive crisis|voc'), expansion: 'sickle cell crisis' },
  { pattern: w('nrb'), expansion: 'non-rebreather oxygen' },
  { pattern: w('on ra'), expansion: 'on room air' },
];

const applyAbbreviations = compileRewrites(
  clinicalAbbreviations.map(({ pattern, expansion }) => ({
    pattern,
    replacement:
      typeof expansion === 'string'
        ? expansion
        : (match: string, ...groups: unknown[]) =>
            expansion(match, ...groups.filter((group): group is string => typeof group === 'string')),
  })),
);

export function expandAbbreviations(text: string): string {
  return applyAbbreviations(text);
}
