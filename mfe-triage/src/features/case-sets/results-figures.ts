import { esiLevelNames } from '@manan/contracts';

/** Levels an ESI answer can take, most urgent first. */
export const esiLevels = esiLevelNames.map(({ esi }) => esi);
export type EsiLevel = (typeof esiLevelNames)[number]['esi'];

/** A rate of 0..1 as a whole percentage; "—" when nobody has attempted yet (the server sends null). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

export interface LevelShare {
  esi: EsiLevel;
  count: number;
  /** Of all the levels chosen for the case, 0..1 (0 when none was chosen). */
  share: number;
  expected: boolean;
}

/** How the levels chosen for one case spread over ESI 1–5, with the expected level marked. */
export function levelSpread(chosen: Partial<Record<string, number>>, expectedEsi: number): LevelShare[] {
  const counts = esiLevels.map((esi) => chosen[String(esi)] ?? 0);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return esiLevels.map((esi, index) => {
    const count = counts[index] ?? 0;
    return { esi, count, share: total ? count / total : 0, expected: esi === expectedEsi };
  });
}

/** "ESI 2: 3 of 5 (expected)" — the words a screen reader hears for one level of the spread. */
export function describeLevelShare({ esi, count, expected }: LevelShare, total: number): string {
  return `ESI ${esi}: ${count} of ${total}${expected ? ' (expected)' : ''}`;
}
