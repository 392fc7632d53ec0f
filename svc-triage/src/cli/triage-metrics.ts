/** Agreement figures between expected and predicted ESI levels, as triage studies report them. */
export interface LabelledPrediction {
  expected: number;
  predicted: number;
}

export interface LevelFigures {
  level: number;
  expected: number;
  predicted: number;
  precision: number | null;
  recall: number | null;
}

export interface TriageAgreement {
  cases: number;
  exact: number;
  withinOne: number;
  underTriage: number;
  overTriage: number;
  /** An ESI 1–2 case called ESI 4–5: the miss a triage tool must never make. */
  emergentCalledMinor: number;
  /** confusion[expected - 1][predicted - 1] */
  confusion: number[][];
  levels: LevelFigures[];
  /** Emergency (ESI 1–3) against non-emergency (ESI 4–5). */
  binary: { sensitivity: number | null; specificity: number | null; agreement: number };
}

const LEVELS = [1, 2, 3, 4, 5] as const;
const EMERGENCY_MAX_ESI = 3;

const ratio = (part: number, whole: number): number | null => (whole ? part / whole : null);

export function measureAgreement(predictions: readonly LabelledPrediction[]): TriageAgreement {
  const confusion = LEVELS.map(() => LEVELS.map(() => 0));
  let exact = 0;
  let withinOne = 0;
  let underTriage = 0;
  let overTriage = 0;
  let emergentCalledMinor = 0;
  const binaryCounts = { truePositive: 0, falseNegative: 0, trueNegative: 0, falsePositive: 0 };
  for (const { expected, predicted } of predictions) {
    const row = confusion[expected - 1];
    if (!row || predicted < 1 || predicted > 5)
      throw new Error(`ESI out of range: ${expected} → ${predicted}`);
    row[predicted - 1] = (row[predicted - 1] ?? 0) + 1;
    if (predicted === expected) exact += 1;
    if (Math.abs(predicted - expected) <= 1) withinOne += 1;
    if (predicted > expected) underTriage += 1;
    if (predicted < expected) overTriage += 1;
    if (expected <= 2 && predicted >= 4) emergentCalledMinor += 1;
    const expectedEmergency = expected <= EMERGENCY_MAX_ESI;
    const predictedEmergency = predicted <= EMERGENCY_MAX_ESI;
    if (expectedEmergency) binaryCounts[predictedEmergency ? 'truePositive' : 'falseNegative'] += 1;
    else binaryCounts[predictedEmergency ? 'falsePositive' : 'trueNegative'] += 1;
  }
  const levels = LEVELS.map((level) => {
    const expectedCount = confusion[level - 1]?.reduce((sum, count) => sum + count, 0) ?? 0;
    const predictedCount = confusion.reduce((sum, row) => sum + (row[level - 1] ?? 0), 0);
    const correct = confusion[level - 1]?.[level - 1] ?? 0;
    return {
      level,
      expected: expectedCount,
      predicted: predictedCount,
      precision: ratio(correct, predictedCount),
      recall: ratio(correct, expectedCount),
    };
  });
  const { truePositive, falseNegative, trueNegative, falsePositive } = binaryCounts;
  return {
    cases: predictions.length,
    exact,
    withinOne,
    underTriage,
    overTriage,
    emergentCalledMinor,
    confusion,
    levels,
    binary: {
      sensitivity: ratio(truePositive, truePositive + falseNegative),
      specificity: ratio(trueNegative, trueNegative + falsePositive),
      agreement: ratio(truePositive + trueNegative, predictions.length) ?? 0,
    },
  };
}

const percent = (value: number | null) => (value === null ? '  -  ' : `${(value * 100).toFixed(1)}%`);
const share = (count: number, total: number) => `${count}/${total} (${percent(ratio(count, total))})`;

/** The figures as a plain-text report, the confusion matrix with expected levels as rows. */
export function formatAgreement(title: string, agreement: TriageAgreement): string {
  const { cases, confusion, levels, binary } = agreement;
  const cell = (value: number | string) => String(value).padStart(6);
  const lines = [
    `${title}: ${cases} cases`,
    `  exact ${share(agreement.exact, cases)}   within one ${share(agreement.withinOne, cases)}`,
    `  under-triage ${share(agreement.underTriage, cases)}   over-triage ${share(agreement.overTriage, cases)}   ESI 1-2 called 4-5: ${agreement.emergentCalledMinor}`,
    `  emergency (ESI 1-3) vs not: sensitivity ${percent(binary.sensitivity)}   specificity ${percent(binary.specificity)}   agreement ${percent(binary.agreement)}`,
    '',
    `  expected \\ engine${LEVELS.map((level) => cell(`ESI ${level}`)).join('')}${cell('total')}`,
    ...confusion.map(
      (row, index) =>
        `  ESI ${index + 1}            ${row.map(cell).join('')}${cell(row.reduce((sum, count) => sum + count, 0))}`,
    ),
    '',
    `  level  precision  recall  expected  engine`,
    ...levels.map(
      (figures) =>
        `  ESI ${figures.level}  ${percent(figures.precision).padStart(9)}  ${percent(figures.recall).padStart(6)}  ${String(figures.expected).padStart(8)}  ${String(figures.predicted).padStart(6)}`,
    ),
  ];
  return lines.join('\n');
}
