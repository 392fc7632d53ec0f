import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface PublicKeyEntry {
  keyId: string;
  publicKey: KeyObject;
}

/** RFC 7638 thumbprint: a key id derived from the key itself, stable across restarts. */
export function keyIdOf(publicKey: KeyObject): string {
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url').slice(0, 16);
}

/**
 * The signing key from configuration (a PEM), or in the embedded default one generated on first start
 * and kept in DATA_DIR (readable by the owner only), so sessions survive restarts.
 */
export function loadOrCreateSigningKey(options: {
  privateKeyPem?: string | undefined;
  dataDir: string;
}): SigningKey {
  const pem =
    options.privateKeyPem ?? readOrCreateKeyFile(path.join(options.dataDir, 'session-signing-key.pem'));
  const privateKey = createPrivateKey(pem.replaceAll('\\n', '\n'));
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'ec' || details?.namedCurve !== 'prime256v1') {
    throw new Error('The session signing key must be an EC P-256 private key (ES256)');
  }
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

function readOrCreateKeyFile(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  return pem;
}

export function publicKeyFromPem(pem: string): PublicKeyEntry {
  const publicKey = createPublicKey(pem.replaceAll('\\n', '\n'));
  return { keyId: keyIdOf(publicKey), publicKey };
}

/** The public keys as a JSON Web Key Set, served by svc-auth for the other apps. */
export function toJwks(keys: PublicKeyEntry[]): { keys: JsonWebKey[] } {
  return {
    keys: keys.map(({ keyId, publicKey }) => ({
      ...(publicKey.export({ format: 'jwk' }) as JsonWebKey),
      kid: keyId,
      use: 'sig',
      alg: 'ES256',
    })),
  };
}
