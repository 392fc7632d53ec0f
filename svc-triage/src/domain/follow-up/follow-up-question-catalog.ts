/**
 * The questions the guideline engine can ask. `subject` is how a bare "yes" reads to the engine (a bare
 * "no" reads as "denies <subject>"); without one, only the answer's own words are read. `answeredBy`
 * matches case text that already answers the question, so it is not asked again.
 */
export interface QuestionDefinition {
  id: string;
  question: string;
  subject?: string;
  answeredBy?: RegExp;
}

const VITAL_NAMES: Record<string, string> = {
  'vitals.blood-pressure': 'blood pressure',
  'vitals.heart-rate': 'heart rate',
  'vitals.respiratory-rate': 'respiratory rate',
  'vitals.oxygen-saturation': 'oxygen saturation [on room air?]',
  'vitals.temperature': 'temperature',
};
export const vitalSignIds = Object.keys(VITAL_NAMES);

/** One question for all missing vital signs, so they take one of the few places. */
export function missingVitalsQuestion(ids: string[]): QuestionDefinition {
  const names = ids.map((id) => VITAL_NAMES[id] ?? id);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return {
    id: ids.length === 1 && ids[0] ? ids[0] : 'vitals.missing',
    question: `What are the patient's current ${list}?`,
  };
}

const definitions: QuestionDefinition[] = [
  { id: 'age', question: 'How old is the patient [years, or months for a young child]?' },
  { id: 'vitals.pain-score', question: 'How severe is the pain on a scale of 0 to 10?' },
  { id: 'vitals.gcs', question: 'What is the Glasgow Coma Scale score?' },
  { id: 'labs.glucose', question: 'What is the capillary blood glucose?' },
  {
    id: 'history.onset',
    question: 'When did the symptoms start, and did they come on suddenly or gradually?',
  },
  { id: 'history.last-known-well', question: 'When was the patient last known to be well?' },
  {
    id: 'history.pregnancy-status',
    question: 'Could she be pregnant? When was her last menstrual period?',
    subject: 'pregnancy',
  },
  {
    id: 'screen.headache-onset',
    question: 'Did the headache start suddenly, reaching its worst within a minute [thunderclap]?',
    subject: 'thunderclap headache',
  },
  {
    id: 'screen.cauda-equina',
    question:
      'Is there numbness between the legs or around the back passage, new difficulty passing or holding urine or stool, or leg weakness?',
    subject: 'saddle numbness, urinary retention, bowel incontinence, leg weakness',
  },
  {
    id: 'history.medications',
    question:
      'Which medications does the patient take, especially blood thinners, insulin or immunosuppressants?',
  },
  { id: 'history.past-medical', question: 'Any significant past medical history?' },
  { id: 'history.weight', question: "What is the child's weight in kg?" },
  {
    id: 'history.anticoagulants',
    question:
      'Does the patient take blood thinners [anticoagulants such as warfarin or apixaban, or antiplatelets]?',
    subject: 'takes anticoagulants',
    answeredBy:
      /anticoag|blood thinner|warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|heparin|enoxaparin|clopidogrel|aspirin|ticagrelor|prasugrel|\bdoac\b|\bnoac\b/,
  },
  {
    id: 'history.allergies',
    question: 'Does the patient have any drug allergies?',
    subject: 'drug allergies',
    answeredBy: /allerg|\bnkda\b|\bnka\b/,
  },
  {
    id: 'screen.acs-features',
    question:
      'Does the pain spread to the arm, jaw or back, or come with sweating, nausea or breathlessness?',
    subject: 'chest pain radiating to the arm with sweating',
    answeredBy:
      /radiat|\barm\b|\bjaw\b|sweat|diaphore|clammy|nause|short(ness)? of breath|breathless|dyspn|\bsob\b/,
  },
  {
    id: 'screen.ecg-troponin',
    question: 'Has an ECG been done, and does it show ST changes? Is there a troponin result?',
    answeredBy: /\becg\b|\bekg\b|\bst (elevation|depression)|troponin|stemi/,
  },
  {
    id: 'screen.aortic-dissection',
    question:
      'Is the pain tearing or ripping, going through to the back, or are the arm blood pressures unequal?',
    subject: 'tearing chest pain radiating to the back',
    answeredBy: /tearing|ripping|dissection|through to (the )?back|to the back/,
  },
  {
    id: 'screen.cardiac-history',
    question: 'Any known coronary disease, previous heart attack or stents, diabetes or high cholesterol?',
    subject: 'history of coronary artery disease',
    answeredBy:
      /coronary|\bcad\b|\bihd\b|\bmi\b|myocardial|stent|cabg|bypass|angina|diabet|cholesterol|lipid/,
  },
  {
    id: 'screen.pulmonary-embolism-risk',
    question:
      'Any recent surgery, long journey or immobility, calf swelling, coughing blood, or a previous blood clot?',
    answeredBy:
      /\bdvt\b|pulmonary embol|\bpe\b|clot|calf|leg swelling|h(a)?emoptysis|coughing (up )?blood|immobil/,
  },
  {
    id: 'screen.breathing-severity',
    question: 'Can the patient speak in full sentences? Any wheeze, stridor or blue lips?',
    answeredBy: /sentences|wheez|stridor|cyanos|blue lips/,
  },
  {
    id: 'screen.gi-bleeding',
    question: 'Any vomiting of blood, or black or bloody stools?',
    subject: 'hematemesis, melena',
    answeredBy: /blood|mel(a)?ena|black stool|h(a)?ematemesis|coffee/,
  },
  {
    id: 'screen.peritonism',
    question: 'Is the abdomen rigid, or is the pain worse with movement or coughing?',
    subject: 'rigid abdomen',
    answeredBy: /rigid|guard|rebound|periton/,
  },
  {
    id: 'screen.abdominal-aortic-aneurysm',
    question: 'Is there a pulsatile abdominal mass, or pain going through to the back, or a known aneurysm?',
    answeredBy: /aneurysm|\baaa\b|pulsatile/,
  },
  {
    id: 'screen.back-pain-red-flags',
    question: 'Any fever, history of cancer, injecting drug use, recent trauma, or unexplained weight loss?',
    answeredBy: /fever|cancer|malignan|\bivdu\b|inject|trauma|\bfall\b|weight loss/,
  },
  {
    id: 'screen.headache-red-flags',
    question:
      'Any fever with neck stiffness or a rash, new weakness, numbness, speech or vision change, confusion, or recent head injury?',
    answeredBy: /neck stiff|meningism|rash|weakness|numb|slurred|speech|vision|confus|head injury/,
  },
  {
    id: 'screen.general-red-flags',
    question: 'Any chest pain, breathlessness, fainting, confusion, bleeding or severe pain?',
  },
  {
    id: 'history.home-support',
    question: 'Is someone with the patient, and could they come back quickly if things get worse?',
  },
  {
    id: 'screen.deterioration',
    question: 'Has anything changed or got worse since the vital signs were taken?',
  },
];

export const questionCatalog = new Map(definitions.map((definition) => [definition.id, definition]));
