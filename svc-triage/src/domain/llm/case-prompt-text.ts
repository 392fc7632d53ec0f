import type { CaseForm, EngineResult } from '../engine';

/** The case form as labelled lines for a prompt; the caller puts it inside a data block. */
export function caseFormText(form: CaseForm): string {
  const line = (label: string, value: unknown) =>
    value === undefined || value === null || String(value).trim() === ''
      ? []
      : [`${label}: ${String(value).trim()}`];
  return [
    ...line('Patient age', form.patientAge),
    ...line('Gender at birth', form.gender),
    ...line('Chief complaint', form.chiefComplaint),
    ...line('Symptoms', form.symptoms),
    ...line('Vital signs and lab values', form.vitals),
    ...line('Medical history', form.medicalHistory),
    ...line('Current medications', form.currentMedications),
  ].join('\n');
}

/** What the guideline engine computed, so the model starts from the published scores and red flags. */
export function guidelineFindingsText(result: EngineResult): string {
  const { news2, qsofa, shockIndex } = result.scores;
  return [
    `Guideline level: ${result.level} (ESI ${result.esi}, decision point ${result.scores.esi.decisionPoint})`,
    ...result.reasons.map((reason) => `Reason: ${reason}`),
    ...result.redFlags.map((flag) => `Red flag: ${flag.name} (ESI floor ${flag.esiFloor}): ${flag.evidence}`),
    ...(news2 ? [`NEWS2: ${news2.total} (${news2.risk} risk)`] : []),
    ...(qsofa ? [`qSOFA: ${qsofa.total}${qsofa.positive ? ' (positive)' : ''}`] : []),
    ...(shockIndex ? [`Shock index: ${shockIndex.value} (${shockIndex.band})`] : []),
    ...result.findings.map((finding) => `Finding: ${finding}`),
    ...result.missingData.map((item) => `Missing [${item.id}]: ${item.description}`),
  ].join('\n');
}
