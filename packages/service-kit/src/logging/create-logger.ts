import pino, { type Logger } from 'pino';
import { redactCredentials } from './credential-redaction';
import { stdoutLogDestination } from './log-destination';

export type { Logger } from 'pino';

/**
 * Paths that may carry secrets or patient text. Logs never contain them: request bodies are not logged
 * at all, and these are censored wherever they appear in a logged object.
 */
const redactedPaths = [
  'password',
  '*.password',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  'token',
  '*.token',
  'body',
  '*.body',
];

export interface LoggerOptions {
  service: string;
  level?: string;
  /**
   * Where log lines go; defaults to stdout, written in batches (see logDestination). Tests pass a stream
   * to read what was logged.
   */
  destination?: pino.DestinationStream;
}

/**
 * JSON logs, one object a line, each carrying the service name. Each line is written with the
 * credentials that travel in addresses (the sandbox checkout id) redacted, whatever carried them.
 */
export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactCredentials },
    },
    destination ?? stdoutLogDestination(),
  );
}
