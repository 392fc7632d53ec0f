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

/**
 * pino's `isoTime` field (`,"time":"2026-01-31T12:34:56.789Z"`), with the part up to the second worked
 * out once per second rather than by a new Date's toISOString for every line: on the gateway, which
 * writes a line per request, that was a tenth of the cost of logging. The text is the same.
 */
export function isoTimeField(now: () => number = Date.now): () => string {
  let second = Number.NaN;
  let upToTheSecond = '';
  return () => {
    const at = now();
    const atSecond = Math.floor(at / 1000);
    if (atSecond !== second) {
      second = atSecond;
      // "2026-01-31T12:34:56." of "2026-01-31T12:34:56.000Z"
      upToTheSecond = `,"time":"${new Date(atSecond * 1000).toISOString().slice(0, -4)}`;
    }
    return `${upToTheSecond}${String(at - atSecond * 1000).padStart(3, '0')}Z"`;
  };
}

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
      timestamp: isoTimeField(),
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactCredentials },
    },
    destination ?? stdoutLogDestination(),
  );
}
