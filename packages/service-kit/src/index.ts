export * from './config';
export * from './logging';
export * from './errors';
export * from './http';
export * from './lifecycle';
export * from './storage';
export * from './events';
export * from './runtime';
