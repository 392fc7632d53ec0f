import { runStandalone } from '@manan/service-kit';
import { loadAuthConfig } from './config';
import { createAuthService } from './create-auth-service';

runStandalone({
  service: 'svc-auth',
  loadConfig: () => loadAuthConfig(),
  create: (config, logger) => createAuthService(config, logger),
});
