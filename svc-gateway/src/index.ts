export { createGateway, type Gateway } from './create-gateway';
export { gatewayConfigSchema, loadGatewayConfig, type GatewayConfig } from './config';
export { apiRoutes, findApiRoute } from './proxy/api-routes';
