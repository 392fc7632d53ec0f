import { readCaseFacts } from '../../engine/reading/case-facts';
import type { StoredCase } from '../../cases/stored-case';
import { resourceUuid, urnOf } from './fhir-ids';
import { loinc, type Bundle, type BundleResource, type Observation } from './fhir-resources';
import { labObservations } from './lab-observations';
import { patientResource } from './patient-resource';
import { riskAssessmentResource } from './risk-assessment-resource';
import { vitalSignObservations, type ObservationFrame } from './vital-sign-observations';

/** The chief complaint as the clinician wrote it (LOINC 8661-1, "Chief complaint - Reported"). */
function chiefComplaintObservation(frame: ObservationFrame, complaint: string): Observation {
  return {
    resourceType: 'Observation',
    id: frame.id('chief-complaint'),
    status: 'final',
    code: loinc('8661-1', 'Chief complaint - Reported'),
    subject: frame.subject,
    effectiveDateTime: frame.effectiveDateTime,
    valueString: complaint,
  };
}

/**
 * One case as a FHIR R4 Bundle (type collection) a hospital system can import: the patient without
 * identifiers, the chief complaint, every vital sign and lab value the case states (read as the guideline
 * engine read them, in UCUM units with LOINC codes where the test is known), and the latest triage as a
 * RiskAssessment based on them. The case's earlier revisions are in the case's own JSON beside it.
 */
export function caseFhirBundle(storedCase: StoredCase, exportedAt: string): Bundle {
  const uuid = (name: string) => resourceUuid(storedCase.id, name);
  const patientId = uuid('patient');
  const facts = readCaseFacts({
    patientAge: storedCase.patientAge ?? '',
    gender: storedCase.gender,
    chiefComplaint: storedCase.chiefComplaint,
    symptoms: storedCase.symptoms.details,
    vitals: storedCase.vitals.raw,
    medicalHistory: storedCase.medicalHistory?.details ?? null,
    currentMedications: storedCase.currentMedications?.details ?? null,
  });
  const frame: ObservationFrame = {
    id: (name) => uuid(`observation:${name}`),
    subject: { reference: urnOf(patientId) },
    effectiveDateTime: storedCase.createdAt,
  };
  const observations = [
    ...(storedCase.chiefComplaint.trim()
      ? [chiefComplaintObservation(frame, storedCase.chiefComplaint)]
      : []),
    ...vitalSignObservations(frame, facts.vitals),
    ...labObservations(frame, facts.labs),
  ];
  // Cases stored before structured results were kept have none to assess from.
  const result = storedCase.result as StoredCase['result'] | undefined;
  const triage =
    result &&
    riskAssessmentResource({
      id: uuid('risk-assessment'),
      subject: frame.subject,
      occurrenceDateTime: storedCase.updatedAt ?? storedCase.createdAt,
      basis: observations.map((observation) => ({ reference: urnOf(observation.id) })),
      result,
      provider: storedCase.provider,
      analysis: storedCase.analysis,
    });
  const resources: BundleResource[] = [
    patientResource(patientId, facts.sex, facts.age),
    ...observations,
    ...(triage ? [triage] : []),
  ];
  return {
    resourceType: 'Bundle',
    id: uuid('bundle'),
    type: 'collection',
    timestamp: exportedAt,
    entry: resources.map((resource) => ({ fullUrl: urnOf(resource.id), resource })),
  };
}
