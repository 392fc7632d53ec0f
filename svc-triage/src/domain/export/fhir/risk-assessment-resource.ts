import type { EngineResult } from '../../engine';
import type { AnalysisProviderInfo } from '../../cases/stored-case';
import type { RiskAssessment } from './fhir-resources';

const riskProbabilitySystem = 'http://terminology.hl7.org/CodeSystem/risk-probability';

/** ESI 1–2 need to be seen now or within minutes; 3 soon; 4–5 can wait (HL7's risk-probability codes). */
function riskProbabilityOf(esi: number) {
  if (esi <= 2) return { system: riskProbabilitySystem, code: 'high', display: 'High likelihood' };
  if (esi === 3) return { system: riskProbabilitySystem, code: 'moderate', display: 'Moderate likelihood' };
  return { system: riskProbabilitySystem, code: 'low', display: 'Low likelihood' };
}

function outcomeText(result: TriageOfCase['result']): string {
  const level = `Triage level ${result.level} (ESI ${result.esi})`;
  return result.disposition.trim() ? `${level}: ${result.disposition}` : level;
}

export interface TriageOfCase {
  id: string;
  subject: { reference: string };
  occurrenceDateTime: string;
  basis: Array<{ reference: string }>;
  result: Pick<EngineResult, 'esi' | 'level' | 'reasons' | 'immediateActions' | 'disposition'>;
  provider: AnalysisProviderInfo;
  analysis: string;
}

/**
 * The triage of a case as a RiskAssessment: the ESI level (with its word) as the prediction's
 * qualitative risk of needing emergency care, the reasons as its rationale, the immediate actions as
 * mitigation, and who wrote it as the method.
 */
export function riskAssessmentResource(triage: TriageOfCase): RiskAssessment {
  const { result } = triage;
  const method =
    triage.provider.kind === 'llm'
      ? `AI model ${triage.provider.model ?? ''}`.trim() + ', checked against the ESI v4 guideline engine'
      : 'MANAN guideline engine (Emergency Severity Index v4)';
  return {
    resourceType: 'RiskAssessment',
    id: triage.id,
    status: 'final',
    method: { text: method },
    code: { text: 'Emergency department triage (Emergency Severity Index v4)' },
    subject: triage.subject,
    occurrenceDateTime: triage.occurrenceDateTime,
    ...(triage.basis.length ? { basis: triage.basis } : {}),
    prediction: [
      {
        outcome: { text: outcomeText(result) },
        qualitativeRisk: {
          coding: [riskProbabilityOf(result.esi)],
          text: `ESI ${result.esi} — ${result.level}`,
        },
        rationale: result.reasons.join('\n') || `ESI ${result.esi}`,
      },
    ],
    ...(result.immediateActions.length ? { mitigation: result.immediateActions.join('; ') } : {}),
    ...(triage.analysis.trim() ? { note: [{ text: triage.analysis }] } : {}),
  };
}
