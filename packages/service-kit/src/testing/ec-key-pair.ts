import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * A fresh EC P-256 key pair for tests, read back from its PEM. Node 20 can deadlock when a garbage
 * collection, run while a generated key's JWK is being exported, destroys the key-generation job that
 * still shares that key's lock (a CI run hung in KeyObjectHandle::ExportJWK → GC → ~KeyGenJob). Keys read
 * back from their PEM share no lock with any job.
 */
export function generateEcKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  const generated = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const privateKey = createPrivateKey(generated.export({ type: 'pkcs8', format: 'pem' }));
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
