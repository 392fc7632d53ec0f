/**
 * The one catalogue of lab analytes: what the guideline engine reads (ids, names as written in notes,
 * canonical units and conversions) and the tests blood reports print, each linked to the analyte the engine
 * reads it as. It sits beside both domains and imports neither: the engine must not depend on the report
 * extractor, and the extractor writes lines for the engine to read, so both need the same ids and units.
 */
export { analyteDefinitions, type AnalyteDefinition, type AnalyteId } from './analytes';
export * from './conversion-factors';
export type { LabUnit } from './lab-unit';
export {
  readsOnlyWords,
  reportedAnalytes,
  type ReportedAnalyte,
  type ReportedName,
} from './reported-analytes';
