import { runStandalone } from '@manan/service-kit';
import { loadBillingConfig } from './config';
import { createBillingService } from './create-billing-service';

runStandalone({
  service: 'svc-billing',
  loadConfig: () => loadBillingConfig(),
  create: (config, logger) => createBillingService(config, logger),
});
