import { z } from 'zod';
import { levelForEsi, triageLevelSchema, type EngineResult, type EsiLevel } from '../engine';

const MAX_ITEMS = 15;
const text = (max: number) => z.string().transform((value) => value.trim().slice(0, max));
const list = (max: number) =>
  z.array(text(max)).transform((items) => items.filter(Boolean).slice(0, MAX_ITEMS));

/** What the model is asked for: the engine's structured result without the computed scores. */
export const llmAnalysisSchema = z.object({
  level: triageLevelSchema,
  esi: z.number().int().min(1).max(5),
  reasons: list(500),
  redFlags: z
    .array(z.object({ name: text(200), evidence: text(500) }))
    .transform((f) => f.slice(0, MAX_ITEMS)),
  differential: z
    .array(z.object({ condition: text(200), why: text(500) }))
    .transform((items) => items.slice(0, MAX_ITEMS)),
  immediateActions: list(500),
  workup: list(500),
  disposition: text(1000),
  missingData: z
    .array(z.object({ id: text(80), description: text(300) }))
    .transform((items) => items.slice(0, MAX_ITEMS)),
  confidence: z.number().min(0).max(1),
});

export type LlmAnalysis = z.output<typeof llmAnalysisSchema>;

export const llmAnalysisJsonSchema = {
  name: 'triage_analysis',
  schema: z.toJSONSchema(llmAnalysisSchema, { io: 'input' }) as Record<string, unknown>,
};

const ESI_OF_LEVEL = { EMERGENCY: 1, HIGH: 2, MEDIUM: 3, LOW: 4 } as const;

export const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'item';

/**
 * The model's answer in the engine's shape. The engine's scores, findings, sources and its own red flags
 * and missing data are kept; when level and ESI disagree, the more urgent of the two is taken.
 */
export function toEngineResult(answer: LlmAnalysis, engine: EngineResult): EngineResult {
  const esi = Math.min(answer.esi, ESI_OF_LEVEL[answer.level]) as EsiLevel;
  const knownFlags = new Set(engine.redFlags.map((flag) => flag.name.toLowerCase()));
  const knownMissing = new Set(engine.missingData.map((item) => item.id));
  return {
    ...engine,
    level: levelForEsi(esi),
    esi,
    reasons: answer.reasons,
    redFlags: [
      ...engine.redFlags,
      ...answer.redFlags
        .filter((flag) => flag.name && !knownFlags.has(flag.name.toLowerCase()))
        .map((flag) => ({
          id: `llm.${slug(flag.name)}`,
          name: flag.name,
          evidence: flag.evidence || 'named by the AI model',
          guideline: 'AI model',
          esiFloor: esi,
        })),
    ],
    differential: answer.differential.length ? answer.differential : engine.differential,
    immediateActions: answer.immediateActions.length ? answer.immediateActions : engine.immediateActions,
    workup: answer.workup.length ? answer.workup : engine.workup,
    disposition: answer.disposition || engine.disposition,
    missingData: [
      ...engine.missingData,
      ...answer.missingData
        .filter((item) => item.description && !knownMissing.has(item.id))
        .map((item) => ({
          id: `llm.${slug(item.id || item.description)}`,
          description: item.description,
          key: false,
        })),
    ],
    confidence: answer.confidence,
  };
}
