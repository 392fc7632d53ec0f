import type { LabResult } from '../../engine/reading/labs.parser';
import { labLoincCodes, ucumOf } from './lab-loinc-codes';
import { observationCategory, ucum, type CodeableConcept, type Observation } from './fhir-resources';
import type { ObservationFrame } from './vital-sign-observations';

const interpretationSystem = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const interpretations = {
  high: { system: interpretationSystem, code: 'H', display: 'High' },
  low: { system: interpretationSystem, code: 'L', display: 'Low' },
  positive: { system: interpretationSystem, code: 'POS', display: 'Positive' },
  negative: { system: interpretationSystem, code: 'NEG', display: 'Negative' },
} as const;

function codeOf(lab: LabResult): CodeableConcept {
  const known = labLoincCodes[lab.analyte];
  return known
    ? { coding: [{ system: 'http://loinc.org', code: known.code, display: known.display }], text: lab.label }
    : { text: lab.label };
}

/** One lab value the case states (typed or from a blood report), in its canonical unit, as an Observation. */
function labObservation(frame: ObservationFrame, lab: LabResult): Observation {
  const unit = ucumOf(lab.analyte, lab.unit);
  const quantity = (value: number) => ucum(value, unit, lab.unit || unit);
  const interpretation = lab.flag ?? lab.qualitative;
  return {
    resourceType: 'Observation',
    id: frame.id(`lab-${lab.analyte}`),
    status: 'final',
    category: observationCategory('laboratory'),
    code: codeOf(lab),
    subject: frame.subject,
    effectiveDateTime: frame.effectiveDateTime,
    ...(lab.value !== undefined
      ? { valueQuantity: quantity(lab.value) }
      : { valueString: lab.qualitative === 'positive' ? 'Positive' : 'Negative' }),
    ...(interpretation ? { interpretation: [{ coding: [interpretations[interpretation]] }] } : {}),
    ...(lab.referenceLow !== undefined && lab.referenceHigh !== undefined
      ? { referenceRange: [{ low: quantity(lab.referenceLow), high: quantity(lab.referenceHigh) }] }
      : {}),
    note: [{ text: `As written: ${lab.source}` }],
  };
}

export function labObservations(frame: ObservationFrame, labs: readonly LabResult[]): Observation[] {
  return labs.map((lab) => labObservation(frame, lab));
}
