import fs from 'node:fs';
import path from 'node:path';

/** One line of the identifier corpus: its text and the identifiers a careful reader finds in it. */
export interface CorpusLine {
  id: string;
  text: string;
  identifiers: Array<{ kind: string; start: number; end: number; text: string }>;
}

const corpusPath = path.join(__dirname, '../fixtures/identifier-corpus.jsonl');

export const corpusText = (): string => fs.readFileSync(corpusPath, 'utf8');

export function readIdentifierCorpus(): CorpusLine[] {
  return corpusText()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusLine);
}
