export { analyzeCase } from './analyze-case';
export { caseFormSchema, type CaseForm, type AnalyzeOptions } from './case-form';
export {
  engineResultSchema,
  triageLevelSchema,
  levelForEsi,
  type EngineResult,
  type TriageLevel,
  type EsiLevel,
  type RedFlagFinding,
  type MissingDataItem,
} from './engine-result';
export { renderResultText, RESULT_HEADINGS } from './output/render-result-text';
export { triageLevelText } from './triage-level-text';
export { redFlagCatalog } from './red-flags/red-flag-catalog';
