import { containerNamePattern, remoteNames, type MfeManifest } from '@manan/contracts';

/** Served by the gateway on the page's own origin. */
export const manifestUrl = '/mfe/manifest.json';

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Fetches and validates the list of remotes; throws ManifestError when it cannot be used. */
export async function fetchManifest(
  fetchImpl: typeof fetch = fetch,
  url: string = manifestUrl,
): Promise<MfeManifest> {
  const response = await fetchImpl(url, {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new ManifestError(`${url} answered HTTP ${response.status}`);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ManifestError(`${url} is not JSON`);
  }

  const { manifest, problems } = checkManifest(body);
  if (!manifest) throw new ManifestError(`${url} is not a valid manifest: ${problems.join('; ')}`);
  return manifest;
}

/**
 * The manifest checked as contracts' `mfeManifestSchema` checks it (unknown fields dropped), without
 * zod, which every page with a remote would otherwise download for this alone; a test holds the two
 * together. Problems name the path, e.g. `remotes.triage.name: ...`.
 */
export function checkManifest(body: unknown): { manifest?: MfeManifest; problems: string[] } {
  const problems: string[] = [];
  const remotesBody = isRecord(body) ? body.remotes : undefined;
  if (!isRecord(remotesBody))
    return { problems: [`${isRecord(body) ? 'remotes' : '(root)'}: expected an object`] };
  const remotes: Partial<MfeManifest['remotes']> = {};
  for (const remote of remoteNames) {
    const entryBody = remotesBody[remote];
    if (!isRecord(entryBody)) {
      problems.push(`remotes.${remote}: expected an object`);
      continue;
    }
    const { name, entry } = entryBody;
    if (typeof name !== 'string' || !containerNamePattern.test(name))
      problems.push(`remotes.${remote}.name: expected a container name like mfe_${remote}`);
    if (typeof entry !== 'string' || entry.length === 0)
      problems.push(`remotes.${remote}.entry: expected the URL of a remoteEntry.js`);
    if (typeof name === 'string' && typeof entry === 'string') remotes[remote] = { name, entry };
  }
  if (problems.length) return { problems };
  return { manifest: { remotes: remotes as MfeManifest['remotes'] }, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
