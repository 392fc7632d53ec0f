import {
  CALCIUM_MG_DL_PER_MMOL_L,
  CREATININE_UMOL_L_PER_MG_DL,
  GLUCOSE_MG_DL_PER_MMOL_L,
  LACTATE_MG_DL_PER_MMOL_L,
  UREA_NITROGEN_MG_DL_PER_MMOL_L,
} from './conversion-factors';

/** An analyte the guideline engine reads, from a note or from a line the blood-report extractor wrote. */
export type AnalyteId =
  | 'potassium'
  | 'sodium'
  | 'glucose'
  | 'lactate'
  | 'troponin'
  | 'hemoglobin'
  | 'wbc'
  | 'neutrophils'
  | 'platelets'
  | 'creatinine'
  | 'urea'
  | 'inr'
  | 'crp'
  | 'bicarbonate'
  | 'ph'
  | 'ketones'
  | 'ddimer'
  | 'calcium'
  | 'magnesium'
  | 'hcg'
  | 'lipase'
  | 'bnp'
  | 'procalcitonin'
  | 'bilirubin'
  | 'alt'
  | 'ck'
  | 'acetaminophen'
  | 'salicylate'
  | 'carboxyhemoglobin';

export interface AnalyteDefinition {
  id: AnalyteId;
  label: string;
  /** Regex source for the names a report or clinician uses; matched at a word boundary. */
  names: string;
  canonicalUnit: string;
  /** Unit (lowercase, µ written as u) to factor that converts to the canonical unit. */
  units: Record<string, number>;
  /** For a bare number: the unit to assume, chosen by magnitude. */
  guessUnit?: (value: number) => string;
}

/** In the order the engine reads and lists them (its key findings keep this order). */
export const analyteDefinitions: readonly AnalyteDefinition[] = [
  {
    id: 'potassium',
    label: 'Potassium',
    names: 'potassium|serum k\\+?|k\\+|k',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
  },
  {
    id: 'sodium',
    label: 'Sodium',
    names: 'sodium|serum na\\+?|na\\+|na',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
  },
  {
    id: 'glucose',
    label: 'Glucose',
    names:
      '(?:capillary blood |capillary |cap |blood |plasma |fasting |random |serum |finger-?stick |poc |point of care )?(?:glucose|sugars?)|glucometer(?: reads?| reading)?|bgl|cbg|bsl|fsbg|fsbs|bm|glu|rbs|bg|bst|hgt|dtx',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'mmol/l': GLUCOSE_MG_DL_PER_MMOL_L, mmol: GLUCOSE_MG_DL_PER_MMOL_L },
    guessUnit: (value) => (value < 35 ? 'mmol/l' : 'mg/dl'),
  },
  {
    id: 'lactate',
    label: 'Lactate',
    names: '(?:serum |venous |arterial )?lactate|lactic acid',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1, 'mg/dl': 1 / LACTATE_MG_DL_PER_MMOL_L },
  },
  {
    id: 'troponin',
    label: 'Troponin',
    names: '(?:hs-?|high.sensitivity )?(?:c?tn[it]|troponin(?: [it])?|trop(?: [it])?)(?: level)?',
    canonicalUnit: 'ng/L',
    units: { 'ng/l': 1, 'pg/ml': 1, 'ng/ml': 1000, 'ug/l': 1000 },
    guessUnit: (value) => (value < 5 ? 'ng/ml' : 'ng/l'),
  },
  {
    id: 'hemoglobin',
    label: 'Hemoglobin',
    names: 'hemoglobin|haemoglobin|hgb|hb',
    canonicalUnit: 'g/dL',
    units: { 'g/dl': 1, 'g/l': 0.1, 'mmol/l': 1.611 },
    guessUnit: (value) => (value > 25 ? 'g/l' : 'g/dl'),
  },
  {
    id: 'wbc',
    label: 'White cell count',
    names: 'wbc|white (?:blood )?cells?(?: count)?|wcc|leukocytes?|leucocytes?|total leukocyte count|tlc',
    canonicalUnit: 'x10^9/L',
    units: { 'x10^9/l': 1, 'x10^3/ul': 1, 'k/ul': 1, '/ul': 0.001, '/mm3': 0.001, 'cells/ul': 0.001 },
    guessUnit: (value) => (value > 500 ? '/ul' : 'x10^9/l'),
  },
  {
    id: 'neutrophils',
    label: 'Neutrophils',
    names: 'neutrophils?|anc|absolute neutrophil count|neuts',
    canonicalUnit: 'x10^9/L',
    units: { 'x10^9/l': 1, 'x10^3/ul': 1, 'k/ul': 1, '/ul': 0.001, 'cells/ul': 0.001, '/mm3': 0.001 },
    guessUnit: (value) => (value > 50 ? '/ul' : 'x10^9/l'),
  },
  {
    id: 'platelets',
    label: 'Platelets',
    names: 'platelets?(?: count)?|plts?|plt count',
    canonicalUnit: 'x10^9/L',
    units: { 'x10^9/l': 1, 'x10^3/ul': 1, 'k/ul': 1, '/ul': 0.001, '/mm3': 0.001 },
    guessUnit: (value) => (value > 5000 ? '/ul' : 'x10^9/l'),
  },
  {
    id: 'creatinine',
    label: 'Creatinine',
    names: '(?:serum )?creatinine|creat|cr',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'umol/l': 1 / CREATININE_UMOL_L_PER_MG_DL },
    guessUnit: (value) => (value > 25 ? 'umol/l' : 'mg/dl'),
  },
  {
    id: 'urea',
    label: 'Urea nitrogen',
    names: 'bun|blood urea nitrogen|urea',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'mmol/l': UREA_NITROGEN_MG_DL_PER_MMOL_L },
  },
  { id: 'inr', label: 'INR', names: 'inr|pt-?inr', canonicalUnit: '', units: {} },
  {
    id: 'crp',
    label: 'CRP',
    names: 'crp|c-reactive protein|c reactive protein',
    canonicalUnit: 'mg/L',
    units: { 'mg/l': 1, 'mg/dl': 10 },
  },
  {
    id: 'bicarbonate',
    label: 'Bicarbonate',
    names: 'bicarbonate|bicarb|hco3-?|total co2|tco2|co2',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1, 'meq/l': 1 },
  },
  { id: 'ph', label: 'pH', names: '(?:venous |arterial |blood )?ph', canonicalUnit: '', units: {} },
  {
    id: 'ketones',
    label: 'Ketones',
    names: '(?:blood |serum |urine |capillary )?ketones?|beta-?hydroxybutyrate|b-?hb|bhb',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1 },
  },
  {
    id: 'ddimer',
    label: 'D-dimer',
    names: 'd-?dimer',
    canonicalUnit: 'ng/mL FEU',
    units: { 'ng/ml': 1, 'ug/ml': 1000, 'mg/l': 1000, 'ug/l': 1 },
  },
  {
    id: 'calcium',
    label: 'Calcium',
    names: '(?:corrected |adjusted |serum )?calcium|ca2?\\+?',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'mmol/l': CALCIUM_MG_DL_PER_MMOL_L },
    guessUnit: (value) => (value < 4 ? 'mmol/l' : 'mg/dl'),
  },
  {
    id: 'magnesium',
    label: 'Magnesium',
    names: 'magnesium|mg2?\\+',
    canonicalUnit: 'mmol/L',
    units: { 'mmol/l': 1, 'mg/dl': 0.4114 },
  },
  {
    id: 'hcg',
    label: 'hCG',
    names: '(?:urine |serum |beta[- ]?|b-?)?hcg|pregnancy test|upt',
    canonicalUnit: 'IU/L',
    units: { 'iu/l': 1, 'miu/ml': 1 },
  },
  { id: 'lipase', label: 'Lipase', names: 'lipase', canonicalUnit: 'U/L', units: { 'u/l': 1, 'iu/l': 1 } },
  {
    id: 'bnp',
    label: 'BNP',
    names: 'nt-?probnp|bnp',
    canonicalUnit: 'pg/mL',
    units: { 'pg/ml': 1, 'ng/l': 1 },
  },
  {
    id: 'procalcitonin',
    label: 'Procalcitonin',
    names: 'procalcitonin|pct',
    canonicalUnit: 'ng/mL',
    units: { 'ng/ml': 1, 'ug/l': 1 },
  },
  {
    id: 'bilirubin',
    label: 'Bilirubin',
    // A conjugated (direct) or unconjugated (indirect) fraction is not the total the thresholds are for.
    names: '(?<!(?:conjugated|direct|indirect) )(?:total )?bilirubin|t\\.? ?bili',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'umol/l': 1 / 17.1 },
  },
  {
    id: 'alt',
    label: 'ALT',
    names: 'alt|sgpt|alanine aminotransferase',
    canonicalUnit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1 },
  },
  {
    id: 'ck',
    label: 'Creatine kinase',
    names: 'ck|cpk|creatine kinase',
    canonicalUnit: 'U/L',
    units: { 'u/l': 1, 'iu/l': 1 },
  },
  {
    id: 'acetaminophen',
    label: 'Acetaminophen level',
    names: '(?:acetaminophen|paracetamol) (?:level|concentration)',
    canonicalUnit: 'mg/L',
    units: { 'mg/l': 1, 'ug/ml': 1, 'mcg/ml': 1, 'umol/l': 0.1512 },
  },
  {
    id: 'salicylate',
    label: 'Salicylate level',
    names: 'salicylate(?: level)?',
    canonicalUnit: 'mg/dL',
    units: { 'mg/dl': 1, 'mg/l': 0.1 },
  },
  {
    id: 'carboxyhemoglobin',
    label: 'Carboxyhemoglobin',
    names: 'carboxyh[a]?emoglobin|cohb|co-?hb',
    canonicalUnit: '%',
    units: { '%': 1 },
  },
];
