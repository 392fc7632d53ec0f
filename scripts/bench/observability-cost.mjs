#!/usr/bin/env node
// What observability costs the embedded default: two MANAN processes from the same build, one as
// configured (no OTEL_EXPORTER_OTLP_ENDPOINT: metrics on, nothing exported) and one with tracing switched
// off (OTEL_SDK_DISABLED=true), take turns under the same POST /api/analyze load. Each turn reads the
// process's CPU time from /proc/<pid>/stat, so the figure is CPU per analysis, not latency; the cost is
// the median of the per-round ratios, so both sides of a ratio saw the same background load.
//
//   node scripts/bench/observability-cost.mjs [--rounds 30] [--slice-ms 1500] [--connections 4]
//     [--compare-root <another built checkout>]   (a third variant: that build as configured)
//
// `npm run bench` calls the default export for its table row. Needs the built services
// (`npm run build:services`); Linux only (/proc).
/* global performance, setTimeout */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, premiumClinician, soreThroatAnalysis } from './embedded-app.mjs';
import { quantile, send } from './load-generator.mjs';

const clockTicksPerSecond = 100; // USER_HZ on Linux, the unit of utime and stime in /proc/<pid>/stat

/** User plus system CPU seconds the process (all its threads) has used so far. */
function cpuSecondsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

/** `npm start`'s entry point with its own DATA_DIR and gateway port, plus `env`; resolves once all parts listen. */
async function startVariant(root, { name, env, dataRoot, tag }) {
  fs.mkdirSync(dataRoot, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(dataRoot, `${tag}-`));
  const logFile = path.join(dataDir, 'manan.log');
  const log = fs.openSync(logFile, 'a');
  const port = await freePort();
  const childEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  for (const key of Object.keys(childEnv)) if (key.startsWith('OTEL_') && !(key in env)) delete childEnv[key];
  const child = spawn(process.execPath, [path.join(root, 'embedded/dist/src/start.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForListening(logFile, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

async function waitForListening(logFile, child) {
  const deadline = Date.now() + 60_000;
  const parts = ['svc-gateway', 'svc-auth', 'svc-triage', 'svc-billing'];
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MANAN exited (${child.exitCode}): see ${logFile}`);
    const text = fs.readFileSync(logFile, 'utf8');
    if (parts.every((part) => text.includes(`"msg":"${part} listening"`))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`MANAN did not start within 60 s: see ${logFile}`);
}

/**
 * Closed-loop analyze load on `variant` for `warmupMs` and then `sliceMs`; the counts and CPU of the
 * second part only. A request in flight at the boundary is counted where it ends.
 */
async function slice(variant, users, { connections, sliceMs, warmupMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = `${variant.url}/api/analyze`;
  let measuring = false;
  let answered = 0;
  let unexpected = 0;
  const loop = async (connection, until) => {
    const headers = {
      'content-type': 'application/json',
      origin: variant.url,
      cookie: users[connection % users.length].cookie,
    };
    while (performance.now() < until) {
      const answer = await send(agent, url, { method: 'POST', headers, body: soreThroatAnalysis }).catch(
        () => null,
      );
      if (!measuring) continue;
      if (answer?.status === 200) answered += 1;
      else unexpected += 1;
    }
  };
  const startedAt = performance.now();
  const running = Array.from({ length: connections }, (_, index) =>
    loop(index, startedAt + warmupMs + sliceMs),
  );
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  measuring = true;
  const cpuBefore = cpuSecondsOf(variant.pid);
  const measuredFrom = performance.now();
  await new Promise((resolve) => setTimeout(resolve, sliceMs));
  const cpuSeconds = cpuSecondsOf(variant.pid) - cpuBefore;
  const elapsedSeconds = (performance.now() - measuredFrom) / 1000;
  const answeredInSlice = answered;
  measuring = false;
  await Promise.all(running);
  agent.destroy();
  return {
    cpuMsPerAnalysis: (cpuSeconds * 1000) / answeredInSlice,
    perSecond: answeredInSlice / elapsedSeconds,
    unexpected,
  };
}

const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const percent = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

/**
 * Measures the variants in turns (the order rotating every round): MANAN as configured and with tracing
 * off, plus `compareRoots` (other builds, e.g. a checkout of an earlier commit, run as configured). Answers
 * each variant's medians and the median of its per-round ratios to tracing off: `cpuRatio` > 1 is what
 * observability adds per analysis.
 */
export async function measureObservabilityCost({
  root,
  compareRoots = [],
  rounds = 30,
  sliceMs = 1_500,
  connections = 4,
  dataRoot = path.join(os.tmpdir(), 'obs'),
  log = () => undefined,
}) {
  const plans = [
    { name: 'as configured', root, env: {} },
    { name: 'tracing off', root, env: { OTEL_SDK_DISABLED: 'true' } },
    ...compareRoots.map((other) => ({ name: `as configured (${other})`, root: other, env: {} })),
  ];
  const variants = [];
  try {
    for (const [index, plan] of plans.entries())
      variants.push({ ...(await startVariant(plan.root, { ...plan, dataRoot, tag: `v${index}` })) });
    const users = new Map();
    for (const variant of variants) {
      const signedUp = [];
      for (let index = 0; index < connections; index += 1)
        signedUp.push(await premiumClinician(variant.url, `obs.cost.${index}`));
      users.set(variant, signedUp);
    }
    // Premium reaches svc-triage as an event; let it arrive, then warm every variant up (JIT, caches).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const variant of variants)
      await slice(variant, users.get(variant), { connections, sliceMs: 2_000, warmupMs: 500 });
    const results = new Map(variants.map((variant) => [variant, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (let turn = 0; turn < variants.length; turn += 1) {
        const variant = variants[(turn + round) % variants.length];
        results
          .get(variant)
          .push(await slice(variant, users.get(variant), { connections, sliceMs, warmupMs: 300 }));
      }
      log(
        `round ${round + 1}: ` +
          variants
            .map((variant) => {
              const result = results.get(variant)[round];
              return `${variant.name} ${result.cpuMsPerAnalysis.toFixed(3)} ms CPU/analysis, ${Math.round(result.perSecond)}/s`;
            })
            .join('; '),
      );
    }
    const off = results.get(variants[1]);
    const ratios = (mine, field) => mine.map((result, round) => result[field] / off[round][field]);
    const summaries = variants.map((variant) => {
      const mine = results.get(variant);
      return {
        name: variant.name,
        cpuMsPerAnalysis: median(mine.map((result) => result.cpuMsPerAnalysis)),
        perSecond: median(mine.map((result) => result.perSecond)),
        unexpected: mine.reduce((sum, result) => sum + result.unexpected, 0),
        cpuRatio: median(ratios(mine, 'cpuMsPerAnalysis')),
        throughputRatio: median(ratios(mine, 'perSecond')),
      };
    });
    const [configured, tracingOff, ...compared] = summaries;
    return {
      configured,
      tracingOff,
      compared,
      cpuRatio: configured.cpuRatio,
      throughputRatio: configured.throughputRatio,
    };
  } finally {
    for (const variant of variants) await variant.stop();
  }
}

/** `npm run bench`'s row: `{ url, root }` as run.mjs gives every module (the url is not used: two own instances). */
export default async function observabilityCostRow({ root }) {
  // Many short turns: a turn's ratio varies by ±30% on a shared 2-core machine, their median far less.
  const cost = await measureObservabilityCost({ root, rounds: 30, sliceMs: 1_500 });
  const errors = cost.configured.unexpected + cost.tracingOff.unexpected;
  return [
    {
      what: 'observability cost: CPU per analysis',
      measured: `${percent(cost.cpuRatio)} (${cost.configured.cpuMsPerAnalysis.toFixed(2)} ms)${errors ? `, ${errors} errors` : ''}`,
      reference: `tracing off ${cost.tracingOff.cpuMsPerAnalysis.toFixed(2)} ms; throughput ${percent(cost.throughputRatio)}`,
      target: '≤ +5%',
      pass: cost.cpuRatio <= 1.05 && errors === 0,
    },
  ];
}

function option(argv, name, fallback) {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const compareAt = argv.indexOf('--compare-root');
  measureObservabilityCost({
    root,
    compareRoots: compareAt === -1 ? [] : [path.resolve(argv[compareAt + 1])],
    rounds: option(argv, '--rounds', 30),
    sliceMs: option(argv, '--slice-ms', 1_500),
    connections: option(argv, '--connections', 4),
    log: (line) => console.log(line),
  }).then(
    ({ configured, tracingOff, compared }) => {
      const describe = (side) =>
        `${side.cpuMsPerAnalysis.toFixed(3)} ms CPU/analysis, ${Math.round(side.perSecond)}/s` +
        `${side.unexpected ? `, ${side.unexpected} errors` : ''}`;
      console.log(`${tracingOff.name}: ${describe(tracingOff)} (medians)`);
      for (const side of [configured, ...compared])
        console.log(
          `${side.name}: ${describe(side)} (medians); against tracing off: CPU per analysis ${percent(side.cpuRatio)},` +
            ` throughput ${percent(side.throughputRatio)} (medians of the rounds' ratios; target ≤ +5% CPU)`,
        );
    },
    (error) => {
      console.error(`observability-cost failed: ${error?.stack ?? error}`);
      process.exitCode = 1;
    },
  );
}
