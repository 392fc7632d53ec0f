import { createInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@manan/contracts';
import { TooltipProvider } from '@manan/ui-kit';
import { createFederationLoader } from './federation-loader';
import { fetchManifest } from './manifest';
import { shareOptions } from './share-options';
import { sharedModules } from './shared-modules';

/**
 * The shell's federation runtime, started with the first remote a page needs: it fills the share scope
 * with the shell's own singletons (the versions come from the build) before any remote entry runs.
 */
const federation = createInstance({
  name: 'shell',
  remotes: [],
  shared: shareOptions(sharedModules, process.env.MANAN_SHARED_SINGLETONS),
});

const loadFederatedApp = createFederationLoader(
  {
    registerRemotes: (remotes) => federation.registerRemotes(remotes),
    loadRemote: (id) => federation.loadRemote(id),
  },
  () => fetchManifest(),
);

/**
 * The loader the running shell uses. A remote's tooltips share one provider (spec §9 timing), placed
 * here rather than around the whole shell so the landing page does not load Radix for it.
 */
export async function loadRemoteApp(remote: RemoteName): Promise<ComponentType> {
  const RemoteApp = await loadFederatedApp(remote);
  return function RemoteWithTooltips() {
    return (
      <TooltipProvider>
        <RemoteApp />
      </TooltipProvider>
    );
  };
}
