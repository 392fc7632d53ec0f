import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { caseFormSchema } from '../../../src/domain/engine';

/** One line of a frozen case set: the case form, the level it should get and why. */
export interface FrozenCase {
  id: string;
  group: string;
  style: string;
  case: Record<string, unknown>;
  expected: { esi: number; why: string };
}

export interface FrozenCaseSet {
  /** The file's text exactly as stored (what the hash is taken of). */
  text: string;
  cases: FrozenCase[];
}

/** Reads `fixtures/<fileName>` beside the engine tests, one JSON case per non-blank line. */
export function readFrozenCaseSet(fileName: string): FrozenCaseSet {
  const text = fs.readFileSync(path.join(__dirname, '..', 'fixtures', fileName), 'utf8');
  const cases = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as FrozenCase);
  return { text, cases };
}

export interface FrozenSetRules {
  /** How the set is named in the test titles, e.g. 'development set'. */
  name: string;
  sha256: string;
  minCases: number;
  /** The largest share of the cases one ESI level may hold (each holds at least 15%). */
  maxLevelShare?: number;
  /** The ESI levels the set covers (all five unless it is written for one kind of error). */
  levels?: number[];
  /** Writing styles the set must cover. */
  styles: string[];
}

/**
 * What every frozen set must hold: the bytes it was frozen with, unique ids, an expected level with its
 * reason, a group and a chief complaint in every case, a valid case form each, its share of each ESI level it
 * covers, and its writing styles. A set
 * is frozen because the engine is measured on it: a case changed to fit the engine makes its figures
 * meaningless, so a new case goes into a new set.
 */
export function describeFrozenCaseSet({ text, cases }: FrozenCaseSet, rules: FrozenSetRules): void {
  describe(`the frozen ${rules.name}`, () => {
    it('is byte for byte the set that was frozen', () => {
      expect(createHash('sha256').update(text).digest('hex')).toBe(rules.sha256);
    });

    it(`has at least ${rules.minCases} cases with unique ids, each with its expected level and why`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(rules.minCases);
      expect(new Set(cases.map((item) => item.id)).size).toBe(cases.length);
      for (const item of cases) {
        expect([1, 2, 3, 4, 5]).toContain(item.expected.esi);
        expect(item.expected.why.length).toBeGreaterThan(20);
        expect(String(item.case.chiefComplaint ?? '').trim()).toBeTruthy();
        expect(item.group.trim()).toBeTruthy();
      }
    });

    it('reads every case as a valid case form', () => {
      const refused = cases
        .filter((item) => !caseFormSchema.safeParse(item.case).success)
        .map((item) => item.id);
      expect(refused).toEqual([]);
    });

    it('spreads its cases over the ESI levels it covers, and covers every writing style', () => {
      const levels = rules.levels ?? [1, 2, 3, 4, 5];
      for (const level of [1, 2, 3, 4, 5]) {
        const share = cases.filter((item) => item.expected.esi === level).length / cases.length;
        if (!levels.includes(level)) {
          expect(share).toBe(0);
          continue;
        }
        expect(share).toBeGreaterThanOrEqual(0.15);
        expect(share).toBeLessThanOrEqual(rules.maxLevelShare ?? 1);
      }
      const styles = new Set(cases.map((item) => item.style));
      for (const style of rules.styles) expect(styles).toContain(style);
    });
  });
}
