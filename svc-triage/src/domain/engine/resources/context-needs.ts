import type { ResourceNeed } from '../complaints/complaint.types';
import type { MatchedComplaint } from '../complaints/match-complaints';
import type { CaseFacts } from '../reading/case-facts';
import { isHypotensiveForAge } from '../scores/pediatric-vitals.score';
import { dangerZoneBandFor } from '../scores/danger-zone-vitals';
import { SEVERE_PAIN_SCORE } from '../high-risk/severe-pain.situation';

const ADULT_AGE = 16;
/** Over the danger-zone band by this much, a heart rate means fluids and blood tests, not just a recheck. */
const HEART_RATE_MARGIN_FOR_WORKUP = 20;
const CHILD_HEART_RATE_MARGIN_FOR_WORKUP = 10;
const RESPIRATORY_RATE_FOR_WORKUP = 26;
const SPO2_FOR_WORKUP = 92;
const PREGNANCY_WEEKS_FOR_OBSTETRICS = 20;

const injuryGroups = new Set(['trauma', 'orthopedic', 'skin']);

/** Resources the patient's state adds to any complaint: vital signs, severe pain, anticoagulants, late pregnancy. */
export function contextNeeds(facts: CaseFacts, complaints: readonly MatchedComplaint[]): ResourceNeed[] {
  const needs: ResourceNeed[] = [];
  const { vitals } = facts;
  const ageYears = facts.age?.years ?? 30;
  const primary = complaints[0]?.definition;
  if (vitals.systolic !== undefined) {
    const low = ageYears < ADULT_AGE ? isHypotensiveForAge(ageYears, vitals.systolic) : vitals.systolic < 90;
    if (low)
      needs.push(
        { resource: 'ivFluids', why: `IV fluids for SBP ${vitals.systolic}` },
        { resource: 'labs', why: `blood tests for SBP ${vitals.systolic}` },
      );
  }
  const band = dangerZoneBandFor(ageYears);
  const margin = ageYears < ADULT_AGE ? CHILD_HEART_RATE_MARGIN_FOR_WORKUP : HEART_RATE_MARGIN_FOR_WORKUP;
  if (vitals.heartRate !== undefined && vitals.heartRate >= band.heartRateAbove + margin)
    needs.push(
      { resource: 'labs', why: `blood tests for HR ${vitals.heartRate}` },
      { resource: 'ivFluids', why: `IV fluids for HR ${vitals.heartRate}` },
    );
  if (vitals.spo2 !== undefined && vitals.spo2 < SPO2_FOR_WORKUP)
    needs.push(
      { resource: 'xray', why: `chest X-ray for SpO2 ${vitals.spo2}%` },
      { resource: 'labs', why: `blood gas for SpO2 ${vitals.spo2}%` },
    );
  if (ageYears >= ADULT_AGE && (vitals.respiratoryRate ?? 0) >= RESPIRATORY_RATE_FOR_WORKUP)
    needs.push(
      { resource: 'xray', why: `chest X-ray for RR ${vitals.respiratoryRate}` },
      { resource: 'labs', why: `blood tests for RR ${vitals.respiratoryRate}` },
    );
  if ((vitals.painScore ?? 0) >= SEVERE_PAIN_SCORE && primary && !primary.minor)
    needs.push({
      resource: 'parenteralMedication',
      why: `IV or IM analgesia for pain ${vitals.painScore}/10`,
    });
  if (facts.medications.includes('anticoagulant') && primary && injuryGroups.has(primary.group))
    needs.push({ resource: 'labs', why: 'coagulation and blood count: injured on an anticoagulant' });
  const weeks = facts.pregnancy.gestationWeeks;
  if (weeks !== undefined && weeks >= PREGNANCY_WEEKS_FOR_OBSTETRICS && primary && !primary.minor)
    needs.push({ resource: 'specialtyConsultation', why: `obstetric review at ${weeks} weeks` });
  return needs;
}
