import type { EngineResult } from '../engine-result';
import { describeAge } from '../reading/age.parser';
import type { CaseFacts } from '../reading/case-facts';
import { medicationClassLabels, type MedicationClass } from '../reading/medications.parser';

/**
 * "Not taken yet", "obs not recorded": a measurement not made is something to ask for (missing data
 * says so), not a finding the patient denied.
 */
const OBSERVATION_NOT_MADE =
  /^(?:(?:obs|observations|vitals|vital signs|bp|blood pressure|pulse|temp|temperature|sats|spo2|bloods?)\s+)?(?:been\s+)?(?:taken|done|recorded|measured|checked|available|obtained|performed|documented|assessed|attempted)(?:\s+(?:yet|so far|at triage))?$/i;
/**
 * What a treatment did not do ("no effect", "no better", "not eased by honey") is a failed treatment, a
 * finding of its own, not a symptom the patient denies.
 */
const TREATMENT_WITHOUT_EFFECT =
  /^(?:(?:any|much|lasting) )?(?:effect|better|relief|improvement|difference|help)$|^(?:help(?:ed|ing|s)?|work(?:ed|ing|s)?|touch(?:ed|ing|es)? it)(?: at all| this time)?$|^(?:eased|helped|relieved) by\b/i;

/** The measured and reported facts a trainee should see first, abnormal ones called out. */
export function keyFindings(facts: CaseFacts, scores: EngineResult['scores']): string[] {
  const { vitals } = facts;
  const findings: string[] = [];
  const patient = [
    facts.age ? describeAge(facts.age) : 'age unknown',
    facts.sex === 'unknown' ? '' : facts.sex,
  ]
    .filter(Boolean)
    .join(', ');
  findings.push(`Patient: ${patient}${facts.pregnancy.pregnant ? ', pregnant' : ''}`);
  const measured = [
    vitals.systolic !== undefined ? `BP ${vitals.systolic}/${vitals.diastolic ?? '?'}` : '',
    vitals.heartRate !== undefined ? `HR ${vitals.heartRate}` : '',
    vitals.respiratoryRate !== undefined ? `RR ${vitals.respiratoryRate}` : '',
    vitals.spo2 !== undefined ? `SpO2 ${vitals.spo2}%${vitals.onSupplementalOxygen ? ' on oxygen' : ''}` : '',
    vitals.temperatureC !== undefined ? `Temp ${vitals.temperatureC} C` : '',
    vitals.gcs !== undefined ? `GCS ${vitals.gcs}` : '',
    vitals.painScore !== undefined ? `pain ${vitals.painScore}/10` : '',
  ].filter(Boolean);
  if (measured.length) findings.push(`Vital signs read: ${measured.join(', ')}`);
  if (vitals.pulseless) findings.push('No palpable pulse');
  if (vitals.agonalOrApneic) findings.push('Agonal breathing or apnea');
  if (facts.mentalStatus.altered)
    findings.push(
      `Altered mental status: ${facts.mentalStatus.evidence ?? 'reported'} [AVPU ${facts.mentalStatus.avpu}]`,
    );
  for (const lab of facts.labs) {
    const value = lab.value !== undefined ? `${lab.value} ${lab.unit}`.trim() : lab.qualitative;
    findings.push(`${lab.label}: ${value}${lab.flag ? ` [${lab.flag}]` : ''} - from "${lab.source}"`);
  }
  if (scores.news2)
    findings.push(
      `NEWS2 ${scores.news2.total} [${scores.news2.risk} clinical risk${scores.news2.missingParameters.length ? `; not scored: ${scores.news2.missingParameters.join(', ')}` : ''}]`,
    );
  if (scores.qsofa)
    findings.push(`qSOFA ${scores.qsofa.total}/3${scores.qsofa.positive ? ' [positive]' : ''}`);
  if (scores.shockIndex) findings.push(`Shock index ${scores.shockIndex.value} [${scores.shockIndex.band}]`);
  if (scores.pediatricVitals) {
    const abnormal = [...scores.pediatricVitals.dangerZone, ...scores.pediatricVitals.outsideNormalRange];
    findings.push(
      `Pediatric vital-sign bands, ${scores.pediatricVitals.ageBand}: ${abnormal.length ? abnormal.join('; ') : 'within range'}`,
    );
  }
  // "Anticoagulant" or "corticosteroid" is not said again beside the kind that names it.
  const kindNamed = (...kinds: MedicationClass[]) => kinds.some((kind) => facts.medications.includes(kind));
  const sayOnce: Partial<Record<MedicationClass, boolean>> = {
    anticoagulant: kindNamed('directOralAnticoagulant', 'vitaminKAntagonist'),
    steroid: kindNamed('immunosuppressiveSteroid'),
  };
  const shown = facts.medications.filter((medication) => !sayOnce[medication]);
  if (shown.length)
    findings.push(
      `Medications that change risk: ${shown.map((medication) => medicationClassLabels[medication]).join(', ')}`,
    );
  const negatives = [
    ...new Set(facts.presenting.negated.map((text) => text.replace(/\s*[.,;|]+$/, '').trim())),
  ].filter((text) => text && !OBSERVATION_NOT_MADE.test(text) && !TREATMENT_WITHOUT_EFFECT.test(text));
  if (negatives.length) findings.push(`Pertinent negatives: ${negatives.join('; ')}`);
  return findings;
}
