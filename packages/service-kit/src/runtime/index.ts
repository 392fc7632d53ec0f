export * from './service-infrastructure';
export * from './run-standalone';
