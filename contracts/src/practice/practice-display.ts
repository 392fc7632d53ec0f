/**
 * Training mode: the words every front end shows for ESI levels and verdicts, so the practice page, the
 * dashboard's progress card and the educator's results say the same thing.
 */

/** The five ESI levels with the names the ESI handbook gives them, most urgent first. */
export const esiLevelNames = [
  { esi: 1, name: 'Resuscitation' },
  { esi: 2, name: 'Emergent' },
  { esi: 3, name: 'Urgent' },
  { esi: 4, name: 'Less urgent' },
  { esi: 5, name: 'Non-urgent' },
] as const;

/** "ESI 2 — Emergent". */
export function esiLabel(esi: number): string {
  const level = esiLevelNames.find((candidate) => candidate.esi === esi);
  return level ? `ESI ${esi} — ${level.name}` : `ESI ${esi}`;
}

/**
 * "Exact", "Over-triaged by 2" (a more urgent level than the reference), "Under-triaged by 1" (a less
 * urgent one: the serious miss).
 */
export function verdictHeadline({
  verdict,
  by,
}: {
  verdict: 'exact' | 'over' | 'under';
  by: number;
}): string {
  if (verdict === 'exact') return 'Exact';
  return verdict === 'over' ? `Over-triaged by ${by}` : `Under-triaged by ${by}`;
}
