import fs from 'node:fs';
import path from 'node:path';
import { measureAgreement } from '../../src/cli/triage-metrics';
import { analyzeCase, type CaseForm } from '../../src/domain/engine';

/**
 * The frozen development set (written before the rules it tests, see dev-set.frozen.test.ts) and the
 * targets of issue 14: exact agreement of 85% or more, under-triage of 2% or less, and no ESI 1-2
 * case called ESI 4-5. `npm run triage:eval` prints the full figures.
 */
interface DevCase {
  id: string;
  case: CaseForm;
  expected: { esi: number };
}

const cases: DevCase[] = fs
  .readFileSync(path.join(__dirname, 'fixtures/dev-set.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as DevCase);

const predictions = cases.map((item) => ({
  id: item.id,
  expected: item.expected.esi,
  predicted: analyzeCase(item.case).esi,
}));
const agreement = measureAgreement(predictions);

describe('the engine on the frozen development set', () => {
  it('agrees exactly on at least 85% of cases', () => {
    expect(agreement.exact / agreement.cases).toBeGreaterThanOrEqual(0.85);
  });

  it('under-triages at most 2% of cases', () => {
    expect(agreement.underTriage / agreement.cases).toBeLessThanOrEqual(0.02);
  });

  it('never calls an ESI 1-2 case ESI 4-5', () => {
    expect(
      predictions.filter((item) => item.expected <= 2 && item.predicted >= 4).map((item) => item.id),
    ).toEqual([]);
  });

  it('finds every emergency (ESI 1-3) as one', () => {
    expect(agreement.binary.sensitivity).toBeGreaterThanOrEqual(0.98);
  });
});
