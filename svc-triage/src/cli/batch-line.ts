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

/** A chunk of lines analysed: its result lines as UTF-8, ready to write, and the lines it skipped. */
export interface ChunkOutcome {
  output: Uint8Array<ArrayBuffer>;
  processed: number;
  /** Skipped lines by their place in the chunk (0 is its first line). */
  skipped: Array<{ index: number; error: string }>;
}

const utf8 = new TextEncoder();

/**
 * Analyses a chunk of lines. The results come back encoded, each chunk in a buffer of its own, so a
 * worker thread can hand them over without a copy and the writing thread only writes them.
 */
export function processBatchChunk(lines: readonly string[]): ChunkOutcome {
  let output = '';
  let processed = 0;
  const skipped: ChunkOutcome['skipped'] = [];
  lines.forEach((line, index) => {
    const outcome = processBatchLine(line);
    if (!outcome) return;
    if ('error' in outcome) skipped.push({ index, error: outcome.error });
    else {
      output += outcome.output;
      processed += 1;
    }
  });
  return { output: utf8.encode(output), processed, skipped };
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
