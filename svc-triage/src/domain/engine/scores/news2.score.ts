import type { News2Result, ScoreComponent } from '../engine-result';
import type { Avpu } from '../reading/vitals.parser';

export interface News2Input {
  respiratoryRate?: number;
  spo2?: number;
  onSupplementalOxygen?: boolean;
  systolic?: number;
  heartRate?: number;
  /** Scale 2 for a prescribed target of 88–92% (hypercapnic respiratory failure); scale 1 otherwise. */
  spo2Scale?: 1 | 2;
  /** A (alert) scores 0; C (new confusion), V, P, U score 3. */
  consciousness?: Avpu;
  temperatureC?: number;
}

type Band = readonly [upperInclusive: number, points: number];

/** Royal College of Physicians, National Early Warning Score (NEWS) 2, 2017, chart 1. */
const respiratoryRateBands: Band[] = [
  [8, 3],
  [11, 1],
  [20, 0],
  [24, 2],
  [Infinity, 3],
];
const spo2Scale1Bands: Band[] = [
  [91, 3],
  [93, 2],
  [95, 1],
  [Infinity, 0],
];
/** Scale 2: 88–92% scores nothing, on air or oxygen; above 92% on oxygen scores as too much oxygen. */
const spo2Scale2Bands: Band[] = [
  [83, 3],
  [85, 2],
  [87, 1],
  [Infinity, 0],
];
const spo2Scale2OnOxygenBands: Band[] = [
  [83, 3],
  [85, 2],
  [87, 1],
  [92, 0],
  [94, 1],
  [96, 2],
  [Infinity, 3],
];
const systolicBands: Band[] = [
  [90, 3],
  [100, 2],
  [110, 1],
  [219, 0],
  [Infinity, 3],
];
const pulseBands: Band[] = [
  [40, 3],
  [50, 1],
  [90, 0],
  [110, 1],
  [130, 2],
  [Infinity, 3],
];
const temperatureBands: Band[] = [
  [35.0, 3],
  [36.0, 1],
  [38.0, 0],
  [39.0, 1],
  [Infinity, 2],
];

const pointsFor = (value: number, bands: Band[]): number => bands.find(([upper]) => value <= upper)?.[1] ?? 0;

export function scoreNews2(input: News2Input): News2Result {
  const components: ScoreComponent[] = [];
  const missingParameters: string[] = [];
  const add = (parameter: string, value: number | undefined, bands: Band[]) => {
    if (value === undefined) missingParameters.push(parameter);
    else components.push({ parameter, value, points: pointsFor(value, bands) });
  };
  add('Respiration rate', input.respiratoryRate, respiratoryRateBands);
  if (input.spo2Scale === 2)
    add('SpO2 (scale 2)', input.spo2, input.onSupplementalOxygen ? spo2Scale2OnOxygenBands : spo2Scale2Bands);
  else add('SpO2 (scale 1)', input.spo2, spo2Scale1Bands);
  components.push({
    parameter: 'Air or oxygen',
    value: input.onSupplementalOxygen ? 'oxygen' : 'air',
    points: input.onSupplementalOxygen ? 2 : 0,
  });
  add('Systolic blood pressure', input.systolic, systolicBands);
  add('Pulse', input.heartRate, pulseBands);
  components.push({
    parameter: 'Consciousness',
    value: input.consciousness ?? 'A',
    points: input.consciousness && input.consciousness !== 'A' ? 3 : 0,
  });
  add('Temperature', input.temperatureC, temperatureBands);
  const total = components.reduce((sum, component) => sum + component.points, 0);
  return { total, risk: news2Risk(total, components), components, missingParameters };
}

/** RCP 2017: 0–4 low, a single parameter scoring 3 low-medium, 5–6 medium, 7 or more high. */
function news2Risk(total: number, components: ScoreComponent[]): News2Result['risk'] {
  if (total >= 7) return 'high';
  if (total >= 5) return 'medium';
  if (components.some((component) => component.points === 3)) return 'low-medium';
  return 'low';
}
