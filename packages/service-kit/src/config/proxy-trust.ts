import net from 'node:net';
import { z } from 'zod';

/** The ranges express (proxy-addr) knows by name. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an IP address, an address with a prefix length (CIDR), or a named range. */
export function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * A comma-separated list of addresses, CIDRs or the names loopback / linklocal / uniquelocal, as the
 * peers whose X-Forwarded-* headers are believed (express's `trust proxy`). Empty trusts no one.
 */
export const proxyAddressListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    for (const entry of entries) {
      if (!isProxyAddress(entry)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `'${entry}' is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
        });
      }
    }
  });

/**
 * What a service behind the gateway reads: the only peers whose X-Forwarded-For / -Proto / -Host it
 * believes. The gateway overwrites those headers with what it saw on the socket, so believing them
 * from the gateway alone means a client can never choose its own address. Loopback suits the
 * embedded default (the gateway runs in the same process); elsewhere name the gateway's address.
 */
export const gatewayTrustEnv = {
  GATEWAY_ADDRESSES: proxyAddressListSchema.default(['loopback']),
};
