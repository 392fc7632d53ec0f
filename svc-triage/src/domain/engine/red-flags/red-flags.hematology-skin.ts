import {
  bloodInTheUrine,
  drugStartedLately,
  gutOrLungBleeding,
  handFootAndMouthByItsPlaces,
  minorBleedOnDirectOralAnticoagulant,
} from './common-phrases';
import { allOf, anyOf, fever, historyOf, hypotension, none, says, tachycardia, takes } from './matchers';
import type { RedFlagDefinition } from './red-flag.types';

const nosebleed = says(
  'epistaxis',
  'nosebleed*',
  'nose ?bleeds?',
  'bleeding (from|out of) (the |his |her |my )?(nose|nostril)',
);

export const hematologySkinRedFlags: RedFlagDefinition[] = [
  {
    id: 'sickle-cell-crisis',
    name: 'Sickle cell crisis',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'NHLBI 2014 Evidence-Based Management of Sickle Cell Disease; NICE CG143',
    matches: allOf(
      historyOf('sickle cell', 'sickle-cell', 'hbss'),
      says(
        'pain*',
        'crisis',
        'fever*',
        'shortness of breath',
        'priapism',
        'weakness',
        'chest pain',
        'headache',
      ),
    ),
    immediateActions: [
      'Analgesia within 30 minutes of arrival [IV/SC opioid for severe pain]',
      'Oxygen if SpO2 < 95%; screen for acute chest syndrome, stroke, sepsis, sequestration',
    ],
    workup: [
      'Full blood count, reticulocytes, group and save, blood cultures if febrile',
      'Chest X-ray if chest symptoms',
    ],
    differential: [
      {
        condition: 'Vaso-occlusive crisis, acute chest syndrome, splenic sequestration, aplastic crisis',
        why: 'Sickle cell disease with pain, fever or breathlessness',
      },
    ],
  },
  {
    id: 'bleeding-on-anticoagulation',
    name: 'Bleeding on anticoagulation',
    system: 'hematology-oncology',
    esiFloor: 3,
    guideline: 'ACC 2020 Expert Consensus on Bleeding on Oral Anticoagulants',
    resources: [{ resource: 'labs', why: 'INR or anticoagulant level, blood count, group and save' }],
    matches: allOf(
      takes('anticoagulant'),
      says(
        'bleed*',
        'blood in',
        'hematuria',
        'hematemesis',
        'melena',
        'epistaxis',
        'nosebleed*',
        'nose ?bleeds?',
        'coughing (up )?blood',
        // Bruising nobody explains, or everywhere, is bleeding too.
        '(extensive|unexplained|spontaneous|widespread) bruis*',
        'bruis* (all over|everywhere|easily)',
      ),
      none(minorBleedOnDirectOralAnticoagulant),
    ),
    escalations: [
      {
        when: allOf(
          says(
            'heavy',
            'uncontrolled',
            'persisting',
            "won't stop",
            'will not stop',
            'large amount*',
            'soaking',
          ),
          // A nosebleed or blood in the urine still running in a patient whose pulse, pressure and head are
          // steady is packed or washed out and its clotting checked (decision point C); the same with a fast
          // pulse, a low pressure or a faint is a major bleed (ACC 2020: haemodynamic instability).
          anyOf(
            none(anyOf(nosebleed, bloodInTheUrine)),
            tachycardia,
            hypotension,
            says('dizz*', 'faint*', 'light[- ]?headed*', 'collaps*', 'clammy'),
            // Bleeding from a second place as well: the anticoagulation, not the nose, is the problem.
            allOf(nosebleed, bloodInTheUrine),
            gutOrLungBleeding,
          ),
        ),
        esiFloor: 2,
        reason: 'uncontrolled bleeding on anticoagulation',
      },
    ],
    immediateActions: [
      'Direct pressure; check INR or anticoagulant timing; reversal agent if major bleeding',
    ],
    workup: ['Full blood count, INR/coagulation, renal function, group and save'],
    differential: [
      { condition: 'Anticoagulant-associated bleeding', why: 'Any bleeding while anticoagulated' },
    ],
  },
  {
    id: 'bleed-in-a-bleeding-disorder',
    name: 'A bleed or an injury in haemophilia or another bleeding disorder',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline:
      'WFH Guidelines for the Management of Hemophilia, 3rd edition (2020) [a suspected bleed is treated with factor at once, before investigation]',
    matches: allOf(
      historyOf(
        'hemophilia',
        'von willebrand*',
        'factor (viii|ix|8|9|vii|7|xi|11) deficiency',
        'christmas disease',
        'glanzmann*',
        'bleeding disorder',
      ),
      none(historyOf('hemophilia carrier', 'carrier of hemophilia')),
      says(
        'bleed*',
        'hemarthrosis',
        'blood in',
        'swollen',
        'swelling',
        'injur*',
        'fell',
        'fall',
        'hit (his|her|their|my) head',
        'banged',
        'knock*',
        'head injury',
        'cut',
        'laceration',
      ),
    ),
    immediateActions: [
      "Factor replacement at once, as the patient's haemophilia centre plan says (their own concentrate if brought); call the haemophilia centre",
      'No intramuscular injections; no NSAIDs',
    ],
    workup: ['Factor level and inhibitor screen if the plan asks; imaging after factor, not before'],
    differential: [
      {
        condition: 'Joint, muscle or intracranial bleed in a bleeding disorder',
        why: 'A bleed or an injury in a patient whose blood does not clot',
      },
    ],
  },
  {
    id: 'superior-vena-cava-obstruction',
    name: 'Superior vena cava obstruction',
    system: 'hematology-oncology',
    esiFloor: 2,
    guideline: 'NICE CG151 / UKONS 2023 oncological emergencies: superior vena cava obstruction',
    // Named, or its picture: a face and neck that swell, with distended veins or both arms, or a head
    // that fills on bending, in a patient with a cancer or a mass in the chest.
    matches: anyOf(
      says('superior vena cava (obstruction|syndrome)', 'svco', 'svc (obstruction|syndrome)'),
      allOf(
        says(
          '(face|facial|neck) (swelling|swollen|puffy|puffiness)',
          'swollen (face|neck)',
          'swelling of (his |her |their |the )?(face|neck)',
          '(face|neck)(,| and) (neck|both arms|arms)',
        ),
        says(
          '(distended|dilated|prominent|engorged|visible) (neck |chest )?veins',
          'veins (are )?(distended|dilated|visible|prominent)',
          'both arms',
          'fullness in (his |her |their |the )?head',
          'worse (when|on) (bending|lying)',
        ),
        historyOf('cancer', 'malignan*', 'lung mass', 'mass', 'tumou?r', 'lymphoma', 'carcinoma', 'metasta*'),
      ),
    ),
    escalations: [
      {
        when: says('stridor', 'confus*', 'drowsy', 'syncope', 'collapse*'),
        esiFloor: 1,
        reason: 'airway or brain compromised',
      },
    ],
    immediateActions: [
      'Sit upright; oxygen if hypoxic; dexamethasone as the oncology team advise',
      'Urgent CT chest with contrast; oncology and interventional radiology for a stent',
    ],
    workup: ['CT chest with contrast; blood count, renal function'],
    differential: [
      {
        condition: 'Superior vena cava obstruction from lung cancer, lymphoma or a thrombosed line',
        why: 'Face, neck and arm swelling with distended chest veins',
      },
    ],
  },
  {
    id: 'sjs-ten',
    name: 'Stevens-Johnson syndrome / toxic epidermal necrolysis',
    system: 'musculoskeletal-skin',
    esiFloor: 2,
    guideline: 'BAD 2016 Guidelines for SJS/TEN',
    matches: anyOf(
      // Peeling alone is a healing sunburn's or athlete's foot's; skin coming off in sheets is not.
      says(
        'stevens[- ]johnson',
        'toxic epidermal necrolysis',
        'skin (is )?(sloughing|coming off in sheets)',
        'sloughing (of )?(the )?skin',
        'skin (peeling|sloughing|coming off) (all over|everywhere|in sheets|off (his|her|their) (body|back|chest|trunk))',
      ),
      allOf(
        // Blistering or dusky skin: a red rash with red eyes and fever is Kawasaki disease's or a virus's.
        says(
          'blister*',
          'bullae',
          'bullous',
          'target lesions',
          'dusky (rash|patches|skin|spots)',
          '(rash|skin) (is )?(peeling|blistering)',
          'peeling skin',
        ),
        says(
          'mouth (ulcers|sores)',
          'sores in (the )?mouth',
          'mucosal',
          'eyes? (red|sore|crusting)',
          '(sore|red|painful|gritty|crusted) eyes',
          '(sore|painful|blistered|ulcerated) (mouth|lips)',
          'lips (are )?(blistered|crusted|cracked and bleeding|peeling)',
          'blisters? (in|inside|on) (the |her |his |their )?(mouth|lips)',
          'genital (ulcers|sores)',
        ),
        anyOf(fever, drugStartedLately),
        // A child's blisters with a sore mouth and fever are far more often a virus that needs no more than
        // fluids: hand, foot and mouth disease, chickenpox or cold sores.
        none(says('hand,? foot,? (and|&) mouth', 'chicken ?pox', 'varicella', 'cold sores?', 'herpangina')),
        // Unnamed, it is told by its places (handFootAndMouthByItsPlaces).
        none(handFootAndMouthByItsPlaces),
      ),
    ),
    immediateActions: ['Stop the suspected drug; fluids, analgesia; dermatology and burns/ICU referral'],
    workup: ['Skin biopsy, full blood count, renal and liver function'],
    differential: [
      { condition: 'SJS/TEN', why: 'Blistering rash with mucosal involvement after a new drug' },
    ],
  },
];
