import fs from 'node:fs';
import path from 'node:path';

interface LockPackage {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

/** Resolves `name` from the package at `location` the way Node does: its own node_modules, then each ancestor's. */
function resolvable(installed: Set<string>, location: string, name: string): boolean {
  let base = location;
  for (;;) {
    if (installed.has(base ? `${base}/node_modules/${name}` : `node_modules/${name}`)) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  // npm 11.19 drops other platforms' optional binaries when it rewrites the lock, and its own `npm ci`
  // then refuses that lock as out of sync. Regenerate with scripts/update-lockfile.sh
  it("when a package has platform-specific optional binaries, then the lock records every platform's entry (npm ci needs them)", () => {
    const installed = new Set(Object.keys(lock.packages));
    const missing = Object.entries(lock.packages).flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolvable(installed, location, name))
        .map((name) => `${location || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
