import {
  ageYears,
  alteredMentalStatus,
  allOf,
  anyOf,
  fever,
  historyOf,
  none,
  says,
  saysBeforeNegation,
  tachycardia,
  takes,
  saturationBelowTarget,
} from '../red-flags/matchers';
import { globusFeeling } from '../red-flags/common-phrases';
import { boneInThroatNeeds, need } from './common-needs';
import type { ComplaintDefinition } from './complaint.types';

/** "The" or a possessive, then an optional side: "the left", "his right", "my". */
/** A blow to the mouth or a fall onto it. */
const injuryToTheMouth = says(
  'hit',
  'punch*',
  'fell',
  'fall',
  'knocked',
  'kicked',
  'trauma',
  'injur*',
  'accident',
  'collision',
  'assault*',
  'elbow*',
  'ball',
);
const whose = '(the |my |his |her |their |a )?(left |right |both |l |r )?';

const mastoiditisSpreading = says(
  'neck stiffness',
  'stiff neck',
  'facial (weakness|palsy|droop)',
  'severe headache',
  'vomit*',
  'lethargic',
  'drowsy',
  'toxic',
  'ill[- ]appearing',
  'looks (very )?unwell',
);

/** Signs of acute mastoiditis: swelling or redness behind the ear, the ear pushed forward. */
const mastoiditisSigns = says(
  'mastoiditis',
  '(swelling|redness|tenderness|lump) behind (the |his |her |my )?(left |right )?ear',
  '(red |swollen |tender |hot )+(lump|swelling) behind (\\w+ )?(left |right )?ear',
  'ear (sticks|sticking) out',
  'behind (the |his |her |my )?(left |right )?ear (is )?(swollen|red|tender)',
  'ear (is )?(pushed|sticking) (forward|out)',
  'protruding ear',
  'postauricular (swelling|tenderness|redness)',
  'mastoid (swelling|tenderness)',
);

/** A child or adult who cannot keep fluids down because of the throat or mouth. */
/** Tablets that will not go down are the oral route's problem, not dehydration: "can't swallow his tablets". */
const NOT_A_TABLET =
  '(?! (?:his |her |their |my |the |any |its )?(?:oral )?(?:tablets?|pills?|capsules?|medicines?|medication|antibiotics?|penicillin))';
const notDrinking = anyOf(
  says(
    'unable to tolerate oral fluids',
    'poor feeding',
    'poor (oral )?(intake|fluid intake)',
    '(barely|hardly|not) (able to )?(swallow|drink|take|keep down) (any )?(fluids|drinks|liquids|water)',
    "(can't|cannot|unable to) keep fluids down",
    'refusing (to drink|fluids|feeds)',
    'dehydrat*',
    'no wet diapers',
    'reduced urine output',
  ),
  // "Can't swallow" may be said of the pain, by a patient seen swallowing her spit or drinking.
  allOf(
    says(new RegExp(`\\b(?:unable to|can't|cannot) (?:swallow|drink)\\b${NOT_A_TABLET}`)),
    none(
      says(
        'swallowing (her|his|my|their) (own )?(spit|saliva|secretions)',
        '(drinking|sipping|swallowing fluids) (ok|okay|fine|well|normally)',
        'managing (fluids|drinks|sips|to drink)',
        'tolerating (oral )?(fluids|drinks|sips)',
      ),
    ),
  ),
);

/** Heavy or posterior epistaxis: blood down the throat, both nostrils, not stopping with pressure. */
const heavyEpistaxis = says(
  'posterior',
  'heavy',
  'profuse',
  // Bleeding from both sides; "breathing through both nostrils" is a finding of a patent nose.
  '(from|out of) both nostrils',
  'both nostrils (are |were )?(bleeding|bled|running)',
  // Not "very little blood going down his throat".
  /(?<!\b(?:very little|only a little|a little|a bit|a small amount|not much|hardly any|minimal)(?: of)?(?: blood)?(?: is| was)?(?: going| running| trickling| dripping)? )down (?:the|his|her|my) throat/,
  'swallowing blood',
  'vomiting blood',
  'despite pressure',
  'for (over |more than )?(an hour|[1-9] hours|30 minutes|45 minutes)',
);

/** A nosebleed that has stopped and stayed stopped: "stopped twice, then started again" has not. */
const nosebleedStopped = allOf(
  says('stopped', 'settled', 'resolved', 'now dry', 'controlled', 'no longer bleeding'),
  none(
    says(
      'start(s|ed)? (up )?again',
      '(bleeding|bleeds|bled) again',
      'keeps? (coming back|starting|restarting|recurring|bleeding)',
      'recurr*',
      're-?bleed*',
      're-?bled',
      'restart*',
      'still bleeding',
    ),
  ),
);

/**
 * A removal that failed in a clinician's hands, not a parent's try at home (which the emergency
 * department's first attempt follows): "failed removal in the GP surgery", not "failed attempt by mum".
 */
const FAILED_REMOVAL_BY_A_CLINICIAN =
  /\bfailed (?:removal|attempts?)\b(?![^.;]{0,25}\b(?:at home|by (?:mum|mom|dad|mother|father|(?:a |the |his |her )?parents?|himself|herself|the patient|family))\b)/;

export const entComplaints: ComplaintDefinition[] = [
  // ——— ENT: ears ———
  {
    id: 'earache',
    name: 'Earache',
    group: 'ent-ears',
    terms: [
      'earache*',
      'ear ache*',
      'ear ach',
      'ear pain',
      'ear pains',
      'ears? hurt*',
      'sore ears?',
      `pain in ${whose}ears?`,
      `${whose}ear (is )?(sore|painful|hurting)`,
      'painful ears?',
      'otalgia',
      'otitis (media|externa)',
      'otitis',
      'ear infection*',
      'infected ear',
      "swimmer's ear",
      'swimmers ear',
      'pulling (at|on) (his|her|their|the) ears?',
      'tugging (at|on) (his|her|their|the) ears?',
      'mastoiditis',
    ],
    complaintFieldTerms: ['ear problem', 'ear', 'ears'],
    // Acute otitis media and externa are diagnosed by otoscopy and treated with oral analgesia (NICE NG91).
    resources: [],
    adjustments: [
      {
        when: says(
          'fluctuant',
          'tense',
          'haematoma',
          'hematoma',
          'loss of contours',
          'cauliflower',
          'pinna (is )?swollen',
          'swollen (pinna|ear lobe|earlobe)',
        ),
        add: [need('simpleProcedure', 'aspiration or incision of an auricular haematoma')],
      },

      {
        when: mastoiditisSigns,
        add: [
          need('labs', 'blood count, CRP and blood cultures'),
          need('advancedImaging', 'CT temporal bones for mastoiditis and its complications'),
          need('parenteralMedication', 'IV antibiotics'),
        ],
      },
      {
        // A canal swollen shut keeps the drops out: it is cleaned and a wick put in (AAO-HNSF 2014 Acute
        // Otitis Externa; NICE CKS: refer for a wick or microsuction when the canal is occluded).
        when: says(
          /\b(?:ear )?canal (?:is |has |now |almost |nearly |completely |totally |been )*(?:swollen|closed|closing|narrowed|occluded|blocked) (?:up )?(?:shut|closed|up|over|off|with swelling)\b/,
          /\b(?:ear )?canal (?:is |now )?(?:too )?(?:swollen|narrow|occluded)(?: \w+){0,3} (?:for|to take) (?:the )?drops\b/,
          /\bdrops (?:cannot|can'?t|unable to|won'?t|are not|aren'?t|not) (?:get|getting|go|going) in\b/,
          'occluded (ear )?canal',
          '(wick|pope wick) (insertion|inserted|in)',
          'aural toilet and (a )?(pope )?wick',
        ),
        add: [need('simpleProcedure', 'aural toilet and an ear wick for a canal swollen shut [ENT]')],
      },
      {
        // Necrotising [malignant] otitis externa: otitis externa in an older diabetic or immunocompromised patient.
        when: allOf(
          says(
            'otitis externa',
            'ear canal',
            'discharg*',
            'granulation',
            // In the patient's words: "leaking smelly yellow stuff", "two lots of ear drops".
            'leak*',
            'ooz*',
            'weep*',
            'pus',
            'ear drops',
          ),
          anyOf(
            historyOf('diabet*', 'immunocompromis*', 'immunosuppress*'),
            takes('immunosuppressant', 'chemotherapy'),
          ),
          ageYears(50),
        ),
        add: [
          need('labs', 'glucose, CRP and ESR for necrotising otitis externa'),
          need('advancedImaging', 'CT temporal bones'),
        ],
      },
    ],
    highRisk: [
      {
        // A well child with mastoiditis needs antibiotics, bloods and ENT (decision point C); signs of
        // spread inside the skull make it high risk.
        when: allOf(mastoiditisSigns, anyOf(alteredMentalStatus, mastoiditisSpreading)),
        reason: 'Acute mastoiditis: risk of intracranial abscess, venous sinus thrombosis and meningitis',
        source: 'NICE NG91 Otitis media [acute]: refer immediately if mastoiditis is suspected',
      },
    ],
    minor: true,
    guideline: 'NICE NG91 Otitis media [acute]; AAO-HNSF 2014 Acute Otitis Externa',
    differential: [
      { condition: 'Acute otitis media or otitis externa', why: 'The commonest causes of earache' },
      { condition: 'Referred pain: teeth, TMJ, throat', why: 'A normal ear with pain points elsewhere' },
      {
        condition: 'Mastoiditis, necrotising otitis externa',
        why: 'Swelling behind the ear; diabetic or older',
      },
    ],
    workup: ['Otoscopy; look and press behind the ear', 'No tests for uncomplicated otitis'],
    immediateActions: ['Oral analgesia; antibiotics only by NICE NG91 criteria'],
  },
  {
    id: 'foreign-body-ear',
    name: 'Foreign body, ear',
    group: 'ent-ears',
    terms: [
      `foreign body (in |into |inside |to )?${whose}ears?`,
      'ear foreign body',
      'foreign body ear',
      `(bead|beads|insect|bug|fly|cockroach|moth|spider|cotton bud|cotton wool|q-tip|earring back|stone|pebble|toy|crayon|seed|paper|tissue|rubber|eraser|earbud|ear bud|something) (is )?(stuck |lodged )?(in|inside) ${whose}ears?`,
      `(put|pushed|inserted|stuck|poked) (a |an |some |the )?(\\w+ ){0,2}\\w+ (in|into|up) ${whose}ears?`,
      // "Bead pushed into ear", as a complaint field says it.
      `(bead|beads|insect|bug|stone|pebble|toy|crayon|seed|sweet|peanut|nut|button|something) (was |got |has been )?(put|pushed|inserted|stuck|poked|lodged) (in|into|up|inside) ${whose}ears?`,
      `something (stuck )?(in|inside) ${whose}ears?`,
      `stuck in ${whose}ears?`,
      `(insect|bug) (flew|crawled|went) (in|into) ${whose}ears?`,
    ],
    resources: [need('simpleProcedure', 'removal under direct vision, irrigation or suction')],
    adjustments: [
      {
        when: says(
          'uncooperative',
          'unable to remove',
          FAILED_REMOVAL_BY_A_CLINICIAN,
          'deeply (lodged|impacted)',
          'impacted',
        ),
        add: [need('specialtyConsultation', 'ENT for microscope removal')],
      },
    ],
    minor: true,
    differential: [
      {
        condition: 'Ear canal foreign body',
        why: 'Beads, cotton, insects; a button battery is an emergency',
      },
    ],
    workup: ['Otoscopy of both ears and both nostrils in a child'],
    immediateActions: [
      'Drown a live insect with oil before removal; no irrigation for a battery or vegetable matter',
    ],
  },
  {
    id: 'hearing-loss',
    name: 'Loss of hearing',
    group: 'ent-ears',
    terms: [
      'hearing loss',
      'loss of hearing',
      'lost (the |my |his |her )?hearing',
      '(decreased|reduced|muffled|diminished|poor|impaired) hearing',
      "(can't|cannot|unable to) hear",
      'sudden deafness',
      'deafness',
      `${whose}ears? (feels? |is |are )?((full|blocked) and )?(full|blocked|plugged|clogged|muffled)`,
      `blocked ${whose}ears?`,
      'ear wax',
      'earwax',
      'wax (build ?up|impaction|in (the |my |his |her )?ears?)',
      // "Hard brown wax blocking the R canal", as the otoscope shows it.
      'wax (blocking|occluding|filling|impacted in) (the |his |her |my |their )?((left|right) )?(ear )?canal',
      'cerumen',
      'impacted wax',
    ],
    complaintFieldTerms: ['deaf', 'hearing', 'hard of hearing'],
    resources: [],
    adjustments: [
      {
        // Sudden sensorineural hearing loss needs ENT within 24 hours and steroids within 2 weeks.
        when: allOf(
          says(
            'sudden*',
            'overnight',
            // "Woke yesterday with the left ear muffled".
            'woke (up )?(yesterday |this morning |today |last night )?(with|deaf)',
            'since this morning',
            'since yesterday',
          ),
          none(says('wax', 'cerumen', 'cold', 'congest*', 'blocked nose', 'otitis', 'infection')),
        ),
        add: [
          need('specialtyConsultation', 'urgent ENT and audiometry for sudden sensorineural hearing loss'),
        ],
      },
      {
        // Wax that softening drops have not cleared, or that the GP no longer syringes, is irrigated or
        // suctioned: a simple procedure (NICE CKS Earwax). Wax met for the first time is given drops.
        when: anyOf(
          // "Olive oil drops 1/52 no help" says by denying; plain "drops" only where wax is named.
          saysBeforeNegation(
            /\b(?:olive oil|sodium bicarbonate|wax(?: softening)? drops|cerumol|otex|earex)\b[^.;]{0,30}?\b(?:no help|not help\w*|(?:did|does|has|have)(?:n'?t| not) (?:help|work|clear|shift)\w*)/,
          ),
          allOf(
            says('wax', 'cerumen'),
            saysBeforeNegation(
              /\bdrops\b[^.;]{0,30}?\b(?:no help|not help\w*|(?:did|does|has|have)(?:n'?t| not) (?:help|work|clear|shift)\w*)/,
            ),
          ),
          says(
            /\b(?:used|tried|using) (?:the )?(?:olive oil|sodium bicarbonate|wax(?: softening)?)(?: drops)? for (?:\d+|a|one|two|three|several) (?:days?|weeks?)\b/,
            /\b(?:stopped|no longer) (?:doing )?(?:ear )?(?:syringing|irrigation|microsuction)\b/,
            /\b(?:needs?|wants?|asking for|requesting) (?:ear )?(?:syringing|irrigation|microsuction)\b/,
          ),
        ),
        add: [need('simpleProcedure', 'ear irrigation or microsuction for wax that drops have not cleared')],
      },
    ],
    minor: true,
    guideline: 'AAO-HNSF 2019 Clinical Practice Guideline: Sudden Hearing Loss; NICE CKS Earwax',
    differential: [
      { condition: 'Wax, otitis media with effusion, eustachian tube dysfunction', why: 'Conductive causes' },
      { condition: 'Sudden sensorineural hearing loss', why: 'Sudden loss with a normal ear canal and drum' },
      { condition: 'Stroke [AICA territory]', why: 'With vertigo, ataxia or other neurological signs' },
    ],
    workup: ['Otoscopy; Weber and Rinne tuning fork tests', 'Audiometry via ENT if sudden and sensorineural'],
    immediateActions: ['Distinguish conductive from sensorineural loss at the bedside'],
  },
  {
    id: 'tinnitus',
    name: 'Tinnitus',
    group: 'ent-ears',
    terms: [
      'tinnitus',
      'tinitus',
      'tinnitis',
      `ringing (in|of) ${whose}ears?`,
      `${whose}ears? (are |is )?ringing`,
      `(buzzing|humming|whooshing|hissing|roaring|pulsing) (sound )?(in|of) ${whose}ears?`,
      'pulsatile tinnitus',
    ],
    resources: [],
    adjustments: [
      {
        when: says('aspirin', 'salicylate*', 'overdose', 'too many (tablets|pills)'),
        add: [need('labs', 'salicylate level, blood gas and electrolytes')],
      },
    ],
    minor: true,
    guideline: 'NICE NG155 Tinnitus: assessment and management',
    differential: [
      { condition: 'Noise exposure, presbycusis, wax, ototoxic drugs', why: 'Common causes' },
      { condition: 'Salicylate toxicity', why: 'Tinnitus after aspirin ingestion' },
      { condition: 'Vascular cause', why: 'Pulsatile tinnitus needs imaging referral' },
    ],
    workup: ['Otoscopy and hearing check', 'Salicylate level if aspirin was taken'],
    immediateActions: ['Ask about drugs, noise, vertigo and hearing loss'],
  },
  {
    id: 'ear-discharge',
    name: 'Discharge from ear',
    group: 'ent-ears',
    terms: [
      'ear discharge',
      `discharge (from|in|out of) ${whose}ears?`,
      'otorrhea',
      'otorrhoea',
      `${whose}ears? (is |are )?(discharging|draining|leaking|weeping|oozing|running)`,
      'discharging ears?',
      'draining ears?',
      'runny ears?',
      'weeping ears?',
      `(pus|fluid|liquid|gunk|goo|blood) (coming )?(from|out of|in) ${whose}ears?`,
      'bleeding from (the |his |her |my )?(left |right )?ears?',
    ],
    resources: [],
    adjustments: [
      {
        when: says('clear fluid', 'csf', 'head injury', 'hit (his|her|their) head', 'skull'),
        add: [need('advancedImaging', 'CT head for a base of skull fracture with CSF otorrhoea')],
      },
      {
        when: anyOf(mastoiditisSigns, allOf(fever, ageYears(0, 0.25))),
        add: [need('labs', 'blood count, CRP, cultures'), need('parenteralMedication', 'IV antibiotics')],
      },
    ],
    minor: true,
    guideline: 'NICE NG91 Otitis media [acute]; AAO-HNSF 2014 Acute Otitis Externa',
    differential: [
      {
        condition: 'Otitis externa, otitis media with perforation',
        why: 'Common causes of a discharging ear',
      },
      { condition: 'Cholesteatoma', why: 'Chronic foul-smelling discharge' },
      { condition: 'CSF otorrhoea', why: 'Clear fluid after head injury: base of skull fracture' },
    ],
    workup: [
      'Otoscopy; swab for culture if chronic or recurrent',
      'CT head if clear fluid after head injury',
    ],
    immediateActions: ['Keep the ear dry; oral analgesia'],
  },
  {
    id: 'ear-injury',
    name: 'Ear injury',
    group: 'ent-ears',
    terms: [
      'ear (injury|trauma|laceration)',
      `(injury|trauma|laceration|cut|blow) (to|of|on) ${whose}ears?`,
      'injured (his |her |my |the )?(left |right )?ears?',
      '(auricular|pinna|ear) (hematoma|haematoma)',
      'cauliflower ear',
      '(perforated|ruptured|burst|torn) (ear ?drum|eardrum|tympanic membrane)',
      '(ear ?drum|eardrum|tympanic membrane) (perforation|rupture)',
      '(torn|split|ripped) (ear ?lobe|earlobe)',
      '(ear ?lobe|earlobe) (tear|laceration|split|torn)',
      'earring (torn|ripped|pulled) (out|through)',
      'ear (was )?bitten',
      'slap* (on|to) (the|his|her|my) ears?',
    ],
    resources: [need('simpleProcedure', 'laceration repair or drainage of an auricular haematoma')],
    adjustments: [
      {
        when: allOf(
          says('perforat*', 'ruptured', 'burst', 'tympanic membrane', 'ear ?drum', 'eardrum', 'slap*'),
          none(
            says(
              'laceration',
              'cut',
              'hematoma',
              'haematoma',
              'cauliflower',
              'torn (ear ?lobe|earlobe)',
              'bitten',
            ),
          ),
        ),
        remove: ['simpleProcedure'],
        why: 'a traumatic eardrum perforation heals by itself: keep dry and review',
      },
      {
        when: says('cartilage', 'avulsi*', 'missing', 'amputat*', 'bitten off', 'large'),
        add: [need('specialtyConsultation', 'ENT or plastic surgery for a complex pinna injury')],
      },
    ],
    minor: true,
    differential: [
      { condition: 'Pinna laceration or auricular haematoma', why: 'Blunt or sharp injury to the ear' },
      { condition: 'Traumatic eardrum perforation', why: 'Slap, blast, cotton bud or barotrauma' },
    ],
    workup: ['Otoscopy; check hearing and facial nerve', 'Look for head injury'],
    immediateActions: ['Drain a haematoma within 24 hours and apply a pressure dressing'],
  },

  // ——— ENT: mouth, throat, neck ———
  {
    id: 'dental-problem',
    name: 'Dental / gum problem',
    group: 'ent-mouth-throat-neck',
    terms: [
      'tooth ?ache',
      'toothache',
      'toothach',
      'tootache',
      'toothace',
      'tooth (pain|ache|abscess|infection|problem|injury|fracture)',
      'teeth (pain|ache|problem)',
      'dental (pain|abscess|problem|infection|caries|injury|trauma|emergency|swelling|bleeding)',
      '(pain|abscess) in (a |the |my |his |her )?(back )?(tooth|teeth|molar|gum)',
      '(abscessed|infected|broken|chipped|cracked|fractured|loose|wobbly|rotten|decayed|impacted|wisdom) (back |front |bottom |top |lower |upper |wisdom )?(tooth|teeth|molar)',
      '(tooth|teeth) (knocked|fell|came) out',
      'knocked out (a |his |her |my |the |two |front )*(tooth|teeth)',
      'avulsed (tooth|teeth)',
      '(tooth|dental) avulsion',
      'gum (pain|swelling|abscess|infection|bleeding|boil|problem)',
      '(swollen|sore|bleeding|painful) gums?',
      'gums? (are |is )?(bleeding|swollen|sore)',
      'dry socket',
      '(post|after) (a )?(tooth |dental )?extraction',
      'bleeding (after|from) (a |the )?(tooth|dental) (extraction|removal)',
      'bleeding (tooth )?socket',
      'pericoronitis',
      'gingivitis',
      'odontalgia',
      'wisdom tooth',
      'wisdom teeth',
      'dental abscess',
      'dentalgia',
      '(abscess|swelling|boil|lump|ulcer) (on|in|of) (the |my |his |her )?(gum|gums|tooth|teeth)',
      '(lost|lost a|lost my|lost his|lost her) (\\w+ )?(filling|crown|cap|veneer)',
      '(filling|crown|cap|veneer) (has )?(fell|fallen|came|come|dropped) (out|off)',
      '(broken|cracked|loose|lost) (filling|crown|denture|dentures|bridge|brace|braces)',
      'sensitive (tooth|teeth)',
    ],
    complaintFieldTerms: [
      'dental',
      'tooth',
      'teeth',
      'molar',
      'gum',
      'gums',
      'filling',
      'crown',
      'denture',
      'dentures',
    ],
    // A toothache without swelling is analgesia and dental referral: nothing the ED counts.
    resources: [],
    adjustments: [
      {
        when: says(
          'fluctuant',
          'full of pus',
          'pus',
          'pointing',
          '(soft|big) (bump|lump) on (the |my |his |her )?gum',
        ),
        add: [need('simpleProcedure', 'incision and drainage of a dental abscess')],
      },
      {
        when: says('dry socket', 'alveolar osteitis', 'empty(-looking)? socket'),
        add: [need('simpleProcedure', 'dental block, socket irrigation and dressing')],
      },
      {
        // A socket that keeps oozing after an extraction, despite biting on gauze: packed and sutured. "Clot
        // not forming" is read before negation, which would set aside what follows it.
        when: allOf(
          says('socket', 'extract*', 'tooth (out|removed|pulled)', 'teeth (out|removed|pulled)'),
          says('ooz*', 'bleed*', 'bled'),
          anyOf(
            says('despite', 'still', 'keeps?', 'persistent', 'steady', 'ongoing', 'continu*'),
            saysBeforeNegation('not (stopp|clott|form)\\w*', "won'?t stop", 'will not stop'),
          ),
        ),
        add: [need('simpleProcedure', 'socket packing and suture for a bleed after an extraction')],
      },
      {
        // A tooth broken by a blow: pulp exposure and the fragment need the dentist now (IADT 2020). A tooth that
        // has crumbled with decay, or broken with days of toothache and no blow, is the dentist's in the days
        // to come.
        when: allOf(
          ageYears(6),
          none(
            allOf(
              says('caries', 'decay*', 'rotten', 'cavity', 'cavities', 'tooth ?ache', 'toothache'),
              none(injuryToTheMouth),
            ),
          ),
          says(
            'pulp',
            'pink dot',
            'nerve (is )?(showing|exposed)',
            'fractured (tooth|incisor|molar|crown)',
            'broken (front )?tooth',
            'cracked (front )?tooth',
          ),
        ),
        add: [need('specialtyConsultation', 'dental or maxillofacial review of a fractured permanent tooth')],
      },
      {
        when: says(
          'malocclusion',
          "teeth (don't|do not|won't) (meet|fit|line up)",
          'bite (is |feels )?(off|wrong)',
          'step in (the |his |her )?(lower |upper )?(teeth|jaw)',
          'numb (lower )?lip',
          'jaw fracture',
          'fractured (jaw|mandible)',
        ),
        add: [
          need('xray', 'OPG or facial imaging for a mandibular fracture'),
          need('specialtyConsultation', 'maxillofacial surgery'),
          need('parenteralMedication', 'IV antibiotics for an open fracture'),
        ],
      },

      {
        when: says(
          'facial swelling',
          'swollen (face|cheek|jaw)',
          '(face|cheek|jaw) (is )?swollen',
          '(face|cheek|jaw) (is )?(swelling|puffing) up',
          '(face|cheek|jaw) (has )?(swelled|puffed)( up)?',
          '(eye|eyelid) (is )?(going|gone|getting) (puffy|swollen)',
          'swelling (of|in|to) (the |his |her |my )?(face|cheek|jaw)',
          'cellulitis',
          'spreading',
        ),
        add: [
          need('parenteralMedication', 'IV antibiotics for facial cellulitis of dental origin'),
          need('labs', 'blood count, CRP and glucose'),
        ],
      },
      {
        when: allOf(
          ageYears(6),
          says(
            'knocked out',
            'avulsed',
            'avulsion',
            // "His front tooth came clean out", "popped right out".
            '(tooth|teeth) (fell|came|come|popped|fallen) (clean |right |straight |completely )?out',
            'completely out',
          ),
        ),
        // Replanted and splinted at once, in the department or by the on-call dentist: one resource; the
        // dental review after is arranged outside the visit (IADT 2020 avulsion guideline).
        add: [need('simpleProcedure', 'replant and splint the permanent tooth; dental review arranged')],
      },
      {
        when: allOf(
          says('bleeding (after|from)', 'bleeding (tooth )?socket', "(won't|will not) stop bleeding"),
          // "The bleeding from the gum has stopped": nothing left to pack.
          // "Small ooze from the socket; stopped after biting on gauze for 15 min".
          none(
            says(
              'bleeding (\\w+ ){0,4}(has |had )?(now )?(stopped|settled|eased)',
              'stopped bleeding',
              /\b(?:stopped|settled|controlled) (?:after|with|by|when) (?:\w+ ){0,2}(?:biting|pressure|gauze|a pack)\b/,
            ),
          ),
        ),
        add: [need('simpleProcedure', 'socket packing or suture for post-extraction bleeding')],
      },
    ],
    minor: true,
    guideline:
      'IADT 2020 Guidelines for the Management of Traumatic Dental Injuries; SDCEP Drug Prescribing for Dentistry',
    differential: [
      {
        condition: 'Pulpitis, dental abscess, pericoronitis, dry socket',
        why: 'Common dental causes of pain',
      },
      {
        condition: 'Spreading odontogenic infection',
        why: 'Facial swelling, trismus, floor-of-mouth swelling',
      },
      {
        condition: 'Cardiac pain referred to the jaw',
        why: 'Exertional jaw or tooth pain in an older patient',
      },
    ],
    workup: ['Examine the teeth, gums, floor of mouth and neck', 'No tests for simple toothache'],
    immediateActions: [
      'Oral analgesia; dental follow-up',
      'Avulsed permanent tooth: hold by the crown, rinse, replant now or store in milk',
    ],
  },
  {
    id: 'facial-trauma',
    name: 'Facial trauma',
    group: 'ent-mouth-throat-neck',
    terms: [
      'fracture of (the |his |her |my )?(left |right )?(cheekbone|cheek bone|zygoma|jaw|mandible|maxilla|orbit|orbital floor|face|facial bones?)',
      'facial (trauma|injury|injuries|fracture|fractures|bruising)',
      'face (injury|trauma)',
      `(injury|injuries|trauma|blow) (to|of) ${whose}(face|cheek|jaw|chin|cheekbone)`,
      '(hit|punched|struck|kicked|elbowed|headbutted) (in|on) the (face|cheek|jaw|mouth|chin)',
      '(punched|hit|struck|kicked) (him|her|them|me) in the (face|jaw)',
      'punch (to|in) the (face|jaw)',
      'broken (jaw|cheekbone|cheek bone)',
      '(jaw|mandible|mandibular|maxilla|maxillary|zygoma|zygomatic|cheekbone|orbital|orbital floor|le fort|midface) (fracture|injury)',
      '(fractured|broken) (mandible|maxilla|zygoma|jaw|cheekbone|cheek bone|eye socket|orbit)',
      // "#" is common shorthand for fracture and is not expanded by the abbreviation table.
      /#\s?(?:jaw|mandible|maxilla|zygoma|cheekbone|cheek bone|orbit|orbital floor|face|facial bones?)/,
      'blow ?out fracture',
      'tripod fracture',
      '(dislocated|locked) jaw',
      'jaw (dislocation|dislocated|locked|stuck open)',
      "(can't|cannot|unable to) close (his |her |my |the )?mouth",
    ],
    resources: [need('advancedImaging', 'CT facial bones for a suspected fracture')],
    adjustments: [
      {
        when: says('laceration', 'cut', 'split', 'gaping', 'wound'),
        add: [need('simpleProcedure', 'laceration repair')],
      },
      {
        when: says(
          'malocclusion',
          "teeth (don't|do not) meet",
          'bite (feels )?(off|wrong)',
          'numb (cheek|lip|chin)',
          'numbness',
          // "My cheek is swollen and numb", "when I look up I see double": an orbital floor fracture.
          'numb',
          '(see|sees|seeing) double',
          'double vision',
          'diplopia',
          'trismus',
          'step deformity',
          'deform*',
          'open fracture',
        ),
        add: [need('specialtyConsultation', 'maxillofacial surgery')],
      },
      {
        // Jaw dislocation, usually from yawning: reduction after an X-ray if there was trauma.
        when: says('dislocat*', 'locked jaw', 'jaw locked', 'stuck open', "(can't|cannot|unable to) close"),
        remove: ['advancedImaging'],
        add: [need('xray', 'jaw X-ray'), need('simpleProcedure', 'reduction of the dislocated jaw')],
        why: 'jaw dislocation: X-ray and reduction, not CT',
      },
      {
        when: allOf(
          says('minor', 'superficial', 'graze*', 'abrasion*', 'small bruise', 'bruise only', 'only a bruise'),
          none(says('deform*', 'malocclusion', 'numb*', 'double vision', 'diplopia', 'trismus', 'step')),
        ),
        remove: ['advancedImaging'],
        why: 'a minor facial bruise or graze without signs of fracture: no imaging',
      },
    ],
    minor: true,
    guideline: 'ATLS 10th ed: maxillofacial trauma',
    differential: [
      { condition: 'Nasal, zygomatic, orbital or mandibular fracture', why: 'Blow to the face' },
      { condition: 'Head and cervical spine injury', why: 'Same mechanism; assess together' },
    ],
    workup: [
      'Examine occlusion, eye movements, infraorbital sensation',
      'CT facial bones if a fracture is suspected',
    ],
    immediateActions: ['Check the airway and cervical spine; control bleeding'],
  },
  {
    id: 'sore-throat',
    name: 'Sore throat',
    group: 'ent-mouth-throat-neck',
    terms: [
      'sore throat*',
      'sore throught',
      'sore troat',
      'soar throat',
      'sorethroat',
      'throat (pain|ache|infection|irritation)',
      'throat (is )?(sore|painful|hurting|hurts|scratchy|raw)',
      '(painful|scratchy|raw|irritated|itchy) throat',
      'pain in (the |my |his |her )?throat',
      'pharyngitis',
      'pharingitis',
      'tonsillitis',
      'tonsilitis',
      'tonsillitus',
      'tonsilitus',
      'tonsils? (are |is )?(swollen|enlarged|infected)',
      '(swollen|enlarged|infected) tonsils?',
      'strep throat',
      'quinsy',
      'peritonsillar (abscess|cellulitis)',
      'glandular fever',
      'mononucleosis',
      'laryngitis',
      'hoarse voice',
      'hoarseness',
      'lost (my |his |her )?voice',
      'painful swallowing',
      'pain (on|with|when) swallowing',
      'painful to swallow',
      'odynophagia',
    ],
    complaintFieldTerms: ['throat', 'mono', 'strep', 'tonsils'],
    // Centor/McIsaac (computed elsewhere) decides antibiotics; a bedside rapid strep test is not a resource.
    resources: [],
    adjustments: [
      {
        when: notDrinking,
        add: [need('labs', 'blood count, renal function, monospot')],
      },
      {
        // Over a week with tiredness or big glands, or sent for the test: glandular fever (NICE CKS).
        when: anyOf(
          says('glandular fever', 'mononucleosis', 'monospot', 'ebv', 'epstein[- ]barr', 'paul[- ]bunnell'),
          allOf(
            says(
              'for (over |more than )?([7-9]|1[0-9]|seven|eight|nine|ten|eleven|twelve|fourteen) days',
              'for (over |more than )?(a|one|two|2|3|three) weeks?',
              '(over|more than) a week',
            ),
            says(
              'tired*',
              'fatigue*',
              'exhausted',
              'lethargic',
              'wiped out',
              'glands',
              'lymph node*',
              'lymphadenopathy',
            ),
          ),
        ),
        add: [need('labs', 'blood count and film, monospot or EBV serology, liver function')],
      },

      {
        when: notDrinking,
        add: [need('ivFluids', 'IV fluids: unable to drink')],
      },
      {
        when: says(
          'quinsy',
          'peritonsillar',
          'trismus',
          'uvula (deviat*|pushed)',
          'hot potato voice',
          'muffled voice',
          'hot potato',
          "(can't|cannot|unable to) open (my|his|her|their) mouth",
        ),
        add: [
          need('specialtyConsultation', 'ENT for aspiration or incision and drainage'),
          need('parenteralMedication', 'IV antibiotics and steroid'),
        ],
      },
    ],
    minor: true,
    guideline:
      'NICE NG84 Sore throat [acute]: antimicrobial prescribing; IDSA 2012 Group A Streptococcal Pharyngitis',
    differential: [
      { condition: 'Viral pharyngitis; streptococcal tonsillitis', why: 'Centor or FeverPAIN score' },
      { condition: 'Peritonsillar abscess', why: 'Trismus, muffled voice, uvular deviation' },
      {
        condition: 'Epiglottitis or deep neck infection',
        why: 'Drooling, stridor, unable to swallow saliva',
      },
    ],
    workup: ['Centor or FeverPAIN score; rapid strep test if it changes treatment'],
    immediateActions: ['Oral analgesia; check for drooling, stridor and trismus'],
  },
  {
    id: 'neck-swelling',
    name: 'Neck swelling / pain',
    group: 'ent-mouth-throat-neck',
    // Musculoskeletal neck pain, torticollis and neck injury are orthopaedic complaints: this one is the
    // front and sides of the neck, its glands, nodes and thyroid.
    terms: [
      'neck (swelling|lump|lumps|mass)',
      'swollen (neck|glands?|lymph nodes?|nodes?)',
      `(swelling|lump|lumps|mass) (in|on|of) ${whose}(neck|throat)`,
      `${whose}neck (is )?swollen`,
      '(swollen|enlarged|tender|painful) (lymph )?(glands?|nodes?)',
      '(glands?|lymph nodes?) (are |is )?(swollen|enlarged|up|tender)',
      'lymphadenopathy',
      'lymphadenitis',
      '(thyroid|goiter|goitre) (swelling|lump|pain|enlarged)',
      '(painful|tender|swollen|enlarged) thyroid',
      'goiter',
      'goitre',
      'thyroiditis',
      'neck abscess',
    ],
    complaintFieldTerms: ['glands', 'lymph node', 'lymph nodes'],
    resources: [],
    adjustments: [
      {
        when: says(
          'fluctuant',
          'abscess',
          'collection',
          'red (and )?hot',
          'hot (and )?red',
          'rapidly (growing|enlarging)',
          'trismus',
        ),
        add: [
          need('labs', 'blood count and CRP'),
          need('advancedImaging', 'ultrasound or CT neck for an abscess'),
        ],
      },
      {
        // Tender nodes with a fever that has lasted days: a bacterial adenitis, glandular fever or worse,
        // told apart by blood tests.
        when: allOf(
          fever,
          says('tender*', 'painful'),
          says(
            '(\\d+|three|four|five|six|seven|several) days',
            'not (improving|settling|getting better|responding)',
            'persistent',
          ),
        ),
        add: [need('labs', 'blood count, CRP, liver tests and a glandular fever test')],
      },
    ],
    guideline: 'NICE NG12 Suspected cancer: neck lump referral',
    differential: [
      { condition: 'Reactive lymphadenopathy, thyroiditis', why: 'The common benign causes' },
      {
        condition: 'Neck abscess or deep neck space infection',
        why: 'Fever, hot swelling, dysphagia, trismus',
      },
      { condition: 'Malignancy, thyroid disease', why: 'A painless persistent lump over 3 weeks' },
    ],
    workup: ['Examine the lump, throat and teeth', 'Blood tests and imaging only if an abscess is suspected'],
    immediateActions: ['Check the airway: drooling, stridor, voice change'],
  },
  {
    id: 'dysphagia',
    name: 'Difficulty swallowing / dysphagia',
    group: 'ent-mouth-throat-neck',
    terms: [
      'difficulty (in )?swallowing',
      'dysphagia',
      'trouble swallowing',
      'problems? swallowing',
      'hard to swallow',
      'difficult to swallow',
      "(can't|cannot|unable to) swallow",
      'food (bolus|stuck|impaction|impacted|obstruction)',
      '(meat|food|steak|chicken) (is )?stuck',
      `(fish ?bone|fishbone|chicken bone|bone) (stuck )?(in ${whose}throat|stuck)`,
      'fish bone',
      'fishbone',
      `something (stuck )?in ${whose}throat`,
      `(foreign body|coin|object) (stuck )?in ${whose}(throat|esophagus|gullet)`,
      'lump in (the |my |his |her )?throat',
      'globus',
      'choked on (food|meat|a bone)',
    ],
    complaintFieldTerms: ['swallowing'],
    resources: [need('specialtyConsultation', 'gastroenterology or ENT for endoscopy')],
    adjustments: [
      {
        when: says('fish ?bone', 'fishbone', 'chicken bone', 'bone'),
        add: [need('xray', 'lateral soft-tissue neck X-ray')],
      },
      ...boneInThroatNeeds,
      {
        when: globusFeeling,
        remove: ['specialtyConsultation'],
        why: 'a lump felt in the throat while food and drink go down: globus, examination and advice [NICE CKS Globus]',
      },
      {
        when: allOf(
          none(globusFeeling),
          says(
            'weeks',
            'months',
            'gradual*',
            'progressive*',
            'getting worse',
            'weight loss',
            'globus',
            'lump in (the |my |his |her )?throat',
          ),
          none(says('stuck', 'bolus', 'impact*', 'bone', "(can't|cannot|unable to) swallow", 'drool*')),
        ),
        remove: ['specialtyConsultation'],
        add: [need('labs', 'blood count and iron studies; refer for urgent outpatient endoscopy')],
        why: 'gradual dysphagia while swallowing fluids: urgent outpatient endoscopy, not an ED consultation',
      },
      {
        when: allOf(
          says('sore throat', 'tonsil*', 'throat pain', 'pharyngitis', 'strep', 'swollen glands', 'ulcers'),
          none(says('stuck', 'bolus', 'impact*', 'bone', 'drool*')),
        ),
        remove: ['specialtyConsultation'],
        why: 'painful swallowing from a sore throat: the throat is the complaint',
      },
      {
        when: says('slurred', 'facial droop', 'weakness', 'stroke', 'myasthenia', 'ptosis'),
        remove: ['specialtyConsultation'],
        why: 'dysphagia with neurological signs: the stroke or neuromuscular pathway decides',
      },
    ],
    guideline: 'ESGE 2016 Removal of foreign bodies in the upper GI tract; NICE NG12 Suspected cancer',
    differential: [
      {
        condition: 'Food bolus obstruction, eosinophilic oesophagitis',
        why: 'Sudden dysphagia during a meal',
      },
      { condition: 'Oesophageal cancer or stricture', why: 'Progressive dysphagia with weight loss' },
      { condition: 'Stroke, myasthenia', why: 'Dysphagia with other neurological signs' },
    ],
    workup: ['Can the patient swallow saliva?', 'Endoscopy; neck X-ray for a bone'],
    immediateActions: ['Nil by mouth if unable to swallow saliva; sit upright with suction'],
  },
  {
    id: 'facial-pain',
    name: 'Facial pain [non-traumatic, non-dental]',
    group: 'ent-mouth-throat-neck',
    terms: [
      'facial pain',
      'face pain',
      'pain in (the |my |his |her )?(left |right )?(face|cheek|jaw)',
      '(cheek|jaw|tmj) pain',
      '(face|cheek|jaw) (is )?(painful|sore|aching)',
      'aching jaw',
      'sore jaw',
      'trigeminal neuralgia',
      'tmj',
      'temporomandibular',
      'jaw clicking',
      'parotid (swelling|pain|lump)',
      'parotitis',
      'mumps',
      'salivary (gland|stone|duct)',
      'sialadenitis',
      'sialolith*',
      'swollen (parotid|salivary)',
    ],
    resources: [],
    adjustments: [
      {
        // Jaw claudication or a tender temple over 50: giant cell arteritis until ESR and CRP say otherwise.
        when: allOf(
          ageYears(50),
          says(
            'jaw claudication',
            'pain (on|when|with) chewing',
            'temple',
            'temporal',
            'scalp tender*',
            'visual',
          ),
        ),
        add: [need('labs', 'ESR and CRP for giant cell arteritis')],
      },
      {
        when: allOf(ageYears(40), says('jaw', 'exert*', 'walking', 'sweat*', 'arm')),
        add: [need('ecg', 'ECG: jaw pain may be cardiac')],
      },
    ],
    minor: true,
    guideline: 'BSR 2020 Guideline on Giant Cell Arteritis; NICE CKS Trigeminal neuralgia',
    differential: [
      { condition: 'TMJ dysfunction, trigeminal neuralgia, sialadenitis', why: 'Common non-dental causes' },
      { condition: 'Giant cell arteritis', why: 'Over 50 with jaw claudication or temple pain' },
      { condition: 'Cardiac ischaemia', why: 'Jaw pain with exertion or sweating' },
    ],
    workup: ['Examine the teeth, TMJ, parotid and temporal arteries', 'ESR and CRP over 50'],
    immediateActions: ['Oral analgesia'],
  },
  {
    id: 'mouth-lesion',
    name: 'Mouth ulcers / oral lesions',
    group: 'ent-mouth-throat-neck',
    terms: [
      '(mouth|oral|tongue|lip|gum|palate|buccal) (ulcers?|sores?|lesions?|blisters?|lumps?|patch|patches)',
      `(ulcers?|sores?|lesions?|blisters?|lumps?|spots?|patch|patches) (in|on) ${whose}(mouth|tongue|lips?|gums?|palate)`,
      'canker sores?',
      'aphthous',
      'aphthae',
      'cold sores?',
      'herpes labialis',
      'oral thrush',
      'thrush (in|on) (the |my |his |her )?(mouth|tongue)',
      'oral candidiasis',
      'gingivostomatitis',
      'stomatitis',
      'herpangina',
      'sore mouth',
      'sore tongue',
      'burning mouth',
      'mouth (pain|is sore)',
      'glossitis',
      'leukoplakia',
    ],
    complaintFieldTerms: ['mouth', 'tongue', 'lip'],
    resources: [],
    adjustments: [
      {
        when: says(
          'gaping',
          'laceration',
          'through (the )?(lip|tongue|border)',
          'deep cut',
          "won't stop bleeding",
        ),
        add: [need('simpleProcedure', 'repair of a tongue or lip laceration')],
      },

      { when: notDrinking, add: [need('ivFluids', 'IV fluids: not drinking because of mouth pain')] },
    ],
    minor: true,
    guideline: 'NICE CKS Aphthous ulcer; NICE NG12 Suspected cancer: oral ulcer over 3 weeks',
    differential: [
      {
        condition: 'Aphthous ulcers, herpes simplex, candidiasis, hand foot and mouth',
        why: 'Common causes',
      },
      { condition: 'Oral cancer', why: 'An ulcer or patch lasting over 3 weeks' },
      { condition: 'Stevens-Johnson syndrome', why: 'Mouth ulcers with a blistering rash after a new drug' },
    ],
    workup: ['Examine the mouth; check hydration in children'],
    immediateActions: ['Topical or oral analgesia; encourage fluids'],
  },

  // ——— ENT: nose ———
  {
    id: 'epistaxis',
    name: 'Epistaxis',
    group: 'ent-nose',
    terms: [
      'epistaxis',
      'epistaxsis',
      'epitaxis',
      'epistaxes',
      'nosebleed*',
      'nose bleeding*',
      'nose bleeds',
      'bloody nose',
      'bleeding nose',
      'nose (is |was )?bleeding',
      "nose (has been|had been|keeps|kept|won't stop|will not stop|started) bleeding",
      `bleeding (from|out of) ${whose}(nose|nostrils?)`,
      `blood (from|out of|coming from) ${whose}(nose|nostrils?)`,
      'nasal (bleeding|hemorrhage)',
    ],
    resources: [need('simpleProcedure', 'cautery or nasal packing if 15 minutes of pressure fails')],
    adjustments: [
      {
        when: allOf(nosebleedStopped, none(heavyEpistaxis)),
        remove: ['simpleProcedure'],
        why: 'bleeding has stopped: examination and advice',
      },
      {
        when: anyOf(takes('anticoagulant'), says('warfarin', 'hemophilia', 'bleeding disorder')),
        add: [need('labs', 'INR or coagulation and blood count')],
      },
      {
        when: heavyEpistaxis,
        add: [
          need('labs', 'blood count, group and save'),
          need('specialtyConsultation', 'ENT for posterior packing or ligation'),
        ],
      },
    ],
    guideline: 'ENT UK 2017 / AAO-HNSF 2020 Clinical Practice Guideline: Nosebleed [Epistaxis]',
    differential: [
      {
        condition: 'Anterior epistaxis [Little area]',
        why: 'Most nosebleeds; stop with pressure or cautery',
      },
      {
        condition: 'Posterior epistaxis',
        why: 'Older, hypertensive or anticoagulated; blood down the throat',
      },
      { condition: 'Coagulopathy, tumour, HHT', why: 'Recurrent or unexplained bleeding' },
    ],
    workup: [
      'Blood pressure, pulse; look for the bleeding point',
      'Blood count and INR if heavy or anticoagulated',
    ],
    immediateActions: ['Sit forward, pinch the soft nose 15 minutes; ice to the mouth'],
  },
  {
    id: 'nasal-congestion',
    name: 'Nasal congestion / hay fever',
    group: 'ent-nose',
    terms: [
      'nasal congestion',
      'nasal (discharge|drip|blockage|obstruction)',
      '(blocked|stuffy|runny|congested|streaming) nose',
      `${whose}nose (is )?(blocked|stuffy|running|congested|streaming)`,
      'stuffed up',
      'post[- ]nasal drip',
      'rhinorrhea',
      'rhinorrhoea',
      'hay ?fever',
      'hayfever',
      'allergic rhinitis',
      'rhinitis',
      'sneezing',
      'seasonal allerg*',
      'pollen allerg*',
    ],
    complaintFieldTerms: ['congestion', 'congested', 'nose', 'allergies'],
    resources: [],
    minor: true,
    guideline: 'BSACI 2017 Guideline for Allergic and Non-allergic Rhinitis',
    differential: [
      { condition: 'Viral rhinitis, allergic rhinitis', why: 'The usual causes' },
      { condition: 'Unilateral foreign body or polyp', why: 'One-sided foul discharge in a child' },
    ],
    workup: ['Examination only'],
    immediateActions: ['Advice, antihistamine or nasal steroid'],
  },
  {
    id: 'foreign-body-nose',
    name: 'Foreign body, nose',
    group: 'ent-nose',
    terms: [
      `foreign body (in |up |inside |to )?${whose}(nose|nostrils?)`,
      'nasal foreign body',
      'foreign body nose',
      `(bead|beads|button|pea|peas|bean|beans|toy|stone|pebble|tissue|paper|crayon|sweet|candy|magnets?|peanut|nut|seed|raisin|sponge|rubber|eraser|lego|something) (is )?(stuck |lodged )?(in|up|inside) ${whose}(nose|nostrils?)`,
      `(put|pushed|stuck|inserted|shoved|poked) (a |an |some |the )?(\\w+ ){0,2}\\w+ (in|into|up) ${whose}(nose|nostrils?)`,
      `(bead|beads|button|pea|peas|bean|beans|toy|stone|pebble|crayon|sweet|magnets?|peanut|nut|seed|raisin|lego|something) (was |got |has been )?(put|pushed|inserted|stuck|shoved|poked|lodged) (in|into|up|inside) ${whose}(nose|nostrils?)`,
      `stuck (in|up) ${whose}(nose|nostrils?)`,
    ],
    resources: [need('simpleProcedure', 'removal: parent’s kiss, suction or hook')],
    adjustments: [
      {
        when: says(
          FAILED_REMOVAL_BY_A_CLINICIAN,
          'unable to remove',
          'posterior',
          'not visible',
          'uncooperative',
        ),
        add: [need('specialtyConsultation', 'ENT for removal')],
      },
    ],
    minor: true,
    differential: [
      {
        condition: 'Nasal foreign body',
        why: 'A child with a witnessed insertion or one-sided foul discharge',
      },
      { condition: 'Button battery or paired magnets', why: 'Emergencies: septal necrosis within hours' },
    ],
    workup: ['Anterior rhinoscopy; check the other nostril and both ears'],
    immediateActions: ["Parent's kiss or positive-pressure technique first"],
  },
  {
    id: 'urti',
    name: 'Upper respiratory tract infection complaints',
    group: 'ent-nose',
    terms: [
      'upper respiratory tract infection*',
      'upper respiratory infection*',
      'common cold',
      'head cold',
      'chest cold',
      'cold symptoms',
      'cold[- ]like symptoms',
      'coryza*',
      'coryzal',
      'runny nose and cough',
      'cough and cold',
    ],
    // Influenza, COVID-19 and viral illness are the respiratory group's flu-like illness.
    complaintFieldTerms: ['cold', 'a cold', 'sniffles', 'snuffles', 'snotty nose'],
    resources: [],
    adjustments: [
      {
        // Children with coryza and breathing difficulty are bronchiolitis, croup or asthma: no X-ray here.
        when: allOf(
          ageYears(16),
          anyOf(
            says('short of breath', 'breathless*', 'difficulty breathing', 'chest pain', 'crackles'),
            saturationBelowTarget,
          ),
        ),
        add: [need('xray', 'chest X-ray: breathlessness or low saturation points below the throat')],
      },
      {
        when: allOf(anyOf(fever, tachycardia), ageYears(65)),
        add: [need('labs', 'blood count, CRP, renal function: an older adult with fever')],
      },
    ],
    minor: true,
    guideline: 'NICE NG120 Cough [acute]; NICE CG69 Respiratory tract infections [self-limiting]',
    differential: [
      { condition: 'Viral URTI, influenza, COVID-19', why: 'Coryza, sore throat, cough, fever' },
      { condition: 'Pneumonia', why: 'Breathlessness, chest signs or low saturation' },
    ],
    workup: ['Examination and observations; no tests if well'],
    immediateActions: ['Advice, antipyretic, fluids; safety-net for breathlessness'],
  },
  {
    id: 'nasal-trauma',
    name: 'Nasal trauma',
    group: 'ent-nose',
    terms: [
      'nasal (trauma|injury|fracture|deformity|bone fracture)',
      'nose (injury|fracture|trauma|laceration)',
      '(broken|fractured|bent|deformed|crooked|swollen) nose',
      `(injury|injuries|trauma|blow) (to|of) ${whose}nose`,
      '(hit|punched|struck|kicked|elbowed|headbutted|smacked) (in|on) the nose',
      'nose (is |looks )?(broken|deformed|crooked|bent)',
      /#\s?(?:nose|nasal bones?)/,
      'septal (hematoma|haematoma|deviation after)',
      'injured (his |her |my |the )?nose',
    ],
    // A nasal fracture is a clinical diagnosis: no X-ray; ENT review at 5–7 days for deformity.
    resources: [],
    adjustments: [
      {
        when: says(
          'septal hematoma',
          'septal haematoma',
          'septal swelling',
          'boggy septum',
          'purple swelling',
        ),
        add: [
          need('simpleProcedure', 'drainage of a septal haematoma'),
          need('specialtyConsultation', 'ENT the same day'),
        ],
      },
      {
        // A nosebleed that has stopped needs no packing.
        when: allOf(
          says('still bleeding', 'nose bleeding', 'epistaxis', 'nosebleed', "(won't|will not) stop"),
          none(nosebleedStopped),
        ),
        add: [need('simpleProcedure', 'nasal packing for ongoing bleeding')],
      },
      {
        when: says('clear fluid', 'csf', 'watery discharge'),
        add: [need('advancedImaging', 'CT for a base of skull fracture with CSF rhinorrhoea')],
      },
    ],
    minor: true,
    guideline: 'ENT UK: management of nasal fractures',
    differential: [
      { condition: 'Nasal bone fracture', why: 'Deformity, swelling, epistaxis after a blow' },
      { condition: 'Septal haematoma', why: 'Must be drained to prevent septal necrosis' },
      { condition: 'Other facial fractures, CSF leak', why: 'Higher-energy injuries' },
    ],
    workup: ['Inspect the septum; no nasal X-ray', 'ENT clinic at 5–7 days if deformed'],
    immediateActions: ['Ice, oral analgesia; control bleeding'],
  },
  {
    id: 'sinus-pain',
    name: 'Sinus pain / sinusitis',
    group: 'ent-nose',
    terms: [
      'sinus (pain|pressure|infection|headache|congestion|problem|problems|trouble|ache)',
      'sinusitis',
      'sinusitus',
      'rhinosinusitis',
      '(blocked|infected|painful) sinuses',
      'sinuses',
      'pain (over|in) (the |my |his |her )?(sinuses|maxillary|frontal sinus)',
    ],
    complaintFieldTerms: ['sinus'],
    resources: [],
    highRisk: [
      {
        when: says(
          'swelling (over|of) (the )?(forehead|frontal bone)',
          'forehead (swelling|swollen)',
          'frontal swelling',
          "pott's puffy",
          'potts puffy',
        ),
        reason: 'Sinusitis with frontal swelling: frontal osteomyelitis and intracranial spread',
        source: 'NICE NG79 Sinusitis [acute]: refer immediately for intracranial complications; EPOS 2020',
      },
    ],
    minor: true,
    guideline: 'NICE NG79 Sinusitis [acute]: antimicrobial prescribing; EPOS 2020',
    differential: [
      {
        condition: 'Viral or bacterial rhinosinusitis',
        why: 'Facial pain with nasal blockage and discharge',
      },
      {
        condition: 'Orbital or intracranial complication',
        why: 'Eyelid swelling, diplopia, frontal swelling, neuro signs',
      },
    ],
    workup: ['Examination only; no sinus X-ray'],
    immediateActions: ['Analgesia and nasal saline; antibiotics only by NICE NG79 criteria'],
  },
];
