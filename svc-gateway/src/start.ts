import { runStandalone } from '@manan/service-kit';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

runStandalone({
  service: 'svc-gateway',
  loadConfig: () => loadGatewayConfig(),
  create: async (config, logger) => createGateway(config, logger),
});
