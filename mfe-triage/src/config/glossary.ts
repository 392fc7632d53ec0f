/** Plain-language definitions for the glossary tooltips (spec §1), keyed by the term as written. */
export const glossary = {
  BP: 'Blood pressure: the pressure of blood in the arteries, written systolic/diastolic in mmHg (e.g. 120/80).',
  HR: 'Heart rate: beats per minute; 60–100 is the usual adult resting range.',
  RR: 'Respiratory rate: breaths per minute; 12–20 is the usual adult resting range.',
  Temp: 'Temperature: core body temperature, in °C; 38.0 °C or more is a fever.',
  SpO2: 'Oxygen saturation: the share of haemoglobin carrying oxygen, by pulse oximetry; usually 94–98% on room air.',
  'blood pressure':
    'The pressure of blood in the arteries, written systolic/diastolic in mmHg (e.g. 120/80).',
  'heart rate': 'The number of heart beats per minute; 60–100 is the usual adult resting range.',
  'respiratory rate': 'The number of breaths per minute; 12–20 is the usual adult resting range.',
  'oxygen saturation':
    'The share of haemoglobin carrying oxygen (SpO2), measured by pulse oximetry; usually 94–98% on room air.',
  temperature: 'Core body temperature, in °C; 38.0 °C or more is a fever, below 35.0 °C is hypothermia.',
  'complete blood count':
    'A blood test (CBC or FBC) counting red cells, white cells and platelets, with haemoglobin.',
  triage: 'Sorting patients by how urgently they need care, so the sickest are seen first.',
  vitals: 'Vital signs: blood pressure, heart rate, respiratory rate, oxygen saturation and temperature.',
  contraindications:
    'Reasons a treatment or test should not be given to this patient, such as an allergy or an interacting drug.',
  'differential diagnosis':
    'The list of conditions that could explain the presentation, most likely or most dangerous first.',
} as const;

export type GlossaryTerm = keyof typeof glossary;
