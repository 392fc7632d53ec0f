import type { ComponentType } from 'react';
import { remoteExposedModule, type MfeManifest, type RemoteName } from '@manan/contracts';

/** Resolves to the component a remote exposes; rejects when it cannot be loaded. */
export type LoadRemoteApp = (remote: RemoteName) => Promise<ComponentType>;

/** The part of the Module Federation runtime the shell uses (injected so it can be faked in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>): void;
  loadRemote(id: string): Promise<unknown>;
}

/**
 * Registers the remotes listed in the manifest (once it has been read successfully) and loads a
 * remote's exposed App. A failed manifest or remote entry is tried again on the next call.
 */
export function createFederationLoader(
  runtime: FederationRuntime,
  loadManifest: () => Promise<MfeManifest>,
): LoadRemoteApp {
  let registration: Promise<MfeManifest> | undefined;

  const registerOnce = (): Promise<MfeManifest> => {
    registration ??= loadManifest().then(
      (manifest) => {
        runtime.registerRemotes(Object.values(manifest.remotes).map(({ name, entry }) => ({ name, entry })));
        return manifest;
      },
      (error: unknown) => {
        registration = undefined;
        throw error;
      },
    );
    return registration;
  };

  return async (remote) => {
    const manifest = await registerOnce();
    const containerName = manifest.remotes[remote].name;
    const exposed = (await runtime.loadRemote(
      `${containerName}/${remoteExposedModule.replace(/^\.\//, '')}`,
    )) as { default?: ComponentType } | null;
    if (!exposed?.default) throw new Error(`${containerName} exposes no component as ${remoteExposedModule}`);
    return exposed.default;
  };
}
