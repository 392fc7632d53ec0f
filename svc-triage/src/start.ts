import { runStandalone } from '@manan/service-kit';
import { loadTriageConfig } from './config';
import { createTriageService } from './create-triage-service';

runStandalone({
  service: 'svc-triage',
  loadConfig: () => loadTriageConfig(),
  create: (config, logger) => createTriageService(config, logger),
});
