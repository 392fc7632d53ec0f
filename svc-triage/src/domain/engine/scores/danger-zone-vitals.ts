import type { Vitals } from '../reading/vitals.parser';

interface DangerZoneBand {
  label: string;
  maxAgeYears: number;
  /** The band's upper age belongs to it: the handbook's next band is "> 8 years", so an 8-year-old is "3-8". */
  includesMaxAge?: boolean;
  heartRateAbove: number;
  respiratoryRateAbove: number;
}

/** ESI v4 Implementation Handbook, decision point D: danger-zone vital signs by age. */
export const esiDangerZoneBands: readonly DangerZoneBand[] = [
  { label: 'under 3 months', maxAgeYears: 0.25, heartRateAbove: 180, respiratoryRateAbove: 50 },
  { label: '3 months to 3 years', maxAgeYears: 3, heartRateAbove: 160, respiratoryRateAbove: 40 },
  {
    label: '3 to 8 years',
    maxAgeYears: 8,
    includesMaxAge: true,
    heartRateAbove: 140,
    respiratoryRateAbove: 30,
  },
  { label: 'over 8 years', maxAgeYears: Infinity, heartRateAbove: 100, respiratoryRateAbove: 20 },
];

export const ESI_DANGER_ZONE_SPO2_BELOW = 92;

export function dangerZoneBandFor(ageYears: number): DangerZoneBand {
  return (
    esiDangerZoneBands.find(
      (band) =>
        ageYears < band.maxAgeYears || (band.includesMaxAge === true && ageYears === band.maxAgeYears),
    ) ?? (esiDangerZoneBands[3] as DangerZoneBand)
  );
}

/**
 * The danger-zone vital signs present, described for the reasons list; adults are assumed when age is
 * unknown. A patient with a prescribed saturation target has its own lower limit.
 */
export function dangerZoneVitals(
  ageYears: number | undefined,
  vitals: Vitals,
  spo2Below = ESI_DANGER_ZONE_SPO2_BELOW,
): string[] {
  const band = dangerZoneBandFor(ageYears ?? 30);
  const findings: string[] = [];
  if (vitals.heartRate !== undefined && vitals.heartRate > band.heartRateAbove)
    findings.push(`HR ${vitals.heartRate} > ${band.heartRateAbove} for age ${band.label}`);
  if (vitals.respiratoryRate !== undefined && vitals.respiratoryRate > band.respiratoryRateAbove)
    findings.push(`RR ${vitals.respiratoryRate} > ${band.respiratoryRateAbove} for age ${band.label}`);
  if (vitals.spo2 !== undefined && vitals.spo2 < spo2Below)
    findings.push(`SpO2 ${vitals.spo2}% < ${spo2Below}%`);
  return findings;
}
