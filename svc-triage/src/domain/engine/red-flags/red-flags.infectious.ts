import {
  childWellForOralAntibiotics,
  rashSaidToBlanch,
  stridorAtRest,
  vomiting,
  TRIPOD_POSTURE,
} from './common-phrases';
import { scoreNews2 } from '../scores/news2.score';
import { news2InputOf } from '../scores/oxygen-target';
import { scoreQsofa } from '../scores/qsofa.score';
import {
  ageYears,
  allOf,
  alteredMentalStatus,
  anyOf,
  atLeast,
  fever,
  historyOf,
  hypotension,
  lab,
  none,
  cancerInRemission,
  says,
  saysBeforeNegation,
  tachycardia,
  tachypnoea,
  takes,
  vital,
  type Matcher,
} from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const suspectedInfection: Matcher = anyOf(
  fever,
  says(
    'infection',
    'infected',
    'sepsis',
    'septic',
    'pneumonia',
    'cellulitis',
    'urinary tract infection',
    'burning (on |with |during )?urination',
    'dysuria',
    'productive cough',
    'abscess',
    'pus',
    'rigors',
    'cough*',
    'meningitis',
    'pyelonephritis',
    'cholangitis',
    'wound (infection|discharge|redness)',
  ),
  lab('wbc', (r) => (r.value ?? 0) > 12 || (r.value !== undefined && r.value < 4)),
  lab('crp', (r) => (r.value ?? 0) > 100),
);

const qsofaPositive: Matcher = (facts) => {
  const qsofa = scoreQsofa({
    respiratoryRate: facts.vitals.respiratoryRate,
    systolic: facts.vitals.systolic,
    alteredMentation: facts.mentalStatus.altered,
  });
  return qsofa.positive ? [`qSOFA ${qsofa.total}`] : null;
};

const news2AtLeast5: Matcher = (facts) => {
  if (!facts.age || facts.age.years < 16) return null;
  const news2 = scoreNews2(news2InputOf(facts));
  return news2.total >= 5 ? [`NEWS2 ${news2.total}`] : null;
};

const organDysfunction: Matcher = anyOf(
  qsofaPositive,
  news2AtLeast5,
  alteredMentalStatus,
  hypotension,
  lab('lactate', (r) => (r.value ?? 0) >= 2),
  says('mottled', 'mottling', 'cyanos*', 'not passed urine', 'non[- ]blanching'),
  // Less urine is the kidneys' hypoperfusion in sepsis, but in diarrhoea and vomiting it is the fluid lost:
  // there the dehydration's own signs decide (NICE CG84).
  allOf(says('reduced urine output'), none(vomiting), none(says('diarrh*', 'loose (watery )?stools'))),
  allOf(
    ageYears(16),
    vital(
      (v) => `HR ${v.heartRate}, RR ${v.respiratoryRate}`,
      (v) => (v.heartRate ?? 0) > 130 || (v.respiratoryRate ?? 0) >= 25,
    ),
  ),
);

const shock: Matcher = anyOf(
  hypotension,
  lab('lactate', (r) => (r.value ?? 0) >= 4),
);

/** A febrile traveller's heart or breathing fast for the age, or the pressure low: possible severe malaria. */
const travellerUnstable = anyOf(tachycardia, tachypnoea, hypotension);
/** What both forms of a fever after a malaria area share: the film now, the bloods, the fevers to think of. */
const MALARIA_FILM_NOW =
  'Malaria blood films or rapid antigen test now, repeated at 12-24 and 48 hours if negative';
const travellersFever = {
  system: 'infectious' as const,
  guideline: 'UKHSA 2023 Malaria prevention and treatment guidelines; WHO 2024 Guidelines for malaria',
  workup: ['Full blood count, platelets, bilirubin, glucose, lactate, renal function, blood cultures'],
  differential: [
    { condition: 'Plasmodium falciparum malaria', why: 'Fever within months of travel to a malaria area' },
    { condition: 'Typhoid, dengue, rickettsial infection', why: 'Other fevers of returning travellers' },
  ],
};

export const sepsisActions = [
  'Sepsis Six within 1 hour: blood cultures before antibiotics, IV broad-spectrum antibiotics, lactate, IV fluids, oxygen to target, urine output monitoring',
  'IV crystalloid 30 mL/kg if hypotensive or lactate ≥ 4 mmol/L; reassess after each bolus',
  'Senior review; look for the source',
];

/** Where falciparum malaria is common: sub-Saharan Africa above all, and Papua New Guinea. */
const malariaAreas =
  "(?:sub-saharan |west |east |central )?africa|nigeria|ghana|kenya|uganda|tanzania|malawi|mozambique|zambia|zimbabwe|cameroon|congo|sierra leone|sudan|ethiopia|mali|senegal|ivory coast|cote d'ivoire|burkina faso|guinea|liberia|angola|madagascar|benin|togo|niger|chad|gambia|burundi|rwanda|somalia|papua new guinea|a malaria(?:l|-endemic)? (?:area|region|country|zone)";
/**
 * Travel to a malaria area told: read through the phrase index, so that a case without its words is not
 * searched (the fever red flag and the malaria film's context need both ask it).
 */
export const travelledToMalariaArea = says(
  new RegExp(
    `(?:return\\w*|back|travel\\w*|trip|visit\\w*|came back|arrived|flew in|holiday\\w*|been)\\b[^.;\\n]{0,40}\\b(?:from|to|in)\\b[^.;\\n]{0,20}\\b(?:${malariaAreas})\\b`,
  ),
);

/** The floor of the mouth as the patient feels it rising: "under my tongue feels tight and full". */
const FLOOR_OF_MOUTH_FELT =
  'under (the |his |her |their |my )?tongue (feels |is |was |looks |has gone )?(tight|full|raised|swollen|hard|firm)';

export const infectiousRedFlags: RedFlagDefinition[] = [
  {
    id: 'flexor-tenosynovitis',
    name: 'Flexor tenosynovitis',
    system: 'infectious',
    esiFloor: 3,
    guideline: 'Kanavel signs; BSSH hand infection guidance',
    // Two of Kanavel's four signs in a finger or thumb: an infection in the tendon sheath, which a hand
    // surgeon washes out before the tendon dies.
    matches: allOf(
      says('finger*', 'thumb'),
      atLeast(
        2,
        says(
          'sausage',
          'fusiform',
          'whole (finger|digit|thumb) (is )?(now )?swollen',
          'swollen (whole|entire) (finger|digit|thumb)',
        ),
        says(
          'held (slightly |partly )?(bent|flexed|curled)',
          'flexed posture',
          "(can't|cannot|unable to) straighten",
        ),
        says('tender (all )?along (the )?(palm side|palmar|flexor|tendon|length)', 'flexor sheath tender*'),
        says(
          'pain (on|with) (passive )?(extension|straightening)',
          '(straightening|extending) (it|the finger|the thumb|the digit) (passively )?(causes|is|hurts|gives)',
          'passive (extension|straightening)',
        ),
      ),
    ),
    resources: [
      { resource: 'specialtyConsultation', why: 'hand surgery: washout of the tendon sheath' },
      { resource: 'parenteralMedication', why: 'IV antibiotics' },
      { resource: 'labs', why: 'blood count and CRP' },
    ],
    immediateActions: ['Elevate and splint; IV antibiotics after the hand surgeon has seen it if soon'],
    workup: ['Blood count and CRP; X-ray for a retained foreign body'],
    differential: [
      { condition: 'Flexor tenosynovitis', why: 'A swollen, bent, tender finger that hurts to straighten' },
      { condition: 'Felon, paronychia, cellulitis', why: 'Pulp, nail fold or skin infection' },
    ],
  },
  {
    id: 'septic-shock',
    name: 'Septic shock',
    system: 'infectious',
    esiFloor: 1,
    guideline: 'Surviving Sepsis Campaign 2021; NICE NG51 Sepsis 2024',
    matches: allOf(suspectedInfection, organDysfunction, shock),
    immediateActions: [
      ...sepsisActions,
      'Vasopressors [norepinephrine] if MAP < 65 mmHg after fluids; critical care referral',
    ],
    workup: [
      'Blood cultures x2, lactate, full blood count, electrolytes, renal and liver function, coagulation',
      'Urine culture, chest X-ray, imaging of the suspected source',
    ],
    differential: [{ condition: 'Septic shock', why: 'Infection with hypotension or lactate ≥ 4 mmol/L' }],
    disposition: 'Resuscitation bay; intensive care',
  },
  {
    ...travellersFever,
    id: 'fever-returned-traveller',
    name: 'Fever after travel to a malaria area, with a fast heart or breathing or a low pressure',
    esiFloor: 2,
    matches: allOf(fever, travelledToMalariaArea, travellerUnstable),
    immediateActions: [
      MALARIA_FILM_NOW,
      'Isolate until viral haemorrhagic fever is excluded when the history suggests it',
    ],
  },
  {
    ...travellersFever,
    id: 'fever-returned-traveller-stable',
    name: 'Fever after travel to a malaria area',
    // Alert with a heart rate, breathing and pressure in range: a malaria film now, with bloods and fluids,
    // two resources. Severe malaria's signs (a clouded mind, jaundice, bleeding) are high risk of their own.
    esiFloor: 3,
    resources: [
      {
        resource: 'labs',
        why: 'malaria films or antigen test now, blood count, platelets, bilirubin, glucose, lactate, renal function, cultures',
      },
      { resource: 'ivFluids', why: 'IV fluids for a febrile traveller while the films are read' },
    ],
    matches: allOf(fever, travelledToMalariaArea, none(travellerUnstable)),
    immediateActions: [MALARIA_FILM_NOW],
  },
  {
    id: 'sepsis',
    name: 'Sepsis',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'NICE NG51 Sepsis 2024; Sepsis-3 [qSOFA]',
    matches: allOf(suspectedInfection, organDysfunction),
    immediateActions: sepsisActions,
    workup: [
      'Blood cultures, lactate, full blood count, CRP, electrolytes, renal and liver function',
      'Urinalysis and urine culture, chest X-ray',
    ],
    differential: [{ condition: 'Sepsis', why: 'Suspected infection with signs of organ dysfunction' }],
  },
  {
    id: 'neutropenic-sepsis',
    name: 'Neutropenic sepsis',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'NICE CG151 Neutropenic sepsis',
    matches: allOf(
      fever,
      anyOf(
        takes('chemotherapy'),
        allOf(
          historyOf(
            'chemo*',
            'neutropeni*',
            'leuk(a)?emi*',
            'leukopeni*',
            'lymphoma',
            'bone marrow transplant',
            'stem cell transplant',
          ),
          none(cancerInRemission),
        ),
        lab('neutrophils', (r) => r.value !== undefined && r.value < 1),
      ),
    ),
    immediateActions: [
      'IV piperacillin-tazobactam [or local protocol] within 1 hour of arrival, without waiting for the neutrophil count',
      'Isolate; blood cultures first',
    ],
    workup: ['Full blood count with neutrophils, blood cultures, lactate, CRP, renal and liver function'],
    differential: [{ condition: 'Neutropenic sepsis', why: 'Fever after chemotherapy or with neutropenia' }],
  },
  {
    id: 'necrotizing-fasciitis',
    name: 'Necrotizing soft-tissue infection',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'IDSA 2014 Skin and Soft Tissue Infections; LRINEC',
    matches: allOf(
      says(
        'cellulitis',
        'skin infection',
        'infected',
        'infection',
        'abscess',
        'wound',
        'red*',
        'swelling',
        'swollen',
      ),
      anyOf(
        fever,
        says(
          'pain out of proportion',
          'crepitus',
          'rapidly spreading',
          'spreading rapidly',
          'necroti[sz]ing',
          'severe pain',
        ),
      ),
      says(
        'pain out of proportion',
        'crepitus',
        'bullae',
        'hemorrhagic blister*',
        'dusky',
        'purple (skin|discoloration|patches|patch|blotches|areas)',
        'purpura',
        'black (skin|patch)',
        'skin necrosis',
        'rapidly spreading',
        'spreading rapidly',
        'necrotizing',
        // Skin over a limb going from red to purple or black, as a carer sees it: "whole calf red to
        // purple", "the middle of it has gone black". Not a face or lips turning purple in a coughing fit.
        /\b(?:calf|leg|thigh|shin|arm|forearm|foot|hand|buttock|groin|perineum|scrotum|skin|wound|redness|middle of it|centre of it|center of it)\b(?: \w+){0,5}? (?:red (?:to|and|then|turning) |(?:has |have )?(?:turning|turned|gone|going|become|becoming) )(?:dark )?(?:purple|dusky|black|grey|gray)\b/,
      ),
      // Necrotising ("malignant") otitis externa is the ear canal's own disease: bloods, a CT of the
      // temporal bone and IV antibiotics (ESI 3 when stable), not a fasciitis for debridement.
      none(says('otitis externa', 'ear canal', 'canal (is )?(swollen|red|narrow*)', 'ear (drops|discharge)')),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock' }],
    immediateActions: [
      'Emergency surgical review for debridement',
      'IV broad-spectrum antibiotics including clindamycin',
    ],
    workup: [
      'CK, lactate, CRP, full blood count, sodium, glucose, creatinine [LRINEC]',
      'Do not delay surgery for imaging',
    ],
    differential: [
      {
        condition: 'Necrotizing fasciitis',
        why: 'Soft-tissue infection with pain out of proportion, crepitus, bullae or rapid spread',
      },
    ],
  },
  {
    id: 'epiglottitis-deep-neck',
    name: 'Epiglottitis or deep neck infection',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'ESI v4 Implementation Handbook; ENT UK guidance on epiglottitis',
    matches: allOf(
      none(says('bark*', 'croup')),
      anyOf(says('sore throat', 'throat pain', 'painful swallowing', 'odynophagia'), fever),
      // Trismus and a "hot potato" voice alone are a peritonsillar abscess's (ESI 3 while the patient
      // swallows saliva); the airway is threatened when saliva cannot be swallowed, or with stridor.
      says(
        'drooling',
        stridorAtRest,
        ...TRIPOD_POSTURE,
        'unable to swallow (saliva|spit|(his|her|their|my) own (saliva|secretions))',
        'leaning forward',
        'sitting forward',
        'neck swelling',
      ),
    ),
    escalations: [{ when: says(stridorAtRest, ...TRIPOD_POSTURE), esiFloor: 1, reason: 'airway threat' }],
    nilByMouth: true,
    // Centor/McIsaac is for a sore throat once serious illness is excluded (NICE NG84).
    setsAsideRules: ['centor-mcisaac'],
    immediateActions: [
      'Keep calm and upright; do not examine the throat with a tongue depressor',
      'Senior airway and ENT clinicians now',
    ],
    workup: ['Nasendoscopy in a controlled setting', 'Blood cultures, full blood count, CRP'],
    differential: [
      { condition: 'Epiglottitis', why: 'Sore throat with drooling, muffled voice or stridor' },
      {
        condition: 'Peritonsillar or retropharyngeal abscess',
        why: 'Deep neck space infections present similarly',
      },
    ],
  },
  {
    id: 'peritonsillar-abscess',
    name: 'Peritonsillar abscess',
    system: 'infectious',
    esiFloor: 3,
    guideline: 'NICE NG84 Sore throat; ENT UK',
    // Aspirated or drained by ENT, with IV antibiotics (ENT UK): two resources while the airway is patent.
    resources: [
      { resource: 'specialtyConsultation', why: 'ENT for aspiration or incision and drainage' },
      { resource: 'parenteralMedication', why: 'IV antibiotics for a peritonsillar abscess' },
    ],
    matches: allOf(
      says('sore throat', 'throat pain'),
      anyOf(
        says(
          'trismus',
          'unable to open (mouth|jaw)',
          // "Hard to open her mouth fully", "struggles to open his mouth".
          "(hard|difficult|difficulty|struggl*|can't|cannot|unable) (to )?open(ing)? (her |his |their |my |the )?(mouth|jaw)",
          'uvula (deviat*|pushed)',
          'muffled voice',
          'voice (is |sounds |sounding |has gone |gone )?(muffled|thick|hot potato)',
          'hot potato voice',
          '(one|single)[- ]sided (throat |tonsil )?swelling',
          'unilateral (throat |tonsil(lar)? )?swelling',
          'quinsy',
        ),
        // A sore throat gone to one side ("much worse on the left"), unless the voice and the opening of
        // the mouth are said to be normal: a tonsillitis worse on one side.
        allOf(
          says('(much |a lot |far )?worse on (the )?(left|right)( side)?'),
          none(
            anyOf(
              says(
                'voice (sounds |is |seems )?(normal|fine|ok|okay|unchanged|clear)',
                '(can|able to) open (her |his |their |my |the )?mouth (fine|fully|normally|wide|ok|okay|without (difficulty|problem))',
                'opens (her |his |their |my |the )?mouth (fine|fully|normally|wide)',
              ),
              saysBeforeNegation('no trismus'),
            ),
          ),
        ),
      ),
    ),
    immediateActions: ['Analgesia, IV fluids if unable to swallow'],
    workup: ['ENT review for aspiration or incision and drainage'],
    differential: [
      {
        condition: 'Peritonsillar abscess [quinsy]',
        why: 'Sore throat with trismus, muffled voice or uvular deviation',
      },
    ],
  },
  {
    id: 'ludwig-angina',
    name: "Ludwig's angina",
    system: 'infectious',
    esiFloor: 2,
    guideline: 'Difficult Airway Society guidance; IDSA 2014 SSTI',
    matches: allOf(
      says(
        'dental',
        'tooth',
        'teeth',
        'toothache',
        'jaw',
        'submandibular',
        'floor of (the )?mouth',
        'under (the )?(tongue|chin)',
      ),
      says(
        'neck swelling',
        'swelling (of|in|under) (the )?(neck|jaw|chin|floor of (the )?mouth)',
        'swollen (neck|jaw|floor of (the )?mouth)',
        'brawny',
        // "Both sides under her jaw are swollen and firm", "the floor of her mouth is raised".
        '(under|below|beneath) (the |his |her |their |my )?(jaw|chin) (is |are |was |were )?(swollen|swelling|firm|hard)',
        // "It's swollen right under my chin", "under my tongue feels tight and full".
        'swollen (right |just )?(under|below|beneath) (the |his |her |their |my )?(jaw|chin)',
        FLOOR_OF_MOUTH_FELT,
        'floor of (the |his |her |their |my )?mouth (is |was )?(\\w+ )?(raised|swollen|elevated|firm|hard)',
        // The swelling of a tooth's infection moving into the neck: "now spreading down into upper neck".
        /\bswelling\b[^.;]{0,40}?\b(?:spread\w*|extend\w*|track\w*|going|moving) (?:down )?(?:in)?to (?:the |his |her |their |my )?(?:upper |lower |front of the )?neck\b/,
      ),
      anyOf(
        says(
          'unable to swallow',
          'difficult(y)? (to )?swallow*',
          'drooling',
          'difficulty breathing',
          stridorAtRest,
          'raised tongue',
          FLOOR_OF_MOUTH_FELT,
          'tongue (raised|elevated|pushed)',
          'muffled voice',
          'voice (is |sounds |now )?muffled',
        ),
        // A fever or trismus makes it Ludwig's only with the spaces it spreads into: both sides, under
        // the chin, the floor of the mouth. One swollen jaw with a fever is a dental abscess spreading.
        allOf(
          anyOf(fever, says('trismus', 'can only open (my |his |her |their )?mouth')),
          says(
            'both sides',
            'bilateral*',
            'submandibular',
            'under (the |his |her |their |my )?(chin|tongue)',
            'floor of (the |his |her |their |my )?mouth (is |was )?(\\w+ )?(raised|swollen|elevated|firm|hard|tense)',
          ),
        ),
      ),
    ),
    escalations: [
      { when: says(stridorAtRest, 'difficulty breathing'), esiFloor: 1, reason: 'airway threat' },
    ],
    nilByMouth: true,
    setsAsideRules: ['centor-mcisaac'],
    immediateActions: [
      'Airway assessment by a senior anesthetist/ENT; prepare for a difficult airway',
      'IV antibiotics',
    ],
    workup: ['CT neck with contrast when the airway is secure'],
    differential: [
      { condition: "Ludwig's angina", why: 'Dental infection with floor-of-mouth or neck swelling' },
    ],
  },
  {
    id: 'pyelonephritis',
    name: 'Pyelonephritis',
    system: 'infectious',
    esiFloor: 3,
    guideline: 'NICE NG111 Pyelonephritis [acute]; IDSA',
    resources: [
      { resource: 'labs', why: 'blood count, renal function, urine and blood cultures' },
      { resource: 'parenteralMedication', why: 'IV antibiotics' },
    ],
    matches: allOf(
      says(
        'dysuria',
        'burning (on |with |during |when )?(urination|urinating|passing urine|peeing)',
        'urinary frequency',
        'frequency',
        'urinary tract infection',
        'cloudy urine',
        'smelly urine',
        'hematuria',
      ),
      anyOf(says('flank pain', 'loin pain', 'back pain', 'costovertebral angle tenderness', 'rigors'), fever),
      // A well child past three months is treated with oral antibiotics after a urine culture.
      none(childWellForOralAntibiotics),
    ),
    immediateActions: ['Analgesia, antipyretic; antibiotics after urine culture'],
    workup: [
      'Urinalysis and urine culture',
      'Full blood count, CRP, renal function; pregnancy test in women of childbearing age',
    ],
    differential: [
      { condition: 'Pyelonephritis', why: 'Urinary symptoms with flank pain or fever' },
      { condition: 'Obstructed infected kidney', why: 'Needs urgent decompression if obstructed' },
    ],
  },
  {
    id: 'septic-arthritis',
    name: 'Septic arthritis',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'BSR/BHPR 2006 Management of the hot swollen joint',
    // A hot swollen joint or a limp with fever is septic until aspirated, and a stable patient gets that
    // work-up (bloods, imaging, aspiration: ESI 3). It is high risk when the patient is systemically
    // unwell (a heart rate over the age band, a fever of 39 or more, rigors, an unwell or floppy child),
    // immunosuppressed, or the joint is a prosthesis.
    matches: allOf(
      says(
        'hot (swollen )?joint',
        'swollen (hot |red )?(knee|joint|hip|ankle|elbow|wrist|shoulder)',
        'red (swollen )?joint',
        'joint swelling',
        '(knee|joint|hip|ankle|elbow|wrist|shoulder) (is )?(hot|red|swollen)( and (hot|red|swollen))?',
        'joint pain',
        'refus* to (walk|bear weight|weight bear|put weight)',
        'limp*',
        'non[- ]weight[- ]bearing',
      ),
      fever,
      anyOf(
        tachycardia,
        vital(
          (v) => `Temp ${v.temperatureC} C`,
          (v) => (v.temperatureC ?? 0) >= 39,
        ),
        says(
          'unwell',
          'toxic',
          'letharg*',
          'floppy',
          'rigors',
          'looks ill',
          'very sick',
          'prosthetic',
          '(joint|hip|knee|shoulder|elbow) replacement',
          'arthroplasty',
        ),
        takes('immunosuppressant', 'chemotherapy'),
      ),
    ),
    immediateActions: ['Joint aspiration before antibiotics if it will not delay them; orthopedic review'],
    workup: ['Synovial fluid Gram stain, culture, crystals', 'Blood cultures, full blood count, CRP'],
    differential: [
      { condition: 'Septic arthritis', why: 'Hot swollen joint with fever' },
      { condition: 'Gout or pseudogout', why: 'Crystal arthritis mimics' },
    ],
  },
  {
    id: 'meningococcal-disease',
    name: 'Non-blanching rash / meningococcal disease',
    system: 'infectious',
    esiFloor: 2,
    guideline: 'NICE NG240 Meningitis [bacterial] and meningococcal disease 2024',
    matches: allOf(
      says('non[- ]blanching', 'petechia*', 'purpur*', "rash (that )?(does not|doesn't) (fade|blanch)"),
      anyOf(fever, alteredMentalStatus, ageYears(0, 16)),
      none(rashSaidToBlanch),
    ),
    escalations: [{ when: hypotension, esiFloor: 1, reason: 'shock' }],
    immediateActions: [
      'IV or IM ceftriaxone immediately',
      'Blood cultures; do not delay antibiotics for lumbar puncture',
    ],
    workup: ['Blood cultures, meningococcal PCR, full blood count, coagulation, lactate'],
    differential: [
      { condition: 'Meningococcal septicemia', why: 'Non-blanching rash in an unwell or febrile patient' },
    ],
  },
];
