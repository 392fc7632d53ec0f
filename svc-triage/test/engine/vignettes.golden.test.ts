import { extractTriageLevel } from '@manan/contracts';
import fs from 'node:fs';
import path from 'node:path';
import {
  analyzeCase,
  renderResultText,
  triageLevelText,
  type CaseForm,
  type TriageLevel,
} from '../../src/domain/engine';

interface Vignette {
  id: string;
  case: CaseForm;
  expected: { esi: number; level: TriageLevel; acceptable: TriageLevel[]; mustMention: string[] };
}

const urgency: Record<TriageLevel, number> = { EMERGENCY: 4, HIGH: 3, MEDIUM: 2, LOW: 1 };
const vignettesPath = path.resolve(__dirname, '../../../../shared/eval/triage-vignettes.jsonl');
const vignettes: Vignette[] = fs
  .readFileSync(vignettesPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Vignette);

describe('the golden vignettes in shared/eval', () => {
  it('are all read', () => {
    expect(vignettes.length).toBeGreaterThanOrEqual(22);
  });

  it.each(vignettes.map((vignette) => [vignette.id, vignette] as const))(
    '%s: no under-triage and every mustMention term',
    (_id, vignette) => {
      const result = analyzeCase(vignette.case);
      const text = renderResultText(result);
      const leastUrgentAcceptable = Math.min(...vignette.expected.acceptable.map((level) => urgency[level]));
      expect(urgency[result.level]).toBeGreaterThanOrEqual(leastUrgentAcceptable);
      for (const term of vignette.expected.mustMention)
        expect(text.toLowerCase()).toContain(term.toLowerCase());
      expect(extractTriageLevel(triageLevelText(result))).toBe(result.level);
      expect(extractTriageLevel(text)).toBe(result.level);
    },
  );

  it('matches the expected ESI exactly on most vignettes', () => {
    const exact = vignettes.filter((vignette) => analyzeCase(vignette.case).esi === vignette.expected.esi);
    expect(exact.length).toBeGreaterThanOrEqual(Math.ceil(vignettes.length * 0.8));
  });
});
