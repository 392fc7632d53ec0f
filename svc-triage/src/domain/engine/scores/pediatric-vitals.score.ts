import type { PediatricVitalsResult } from '../engine-result';
import type { Vitals } from '../reading/vitals.parser';
import { dangerZoneVitals } from './danger-zone-vitals';

interface NormalBand {
  label: string;
  maxAgeYears: number;
  heartRate: readonly [number, number];
  respiratoryRate: readonly [number, number];
  /** PALS hypotension: systolic below this is hypotension for age. */
  hypotensionBelow: number;
}

/** APLS normal ranges by age; PALS hypotension thresholds (SBP < 60 neonate, < 70 infant, < 70 + 2 × age 1–10 y). */
const normalBands = (ageYears: number): NormalBand[] => [
  {
    label: 'neonate (< 28 days)',
    maxAgeYears: 28 / 365.25,
    heartRate: [110, 160],
    respiratoryRate: [30, 60],
    hypotensionBelow: 60,
  },
  {
    label: 'infant (< 1 year)',
    maxAgeYears: 1,
    heartRate: [110, 160],
    respiratoryRate: [30, 40],
    hypotensionBelow: 70,
  },
  {
    label: 'toddler (1–2 years)',
    maxAgeYears: 2,
    heartRate: [100, 150],
    respiratoryRate: [25, 35],
    hypotensionBelow: 70 + 2 * Math.floor(ageYears),
  },
  {
    label: 'preschool (2–5 years)',
    maxAgeYears: 5,
    heartRate: [95, 140],
    respiratoryRate: [25, 30],
    hypotensionBelow: 70 + 2 * Math.floor(ageYears),
  },
  {
    label: 'school age (5–12 years)',
    maxAgeYears: 12,
    heartRate: [80, 120],
    respiratoryRate: [20, 25],
    hypotensionBelow: Math.min(90, 70 + 2 * Math.floor(ageYears)),
  },
  {
    label: 'adolescent (12–16 years)',
    maxAgeYears: 16,
    heartRate: [60, 100],
    respiratoryRate: [15, 20],
    hypotensionBelow: 90,
  },
];

/** Age-appropriate vital-sign bands for children under 16; null for adults. */
export function scorePediatricVitals(
  ageYears: number | undefined,
  vitals: Vitals,
): PediatricVitalsResult | null {
  if (ageYears === undefined || ageYears >= 16) return null;
  const band = normalBands(ageYears).find((candidate) => ageYears < candidate.maxAgeYears);
  if (!band) return null;
  const outsideNormalRange: string[] = [];
  const [heartLow, heartHigh] = band.heartRate;
  const [respLow, respHigh] = band.respiratoryRate;
  if (vitals.heartRate !== undefined && (vitals.heartRate < heartLow || vitals.heartRate > heartHigh))
    outsideNormalRange.push(`HR ${vitals.heartRate} outside ${heartLow}–${heartHigh}`);
  if (
    vitals.respiratoryRate !== undefined &&
    (vitals.respiratoryRate < respLow || vitals.respiratoryRate > respHigh)
  )
    outsideNormalRange.push(`RR ${vitals.respiratoryRate} outside ${respLow}–${respHigh}`);
  if (vitals.systolic !== undefined && vitals.systolic < band.hypotensionBelow)
    outsideNormalRange.push(`SBP ${vitals.systolic} below ${band.hypotensionBelow}: hypotension for age`);
  return { ageBand: band.label, dangerZone: dangerZoneVitals(ageYears, vitals), outsideNormalRange };
}

/** PALS hypotension for age, used to call decompensated shock in a child. */
export function isHypotensiveForAge(ageYears: number, systolic: number): boolean {
  const band = normalBands(ageYears).find((candidate) => ageYears < candidate.maxAgeYears);
  return band ? systolic < band.hypotensionBelow : systolic < 90;
}
