import type { createInstance } from '@module-federation/enhanced/runtime';

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

interface Announced {
  version: string;
  requiredVersion: string;
}

/**
 * The share scope entries the shell provides: each module already loaded (`lib`), so the runtime never
 * prefers a remote's copy of the same version, announced with the version the build recorded
 * (`announcedJson`, from the webpack configuration). A module without a version, or a version without a
 * module, is a build mistake and throws.
 */
export function shareOptions(
  modules: Record<string, object>,
  announcedJson: string | undefined,
): SharedOptions {
  const announced = JSON.parse(announcedJson ?? '{}') as Record<string, Announced>;
  const missing = [
    ...Object.keys(modules).filter((name) => !announced[name]),
    ...Object.keys(announced).filter((name) => !modules[name]),
  ];
  if (missing.length > 0)
    throw new Error(`Shared modules and their versions disagree on: ${missing.join(', ')}`);
  const shared: SharedOptions = {};
  for (const [name, module] of Object.entries(modules)) {
    const { version, requiredVersion } = announced[name]!;
    shared[name] = { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } };
  }
  return shared;
}
