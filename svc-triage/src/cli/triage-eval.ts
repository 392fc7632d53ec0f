import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { analyzeCase, caseFormSchema } from '../domain/engine';
import { formatAgreement, measureAgreement } from './triage-metrics';
import { endQuietlyWhenReaderCloses } from './closed-pipe';

const usage =
  'Usage: npm run triage:eval [-- --set cases.jsonl] [--misses] [--by group|style]\n' +
  '  Without --set: the frozen development set (svc-triage/test/engine/fixtures/dev-set.jsonl).';

const DEVELOPMENT_SET = path.resolve(__dirname, '../../../test/engine/fixtures/dev-set.jsonl');

const labelledCaseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  group: z.string().optional(),
  style: z.string().optional(),
  case: caseFormSchema,
  expected: z.object({ esi: z.number().int().min(1).max(5) }),
});
type LabelledCase = z.infer<typeof labelledCaseSchema>;

function readLabelledCases(file: string): LabelledCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!line.trim()) return [];
      const parsed = labelledCaseSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file} line ${index + 1}: not a case with expected.esi`);
      return [parsed.data];
    });
}

function main(): number {
  let values: { set?: string; misses?: boolean; by?: string };
  try {
    ({ values } = parseArgs({
      options: { set: { type: 'string' }, misses: { type: 'boolean' }, by: { type: 'string' } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 1;
  }
  const file = values.set ?? DEVELOPMENT_SET;
  if (!fs.existsSync(file)) {
    process.stderr.write(`Case file not found: ${file}\n${usage}\n`);
    return 1;
  }
  if (values.by && values.by !== 'group' && values.by !== 'style') {
    process.stderr.write(`--by takes group or style\n${usage}\n`);
    return 1;
  }
  const cases = readLabelledCases(file);
  const started = process.hrtime.bigint();
  const predictions = cases.map((labelled) => {
    const result = analyzeCase(labelled.case);
    return { labelled, result, expected: labelled.expected.esi, predicted: result.esi };
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const title = values.set ? path.basename(file) : 'Development set (frozen)';
  process.stdout.write(`${formatAgreement(title, measureAgreement(predictions))}\n`);
  process.stdout.write(`\n  ${(cases.length / seconds).toFixed(0)} cases/s\n`);
  if (values.by) {
    const key = values.by as 'group' | 'style';
    const groups = [...new Set(cases.map((labelled) => labelled[key] ?? '(none)'))].sort();
    process.stdout.write(`\n  by ${key}: exact, under-triage\n`);
    for (const group of groups) {
      const inGroup = predictions.filter((prediction) => (prediction.labelled[key] ?? '(none)') === group);
      const figures = measureAgreement(inGroup);
      process.stdout.write(
        `  ${group.padEnd(24)} ${String(figures.exact).padStart(4)}/${String(figures.cases).padEnd(4)} under ${figures.underTriage}\n`,
      );
    }
  }
  if (values.misses) {
    process.stdout.write('\n  misses: id, expected → engine [decision point] first reason\n');
    for (const { labelled, result, expected, predicted } of predictions) {
      if (expected === predicted) continue;
      const direction = predicted > expected ? 'UNDER' : 'over ';
      process.stdout.write(
        `  ${direction} ${String(labelled.id).padEnd(36)} ${expected} → ${predicted} [${result.scores.esi.decisionPoint}] ${result.reasons[0] ?? ''}\n`,
      );
    }
  }
  return 0;
}

endQuietlyWhenReaderCloses(process.stdout);
process.exitCode = main();
