import path from 'node:path';
import { z } from 'zod';

export const portSchema = z.coerce.number().int().min(0).max(65535);

export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const urlSchema = z.string().url();

/** Variables every service reads; each service extends this with its own. */
export const commonServiceEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: logLevelSchema.default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  /** Set → mongoose adapters; unset → SQLite files under DATA_DIR. */
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI')
    .optional(),
  /** Set → RabbitMQ (amqplib) event bus; unset → the in-process bus. */
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//, 'must be an amqp:// or amqps:// URL')
    .optional(),
  /** Prefix of the RabbitMQ exchange and queues, so several deployments (or test runs) can share a broker. */
  EVENTS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{0,40}$/, 'lower-case letters, digits, dots, underscores or hyphens')
    .default('manan'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
};
