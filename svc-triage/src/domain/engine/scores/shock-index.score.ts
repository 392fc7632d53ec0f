import type { ShockIndexResult } from '../engine-result';
import { roundTo } from '../reading/unit-conversions';

/** Shock index = heart rate / systolic BP (Allgöwer and Burri 1967); normal 0.5–0.7, ≥ 1.0 abnormal, ≥ 1.3 severe. */
export function scoreShockIndex(
  heartRate: number | undefined,
  systolic: number | undefined,
): ShockIndexResult | null {
  if (heartRate === undefined || systolic === undefined || systolic <= 0) return null;
  const value = roundTo(heartRate / systolic, 2);
  return {
    value,
    band: value >= 1.3 ? 'severe' : value >= 1.0 ? 'abnormal' : 'normal',
    components: [
      { parameter: 'Heart rate', value: heartRate, points: 0 },
      { parameter: 'Systolic blood pressure', value: systolic, points: 0 },
    ],
  };
}
