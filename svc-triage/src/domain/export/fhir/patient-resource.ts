import type { PatientAge } from '../../engine/reading/age.parser';
import type { Sex } from '../../engine/reading/demographics.reader';
import type { Patient, Quantity } from './fhir-resources';

/** MANAN's own extension: the age the case states, since a Patient without identifiers has no birthDate. */
export const ageAtTriageExtensionUrl = 'https://manan.app/fhir/StructureDefinition/age-at-triage';

/** Ages over 89 are written as "90 or over" (HIPAA Safe Harbor); infants in days, weeks or months. */
function ageQuantity(age: PatientAge): Quantity {
  const years = Math.floor(age.years);
  const quantity = (value: number, code: 'a' | 'mo' | 'wk' | 'd', unit: string): Quantity => ({
    value,
    unit,
    system: 'http://unitsofmeasure.org',
    code,
  });
  if (years > 89) return { ...quantity(90, 'a', 'years'), comparator: '>=' };
  if (age.years >= 2) return quantity(years, 'a', 'years');
  if (age.days >= 60) return quantity(Math.floor(age.days / 30.4375), 'mo', 'months');
  if (age.days >= 14) return quantity(Math.floor(age.days / 7), 'wk', 'weeks');
  return quantity(age.days, 'd', 'days');
}

/**
 * The patient of a case, without anything that identifies them: no name, no identifier, no birth date,
 * no address or contact; only the gender and the age at triage.
 */
export function patientResource(id: string, sex: Sex, age: PatientAge | null): Patient {
  return {
    resourceType: 'Patient',
    id,
    ...(age ? { extension: [{ url: ageAtTriageExtensionUrl, valueAge: ageQuantity(age) }] } : {}),
    gender: sex,
  };
}
