export * from './create-logger';
export * from './credential-redaction';
