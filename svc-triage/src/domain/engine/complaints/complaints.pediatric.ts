import { stridorAtRest } from '../red-flags/common-phrases';
import { ageDays, ageYears, allOf, anyOf, fever, hypoxia, none, says, vital } from '../red-flags/matchers';
import { headsClashed, need, ONLY_ONE_WEE, toddlerCtHeadFeatures } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

const POSS = '(the |his |her |their |my )?';
const SIDE = '(left |right )?';

/**
 * A child who will not drink and has hardly passed urine: clinical dehydration already (NICE CG84
 * decreased urine output), and a child who refuses the cup will refuse the oral rehydration trial too.
 */
const refusingDrinkAndHardlyPassingUrine = allOf(
  // "Won't drink" is read as poor feeding.
  says(
    'poor feeding',
    'refus* (fluids|to drink|drinks|drinking)',
    '(only|just) (had |taken |managed )?(a few|a couple of|some) sips',
    'hardly (drunk|drank|had) anything',
  ),
  // "No wet nappy since 8pm" is read as reduced urine output since then.
  says(ONLY_ONE_WEE, /\breduced urine output (?:since|for|in)\b/, /\bdark (?:wee|urine|pee)\b/),
);

/** Moderate or worse dehydration in a child (NICE CG84): oral rehydration has failed or will not do. */
const clinicalDehydration = anyOf(
  refusingDrinkAndHardlyPassingUrine,
  says(
    'unable to tolerate oral fluids',
    'failed (oral rehydration|ors|fluid challenge|oral challenge|oral fluid trial)',
    'vomiting everything',
    'vomits everything',
    'lethargic',
    'sunken (eyes|fontanelle)',
    'mottled',
    'cold (hands|feet|peripheries)',
    'prolonged capillary refill',
    '(moderate|moderately|severe|severely) dehydrat*',
    'reduced skin turgor',
  ),
);

const omphalitisSigns = says(
  'omphalitis',
  'spreading redness',
  'red(ness)? (spreading )?(around|surrounding) (the )?(umbilicus|navel|cord|stump|abdominal button)',
  'periumbilical (redness|erythema|swelling|cellulitis)',
  'foul (smell|smelling)',
  'offensive (smell|discharge)',
);

export const pediatricComplaints: ComplaintDefinition[] = [
  {
    id: 'newborn-concern',
    name: 'Newborn concern / umbilical stump',
    group: 'pediatric',
    requires: ageDays(0, 29),
    terms: [
      'newborn (check|concern|concerns|problem|review|exam|examination|baby check)',
      '(baby|well baby|neonatal) check',
      'umbilical (stump|cord|granuloma|hernia|bleeding|discharge|redness|infection)',
      'cord (stump|site|care|bleeding|discharge)',
      'umbilicus',
      'navel',
      'abdominal button',
      'omphalitis',
      'worried about (the |her |his |their )?(new )?baby',
      'new baby',
      'baby acne',
      'milia',
      '(birthmark|birth mark)',
      'breast (buds|swelling|enlargement)',
      'cradle cap',
      'tongue tie',
      'sneezing',
    ],
    complaintFieldTerms: ['concern', 'concerns', 'check', 'review', 'baby'],
    resources: [],
    adjustments: [
      {
        when: omphalitisSigns,
        add: [
          need('labs', 'blood count, CRP and blood culture for omphalitis'),
          need('parenteralMedication', 'IV antibiotics for omphalitis'),
        ],
      },
    ],
    highRisk: [
      {
        when: omphalitisSigns,
        reason:
          'Omphalitis in a newborn: spreading periumbilical redness can become necrotising fasciitis and sepsis',
        source: 'NICE NG195 Neonatal infection 2021; AAP Red Book',
      },
    ],
    minor: true,
    guideline: 'NICE NG195 Neonatal infection; NICE CG37 Postnatal care',
    differential: [
      {
        condition: 'Normal newborn variation: cord granuloma, milia, breast buds',
        why: 'Well baby, feeding and gaining weight',
      },
      { condition: 'Omphalitis', why: 'Redness spreading from the cord, discharge, fever' },
      { condition: 'Neonatal sepsis', why: 'Poor feeding, temperature instability, lethargy' },
    ],
    workup: ['Weight, feeding history, temperature; full newborn examination'],
    immediateActions: ['Check weight and temperature; silver nitrate for a granuloma; reassure if well'],
  },
  {
    id: 'neonatal-jaundice',
    name: 'Neonatal jaundice',
    group: 'pediatric',
    requires: ageDays(0, 91),
    terms: [
      'jaundice*',
      'neonatal jaundice',
      'newborn jaundice',
      'prolonged jaundice',
      'yellow (skin|eyes|baby|color|colour|tinge|appearance)',
      '(looks|looking|is|turned|turning|gone|going) yellow',
      'yellowing',
      'icter*',
      'hyperbilirubin*',
      '(high|raised|rising) bilirubin',
      'bilirubin (is )?(high|raised|rising)',
      'sbr (is )?(high|raised)',
      'phototherapy',
    ],
    resources: [need('labs', 'serum bilirubin, split if prolonged; blood group and DAT if early')],
    highRisk: [
      {
        when: anyOf(
          ageDays(0, 1),
          says(
            '(first|within) 24 (hours|hrs)',
            'day (0|1|one) of life',
            'on day (1|one)',
            '(\\d+|few) hours old',
          ),
        ),
        reason: 'Jaundice in the first 24 hours of life: haemolysis until proven otherwise',
        source: 'NICE CG98 Jaundice in newborn babies under 28 days',
      },
      {
        when: says('arching', 'retrocollis', 'opisthotonus', 'high pitched cry', 'hypoton*', 'floppy'),
        reason: 'Jaundice with arching, a high-pitched cry or floppiness: acute bilirubin encephalopathy',
        source: 'AAP 2022 Hyperbilirubinemia in the newborn 35 weeks or more; NICE CG98',
      },
    ],
    guideline: 'NICE CG98 Jaundice in newborn babies; AAP 2022 Hyperbilirubinemia guideline',
    differential: [
      { condition: 'Physiological or breast-milk jaundice', why: 'Day 2 to 14, well, feeding' },
      { condition: 'Haemolysis: ABO or rhesus, G6PD', why: 'Within 24 hours or rising fast' },
      {
        condition: 'Biliary atresia, infection, hypothyroidism',
        why: 'Prolonged beyond 14 days, pale stools, dark urine, unwell',
      },
    ],
    workup: [
      'Serum bilirubin on the NICE treatment threshold chart',
      'Split bilirubin and stool colour if prolonged',
    ],
    immediateActions: ['Measure bilirubin; assess feeding and hydration'],
  },
  {
    // A breath-holding spell: provoked by crying, a tantrum or a fright, the child goes blue or pale and
    // a bit limp for seconds, then breathes and is at once back to normal. Reassurance, no tests (NICE CKS
    // Breath-holding spells). Under 6 months, or not back to normal, is a BRUE or a seizure: their own flags.
    id: 'breath-holding-spell',
    name: 'Breath-holding spell',
    group: 'pediatric',
    requires: ageYears(0.5, 6),
    terms: [
      'breath[- ]?holding( spell| spells| attack| attacks| episode| episodes)?',
      /\bheld (?:his|her|their) breath\b/,
    ],
    complaintFieldTerms: ['held her breath', 'held his breath'],
    resources: [],
    // The breath held, the blue lips and the moment of going limp are the spell itself.
    explains: ['shortness-of-breath', 'cyanosis', 'child-limp'],
    minor: true,
    guideline: 'NICE CKS Breath-holding spells; AAP 2021 Breath-holding spells',
    differential: [
      { condition: 'Cyanotic or pallid breath-holding spell', why: 'Provoked, brief, full recovery' },
      {
        condition: 'Seizure, arrhythmia [long QT], BRUE',
        why: 'Unprovoked, prolonged or not back to normal',
      },
    ],
    workup: [
      'History of the trigger and recovery; examination; ECG only if unprovoked or pallid and recurrent',
    ],
    immediateActions: ['Reassure; advise on what to do in a spell; check for iron deficiency if frequent'],
  },
  {
    id: 'child-limp',
    name: 'Limp / gait disturbance in a child',
    group: 'pediatric',
    requires: ageYears(0, 16),
    terms: [
      // "Went limp" [BRUE] and "arm hanging limp" [pulled elbow] are not a limp.
      /(?<!(?:went|go|goes|going|gone|turned|became|was|is|looks|looked|and|hanging|floppy|arm|body|bit|little|slightly|all|very|completely|totally) )limp(?:ing|s|ed)?/,
      'walking with a limp',
      'refus* to (walk|weight bear|bear weight|stand|put weight on)',
      "won't (walk|weight bear|bear weight|stand|put weight on)",
      'unable to (walk|bear weight|weight bear|stand)',
      'stopped walking',
      'painful (walk|walking|gait)',
      'walking (funny|strangely|differently|oddly|on (tiptoe|tiptoes|tip toes))',
      'favou?ring (his |her |their )?(left |right )?(leg|foot)',
      'irritable hip',
      'transient synovitis',
      'gait (disturbance|problem|abnormality|change)',
      '(difficulty|trouble) walking',
    ],
    resources: [need('xray', 'X-ray of the painful limb or the hips')],
    adjustments: [
      {
        when: anyOf(
          fever,
          says('hot (joint|knee|hip)', 'red (joint|knee)', 'swollen (joint|knee|hip)', 'unwell'),
        ),
        add: [
          need('labs', 'blood count, CRP, ESR and blood culture [Kocher criteria]'),
          need('advancedImaging', 'ultrasound of the hip for an effusion'),
        ],
      },
    ],
    guideline: 'RCEM/BSCOS Limping child; Kocher criteria for septic arthritis',
    differential: [
      { condition: 'Transient synovitis, minor injury, toddler fracture', why: 'Well child, afebrile' },
      {
        condition: 'Septic arthritis or osteomyelitis',
        why: 'Fever, refusing to bear weight, raised inflammatory markers',
      },
      {
        condition: 'Perthes, slipped capital femoral epiphysis, malignancy, abuse',
        why: 'Age-specific and not to miss',
      },
    ],
    workup: ['Examine hips, knees and spine; temperature', 'X-ray; bloods and hip ultrasound if febrile'],
    immediateActions: ['Temperature and analgesia; observe walking'],
  },
  {
    id: 'inconsolable-crying',
    name: 'Inconsolable crying',
    group: 'pediatric',
    requires: ageYears(0, 2),
    terms: [
      'inconsolab*',
      "crying (and |but )?(won't|will not|unable to) (settle|stop|be settled|be consoled|be comforted)",
      'excessive(ly)? crying',
      'crying (all|non stop|nonstop|constantly|continuously|for hours|all night|all day)',
      '(nonstop|non stop|persistent|constant|continuous) crying',
      "won't stop crying",
      'unable to (be )?(settled|settle|console*|comfort*)',
      '(unsettled|irritable|fussy|crying|screaming) (baby|infant|child|toddler)',
      'colic*',
      'fussy',
      'fussiness',
      'screaming (all night|constantly|for hours|and drawing (his |her |their )?legs up)',
      'crying more than usual',
    ],
    complaintFieldTerms: ['crying', 'cries', 'irritab*', 'unsettled', 'screaming', 'fussing'],
    resources: [need('labs', 'urine microscopy and culture for occult urinary infection')],
    adjustments: [
      {
        when: allOf(
          says(
            'colic*',
            'evening',
            'settles (with|after) (feeding|feeds|cuddles|being held)',
            'settles when (fed|held)',
            'otherwise well',
            'feeding well',
            // Settled by the time the baby is seen: "fell asleep in the car, now awake and smiling, fed 150 ml".
            'now (awake (and|\\+) )?(smiling|settled|content|calm|happy|feeding)',
            '(fed|feeding|took) \\d+ ?ml',
          ),
          none(fever),
        ),
        remove: ['labs'],
        why: 'a well, feeding baby with a colic pattern: examination and reassurance',
      },
    ],
    highRisk: [
      {
        when: allOf(
          ageYears(0, 1),
          says(
            'high pitched (cry|crying|scream*)',
            'weak cry',
            'mottled',
            'pale',
            'grey',
            'gray',
            'refus* (feeds|to feed|the bottle)',
            'bulging fontanelle',
            'drawing (his |her |their )?legs up',
          ),
        ),
        reason:
          'An inconsolable infant with a high-pitched or weak cry, pallor, refusal to feed or drawing up the legs: serious illness until proven otherwise',
        source: 'NICE NG143 Fever in under 5s traffic light; NICE CKS Infantile colic red flags',
      },
    ],
    guideline: 'NICE CKS Infantile colic',
    differential: [
      {
        condition: 'Infantile colic, hunger, tiredness',
        why: 'Well baby, evening crying, normal examination',
      },
      {
        condition: 'Urinary infection, otitis media, hair tourniquet, fracture',
        why: 'Hidden causes on full examination',
      },
      {
        condition: 'Intussusception, meningitis, non-accidental injury',
        why: 'Drawing up legs, pallor, bulging fontanelle, bruising',
      },
    ],
    workup: [
      'Undress fully: hair tourniquets, hernias, bruises, fontanelle',
      'Urine sample for dipstick and culture',
    ],
    immediateActions: ['Full set of observations and weight; examine undressed'],
  },
  {
    id: 'feeding-difficulty',
    name: 'Feeding difficulty in an infant',
    group: 'pediatric',
    requires: ageYears(0, 1),
    terms: [
      'feeding (difficult*|problem|problems|issue|issues|concern|concerns|poorly|badly)',
      'poor feeding',
      'poor(ly)? feeder',
      'refus* (feeds|feeding|to feed|the bottle|bottle|the breast|breast|milk)',
      'off (his |her |their )?feeds',
      '(reduced|decreased) (feeding|feeds|feed volumes|intake|milk intake)',
      'feeding less',
      "won't (feed|take (the )?(bottle|breast|feeds|milk))",
      'latch(ing)? (problem|problems|difficulty|difficulties|issue|issues)',
      'poor latch',
      'poor weight gain',
      '(weight loss|losing weight|lost weight)',
      '(choking|coughing|gagging) (on|during|with) feeds',
      'burping',
      'excessive wind',
      'gassy',
    ],
    complaintFieldTerms: ['feeding', 'feeds'],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          clinicalDehydration,
          says(
            'dehydrat*',
            'reduced urine output',
            'weight loss',
            'lost weight',
            'losing weight',
            'sleepy',
            'jaundice*',
            'yellow',
          ),
        ),
        add: [need('labs', 'sodium, glucose and bilirubin')],
      },
    ],
    guideline: 'NICE NG75 Faltering growth; NICE NG143 Fever in under 5s [amber: poor feeding]',
    differential: [
      { condition: 'Feeding technique, latch, tongue tie', why: 'Well baby, normal weight gain' },
      {
        condition: 'Infection, heart failure, metabolic disease',
        why: 'Sweaty or breathless feeds, lethargy, fever',
      },
      { condition: 'Dehydration or hypernatraemia', why: 'Weight loss over 10%, few wet diapers' },
    ],
    workup: [
      'Weigh and compare with birth weight; observe a feed',
      'Sodium and glucose if weight loss or dehydration',
    ],
    immediateActions: ['Weigh the baby; observe a feed'],
  },
  {
    id: 'vomiting-infant',
    name: 'Vomiting infant',
    group: 'pediatric',
    requires: ageYears(0, 1),
    terms: [
      /vomit\w*(?: (?:after|with|all|every|since|each|feeds?|milk|x ?\d+|for \d+ \w+|\d+ times))*/,
      'throwing up',
      'being sick',
      'sick after (feeds|every feed|feeding|each feed)',
      'spit(ting)? up',
      'posset*',
      'reflux',
      /gastro[\s-]?esophageal reflux\w*/,
      'gerd',
      'projectile (vomit*|vomiting)',
      'bringing (up|back) (feeds|milk|(his |her |their )?feeds)',
      'regurgitat*',
    ],
    resources: [],
    adjustments: [
      {
        when: says('projectile'),
        add: [
          need('labs', 'blood gas and electrolytes for pyloric stenosis'),
          need('advancedImaging', 'ultrasound of the pylorus'),
        ],
      },
      {
        when: allOf(clinicalDehydration, none(says('projectile'))),
        add: [need('labs', 'electrolytes and glucose')],
      },
      { when: clinicalDehydration, add: [need('ivFluids', 'IV or NG fluids for dehydration')] },
    ],
    guideline: 'NICE NG1 Gastro-oesophageal reflux in children; NICE CG84 Diarrhoea and vomiting in under 5s',
    differential: [
      { condition: 'Posseting, reflux, gastroenteritis', why: 'Well, gaining weight, or with diarrhoea' },
      { condition: 'Pyloric stenosis', why: 'Projectile non-bilious vomiting at 2 to 8 weeks, hungry after' },
      {
        condition: 'Malrotation, intussusception, sepsis, raised intracranial pressure',
        why: 'Bilious, drawn-up legs, fever, bulging fontanelle',
      },
    ],
    workup: ['Weight and hydration; colour of the vomit', 'Blood gas and pyloric ultrasound if projectile'],
    immediateActions: ['Ask about bile-stained vomit; weigh and assess hydration'],
  },
  {
    id: 'disruptive-behaviour',
    name: 'Disruptive behaviour in a child',
    group: 'pediatric',
    requires: ageYears(2, 18),
    terms: [
      'disruptive (behaviou?r|at (home|school))',
      'behaviou?r(al)? (problem|problems|issue|issues|concern|concerns|difficulty|difficulties|disturbance)',
      'aggressive (behaviou?r|at (home|school)|towards)',
      'aggression',
      'out of control',
      'uncontrollable( behaviou?r| child| teenager)?',
      'tantrum*',
      'meltdown*',
      'violent (at|towards|to) (home|school|parents|siblings|staff|mother|father|mum|mom|dad|teachers)',
      'oppositional',
      'acting out',
      'hitting (his |her |their )?(parents|siblings|mother|father|mum|mom|dad|teachers|staff)',
      'destroying (property|things)',
      'running away',
      '(excluded|kicked out|expelled) from school',
    ],
    complaintFieldTerms: ['behaviour', 'behavior', 'aggressive', 'violent'],
    resources: [need('specialtyConsultation', 'child and adolescent mental health assessment')],
    adjustments: [
      {
        when: says('took', 'ingest*', 'overdose', 'drugs', 'alcohol', 'drunk', 'intoxicat*'),
        add: [need('labs', 'toxicology, paracetamol and salicylate levels')],
      },
    ],
    guideline:
      'NICE CG158 Antisocial behaviour and conduct disorders in children; NICE NG10 Violence and aggression',
    differential: [
      { condition: 'Conduct, ADHD or autism-related distress', why: 'Pattern over time' },
      { condition: 'Intoxication, delirium, pain, hypoglycaemia', why: 'A medical cause of new behaviour' },
      { condition: 'Abuse, self-harm risk, psychosis', why: 'Ask privately; safeguarding' },
    ],
    workup: ['Physical examination and glucose', 'Risk assessment; CAMHS review'],
    immediateActions: ['A calm low-stimulus room; ask about self-harm and safety'],
  },
  {
    id: 'brief-resolved-unexplained-event',
    name: 'Apnoeic spell / BRUE',
    group: 'pediatric',
    requires: ageYears(0, 1),
    terms: [
      'apneic (spell|spells|episode|episodes|event|events|pause|pauses)',
      'apnoea',
      'apnoeic',
      'apnea',
      'apneic',
      'brue',
      'brief resolved unexplained event',
      'alte',
      'apparent life threatening event',
      'brief breathing pause',
      '(went|turned|going|goes) (blue|grey|gray|pale|floppy|limp|purple)',
      'blue (episode|spell|spells)',
      'breath holding (spell|spells|episode|episodes)',
    ],
    resources: [
      need('ecg', 'ECG for long QT and arrhythmia'),
      need('labs', 'glucose, blood count, electrolytes; pertussis swab as indicated'),
    ],
    adjustments: [
      {
        when: allOf(
          ageDays(60, 366),
          says('seconds', 'brief', 'less than (a|one|1) minute'),
          none(
            says(
              'cpr',
              'resuscitat*',
              'rescue breaths',
              'recurrent',
              'several',
              'again',
              'multiple',
              'premature',
              'preterm',
            ),
          ),
        ),
        remove: ['labs'],
        why: 'lower-risk BRUE: ECG and a short period of monitoring',
      },
    ],
    guideline: 'AAP 2016 Brief Resolved Unexplained Events',
    differential: [
      { condition: 'Reflux or choking with a feed', why: 'Event during or after a feed' },
      { condition: 'Infection, pertussis, seizure, arrhythmia', why: 'Fever, cough, repeated events' },
      { condition: 'Non-accidental injury', why: 'Inconsistent history, bruising' },
    ],
    workup: ['Full examination; ECG', 'Observation on a monitor with pulse oximetry'],
    immediateActions: ['Monitor with pulse oximetry; senior paediatric review'],
  },
  {
    id: 'croup',
    name: 'Croup / barking cough',
    group: 'pediatric',
    requires: ageYears(0, 10),
    terms: [
      'croup*',
      'barking cough',
      'barky cough',
      'bark* like a seal',
      'seal like (cough|bark)',
      'sounds like a seal',
      'laryngotracheobronchitis',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          says(
            stridorAtRest,
            'recession',
            'retractions',
            'indrawing',
            'tracheal tug',
            'distress*',
            'agitated',
            'restless',
          ),
          hypoxia,
        ),
        add: [need('parenteralMedication', 'nebulised adrenaline for stridor at rest')],
      },
    ],
    guideline: 'RCPCH/NICE CKS Croup; Westley croup score',
    differential: [
      { condition: 'Viral croup', why: 'Barking cough, hoarse voice, worse at night' },
      {
        condition: 'Epiglottitis, bacterial tracheitis',
        why: 'Toxic, drooling, high fever, no barking cough',
      },
      { condition: 'Inhaled foreign body, anaphylaxis', why: 'Sudden onset, choking, allergen' },
    ],
    workup: ['Westley score; do not examine the throat'],
    immediateActions: ['Oral dexamethasone 0.15 mg/kg; keep the child calm on a parent lap'],
  },
  {
    id: 'bronchiolitis',
    name: 'Bronchiolitis',
    group: 'pediatric',
    requires: ageYears(0, 2),
    terms: [
      'bronchiolitis',
      'rsv( bronchiolitis| infection| positive)?',
      'wheezy (baby|infant)',
      'snuffly (baby|infant)',
      '(cold|coryza) (and|with) (poor feeding|fast breathing|wheez*|breathing difficulty)',
    ],
    resources: [],
    adjustments: [
      {
        when: anyOf(
          hypoxia,
          says(
            'poor feeding',
            'reduced (feeding|feeds)',
            'feeding less',
            'dehydrat*',
            'reduced urine output',
          ),
        ),
        add: [need('ivFluids', 'NG or IV fluids when feeds fall below half')],
      },
    ],
    highRisk: [
      {
        when: anyOf(
          says(
            'apne*',
            'apnoe*',
            'grunting',
            '(marked|severe) (chest )?(recession|recessions|retractions|indrawing)',
            'head bobbing',
            'cyanos*',
            'central cyanosis',
          ),
          vital(
            (v) => `RR ${v.respiratoryRate}`,
            (v) => (v.respiratoryRate ?? 0) > 70,
          ),
        ),
        reason:
          'Bronchiolitis with apnoea, grunting, marked recession, cyanosis or RR over 70: emergency referral',
        source: 'NICE NG9 Bronchiolitis in children 2021',
      },
    ],
    guideline: 'NICE NG9 Bronchiolitis in children',
    differential: [
      { condition: 'Viral bronchiolitis', why: 'Coryza then cough, crackles or wheeze under 2 years' },
      {
        condition: 'Pneumonia, pertussis, heart failure',
        why: 'High fever, paroxysms, murmur or hepatomegaly',
      },
    ],
    workup: ['SpO2, respiratory rate, feeding volume; no routine bloods or X-ray'],
    immediateActions: ['Nasal suction, oxygen if SpO2 below 92%, small frequent feeds'],
  },
  {
    id: 'dehydration-child',
    name: 'Dehydration / reduced wet diapers',
    group: 'pediatric',
    requires: ageYears(0, 16),
    terms: [
      'dehydrat*',
      'reduced urine output',
      '(fewer|less|reduced|decreased) (wet )?diapers',
      'dry diapers',
      'poor (oral )?(intake|fluid intake)',
      '(reduced|decreased) (oral |fluid )?intake',
      'refus* (fluids|to drink|drinks|drinking)',
      'poor feeding',
      'dry (mouth|lips|mucous membranes)',
      'sunken (eyes|fontanelle)',
      'no tears',
      'crying without tears',
      'unable to tolerate oral fluids',
    ],
    resources: [],
    adjustments: [
      {
        when: clinicalDehydration,
        add: [
          need('labs', 'electrolytes, glucose, renal function'),
          need('ivFluids', 'IV fluids after failed oral rehydration'),
        ],
      },
    ],
    guideline: 'NICE CG84 Diarrhoea and vomiting in children under 5',
    differential: [
      {
        condition: 'Gastroenteritis with mild dehydration',
        why: 'Vomiting and diarrhoea, alert, moist mucosa',
      },
      { condition: 'DKA, sepsis, urinary infection', why: 'Polyuria, fever, weight loss' },
      { condition: 'Shock', why: 'Mottled, cold, prolonged capillary refill, drowsy' },
    ],
    workup: ['Weight, capillary refill, heart rate; capillary glucose and ketones'],
    immediateActions: ['Oral rehydration solution trial in small frequent amounts'],
  },
  {
    id: 'teething',
    name: 'Teething',
    group: 'pediatric',
    requires: ageYears(0, 3),
    terms: [
      'teething',
      'cutting (a |his |her |their )?(tooth|teeth)',
      'teeth (coming|erupting|coming through)',
      'new tooth',
      '(sore|swollen) gums',
      'gums (are )?(sore|swollen)',
    ],
    resources: [],
    minor: true,
    guideline: 'NICE CKS Teething',
    differential: [
      { condition: 'Teething', why: 'Gum swelling, drooling, chewing, mild irritability' },
      {
        condition: 'Fever from another cause',
        why: 'Teething does not cause a high fever; look for a source',
      },
    ],
    workup: ['Examine the mouth and look for another source if febrile'],
    immediateActions: ['Cold teething ring; paracetamol or ibuprofen if distressed'],
  },
  {
    id: 'nappy-rash',
    name: 'Nappy rash',
    group: 'pediatric',
    requires: ageYears(0, 4),
    terms: [
      'diapers? rash',
      'diapers? dermatitis',
      'diapers? area (rash|redness)',
      'rash (in|on|around) (the |his |her |their )?(diapers?|nappy) area',
      'red (bottom|bum)',
      'sore (bottom|bum)',
      '(bottom|bum) (is )?(red|sore|raw)',
      'candida (in (the )?)?diapers?( area| rash)?',
    ],
    resources: [],
    minor: true,
    guideline: 'NICE CKS Nappy rash',
    differential: [
      { condition: 'Irritant nappy dermatitis', why: 'Convex surfaces, spares the folds' },
      { condition: 'Candida', why: 'Involves the folds, satellite spots' },
      { condition: 'Bullous impetigo, psoriasis, abuse', why: 'Blisters, crusting, unexplained bruising' },
    ],
    workup: ['Inspect the distribution; no tests'],
    immediateActions: ['Barrier cream, nappy-free time; topical antifungal if candida'],
  },
  {
    id: 'pulled-elbow',
    name: 'Pulled elbow',
    group: 'pediatric',
    requires: ageYears(0, 7),
    terms: [
      'pulled elbow',
      'nursemaid*',
      'radial head sublux*',
      'subluxed radial head',
      `(won't|will not) (use|move|lift) ${POSS}${SIDE}arm`,
      `refus* to (use|move|lift) ${POSS}${SIDE}arm`,
      `holding ${POSS}${SIDE}arm (still|limp|by (his |her |their )?side|against (his |her |their )?(body|tummy|abdominal))`,
      `${SIDE}arm (hanging )?(limp|floppy) (by|at) (his |her |their )?side`,
      `pulled (him |her |them )?(up )?(by|on) ${POSS}(arm|arms|hand|hands|wrist|wrists)`,
      'arm (was )?pulled',
      `swung (by|around by) ${POSS}(arm|arms|hands)`,
      `lifted (up )?by ${POSS}(arm|arms|hand|hands|wrist|wrists)`,
    ],
    // "Not using her left arm" reads as "left arm weakness" once the negation is rewritten.
    complaintFieldTerms: [
      `${SIDE}arm weakness`,
      `unable to move ${SIDE}arm`,
      `${SIDE}(arm|elbow) (pain|injury)`,
    ],
    resources: [need('simpleProcedure', 'reduction by hyperpronation or supination and flexion')],
    adjustments: [
      {
        // A fracture is looked for before an arm is manipulated: the X-ray, not the reduction.
        when: says('fell', 'fall', 'swelling', 'swollen', 'bruis*', 'deform*', 'direct blow', 'landed on'),
        add: [need('xray', 'X-ray: a fall, swelling or bruising suggests a fracture')],
        remove: ['simpleProcedure'],
        why: 'a fall, swelling or bruising: a fracture is X-rayed before any reduction',
      },
    ],
    minor: true,
    guideline: 'RCEM Paediatric pulled elbow; NICE CKS',
    differential: [
      {
        condition: 'Radial head subluxation',
        why: 'Age 1 to 5, pulled by the arm, holds the arm still, no swelling',
      },
      { condition: 'Supracondylar or clavicle fracture', why: 'Fall, swelling, bruising, point tenderness' },
    ],
    workup: ['No X-ray for a classic history and examination'],
    immediateActions: ['Reduce by hyperpronation; the child should use the arm within 15 minutes'],
  },
  {
    id: 'minor-head-bump-toddler',
    name: 'Minor head bump in a toddler',
    group: 'pediatric',
    requires: ageYears(1, 5),
    terms: [
      'head (injury|injuries|trauma|bump|wound|laceration|cut)',
      'bump(ed)? (on|to) (the |his |her |their )?(fore)?head',
      '(bumped|banged|hit|knocked|bashed|struck) (his |her |their |the )?(fore)?head',
      'bang(ed)? (on|to) (the )?head',
      'blow (on|to) (the )?head',
      'fell (and hit|onto|on) (his |her |their )?(head|forehead)',
      'lump on (the |his |her |their )?(head|forehead)',
      ...headsClashed,
      '(forehead|head|scalp) (lump|bump|hematoma|swelling|egg)',
      'goose egg',
      'hematoma (on|to) (the )?(forehead|head|scalp)',
      'concussion',
    ],
    complaintFieldTerms: ['head'],
    resources: [],
    adjustments: [
      {
        when: toddlerCtHeadFeatures,
        add: [need('advancedImaging', 'CT head: a PECARN intermediate or high-risk feature')],
      },
      {
        when: says('laceration', 'cut', 'gash', 'wound', 'split'),
        add: [need('simpleProcedure', 'scalp wound closure with glue or sutures')],
      },
    ],
    minor: true,
    guideline: 'PECARN head injury rule; NICE NG232 Head injury 2023',
    differential: [
      { condition: 'Minor head injury or scalp haematoma', why: 'Playing normally, no high-risk features' },
      {
        condition: 'Intracranial injury or skull fracture',
        why: 'Loss of consciousness, vomiting, not acting normally, large non-frontal haematoma',
      },
      { condition: 'Non-accidental injury', why: 'Inconsistent history, other bruises, delay' },
    ],
    workup: ['Apply PECARN; observe 4 to 6 hours instead of CT when intermediate risk'],
    immediateActions: ['Check GCS, behaviour and the scalp; head-injury advice for parents'],
  },
];
