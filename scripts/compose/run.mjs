// Small process helpers for the container proof: every command is echoed, and a failure names the command.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new globalThis.URL('../..', import.meta.url));

/** Runs a command to completion; throws with its output's tail when it fails. Returns stdout. */
export function run(command, args, { env, quiet = false, input } = {}) {
  if (!quiet) console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  }
  return result.stdout;
}

/** Like run, without throwing: whether it succeeded. */
export const succeeds = (command, args, env) =>
  spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }).status === 0;

/** Runs a command asynchronously (output streamed); resolves or rejects when it exits. */
export function runAsync(command, args, { env } = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    );
  });
}

export const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

export async function timed(label, step) {
  const started = Date.now();
  const result = await step();
  console.log(`⏱ ${label}: ${seconds(started)} s`);
  return result;
}

export const sleep = (ms) => setTimeout(ms);
