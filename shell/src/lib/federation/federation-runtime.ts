import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federation-loader';
import { fetchManifest } from './manifest';

/** The loader the running shell uses: the real federation runtime and the gateway's manifest. */
export const loadRemoteApp = createFederationLoader({ loadRemote, registerRemotes }, () => fetchManifest());
