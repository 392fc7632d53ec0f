export * from './load-config';
export * from './common-env';
export * from './proxy-trust';
