import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { generateEcKeyPair } from '../../src/testing/ec-key-pair';

/**
 * The test key helper under garbage-collection pressure. Exporting the JWK of a key straight from
 * generateKeyPairSync deadlocked Node 20 within seconds in this loop (a young generation of 1 MB makes
 * collections frequent); keys read back from their PEM never did. It runs in a child process, since a
 * deadlocked thread cannot time out, and a deadlock fails the test by the child's time limit.
 */
it('generates keys whose JWK export survives garbage collection', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ec-key-pair-'));
  try {
    const source = fs.readFileSync(path.join(__dirname, '../../src/testing/ec-key-pair.ts'), 'utf8');
    const { code } = transformSync(source, {
      filename: 'ec-key-pair.ts',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(path.join(directory, 'ec-key-pair.js'), code);
    fs.writeFileSync(
      path.join(directory, 'loop.js'),
      `const { generateEcKeyPair } = require('./ec-key-pair.js');
       const started = Date.now(); let kept = []; let pairs = 0;
       while (Date.now() - started < 3000) {
         const { publicKey } = generateEcKeyPair();
         for (let i = 0; i < 5; i += 1) kept.push(publicKey.export({ format: 'jwk' }));
         if (kept.length > 5000) kept = [];
         pairs += 1;
       }
       process.stdout.write(String(pairs));`,
    );
    const child = spawnSync(process.execPath, ['--max-semi-space-size=1', path.join(directory, 'loop.js')], {
      timeout: 20_000,
      encoding: 'utf8',
    });
    expect({ signal: child.signal, status: child.status }).toEqual({ signal: null, status: 0 });
    expect(Number(child.stdout)).toBeGreaterThan(100);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});

it('gives a P-256 pair whose public key matches its private key', () => {
  const { privateKey, publicKey } = generateEcKeyPair();
  expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  expect(publicKey.export({ format: 'jwk' })).toEqual(expect.objectContaining({ kty: 'EC', crv: 'P-256' }));
});
