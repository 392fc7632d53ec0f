import { z } from 'zod';
import { containerNamePattern } from './remote-names';

export { containerNamePattern, remoteExposedModule, remoteNames, type RemoteName } from './remote-names';

export const remoteEntrySchema = z.object({
  /** The federation container name the remote was built with, e.g. `mfe_triage`. */
  name: z.string().regex(containerNamePattern),
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
