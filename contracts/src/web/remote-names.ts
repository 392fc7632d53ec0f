// Kept apart from the manifest's zod schema: the shell reads these on every page that loads a remote
// without downloading zod for them.

/** The remotes the shell loads at run time, served by the gateway at /mfe/manifest.json. */
export const remoteNames = ['triage', 'account', 'billing'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** What each remote exposes; the shell imports `${name}/${exposedModule}`. */
export const remoteExposedModule = './App';

/** A federation container name as a remote is built with, e.g. `mfe_triage`. */
export const containerNamePattern = /^[a-z][a-z0-9_]*$/;
