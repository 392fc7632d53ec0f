import type { AnalyteId } from './analytes';
import type { LabUnit } from './lab-unit';
import { urineAndSerologyAnalytes } from './urine-and-serology-analytes';

/**
 * A name's regex source (lowercase), or one that names the test only when a worded result follows it
 * ("Glucose: Present (+++)" is the urine test; the extractor knows the words a result is written in).
 */
export type ReportedName = string | { beforeWordedResult: string };

/** A test as blood reports print it. */
export interface ReportedAnalyte {
  /** The report's test: several may be one engine analyte ("hs-troponin-i" and "troponin-t" are troponin). */
  id: string;
  /**
   * The analyte the engine reads the extractor's line for this test as (see `label`); absent when the
   * engine does not read the test. test/lab-analytes/catalogue-agreement.test.ts holds the two to this.
   */
  readAs?: AnalyteId;
  /**
   * The name we write. Chosen so that the guideline engine's lab reader knows it and its vital-sign
   * reader does not mistake it for one (e.g. "hs-TnT", never "Troponin T", which reads as "T 35").
   */
  label: string;
  /** The names and abbreviations reports print. */
  names: ReportedName[];
  /** Names so short or common that they count only at the start of a line or cell, or right before a number. */
  shortNames?: string[];
  units: LabUnit[];
  /**
   * Set when a report may print the result as a word or a grade ("Positive (++)", "Trace", "3+").
   * `positiveIsAbnormal`: positive, trace or a grade is abnormal even when no reference is printed
   * (a urine dipstick, a troponin screen); otherwise only a printed "Negative" reference makes it so (hCG).
   * An analyte with no units is read only in words.
   */
  qualitative?: { positiveIsAbnormal: boolean };
  /** Names that mean this analyte only under a urine heading: "Ketones", "Glucose", "Blood". */
  urineSectionNames?: string[];
}

/** A dipstick, a culture or a serology screen: its result is a word, never an amount. */
export function readsOnlyWords(analyte: ReportedAnalyte): boolean {
  return analyte.qualitative !== undefined && !analyte.units.length;
}

const countUnits: LabUnit[] = ['x10^9/L', 'x10^3/µL', '/µL', 'lakh/µL'];
const enzyme: LabUnit[] = ['U/L'];
const electrolyte: LabUnit[] = ['mmol/L', 'mEq/L'];
const troponin: LabUnit[] = ['ng/L', 'pg/mL', 'ng/mL', 'µg/L'];
/** "Troponin I, High Sensitivity", "Troponin T (hs)", "Troponin-I hs": the assay named after a comma or in brackets. */
const highSensitivityAfter = (subunit: 'i' | 't') =>
  `(?:cardiac )?troponin[- ]?${subunit},?\\s*(?:[(\\[]\\s*)?(?:hs|high[- ]sensitiv(?:e|ity))(?:\\s*[)\\]])?`;
const screenedForTroponin = { positiveIsAbnormal: true };

/**
 * The analytes the extractor knows: blood count, metabolic and liver panels, lipids and common tests.
 * Urine and serology come first: when two names match the same text ("Glucose" before "Present"), the
 * first in this list wins.
 */
export const reportedAnalytes: readonly ReportedAnalyte[] = [
  ...urineAndSerologyAnalytes,
  // Complete blood count
  {
    id: 'hemoglobin',
    readAs: 'hemoglobin',
    label: 'Hemoglobin',
    names: ['ha?emoglobin', 'hgb', 'hb'],
    units: ['g/dL', 'g/L', 'mmol/L'],
  },
  {
    id: 'hematocrit',
    label: 'Hematocrit',
    names: ['ha?ematocrit', 'packed cell volume', 'hct'],
    shortNames: ['pcv'],
    units: ['%', 'L/L'],
  },
  {
    id: 'wbc',
    readAs: 'wbc',
    label: 'WBC',
    names: [
      'white blood cells?(?: count)?',
      'white cell count',
      'total (?:leu[ck]ocyte|wbc) count',
      'leu[ck]ocytes?(?: count)?',
      'wbc(?: count)?',
      'wcc',
      'tlc',
    ],
    units: countUnits,
  },
  {
    id: 'rbc',
    label: 'RBC',
    names: ['red blood cells?(?: count)?', 'red cell count', 'erythrocytes?(?: count)?', 'rbc(?: count)?'],
    units: ['x10^12/L', 'x10^6/µL'],
  },
  {
    id: 'platelets',
    readAs: 'platelets',
    label: 'Platelets',
    names: ['platelets?(?: count)?', 'thrombocytes?', 'plt(?: count)?'],
    units: countUnits,
  },
  { id: 'mcv', label: 'MCV', names: ['mean corpuscular volume', 'mean cell volume', 'mcv'], units: ['fL'] },
  {
    id: 'mchc',
    label: 'MCHC',
    names: ['mean corpuscular ha?emoglobin concentration', 'mean cell ha?emoglobin concentration', 'mchc'],
    units: ['g/dL', 'g/L', '%'],
  },
  {
    id: 'mch',
    label: 'MCH',
    names: ['mean corpuscular ha?emoglobin', 'mean cell ha?emoglobin', 'mch'],
    units: ['pg'],
  },
  {
    id: 'rdw',
    label: 'RDW',
    names: ['red (?:cell )?distribution width', 'rdw(?:[- ]cv)?'],
    units: ['%', 'fL'],
  },
  {
    id: 'neutrophils',
    readAs: 'neutrophils',
    label: 'Neutrophils',
    names: ['absolute neutrophil count', 'neutrophils?(?: count)?', 'polymorphs', 'neuts?', 'anc'],
    units: [...countUnits, '%'],
  },
  {
    id: 'lymphocytes',
    label: 'Lymphocytes',
    names: ['absolute lymphocyte count', 'lymphocytes?(?: count)?', 'lymphs?', 'alc'],
    units: [...countUnits, '%'],
  },
  { id: 'monocytes', label: 'Monocytes', names: ['monocytes?', 'monos?'], units: [...countUnits, '%'] },
  { id: 'eosinophils', label: 'Eosinophils', names: ['eosinophils?', 'eos'], units: [...countUnits, '%'] },
  { id: 'basophils', label: 'Basophils', names: ['basophils?', 'basos?'], units: [...countUnits, '%'] },
  // Metabolic panels
  {
    id: 'sodium',
    readAs: 'sodium',
    label: 'Sodium',
    names: ['(?:serum |s\\. ?)?sodium'],
    shortNames: ['na\\+?'],
    units: electrolyte,
  },
  {
    id: 'potassium',
    readAs: 'potassium',
    label: 'Potassium',
    names: ['(?:serum |s\\. ?)?potassium'],
    shortNames: ['k\\+?'],
    units: electrolyte,
  },
  {
    id: 'chloride',
    label: 'Chloride',
    names: ['(?:serum |s\\. ?)?chlorides?'],
    shortNames: ['cl-?'],
    units: electrolyte,
  },
  {
    id: 'bicarbonate',
    readAs: 'bicarbonate',
    label: 'Bicarbonate',
    names: ['bicarbonate', 'bicarb', 'hco3-?', 'total co2', 'tco2', 'co2'],
    units: electrolyte,
  },
  {
    id: 'bun',
    readAs: 'urea',
    label: 'BUN',
    names: ['blood urea nitrogen', 'urea nitrogen', 'bun'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'urea',
    readAs: 'urea',
    label: 'Urea',
    names: ['(?:blood |serum |s\\. ?)?urea'],
    units: ['mmol/L', 'mg/dL'],
  },
  {
    id: 'creatinine',
    readAs: 'creatinine',
    label: 'Creatinine',
    names: ['(?:serum |s\\. ?)?creatinine', 'creat'],
    shortNames: ['cr'],
    units: ['mg/dL', 'µmol/L'],
  },
  {
    id: 'egfr',
    label: 'eGFR',
    names: ['estimated (?:glomerular filtration rate|gfr)', 'e-?gfr(?: \\((?:ckd-epi|mdrd)\\))?', 'gfr'],
    units: ['mL/min/1.73m²'],
  },
  {
    id: 'fasting-glucose',
    readAs: 'glucose',
    label: 'Fasting glucose',
    names: [
      'fasting (?:blood |plasma |serum )?(?:glucose|sugar)',
      '(?:blood |plasma )?(?:glucose|sugar),? fasting',
      'fbs',
      'fbg',
      'fpg',
    ],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'postprandial-glucose',
    readAs: 'glucose',
    label: 'Post-prandial glucose',
    names: [
      'post[- ]?prandial (?:blood |plasma )?(?:glucose|sugar)',
      '(?:blood |plasma )?(?:glucose|sugar),? (?:post[- ]?prandial|pp)',
      'ppbs',
      'ppbg',
    ],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'glucose',
    readAs: 'glucose',
    label: 'Glucose',
    names: [
      'random (?:blood |plasma )?(?:glucose|sugar)',
      '(?:blood |plasma |serum )?(?:glucose|sugar)(?:,? random)?',
      'rbs',
      'rbg',
    ],
    shortNames: ['glu'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'calcium',
    readAs: 'calcium',
    label: 'Calcium',
    names: ['(?:total |serum |s\\. ?)?calcium'],
    shortNames: ['ca(?!\\s?-?\\s?(?:19|125|15|27|72))'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'magnesium',
    readAs: 'magnesium',
    label: 'Magnesium',
    names: ['(?:serum |s\\. ?)?magnesium'],
    shortNames: ['mg'],
    units: ['mg/dL', 'mmol/L', 'mEq/L'],
  },
  {
    id: 'phosphate',
    label: 'Phosphate',
    names: ['(?:inorganic |serum )?phosph(?:ate|orus)', 'phos', 'po4'],
    units: ['mg/dL', 'mmol/L'],
  },
  { id: 'uric-acid', label: 'Uric acid', names: ['(?:serum )?uric acid'], units: ['mg/dL', 'µmol/L'] },
  // Liver panel
  {
    id: 'alt',
    readAs: 'alt',
    label: 'ALT',
    names: ['alanine (?:amino)?transaminase', 'alanine aminotransferase', 'alt(?: \\(sgpt\\))?', 'sgpt'],
    units: enzyme,
  },
  {
    id: 'ast',
    label: 'AST',
    names: ['aspartate (?:amino)?transaminase', 'aspartate aminotransferase', 'ast(?: \\(sgot\\))?', 'sgot'],
    units: enzyme,
  },
  {
    id: 'alp',
    label: 'ALP',
    names: ['alkaline phosphatase', 'alk\\.? ?phos', 'alkp', 'alp'],
    units: enzyme,
  },
  {
    id: 'ggt',
    label: 'GGT',
    names: ['gamma[- ]?glutamyl ?transferase', 'gamma[- ]?gt', 'ggtp?'],
    units: enzyme,
  },
  {
    id: 'direct-bilirubin',
    label: 'Direct bilirubin',
    names: ['(?:direct|conjugated) bilirubin', 'bilirubin,? (?:direct|conjugated)', 'd\\.? ?bil', 'dbil'],
    units: ['mg/dL', 'µmol/L'],
  },
  {
    id: 'indirect-bilirubin',
    label: 'Indirect bilirubin',
    names: ['(?:indirect|unconjugated) bilirubin', 'bilirubin,? (?:indirect|unconjugated)'],
    units: ['mg/dL', 'µmol/L'],
  },
  {
    id: 'bilirubin',
    readAs: 'bilirubin',
    label: 'Total bilirubin',
    names: ['total bilirubin', 'bilirubin,? total', 'bilirubin', 't\\.? ?bil(?:irubin)?', 'tbil'],
    units: ['mg/dL', 'µmol/L'],
  },
  {
    id: 'albumin',
    label: 'Albumin',
    names: ['(?:serum |s\\. ?)?albumin'],
    shortNames: ['alb'],
    units: ['g/dL', 'g/L'],
  },
  {
    id: 'total-protein',
    label: 'Total protein',
    names: ['total proteins?', 'proteins?,? total', 'serum total protein'],
    units: ['g/dL', 'g/L'],
  },
  // Lipids
  {
    id: 'ldl',
    label: 'LDL cholesterol',
    names: ['ldl[- ]?cholesterol', 'ldl-?c', 'low density lipoprotein(?: cholesterol)?', 'ldl'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'hdl',
    label: 'HDL cholesterol',
    names: ['hdl[- ]?cholesterol', 'hdl-?c', 'high density lipoprotein(?: cholesterol)?', 'hdl'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'total-cholesterol',
    label: 'Total cholesterol',
    names: ['total cholesterol', 'cholesterol,? total', 'cholesterol', 'chol'],
    shortNames: ['tc'],
    units: ['mg/dL', 'mmol/L'],
  },
  {
    id: 'triglycerides',
    label: 'Triglycerides',
    names: ['triglycerides?', 'trigs?'],
    shortNames: ['tg'],
    units: ['mg/dL', 'mmol/L'],
  },
  // Other common tests
  {
    id: 'hba1c',
    label: 'HbA1c',
    names: [
      'glyc(?:ated|osylated) ha?emoglobin(?: \\(hba1c\\))?',
      'ha?emoglobin a1c',
      'hba1c',
      'hb a1c',
      'a1c',
    ],
    units: ['%', 'mmol/mol'],
  },
  {
    id: 'tsh',
    label: 'TSH',
    names: ['thyroid stimulating hormone', 'tsh'],
    units: ['mIU/L', 'µIU/mL'],
  },
  {
    id: 'free-t4',
    label: 'FT4',
    names: ['free thyroxine', 'free t4', 'ft4'],
    units: ['ng/dL', 'pmol/L'],
  },
  {
    id: 'hs-crp',
    readAs: 'crp',
    label: 'High-sensitivity CRP',
    names: ['high[- ]sensitivity c[- ]reactive protein', 'hs-? ?crp', 'high[- ]sensitivity crp'],
    units: ['mg/L', 'mg/dL'],
  },
  {
    id: 'crp',
    readAs: 'crp',
    label: 'CRP',
    names: ['c[- ]reactive protein', 'crp'],
    units: ['mg/L', 'mg/dL'],
  },
  {
    id: 'esr',
    label: 'ESR',
    names: ['erythrocyte sedimentation rate', 'sed(?:imentation)? rate', 'esr'],
    units: ['mm/h'],
  },
  {
    id: 'hs-troponin-i',
    readAs: 'troponin',
    label: 'hs-TnI',
    names: [
      'high[- ]sensitiv(?:e|ity) (?:cardiac )?troponin[- ]?i',
      highSensitivityAfter('i'),
      'hs-? ?c?tni',
      'hs-? ?troponin[- ]?i',
    ],
    units: troponin,
    qualitative: screenedForTroponin,
  },
  {
    id: 'hs-troponin-t',
    readAs: 'troponin',
    label: 'hs-TnT',
    names: [
      'high[- ]sensitiv(?:e|ity) (?:cardiac )?troponin[- ]?t',
      highSensitivityAfter('t'),
      'hs-? ?c?tnt',
      'hs-? ?troponin[- ]?t',
    ],
    units: troponin,
    qualitative: screenedForTroponin,
  },
  {
    id: 'troponin-i',
    readAs: 'troponin',
    label: 'TnI',
    names: ['(?:cardiac )?troponin[- ]?i', 'c?tni'],
    units: troponin,
    qualitative: screenedForTroponin,
  },
  {
    id: 'troponin-t',
    readAs: 'troponin',
    label: 'TnT',
    names: ['(?:cardiac )?troponin[- ]?t', 'c?tnt'],
    units: troponin,
    qualitative: screenedForTroponin,
  },
  {
    id: 'lactate',
    readAs: 'lactate',
    label: 'Lactate',
    names: ['(?:serum |venous |arterial |blood )?lactate', 'lactic acid'],
    units: ['mmol/L', 'mg/dL'],
  },
  { id: 'inr', readAs: 'inr', label: 'INR', names: ['pt[- /]?inr', 'inr'], units: [] },
  // Blood gas: pH has no unit; the gas tensions come in mmHg or kPa.
  { id: 'ph', readAs: 'ph', label: 'pH', names: ['(?:arterial |venous |blood )?ph'], units: [] },
  {
    id: 'pco2',
    label: 'pCO2',
    names: ['p[av]?co2', 'partial pressure of carbon dioxide'],
    units: ['mmHg', 'kPa'],
  },
  { id: 'po2', label: 'pO2', names: ['p[av]?o2', 'partial pressure of oxygen'], units: ['mmHg', 'kPa'] },
  {
    id: 'pt',
    label: 'PT',
    names: ['prothrombin time', 'pro-?time'],
    shortNames: ['pt'],
    units: ['s'],
  },
  {
    id: 'aptt',
    label: 'APTT',
    names: ['activated partial thromboplastin time', 'partial thromboplastin time', 'a?ptt'],
    units: ['s'],
  },
  {
    id: 'd-dimer',
    readAs: 'ddimer',
    label: 'D-dimer',
    names: ['d[- ]?dimer'],
    units: ['ng/mL FEU', 'µg/mL FEU', 'mg/L FEU', 'ng/mL DDU', 'ng/mL', 'mg/L', 'µg/L'],
  },
  { id: 'ferritin', label: 'Ferritin', names: ['(?:serum )?ferritin'], units: ['ng/mL', 'µg/L', 'pmol/L'] },
  {
    id: 'nt-probnp',
    readAs: 'bnp',
    label: 'NT-proBNP',
    names: ['nt-? ?pro-? ?bnp'],
    units: ['pg/mL', 'ng/L', 'pmol/L'],
  },
  {
    id: 'bnp',
    readAs: 'bnp',
    label: 'BNP',
    names: ['b-type natriuretic peptide', 'bnp'],
    units: ['pg/mL', 'ng/L'],
  },
  {
    id: 'procalcitonin',
    readAs: 'procalcitonin',
    label: 'Procalcitonin',
    names: ['procalcitonin', 'pct'],
    units: ['ng/mL', 'µg/L'],
  },
  {
    id: 'ck',
    readAs: 'ck',
    label: 'CK',
    names: ['creatine (?:phospho)?kinase', 'cpk', 'ck(?:-total)?'],
    units: enzyme,
  },
  { id: 'lipase', readAs: 'lipase', label: 'Lipase', names: ['(?:serum )?lipase'], units: enzyme },
  { id: 'amylase', label: 'Amylase', names: ['(?:serum )?amylase'], units: enzyme },
];
