import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { publicKeyFromPem, type PublicKeyEntry } from './session-keys';

/** Finds the public key a token's `kid` names; undefined when no such key is known. */
export type PublicKeyResolver = (keyId: string) => Promise<KeyObject | undefined>;

export function staticPublicKeys(entries: PublicKeyEntry[]): PublicKeyResolver {
  const byId = new Map(entries.map((entry) => [entry.keyId, entry.publicKey]));
  return async (keyId) => byId.get(keyId);
}

/**
 * Keys from svc-auth's JWKS endpoint, cached. An unknown `kid` (a rotated key) triggers a refetch,
 * at most once per `minRefetchMs`, so garbage tokens cannot turn into a flood of requests to svc-auth.
 */
export function jwksPublicKeys(
  url: string,
  options: { minRefetchMs?: number; timeoutMs?: number } = {},
): PublicKeyResolver {
  const minRefetchMs = options.minRefetchMs ?? 10_000;
  let keys = new Map<string, KeyObject>();
  let fetchedAt = 0;
  let inFlight: Promise<void> | undefined;

  const refresh = async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 3_000) });
    if (!response.ok) throw new Error(`JWKS ${url} answered ${response.status}`);
    const body = (await response.json()) as { keys?: (JsonWebKey & { kid?: string; alg?: string })[] };
    keys = new Map(
      (body.keys ?? [])
        .filter((jwk) => jwk.kid && jwk.kty === 'EC' && (jwk.alg === undefined || jwk.alg === 'ES256'))
        .map((jwk) => [jwk.kid!, createPublicKey({ key: jwk, format: 'jwk' })]),
    );
    fetchedAt = Date.now();
  };

  return async (keyId) => {
    if (!keys.has(keyId) && Date.now() - fetchedAt >= minRefetchMs) {
      inFlight ??= refresh().finally(() => (inFlight = undefined));
      await inFlight.catch(() => undefined);
    }
    return keys.get(keyId);
  };
}

/** svc-auth's keys as configured: the PEM when SESSION_PUBLIC_KEY is given, else its JWKS endpoint. */
export function publicKeysFromConfig(config: {
  AUTH_JWKS_URL: string;
  SESSION_PUBLIC_KEY?: string | undefined;
}): PublicKeyResolver {
  return config.SESSION_PUBLIC_KEY
    ? staticPublicKeys([publicKeyFromPem(config.SESSION_PUBLIC_KEY)])
    : jwksPublicKeys(config.AUTH_JWKS_URL);
}
