import {
  ageYears,
  allOf,
  anyOf,
  fever,
  historyOf,
  hypotension,
  none,
  pregnant,
  says,
  saysBeforeNegation,
  tachycardia,
  takes,
  vital,
  type Matcher,
} from '../red-flags/matchers';
import {
  abdominalPain,
  bowelStillPassingWind,
  globusFeeling,
  lowerUrinarySymptoms,
  severalMagnets,
  vomiting,
  batteryAccountedFor,
  bloodSeen,
  missingObjectFound,
} from '../red-flags/common-phrases';
import {
  boneInThroatNeeds,
  keepingFluidsDown,
  ONLY_ONE_WEE,
  labsWhenOlder,
  mildPain,
  need,
  oralAnalgesiaWhenMild,
  painScoreAtLeast,
} from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** "The" or a possessive: "the", "my", "his", "her", "their". */
const whose = '(the |my |his |her |their )?';
/** The bottom as the buttocks, not a "bottom eyelid", "bottom lip" or "bottom teeth". */
const bottom = 'bottom(?! (eye)?lids?\\b| lips?\\b| teeth\\b| gums?\\b| jaw\\b)';

/**
 * A lump or swelling at the anus, said of the anus itself or of the skin beside it: with pain, a perianal
 * abscess to drain or a thrombosed external haemorrhoid to evacuate, both procedures done in the department.
 */
const lumpAtTheAnus = allOf(
  anyOf(
    says(
      '(perianal|perirectal|anal) (lump|swelling|mass)',
      `(lump|swelling|mass) (at|on|near|beside|next to|by|around|at the edge of|right beside|right next to|right at the edge of) ${whose}(anus|${bottom}|back passage|bum|rectum)`,
    ),
    // The pain placed and the lump felt apart: "throbbing pain beside the back passage, hard tender lump".
    allOf(
      says(
        `(pain|throbbing|ache) (beside|next to|by|at the edge of|just outside) ${whose}(anus|back passage|bum|rectum)`,
      ),
      says('lump', 'swelling', 'swollen'),
    ),
  ),
  none(says('painless', 'not (painful|sore|tender)', "(doesn't|does not|don't|do not) hurt")),
);
/** A lump at the anus told as a haemorrhoid's, not an abscess: bluish, purple or dark, a pile. */
const haemorrhoidalLump = says(
  'thrombosed',
  'prolapsed',
  'hemorrhoid*',
  'piles?',
  '(bluish|blue|purple|dark)',
);
/** A feeding tube by its names: "PEG", "G-tube", "NG tube", "gastrostomy button". Written as one word group. */
const feedingTube =
  '(peg|rig|feeding|gastrostomy|jejunostomy|nasogastric|ng|nj|g|j|mic key|mickey)( tube| button)?';
const stoma = '(stoma|colostomy|ileostomy|urostomy|ostomy)( bag)?';

/**
 * A pregnancy the text states. "Negative pregnancy test" names the word without meaning it, so it does
 * not count. A pregnant patient's pain or vomiting belongs to the pregnancy complaints.
 */
const statedPregnancy: Matcher = allOf(
  pregnant,
  none(
    says(
      'negative (urine )?(pregnancy test|hcg|beta hcg|upt)',
      '(pregnancy test|hcg|upt) (was |is )?negative',
    ),
  ),
);
const notPregnant = none(statedPregnancy);

/** Not a newborn: neonatal jaundice and newborn feeding belong to the paediatric complaints. */
const notNewborn: Matcher = (facts) => (facts.age && facts.age.days < 28 ? null : []);
const notInfant: Matcher = (facts) => (facts.age && facts.age.years < 1 ? null : []);

/** Signs that fluids by mouth will not be enough. */
const dehydrated: Matcher = anyOf(
  says(
    'unable to tolerate oral fluids',
    'dehydrat*',
    'dry (mouth|mucous membranes|lips|tongue)',
    // A parent's words: "his lips are dry", "hardly drinking", "only one wee today", "no wet nappy since 6".
    /\b(?:lips|mouth|tongue) (?:is |are |look |looks |feels? |seem |seems )?(?:very |really |so )?(?:dry|cracked|parched)\b/,
    '(hardly|barely|not) (drinking|taking (any )?fluids|taking (his|her|their) (bottle|feeds?))',
    ONLY_ONE_WEE,
    /\b(?:no|fewer|hardly any|not many) wet (?:nappies|nappy|diapers?)\b/,
    // "Hardly any wees", "barely peeing", "not weeing much".
    /\b(?:hardly|barely|not) (?:any |many )?(?:wees|pees|weeing|peeing)\b/,
    'reduced urine output',
    'sunken (eyes|fontanelle)',
    'poor skin turgor',
    'dizz*',
    'light headed*',
    'lightheaded*',
    'postural*',
    'persistent vomiting',
    'vomiting everything',
    'vomit* (all|every) (fluids|drink|thing)',
    /vomit\w* (?:x ?)?(?:[5-9]|[1-9]\d|many|numerous|multiple) times/,
    // A count as a note writes it: "still vomiting, 10x today", "vomiting 6x".
    /vomit\w*,? (?:(?:still|today|since|overnight) )?(?:[5-9]|[1-9]\d) ?x\b/,
    /(?:[5-9]|[1-9]\d) (?:episodes|times) of vomiting/,
  ),
  tachycardia,
  // Low blood pressure with vomiting or diarrhoea is fluid loss, at any age.
  hypotension,
);

/**
 * A battery as the thing swallowed, not a word for another ("checked the spare-battery drawer", "the
 * battery cover is still on the remote").
 */
const batteryTheObject = allOf(
  says(
    /\bbatter(?:y|ies)\b(?![\s-]+(?:drawers?|compartments?|covers?|doors?|box(?:es)?|packs?|chargers?|operated|powered|life|levels?|holders?|cases?))/,
  ),
  none(batteryAccountedFor),
);

const upperAbdominal = says(
  'epigastri*',
  'upper abdominal',
  'upper abdomen',
  '(right|left) upper quadrant',
  'heartburn',
  'indigestion',
  // The same place in lay words: "the top of my stomach", "the pit of my stomach", "upper tummy".
  '(top|pit) of (my |his |her |their |the )?(stomach|tummy|belly|abdomen)',
  'upper (stomach|tummy|belly)',
);

/** What makes abdominal pain more than a mild, benign-sounding ache, apart from vomiting. */
const worryingAbdomenBesideVomiting: Matcher = anyOf(
  fever,
  tachycardia,
  says(
    'jaundice*',
    'rigid',
    'guarding',
    'rebound',
    'black (tarry )?stool*',
    'melena',
    'blood*',
    'radiat* (through |in)?to (the |his |her )?back',
    'right lower quadrant',
    'right iliac fossa',
    'distended',
    'distension',
    'migrat*',
    'moved to the right',
  ),
);
const worryingAbdomen: Matcher = anyOf(says('vomit*'), worryingAbdomenBesideVomiting);

/** Weeks told with their number ("2 weeks", "since three weeks"), not a partner ill "last wk". */
const DIARRHOEA_FOR_WEEKS =
  /\b(?:\d+|two|three|four|five|six|several|a few|many|couple of) weeks?\b|\bweeks of\b/;

/**
 * The cramps of a gastroenteritis: crampy or mild pain beside diarrhoea of days, in someone with none of
 * a worrying abdomen's signs beyond the vomiting the illness brings (NICE CKS gastroenteritis).
 */
const gastroenteritisCramps: Matcher = allOf(
  says('diarrh*', 'loose (stools?|poos?|motions)', 'the runs'),
  anyOf(mildPain, says('crampy', 'cramps', 'cramping')),
  none(painScoreAtLeast(4)),
  none(says('constant', 'severe', DIARRHOEA_FOR_WEEKS)),
  none(worryingAbdomenBesideVomiting),
);

/** Five days or more, or weeks: how long without opening the bowels calls for a rectal treatment. */
const FIVE_DAYS_OR_MORE =
  /\b(?:[5-9]|1\d|five|six|seven|eight|nine|ten) days\b|\b(?:a|over a|more than a|\d+|two|three) weeks?\b/;

/**
 * Crampy pain with a constipation story (no stool for days, hard pellets, straining) in someone who is
 * well, eating and not vomiting, with mild pain and a soft abdomen: constipation (NICE CG99), examined
 * and treated with laxatives. Older adults keep their work-up (obstruction, malignancy).
 */
const constipationPain: Matcher = allOf(
  ageYears(1, 60),
  anyOf(
    // "No stool 5 days" is said with a negation, so it is read in the whole text.
    (facts) =>
      /\bno (?:stools?|poos?|bowel (?:movements?|motions?)|bms?) (?:for |in )?(?:\d+|two|three|four|five|six|several) days\b/.test(
        facts.presenting.normalized,
      )
        ? ['no stool for days']
        : null,
    says(
      'constipat*',
      'obstipation',
      "(no|not had a|hasn't had a|has not had a|not done a) (poo|stool|bowel (movement|motion)|bm)s? (for|in) (\\d+|two|three|four|five|six|several) days",
      "(no|not had a|hasn't had a|has not had a|not done a) (poo|stool|bowel (movement|motion)|bm)s? (\\d+|two|three|four|five|six|several) days",
      "(hasn't|has not|haven't|have not|not) opened (his |her |their |my )?bowels (for|in) (\\d+|two|three|four|five|six|several) days",
      'hard (pellets|stools?|poos?)',
      'pellet*',
      'straining',
      'stool palpable',
      'faecal loading',
      'fecal loading',
    ),
  ),
  // Mild by score or word, or, with no score over 5, a soft belly examined.
  anyOf(
    mildPain,
    allOf(
      (facts) => ((facts.vitals.painScore ?? 0) <= 5 ? [] : null),
      says(
        'soft (abdomen|tummy|belly)',
        '(abdomen|abdominal|tummy|belly) (is )?soft',
        'soft,? (not|non)[- ]distended',
      ),
    ),
  ),
  none(worryingAbdomen),
  none(says('distended', 'distension', 'not passing (wind|gas)', 'no (wind|flatus)', 'weight loss', 'blood')),
);

/**
 * Lower abdominal cramps on a period that she says are her usual monthly pain, under 7/10 and with
 * nothing worrying, is primary dysmenorrhoea (SOGC 2017): oral NSAID, no tests, no imaging.
 */
const typicalPeriodPain: Matcher = allOf(
  ageYears(10, 50),
  (facts) => (facts.sex === 'male' ? null : []),
  says(
    '(first|second|1st|2nd) day of (her|my|the) period',
    '(on|during|with) (her|my|the|a) period',
    '(her|my) period (started|came|has started|began)',
    'period (pain*|cramp*)',
    'menstrual (cramp*|pain*)',
    'dysmenorrh*',
  ),
  says(
    '(same as|like) (her|my) (usual|normal|monthly|regular)',
    'usual (monthly |period )?(pain|cramps)',
    'every month',
    'monthly pain',
    'always (gets|get|has|have) (this|these|them)',
  ),
  none(painScoreAtLeast(7)),
  none(worryingAbdomen),
  none(pregnant),
);

/** Streaks on the paper with a painful motion: a fissure or haemorrhoids, not a bleed. */
const minorOutletBleeding = says(
  'streak*',
  '(on|when wiping with) (the )?(toilet )?(paper|tissue)',
  'when wiping',
  'few drops',
  'spot* of blood',
  'small amount* of (bright )?(red )?blood',
  'fissure',
  'hemorrhoid*',
  'piles',
);

const melena = says(
  'melena',
  'melaena',
  'black (tarry |sticky )?(stool*|poo*|feces)',
  'tarry stool*',
  'dark red blood',
);

const incarceratedHernia = says(
  'irreducible',
  'incarcerated',
  'strangulated',
  'stuck out',
  "(will not|won't) go back",
  'unable to (push|get) (it )?back',
  'no longer (goes|go) back',
  'hard and (tender|painful)',
  'tender (hard )?lump',
  'vomit*',
);

/** Diarrhoea for days, or with little eaten or drunk (the text reads "not eating" as poor feeding). */
const daysOrLittleIntake = says(
  '([2-9]|two|three|four|five|six|seven|several|a few|a couple of) days',
  'since (yesterday|last week)',
  '(eating|drinking) (very )?(little|less|poorly)',
  'poor (oral )?(intake|feeding)',
  'off (his|her|their) food',
);

/** A tube passed through the nose into the stomach: no tract to close, its position checked by pH. */
const nasogastricTube = says('nasogastric', 'ng (tube|feeding tube)', 'ngt');
/** A tube or a tract placed lately: a gastrostomy's tract is immature for 4-6 weeks. */
const RECENT_TUBE = ['new', 'recent*', /(?:[1-6]|one|two|three|four|five|six) weeks? ago/, /days? ago/];

export const gastrointestinalComplaints: ComplaintDefinition[] = [
  {
    id: 'abdominal-pain',
    name: 'Abdominal pain',
    group: 'gastrointestinal',
    terms: [
      'abdominal (pain*|ache*|cramp*|discomfort|tender*|colic)',
      'abdo (pain*|ache*|cramp*|discomfort)',
      'stomach (pain*|ache*|cramp*)',
      'stomachache*',
      'epigastric (pain*|discomfort|tender*|ache*)',
      '(right|left) (upper|lower) quadrant (abdominal )?(pain*|tender*|discomfort|ache*)',
      '(right|left) (upper|lower) quadrant',
      '(right|left) iliac fossa (pain*|tender*)',
      '(right|left) iliac fossa',
      '(periumbilical|umbilical|navel|suprapubic|flank and abdominal) (pain|ache)',
      `pain (in|around|across|at|near|by|behind) ${whose}(abdomen|abdominal|stomach|epigastrium|navel|umbilicus)`,
      `${whose}(abdomen|abdominal|stomach) (is )?(hurts?|hurting|sore|painful|tender)`,
      // Where in the abdomen, said between: "pain low on the left side of my tummy".
      `(pain|ache|aching|cramps?|cramping) (low |low down |high |up )?(on|in|at|down) ${whose}(left|right|lower|upper) (side|part) (of|in) ${whose}(abdomen|abdominal|stomach)`,
      'sore (abdomen|abdominal|stomach)',
      'abdominal button (pain|ache)',
      // The belly told by its sides and by the pain's journey: "pain in my lower right side", "pain started
      // middle, now lower right side" (not the lower right side of the back or the chest).
      // Not another part's pain told by its side: "tooth pain lower left side", "back pain lower right side".
      `(?<!\\b(?:tooth|teeth|dental|jaw|gum|back|chest|neck|head|face|leg|knee|foot|ear|eye|arm|shoulder|hip|rib|breast) )(pain|ache|aching|sore|tender\\w*) (in |on |at |down )?${whose}(lower right|right lower|bottom right|lower left|left lower|bottom left) (side|area)(?! of ${whose}(back|chest|neck|head|face|jaw|leg|foot|mouth))`,
      /\b(?:pain|ache)\b[^.;]{0,20}?\b(?:started|began|was|came on)\b[^.;]{0,20}?\b(?:middle|centre|center|navel|belly ?button|umbilic\w*)\b[^.;]{0,30}?\b(?:now|moved|gone|shifted|settled|moving)\b[^.;]{0,20}?\b(?:lower right|right lower|bottom right|(?:down )?(?:to|on) the right)\b/,
      // Pain under the ribs is the upper abdomen's (liver, gallbladder, spleen), not the chest wall's.
      `(pain|ache|aching|hurts?|hurting|sore|tender\\w*) (just |right )?(under|below|beneath) ${whose}((right|left) )?(ribs|rib cage|ribcage)`,
      `(under|below|beneath) ${whose}((right|left) )?(ribs|rib cage|ribcage)`,
      'appendicitis',
      'cholecystitis',
      'pancreatitis',
      'diverticulitis',
      'gall ?stones?',
      'gallstones?',
      'biliary colic',
      '(small |large )?bowel obstruction',
      'acute abdomen',
    ],
    complaintFieldTerms: [
      'abdominal',
      'abdo',
      'abdomen',
      'stomach',
      'epigastric',
      'epigastrium',
      'sbo',
      'ruq',
      'luq',
    ],
    requires: notPregnant,
    resources: [
      need('labs', 'blood count, lipase, liver and renal function, urinalysis'),
      need('advancedImaging', 'ultrasound or CT, chosen by the site of the pain'),
      need('parenteralMedication', 'IV analgesia and antiemetic'),
    ],
    adjustments: [
      oralAnalgesiaWhenMild,
      {
        when: constipationPain,
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: 'crampy pain with constipation in a well patient, soft abdomen, mild pain: laxatives and advice',
      },
      {
        when: gastroenteritisCramps,
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: 'crampy pain beside a few days of diarrhoea in a well patient: gastroenteritis, no tests',
      },
      {
        when: typicalPeriodPain,
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: 'her usual period pain on a period, below 7/10, no worrying sign: oral analgesia (primary dysmenorrhoea)',
      },
      {
        when: allOf(ageYears(16, 40), upperAbdominal, mildPain, none(worryingAbdomen)),
        remove: ['advancedImaging'],
        why: 'mild epigastric pain in a young adult without vomiting, fever or bleeding: lipase and pregnancy test, no imaging',
      },
      {
        // A mild ache low in the tummy with burning and frequency is the bladder's (cystitis): the urinary
        // complaint's urine test, not the abdomen's bloods and scan (NICE NG109). Loin pain, a fever or a
        // worrying abdomen keep them.
        when: allOf(
          lowerUrinarySymptoms,
          says(
            '(low|lower) (tummy|belly|abdomen|abdominal|stomach)',
            '(tummy|belly|stomach|abdominal) ?ache (is )?low down',
            'low down',
            'suprapubic',
            'bladder (area|region|pain|ache)',
          ),
          anyOf(
            mildPain,
            says(
              '(a )?bit of (a )?(low |lower )?(tummy|belly|stomach|abdominal) ?ache',
              'aches? a bit',
              'slight',
            ),
          ),
          none(worryingAbdomen),
          none(says('loin', 'flank', 'back pain', 'kidney pain')),
        ),
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: "a mild low ache with the bladder's burning and frequency is cystitis: the urine test, not the abdomen's work-up",
      },
      {
        when: allOf(ageYears(2, 16), mildPain, none(worryingAbdomen)),
        remove: ['advancedImaging'],
        why: 'mild abdominal pain in a well child: urine test and examination; ultrasound only if appendicitis is suspected',
      },
      {
        // Functional abdominal pain (Rome IV): weeks of aches that come and go, none now, no red flag.
        when: allOf(
          ageYears(2, 16),
          says(
            'for (\\d+|two|three|four|six|several|a few|many) (weeks|months)',
            'on and off for',
            'recurrent',
            'comes? and goes? for',
          ),
          saysBeforeNegation(
            'pain[- ]free (now|at the moment|today|currently)',
            'no pain (now|at the moment|today|currently|right now)',
            'not in pain (now|at the moment|today|currently)',
          ),
          none(worryingAbdomen),
          none(says('weight loss', 'losing weight', 'wak\\w* (him|her|them) (up )?at night', 'diarrho*')),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'recurrent abdominal pain in a well child, pain-free now, no red flag: functional, examination and advice',
      },
      {
        when: allOf(ageYears(50), upperAbdominal),
        add: [need('ecg', 'ECG: upper abdominal pain can be myocardial ischaemia after 50')],
      },
      { when: dehydrated, add: [need('ivFluids', 'IV fluids for vomiting or dehydration')] },
    ],
    highRisk: [
      {
        when: allOf(
          ageYears(65),
          none(mildPain),
          anyOf(
            painScoreAtLeast(7),
            says(
              'sudden*',
              'vomiting (blood|bile|everything)',
              'unable to (eat|drink|keep (anything|fluids) down)',
              'rigid',
              'guarding',
            ),
            vital(
              (v) => `SBP ${v.systolic}, HR ${v.heartRate}`,
              (v) => (v.systolic ?? 200) < 100 || (v.heartRate ?? 0) > 100,
            ),
          ),
        ),
        reason:
          'Abdominal pain at 65 and over with moderate pain, vomiting or fever: surgical and vascular causes carry a high mortality',
        source: 'ESI v4 Implementation Handbook [high-risk situations: abdominal pain in the elderly]',
      },
      {
        when: allOf(
          ageYears(60),
          says(
            'radiat* (through |in)?to (the |his |her )?back',
            'going (through )?(in)?to (the |his |her )?back',
            'and back pain',
            'back and abdominal pain',
            'tearing',
          ),
        ),
        reason: 'Abdominal pain into the back after 60: a leaking abdominal aortic aneurysm must be excluded',
        source: 'ESVS 2024 Abdominal Aorto-Iliac Artery Aneurysm Guidelines',
      },
    ],
    centralPain: true,
    guideline:
      'ACR Appropriateness Criteria: Acute Nonlocalized Abdominal Pain; WSES 2020 Jerusalem guidelines',
    differential: [
      {
        condition: 'Appendicitis, cholecystitis, pancreatitis, diverticulitis, obstruction',
        why: 'Surgical causes by site: right lower, right upper, epigastric, left lower, distended',
      },
      {
        condition: 'Ectopic pregnancy, torsion, AAA, myocardial infarction, mesenteric ischaemia',
        why: 'Dangerous mimics by age and sex',
      },
      {
        condition: 'Gastroenteritis, gastritis, constipation, urinary infection',
        why: 'Common benign causes',
      },
    ],
    workup: [
      'Urinalysis and pregnancy test in women of childbearing age',
      'Blood count, CRP, lipase, liver and renal function',
      'Ultrasound or CT by site; ECG for upper abdominal pain after 50',
    ],
    immediateActions: [
      'Analgesia early: it does not mask surgical signs',
      'Nil by mouth until a surgical cause is excluded',
    ],
  },
  {
    id: 'heartburn-indigestion',
    name: 'Heartburn / indigestion',
    group: 'gastrointestinal',
    terms: [
      'heartburn',
      'heart burn',
      'indigestion',
      'dyspepsia',
      'acid reflux',
      'reflux (symptoms|pain|flare)',
      'gastritis',
      'acid (stomach|brash|taste)',
      'epigastric burning',
      'burning (epigastric|upper abdominal) (pain|discomfort)',
      `burning (in|behind) ${whose}(chest|breastbone|sternum|stomach|epigastrium|throat)`,
      'upset stomach',
      'sour stomach',
    ],
    complaintFieldTerms: ['reflux', 'gerd', 'gord'],
    resources: [],
    adjustments: [
      { when: ageYears(45), add: [need('ecg', 'ECG: cardiac ischaemia can feel like indigestion')] },
      {
        when: allOf(
          ageYears(40),
          says(
            'chest',
            'sweat*',
            'diaphoretic',
            'short of breath',
            'radiat*',
            'exertion*',
            'arm',
            'jaw',
            'new',
          ),
        ),
        add: [
          need('ecg', 'ECG: cardiac ischaemia can feel like indigestion'),
          need('labs', 'troponin: atypical cardiac features'),
        ],
      },
      {
        when: says('vomit*', 'weight loss', 'difficulty swallowing', 'black stool*', 'melena', 'anemi*'),
        add: [need('labs', 'blood count and liver function: alarm features of dyspepsia')],
      },
    ],
    centralPain: true,
    guideline:
      'NICE CG184 Dyspepsia and gastro-oesophageal reflux disease; AHA/ACC 2021 Chest Pain Guideline',
    differential: [
      {
        condition: 'Reflux, gastritis, functional dyspepsia',
        why: 'Burning epigastric or retrosternal pain after food',
      },
      {
        condition: 'Acute coronary syndrome',
        why: 'Indigestion that is new, exertional or after 45 needs an ECG',
      },
      { condition: 'Peptic ulcer, biliary colic, pancreatitis', why: 'Persistent or severe epigastric pain' },
    ],
    workup: ['ECG after 45 or with cardiac features', 'No tests for typical reflux in a young adult'],
    immediateActions: ['Oral antacid or alginate once cardiac pain is unlikely'],
  },
  {
    id: 'anorexia',
    name: 'Anorexia / loss of appetite',
    group: 'gastrointestinal',
    terms: [
      'loss of appetite',
      'appetite loss',
      '(poor|reduced|decreased|diminished|low) appetite',
      'lost (his |her |my |their )?appetite',
      'off (his |her |my |their )?(food|feeds|diet)',
      'anorexia',
    ],
    complaintFieldTerms: [
      'poor feeding',
      'appetite',
      'unintentional weight loss',
      'weight loss',
      'not eating',
    ],
    requires: notInfant,
    resources: [need('labs', 'blood count, electrolytes, renal and liver function, glucose, calcium')],
    adjustments: [
      labsWhenOlder,
      {
        // Off food since this morning or for a day or two, with no weight lost: the appetite of a passing
        // illness, not the loss of appetite NICE NG12 asks to investigate (at 65 and over, tests stay).
        when: allOf(
          ageYears(0, 65),
          says(
            '(off|lost) (his |her |my |their )?(food|appetite) (this morning|today|since yesterday|since last night)',
            '(off|lost) (his |her |my |their )?(food|appetite) for (a day|a couple of days|(1|one|2|two) days?)',
          ),
          none(says('weight loss', 'lost weight', 'losing weight')),
        ),
        remove: ['labs'],
        why: 'off food for a day or so with no weight lost: part of a passing illness',
      },
      {
        // The poor appetite of a low mood under 65, with no weight lost, is part of the depression to assess
        // (NICE CG90), not the loss of appetite NICE NG12 asks to investigate.
        when: allOf(
          ageYears(0, 65),
          says('low mood', 'depress(ed|ion)', '(feeling|felt|been) (really |very |so |quite )?(low|down)'),
          none(
            says(
              'weight loss',
              'lost weight',
              'losing weight',
              'lost (a |\\w+ )?(stone|stones|kg|kilos?|pounds|lbs?)',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'the poor appetite of a low mood, with no weight lost: part of the depression to assess',
      },
    ],
    guideline: 'NICE NG12 Suspected cancer: recognition and referral',
    differential: [
      {
        condition: 'Intercurrent infection, medication effect, depression',
        why: 'Common causes of poor appetite',
      },
      {
        condition: 'Malignancy, hypercalcaemia, renal or liver failure',
        why: 'With weight loss or in older adults',
      },
    ],
    workup: [
      'Weight and trend; blood count, electrolytes, calcium, liver function',
      'Ask about mood and weight loss',
    ],
    immediateActions: ['Capillary glucose; assess hydration'],
  },
  {
    id: 'constipation',
    name: 'Constipation',
    group: 'gastrointestinal',
    terms: [
      'constipat*',
      'hard stools?',
      'unable to (pass|open) (a )?(stool|bowels|motion)',
      'straining (to pass stool|at stool)',
      'fecal (impaction|loading)',
      'impacted (stool|feces|bowel)',
      'blocked up',
    ],
    complaintFieldTerms: ['obstipation', 'bno', 'bowels not opened'],
    resources: [],
    adjustments: [
      {
        // A little bloating in a bowel still passing wind is not an obstruction to image.
        when: allOf(
          says(
            'vomit*',
            'distended',
            'distension',
            'bloated',
            'severe',
            'absolute constipation',
            'abdominal pain',
          ),
          none(
            allOf(bowelStillPassingWind, none(says('distended', 'distension', 'severe', 'abdominal pain'))),
          ),
        ),
        add: [
          need('xray', 'abdominal X-ray for loading or obstruction'),
          need('labs', 'electrolytes, calcium and renal function'),
        ],
      },
      {
        when: anyOf(
          says(
            'impact*',
            'overflow',
            // Faecal leakage round a loaded rectum: "small faecal leakage", "leaking loose stool".
            '(fecal|faecal) (leak*|soiling)',
            'leaking (loose )?(stool|poo|feces|faeces)',
            'manual (evacuation|disimpaction)',
            'enema',
          ),
          // Five days or more without opening the bowels: a rectal treatment, as oral laxatives take days;
          // a bowel still passing wind is given the laxatives.
          allOf(says(FIVE_DAYS_OR_MORE), none(bowelStillPassingWind)),
        ),
        add: [need('simpleProcedure', 'manual disimpaction or enema')],
      },
      labsWhenOlder,
      {
        // A few days without opening the bowels in a comfortable patient who is eating: a laxative.
        when: allOf(
          says('comfortable', 'eating', 'asking for (a )?laxative', 'well in (herself|himself|themselves)'),
          none(
            says('vomit*', 'distend*', 'distension', 'severe', 'confus*', 'weeks', 'weight loss', 'blood*'),
          ),
          // Bloating or a cramp is the constipation's in a bowel still passing wind.
          none(allOf(says('bloat*', 'pain*'), none(bowelStillPassingWind))),
        ),
        remove: ['labs'],
        why: 'constipation in a comfortable patient who is eating: a laxative',
      },
    ],
    minor: true,
    guideline: 'NICE CKS Constipation; NICE CG99 Constipation in children',
    differential: [
      { condition: 'Functional constipation, opioids, low fibre or fluid', why: 'The common causes' },
      {
        condition: 'Bowel obstruction, hypercalcaemia, colorectal cancer',
        why: 'Vomiting, distension, no flatus or older age',
      },
    ],
    workup: [
      'Abdominal and rectal examination; no tests if well',
      'X-ray and electrolytes if older, vomiting or distended',
    ],
    immediateActions: ['Oral laxatives, fluids and fibre; safety-net for vomiting or distension'],
  },
  {
    id: 'diarrhea',
    name: 'Diarrhoea',
    group: 'gastrointestinal',
    terms: [
      'diarrhea',
      'loose (stools?|bowel motions?|motions|bowels)',
      'watery (stools?|bowel motions?)',
      'the runs',
      'gastroenteritis',
      'stomach (bug|flu|virus)',
      'tummy bug',
      'food poisoning',
      'd&v',
      'd and v',
      '(vomiting|nausea|nausea and vomiting),? and diarrhea',
      'diarrhea and (vomiting|nausea)',
      'travell?ers diarrhea',
      'c diff*',
      'clostridium difficile',
    ],
    complaintFieldTerms: ['gastro'],
    resources: [need('labs', 'electrolytes and renal function; stool culture if bloody or prolonged')],
    adjustments: [
      {
        when: allOf(
          ageYears(0.25, 65),
          none(dehydrated),
          none(fever),
          // Diarrhoea for weeks keeps the tests; a partner's "last week" does not.
          none(
            says('blood*', DIARRHOEA_FOR_WEEKS, 'immunocompromised', 'antibiotics', 'c diff*', 'clostridium'),
          ),
          none(allOf(vomiting, none(keepingFluidsDown))),
        ),
        remove: ['labs'],
        why: 'diarrhoea in a well, hydrated patient: oral rehydration, no tests',
      },
      {
        when: anyOf(dehydrated, allOf(vomiting, none(keepingFluidsDown))),
        add: [need('ivFluids', 'IV fluids for dehydration or when vomiting stops oral rehydration')],
      },
      {
        // Dysentery: blood in the diarrhoea with a fever is an invasive infection (Shigella,
        // Campylobacter, STEC, amoebiasis in a traveller): stool and blood cultures, and fluids while
        // they come (IDSA 2017 infectious diarrhoea).
        when: allOf(
          fever,
          says('bloody', 'blood in (it|the (stools?|diarrh*|poo))', 'with blood', 'blood and mucus'),
        ),
        add: [need('ivFluids', 'IV fluids for a febrile bloody diarrhoea (dysentery)')],
      },
      {
        // Days of fluid loss at 65 or over on a diuretic, ACE inhibitor or ARB: the kidneys are at risk
        // (NICE NG148), and fluids are given while the results come, unless the patient is drinking well.
        when: allOf(ageYears(65), takes('kidneyAtRiskWhenDry'), daysOrLittleIntake, none(keepingFluidsDown)),
        add: [
          need(
            'ivFluids',
            'IV fluids: days of diarrhoea at 65 or over on a diuretic, ACE inhibitor or ARB [NICE NG148 acute kidney injury]',
          ),
        ],
      },
      labsWhenOlder,
    ],
    minor: true,
    guideline:
      'WGO 2012 Acute diarrhea; IDSA 2017 Infectious diarrhea; NICE CG84 Diarrhoea and vomiting in children; NICE NG148 Acute kidney injury',
    differential: [
      { condition: 'Viral or bacterial gastroenteritis, food poisoning', why: 'Acute watery diarrhoea' },
      {
        condition: 'C. difficile, inflammatory bowel disease',
        why: 'After antibiotics, bloody or prolonged',
      },
      { condition: 'Appendicitis, DKA, sepsis', why: 'Diarrhoea can accompany serious illness' },
    ],
    workup: [
      'Assess hydration: pulse, postural BP, mucous membranes',
      'Electrolytes if dehydrated; stool culture if bloody',
    ],
    immediateActions: ['Oral rehydration solution; IV fluids if unable to drink'],
  },
  {
    id: 'nausea-vomiting',
    name: 'Nausea and/or vomiting',
    group: 'gastrointestinal',
    terms: [
      'nausea and vomiting',
      'vomiting and nausea',
      'nausea,? vomiting',
      'throwing up',
      'persistent vomiting',
      'intractable (vomiting|nausea)',
      'unable to tolerate oral fluids',
      'vomiting (everything|all day|all night)',
      'retching',
      'dry heav*',
      'cyclical vomiting',
      'cannabi* hyperemesis',
    ],
    complaintFieldTerms: [
      'nausea*',
      'nauseous',
      'nauseated',
      'vomit*',
      'emesis',
      'being sick',
      'feeling sick',
      'sick',
    ],
    requires: notPregnant,
    resources: [
      need('labs', 'electrolytes, renal function and glucose'),
      need('parenteralMedication', 'IV or IM antiemetic'),
    ],
    adjustments: [
      {
        when: allOf(
          none(dehydrated),
          anyOf(
            says(
              'tolerating (oral )?(fluids|sips|drinks)',
              'keeping fluids down',
              'mild nausea',
              'nausea only',
              'once',
              'twice',
              'single episode',
            ),
            keepingFluidsDown,
          ),
        ),
        remove: ['labs', 'parenteralMedication'],
        why: 'nausea or a little vomiting while drinking: an oral antiemetic, no tests',
      },
      {
        when: allOf(ageYears(0.5, 16), none(dehydrated)),
        remove: ['labs', 'parenteralMedication'],
        why: 'a child who is not dehydrated: oral ondansetron and an oral fluid trial [NICE CG84]',
      },
      {
        // Sick after a dose of an opioid, an anaesthetic or an antibiotic, within the day, not dry, no fever or
        // belly pain: the drug's; an antiemetic by injection and another analgesic, no tests (BNF; RCoA PONV).
        when: allOf(
          says(
            /\b(?:after|since) (?:taking |starting |having )?(?:the |his |her |my |their |a )?(?:codeine|co-?codamol|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|opioids?|painkillers?|(?:general )?an(?:a)?esthetic|antibiotics?)\b/,
          ),
          none(dehydrated),
          none(fever),
          none(abdominalPain),
          none(says('diarrh*', bloodSeen, 'coffee[- ]ground*', 'days', 'week*')),
        ),
        remove: ['labs'],
        why: 'vomiting after a dose of an opioid, anaesthetic or antibiotic: an antiemetic, no tests',
      },
      { when: dehydrated, add: [need('ivFluids', 'IV fluids for dehydration')] },
      labsWhenOlder,
    ],
    guideline: 'NICE CG84 Diarrhoea and vomiting in children; AGA 2001 Nausea and vomiting',
    differential: [
      { condition: 'Gastroenteritis, gastritis, medication or alcohol', why: 'The common causes' },
      {
        condition: 'Obstruction, appendicitis, DKA, raised intracranial pressure, myocardial infarction',
        why: 'Vomiting with pain, distension, high glucose, headache or in older adults',
      },
      { condition: 'Pregnancy', why: 'Pregnancy test in women of childbearing age' },
    ],
    workup: [
      'Assess hydration; capillary glucose and ketones',
      'Electrolytes and renal function if dehydrated or older',
    ],
    immediateActions: ['Antiemetic; oral fluid trial or IV fluids if dehydrated'],
  },
  {
    id: 'vomiting-blood',
    name: 'Vomiting blood',
    group: 'gastrointestinal',
    terms: [
      'vomit* (up )?(bright red |fresh |dark |red |some |a lot of |large amounts of )?blood',
      'hematemesis',
      'coffee ground*( vomit*)?',
      `blood in ${whose}vomit*`,
      'bloody vomit*',
      'throwing up blood',
      'blood stained vomit*',
      'upper gastrointestinal bleeding',
    ],
    resources: [
      need('labs', 'blood count, urea, coagulation and cross-match'),
      need('ivFluids', 'IV fluids or blood'),
      need('parenteralMedication', 'IV proton-pump inhibitor, or terlipressin for varices'),
      need('specialtyConsultation', 'gastroenterology for endoscopy'),
    ],
    adjustments: [
      {
        when: allOf(
          ageYears(16, 60),
          says('streak*', 'specks?', 'flecks?', 'after (retching|vomiting)', 'small amount'),
          none(tachycardia),
          none(takes('anticoagulant')),
        ),
        remove: ['ivFluids', 'parenteralMedication', 'specialtyConsultation'],
        why: 'streaks of blood after repeated retching in a stable young adult: a Mallory-Weiss tear, blood tests and observation',
      },
    ],
    guideline: 'NICE CG141 Acute upper gastrointestinal bleeding; Glasgow-Blatchford score',
    differential: [
      { condition: 'Peptic ulcer, varices, Mallory-Weiss tear, oesophagitis', why: 'Upper GI sources' },
      { condition: 'Swallowed blood from the nose or mouth', why: 'A nosebleed can look like haematemesis' },
    ],
    workup: [
      'Blood count, urea, coagulation, cross-match',
      'Glasgow-Blatchford score; endoscopy within 24 hours',
    ],
    immediateActions: ['Two large-bore cannulas; resuscitate; hold anticoagulants'],
  },
  {
    id: 'blood-in-stool',
    name: 'Blood in stool / melena',
    group: 'gastrointestinal',
    terms: [
      `blood (in|on) ${whose}(stools?|poo*|feces|motions?|bowel movements?)`,
      'bloody (stools?|diarrhea|poo*|motions?)',
      'rectal bleeding',
      'bright red blood per rectum',
      'blood per rectum',
      `bleeding (from|per) ${whose}(rectum|back passage|bottom|anus)`,
      'melena',
      'melaena',
      'black (tarry |sticky )?(stools?|poo*|feces)',
      'tarry stools?',
      'passing (fresh |dark )?blood',
      'lower gastrointestinal bleeding',
      'gastrointestinal bleeding',
      'blood on (the )?(toilet )?(paper|tissue)',
      'blood when wiping',
    ],
    resources: [need('labs', 'blood count, urea, coagulation and group and save')],
    adjustments: [
      {
        when: allOf(
          ageYears(0, 50),
          minorOutletBleeding,
          none(melena),
          none(tachycardia),
          none(takes('anticoagulant')),
          none(says('dizz*', 'syncope', 'large amount*', 'clots', 'heavy')),
        ),
        remove: ['labs'],
        why: 'streaks on the paper with a painful motion in a younger adult: fissure or haemorrhoids, examination only',
      },
      {
        // The same streaks from piles already known, at any age: the known cause, recurring as before.
        when: allOf(
          minorOutletBleeding,
          anyOf(
            says('known (haemorrhoids|hemorrhoids|piles)'),
            historyOf('haemorrhoids', 'hemorrhoids', 'piles'),
          ),
          says(
            'same as (before|usual|last time|previous\\w*)',
            'as (before|usual)',
            'usual (bleed|bleeding|piles)',
          ),
          none(melena),
          none(tachycardia),
          none(takes('anticoagulant')),
          none(
            says(
              'dizz*',
              'syncope',
              'large amount*',
              'clots',
              'heavy',
              'change in (bowel )?habit',
              'weight loss',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'streaks on the paper from known piles, as before: examination only',
      },
      {
        when: melena,
        add: [
          need('parenteralMedication', 'IV proton-pump inhibitor for an upper GI source'),
          need('specialtyConsultation', 'gastroenterology for endoscopy'),
        ],
      },
      {
        when: anyOf(tachycardia, says('dizz*', 'syncope', 'large amount*', 'clots', 'heavy', 'pale')),
        add: [need('ivFluids', 'IV fluids or blood for significant loss')],
      },
    ],
    guideline: 'BSG 2019 Acute lower gastrointestinal bleeding; Oakland score; NICE CG141',
    differential: [
      { condition: 'Haemorrhoids, fissure', why: 'Bright blood on the paper with painful defecation' },
      {
        condition: 'Diverticular bleed, colitis, colorectal cancer',
        why: 'Larger bleeds, older patients, change in habit',
      },
      { condition: 'Upper GI bleed', why: 'Black tarry stool or brisk red bleeding with shock' },
    ],
    workup: [
      'Blood count, urea, coagulation, group and save',
      'Rectal examination; Oakland or Glasgow-Blatchford score',
    ],
    immediateActions: ['Observations and IV access if more than streaks; hold anticoagulants if bleeding'],
  },
  {
    id: 'rectal-perineal-pain',
    name: 'Rectal / perineal pain',
    group: 'gastrointestinal',
    terms: [
      'rectal pain',
      'anal pain',
      'perianal (pain|abscess|swelling|lump|tender*)',
      'perirectal (pain|abscess)',
      'ischiorectal abscess',
      'perineal (pain|abscess|swelling)',
      `pain (in|around) ${whose}(anus|rectum|bottom|back passage|perineum)`,
      'hemorrhoid*',
      'piles',
      'anal fissure',
      'painful (bowel movements?|bowel motions?|defecation)',
      `pain (on|when|with) (opening ${whose}bowels|passing (a )?stools?|defecation|defecating)`,
      'sore (bottom|bum|anus)',
      'itchy (bottom|bum|anus)',
      'pruritus ani',
      'anal (itch*|lump|swelling|abscess)',
      `lump (at|on|near|around) ${whose}(anus|${bottom}|back passage)`,
      'rectal prolapse',
      'prolapsed (hemorrhoids?|piles)',
      'thrombosed (hemorrhoids?|piles)',
      'proctalgia',
      `(painful|tender) (bluish |blue |purple |dark )?(perianal |anal )?lump (at|on|near|around|by) ${whose}(anus|${bottom}|back passage)`,
    ],
    complaintFieldTerms: ['fissure'],
    resources: [],
    adjustments: [
      {
        // A collection by its signs too: a boil come to a head ("a soft yellow head in the middle").
        when: says(
          'abscess',
          'fluctuant',
          'pus',
          'boils?',
          '(yellow|white) head',
          '(come|came|coming) to a head',
          'pointing',
          'soft (in|at) the (middle|centre|center)',
        ),
        add: [need('simpleProcedure', 'incision and drainage')],
      },
      {
        when: lumpAtTheAnus,
        add: [
          need('simpleProcedure', 'drainage of a perianal abscess or evacuation of a thrombosed haemorrhoid'),
        ],
      },
      {
        when: anyOf(
          allOf(
            anyOf(
              says('abscess', 'perirectal', 'ischiorectal'),
              allOf(lumpAtTheAnus, none(haemorrhoidalLump)),
            ),
            anyOf(
              fever,
              historyOf('diabet*', 'crohn*', 'immunocompromised'),
              says('perirectal', 'ischiorectal', 'large'),
            ),
          ),
          // A fever with a painful lump at the anus is an abscess's, whatever the patient thought it was
          // ("thought it was piles"): a thrombosed haemorrhoid does not make a fever.
          allOf(lumpAtTheAnus, fever),
        ),
        add: [
          need('specialtyConsultation', 'surgical drainage of a deep or complicated abscess'),
          need('labs', 'blood count, CRP and glucose'),
        ],
      },
      {
        when: says(
          'thrombosed',
          'rectal prolapse',
          'prolapsed',
          '(bluish|blue|purple|dark) (perianal |anal )?lump',
          /\b(?:perianal|anal) lump[^.;]{0,24}\b(?:bluish|blue|purple|dark)\b/,
        ),
        add: [need('simpleProcedure', 'excision of a thrombosed haemorrhoid or reduction of a prolapse')],
      },
    ],
    highRisk: [
      {
        when: says('fournier*', 'crepitus', 'necroti*', 'black (skin|area|patch)', 'rapidly spreading'),
        reason: 'Perineal pain with crepitus, black skin or rapid spread: Fournier gangrene',
        source:
          'EAU 2024 Guidelines on Urological Infections [Fournier gangrene]; IDSA 2014 Skin and Soft Tissue Infections',
      },
    ],
    minor: true,
    guideline:
      'ASCRS 2024 Clinical Practice Guideline for Hemorrhoids; ASCRS 2022 Anal Fissures; ASCRS 2016 Anorectal Abscess',
    differential: [
      {
        condition: 'Anal fissure, thrombosed or prolapsed haemorrhoid',
        why: 'Pain on defecation with bright blood',
      },
      { condition: 'Perianal or ischiorectal abscess', why: 'Constant throbbing pain, swelling, fever' },
      { condition: 'Fournier gangrene', why: 'Diabetic, pain out of proportion, crepitus' },
    ],
    workup: [
      'External inspection; no tests if well',
      'Blood count and glucose with an abscess and fever or diabetes',
    ],
    immediateActions: ['Oral analgesia, stool softeners, sitz baths; drain an abscess'],
  },
  {
    id: 'foreign-body-rectum',
    name: 'Foreign body in rectum',
    group: 'gastrointestinal',
    terms: [
      `foreign body (in|into|inside|up) ${whose}(rectum|anus|bottom|back passage)`,
      'rectal foreign body',
      'foreign body (rectum|pr|per rectum|rectal)',
      `(object|toy|sex toy|vibrator|dildo|bottle|bulb|thermometer|something|item|butt plug) (is )?(stuck |lodged |retained |lost )?(in|up|inside) ${whose}(rectum|anus|bottom|back passage|bum)`,
      '(retained|stuck|lost) (sex toy|vibrator|dildo|butt plug)',
      '(sex toy|vibrator|dildo|butt plug) (stuck|retained|lost)',
    ],
    resources: [
      need('xray', 'abdominal X-ray for the position and free air'),
      need('simpleProcedure', 'removal in the ED, under sedation if needed'),
    ],
    highRisk: [
      {
        when: says(
          'glass',
          'sharp',
          'broken',
          'razor',
          'blade',
          'drug (packets?|packages?|bags?)',
          'body pack*',
        ),
        reason: 'Sharp or breakable rectal foreign body, or drug packets: perforation or toxicity risk',
        source: 'ASCRS; WSES 2020 guidelines for colorectal foreign bodies; EAPCCT body packers',
      },
    ],
    minor: true,
    guideline: 'WSES 2020 Colonic and rectal foreign bodies',
    differential: [
      { condition: 'Retained rectal foreign body', why: 'History and X-ray; check for perforation' },
    ],
    workup: ['Abdominal and erect chest X-ray for position and free air'],
    immediateActions: ['Privacy; do not attempt blind removal of sharp or glass objects'],
  },
  {
    id: 'groin-pain-mass',
    name: 'Groin pain / mass',
    group: 'gastrointestinal',
    terms: [
      // Not the operation that repaired one: "inguinal hernia repair as a day case 2 days ago".
      /(?<!(?:hiatus|hiatal|disc|disk|diaphragmatic|spinal|parastomal)[\s-])hernia(?! (?:repair|operation|surgery|op|mesh)\b)/,
      /\b(?:inguinal|femoral|umbilical|paraumbilical|incisional|ventral) (?:hernia|lump|swelling|bulge)\b(?! (?:repair|operation|surgery|op|mesh)\b)/,
      'groin (pain|lump|mass|swelling|bulge|ache)',
      `(lump|swelling|bulge|mass) in ${whose}(left |right )?groin`,
      `pain in ${whose}(left |right )?groin`,
      'strangulated hernia',
      'incarcerated hernia',
    ],
    complaintFieldTerms: ['groin'],
    resources: [need('advancedImaging', 'ultrasound of the groin lump')],
    adjustments: [
      {
        when: allOf(
          says(
            'reducible',
            'goes back',
            'pushes back',
            'pushed back',
            'known hernia',
            'on lying',
            'when lying',
          ),
          none(incarceratedHernia),
        ),
        remove: ['advancedImaging'],
        why: 'a reducible hernia: clinical diagnosis and elective surgical referral',
      },
      {
        // A lump at the puncture site of an angiogram, an ablation or a stent: a haematoma or a false
        // aneurysm of the femoral artery, scanned, with the blood count, and shown to the team who did it
        // (ESC 2018 femoral access complications).
        when: allOf(
          says(
            /\b(?:heart|cardiac) (?:procedure|catheter\w*|test)\b/,
            'angiogra*',
            'angioplasty',
            'ablation',
            '(coronary|cardiac|heart|femoral|iliac|leg) stents?',
            'pci',
            'cath lab',
            'cardiac cath*',
            'tavi',
            'femoral (puncture|access|sheath|line)',
            'puncture site',
          ),
          says('lump', 'swelling', 'swollen', 'ha?ematoma', 'hematoma', 'bruis*', 'pulsat*'),
        ),
        add: [
          need('labs', 'blood count and clotting for an access-site haematoma'),
          need('specialtyConsultation', 'the team that did the procedure [haematoma or false aneurysm]'),
        ],
      },
      {
        when: incarceratedHernia,
        add: [
          need('labs', 'blood count, lactate, electrolytes'),
          need('specialtyConsultation', 'surgery for an incarcerated hernia'),
          need('parenteralMedication', 'IV analgesia before attempted reduction'),
        ],
      },
    ],
    highRisk: [
      {
        when: anyOf(
          says('strangulat*'),
          allOf(
            says('irreducible', 'incarcerated', 'stuck out', 'unable to (push|get) (it )?back'),
            anyOf(says('vomit*', 'red', 'discolo*', 'purple', 'black', 'severe'), fever, tachycardia),
          ),
        ),
        reason: 'An irreducible hernia with vomiting, skin change or systemic signs: strangulation',
        source: 'WSES 2017 Emergency repair of complicated abdominal wall hernias',
      },
    ],
    guideline: 'WSES 2017 Emergency repair of complicated abdominal wall hernias; EHS 2018 HerniaSurge',
    differential: [
      { condition: 'Inguinal or femoral hernia', why: 'A groin bulge that comes and goes' },
      { condition: 'Incarcerated or strangulated hernia', why: 'Irreducible, tender, with vomiting' },
      {
        condition: 'Lymphadenopathy, testicular pathology, hip or adductor strain',
        why: 'Other groin causes',
      },
    ],
    workup: [
      'Examine standing and lying; try gentle reduction',
      'Ultrasound if unclear; blood tests if irreducible',
    ],
    immediateActions: ['Nil by mouth and surgical review if irreducible'],
  },
  {
    id: 'jaundice',
    name: 'Jaundice',
    group: 'gastrointestinal',
    terms: [
      'jaundice*',
      'yellow (skin|eyes|sclera*|color|colour)',
      '(skin|eyes|sclera) (are |is |turning |gone |went |look |looks )?yellow',
      'turning yellow',
      'yellowing',
      'icteric',
      'icterus',
    ],
    requires: notNewborn,
    resources: [
      need('labs', 'liver function, bilirubin, blood count, INR, lipase'),
      need('advancedImaging', 'ultrasound of the liver and bile ducts'),
    ],
    guideline: 'BSG 2017 Guidelines on the management of abnormal liver blood tests; Tokyo Guidelines 2018',
    differential: [
      {
        condition: 'Biliary obstruction: stones, pancreatic or biliary cancer',
        why: 'Dark urine, pale stools, itch',
      },
      { condition: 'Hepatitis: viral, alcohol, drugs including acetaminophen', why: 'Raised transaminases' },
      { condition: 'Haemolysis, Gilbert syndrome', why: 'Unconjugated bilirubin' },
    ],
    workup: [
      'Liver function, INR, blood count, lipase, hepatitis serology',
      'Ultrasound of the biliary tree',
    ],
    immediateActions: ['Ask about fever, confusion and acetaminophen use'],
  },
  {
    id: 'hiccoughs',
    name: 'Hiccoughs',
    group: 'gastrointestinal',
    terms: ['hiccups?', 'hiccoughs?', 'hiccup*', 'hiccough*', 'singultus'],
    resources: [],
    adjustments: [
      {
        // Hiccups beyond 48 hours (persistent) or stopping eating are looked into and treated by injection; a
        // day of them, or the days since an operation ("day case 2 days ago"), are not.
        when: says(
          /\b(?:[2-9]|\d{2}|two|three|four|five|six|seven|several|few) days\b(?! ago)/,
          /\bweeks?\b(?! ago)/,
          'persistent',
          'intractable',
          'unable to eat',
        ),
        add: [
          need('labs', 'electrolytes, calcium, renal function and glucose'),
          need('parenteralMedication', 'IV chlorpromazine or metoclopramide for intractable hiccups'),
        ],
      },
    ],
    minor: true,
    guideline:
      'Steger et al. 2015 Systematic review: the pathogenesis and pharmacological treatment of hiccups',
    differential: [
      { condition: 'Gastric distension, alcohol, sudden temperature change', why: 'Brief hiccups' },
      {
        condition: 'Uraemia, electrolyte disorder, CNS lesion, myocardial infarction',
        why: 'Persistent over 48 hours',
      },
    ],
    workup: ['No tests for brief hiccups', 'Electrolytes, renal function and chest X-ray if persistent'],
    immediateActions: ['Reassure; physical manoeuvres'],
  },
  {
    id: 'abdominal-mass-distension',
    name: 'Abdominal mass / distension',
    group: 'gastrointestinal',
    terms: [
      'abdominal (distension|distention|swelling|mass|lump|bloating)',
      'distended (abdomen|abdominal|stomach)',
      'swollen (abdomen|abdominal|stomach)',
      `(abdomen|abdominal|stomach) (is )?(swollen|distended|bigger|getting bigger|enlarg*)`,
      'ascites',
      `fluid in ${whose}(abdomen|abdominal|stomach)`,
      `(lump|mass) in ${whose}(abdomen|abdominal|stomach)`,
      'pulsatile (abdominal )?mass',
    ],
    complaintFieldTerms: ['bloat*', 'distension', 'distended'],
    resources: [
      need('labs', 'blood count, liver and renal function, electrolytes'),
      need('advancedImaging', 'ultrasound or CT of the abdomen'),
    ],
    adjustments: [
      {
        when: allOf(
          says('bloat*'),
          ageYears(0, 50),
          none(
            says('vomit*', 'mass', 'lump', 'ascites', 'weight loss', 'distended', 'obstipation', 'severe'),
          ),
        ),
        remove: ['labs', 'advancedImaging'],
        why: 'bloating in a younger adult without alarm features: examination and dietary advice',
      },
      {
        when: allOf(
          says('ascites', 'fluid'),
          says('tense', 'drain*', 'tap', 'paracentesis', 'short of breath', 'uncomfortable'),
        ),
        add: [need('simpleProcedure', 'therapeutic paracentesis')],
      },
    ],
    highRisk: [
      {
        when: allOf(
          anyOf(says('ascites', 'cirrhosis'), historyOf('cirrhosis', 'liver disease', 'ascites')),
          anyOf(fever, says('abdominal pain', 'abdominal tender*', 'confus*')),
        ),
        reason: 'Ascites with fever, abdominal pain or confusion: spontaneous bacterial peritonitis',
        source: 'AASLD 2021 Practice Guidance: Diagnosis, evaluation and management of ascites and SBP',
      },
    ],
    guideline: 'BSG 2021 Guidelines on the management of ascites in cirrhosis; AASLD 2021',
    differential: [
      {
        condition: 'Ascites: cirrhosis, malignancy, heart failure',
        why: 'Shifting dullness, known liver disease',
      },
      {
        condition: 'Bowel obstruction, urinary retention',
        why: 'Acute distension with vomiting or no urine',
      },
      {
        condition: 'Abdominal or pelvic mass, aortic aneurysm',
        why: 'A palpable lump; pulsatile in the aorta',
      },
    ],
    workup: ['Bladder scan, ultrasound or CT', 'Liver and renal function; diagnostic tap of new ascites'],
    immediateActions: ['Check for a pulsatile mass and a full bladder'],
  },
  {
    id: 'oral-esophageal-foreign-body',
    name: 'Oral / esophageal foreign body or food bolus',
    group: 'gastrointestinal',
    // The feeling of a lump for months, or with food going down, is globus.
    requires: none(globusFeeling),
    terms: [
      'esophageal (foreign body|food bolus|bolus|impaction|obstruction)',
      'esophageal food (impaction|obstruction|bolus)',
      'food bolus (obstruction|impaction)',
      `foreign body (in|into) ${whose}(mouth|esophagus|gullet|food pipe)`,
      `(food|meat|steak|chicken|bread|pill|tablet|coin|something|bone) (is |got )?stuck (in|at) ${whose}(esophagus|gullet|food pipe|chest|throat)`,
      `stuck (in|at) ${whose}(esophagus|gullet|food pipe)`,
      // Not stuck somewhere else: "feels like something stuck in right eye" is an eye's foreign body.
      `feels? like (food|something|a bone) (is )?stuck(?! (in|under|behind) ${whose}((right|left|r|l) )?(eyes?|eyelids?|lids?|ears?|nose|nostrils?|skin|fingers?|thumbs?|toes?|foot|feet|hands?|vagina|rectum|bottom))`,
      'unable to swallow (own |his |her |my )?(saliva|spit|secretions)',
      'spitting (up |out )?(saliva|secretions)',
    ],
    resources: [
      need('specialtyConsultation', 'gastroenterology for endoscopy'),
      need('parenteralMedication', 'IV glucagon or hyoscine to relax the oesophagus'),
    ],
    adjustments: [
      {
        when: says('bone', 'coin', 'pin', 'metal', 'battery', 'magnet*', 'sharp', 'glass'),
        add: [need('xray', 'neck and chest X-ray to locate the object')],
      },
      ...boneInThroatNeeds,
    ],
    highRisk: [
      {
        when: says(
          'unable to swallow (own |his |her |my )?(saliva|spit|secretions)',
          'spitting (up |out )?(saliva|secretions)',
          'drool*',
        ),
        reason:
          'Unable to swallow saliva: complete oesophageal obstruction, aspiration risk; endoscopy within 6 hours',
        source: 'ESGE 2016 Removal of foreign bodies in the upper gastrointestinal tract',
      },
    ],
    guideline: 'ESGE 2016 Removal of foreign bodies in the upper gastrointestinal tract; ASGE 2011',
    differential: [
      {
        condition: 'Food bolus impaction, often with eosinophilic oesophagitis or stricture',
        why: 'During a meal',
      },
      { condition: 'Fish or chicken bone, coin, denture', why: 'Sharp objects risk perforation' },
    ],
    workup: ['Can the patient swallow saliva?', 'X-ray for radio-opaque objects; endoscopy'],
    immediateActions: ['Nil by mouth; sit upright with suction to hand'],
  },
  {
    id: 'swallowed-foreign-body',
    name: 'Swallowed foreign body',
    group: 'gastrointestinal',
    terms: [
      // "Swallowed a 10p coin", "swallowed 1 rupee coin": the coin's value may come between.
      'swallowed (a |an |the |some |two |several |his |her |my )?([\\w-]+ ){0,2}(coins?|batter(y|ies)|button batter(y|ies)|magnets?|toys?|beads?|marbles?|pins?|safety pins?|needles?|nails?|screws?|tooth|teeth|dentures?|denture plate|ring|earrings?|keys?|lego|piece of \\w+|objects?|foreign body|plastic|glass|stones?|pebbles?|buttons?|bottle tops?|bottle caps?|paper ?clips?|thumb ?tacks?|hair ?clips?|sharp \\w+)',
      'ingested (a |an |the |two |several )?(coins?|batter(y|ies)|button batter(y|ies)|magnets?|foreign body|objects?|toys?|pins?|needles?)',
      'swallowed foreign body',
      'ingestion of (a |an |two |several )?(coins?|button batter(y|ies)|batter(y|ies)|magnets?|foreign body|objects?|toys?|pins?|needles?)',
      '(foreign body|coin|battery|magnet) (ingestion|swallowed)',
      'ingested foreign body',
      'swallowed something',
      // A dental crown, bridge or filling lost down the throat at the dentist: swallowed or inhaled, it is
      // found by X-ray.
      "(inhaled|swallowed|lost|dropped) (a |an |the |my |his |her |their )?(dental )?(crown|bridge|filling|implant|post)( [\\w']+){0,3} (down (my |his |her |their |the )?throat|at (the )?dentists?)",
      '(inhaled|swallowed) (a |an |the |my |his |her |their )?(dental )?(crown|bridge|filling)',
      // Not a medicine: "may have swallowed one of her paracetamol tablets" is an ingestion, not an object.
      /\bmay have swallowed\b(?! (?:[\w'-]+ ){0,4}(?:tablets?|pills?|capsules?|tabs?|medicines?|medications?|liquid|syrup)\b)/,
    ],
    resources: [need('xray', 'X-ray from neck to abdomen to locate the object')],
    adjustments: [
      {
        when: anyOf(
          severalMagnets,
          batteryTheObject,
          says(
            'sharp',
            'needle*',
            'pins?',
            'blade',
            'glass',
            'drool*',
            'dribbl*',
            'unable to swallow',
            "(won't|will not|can't|cannot|unable to) (eat|drink|swallow)",
            'pointing (at|to) (his|her|their|my) (throat|neck|chest)',
            'chest pain',
            'vomit*',
          ),
        ),
        add: [need('specialtyConsultation', 'endoscopy for a battery, magnets, a sharp object or symptoms')],
      },
      {
        when: missingObjectFound,
        remove: ['xray', 'specialtyConsultation'],
        why: 'the object feared swallowed was found, and nothing suggests another: nothing to locate',
      },
    ],
    highRisk: [
      {
        when: anyOf(
          allOf(batteryTheObject, none(says('button battery', 'swallowed (a )?(battery|batteries)'))),
          severalMagnets,
          says('sharp', 'needle*', 'razor', 'blade', 'drug (packets?|packages?|bags?)', 'body pack*'),
          says('unable to swallow (own |his |her |my )?(saliva|spit|secretions)', 'drool*'),
        ),
        reason:
          'A battery, several magnets, a sharp object or drug packets, or unable to swallow saliva: emergency removal',
        source:
          'ESGE 2016 Removal of foreign bodies in the upper gastrointestinal tract; NASPGHAN 2015 Pediatric foreign body ingestion',
      },
    ],
    minor: true,
    guideline: 'ESGE 2016 Removal of foreign bodies in the upper GI tract; NASPGHAN 2015',
    differential: [
      {
        condition: 'Coin or small blunt object in transit',
        why: 'Most pass spontaneously once past the oesophagus',
      },
      {
        condition: 'Button battery, magnets, sharp objects',
        why: 'Oesophageal burns, fistula or perforation',
      },
    ],
    workup: [
      'X-ray neck to abdomen, AP and lateral',
      'Endoscopy for batteries in the oesophagus, magnets or sharps',
    ],
    immediateActions: [
      'Nil by mouth until the object is located',
      'Honey for a button battery ingested within 12 hours, over age 1',
    ],
  },
  {
    id: 'feeding-tube-problem',
    name: 'Feeding tube problem',
    group: 'gastrointestinal',
    terms: [
      `${feedingTube} (fell|has fallen|came|has come|pulled|was pulled|slipped|fallen) out`,
      `${feedingTube} (is |has )?(blocked|leaking|dislodged|displaced|broken|split|cracked|problem|issue|migrated)`,
      `${feedingTube} site (infection|infected|red|sore|leaking|bleeding|granulation)`,
      `(blocked|leaking|dislodged|displaced|broken) ${feedingTube}`,
      'buried bumper',
    ],
    complaintFieldTerms: [
      'peg',
      'peg tube',
      /g[\s-]?tube/,
      /j[\s-]?tube/,
      'gastrostomy',
      'jejunostomy',
      'feeding tube',
      'nasogastric tube',
      'ng tube',
      'nj tube',
      /mic[\s-]?key/,
      'mickey button',
      'tube (fell|came|has come|pulled) out',
    ],
    resources: [need('simpleProcedure', 'replacing or unblocking the tube')],
    adjustments: [
      {
        // A nasojejunal tube's tip is checked on an X-ray; a new gastrostomy's tract with a contrast study. A
        // nasogastric tube re-passed is checked by the pH of its aspirate, at the bedside; an X-ray only when
        // no aspirate reads 5.5 or below (NHS Improvement 2016 NG tube placement).
        when: anyOf(
          says('nj tube', 'nasojejunal'),
          allOf(none(nasogastricTube), says(...RECENT_TUBE)),
          allOf(
            nasogastricTube,
            saysBeforeNegation('(ph|aspirate) (fail*|too high|above|not obtained|could not)', 'no aspirate'),
          ),
        ),
        add: [need('xray', 'X-ray or contrast check of the tube position')],
      },
      {
        // A nasogastric tube has no tract: the days since discharge are not a new gastrostomy's.
        when: anyOf(
          allOf(none(nasogastricTube), says(...RECENT_TUBE)),
          says('jejunostomy', /j[\s-]?tube/, 'nj tube'),
        ),
        add: [
          need(
            'specialtyConsultation',
            'gastroenterology or interventional radiology: an immature tract or a jejunal tube',
          ),
        ],
      },
    ],
    minor: true,
    guideline: 'ESPEN 2021 Guideline on home enteral nutrition; BSG 2021 Gastrostomy care',
    differential: [
      { condition: 'Dislodged, blocked or leaking tube', why: 'The common problems' },
      {
        condition: 'Immature tract, peritonitis, buried bumper',
        why: 'A tube under 4-6 weeks old, pain or fever',
      },
    ],
    workup: ['Age of the tract; check position before feeding'],
    immediateActions: [
      'Keep the tract open with a replacement or Foley catheter within hours of dislodgement',
    ],
  },
  {
    id: 'ostomy-problem',
    name: 'Ostomy problem',
    group: 'gastrointestinal',
    terms: [
      `${stoma} (problem|issue|bleeding|prolapse*|retract*|output|leak*|pain*|sore|swollen|blocked|hernia|obstruct*|dusky|black)`,
      `(prolapsed|retracted|bleeding|leaking|blocked|dusky|high output) ${stoma}`,
      `${stoma} (has )?(stopped working|stopped|prolapsed|retracted)`,
      `(no|reduced|increased|high|large) output (from|in) ${whose}${stoma}`,
      'parastomal (hernia|pain|abscess)',
      // "Nothing from the stoma", "the bag has been empty" (read so in negative-findings).
      'stoma output stopped',
    ],
    complaintFieldTerms: ['stoma', 'colostomy', 'ileostomy', 'urostomy', 'ostomy'],
    resources: [need('labs', 'electrolytes and renal function')],
    adjustments: [
      {
        when: allOf(
          says('bag', 'appliance', 'leak*', 'skin', 'sore', 'irritat*', 'rash'),
          none(
            says(
              // Output changed or stopped, not "normal output this morning".
              '(high|low|no|reduced|increased|large|watery|changed?|little) output',
              'output (has )?(stopped|increased|gone up|dropped|changed)',
              'not working',
              'stoma output stopped',
              'vomit*',
              'distended',
              'prolapse',
              'retract*',
              'dusky',
              'black',
              'bleeding',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'a leaking bag or sore skin: stoma care advice, no tests',
      },
      {
        when: says('high output', 'watery', 'dehydrat*', 'dizz*', 'large volume*'),
        add: [need('ivFluids', 'IV fluids for high stoma output')],
      },
      {
        when: anyOf(
          says(
            'stoma output stopped',
            'not working',
            'stopped working',
            'obstipation',
            'vomit*',
            'distended',
            'distension',
          ),
          says('abdominal pain'),
        ),
        add: [need('advancedImaging', 'CT for obstruction or parastomal hernia')],
      },
      {
        when: says('prolapse*', 'retract*', 'dusky', 'black', 'purple', 'necro*', 'parastomal hernia'),
        add: [need('specialtyConsultation', 'surgical or stoma team review')],
      },
    ],
    highRisk: [
      {
        when: says('dusky', 'black', 'purple', 'necro*', 'dark (red|blue)'),
        reason: 'A dusky or black stoma: stomal ischaemia',
        source: 'ASCRS 2022 Clinical Practice Guidelines for Ostomy Surgery',
      },
    ],
    guideline: 'ASCRS 2022 Clinical Practice Guidelines for Ostomy Surgery',
    differential: [
      { condition: 'High output, obstruction, parastomal hernia', why: 'Output change, pain, vomiting' },
      { condition: 'Prolapse, retraction, ischaemia, skin breakdown', why: 'Look at the stoma' },
    ],
    workup: ['Inspect the stoma colour and output', 'Electrolytes and renal function for high output'],
    immediateActions: ['Measure output; involve the stoma nurse'],
  },
];
