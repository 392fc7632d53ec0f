import { z } from 'zod';

export const triageLevels = ['EMERGENCY', 'HIGH', 'MEDIUM', 'LOW'] as const;
export const triageLevelSchema = z.enum(triageLevels);
export type TriageLevel = z.infer<typeof triageLevelSchema>;

export const esiLevelSchema = z.number().int().min(1).max(5);
export type EsiLevel = 1 | 2 | 3 | 4 | 5;

const scoreComponentSchema = z.object({
  parameter: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
  points: z.number(),
});

const news2Schema = z.object({
  total: z.number(),
  risk: z.enum(['low', 'low-medium', 'medium', 'high']),
  components: z.array(scoreComponentSchema),
  missingParameters: z.array(z.string()),
});

const qsofaSchema = z.object({
  total: z.number(),
  positive: z.boolean(),
  components: z.array(scoreComponentSchema),
  missingParameters: z.array(z.string()),
});

const shockIndexSchema = z.object({
  value: z.number(),
  band: z.enum(['normal', 'abnormal', 'severe']),
  components: z.array(scoreComponentSchema),
});

const pediatricVitalsSchema = z.object({
  ageBand: z.string(),
  dangerZone: z.array(z.string()),
  outsideNormalRange: z.array(z.string()),
});

const resourceReasonSchema = z.object({ resource: z.string(), why: z.string() });

const esiSchema = z.object({
  level: esiLevelSchema,
  decisionPoint: z.enum(['A', 'B', 'C', 'D']),
  resources: z.array(z.string()),
  resourceCount: z.number(),
  /** Each expected resource and why; absent in results stored before the resource model. */
  resourcePlan: z.array(resourceReasonSchema).optional(),
  /** Resources the complaint usually needs that this case does not, and why. */
  notNeeded: z.array(resourceReasonSchema).optional(),
});

const decisionRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  status: z.enum(['computed', 'partial']),
  score: z.number().optional(),
  outcome: z.string(),
  found: z.array(z.string()),
  missing: z.array(z.string()),
});

const presentationSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  /** Read from the chief-complaint field, or from the narrative. */
  source: z.enum(['complaint', 'narrative']),
});

export const engineResultSchema = z.object({
  level: triageLevelSchema,
  esi: esiLevelSchema,
  reasons: z.array(z.string()),
  redFlags: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      evidence: z.string(),
      guideline: z.string(),
      esiFloor: esiLevelSchema,
    }),
  ),
  scores: z.object({
    esi: esiSchema,
    news2: news2Schema.nullable(),
    qsofa: qsofaSchema.nullable(),
    shockIndex: shockIndexSchema.nullable(),
    pediatricVitals: pediatricVitalsSchema.nullable(),
  }),
  findings: z.array(z.string()),
  differential: z.array(z.object({ condition: z.string(), why: z.string() })),
  immediateActions: z.array(z.string()),
  workup: z.array(z.string()),
  disposition: z.string(),
  missingData: z.array(z.object({ id: z.string(), description: z.string(), key: z.boolean() })),
  confidence: z.number().min(0).max(1),
  guidelines: z.array(z.string()),
  /** The standard presenting complaints recognised, the chief one first (absent in older stored results). */
  presentations: z.array(presentationSchema).optional(),
  decisionRules: z.array(decisionRuleSchema).optional(),
  /** Other levels, had one missing datum or borderline value been different ("ESI 2 if the pain is ≥ 7/10"). */
  alternatives: z.array(z.object({ esi: esiLevelSchema, condition: z.string() })).optional(),
});

export type EngineResult = z.infer<typeof engineResultSchema>;
export type RedFlagFinding = EngineResult['redFlags'][number];
export type MissingDataItem = EngineResult['missingData'][number];
export type DifferentialItem = EngineResult['differential'][number];
export type News2Result = z.infer<typeof news2Schema>;
export type QsofaResult = z.infer<typeof qsofaSchema>;
export type ShockIndexResult = z.infer<typeof shockIndexSchema>;
export type PediatricVitalsResult = z.infer<typeof pediatricVitalsSchema>;
export type ScoreComponent = z.infer<typeof scoreComponentSchema>;

export function levelForEsi(esi: EsiLevel): TriageLevel {
  if (esi === 1) return 'EMERGENCY';
  if (esi === 2) return 'HIGH';
  if (esi === 3) return 'MEDIUM';
  return 'LOW';
}
