import type { EngineResult } from '../engine';
import type { LevelAndEsi, Verification } from '../analysis/verification';

/**
 * Who wrote an analysis: the built-in guideline engine, or a named AI model. (A type, not an interface,
 * so that it fits the contracts' open response types, which allow more fields.)
 */
export type AnalysisProviderInfo = {
  kind: 'guideline' | 'llm';
  model?: string;
};

/** One analysis of a case: the first one, or a refinement with follow-up answers. (A type, as below.) */
export type CaseAnalysis = {
  triageLevel: string;
  analysis: string;
  aiConfidence: { overall: number };
  result: EngineResult;
  provider: AnalysisProviderInfo;
  /** Absent on cases stored before the cross-check was recorded. */
  verification?: Verification;
  /** The AI model's own level before the cross-check; absent for the guideline engine. */
  llmLevel?: LevelAndEsi;
  /** The guideline engine's floor the level was held to; null when there was none. */
  guidelineFloor?: LevelAndEsi | null;
};

/** A stored analysis of the case with when and why it was written. (A type, as above.) */
export type CaseRevision = CaseAnalysis & {
  revision: number;
  kind: 'analysis' | 'refinement';
  createdAt: string;
  /** The follow-up answers a refinement was scored with ("Q: …\nA: …"), by question id. */
  followUpResponses?: Record<string, string>;
};

/**
 * A case as stored and listed (spec §3 Case), owned by one user. `triageLevel` is free text from which
 * the level word is extracted by the spec's rules; `result` is the structured analysis behind the text.
 * The top-level analysis fields are always the latest; once refined, `revisions` holds every analysis
 * in order, the original first, and `updatedAt` is the time of the latest.
 */
export interface StoredCase extends CaseAnalysis {
  id: string;
  userId: string;
  chiefComplaint: string;
  patientAge?: string;
  gender: string;
  symptoms: { details: string };
  vitals: { raw: string };
  medicalHistory?: { details: string };
  currentMedications?: { details: string };
  createdAt: string;
  updatedAt?: string;
  revisions?: CaseRevision[];
}
