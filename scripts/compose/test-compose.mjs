#!/usr/bin/env node
// `npm run test:compose`: the distributed stack built as container images and run for real with podman
// (README, "The container proof"). Builds the images from the already-built workspace, starts the stack,
// drives a user's journey through the containerised gateway, stops one front end and checks the rest still
// works, and tears everything down whatever happened. Exits non-zero when any step fails.
import {
  assertWorkspaceBuilt,
  buildImages,
  ensureBaseImages,
  inspectImage,
  reportImages,
} from './images.mjs';
import { frontEnds, userJourney, withBillingStopped } from './journey.mjs';
import { root, seconds, timed } from './run.mjs';
import {
  compose,
  containerName,
  waitHealthy,
  printLogs,
  removeEarlierRuns,
  renderCompose,
  startHealthPump,
  startPodmanService,
} from './stack.mjs';
import fs from 'node:fs';

const port = process.env.COMPOSE_PROOF_PORT ?? '8120';
const baseUrl = `http://127.0.0.1:${port}`;
const composeEnv = { PORT: port, PUBLIC_ORIGIN: baseUrl };
const sliceNames = [
  'svc-gateway',
  'svc-auth',
  'svc-triage',
  'svc-billing',
  'shell',
  'mfe-triage',
  'mfe-account',
  'mfe-billing',
];

async function main() {
  const started = Date.now();
  process.chdir(root);
  await ensureBaseImages();
  const rendered = renderCompose(composeEnv);
  try {
    await buildAndRun(rendered);
  } finally {
    fs.rmSync(rendered.dir, { recursive: true, force: true });
  }
  console.log(`⏱ test:compose total: ${seconds(started)} s`);
  console.log('✔ the distributed stack built, started, served the journey and survived losing mfe-billing');
}

async function buildAndRun(rendered) {
  const slices = sliceNames.map((name) => ({
    name,
    kind: name.startsWith('svc-') ? 'service' : 'front end',
    image: rendered.config.services[name].image,
    dockerfile: rendered.config.services[name].build.dockerfile,
  }));
  const buildArgs = rendered.config.services['svc-auth'].build.args;
  assertWorkspaceBuilt(slices);

  const buildStarted = Date.now();
  await buildImages(slices, buildArgs);
  console.log(`⏱ build, all images: ${seconds(buildStarted)} s`);
  reportImages(slices.map(inspectImage));

  const podman = await startPodmanService(rendered.dir);
  const stack = { file: rendered.file, env: { ...composeEnv, DOCKER_HOST: podman.dockerHost } };
  const stopPump = startHealthPump();
  let failure;
  try {
    removeEarlierRuns();
    const upStarted = Date.now();
    await compose(stack, ['up', '-d', '--no-build']);
    // compose waited for each dependency's health; nothing depends on the gateway, so wait for it (and all) here.
    await waitHealthy(sliceNames.map(containerName));
    console.log(`⏱ start, up until every container is healthy: ${seconds(upStarted)} s`);

    await timed('user journey', async () => {
      const user = await userJourney(baseUrl);
      await frontEnds(baseUrl, containerName);
      await compose(stack, ['stop', 'mfe-billing']);
      await withBillingStopped(baseUrl, user);
    });
  } catch (error) {
    failure = error;
    printLogs(stack);
  } finally {
    await stopPump();
    await compose(stack, ['down', '-v', '--remove-orphans']).catch((error) => {
      failure ??= new Error(`tearing down: ${error.message}`);
    });
    podman.stop();
  }
  if (failure) throw failure;
}

main().catch((error) => {
  console.error(`\n✘ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
