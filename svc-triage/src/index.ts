export { createTriageService, type TriageService, type TriageServiceOptions } from './create-triage-service';
export { triageConfigSchema, loadTriageConfig, type TriageConfig } from './config';
