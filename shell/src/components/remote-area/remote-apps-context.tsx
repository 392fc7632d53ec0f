import {
  createContext,
  lazy,
  useContext,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@manan/contracts';
import type { LoadRemoteApp } from '../../lib/federation/federation-loader';

export interface RemoteAppRegistry {
  /** The same lazy component every time, so a loaded remote is not loaded again. */
  component(remote: RemoteName): LazyExoticComponent<ComponentType>;
  /** Drops a failed load so the next `component` call tries again. */
  forget(remote: RemoteName): void;
}

export function createRemoteAppRegistry(load: LoadRemoteApp): RemoteAppRegistry {
  const components = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
  return {
    component(remote) {
      let component = components.get(remote);
      if (!component) {
        component = lazy(async () => ({ default: await load(remote) }));
        components.set(remote, component);
      }
      return component;
    },
    forget(remote) {
      components.delete(remote);
    },
  };
}

const RemoteAppsContext = createContext<RemoteAppRegistry | null>(null);

export function RemoteAppsProvider({ load, children }: { load: LoadRemoteApp; children: ReactNode }) {
  const registry = useMemo(() => createRemoteAppRegistry(load), [load]);
  return <RemoteAppsContext.Provider value={registry}>{children}</RemoteAppsContext.Provider>;
}

export function useRemoteApps(): RemoteAppRegistry {
  const registry = useContext(RemoteAppsContext);
  if (!registry) throw new Error('useRemoteApps must be used inside RemoteAppsProvider');
  return registry;
}
