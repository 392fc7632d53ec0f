// Starting and stopping the stack: docker-compose v1 speaking to `podman system service` (it honours
// `condition: service_healthy`; podman-compose 1.0 does not). Without systemd, podman schedules no
// healthchecks itself, so a pump runs them while compose waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, runAsync, sleep, succeeds } from './run.mjs';

/**
 * A project name of its own per run: podman 4.3's netavark can keep a removed container's static address
 * leased in its IPAM database (seen here: the gateway's 172.30.0.10 still held by the previous run's
 * container after `down`), and a network of the same name would then refuse that address. Each run's
 * network is new; `removeEarlierRuns` clears what a run that crashed left behind.
 */
export const project = `manan-proof-${Date.now().toString(36)}`;
const PROJECT_PREFIX = 'manan-proof';

const listed = (args) =>
  run('podman', args, { quiet: true })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Removes the containers, networks and volumes of earlier proof runs (this run's included). */
export function removeEarlierRuns() {
  const containers = listed(['ps', '-a', '--filter', `name=^${PROJECT_PREFIX}`, '--format', '{{.Names}}']);
  if (containers.length) succeeds('podman', ['rm', '-f', '-v', ...containers]);
  const networks = listed(['network', 'ls', '--filter', `name=^${PROJECT_PREFIX}`, '--format', '{{.Name}}']);
  if (networks.length) succeeds('podman', ['network', 'rm', '-f', ...networks]);
  const volumes = listed(['volume', 'ls', '--filter', `name=^${PROJECT_PREFIX}`, '--format', '{{.Name}}']);
  if (volumes.length) succeeds('podman', ['volume', 'rm', '-f', ...volumes]);
}

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
