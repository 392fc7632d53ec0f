export * from './serve-http';
export * from './shutdown';
