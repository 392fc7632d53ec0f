import type { PracticePatient } from '@manan/contracts';
import { analyzeCase, redFlagCatalog, type EngineResult } from '../engine';

/**
 * What training mode asks of the guideline engine: its red-flag catalogue and its analysis of a case. Only
 * the deterministic engine: never an AI provider, and nothing here is counted against a monthly limit.
 */
export const practiceRedFlagCatalogue = redFlagCatalog.map(({ id, name, system }) => ({
  id,
  name,
  group: system,
}));

const systemById = new Map(redFlagCatalog.map((flag) => [flag.id, flag.system as string]));

export function redFlagSystemOf(id: string): string | undefined {
  return systemById.get(id);
}

export function isCatalogueRedFlag(id: string): boolean {
  return systemById.has(id);
}

export function guidelineAnalysisOf(patient: PracticePatient): EngineResult {
  return analyzeCase({
    patientAge: patient.patientAge,
    gender: patient.gender,
    chiefComplaint: patient.chiefComplaint,
    symptoms: patient.symptoms,
    vitals: patient.vitals,
    medicalHistory: patient.medicalHistory ?? null,
    currentMedications: patient.currentMedications ?? null,
  });
}
