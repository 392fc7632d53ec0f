/**
 * The parts of FHIR R4 (hl7.org/fhir/R4) that a case's Bundle is written with, typed just enough that a
 * misspelt field fails to compile (types, not interfaces, so they fit the contracts' open JSON types); the test validates whole Bundles against HL7's fhir.schema.json.
 */

export type Coding = {
  system: string;
  code: string;
  display?: string;
};

export type CodeableConcept = {
  coding?: Coding[];
  text?: string;
};

/** A UCUM quantity (`system` http://unitsofmeasure.org), optionally bounded (an age of "90 or over"). */
export type Quantity = {
  value: number;
  comparator?: '<' | '<=' | '>=' | '>';
  unit: string;
  system?: string;
  code?: string;
};

export type Reference = {
  reference: string;
  display?: string;
};

export type Extension = {
  url: string;
  valueAge?: Quantity;
};

export type Patient = {
  resourceType: 'Patient';
  id: string;
  extension?: Extension[];
  gender: 'male' | 'female' | 'other' | 'unknown';
};

export type ObservationComponent = {
  code: CodeableConcept;
  valueQuantity?: Quantity;
};

export type Observation = {
  resourceType: 'Observation';
  id: string;
  meta?: { profile: string[] };
  status: 'final' | 'preliminary';
  category?: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
  valueQuantity?: Quantity;
  valueString?: string;
  interpretation?: CodeableConcept[];
  referenceRange?: Array<{ low?: Quantity; high?: Quantity; text?: string }>;
  component?: ObservationComponent[];
  note?: Array<{ text: string }>;
};

export type RiskAssessment = {
  resourceType: 'RiskAssessment';
  id: string;
  status: 'final';
  method: CodeableConcept;
  code: CodeableConcept;
  subject: Reference;
  occurrenceDateTime: string;
  basis?: Reference[];
  prediction: Array<{ outcome: CodeableConcept; qualitativeRisk: CodeableConcept; rationale: string }>;
  mitigation?: string;
  note?: Array<{ text: string }>;
};

export type BundleResource = Patient | Observation | RiskAssessment;

export type Bundle = {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: BundleResource }>;
};

export const loincSystem = 'http://loinc.org';
export const ucumSystem = 'http://unitsofmeasure.org';
const observationCategorySystem = 'http://terminology.hl7.org/CodeSystem/observation-category';

export const loinc = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: loincSystem, code, display }],
  text: display,
});

export const ucum = (value: number, code: string, unit = code): Quantity => ({
  value,
  unit,
  system: ucumSystem,
  code,
});

export const observationCategory = (code: 'vital-signs' | 'laboratory' | 'survey' | 'exam') => [
  {
    coding: [
      { system: observationCategorySystem, code, display: code === 'vital-signs' ? 'Vital Signs' : code },
    ],
  },
];
