import { mfeManifestSchema, type MfeManifest } from '@manan/contracts';

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

  const parsed = mfeManifestSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ManifestError(`${url} is not a valid manifest: ${problems.join('; ')}`);
  }
  return parsed.data;
}
