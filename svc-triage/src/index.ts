export { createTriageService, type TriageService } from './create-triage-service';
export { triageConfigSchema, loadTriageConfig, type TriageConfig } from './config';
