import { z } from 'zod';
import { analyzeCase, caseFormSchema, renderResultText, triageLevelText } from '../domain/engine';

const batchLineSchema = z.object({ id: z.union([z.string(), z.number()]), case: caseFormSchema });

/** One input line's outcome: the result line to write, or why the line was skipped. */
export type LineOutcome = { output: string } | { error: string } | null;

/** Analyses one `{id, case}` line into its `{id, level, esi, triageLevel, confidence, result, text}` line. */
export function processBatchLine(line: string): LineOutcome {
  if (!line.trim()) return null;
  const parsed = parseLine(line);
  if (!parsed.ok) return { error: parsed.error };
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
  return { output: `${JSON.stringify(record)}\n` };
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
