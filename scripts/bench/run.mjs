#!/usr/bin/env node
// `npm run bench`: one run of MANAN's performance figures against a fresh embedded app, printed as one
// table. Not part of `npm test`: timings depend on the machine, so nothing here gates CI. Where the
// target is a ratio to a reference (nginx, the service direct, pdftotext), the reference is measured in
// the same run and the verdict is the ratio's.
/* global Buffer, performance, setTimeout */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findPdftotext, labReportPdf, pdftotextMedianMs } from './blood-reports.mjs';
import {
  freePort,
  missingBuild,
  premiumClinician,
  soreThroatAnalysis,
  startEmbedded,
} from './embedded-app.mjs';
import { quantile, runInterleaved, runLoad, send } from './load-generator.mjs';
import { findNginx, startNginx } from './nginx-front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rows = [];
const ms = (value) => `${value.toFixed(1)} ms`;
const perSecond = (value) => `${Math.round(value)}/s`;

/** A row of the table; `pass` undefined means not judged (skipped or not available). */
function row(what, measured, reference, target, pass) {
  rows.push({
    what,
    measured,
    reference,
    target,
    verdict: pass === undefined ? '—' : pass ? 'PASS' : 'FAIL',
  });
}

function printTable() {
  const header = {
    what: 'what',
    measured: 'measured',
    reference: 'reference (same run)',
    target: 'target',
    verdict: 'verdict',
  };
  const columns = Object.keys(header);
  const widths = columns.map((column) =>
    Math.max(...[header, ...rows].map((line) => String(line[column] ?? '').length)),
  );
  const format = (line) =>
    `| ${columns.map((column, index) => String(line[column] ?? '').padEnd(widths[index])).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of rows) console.log(format(line));
  console.log(
    `\n${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );
}

/**
 * perf-web's modules (scripts/bench/route-bytes.mjs, landing-lcp.mjs) export a default async function
 * given `{ url, root }` that answers rows `{ what, measured, reference?, target, pass? }` (or `{ rows }`).
 */
async function fromModule(file, what, app) {
  const modulePath = path.join(root, 'scripts/bench', file);
  if (!fs.existsSync(modulePath)) return row(what, 'not available', '', `(${file} absent)`);
  try {
    const module = await import(pathToFileURL(modulePath).href);
    const measure = module.default ?? module.run ?? module.measure;
    const answer = await measure({ url: app.url, root });
    for (const line of Array.isArray(answer) ? answer : (answer?.rows ?? []))
      row(line.what ?? what, line.measured ?? '', line.reference ?? '', line.target ?? '', line.pass);
  } catch (error) {
    row(what, 'failed', '', String(error?.message ?? error).slice(0, 80));
  }
}

async function gatewayVersusNginx(app, cookie) {
  const nginxBinary = findNginx();
  const nginx = nginxBinary
    ? await startNginx(nginxBinary, { port: await freePort(), upstream: app.services.auth })
    : undefined;
  try {
    const targets = [
      { name: 'direct', url: `${app.services.auth}/api/auth/status` },
      { name: 'gateway', url: `${app.url}/api/auth/status` },
      ...(nginx ? [{ name: 'nginx', url: `${nginx.url}/api/auth/status` }] : []),
    ];
    const results = await runInterleaved(targets, {
      rounds: 6,
      sliceMs: 1_500,
      connections: 32,
      request: () => ({ headers: { cookie } }),
    });
    const { direct, gateway: viaGateway, nginx: viaNginx } = results;
    const describe = (result) =>
      `${perSecond(result.perSecond)}, p50 ${ms(result.p50)}${result.unexpected ? `, ${result.unexpected} errors` : ''}`;
    row('auth/status ×32: svc-auth direct', describe(direct), '', '');
    if (viaNginx) row('auth/status ×32: nginx → svc-auth', describe(viaNginx), '', '');
    else row('auth/status ×32: nginx → svc-auth', 'skipped', '', 'nginx is not installed');
    const ratio = viaNginx ? viaGateway.perSecond / viaNginx.perSecond : undefined;
    row(
      'auth/status ×32: gateway → svc-auth',
      describe(viaGateway),
      viaNginx ? `${(ratio ?? 0).toFixed(2)}× nginx` : 'nginx skipped',
      '≥ 0.7× nginx req/s',
      viaNginx ? ratio >= 0.7 && viaGateway.unexpected === 0 : undefined,
    );
    const added = viaGateway.p50 - direct.p50;
    row(
      'auth/status ×32: p50 added by gateway',
      ms(added),
      `direct p50 ${ms(direct.p50)}`,
      '≤ 2 ms',
      added <= 2,
    );
  } finally {
    await nginx?.stop();
  }
}

async function analyzeRuns(app, users) {
  const request = (connection) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      cookie: users[connection % users.length].cookie,
    },
    body: soreThroatAnalysis,
  });
  const url = `${app.url}/api/analyze`;
  const one = await runLoad({ url, connections: 1, durationMs: 5_000, warmupMs: 1_000, request });
  row(
    'analyze, 1 user',
    `p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, p99 ${ms(one.p99)}${one.unexpected ? `, ${one.unexpected} errors` : ''}`,
    '',
    'p95 ≤ 15 ms',
    one.p95 <= 15 && one.unexpected === 0,
  );
  const twenty = await runLoad({ url, connections: 20, durationMs: 8_000, warmupMs: 1_000, request });
  row(
    'analyze, 20 users',
    `${perSecond(twenty.perSecond)}, p50 ${ms(twenty.p50)}, p95 ${ms(twenty.p95)}, p99 ${ms(twenty.p99)}${twenty.unexpected ? `, ${twenty.unexpected} errors` : ''}`,
    '',
    '≥ 300/s, p95 ≤ 60 ms',
    twenty.perSecond >= 300 && twenty.p95 <= 60 && twenty.unexpected === 0,
  );
}

function multipart(pdf) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function bloodReports(app, cookie) {
  const pdftotext = findPdftotext();
  const agent = new http.Agent({ keepAlive: true });
  for (const pages of [1, 10]) {
    const pdf = await labReportPdf(pages);
    const { body, contentType } = multipart(pdf);
    const times = [];
    for (let run = 0; run < 13; run += 1) {
      const startedAt = performance.now();
      const answer = await send(agent, `${app.url}/api/parse-blood-report`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: app.url, cookie },
        body,
      });
      if (answer.status !== 200)
        throw new Error(`blood report (${pages} pages) answered ${answer.status}: ${answer.body}`);
      if (run >= 3) times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const what = `blood report, ${pages} page${pages > 1 ? 's' : ''} (median)`;
    if (!pdftotext) {
      row(what, ms(median), 'pdftotext not installed', '≤ 2× pdftotext + 10 ms');
      continue;
    }
    const reference = pdftotextMedianMs(pdftotext, pdf, 9);
    row(
      what,
      ms(median),
      `pdftotext -layout ${ms(reference)}`,
      '≤ 2× pdftotext + 10 ms',
      median <= 2 * reference + 10,
    );
  }
  agent.destroy();
}

function engineCasesPerSecond() {
  const cli = path.join(root, 'svc-triage/dist/src/cli/triage-batch.js');
  const devSet = path.join(root, 'svc-triage/test/engine/fixtures/dev-set.jsonl');
  if (!fs.existsSync(cli) || !fs.existsSync(devSet))
    return row('engine (triage-batch, dev set ×23)', 'not available', '', '≥ 2,000 cases/s');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-bench-engine-'));
  const input = path.join(dir, 'cases.jsonl');
  const text = fs.readFileSync(devSet, 'utf8').trimEnd() + '\n';
  fs.writeFileSync(input, text.repeat(23));
  const cases = text.split('\n').filter(Boolean).length * 23;
  const startedAt = performance.now();
  const result = spawnSync(process.execPath, [cli, '--in', input, '--out', path.join(dir, 'out.jsonl')], {
    encoding: 'utf8',
  });
  const seconds = (performance.now() - startedAt) / 1000;
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0)
    return row('engine (triage-batch, dev set ×23)', 'failed', '', result.stderr.slice(0, 80));
  const rate = cases / seconds;
  row(
    'engine (triage-batch, dev set ×23)',
    `${Math.round(rate)} cases/s (${cases} in ${seconds.toFixed(1)} s)`,
    '',
    '≥ 2,000 cases/s',
    rate >= 2000,
  );
}

/**
 * `npm run bench -- --only gateway,analyze` runs only the named sections (all of them without --only);
 * `--no-build` skips the incremental compile of the services (for a build that is already up to date).
 */
const sectionNames = ['routes', 'gateway', 'analyze', 'blood', 'observability', 'engine'];
function parseArguments(argv) {
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt === -1 ? sectionNames : (argv[onlyAt + 1] ?? '').split(',').filter(Boolean);
  const unknown = only.filter((name) => !sectionNames.includes(name));
  if (unknown.length > 0 || only.length === 0)
    throw new Error(`--only takes a comma-separated list of: ${sectionNames.join(', ')}`);
  return { runs: (name) => only.includes(name), compile: !argv.includes('--no-build') };
}

async function main() {
  const { runs, compile } = parseArguments(process.argv.slice(2));
  const missing = missingBuild(root);
  if (missing.length > 0) {
    console.error(
      `npm run bench needs the build (missing: ${missing.join(', ')}): run \`npm run build\` first.`,
    );
    return 1;
  }
  const needsApp = ['routes', 'gateway', 'analyze', 'blood'].some(runs);
  if (needsApp) {
    console.log('Starting MANAN (embedded, temporary DATA_DIR)...');
    const app = await startEmbedded(root, { compile });
    try {
      if (runs('routes')) {
        // First, while the address' sign-up allowance is untouched (route bytes signs one user up).
        console.log(`MANAN at ${app.url}; route bytes and LCP...`);
        await fromModule('route-bytes.mjs', 'route bytes', app);
        await fromModule('landing-lcp.mjs', 'LCP, landing, slow phone', app);
      }
      if (['gateway', 'analyze', 'blood'].some(runs)) {
        console.log('Signing up 16 Premium clinicians (an address may sign up 20 an hour)...');
        const users = [];
        for (let index = 0; index < 16; index += 1)
          users.push(await premiumClinician(app.url, `bench.clinician.${index}`));
        // Premium reaches svc-triage as an event; the in-process bus delivers it within milliseconds.
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (runs('gateway')) {
          console.log('Gateway vs nginx vs direct...');
          await gatewayVersusNginx(app, users[0].cookie);
        }
        if (runs('analyze')) {
          console.log('Analyze at 1 and 20 users...');
          await analyzeRuns(app, users);
        }
        if (runs('blood')) {
          console.log('Blood reports...');
          await bloodReports(app, users[1].cookie);
        }
      }
    } finally {
      await app.stop();
    }
  }
  if (runs('observability')) {
    // Two instances of its own (configured, tracing off), after the shared one has stopped.
    console.log('Observability cost (as configured vs tracing off, taking turns)...');
    await fromModule('observability-cost.mjs', 'observability cost', {});
  }
  if (runs('engine')) {
    console.log('Engine...');
    engineCasesPerSecond();
  }
  printTable();
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`npm run bench failed: ${error?.stack ?? error}`);
    process.exitCode = 1;
  },
);
