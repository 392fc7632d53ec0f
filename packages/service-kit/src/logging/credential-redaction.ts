import { createHash } from 'node:crypto';
import { sandboxCheckoutIdPrefix, sandboxCheckoutPathPrefix } from '@manan/contracts';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Every sandbox checkout id, wherever it stands: a field, a message, a URL, a stack trace. */
const sandboxCheckoutIds = new RegExp(`${escapeForRegExp(sandboxCheckoutIdPrefix)}[A-Za-z0-9_-]+`, 'g');

/**
 * Whatever stands where the id goes in a checkout page's path, even when it is not an id (a guess, an
 * id percent-encoded or cut short): up to the next '/', '?', '#', quote, backslash or space.
 */
const sandboxCheckoutPathSegments = new RegExp(
  `(${escapeForRegExp(sandboxCheckoutPathPrefix)})(?!${escapeForRegExp(sandboxCheckoutIdPrefix)}\\[redacted)[^/?#"\\\\\\s]+`,
  'g',
);

/**
 * A short digest of a redacted id, so the lines of one checkout can still be told apart and followed;
 * 32 bits of a hash say nothing usable about 192 random bits.
 */
const fingerprintOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 8);

/**
 * A log line with every credential that travels in an address replaced: the sandbox checkout id (the
 * page's only credential) becomes `cs_sandbox_[redacted:<digest>]`, and any other text in its place in
 * a checkout path `[redacted]`. Applied by createLogger to each line as written, so no service, field
 * or message can let one through.
 */
export function redactCredentials(line: string): string {
  if (!line.includes(sandboxCheckoutIdPrefix) && !line.includes(sandboxCheckoutPathPrefix)) return line;
  return line
    .replace(sandboxCheckoutIds, (id) => `${sandboxCheckoutIdPrefix}[redacted:${fingerprintOf(id)}]`)
    .replace(sandboxCheckoutPathSegments, '$1[redacted]');
}
