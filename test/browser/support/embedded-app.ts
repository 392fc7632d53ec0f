import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEmbedded, type EmbeddedMaNaN } from '@manan/embedded';

export const repositoryRoot = path.resolve(__dirname, '../../..');
export const screenshotDir = path.join(repositoryRoot, 'test-results');

/** MANAN as `npm start` runs it, on a free port with its own empty data directory. */
export async function startEmbeddedApp(
  env: Record<string, string> = {},
): Promise<EmbeddedMaNaN & { dataDir: string }> {
  const shellIndex = path.join(repositoryRoot, 'shell/dist/index.html');
  if (!fs.existsSync(shellIndex))
    throw new Error('The front ends are not built: run `npm run build:web` (npm test does this first)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-browser-'));
  const manan = await runEmbedded({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    FRONTEND_DIST_ROOT: repositoryRoot,
    ...env,
  });
  return {
    ...manan,
    dataDir,
    stop: async () => {
      await manan.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
