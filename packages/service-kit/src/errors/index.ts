export * from './domain-error';
export * from './error-body';
