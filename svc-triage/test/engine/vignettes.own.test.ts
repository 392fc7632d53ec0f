import fs from 'node:fs';
import path from 'node:path';
import { analyzeCase, renderResultText, type CaseForm, type TriageLevel } from '../../src/domain/engine';

interface OwnVignette {
  id: string;
  case: CaseForm;
  expected: { acceptable: TriageLevel[]; mustMention: string[]; esi?: number };
}

const vignettes: OwnVignette[] = fs
  .readFileSync(path.join(__dirname, 'fixtures/own-vignettes.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as OwnVignette);

describe('our own vignettes: shorthand, children, pregnancy, overdose, trauma, low acuity, labs', () => {
  it.each(vignettes.map((vignette) => [vignette.id, vignette] as const))(
    '%s lands on an acceptable level and names what matters',
    (_id, vignette) => {
      const result = analyzeCase(vignette.case);
      expect(vignette.expected.acceptable).toContain(result.level);
      const text = renderResultText(result).toLowerCase();
      for (const term of vignette.expected.mustMention) expect(text).toContain(term.toLowerCase());
      if (vignette.expected.esi !== undefined) expect(result.esi).toBe(vignette.expected.esi);
    },
  );
});

/** Mixed-case words that are clinical notation, not code. */
const clinicalNotation = new Set([
  'qSOFA',
  'mL',
  'dL',
  'hCG',
  'sFlt',
  'proBNP',
  'pH',
  'eFAST',
  'mEq',
  'mmHg',
  'nmol',
  'pmol',
  'mcg',
  'eGFR',
  'pCO',
  'pO',
]);

describe('the readable text', () => {
  it.each(vignettes.map((vignette) => [vignette.id, vignette] as const))(
    '%s reads as prose: no internal identifiers (camelCase) leak into it',
    (_id, vignette) => {
      const text = renderResultText(analyzeCase(vignette.case));
      const identifiers = (text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []).filter(
        (word) => !clinicalNotation.has(word),
      );
      expect(identifiers).toEqual([]);
    },
  );
});
