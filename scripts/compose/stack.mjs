// Starting and stopping the stack: docker-compose v1 speaking to `podman system service` (it honours
// `condition: service_healthy`; podman-compose 1.0 does not). Without systemd, podman schedules no
// healthchecks itself, so a pump runs them while compose waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runAsync, sleep, succeeds } from './run.mjs';

export const project = 'manan-proof';

/** docker-compose.yml + docker-compose.podman.yml rendered, without MongoDB (docker/podman/without-mongo.py). */
export function renderCompose(env) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-proof-'));
  const merged = run(
    'docker-compose',
    ['-p', project, '-f', 'docker-compose.yml', '-f', 'docker-compose.podman.yml', 'config'],
    { env, quiet: true },
  );
  const json = run('python3', ['docker/podman/without-mongo.py'], { input: merged, quiet: true });
  const file = path.join(dir, 'docker-compose.proof.json');
  fs.writeFileSync(file, json);
  return { dir, file, config: JSON.parse(json) };
}

export async function startPodmanService(dir) {
  const socket = path.join(dir, 'podman.sock');
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !fs.existsSync(socket); i += 1) await sleep(100);
  if (!fs.existsSync(socket)) throw new Error('podman system service did not open its socket');
  return { dockerHost: `unix://${socket}`, stop: () => service.kill('SIGTERM') };
}

const projectContainers = () =>
  run(
    'podman',
    ['ps', '-a', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.Names}}'],
    { quiet: true },
  )
    .split('\n')
    .filter(Boolean);

/** Runs every container's healthcheck every two seconds until stopped. */
export function startHealthPump() {
  let running = true;
  const done = (async () => {
    while (running) {
      for (const name of projectContainers()) succeeds('podman', ['healthcheck', 'run', name]);
      await sleep(2000);
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

const health = (name) =>
  run('podman', ['inspect', '--format', '{{.State.Health.Status}}', name], { quiet: true }).trim();

export async function waitHealthy(names, timeoutMs = 180_000) {
  const started = Date.now();
  let waiting = names;
  while (waiting.length > 0) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not healthy in time: ${waiting.join(', ')}`);
    await sleep(1000);
    waiting = waiting.filter((name) => health(name) !== 'healthy');
  }
}

export const containerName = (service) => `${project}_${service}_1`;

export function compose(stack, args) {
  return runAsync('docker-compose', ['-p', project, '-f', stack.file, ...args], { env: stack.env });
}

export function printLogs(stack) {
  try {
    console.log(
      run('docker-compose', ['-p', project, '-f', stack.file, 'logs', '--no-color', '--tail=40'], {
        env: stack.env,
        quiet: true,
      }),
    );
  } catch (error) {
    console.log(`(no logs: ${error.message})`);
  }
}
