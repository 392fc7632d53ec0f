import { AppRoutes } from '../app/routes';

/**
 * What the shell loads as `./App`. It renders inside the shell's router, store and theme, so it
 * creates none of its own; its routes are relative to where the shell mounts it (the root).
 */
export default function TriageApp() {
  return (
    <div data-testid="remote-triage">
      <AppRoutes />
    </div>
  );
}
