import {
  createEventEnvelope,
  triageAnalysisRecordedV1,
  type TriageAnalysisRecordedV1,
} from '@manan/contracts';

/** The event svc-triage publishes for each counted analysis (verified against billing's message pact). */
export function analysisRecordedEvent(data: TriageAnalysisRecordedV1, now: Date) {
  return createEventEnvelope(triageAnalysisRecordedV1, data, now);
}
