import { Suspense, useCallback, useState } from 'react';
import type { RemoteName } from '@manan/contracts';
import { Spinner } from '@manan/ui-kit';
import { useRemoteApps } from './remote-apps-context';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Loads and renders one remote; a failure shows an error panel with Retry in this area only. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const registry = useRemoteApps();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = registry.component(remote);

  const retry = useCallback(() => {
    registry.forget(remote);
    setAttempt((previous) => previous + 1);
  }, [registry, remote]);

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Spinner label="Loading this part of MANAN…" />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
