import type { QsofaResult } from '../engine-result';

export interface QsofaInput {
  respiratoryRate?: number;
  systolic?: number;
  alteredMentation: boolean;
}

/** Sepsis-3 quick SOFA (Seymour et al., JAMA 2016): RR ≥ 22, altered mentation, SBP ≤ 100; ≥ 2 is positive. */
export function scoreQsofa(input: QsofaInput): QsofaResult {
  const missingParameters: string[] = [];
  if (input.respiratoryRate === undefined) missingParameters.push('Respiratory rate');
  if (input.systolic === undefined) missingParameters.push('Systolic blood pressure');
  const components = [
    {
      parameter: 'Respiratory rate ≥ 22/min',
      value: input.respiratoryRate ?? null,
      points: (input.respiratoryRate ?? 0) >= 22 ? 1 : 0,
    },
    {
      parameter: 'Altered mentation',
      value: input.alteredMentation ? 'yes' : 'no',
      points: input.alteredMentation ? 1 : 0,
    },
    {
      parameter: 'Systolic blood pressure ≤ 100 mmHg',
      value: input.systolic ?? null,
      points: input.systolic !== undefined && input.systolic <= 100 ? 1 : 0,
    },
  ];
  const total = components.reduce((sum, component) => sum + component.points, 0);
  return { total, positive: total >= 2, components, missingParameters };
}
