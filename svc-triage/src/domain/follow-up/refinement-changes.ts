import { extractTriageLevel } from '@manan/contracts';
import type { EngineResult, EsiLevel } from '../engine';
import type { LevelAndEsi } from '../analysis/verification';
import type { FollowUpAnswer } from './follow-up-answers';

/** How a refinement moved the level. (A type, not an interface, so it fits the contracts' open response types.) */
export type LevelChange = {
  from: LevelAndEsi | null;
  to: LevelAndEsi;
  direction: 'raised' | 'lowered' | 'unchanged';
};

const ESI_OF_LEVEL: Record<string, EsiLevel> = { EMERGENCY: 1, HIGH: 2, MEDIUM: 3, LOW: 4 };

/**
 * For a refinement without a stored case only: the level an analysis text states, by the spec §4 rules
 * (the one extraction function), with the ESI the engine wrote after it ("HIGH - ESI 2") when present.
 */
export function levelOfAnalysisText(text: string): LevelAndEsi | null {
  const level = extractTriageLevel(text);
  const fallbackEsi = ESI_OF_LEVEL[level];
  if (!fallbackEsi) return null;
  const written = new RegExp(`\\b${level} - ESI ([1-5])\\b`).exec(text)?.[1];
  return { level: level as LevelAndEsi['level'], esi: (written ? Number(written) : fallbackEsi) as EsiLevel };
}

export function levelChange(from: LevelAndEsi | null, to: EngineResult): LevelChange {
  const next = { level: to.level, esi: to.esi as EsiLevel };
  const direction = !from || from.esi === next.esi ? 'unchanged' : next.esi < from.esi ? 'raised' : 'lowered';
  return { from, to: next, direction };
}

/** The 'Changes after follow-up' block that opens a refined analysis: what changed, and why. */
export function changesAfterFollowUp(
  change: LevelChange,
  previous: EngineResult | null,
  next: EngineResult,
  answers: FollowUpAnswer[],
): string {
  const describe = (level: LevelAndEsi) => `${level.level} [ESI ${level.esi}]`;
  const oldReasons = new Set(previous?.reasons ?? []);
  const newReasons = next.reasons.filter((reason) => !oldReasons.has(reason));
  const why = (newReasons.length ? newReasons : next.reasons).join('; ');
  const oldFlags = new Set(previous?.redFlags.map((flag) => flag.name) ?? []);
  const newFlagNames = new Set(next.redFlags.map((flag) => flag.name));
  const addedFlags = next.redFlags.filter((flag) => !oldFlags.has(flag.name));
  const clearedFlags = [...oldFlags].filter((name) => !newFlagNames.has(name));
  const lines = [
    change.direction === 'unchanged' || !change.from
      ? `- Level unchanged: ${describe(change.to)}`
      : `- Level ${change.direction} from ${describe(change.from)} to ${describe(change.to)} because of: ${why}`,
    ...(addedFlags.length
      ? [`- New red flags: ${addedFlags.map((flag) => `${flag.name} - ${flag.evidence}`).join('; ')}`]
      : []),
    ...(clearedFlags.length ? [`- Red flags no longer found: ${clearedFlags.join('; ')}`] : []),
    `- Answers considered: ${answers.map((item) => `${item.question || item.questionId} - ${item.answer}`).join(' | ') || 'none'}`,
  ];
  return ['CHANGES AFTER FOLLOW-UP', ...lines].join('\n').replace(/\(/g, '[').replace(/\)/g, ']');
}
