import {
  afterVasectomy,
  antibioticCourseFailed,
  backPain,
  bloodSeen,
  chlamydiaComplication,
  childWellForOralAntibiotics,
  stingsWhenPassingUrine,
  flankPainOfARash,
  highGlucose,
} from '../red-flags/common-phrases';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  fever,
  historyOf,
  none,
  says,
  saysBeforeNegation,
  hypotension,
  tachycardia,
  takes,
  type Matcher,
} from '../red-flags/matchers';
import { need, oralAnalgesiaWhenMild, painScoreAtLeast } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** A dialysis fistula or graft by name; not an anal, perianal or bowel fistula. */
const dialysisAccess =
  "(?<!(?:anal|perianal|rectal|vaginal|enterocutaneous|bowel|crohn's) )(av |a-v |arteriovenous |dialysis |hd |haemodialysis |hemodialysis |arm |forearm )?(fistula|graft)";

/** A dialysis access that has clotted or stopped: "fistula flow lost" is how "no thrill" is read. */
const accessNotWorking = says(
  'fistula flow lost',
  'not working',
  'stopped buzzing',
  'clotted',
  'thrombosed',
  'blocked',
);
/** A needle site's bleeding stopped by the pressure the patient was taught. */
const bleedingStopped = says('stopped', 'settled', 'controlled', 'dry', 'no longer bleeding');

/** "The" or a possessive, then an optional side. */
const whose = '(the |my |his |her |their )?(left |right )?';

/**
 * A urinary tract that empties or is built otherwise: self-catheterisation, a neurogenic bladder, a spinal
 * cord injury, a kidney transplant, stones or reflux. Its infection is complicated (NICE NG109, SIGN 160):
 * the urine is cultured.
 */
const urinaryTractNotNormal: Matcher = anyOf(
  says(
    'self[- ]?cath\\w*',
    'intermittent (self[- ]?)?cath\\w*',
    'isc',
    'neurogenic bladder',
    'neuropathic bladder',
    'spinal (cord )?injury',
    'spina bifida',
    'urostomy',
  ),
  historyOf(
    'self[- ]?cath\\w*',
    'intermittent (self[- ]?)?cath\\w*',
    'neurogenic bladder',
    'neuropathic bladder',
    'spinal (cord )?injury',
    'spina bifida',
    'kidney transplant',
    'renal transplant',
    'vesicoureteric reflux',
    'kidney stones?',
    'renal stones?',
    'urostomy',
  ),
);

/** Fever, flank pain or rigors with urinary symptoms: an upper tract infection. */
const upperTractInfection: Matcher = anyOf(
  fever,
  says(
    'flank pain',
    'loin pain',
    'kidney pain',
    'costovertebral angle tenderness',
    'rigors',
    // Chills with a urinary infection are a systemic one, fever measured or not.
    'shiver*',
    'chills',
    'shaking',
    'pyelonephritis',
    'kidney infection',
  ),
);

/** A bladder that cannot empty: the retention a catheter relieves, not a slow stream. */
/**
 * Trying and failing to pass urine, as a parent sees it: "straining and crying when he tries to wee",
 * "tries to wee but nothing comes". Not an adult's "straining to pass urine" for days, the slow stream
 * of voiding difficulty.
 */
const TRYING_AND_FAILING_TO_PASS_URINE = [
  // "Can't empty bladder after the operation", "a bladder scan shows 720 mL".
  /\b(?:can'?t|cannot|unable to|not able to) (?:fully |properly )?empty (?:my |her |his |their |the )?bladder\b/,
  /\bbladder scan (?:shows |showed |of |: ?|=)?(?:[4-9]\d\d|[1-9]\d{3}) ?ml\b/,
  /\bstraining (?:(?:and|\+) )?(?:crying|screaming) (?:(?:when|as) )?(?:he |she |they )?(?:tries |try |trying )?(?:to )?(?:wee|pee|pass urine|urinate|void)\b/,
  /\bstraining (?:when|as) (?:he|she|they) tr(?:ies|y) to (?:wee|pee|pass urine)\b/,
  /\btr(?:ies|ying|ied) to (?:wee|pee|pass urine) but (?:nothing|can'?t|cannot|unable|only)\b/,
];
const retentionSigns = says(
  ...TRYING_AND_FAILING_TO_PASS_URINE,
  'urinary retention',
  'distended',
  'painful bladder',
  'full bladder',
  'acute retention',
  'unable to (pass urine|urinate|pee|void|empty)',
);
const notFemale: Matcher = (facts) => (facts.sex === 'female' ? null : []);
/** A child's low urine output is a sign of dehydration, not the oliguria complaint. */
const notChild: Matcher = (facts) => (facts.age && facts.age.years < 16 ? null : []);

/** Signs that the patient is systemically unwell, not just uncomfortable. */
const systemicallyUnwell: Matcher = anyOf(
  fever,
  tachycardia,
  says('rigors', 'vomit*', 'drowsy', 'clammy'),
  // A confusion that is new, as the mental status reads it: not "no change in his usual confusion".
  alteredMentalStatus,
);

const dehydrated: Matcher = anyOf(
  says(
    'dehydrat*',
    'dry (mouth|mucous membranes)',
    'vomit*',
    'diarrhea',
    'not drinking',
    'poor (oral )?intake',
    'dizz*',
  ),
  tachycardia,
);

/** "Catheter", unless it is a catheter of another kind (dialysis, PICC, central line). */
const notOtherCatheter =
  '(?<!(?:dialysis|picc|central|venous|iv|hickman|port|line|cardiac|epidural|arterial|midline)[\\s-]+)';
const urinaryCatheter = new RegExp(`${notOtherCatheter}catheter`);
const catheterProblem = new RegExp(
  `${notOtherCatheter}catheters?[\\s-]+(?:is[\\s-]+|has[\\s-]+)?(?:blocked|blockage|problem|issue|leaking|bypassing|fell[\\s-]+out|fallen[\\s-]+out|came[\\s-]+out|dislodged|displaced|pulled[\\s-]+out|change|removal|review)`,
);

export const genitourinaryComplaints: ComplaintDefinition[] = [
  {
    id: 'oliguria',
    name: 'Oliguria',
    group: 'genitourinary',
    terms: [
      'oliguri*',
      'anuri*',
      '(decreased|reduced|low|poor|little|minimal|less) urine( output)?',
      'passing (very )?little urine',
      'passing less urine',
      '(urinating|peeing|weeing|voiding) less',
      'decreased urination',
    ],
    requires: notChild,
    resources: [
      need('labs', 'renal function, electrolytes and urinalysis'),
      need('advancedImaging', 'renal tract ultrasound for obstruction'),
    ],
    adjustments: [
      {
        when: dehydrated,
        add: [need('ivFluids', 'IV fluid challenge for a pre-renal cause')],
        remove: ['advancedImaging'],
        why: 'low output with vomiting, diarrhoea or poor intake: pre-renal, fluids before a scan',
      },
    ],
    highRisk: [
      {
        when: anyOf(says('anuri*', 'no urine (for|in) (12|24|\\d{2}) hours'), says('dialysis')),
        reason:
          'Anuria, or a dialysis patient who cannot be dialysed: acute kidney injury with hyperkalaemia risk',
        source:
          'KDIGO 2012 Clinical Practice Guideline for Acute Kidney Injury; ESI v4 Implementation Handbook [high-risk: acute renal failure]',
      },
    ],
    guideline: 'KDIGO 2012 Acute Kidney Injury; NICE NG148 Acute kidney injury',
    differential: [
      { condition: 'Pre-renal: dehydration, sepsis, heart failure', why: 'Low intake or losses' },
      { condition: 'Obstruction: retention, stones, prostate', why: 'Bladder scan first' },
      {
        condition: 'Intrinsic renal injury: drugs, contrast, rhabdomyolysis',
        why: 'Nephrotoxins and muscle injury',
      },
    ],
    workup: ['Bladder scan; urinalysis', 'Creatinine, potassium, urea; renal ultrasound'],
    immediateActions: ['Bladder scan now; strict input and output'],
  },
  {
    id: 'polyuria',
    name: 'Polyuria',
    group: 'genitourinary',
    terms: [
      'polyuri*',
      'polydipsi*',
      'passing (a lot of|lots of|large amounts of|large volumes of|excessive) urine',
      '(urinating|peeing|weeing) (a lot|all the time|constantly|excessively)',
      'excessive (urination|thirst)',
      'increased (urination|thirst|urine output)',
      '(very|always|constantly|excessively) thirsty',
      'thirsty all the time',
    ],
    // Thirst as the complaint box puts it: "drinking and weeing a lot", "drinking loads".
    complaintFieldTerms: [
      'drinking (and (weeing|peeing|urinating) )?(a lot|lots|loads|so much|excessively|constantly|all the time)',
    ],
    // Thirst and polyuria with a glucose at the diabetic level are its hyperglycaemia, not a question.
    requires: none(highGlucose),
    resources: [need('labs', 'glucose, electrolytes, calcium and renal function')],
    guideline: 'ADA 2024 Standards of Care: diagnosis of diabetes',
    differential: [
      { condition: 'New or uncontrolled diabetes mellitus', why: 'Thirst, polyuria, weight loss' },
      { condition: 'Hypercalcaemia, diabetes insipidus, lithium, diuretics', why: 'Normal glucose' },
    ],
    workup: ['Capillary glucose and ketones', 'Electrolytes, calcium, renal function'],
    immediateActions: ['Capillary glucose and ketones at triage'],
  },
  {
    id: 'flank-pain-renal-colic',
    name: 'Flank pain / renal colic',
    group: 'genitourinary',
    terms: [
      'flank pain*',
      'loin pain*',
      'renal colic',
      'ureteric (colic|stones?)',
      'kidney (stones?|pain)',
      'renal (stones?|calcul*)',
      'nephrolithiasis',
      'urolithiasis',
      `pain in ${whose}(flank|loin|kidney)`,
      // A side named for its pain, not for a rash on it ("L flank band rash" is shingles).
      /\b(?:left|right) (?:flank|loin)\b(?! (?:band )?(?:rash|lesions?|blisters?|vesicles?|spots?)\b)/,
      '(flank|loin) to groin pain',
      'stone pain',
      // Side pain in waves, or with blood in the urine: "left side pain coming in waves … blood in urine".
      /\b(?:left|right)[\s-]?sided? pain\b(?=[^]*\b(?:(?:comes?|coming|came) in waves|colick?y|blood in (?:the |my |his |her )?(?:urine|wee|pee)|haematuria|hematuria)\b)/,
      // "pain in my right side going down to my groin", "pain in left side going to groin"
      // "pain in the right side of my back coming in waves and going round to the front and down to my groin"
      /\bpain in (?:(?:my|his|her|their|the) )?(?:right |left )?side\b[^.;]{0,90}\b(?:groin|down (?:the )?front|(?:round|around) to (?:the )?front|into (?:the|my|his|her) (?:groin|testicle|vulva))/,
      // "in my left side at the back and goes down to my groin": the side named, then where it runs.
      /\b(?:side|back|flank|loin) (?:(?:pain|at the back|and) )*(?:goes|going|went|shoots|shooting|spreads|spreading|radiates|radiating|moves|moving) (?:down )?(?:in)?to (?:(?:my|his|her|their|the) )?groin\b/,
    ],
    complaintFieldTerms: ['flank', 'loin'],
    resources: [
      need('labs', 'urinalysis, renal function and blood count'),
      need('advancedImaging', 'CT KUB or ultrasound'),
      need('parenteralMedication', 'IV or IM NSAID or opioid'),
    ],
    adjustments: [
      oralAnalgesiaWhenMild,
      {
        // Shingles named, or its blisters in a band: the burning pain came first and the rash explains it
        // (NICE CKS Shingles), as for chest pain.
        when: flankPainOfARash,
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: 'flank pain that a dermatomal blistering rash explains (shingles): examination and oral treatment',
      },
      {
        // The stone is out and the pain has gone, without a fever: advice and the urology clinic.
        when: allOf(
          says(
            // "Passed a kidney stone", "passed a small gritty stone into the sieve", "peed out a little stone".
            /\b(?:passed|peed|weed|urinated) (?:out )?(?:a |the |my )?(?:[\w-]+ ){0,2}stone\b/,
            /\bstone (?:came out|has passed|passed)\b/,
          ),
          anyOf(
            says(
              // "Pain is completely gone", misspelt or not.
              /\bpain(?:'s| is| has)? (?:now )?(?:\w+ )?(?:gone|settled|resolved)\b/,
              'pain[- ]free',
            ),
            // "Since then he has had no pain": said by denying it.
            saysBeforeNegation(
              /\b(?:since (?:then|that)|now)\b[^.;]{0,25}\bno (?:further |more )?pain\b|\bno (?:further |more )?pain (?:since|now)\b/,
            ),
          ),
          none(fever),
        ),
        remove: ['labs', 'advancedImaging', 'parenteralMedication'],
        why: 'a stone passed and the pain gone, without fever: advice and the urology clinic',
      },
    ],
    highRisk: [
      {
        when: allOf(
          ageYears(60),
          none(historyOf('kidney stone*', 'renal colic', 'renal stone*', 'nephrolithiasis')),
          // Pain in a band with the rash of shingles is the nerve's, not an aneurysm's.
          none(flankPainOfARash),
          // Flank pain that followed days of a urinary infection, with a fever, is its upper tract spread
          // (pyelonephritis), not a colic that could be an aneurysm.
          none(
            allOf(
              says(
                'dysuria',
                'burning (on|when|with|passing) (urination|urine|passing urine|pu|peeing|weeing)',
                'stinging (on|when) (urination|passing urine|peeing|weeing)',
                'freq(uency)?',
                'urinary tract infection',
                'cloudy urine',
              ),
              anyOf(fever, says('rigors', 'chills', 'hot (and|\\+) cold', 'shiver*')),
            ),
          ),
        ),
        reason: 'First renal colic after 60: a leaking abdominal aortic aneurysm must be excluded',
        source:
          'ESVS 2024 Abdominal Aorto-Iliac Artery Aneurysm Guidelines; EAU 2024 Urolithiasis Guidelines',
      },
      {
        when: anyOf(
          says('solitary kidney', 'single kidney', 'one kidney', 'transplant*'),
          historyOf(
            'solitary kidney',
            'single kidney',
            'nephrectomy',
            'renal transplant',
            'kidney transplant',
          ),
        ),
        reason: 'Renal colic in a solitary or transplanted kidney: obstruction threatens all renal function',
        source: 'EAU 2024 Urolithiasis Guidelines [urgent decompression]',
      },
    ],
    centralPain: true,
    guideline: 'EAU 2024 Urolithiasis Guidelines; NICE NG118 Renal and ureteric stones',
    differential: [
      { condition: 'Ureteric stone', why: 'Colicky loin-to-groin pain, haematuria, restless' },
      { condition: 'Pyelonephritis, obstructed infected kidney', why: 'With fever or rigors' },
      { condition: 'Leaking aortic aneurysm, dissection', why: 'Older patient, first episode' },
    ],
    workup: [
      'Urinalysis, renal function, pregnancy test in women',
      'CT KUB within 24 hours; ultrasound in pregnancy and young patients',
    ],
    immediateActions: ['NSAID analgesia within 1 hour; antiemetic'],
  },
  {
    id: 'hematuria',
    name: 'Haematuria',
    group: 'genitourinary',
    terms: [
      'hematuria',
      `blood in ${whose}(urine|pee|wee)`,
      'blood (when|while) (urinating|peeing|passing urine)',
      'blood(y| stained) urine',
      '(red|pink) urine',
      'urine (is |looks )?(red|pink|bloody)',
      'passing blood (in|with) (the |my |his |her )?urine',
      'clots in (the |my |his |her )?urine',
      'passing (blood )?clots (in|with) (the |my |his |her )?urine',
      'clot retention',
    ],
    resources: [need('labs', 'urinalysis and culture, blood count, renal function, coagulation')],
    adjustments: [
      {
        // Red urine with a dipstick negative for blood is not blood (beetroot, rifampicin, senna).
        when: says(
          '(dip|dipstick|urine dip|udip|ua)( \\w+){0,2} (neg|negative|nad)( for)? blood',
          '(dip|dipstick|urine dip)( \\w+){0,2} (neg|negative|nad)',
          'no blood on (the )?(dip|dipstick)',
          'beetroot',
          'beets',
        ),
        remove: ['labs'],
        why: 'red urine with a dipstick negative for blood, or after beetroot: pigment, not blood',
      },
      {
        // Clots that stop the urine need a three-way catheter and washout; a couple of small clots passed
        // with a good stream do not (BAUS: haematuria after TURP).
        when: allOf(
          says('clot*', 'urinary retention', 'unable to (pass urine|urinate|pee|void)'),
          none(
            allOf(
              says(
                'good stream',
                'passing (water|urine) (ok|okay|fine|well|normally)',
                'still passing (water|urine)',
                'emptying (my |his |her |the )?bladder',
              ),
              says('(a few|a couple of|couple of|small|little|tiny) (\\w+ )?clots'),
              none(
                says('urinary retention', 'unable to (pass urine|urinate|pee|void)', 'large clots', 'heavy'),
              ),
            ),
          ),
        ),
        add: [
          need('simpleProcedure', 'three-way catheter and bladder washout'),
          need('specialtyConsultation', 'urology for clot retention'),
        ],
      },
    ],
    guideline: 'NICE NG12 Suspected cancer [visible haematuria]; AUA 2020 Microhematuria',
    differential: [
      { condition: 'Urinary infection, stone', why: 'With dysuria or colic' },
      { condition: 'Bladder or renal cancer', why: 'Painless visible haematuria over 45' },
      { condition: 'Anticoagulation, prostate, trauma', why: 'Other causes' },
    ],
    workup: ['Urinalysis and culture', 'Blood count, renal function, INR if anticoagulated'],
    immediateActions: ['Bladder scan for clot retention'],
  },
  {
    id: 'genital-discharge-lesion',
    name: 'Genital discharge / lesion',
    group: 'genitourinary',
    terms: [
      'penile discharge',
      'discharge from (the |my |his )?penis',
      'urethral discharge',
      'genital (sores?|ulcers?|lesions?|warts?|rash|lumps?|blisters?|itch*|herpes|discharge|bumps?|spots?)',
      'sores? on (the |my |his |her )?(penis|genitals|vulva|labia)',
      '(lump|rash|blister|ulcer|spots?) on (the |my |his |her )?(penis|genitals|vulva|labia)',
      'vulval (sores?|ulcers?|lesions?|itch*|swelling|lump)',
      'labial (swelling|abscess|lump|sores?)',
      'bartholin*',
      'std',
      'stds',
      'sti',
      'stis',
      'sexually transmitted (infection|disease)s?',
      '(std|sti) (check|screen*|test*)',
      'chlamydia',
      'gonorrh*',
      'syphilis',
      'genital herpes',
      'trichomon*',
    ],
    resources: [
      need('labs', 'urine or swab NAAT for chlamydia and gonorrhoea, with syphilis and HIV serology'),
    ],
    adjustments: [
      {
        // A row of tiny smooth bumps round the rim of the glans, there perhaps for years, with no sore,
        // discharge or new partner: pearly penile papules, normal skin; reassurance, no swabs.
        when: allOf(
          says(
            'pearly',
            'rim of the head',
            'edge of the head',
            'round the (rim|edge|head)',
            'corona',
            '(row|ring|line) of (tiny|small|little)',
          ),
          none(
            says(
              'discharg*',
              'sore',
              'sores',
              'ulcer*',
              'blister*',
              'itch*',
              'dysuria',
              'burning',
              'new partner',
              'unprotected',
              'warts?',
              'painful',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'pearly penile papules: normal skin, reassurance, no swabs',
      },
      {
        when: says('abscess', 'fluctuant', 'bartholin* (abscess|cyst)'),
        add: [need('simpleProcedure', 'incision and drainage or Word catheter')],
      },
      {
        // A Bartholin's abscess is a blocked gland, not an infection caught: drained, with no STI screen
        // unless a discharge, a new partner or pelvic pain asks for one (NICE CKS Bartholin's cyst and
        // abscess: screen when at risk).
        when: allOf(
          says('bartholin*'),
          none(
            says(
              'discharge',
              'new partner',
              'unprotected',
              'pelvic pain',
              'sti',
              'std',
              'sexually transmitted',
            ),
          ),
        ),
        remove: ['labs'],
        why: "a Bartholin's abscess: drainage, no sexual-health screen without a reason for one",
      },
      {
        // Gonorrhoea found in the patient or a partner (not a screen asked for): ceftriaxone is given by
        // injection (BASHH 2019).
        when: says(
          '(diagnosed|tested positive|positive|treated) (\\w+ ){0,2}(with |for )?(gonorrh*|gonococc*)',
          '(gonorrh*|gonococc*) (contact|positive|diagnosed|confirmed)',
          'contact of (\\w+ ){0,2}(gonorrh*|gonococc*)',
        ),
        add: [need('parenteralMedication', 'IM ceftriaxone for gonorrhoea or its contact')],
      },
      {
        // A positive chlamydia result already in hand, without symptoms: oral doxycycline and partner
        // notification (BASHH 2018); the test is not repeated.
        when: allOf(
          says(
            /\b(?:\+ ?ve|positive|pos) (?:\w+ ){0,2}chlamydia\b|\bchlamydia (?:\w+ ){0,2}(?:\+ ?ve|positive|pos)\b/,
          ),
          anyOf(says('asymptomatic', 'symptom[- ]free'), saysBeforeNegation('no symptoms')),
          none(anyOf(chlamydiaComplication, says('gonorrh*'))),
        ),
        remove: ['labs'],
        why: 'a positive chlamydia result without symptoms: an oral antibiotic prescription [BASHH 2018]',
      },
    ],
    minor: true,
    guideline: 'CDC 2021 Sexually Transmitted Infections Treatment Guidelines; BASHH',
    differential: [
      { condition: 'Chlamydia, gonorrhoea', why: 'Urethral discharge and dysuria' },
      { condition: 'Herpes, syphilis, warts', why: 'Ulcers or lumps' },
      { condition: 'Bartholin abscess', why: 'Painful unilateral labial swelling' },
    ],
    workup: ['NAAT swabs or first-void urine; syphilis and HIV serology'],
    immediateActions: ['Treat syndromically; partner notification'],
  },
  {
    id: 'penile-swelling-priapism',
    name: 'Penile swelling / priapism',
    group: 'genitourinary',
    terms: [
      'priapism',
      // An erection that lasts hours, not "trouble keeping an erection over a year".
      "(painful |persistent |prolonged )?erection (that won't go (away|down)|(lasting|for|over|more than) (over |more than |about |nearly )?(\\d+|two|three|four|five|six|several|a few) ?(hours?|hrs?|h)\\b)",
      "erection (will not|won't) go (away|down)",
      'penile (swelling|pain|injury|fracture|trauma|lump)',
      'swollen (penis|foreskin|glans)',
      '(penis|foreskin|glans) (is )?(swollen|painful|sore|red)',
      // A parent's words: "sore willy", "his willy is red and sore", "red, itchy tip of his penis".
      '(sore|red|swollen|itchy) (willy|winkie|tip of (the |his )?penis)',
      '(willy|winkie) (is )?(swollen|painful|sore|red|itchy)',
      '(red|sore|swollen|itchy),? (\\w+,? ){0,2}tip of (the |his )?(penis|willy)',
      `pain in ${whose}penis`,
      "foreskin (stuck|retracted|won't go back|will not go back)",
      'paraphimosis',
      'phimosis',
      'balanitis',
      'balanoposthitis',
      'zipp?er (injury|entrapment|caught|stuck)',
      '(penis|foreskin) (caught|stuck) in (a |his |the )?zipp?er',
      '(ring|band|object) stuck (on|around) (his |the )?penis',
      'penile constriction',
    ],
    complaintFieldTerms: ['penis', 'penile', 'foreskin', 'willy'],
    requires: notFemale,
    resources: [],
    adjustments: [
      {
        when: says('priapism', 'erection'),
        add: [
          need('labs', 'cavernosal blood gas, blood count, sickle screen'),
          need('parenteralMedication', 'intracavernosal phenylephrine'),
          need('specialtyConsultation', 'urology for corporal aspiration'),
        ],
      },
      {
        // A ring or band stuck on the penis, not bumps "in a ring round the edge" of its head.
        when: says(
          'paraphimosis',
          'foreskin (stuck|retracted)',
          // "Pulled his foreskin back and now it won't go forward", "a tight ring behind the head".
          "foreskin (\\w+ ){0,4}(won't|will not|unable to|doesn't|does not) (go|come|pull|move) (forward|back|down)",
          '(tight|constricting|swollen) (ring|band) (of foreskin )?(behind|around|round) (the )?(head|glans|tip)',
          // "Caught in his zip" (British) as well as "zipper".
          '(zip|zipper)',
          '(cock|penile|metal|constriction) ring',
          '(ring|band) (is )?(stuck|trapped|on|around|round) (the |my |his )?(penis|shaft|base)',
          'constriction',
        ),
        add: [need('simpleProcedure', 'reduction or removal under a penile block')],
      },
      {
        when: says(
          'fracture',
          'snap*',
          'crack*',
          'during (sex|intercourse)',
          'bruis*',
          'penile (injury|trauma)',
        ),
        add: [
          need('specialtyConsultation', 'urology for surgical repair'),
          need('advancedImaging', 'ultrasound of the penis'),
        ],
      },
    ],
    highRisk: [
      {
        when: says(
          'priapism',
          'erection (lasting|for|over|more than) (over |more than )?([4-9]|\\d{2}|four|five|six|several) hours',
          "erection (will not|won't) go (away|down)",
        ),
        reason:
          'Priapism: ischaemic priapism beyond 4 hours needs corporal aspiration to prevent fibrosis and impotence',
        source: 'AUA/SMSNA 2022 Guideline on the Diagnosis and Management of Priapism; EAU 2024',
      },
      {
        // A snap or crack of an erect penis, the erection lost at once and a swelling bruise: the tunica
        // has torn, repaired surgically within hours; blood at the meatus adds a urethral injury.
        when: anyOf(
          says('penile fracture', 'fractured (his |my )?penis', 'penis (is )?fractured'),
          allOf(
            says('crack*', 'snap*', 'pop', 'popping', 'popped'),
            says(
              '(sex|intercourse|masturbat*|erect*)',
              'aubergine',
              'eggplant',
              '(sudden|immediate|instant|lost) (\\w+ )?(loss of |lost )?(the |his |my )?erection',
              'erection (went|was lost|disappeared)',
            ),
          ),
        ),
        reason: 'Penile fracture: a tear of the tunica albuginea repaired surgically within hours',
        source: 'EAU 2024 Guidelines on Urological Trauma',
      },
    ],
    guideline: 'AUA/SMSNA 2022 Priapism; EAU 2024 Urological Trauma; BAUS',
    differential: [
      { condition: 'Ischaemic priapism', why: 'Painful rigid erection over 4 hours; sickle cell, drugs' },
      { condition: 'Paraphimosis, balanitis', why: 'Swollen retracted foreskin or inflamed glans' },
      { condition: 'Penile fracture', why: 'Snap and swelling during intercourse' },
    ],
    workup: ['Duration of erection; sickle cell and drug history', 'Cavernosal blood gas for priapism'],
    immediateActions: ['Urology now for priapism over 4 hours; reduce a paraphimosis'],
  },
  {
    // The days after a vasectomy: bruising and an ache that settles are expected; a swelling that grows is
    // a haematoma to scan, and fever or pus an infection (BAUS vasectomy information).
    id: 'after-vasectomy',
    name: 'After a vasectomy',
    group: 'genitourinary',
    terms: ['vasectomy', 'had the snip', 'after the snip'],
    requires: notFemale,
    resources: [],
    adjustments: [
      {
        when: allOf(
          says(
            '(swelling|swollen|lump)[^.;]{0,30}?(increasing|growing|getting bigger|bigger|expanding|tense|large|hard)',
            '(increasing|growing|expanding|tense|large|hard) (\\w+ )?(swelling|lump|haematoma|hematoma)',
            'haematoma',
            'hematoma',
          ),
        ),
        add: [need('advancedImaging', 'scrotal ultrasound for a haematoma')],
      },
      {
        when: anyOf(fever, says('pus', 'discharg*', 'spreading redness', 'red and hot')),
        add: [need('labs', 'blood count, CRP and a wound swab')],
      },
    ],
    minor: true,
    guideline: 'BAUS Vasectomy patient information; EAU 2024 Male infertility [vasectomy]',
    differential: [
      { condition: 'Expected bruising and ache', why: 'Settling, wound dry, no fever' },
      { condition: 'Scrotal haematoma, wound infection', why: 'A swelling that grows; fever or pus' },
    ],
    workup: ['Examine the scrotum and wound'],
    immediateActions: ['Scrotal support, simple analgesia; safety-net for a growing swelling or fever'],
  },
  {
    id: 'testicular-scrotal-pain',
    name: 'Testicular / scrotal pain or swelling',
    group: 'genitourinary',
    terms: [
      'testic* (pain*|swelling|lump|ache|injury|mass|torsion)',
      'scrot* (pain*|swelling|lump|mass|injury)',
      'testis pain',
      `pain in ${whose}(testicles?|testis|testes|scrotum|balls)`,
      `swollen ${whose}(testicles?|testis|testes|scrotum|balls)`,
      `${whose}(testicles?|testis|scrotum|balls) (is |are )?(swollen|painful|sore|tender|hurts?|hurting)`,
      'sore (balls|testicles?|scrotum)',
      'epididym*',
      'orchitis',
      'hydrocele',
      'varicocele',
      'spermatocele',
      /(?<!(?:ovarian|adnexal|ovary|omental|splenic)[\s-])torsion/,
      'lump (in|on) (the |my |his )?(testicle|testis|scrotum)',
    ],
    complaintFieldTerms: ['testicle', 'testicular', 'testes', 'scrotum', 'scrotal'],
    requires: notFemale,
    resources: [
      need('advancedImaging', 'Doppler ultrasound of the scrotum'),
      need('labs', 'urinalysis and NAAT for epididymitis'),
      need('specialtyConsultation', 'urology'),
    ],
    adjustments: [
      {
        when: allOf(
          says('painless', 'lump', 'hydrocele', 'varicocele', 'spermatocele'),
          none(
            says(
              'sudden*',
              'severe',
              'vomit*',
              'torsion',
              'acute*',
              'pain',
              'painful',
              'tender*',
              'dysuria',
              'burning',
            ),
          ),
          none(fever),
        ),
        remove: ['labs', 'specialtyConsultation'],
        why: 'a painless or long-standing scrotal lump: ultrasound and urology clinic referral',
      },
      {
        // Swelling in the days after a vasectomy is a haematoma until the scan says otherwise; the swabs
        // look for an infection the patient does not have, and urology is needed only if it grows.
        when: allOf(afterVasectomy, none(fever), none(says('pus', 'discharg*', 'spreading'))),
        remove: ['labs', 'specialtyConsultation'],
        why: 'a swelling days after a vasectomy, no fever: an ultrasound for a haematoma',
      },
    ],
    highRisk: [
      {
        when: says('fournier*', 'crepitus', 'necroti*', 'black (skin|area|patch)'),
        reason: 'Scrotal swelling with crepitus or black skin: Fournier gangrene',
        source: 'EAU 2024 Guidelines on Urological Infections [Fournier gangrene]',
      },
    ],
    guideline: 'EAU 2024 Paediatric Urology Guidelines; EAU 2024 Urological Infections [epididymitis]',
    differential: [
      {
        condition: 'Testicular torsion',
        why: 'Sudden pain, vomiting, high-riding testis: theatre within 6 hours',
      },
      {
        condition: 'Epididymo-orchitis, torsion of an appendage',
        why: 'Gradual pain, urinary symptoms, blue dot',
      },
      { condition: 'Hernia, hydrocele, tumour', why: 'Swelling without acute pain' },
    ],
    workup: [
      'Examine: lie, cremasteric reflex, tenderness',
      'Do not delay exploration for ultrasound when torsion is likely',
    ],
    immediateActions: ['Urology now for acute testicular pain; analgesia, nil by mouth'],
  },
  {
    id: 'urinary-retention',
    name: 'Urinary retention',
    group: 'genitourinary',
    terms: [
      'urinary retention',
      'retention of urine',
      'unable to (pass urine|urinate|pee|void|wee|pass water)',
      'inability to (void|urinate|pass urine)',
      'difficulty (passing urine|urinating|voiding|peeing)',
      'trouble (urinating|peeing|voiding)',
      '(poor|weak|slow) (urine |urinary )?stream',
      'hesitancy',
      'painful bladder',
      'distended bladder',
      'bladder (is )?(full|distended|distension)',
      'full bladder',
      'acute retention',
      ...TRYING_AND_FAILING_TO_PASS_URINE,
    ],
    complaintFieldTerms: ['retention', 'retaining'],
    resources: [need('simpleProcedure', 'urinary catheter'), need('labs', 'renal function and urinalysis')],
    adjustments: [
      {
        when: allOf(
          says(
            'hesitancy',
            '(poor|weak|slow) (urine |urinary )?stream',
            'dribbl*',
            'difficulty (passing urine|urinating|voiding)',
          ),
          none(retentionSigns),
          none(says('hours')),
        ),
        remove: ['simpleProcedure'],
        why: 'voiding difficulty without retention: bladder scan [point of care], no catheter',
      },
      {
        // Retention in the days after an operation or an anaesthetic, well, without fever or loin pain: the
        // bladder is drained; no renal work-up for an obstruction of hours (BAUS; NICE CG97).
        when: allOf(
          says(
            /\b(?:after|since|following|post)[- ](?:(?:my|her|his|their|the|an?) )?(?:\w+ ){0,2}(?:operation|surgery|op|repair|anaesthetic|anesthetic|spinal|epidural)\b/,
            'days? (post|after) (op|operation|surgery)',
          ),
          none(fever),
          none(says('loin pain', 'flank pain', 'confus*', 'vomit*')),
        ),
        remove: ['labs'],
        why: 'retention in the days after an operation: catheter, no renal work-up',
      },
      {
        // A slow stream and getting up at night for months, emptying the bladder: primary care's LUTS
        // assessment, not the department's bloods (NICE CG97).
        when: allOf(
          says('months', 'years', 'for (a |about )?(year|while)', 'gradual*', 'slowly', 'over time'),
          none(retentionSigns),
          none(
            says(
              bloodSeen,
              'haematuria',
              'hematuria',
              'fever',
              'weight loss',
              'back pain',
              'leg weakness',
              'saddle',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'months of voiding symptoms without retention: primary care assessment',
      },
    ],
    guideline: 'NICE CG97 Lower urinary tract symptoms in men; EAU 2024 Non-neurogenic male LUTS',
    differential: [
      { condition: 'Benign prostatic obstruction', why: 'Older man with prior voiding symptoms' },
      {
        condition: 'Medication, constipation, infection, clot',
        why: 'Anticholinergics, opioids, haematuria',
      },
      {
        condition: 'Cauda equina or spinal cord compression',
        why: 'Back pain, saddle numbness, leg weakness',
      },
    ],
    workup: ['Bladder scan; catheter and measure the residual', 'Renal function; neurological examination'],
    immediateActions: ['Catheterise; record the drained volume'],
  },
  {
    // Getting up at night to pass urine, for months: lower urinary tract symptoms for primary care.
    id: 'nocturia',
    name: 'Nocturia / lower urinary tract symptoms',
    group: 'genitourinary',
    terms: [
      'nocturia',
      'lower urinary tract symptoms',
      'luts',
      /\b(?:up|getting up|gets? up|waking|wakes?(?: up)?)\b[^.;]{0,25}?\bnight\b[^.;]{0,12}?\b(?:pee|wee|pass urine|pass water|void|urinate|toilet)\b/,
    ],
    resources: [],
    minor: true,
    guideline: 'NICE CG97 Lower urinary tract symptoms in men',
    differential: [
      {
        condition: 'Benign prostatic enlargement, overactive bladder',
        why: 'Months of nocturia and a slow stream',
      },
      {
        condition: 'Diabetes, heart failure, prostate cancer',
        why: 'Thirst, swollen legs, weight loss, bone pain',
      },
    ],
    workup: ['Urine dipstick; frequency-volume chart; PSA by the GP after counselling'],
    immediateActions: ['Advice; primary-care assessment'],
  },
  {
    // Erections that fail over months: a question for primary care, not an emergency (ask about
    // chest pain on exertion, and nitrates before a PDE5 inhibitor).
    id: 'erectile-dysfunction',
    name: 'Erectile dysfunction',
    group: 'genitourinary',
    terms: [
      'erectile dysfunction',
      'impotence',
      'erection (problems?|difficult(y|ies)|trouble|issues?)',
      '(problems?|difficult(y|ies)|trouble) (with |keeping |getting |maintaining )?(an |my |his )?erections?',
      'unable to (keep|get|maintain) (an |my |his )?erections?',
      'viagra',
      'sildenafil',
      'tadalafil',
      'blue pill',
    ],
    requires: notFemale,
    resources: [],
    minor: true,
    guideline: 'EAU 2024 Sexual and Reproductive Health; NICE CKS Erectile dysfunction',
    differential: [
      {
        condition: 'Vascular erectile dysfunction',
        why: 'Gradual, with smoking, diabetes or high blood pressure',
      },
      {
        condition: 'Coronary disease',
        why: 'Erectile dysfunction can precede it: ask about exertional chest pain',
      },
    ],
    workup: ['Cardiovascular risk; nitrate use before a PDE5 inhibitor'],
    immediateActions: ['Advice; primary-care review'],
  },
  {
    id: 'urinary-tract-infection',
    name: 'Urinary tract infection complaints',
    group: 'genitourinary',
    terms: [
      'dysuria',
      // "Burning on passing urine", "stinging passing urine", "stinging when passing water".
      '(burning|stinging) (on |with |during |when )?(urination|urinating|passing urine|passing water|peeing|weeing)',
      // A clerk's or patient's words: "burning urine", "wee burns", "stings to pee"
      'burning (urine|wee|pee)',
      '(urine|wee|pee) (burns|stings|is burning|is stinging)',
      'stings? to (pee|wee)',
      'pain(ful)? (on|when|with|during) (urination|urinating|passing urine|peeing|weeing)',
      'painful (urination|micturition|voiding)',
      'pain(ful)? on voiding',
      // "burning and straining to pass urine", "stinging and straining to pee"
      '(burning|stinging) and straining (to|when|on) (pass(ing)? urine|urinat*|pee|peeing|wee|weeing|void*)',
      'prostatitis',
      'stings? (when|on) (peeing|urinating|passing urine)',
      'stinging (when|on) (peeing|urinating|passing urine)',
      stingsWhenPassingUrine,
      'urinary (frequency|urgency|symptoms)',
      'frequent urination',
      'frequency and urgency',
      'urinary tract infection',
      'cystitis',
      '(bladder|water|urine|kidney) infection',
      'pyelonephritis',
      '(cloudy|smelly|foul smelling|offensive) urine',
    ],
    complaintFieldTerms: ['frequency', 'urgency', 'urinary'],
    // Discomfort low in the tummy, over the bladder, is cystitis's own symptom (NICE CKS): a pain on one side,
    // a severe one, a tender or guarded abdomen, or a pregnancy is looked at for itself.
    explains: ['abdominal-pain'],
    explainsUnless: anyOf(
      says(
        '(right|left) (lower|iliac|side|flank|loin)',
        'quadrant',
        'one side',
        'severe',
        'guard*',
        'rigid*',
        'rebound',
        'peritoni*',
        'worse (on|when|with) (walking|moving|movement|coughing)',
      ),
      painScoreAtLeast(7),
      (facts) => (facts.pregnancy.pregnant || facts.pregnancy.possiblyPregnant ? ['pregnancy'] : null),
    ),
    resources: [need('labs', 'urine culture')],
    adjustments: [
      {
        // NICE NG109: a non-pregnant woman under 65 with lower urinary symptoms only is treated on the
        // dipstick (point of care) without a culture; a man, a pregnancy, an older woman, fever, loin pain,
        // a catheter or a treatment that failed keep it.
        when: allOf(
          (facts) => (facts.sex === 'female' ? ['female'] : null),
          ageYears(16, 65),
          none((facts) => (facts.pregnancy.pregnant ? ['pregnant'] : null)),
          none(upperTractInfection),
          none(fever),
          none(antibioticCourseFailed),
          none(historyOf('recurrent (uti|utis|urinary tract infections?|cystitis|urine infections?)')),
          none(
            says(
              'recurrent',
              'catheter*',
              'despite antibiotics',
              'not (improving|better|settling) (on|with|despite)',
              'treatment failure',
              'visible h(a)?ematuria',
              'immunosuppress*',
              'diabet*',
            ),
          ),
          none(urinaryTractNotNormal),
          none(anyOf(takes('immunosuppressant'), takes('chemotherapy'))),
        ),
        remove: ['labs'],
        why: 'uncomplicated lower UTI in a non-pregnant woman under 65: dipstick and oral antibiotics, no culture (NICE NG109)',
      },
      {
        when: allOf(upperTractInfection, none(childWellForOralAntibiotics)),
        add: [
          need('labs', 'blood count, renal function and blood cultures for an upper tract infection'),
          need('parenteralMedication', 'IV antibiotics if vomiting or unwell'),
        ],
      },
      {
        when: allOf(upperTractInfection, dehydrated),
        add: [need('ivFluids', 'IV fluids for vomiting or dehydration')],
      },
    ],
    minor: true,
    guideline:
      'NICE NG109 UTI [lower]; NICE NG111 Pyelonephritis; IDSA 2010 Uncomplicated cystitis and pyelonephritis',
    differential: [
      { condition: 'Uncomplicated cystitis', why: 'Dysuria and frequency without fever or flank pain' },
      { condition: 'Pyelonephritis', why: 'Fever, flank pain, vomiting' },
      { condition: 'STI, vaginitis, prostatitis', why: 'Discharge or new partner' },
    ],
    workup: [
      'Urinalysis and urine culture; pregnancy test in women of childbearing age',
      'Blood tests only with fever or flank pain',
    ],
    immediateActions: ['Oral antibiotics per local guidance; safety-net for fever and flank pain'],
  },
  {
    id: 'urinary-catheter-problem',
    name: 'Urinary catheter problem',
    group: 'genitourinary',
    terms: [
      catheterProblem,
      '(blocked|leaking|bypassing|dislodged|displaced) (urinary |foley |suprapubic |indwelling |urethral |long term )?catheter',
      // The device alone ("long-term catheter") names a complaint in the complaint field; in the narrative
      // it is context until something is wrong with it.
      'catheter bypassing',
      'spc (blocked|change|problem|fell out|came out|dislodged)',
      'idc (blocked|change|problem|fell out|came out|dislodged)',
      'nephrostomy( tube)? (problem|blocked|fell out|came out|dislodged|leak*|pulled out)',
    ],
    complaintFieldTerms: [urinaryCatheter, 'foley', 'idc', 'spc', 'nephrostomy'],
    explains: ['urinary-retention', 'abdominal-pain'],
    resources: [need('simpleProcedure', 'catheter change or flush')],
    adjustments: [
      {
        // Run out of bags for a catheter that drains: a prescription, not a change of catheter.
        when: allOf(
          says(
            '(leg |night |drainage |catheter )?bags?',
            'supplies',
            'valves?',
            'prescription',
            'run out',
            'ran out',
          ),
          anyOf(
            says(
              'draining (well|fine|ok|okay|normally|freely)',
              // "Catheter itself draining clear yellow urine".
              'draining (clear|yellow|clear yellow|straw|straw-coloured)( urine)?',
              'drains (well|fine|ok|okay|normally)',
              'no problems? with (the |his |her )?catheter',
            ),
            saysBeforeNegation('not blocked'),
          ),
          // A bag or its connection that leaks or came apart is the bag's; a catheter leaking round it is not.
          none(
            says(
              'blocked',
              'bypass*',
              /(?<!\b(?:bag|bags|connection|connector|tap|valve) )\bleak\w*/,
              'fell out',
              'came out',
              'not draining',
              'pain*',
              'fever',
            ),
          ),
        ),
        remove: ['simpleProcedure'],
        why: 'supplies for a catheter that drains: a prescription, no change of catheter',
      },
      {
        when: systemicallyUnwell,
        add: [
          need('labs', 'urine culture from a new catheter, blood count, cultures'),
          need('parenteralMedication', 'IV antibiotics for catheter-associated infection'),
        ],
      },
      {
        when: says('hematuria', bloodSeen, 'clot*'),
        add: [need('labs', 'blood count and coagulation')],
      },
      {
        when: says('nephrostomy'),
        add: [
          need('specialtyConsultation', 'interventional radiology for the nephrostomy'),
          need('advancedImaging', 'imaging to reposition the nephrostomy'),
        ],
      },
      {
        // A new suprapubic tract, or one that could not be re-catheterised, is urology's; an established one
        // (in place for months, changed routinely) is re-catheterised in the department (BAUS 2024 SPC).
        when: allOf(
          says('suprapubic', 'spc'),
          says('fell out', 'came out', 'dislodged', 'pulled out', 'new', 'recent*'),
          anyOf(
            none(
              says(
                'established',
                /\b(?:in (?:place|situ)|had it) (?:for )?(?:\d+|two|three|four|five|six|several|many) (?:months?|years?)\b/,
                /\bchanged (?:every|each) \d+ (?:weeks?|months?)\b/,
                /\b(?:\d+|two|three|four|five|six|several|many) (?:months?|years?) (?:old|ago)\b/,
              ),
            ),
            saysBeforeNegation(
              "(could not|couldn't|unable to|failed to|can't|cannot) (be )?(re-?insert|replace|re-?catheteri[sz]e|get (a |the |it )?(new )?(one |catheter )?(back )?in)\\w*",
            ),
          ),
        ),
        add: [need('specialtyConsultation', 'urology: a suprapubic tract closes within hours')],
      },
    ],
    minor: true,
    guideline:
      'NICE CG139 Healthcare-associated infections [long-term urinary catheters]; EAU 2024 Urological Infections',
    differential: [
      { condition: 'Blocked or bypassing catheter', why: 'Encrustation, constipation, bladder spasm' },
      { condition: 'Catheter-associated urinary infection', why: 'Fever, rigors, confusion' },
    ],
    workup: ['Check the catheter and bag; bladder scan', 'Urine culture from a new catheter if febrile'],
    immediateActions: ['Flush or replace the catheter'],
  },
  {
    // The fistula or graft is the patient's only way to dialyse: one that has lost its thrill has clotted,
    // and is declotted or revised before the next session.
    id: 'dialysis-access-problem',
    name: 'Dialysis access problem',
    group: 'genitourinary',
    terms: [
      // "No thrill", "can't feel the buzz" in a fistula are read as 'fistula flow lost' (negative-findings).
      'fistula flow lost',
      `${dialysisAccess} (not working|stopped working|stopped buzzing|clotted|thrombosed|blocked|bleed*|oozing)`,
      `(clotted|thrombosed|blocked|bleeding) ${dialysisAccess}`,
      'fistula (site|needle site) (bleed*|ooz*)',
      'bleeding from (the |her |his |my |their )?(av |dialysis )?fistula',
      'dialysis (line|catheter) (blocked|fell out|came out|pulled out|bleed*|not working|infected)',
    ],
    complaintFieldTerms: [dialysisAccess, 'av graft', 'dialysis line'],
    // "Can't feel a thrill" is no lost sensation.
    explains: ['sensory-loss'],
    resources: [
      need('labs', 'potassium and renal function: access lost before the next session'),
      need('advancedImaging', 'Doppler ultrasound of the fistula or graft'),
      need('specialtyConsultation', 'vascular surgery or the renal team to declot or revise the access'),
    ],
    adjustments: [
      {
        when: allOf(says('bleed*', 'bled', 'ooz*', 'blood'), bleedingStopped, none(accessNotWorking)),
        remove: ['labs', 'advancedImaging', 'specialtyConsultation'],
        why: 'a needle-site ooze stopped with pressure, the access still working: examination and a dressing',
      },
      {
        // Still oozing from a puncture of a working fistula: a haemostatic dressing or a purse-string
        // stitch; a bleed that spurts or has made the patient faint needs more (the bleeding red flags).
        when: allOf(says('bleed*', 'bled', 'ooz*', 'seep*'), none(bleedingStopped), none(accessNotWorking)),
        remove: ['labs', 'advancedImaging', 'specialtyConsultation'],
        add: [need('simpleProcedure', 'haemostatic dressing or a purse-string suture at the puncture')],
        why: 'a puncture still oozing from a working fistula: a dressing or a stitch',
      },
      {
        when: allOf(
          says('bleed*', 'bled', 'ooz*', 'seep*'),
          anyOf(
            hypotension,
            tachycardia,
            says('spurt*', 'pumping', 'pulsing', 'dizz*', 'faint*', 'collapse*', 'pale', 'soaked'),
          ),
        ),
        add: [
          need('labs', 'blood count and group and save'),
          need('specialtyConsultation', 'the vascular or renal team for the bleeding access'),
        ],
      },
    ],
    guideline: 'KDOQI 2019 Clinical Practice Guideline for Vascular Access',
    differential: [
      { condition: 'Thrombosed fistula or graft', why: 'No thrill or bruit; firm, tender vein' },
      { condition: 'Bleeding from the access', why: 'Needle site after dialysis; aneurysm or infection' },
      { condition: 'Hyperkalaemia', why: 'Access lost, next session in doubt' },
    ],
    workup: ['Potassium and renal function', 'Doppler ultrasound of the access'],
    immediateActions: [
      'Feel for a thrill, listen for a bruit; no blood pressure or cannula on the access arm',
      'Call the renal or vascular access team',
    ],
  },
  {
    id: 'incontinence',
    name: 'Incontinence',
    group: 'genitourinary',
    terms: [
      'incontinen*',
      '(urinary|urine|fecal|bowel|stress|urge|double) incontinen*',
      'wetting (himself|herself|themselves|myself|the bed)',
      'leaking urine',
      'urine leak*',
      'loss of (bladder|bowel) control',
      'bed wetting',
      'bedwetting',
      'enuresis',
      'soiling',
    ],
    resources: [need('labs', 'urinalysis, culture and renal function')],
    adjustments: [
      {
        when: allOf(
          ageYears(0, 16),
          says('bed wetting', 'bedwetting', 'enuresis', 'wetting the bed', 'soiling'),
          none(fever),
        ),
        remove: ['labs'],
        why: 'bedwetting or soiling in a well child: examination, dipstick and advice',
      },
      {
        when: anyOf(backPain, says('saddle', 'numb*', 'leg weakness', 'weak legs')),
        add: [need('advancedImaging', 'MRI of the spine for cauda equina')],
      },
    ],
    minor: true,
    guideline: 'NICE NG123 Urinary incontinence in women; GIRFT 2023 Suspected cauda equina',
    differential: [
      {
        condition: 'Urinary infection, overflow from retention, constipation',
        why: 'New incontinence, especially older adults',
      },
      {
        condition: 'Cauda equina or cord compression',
        why: 'With back pain, saddle numbness or leg weakness',
      },
    ],
    workup: [
      'Urine dipstick and culture; bladder scan for overflow',
      'Neurological examination with back pain',
    ],
    immediateActions: ['Bladder scan; ask about back pain and saddle numbness'],
  },
];
