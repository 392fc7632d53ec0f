import { seizureWords, vomiting } from './common-phrases';
import {
  ageDays,
  ageYears,
  none,
  allOf,
  alteredMentalStatus,
  anyOf,
  atLeast,
  fever,
  says,
  saysBeforeNegation,
  vital,
  type Matcher,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const febrileInfantWorkup = [
  'Full blood count, CRP, procalcitonin, blood culture',
  'Urinalysis and urine culture [catheter or suprapubic]',
  'Lumbar puncture per AAP age band',
  'Glucose',
];

/** NICE NG143 traffic-light "red" features in a febrile child under 5. */
const niceRedFeatures: Matcher = anyOf(
  says(
    'pale',
    'mottled',
    'ashen',
    'blue',
    'cyanos*',
    'no response to social cues',
    'appears (very )?(ill|unwell)',
    'unrousable',
    'unresponsive',
    'weak (high[- ]pitched )?cry',
    'high[- ]pitched cry',
    'continuous cry*',
    'grunting',
    'chest (wall )?indrawing',
    'reduced skin turgor',
    'non[- ]blanching',
    'bulging fontanelle',
    'neck stiffness',
    // NICE red: status epilepticus and focal seizures; a brief generalised febrile seizure is assessed
    // through the febrile seizure flag.
    'status epilepticus',
    'focal (seizure*|fit*|convulsion*)',
    /\b(?:seizure|fit|convulsion)s? (?:lasting|lasted|for) (?:more than|over|longer than|>) ?(?:[5-9]|[1-9]\d) min/,
    'floppy',
    // Focal neurology, not "focal crackles" (an amber chest sign).
    'focal (neuro*|deficits?|weakness|signs)',
  ),
  alteredMentalStatus,
  vital(
    (v) => `RR ${v.respiratoryRate}`,
    (v) => (v.respiratoryRate ?? 0) > 60,
  ),
);

/** NICE NG143 traffic-light "amber" features. */
const niceAmberFeatures: Matcher = anyOf(
  says(
    'poor feeding',
    'not feeding',
    'reduced (feeding|feeds|intake)',
    'feeding less',
    'reduced urine output',
    'dry (mouth|mucous membranes|nappies|diapers)',
    'nasal flaring',
    'crackles',
    'rigors',
    'swelling of (a )?(limb|joint)',
    'not (weight[- ]bearing|using (a|the) limb)',
    'unable to bear weight',
    'fever (for )?(5|five|6|six|7|seven) days',
    'pallor',
    'reduced activity',
    'sleepy',
    'lethargic',
    'sunken fontanelle',
  ),
  vital(
    (v) => `CRT ${v.capillaryRefillSeconds} s`,
    (v) => (v.capillaryRefillSeconds ?? 0) >= 3,
  ),
  vital(
    (v) => `SpO2 ${v.spo2}%`,
    (v) => (v.spo2 ?? 100) <= 95,
  ),
);

/**
 * Immunisations not complete, in the story or the history: "hasn't had all her jabs", "no immunisations
 * (parental choice)", "unvaccinated", "behind with his vaccines". Read before negation, whose "no" and
 * "hasn't" would otherwise hide them.
 */
const IMMUNISATIONS_INCOMPLETE = new RegExp(
  [
    String.raw`\bun-?(?:immuni[sz]ed|vaccinated)\b`,
    String.raw`\b(?:no|declined|refused|missed|incomplete|partial|(?:not|hasn't|has not|never) had|behind (?:on|with))(?: any| all)?(?: (?:his|her|their))?(?: routine| childhood| baby)? (?:immuni[sz]ations?|vaccinations?|vaccines|jabs)\b`,
    String.raw`\b(?:immuni[sz]ations?|vaccinations?|vaccines|jabs) (?:are |is )?(?:incomplete|not (?:up to date|done|given)|behind)\b`,
  ].join('|'),
);
const immunisationsIncomplete: Matcher = (facts) => {
  const found =
    facts.presenting.normalized.match(IMMUNISATIONS_INCOMPLETE) ??
    facts.history.normalized.match(IMMUNISATIONS_INCOMPLETE);
  return found ? [found[0]] : null;
};
/** "No source found", "no obvious focus": the examination found nothing to explain the fever. */
const noSourceFound: Matcher = saysBeforeNegation(
  /\bno (?:obvious |apparent |clear |clinical )?(?:source|focus)(?: (?:of|for) (?:the )?(?:fever|temperature|infection))?(?: (?:found|identified|seen))?\b/,
  /\bwithout (?:an? )?(?:obvious |apparent )?(?:source|focus)\b/,
);

/**
 * What explains a child's fever when the story tells it: a cough or a cold, an ear, a sore throat, loose
 * stools, a rash, a limp or a swollen joint, sticky eyes, mouth ulcers, or the jabs just given. Said of
 * the symptom, not the part ("ears normal" is no source). Vomiting and a poor appetite explain nothing:
 * a urinary infection shows itself so. Nor do smelly nappies: a urine infection needs the same tests.
 */
const sourceOfFeverTold = says(
  'cough*',
  'runny nose',
  'snott*',
  'coryza*',
  'blocked nose',
  'congest*',
  'sneez*',
  'wheez*',
  'a (bad |heavy |streaming )?cold',
  'cold symptoms',
  'bronchiolitis',
  'croup*',
  'chest infection',
  'pneumonia',
  'ear ?ache*',
  'ear (pain|discharge|infection)',
  'sore ears?',
  '(pull*|tug*|rubb*|grabb*) (at|on) (his|her|their|the|both) (left |right )?ears?',
  'otitis',
  '(red|bulging|inflamed) (ear ?drums?|tympanic membranes?|tms?)',
  'sore throat',
  'throat (pain|infection)',
  '(red|inflamed) throat',
  'tonsil*',
  'exudat*',
  'diarrh*',
  'loose (stool*|poo*|nappies|bowels)',
  'runny poo*',
  'gastro*',
  'rash*',
  'spots',
  'blister*',
  'chicken ?pox',
  'cellulitis',
  'abscess*',
  'limp*',
  'swollen (knee|joint|ankle|hip|elbow|wrist)',
  'conjunctivitis',
  'sticky eyes?',
  '(mouth|tongue|gum) ulcers?',
  'ulcers (in|on) (his|her|their|the) (mouth|tongue|gums)',
  /\b(?:jabs?|vaccin\w*|immuni[sz]ations?|injections?)\b[^.;]{0,30}?\b(?:yesterday|today|this morning|last night|\d+ (?:hours?|days?) ago)\b/,
  /\b(?:after|since|following) (?:(?:his|her|their|the) )?(?:[\w-]+ )?(?:jabs|vaccin\w*|immuni[sz]ations?)\b/,
);

/**
 * No source found, said or shown: "no obvious focus", or a story that tells the fever and nothing that
 * explains it (its denials set aside: "no cough, no rash, no diarrhoea").
 */
const noSourceFoundOrTold: Matcher = anyOf(noSourceFound, none(sourceOfFeverTold));

export const pediatricRedFlags: RedFlagDefinition[] = [
  {
    id: 'brief-resolved-unexplained-event',
    name: 'Brief resolved unexplained event in an infant',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'AAP 2016 Brief Resolved Unexplained Events [formerly ALTE]',
    matches: allOf(
      ageYears(0, 1),
      // An event with its explanation (a breath-holding spell after crying) is not unexplained.
      none(says('breath[- ]?holding', '(after|while|when) (crying|screaming|upset)', 'tantrum')),
      says(
        'brief breathing pause',
        '(went|turned|going) (blue|grey|gray|pale|floppy|limp)',
        'blue (episode|spell)',
        'apparent life[- ]threatening event',
        'brue',
      ),
    ),
    immediateActions: [
      'Full examination and observation on a monitor with pulse oximetry',
      'Senior paediatric review: the event was frightening even if the baby looks well now',
    ],
    workup: ['ECG, glucose; consider infection screen, pertussis and safeguarding when history suggests'],
    differential: [
      { condition: 'Reflux or choking, breath-holding', why: 'Common causes of a brief event' },
      {
        condition: 'Infection, seizure, arrhythmia, non-accidental injury',
        why: 'Serious causes not to miss',
      },
    ],
  },
  {
    id: 'neonatal-fever',
    name: 'Fever in a neonate under 28 days',
    system: 'pediatric',
    esiFloor: 2,
    guideline:
      'AAP 2021 Febrile Infants 8–60 Days; NICE NG143 Fever in under 5s; ESI v4 Implementation Handbook',
    matches: allOf(ageDays(0, 28), fever),
    immediateActions: [
      'Treat as possible sepsis: full septic screen and IV antibiotics [ampicillin + cefotaxime/gentamicin] without delay',
      'Consider aciclovir if HSV risk',
    ],
    workup: febrileInfantWorkup,
    differential: [
      {
        condition: 'Neonatal sepsis or serious bacterial infection',
        why: 'Any fever under 28 days is high risk',
      },
      { condition: 'Meningitis, urinary tract infection, HSV', why: 'Common serious sources' },
    ],
    disposition: 'Pediatric emergency area; pediatric admission',
  },
  {
    id: 'young-infant-fever',
    name: 'Fever in an infant under 3 months',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'NICE NG143 Fever in under 5s [age < 3 months, temp ≥ 38 C is red]; AAP 2021 Febrile Infants',
    matches: allOf(ageDays(28, 91), fever),
    immediateActions: [
      'Senior pediatric review; sepsis screen and consider IV antibiotics per AAP risk stratification',
    ],
    workup: febrileInfantWorkup,
    differential: [
      { condition: 'Serious bacterial infection [UTI, bacteremia, meningitis]', why: 'Fever under 3 months' },
    ],
  },
  {
    id: 'febrile-child-red-features',
    name: 'Febrile child with NICE red features',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'NICE NG143 Fever in under 5s [traffic light system]',
    matches: allOf(ageYears(0, 5), fever, niceRedFeatures),
    escalations: [
      { when: says('unresponsive', 'unrousable', 'apneic'), esiFloor: 1, reason: 'unresponsive child' },
    ],
    immediateActions: ['Immediate senior pediatric assessment; sepsis pathway'],
    workup: [
      'Full blood count, CRP, blood culture, urine culture, lactate, glucose; lumbar puncture if indicated',
    ],
    differential: [
      {
        condition: 'Serious bacterial infection, meningitis, sepsis',
        why: 'Fever with a red traffic-light feature',
      },
    ],
  },
  {
    id: 'febrile-child-amber-features',
    name: 'Febrile child with NICE amber features',
    system: 'pediatric',
    esiFloor: 3,
    guideline: 'NICE NG143 Fever in under 5s [traffic light system]',
    resources: [{ resource: 'labs', why: 'blood count, CRP, urine culture [NICE amber features]' }],
    matches: allOf(ageYears(0, 5), fever, niceAmberFeatures),
    immediateActions: ['Face-to-face senior assessment; antipyretic; fluids'],
    workup: ['Urinalysis; blood tests depending on clinical picture'],
    differential: [
      {
        condition: 'Serious bacterial infection vs viral illness',
        why: 'Fever with an amber traffic-light feature',
      },
    ],
  },
  {
    id: 'febrile-toddler-unimmunised-or-no-source',
    name: 'Fever over 39 °C at 3 to 36 months, incomplete immunisations or no source',
    system: 'pediatric',
    esiFloor: 3,
    guideline: 'ESI v4 Implementation Handbook, paediatric fever criteria [3 months to 3 years]',
    // The handbook's "consider ESI 3": blood tests and a urine specimen, by catheter at this age.
    resources: [
      { resource: 'labs', why: 'blood count, CRP, blood culture and urine culture [fever over 39 °C]' },
      { resource: 'simpleProcedure', why: 'catheter urine specimen in a child in nappies' },
    ],
    matches: allOf(
      ageDays(91, 1096),
      vital(
        (v) => `Temp ${v.temperatureC} C`,
        (v) => (v.temperatureC ?? 0) > 39,
      ),
      anyOf(immunisationsIncomplete, noSourceFoundOrTold),
    ),
    immediateActions: ['Antipyretic; look for a source [ears, throat, chest, urine, skin, joints]'],
    workup: ['Catheter or clean-catch urine for culture; blood count, CRP and culture'],
    differential: [
      {
        condition: 'Occult bacteraemia or urinary infection',
        why: 'High fever without immunisations or a source',
      },
    ],
  },
  {
    id: 'febrile-seizure',
    name: 'Febrile seizure in a young child',
    system: 'pediatric',
    esiFloor: 3,
    guideline: 'NICE CKS Febrile seizure; NICE NG143 Fever in under 5s',
    // A brief generalised seizure with fever at 6 months to 5 years, back to normal: the source of the
    // fever is looked for and a first one is reviewed by the paediatric team (two resources, ESI 3).
    // Not back to baseline, prolonged or focal seizures are the seizure and NICE red-feature flags.
    resources: [
      { resource: 'labs', why: 'urine and, by the source, blood tests [febrile seizure]' },
      { resource: 'specialtyConsultation', why: 'paediatric review after a febrile seizure' },
    ],
    matches: allOf(ageYears(0.5, 6), fever, seizureWords),
    immediateActions: [
      'Recovery position if drowsy; time any further seizure; buccal midazolam if a seizure lasts 5 minutes',
      'Look for the source of the fever [ears, throat, chest, urine, meningism, rash]',
    ],
    workup: [
      'Urinalysis; blood tests and lumbar puncture only as the source and the state of the child dictate',
    ],
    differential: [
      { condition: 'Simple febrile seizure', why: 'Brief generalised seizure with fever, full recovery' },
      { condition: 'Meningitis or encephalitis', why: 'Must be excluded when recovery is incomplete' },
    ],
  },
  {
    id: 'bilious-vomiting-infant',
    name: 'Bilious vomiting in an infant',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'BAPS / RCS guidance: malrotation with volvulus',
    matches: allOf(
      ageYears(0, 2),
      says(
        /(?<!non[\s-]?)bilious/,
        'bile[- ]stained',
        '(bright |dark |yellow[- ])?green (vomit*|sick|bile|fluid)',
        /\b(?:vomit\w*|sick|throwing up|brought up|bringing up)\b[^.;\n]{0,70}?\bgreen\b/,
        'vomit* bile',
      ),
    ),
    immediateActions: ['Nil by mouth, IV fluids, nasogastric tube; immediate pediatric surgical referral'],
    workup: ['Upper GI contrast study'],
    differential: [
      {
        condition: 'Malrotation with volvulus',
        why: 'Bilious vomiting in an infant is volvulus until proven otherwise',
      },
    ],
  },
  {
    id: 'intussusception',
    name: 'Intussusception',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'NICE CKS / APSA guidance on intussusception',
    // Colicky episodes are the core of it: a small child who is vomiting and pale without them has
    // gastroenteritis far more often. Red-currant-jelly stool is enough on its own with another sign.
    matches: allOf(
      ageYears(0.25, 4),
      anyOf(
        allOf(
          says(
            'intermittent (abdominal )?pain',
            'episodic (crying|pain)',
            'drawing (up )?(his |her |their )?(legs|knees)',
            'inconsolable crying',
            'screaming episodes',
          ),
          anyOf(
            says(
              'red currant jelly',
              'blood(y)? (in )?(the )?(stool*|nappy|diaper)',
              'mucus in (the )?stool',
            ),
            vomiting,
            says('lethargic', 'pale', 'sausage[- ]shaped mass'),
          ),
        ),
        allOf(
          says('red currant jelly', 'blood(y)? (in )?(the )?(stool*|nappy|diaper)', 'mucus in (the )?stool'),
          anyOf(vomiting, says('lethargic', 'pale', 'sausage[- ]shaped mass')),
        ),
      ),
    ),
    immediateActions: ['IV access, fluids; urgent pediatric surgical review'],
    workup: ['Abdominal ultrasound [target sign]'],
    differential: [
      {
        condition: 'Intussusception',
        why: 'Intermittent pain with drawing up of the legs, vomiting or bloody stool',
      },
    ],
  },
  {
    id: 'kawasaki-disease',
    name: 'Possible Kawasaki disease',
    system: 'pediatric',
    esiFloor: 3,
    guideline: 'AHA 2017 Kawasaki Disease Scientific Statement',
    resources: [
      { resource: 'labs', why: 'blood count, CRP, ESR, albumin, liver function, urinalysis' },
      { resource: 'advancedImaging', why: 'echocardiogram for coronary artery aneurysm' },
      { resource: 'specialtyConsultation', why: 'paediatrics for IVIG' },
    ],
    // Fever for five days or more with two of the principal features in a child.
    matches: allOf(
      ageYears(0, 10),
      says(
        'fever (for |of )?(5|five|6|six|7|seven|\\d{2}) days',
        '(5|five|6|six|7|seven) days of fever',
        'fever every day for (5|five|6|six|7|seven)',
        'prolonged fever',
      ),
      atLeast(
        2,
        says('(both )?eyes (are )?red', 'red eyes', 'conjunctival (injection|redness)', 'bloodshot eyes'),
        says('(red|cracked|dry) lips', 'lips (are )?(red|cracked)', 'strawberry tongue'),
        says('rash', 'blotchy'),
        says(
          '(swollen|puffy|red) (hands|feet)',
          '(hands|feet) (are )?(a bit )?(swollen|puffy|red)',
          'peeling (fingers|skin on (the )?(fingers|toes))',
        ),
        says(
          '(swollen|enlarged) (gland|node|lymph node)s? in (the |his |her )?neck',
          'cervical (lymph )?node',
          'neck (lump|gland)',
        ),
      ),
    ),
    immediateActions: [
      'Paediatric review today; IVIG within 10 days of fever onset prevents coronary aneurysm',
    ],
    workup: ['Blood count, CRP and ESR, liver function, albumin, urinalysis', 'Echocardiogram'],
    differential: [
      { condition: 'Kawasaki disease', why: 'Five days of fever with mucocutaneous signs' },
      { condition: 'Viral exanthem, scarlet fever, drug reaction', why: 'Common mimics' },
    ],
  },
  {
    id: 'child-maltreatment',
    name: 'Child maltreatment concern',
    system: 'pediatric',
    esiFloor: 2,
    guideline: 'NICE CG89 Child maltreatment; RCPCH Child Protection Companion',
    // A child's: an adult's safeguarding concern (an older person bruised by a relative) is not this flag.
    matches: allOf(
      none(ageYears(18)),
      anyOf(
        says(
          'non[- ]accidental',
          'inconsistent (history|story|explanation|mechanism)',
          "history (does not|doesn't) (match|fit|explain)",
          'delay(ed)? in (seeking|presenting|presentation)',
          'unexplained (injur*|bruis*|fracture*|burns?)',
          'disclos* (abuse|being (hit|hurt))',
          'child abuse',
          // A safeguarding concern, not the screen that asks about one ("safeguarding screen: no concerns").
          'safeguarding (concerns?|issues?|referral|worr(y|ies)|alert)',
          'concerns? (about|over|regarding) safeguarding',
          'cigarette burns?',
        ),
        // A burn, not "burning up" (a fever) or a burning when passing urine.
        allOf(
          ageYears(0, 1),
          says('bruis*', 'fracture*', 'burnt', 'burned', /\bburns?\b(?! up\b)/, 'torn frenulum'),
        ),
      ),
    ),
    immediateActions: [
      'Treat injuries; safeguarding lead and social services referral per local policy',
      'Document objectively; do not discharge until the child is safe',
    ],
    workup: ['Skeletal survey and CT head in infants per local protocol', 'Full blood count, coagulation'],
    differential: [
      { condition: 'Non-accidental injury', why: 'Injury inconsistent with the history or development' },
    ],
  },
];
