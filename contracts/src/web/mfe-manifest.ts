import { z } from 'zod';

/** The remotes the shell loads at run time, served by the gateway at /mfe/manifest.json. */
export const remoteNames = ['triage', 'account', 'billing'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteEntrySchema = z.object({
  /** The federation container name the remote was built with, e.g. `mfe_triage`. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** URL of the remote's remoteEntry.js, absolute or relative to the page's origin. */
  entry: z.string().min(1),
});

export const mfeManifestSchema = z.object({
  remotes: z.object({
    triage: remoteEntrySchema,
    account: remoteEntrySchema,
    billing: remoteEntrySchema,
  }),
});

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type MfeManifest = z.infer<typeof mfeManifestSchema>;

/** What each remote exposes; the shell imports `${name}/${exposedModule}`. */
export const remoteExposedModule = './App';
