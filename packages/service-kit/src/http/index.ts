export * from './request-context';
export * from './error-middleware';
export * from './health-routes';
export * from './create-service-app';
export * from './async-handler';
export * from './escape-html';
export * from './parse-request';
export * from './malformed-path';
