import { levelForEsi, type EngineResult, type EsiLevel } from '../engine';
import type { LevelAndEsi, Verification } from './verification';

export interface CrossCheckOutcome {
  result: EngineResult;
  verification: Verification;
  guidelineFloor: LevelAndEsi | null;
}

/** The floor the engine sets: its red flags' ESI floors, and its own level when ESI 1–2 criteria are met. */
export function guidelineFloorOf(engine: EngineResult): { floor: LevelAndEsi | null; reasons: string[] } {
  const flags = engine.redFlags.filter((flag) => !flag.id.startsWith('llm.'));
  const flagFloor = Math.min(6, ...flags.map((flag) => flag.esiFloor));
  const criteriaFloor = engine.esi <= 2 ? engine.esi : 6;
  const esi = Math.min(flagFloor, criteriaFloor);
  if (esi > 5) return { floor: null, reasons: [] };
  const reasons = flags
    .filter((flag) => flag.esiFloor === esi)
    .map((flag) => `${flag.name} [ESI floor ${flag.esiFloor}]: ${flag.evidence}`);
  if (criteriaFloor === esi && flagFloor > esi)
    reasons.push(...engine.reasons.map((reason) => `ESI ${esi} criterion: ${reason}`));
  return { floor: { level: levelForEsi(esi as EsiLevel), esi: esi as EsiLevel }, reasons };
}

/**
 * Holds an analysis to the guideline engine's floor: a level less urgent than the floor is raised to
 * it, the reason first among the reasons, and the engine's disposition and actions are kept.
 */
export function crossCheck(candidate: EngineResult, engine: EngineResult): CrossCheckOutcome {
  const { floor, reasons } = guidelineFloorOf(engine);
  if (!floor || candidate.esi <= floor.esi) {
    return {
      result: candidate,
      verification: { checked: true, raised: false, floor, reasons },
      guidelineFloor: floor,
    };
  }
  const raisedBecause = `Raised by the guideline cross-check from ${candidate.level} [ESI ${candidate.esi}] to ${floor.level} [ESI ${floor.esi}] because of: ${reasons.join('; ')}`;
  const result: EngineResult = {
    ...candidate,
    level: floor.level,
    esi: floor.esi,
    reasons: [raisedBecause, ...candidate.reasons],
    immediateActions: [...new Set([...engine.immediateActions, ...candidate.immediateActions])],
    workup: [...new Set([...engine.workup, ...candidate.workup])],
    disposition: engine.disposition,
  };
  return { result, verification: { checked: true, raised: true, floor, reasons }, guidelineFloor: floor };
}
