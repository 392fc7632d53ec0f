export * from './create-logger';
export * from './credential-redaction';
export * from './log-destination';
