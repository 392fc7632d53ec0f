import type { AnalyteId } from '../../lab-analytes';

/**
 * The LOINC code and UCUM unit of each analyte the engine reads, in the analyte's canonical unit (the
 * unit its values are converted to). Left out where the name read does not say which test it was:
 * troponin (I or T), BNP (or NT-proBNP), ketones (blood or urine), hCG (serum or urine, quantitative or
 * not) — those Observations carry the name as text only, which is honest and still imports.
 */
export const labLoincCodes: Partial<Record<AnalyteId, { code: string; display: string }>> = {
  potassium: { code: '2823-3', display: 'Potassium [Moles/volume] in Serum or Plasma' },
  sodium: { code: '2951-2', display: 'Sodium [Moles/volume] in Serum or Plasma' },
  glucose: { code: '2339-0', display: 'Glucose [Mass/volume] in Blood' },
  lactate: { code: '2524-7', display: 'Lactate [Moles/volume] in Serum or Plasma' },
  hemoglobin: { code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' },
  wbc: { code: '6690-2', display: 'Leukocytes [#/volume] in Blood by Automated count' },
  neutrophils: { code: '751-8', display: 'Neutrophils [#/volume] in Blood by Automated count' },
  platelets: { code: '777-3', display: 'Platelets [#/volume] in Blood by Automated count' },
  creatinine: { code: '2160-0', display: 'Creatinine [Mass/volume] in Serum or Plasma' },
  urea: { code: '3094-0', display: 'Urea nitrogen [Mass/volume] in Serum or Plasma' },
  inr: { code: '6301-6', display: 'INR in Platelet poor plasma by Coagulation assay' },
  crp: { code: '1988-5', display: 'C reactive protein [Mass/volume] in Serum or Plasma' },
  bicarbonate: { code: '1963-8', display: 'Bicarbonate [Moles/volume] in Serum or Plasma' },
  ph: { code: '11558-4', display: 'pH of Blood' },
  ddimer: { code: '48065-7', display: 'Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma' },
  calcium: { code: '17861-6', display: 'Calcium [Mass/volume] in Serum or Plasma' },
  magnesium: { code: '19123-9', display: 'Magnesium [Moles/volume] in Serum or Plasma' },
  lipase: { code: '3040-3', display: 'Lipase [Enzymatic activity/volume] in Serum or Plasma' },
  procalcitonin: { code: '33959-8', display: 'Procalcitonin [Mass/volume] in Serum or Plasma' },
  bilirubin: { code: '1975-2', display: 'Bilirubin.total [Mass/volume] in Serum or Plasma' },
  alt: { code: '1742-6', display: 'Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma' },
  ck: { code: '2157-6', display: 'Creatine kinase [Enzymatic activity/volume] in Serum or Plasma' },
  carboxyhemoglobin: { code: '20563-3', display: 'Carboxyhemoglobin/Hemoglobin.total in Blood' },
};

/** The engine's canonical units as UCUM codes ('' is a unitless ratio such as INR or pH). */
const ucumOfCanonicalUnit: Record<string, string> = {
  'mmol/L': 'mmol/L',
  'mg/dL': 'mg/dL',
  'mg/L': 'mg/L',
  'g/dL': 'g/dL',
  'ng/L': 'ng/L',
  'ng/mL': 'ng/mL',
  'pg/mL': 'pg/mL',
  'x10^9/L': '10*9/L',
  'ng/mL FEU': 'ng/mL{FEU}',
  'IU/L': '[IU]/L',
  'U/L': 'U/L',
  '%': '%',
};

export function ucumOf(analyte: AnalyteId, canonicalUnit: string): string {
  if (analyte === 'ph') return '[pH]';
  if (analyte === 'inr') return '{INR}';
  return ucumOfCanonicalUnit[canonicalUnit] ?? `{${canonicalUnit || 'ratio'}}`;
}
