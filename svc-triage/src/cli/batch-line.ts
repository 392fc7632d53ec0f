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
/** Room for a chunk's results (about 7 KB a case), grown when a chunk needs more. */
let resultBytes = new Uint8Array(2 * 1024 * 1024);

/** Appends a result line's UTF-8 at `length`, growing the buffer first if the line might not fit. */
function appendUtf8(text: string, length: number): number {
  const mostBytes = text.length * 3;
  if (length + mostBytes > resultBytes.length) {
    const grown = new Uint8Array(Math.max(resultBytes.length * 2, length + mostBytes));
    grown.set(resultBytes.subarray(0, length));
    resultBytes = grown;
  }
  return length + utf8.encodeInto(text, resultBytes.subarray(length)).written;
}

/**
 * Analyses a chunk of lines. Each result line is encoded as soon as it is made, so it does not outlive
 * its case, and the chunk's results come back in a buffer of their own that a worker thread can hand
 * over without a copy; the writing thread only writes them.
 */
export function processBatchChunk(lines: readonly string[]): ChunkOutcome {
  let length = 0;
  let processed = 0;
  const skipped: ChunkOutcome['skipped'] = [];
  lines.forEach((line, index) => {
    const outcome = processBatchLine(line);
    if (!outcome) return;
    if ('error' in outcome) skipped.push({ index, error: outcome.error });
    else {
      length = appendUtf8(outcome.output, length);
      processed += 1;
    }
  });
  return { output: resultBytes.slice(0, length), processed, skipped };
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
