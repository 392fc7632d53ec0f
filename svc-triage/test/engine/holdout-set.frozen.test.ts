import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { caseFormSchema } from '../../src/domain/engine';

/**
 * The held-out set measures the engine on cases it was never tuned to: it was written from ESI v4
 * guideline knowledge without reading the engine's rules, the development set or the teaching bank,
 * and frozen before the engine was first run on it. Changing a case after seeing the engine's answer
 * would turn it into a second development set, so a new case goes into a new set, never into this one.
 */
const HOLDOUT_SET = path.join(__dirname, 'fixtures/holdout-set.jsonl');
const FROZEN_SHA256 = 'f30ee5945c542c9984aa66da1ff84a45aa5641b05c5bbdba5846ad5d76cbefd5';

interface HoldoutCase {
  id: string;
  group: string;
  style: string;
  case: Record<string, unknown>;
  expected: { esi: number; why: string };
}

const text = fs.readFileSync(HOLDOUT_SET, 'utf8');
const cases: HoldoutCase[] = text
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as HoldoutCase);

describe('the frozen held-out set', () => {
  it('is byte for byte the set that was frozen', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN_SHA256);
  });

  it('has at least 250 cases with unique ids that carry their expected level', () => {
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(new Set(cases.map((item) => item.id)).size).toBe(cases.length);
    for (const item of cases)
      expect(item.id).toMatch(new RegExp(`^h-${item.expected.esi}-\\d{3}-[a-z0-9-]+$`));
  });

  it('gives every case an expected level, a reason and a chief complaint', () => {
    for (const item of cases) {
      expect([1, 2, 3, 4, 5]).toContain(item.expected.esi);
      expect(item.expected.why.length).toBeGreaterThan(20);
      expect(String(item.case.chiefComplaint ?? '').trim()).toBeTruthy();
      expect(item.group.trim()).toBeTruthy();
    }
  });

  it('spreads at least 15% of its cases over each ESI level and covers every writing style', () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const share = cases.filter((item) => item.expected.esi === level).length / cases.length;
      expect(share).toBeGreaterThanOrEqual(0.15);
    }
    const styles = new Set(cases.map((item) => item.style));
    for (const style of [
      'ems-handover',
      'terse',
      'structured',
      'prose-vitals',
      'short-record',
      'lay-description',
      'self-care',
    ])
      expect(styles).toContain(style);
  });

  it('reads every case as a valid case form', () => {
    const refused = cases
      .filter((item) => !caseFormSchema.safeParse(item.case).success)
      .map((item) => item.id);
    expect(refused).toEqual([]);
  });
});
