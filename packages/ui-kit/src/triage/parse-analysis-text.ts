/** A numbered uppercase heading line of an analysis, such as '3. RED FLAGS'. */
export const analysisHeadingPattern = /^\d+\.\s+[A-Z][A-Z /&-]+$/;

export type AnalysisBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] };

export interface AnalysisSection {
  /** The heading line as written ('' for text before the first heading). */
  heading: string;
  blocks: AnalysisBlock[];
  /** The red-flag section, shown visibly distinct. */
  isRedFlags: boolean;
}

/** Markdown emphasis and heading marks an AI model may add around a line. */
const stripMarks = (line: string) =>
  line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^\*\*(.*)\*\*:?$/, '$1')
    .trim();

const bulletPattern = /^[-*•]\s+(.*)$/;
const numberedPattern = /^\d+[.)]\s+(.*)$/;

function addLine(blocks: AnalysisBlock[], line: string) {
  const last = blocks[blocks.length - 1];
  const bullet = bulletPattern.exec(line);
  const numbered = bullet ? null : numberedPattern.exec(line);
  if (bullet || numbered) {
    const kind = bullet ? 'bullets' : 'numbered';
    const item = (bullet ?? numbered)?.[1] ?? '';
    if (last?.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item] });
    return;
  }
  blocks.push({ kind: 'paragraph', text: line });
}

/** Splits an analysis into sections at its numbered headings; the text stays text (never HTML). */
export function parseAnalysisText(text: string): AnalysisSection[] {
  const sections: AnalysisSection[] = [];
  let current: AnalysisSection = { heading: '', blocks: [], isRedFlags: false };
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripMarks(rawLine);
    if (!line) continue;
    if (analysisHeadingPattern.test(line)) {
      if (current.heading || current.blocks.length) sections.push(current);
      current = { heading: line, blocks: [], isRedFlags: /RED FLAG/.test(line) };
      continue;
    }
    addLine(current.blocks, line);
  }
  if (current.heading || current.blocks.length) sections.push(current);
  return sections;
}
