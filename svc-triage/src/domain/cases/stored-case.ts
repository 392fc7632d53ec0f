import type { EngineResult } from '../engine';

/** Who wrote an analysis: the built-in guideline engine, or a named AI model. */
export interface AnalysisProviderInfo {
  kind: 'guideline' | 'llm';
  model?: string;
}

/**
 * A case as stored and listed (spec §3 Case), owned by one user. `triageLevel` is free text from which
 * the level word is extracted by the spec's rules; `result` is the structured analysis behind the text.
 */
export interface StoredCase {
  id: string;
  userId: string;
  chiefComplaint: string;
  triageLevel: string;
  analysis: string;
  aiConfidence: { overall: number };
  patientAge?: string;
  gender: string;
  symptoms: { details: string };
  vitals: { raw: string };
  medicalHistory?: { details: string };
  currentMedications?: { details: string };
  createdAt: string;
  result: EngineResult;
  provider: AnalysisProviderInfo;
}
