import type { EsiDecisionPoint } from '@manan/contracts';

/** The five ESI levels with the names the ESI handbook gives them, most urgent first. */
export const esiLevels = [
  { esi: 1, name: 'Resuscitation' },
  { esi: 2, name: 'Emergent' },
  { esi: 3, name: 'Urgent' },
  { esi: 4, name: 'Less urgent' },
  { esi: 5, name: 'Non-urgent' },
] as const;

/** "ESI 2 — Emergent". */
export function esiLabel(esi: number): string {
  const level = esiLevels.find((candidate) => candidate.esi === esi);
  return level ? `ESI ${esi} — ${level.name}` : `ESI ${esi}`;
}

/** What each decision point of the ESI algorithm asks (ESI v4 handbook). */
export const decisionPointQuestions: Record<EsiDecisionPoint, string> = {
  A: 'A — Does the patient need an immediate life-saving intervention?',
  B: 'B — Is this a high-risk situation, is the patient confused, lethargic or disoriented, or in severe pain or distress?',
  C: 'C — How many different resources will the patient need?',
  D: 'D — Are the vital signs in the danger zone?',
};
