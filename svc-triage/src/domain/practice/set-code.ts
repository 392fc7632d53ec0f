import { randomInt } from 'node:crypto';
import { setCodeAlphabet, setCodeLength } from '@manan/contracts';

/** A share code: 8 characters drawn with a cryptographic random source from the unambiguous alphabet. */
export function randomSetCode(): string {
  let code = '';
  for (let index = 0; index < setCodeLength; index++)
    code += setCodeAlphabet[randomInt(setCodeAlphabet.length)];
  return code;
}

/** A code no set has yet (31^8 ≈ 8.5e11 codes, so a retry is already rare). */
export async function uniqueSetCode(
  taken: (code: string) => Promise<boolean>,
  generate: () => string = randomSetCode,
): Promise<string> {
  for (let tries = 0; tries < 20; tries++) {
    const code = generate();
    if (!(await taken(code))) return code;
  }
  throw new Error('No free case-set code after 20 tries');
}
