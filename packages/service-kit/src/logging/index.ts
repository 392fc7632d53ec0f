export * from './create-logger';
