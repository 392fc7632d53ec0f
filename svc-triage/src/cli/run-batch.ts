import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { z } from 'zod';
import { analyzeCase, caseFormSchema, renderResultText, triageLevelText } from '../domain/engine';

const batchLineSchema = z.object({ id: z.union([z.string(), z.number()]), case: caseFormSchema });

export interface BatchSummary {
  processed: number;
  skipped: number;
}

/** Reads `{id, case}` JSON lines, writes `{id, level, esi, triageLevel, confidence, result, text}` lines; bad lines are reported and skipped. */
export async function runBatch(input: Readable, output: Writable, errors: Writable): Promise<BatchSummary> {
  const summary: BatchSummary = { processed: 0, skipped: 0 };
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber += 1;
    if (!line.trim()) continue;
    const parsed = parseLine(line);
    if (!parsed.ok) {
      errors.write(`line ${lineNumber}: skipped, ${parsed.error}\n`);
      summary.skipped += 1;
      continue;
    }
    const result = analyzeCase(parsed.value.case);
    const record = {
      id: parsed.value.id,
      level: result.level,
      esi: result.esi,
      triageLevel: triageLevelText(result),
      confidence: result.confidence,
      result,
      text: renderResultText(result),
    };
    if (!output.write(`${JSON.stringify(record)}\n`))
      await new Promise((resolve) => output.once('drain', resolve));
    summary.processed += 1;
  }
  return summary;
}

function parseLine(
  line: string,
): { ok: true; value: z.infer<typeof batchLineSchema> } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, error: 'invalid JSON' };
  }
  const parsed = batchLineSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    return { ok: false, error: `invalid case (${fields})` };
  }
  return { ok: true, value: parsed.data };
}
