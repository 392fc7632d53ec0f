/**
 * A note that carries old text forward: last admission's discharge summary, a dated problem list, a clinic
 * letter, pasted above today's short entry ("--- copied from Discharge Summary 02/2022 --- ... --- end ---
 * Today (Sat): needs an inhaler script"). The old text is history: a GI bleed of 2020 or a stroke of 2022
 * copied into today's note is not today's presentation.
 */
const COPY_MARKER =
  /\b(?:copied|copy forward|carried forward)\b|\bproblem list \((?:last )?(?:updated|reviewed)\b/i;
/** "--- end ---", "[End copied]", "***end***", "-- end copy --", "/// end ///". */
const END_MARKER = /^\W*end(?: of)?(?: copied| copy)?(?: text| note)?\W*$/i;
/** A line of rule only: "-----", "=======", "---". */
const RULE_LINE = /^\s*[-=*~#_/]{3,}\s*$/;
/** Today's entry: "Today:", "TODAY 03:35:", "22:40 today:", "ED note today 09:20:", "Reattend 02:30:". */
const TODAY_LINE =
  /^\W*(?:\d{1,2}[:.]?\d{2}\s+)?(?:(?:ed|triage|nursing|this) (?:note|visit)\s+)?(?:today|tonight|this (?:morning|afternoon|evening|visit)|re-?attend\w*|current (?:presentation|visit))\b/i;

export interface CopiedForward {
  /** Today's entry: the note without the text carried forward. */
  today: string;
  /** The text carried forward, for the history. */
  copied: string;
}

export function splitCopiedForward(note: string): CopiedForward {
  if (!COPY_MARKER.test(note)) return { today: note, copied: '' };
  const lines = note.split('\n');
  const today: string[] = [];
  const copied: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    if (!COPY_MARKER.test(line)) {
      today.push(line);
      index += 1;
      continue;
    }
    const end = blockEnd(lines, index);
    if (end === null) {
      // No end in sight: only the marked line itself is known to be old ("<<carried forward>> ...").
      copied.push(line);
      index += 1;
      continue;
    }
    copied.push(...lines.slice(index, end).filter((text) => !isBoundary(text)));
    // An end marker or rule line closes the block and is dropped; a today line begins today's entry.
    index = isBoundary(lines[end] ?? '') ? end + 1 : end;
  }
  return { today: today.join('\n'), copied: copied.join('\n') };
}

function isBoundary(line: string): boolean {
  return END_MARKER.test(line) || RULE_LINE.test(line);
}

/** Where the block opened at `start` ends: its end marker or rule line, or the line today's entry starts. */
function blockEnd(lines: readonly string[], start: number): number | null {
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (isBoundary(line) || TODAY_LINE.test(line)) return index;
  }
  return null;
}
