import { abdominalPain, chestPain, headache, shortnessOfBreath } from '../red-flags/common-phrases';
import { ageYears, allOf, fever, none, pregnant, says } from '../red-flags/matchers';
import type { PresentationDefinition } from './presentation.types';

/** Said of a headache that is the patient's usual kind, or mild. */
const typicalMildHeadache = says(
  'usual (headache|migraine)',
  'usual for (him|her)',
  'typical (headache|migraine)',
  'same as (usual|before|previous|previous attacks|(his|her) usual)',
  'like (his|her) (usual|previous) (headache|migraine)s?',
  'tension[- ]type',
  'tension headache',
  'mild headache',
);

export const generalPresentations: PresentationDefinition[] = [
  {
    id: 'abdominal-pain',
    name: 'Abdominal pain',
    matches: abdominalPain,
    resources: ['labs', 'advancedImaging', 'parenteralMedication'],
    differential: [
      {
        condition: 'Surgical abdomen [appendicitis, cholecystitis, obstruction, perforation]',
        why: 'Abdominal pain needs examination, labs and often imaging',
      },
      {
        condition: 'Pregnancy-related causes in women of childbearing age',
        why: 'Pregnancy test for every woman of reproductive age',
      },
      {
        condition: 'Gastroenteritis, constipation, urinary causes',
        why: 'Common benign causes once dangerous ones are excluded',
      },
    ],
    workup: [
      'Full blood count, CRP, electrolytes, liver function, lipase, urinalysis',
      'Pregnancy test in women of childbearing age',
      'Ultrasound or CT depending on site',
    ],
    immediateActions: [
      'Analgesia [does not mask surgical signs]; nil by mouth until surgical cause excluded',
    ],
  },
  {
    id: 'chest-pain',
    name: 'Chest pain',
    matches: chestPain,
    resources: ['ecg', 'labs', 'xray'],
    guideline: 'AHA/ACC 2021 Chest Pain Guideline',
    differential: [
      { condition: 'ACS, PE, aortic dissection, pneumothorax', why: 'Exclude the dangerous causes first' },
      { condition: 'Musculoskeletal, GERD, pericarditis', why: 'Common benign causes' },
    ],
    workup: ['12-lead ECG within 10 minutes', 'Troponin', 'Chest X-ray'],
    immediateActions: ['ECG within 10 minutes of arrival'],
  },
  {
    id: 'breathlessness',
    name: 'Shortness of breath',
    matches: shortnessOfBreath,
    resources: ['labs', 'xray', 'parenteralMedication'],
    differential: [
      {
        condition: 'Asthma/COPD, pneumonia, heart failure, PE, pneumothorax',
        why: 'Common and dangerous causes of breathlessness',
      },
    ],
    workup: [
      'Chest X-ray, ECG, full blood count, electrolytes; blood gas if hypoxic',
      'BNP if heart failure possible; D-dimer or CTPA per Wells',
    ],
    immediateActions: ['Oxygen to target saturation, sit upright'],
  },
  {
    id: 'wheeze',
    name: 'Wheeze / asthma',
    matches: says('wheez*', 'asthma*', 'tight chest'),
    resources: ['parenteralMedication'],
    guideline: 'BTS/SIGN 2019 Asthma; GINA 2024',
    differential: [{ condition: 'Asthma exacerbation', why: 'Wheeze in a known asthmatic' }],
    workup: ['Peak flow [% of best or predicted], SpO2'],
    immediateActions: ['Nebulized or spacer salbutamol/albuterol, oral steroid'],
  },
  {
    id: 'headache',
    name: 'Headache',
    matches: allOf(headache, none(typicalMildHeadache)),
    resources: ['parenteralMedication', 'ivFluids'],
    guideline: 'NICE CG150 Headaches in over 12s',
    differential: [
      { condition: 'Migraine or tension-type headache', why: 'Common primary headaches' },
      {
        condition: 'Subarachnoid hemorrhage, meningitis, GCA, venous sinus thrombosis',
        why: 'Screen for thunderclap onset, fever, neck stiffness, age over 50, neurological signs',
      },
    ],
    workup: ['Neurological examination and fundoscopy; CT only with red flags'],
    immediateActions: ['Analgesia and antiemetic'],
  },
  {
    id: 'typical-headache',
    name: 'Typical primary headache',
    // The patient's usual headache, mild: oral analgesia and advice. The red flags (thunderclap onset,
    // fever, neck stiffness, visual loss, age over 50 with temporal pain) are matched separately.
    matches: allOf(headache, typicalMildHeadache),
    resources: [],
    minor: true,
    guideline: 'NICE CG150 Headaches in over 12s',
    differential: [
      {
        condition: 'Tension-type headache or migraine',
        why: "The patient's usual headache, without red flags",
      },
    ],
    workup: ['Neurological examination; no imaging without red flags'],
    immediateActions: [
      'Oral analgesia; safety-net for sudden severe headache, fever, neck stiffness or neurological symptoms',
    ],
  },
  {
    id: 'dizziness-syncope-palpitations',
    name: 'Dizziness, syncope or palpitations',
    matches: says(
      'dizz*',
      'vertigo',
      'light[- ]?headed',
      'syncope',
      'collapsed',
      'palpitations',
      'racing heart',
      'near[- ]syncope',
      'presyncope',
    ),
    resources: ['ecg', 'labs'],
    guideline: 'ESC 2018 Syncope Guidelines',
    differential: [
      {
        condition: 'Arrhythmia, orthostatic hypotension, vestibular disorder, anemia',
        why: 'Causes of dizziness or collapse',
      },
    ],
    workup: ['12-lead ECG, orthostatic vital signs, glucose, full blood count, electrolytes'],
    immediateActions: ['ECG and cardiac monitoring until arrhythmia excluded'],
  },
  {
    id: 'fever',
    name: 'Fever',
    matches: fever,
    resources: ['labs'],
    guideline: 'NICE NG51 Sepsis [risk stratification]',
    differential: [
      {
        condition: 'Infection: respiratory, urinary, skin, intra-abdominal',
        why: 'Look for a source; screen for sepsis',
      },
    ],
    workup: ['Full blood count, CRP, urinalysis; blood cultures if sepsis suspected'],
    immediateActions: ['Antipyretic; sepsis screen [NEWS2, qSOFA]'],
  },
  {
    id: 'limb-swelling-or-flank-pain',
    name: 'Limb swelling or flank pain',
    matches: says(
      'calf (swelling|pain)',
      'leg swelling',
      'swollen (leg|calf)',
      'flank pain',
      'loin pain',
      'renal colic',
      'kidney stone*',
    ),
    resources: ['labs', 'advancedImaging', 'parenteralMedication'],
    differential: [
      { condition: 'Deep vein thrombosis, cellulitis, renal colic', why: 'Needs imaging and labs' },
    ],
    workup: ['Wells DVT score with D-dimer or ultrasound; CT KUB for renal colic'],
    immediateActions: ['Analgesia'],
  },
  {
    id: 'pregnancy-related',
    name: 'Pregnancy-related complaint',
    matches: allOf(
      pregnant,
      says(
        'pain*',
        'bleed*',
        'vomit*',
        'reduced fetal movements',
        'contractions',
        'leaking fluid',
        'headache*',
      ),
    ),
    resources: ['labs', 'advancedImaging'],
    guideline: 'RCOG / ACOG obstetric triage',
    differential: [
      { condition: 'Obstetric complication', why: 'Symptoms in pregnancy need obstetric assessment' },
    ],
    workup: ['Obstetric assessment; ultrasound; fetal monitoring when viable'],
    immediateActions: ['Involve the obstetric team early'],
  },
  {
    id: 'generalized-weakness-older-adult',
    name: 'Generalized weakness or functional decline',
    matches: allOf(
      ageYears(65),
      says('weak*', 'generally unwell', 'not (him|her)self', 'off legs', 'falls', 'tired*', 'fatigue'),
    ),
    resources: ['labs', 'ecg'],
    differential: [
      {
        condition: 'Infection, electrolyte disturbance, ACS, medication effect',
        why: 'Non-specific presentations hide serious illness in older adults',
      },
    ],
    workup: ['Full blood count, electrolytes, renal function, glucose, urinalysis, ECG'],
    immediateActions: ['Full set of observations and glucose'],
  },
  {
    id: 'mental-health',
    name: 'Mental health concern',
    matches: says(
      'anxiety',
      'anxious',
      'panic attack*',
      'depress*',
      'low mood',
      'stress*',
      'insomnia',
      'mental health',
    ),
    resources: ['specialtyConsultation'],
    guideline: 'NICE CG16 / NG225 Self-harm [ask about suicidal ideation]',
    differential: [
      { condition: 'Anxiety or depressive disorder', why: 'Mental health presentation' },
      {
        condition: 'Medical mimics: thyroid, arrhythmia, hypoglycemia, intoxication',
        why: 'Exclude organic causes',
      },
    ],
    workup: ['Ask directly about suicidal ideation and self-harm'],
    immediateActions: ['Calm environment; mental health referral'],
  },
  {
    id: 'generic-pain',
    name: 'Pain',
    matches: says('hip (pain|injury)', 'joint (pain|swelling)', 'swollen (knee|joint)'),
    resources: ['xray', 'parenteralMedication'],
    differential: [
      { condition: 'Fracture, arthritis, gout', why: 'Joint or hip pain with loss of function' },
    ],
    workup: ['X-ray of the affected area'],
    immediateActions: ['Analgesia'],
  },
];
