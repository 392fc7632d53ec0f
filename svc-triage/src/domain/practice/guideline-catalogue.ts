import type { PracticePatient } from '@manan/contracts';
import { analyzeCase, redFlagCatalog, type EngineResult } from '../engine';

/**
 * What training mode asks of the guideline engine: its red-flag catalogue and its analysis of a case. Only
 * the deterministic engine: never an AI provider, and nothing here is counted against a monthly limit.
 */
export const practiceRedFlagCatalogue = firstDefinitionOfEachId(redFlagCatalog).map(
  ({ id, name, system }) => ({ id, name, group: system as string }),
);

const systemById = new Map(practiceRedFlagCatalogue.map((flag) => [flag.id, flag.group]));

/**
 * The engine may define one red flag more than once (a second matcher for the same condition). A trainee
 * picks a condition, not a matcher, so the picker and the matching see each id once, named as first defined.
 */
function firstDefinitionOfEachId<Flag extends { id: string }>(flags: readonly Flag[]): Flag[] {
  const firstById = new Map<string, Flag>();
  for (const flag of flags) if (!firstById.has(flag.id)) firstById.set(flag.id, flag);
  return [...firstById.values()];
}

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
