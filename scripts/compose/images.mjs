// Building the proof's images: the local base images when missing, the shared workspace stage once,
// then one image per slice copying from it; then their sizes and hygiene, measured.
import fs from 'node:fs';
import path from 'node:path';
import { root, run, succeeds, timed } from './run.mjs';

export const maxImageBytes = 250 * 1000 * 1000;
const baseImages = [
  'localhost/debian:bookworm',
  'localhost/manan-node:20',
  'localhost/manan-node:20-build',
  'localhost/manan-nginx:bookworm',
  'localhost/manan-rabbitmq:bookworm',
];

export async function ensureBaseImages() {
  const missing = baseImages.filter((image) => !succeeds('podman', ['image', 'exists', image]));
  if (missing.length === 0) {
    console.log('Local base images present (kept between runs).');
    return;
  }
  await timed(`local base images (${missing.join(', ')})`, () =>
    run('docker/local-base/build-base-images.sh', [], { quiet: false }),
  );
}

/** The built workspace this reuses: compiled services and built front ends (what `npm test` leaves). */
export function assertWorkspaceBuilt(slices) {
  const missing = slices
    .map((slice) =>
      slice.kind === 'service' ? `${slice.name}/dist/src/start.js` : `${slice.name}/dist/remoteEntry.js`,
    )
    .map((file) => (file === 'shell/dist/remoteEntry.js' ? 'shell/dist/index.html' : file))
    .filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(`Build the repository first (npm run build, or npm test): missing ${missing.join(', ')}`);
}

const buildArgs = (args) =>
  Object.entries(args).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);

/** Docker format, because the OCI image format has no HEALTHCHECK. */
const podmanBuild = (args) => run('podman', ['build', '--format', 'docker', '--pull=never', ...args]);

const imageId = (image) =>
  succeeds('podman', ['image', 'exists', image])
    ? run('podman', ['image', 'inspect', '--format', '{{.Id}}', image], { quiet: true }).trim()
    : undefined;

/** The images a rebuild replaced would stay behind untagged, run after run: removed once replaced. */
function removeReplaced(previous) {
  for (const [image, id] of previous) {
    if (id && imageId(image) !== id) succeeds('podman', ['rmi', id]);
  }
}

export async function buildImages(slices, args) {
  const previous = [args.WORKSPACE, ...slices.map((slice) => slice.image)].map((image) => [
    image,
    imageId(image),
  ]);
  await timed(`shared workspace stage ${args.WORKSPACE}`, () =>
    podmanBuild([
      '--ignorefile',
      'docker/workspace.dockerignore',
      '-f',
      'docker/workspace.Dockerfile',
      ...buildArgs({ BUILD_IMAGE: args.BUILD_IMAGE }),
      '-t',
      args.WORKSPACE,
      '.',
    ]),
  );
  for (const slice of slices) {
    await timed(`image ${slice.image}`, () =>
      podmanBuild(['-f', slice.dockerfile, ...buildArgs(args), '-t', slice.image, '.']),
    );
  }
  removeReplaced(previous);
}

/** Size, user, healthcheck, and what must not be inside: source maps, dev-only packages. */
export function inspectImage(slice) {
  const [info] = JSON.parse(run('podman', ['image', 'inspect', slice.image], { quiet: true }));
  const mount = run('podman', ['image', 'mount', slice.image], { quiet: true }).trim();
  try {
    const files = listFiles(mount);
    const sourceMaps = files.filter((file) => file.endsWith('.map')).length;
    const devPackages = ['typescript', 'jest', 'webpack', 'eslint', '@swc/core', 'react', 'jspdf'].filter(
      (name) => fs.existsSync(path.join(mount, 'app/node_modules', name)),
    );
    return {
      name: slice.name,
      bytes: info.Size,
      user: info.Config?.User || 'root',
      healthcheck: ['CMD', 'CMD-SHELL'].includes((info.Healthcheck ?? info.Config?.Healthcheck)?.Test?.[0]),
      sourceMaps,
      devPackages,
    };
  } finally {
    run('podman', ['image', 'unmount', slice.image], { quiet: true });
  }
}

function listFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['proc', 'sys', 'dev'].includes(entry.name) || current !== dir) walk(full);
      } else files.push(full);
    }
  };
  walk(dir);
  return files;
}

export function reportImages(reports) {
  console.log('\nImage                 size     user       healthcheck  source maps  dev packages');
  for (const r of reports) {
    console.log(
      `${r.name.padEnd(21)} ${`${(r.bytes / 1e6).toFixed(0)} MB`.padStart(7)}  ${r.user.padEnd(10)} ${String(r.healthcheck).padEnd(12)} ${String(r.sourceMaps).padEnd(12)} ${r.devPackages.join(',') || 'none'}`,
    );
  }
  const problems = reports.flatMap((r) => [
    ...(r.bytes > maxImageBytes ? [`${r.name} is ${(r.bytes / 1e6).toFixed(0)} MB (limit 250 MB)`] : []),
    ...(r.healthcheck ? [] : [`${r.name} has no healthcheck`]),
    ...(r.sourceMaps > 0 ? [`${r.name} ships ${r.sourceMaps} source maps`] : []),
    ...(r.devPackages.length > 0 ? [`${r.name} ships ${r.devPackages.join(', ')}`] : []),
  ]);
  if (problems.length > 0) throw new Error(`Image hygiene:\n${problems.join('\n')}`);
}
