// Starts MANAN as `npm start` runs it (the embedded default: gateway and services in one process) on a
// free port with a temporary DATA_DIR, and signs up the users the benchmark needs.
/* global URL, URLSearchParams, setTimeout */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { send } from './load-generator.mjs';

const frontEnds = [
  'shell/dist/index.html',
  'mfe-triage/dist/remoteEntry.js',
  'mfe-account/dist/remoteEntry.js',
  'mfe-billing/dist/remoteEntry.js',
];

/** What must be built before the benchmark can run, or an empty list. */
export function missingBuild(root) {
  return [...frontEnds, 'embedded/dist/src/start.js'].filter((file) => !fs.existsSync(path.join(root, file)));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` without its front-end build step (which the benchmark must not race with a build in
 * progress): the services are compiled incrementally, then the embedded entry point runs. Its log
 * lines go to a file, as a deployment's would, and name each service's loopback address.
 */
export async function startEmbedded(root, { port, compile = true, nodeArguments = [] } = {}) {
  if (compile) {
    const compiled = spawnSync('npx', ['tsc', '-b', 'tsconfig.services.json'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (compiled.status !== 0) throw new Error('tsc -b tsconfig.services.json failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-bench-'));
  const logFile = path.join(dataDir, 'manan.log');
  const log = fs.openSync(logFile, 'a');
  const gatewayPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArguments, path.join(root, 'embedded/dist/src/start.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(gatewayPort), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${gatewayPort}`;
  const services = await waitForServices(logFile, child);
  return {
    url,
    services,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForServices(logFile, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MANAN exited (${child.exitCode}): see ${logFile}`);
    const lines = fs.readFileSync(logFile, 'utf8').split('\n');
    const urls = {};
    for (const line of lines) {
      const match = /"url":"([^"]+)".*"msg":"(svc-[a-z]+) listening"/.exec(line);
      if (match) urls[match[2]] = match[1];
    }
    // Each service logs its own line; they may reach the file in any order.
    if (['svc-gateway', 'svc-auth', 'svc-triage', 'svc-billing'].every((name) => urls[name]))
      return { auth: urls['svc-auth'], triage: urls['svc-triage'], billing: urls['svc-billing'] };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`MANAN did not start within 60 s: see ${logFile}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

async function call(url, { method = 'GET', cookie = '', json, form, origin } = {}) {
  const headers = { origin: origin ?? new URL(url).origin };
  if (cookie) headers.cookie = cookie;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  return send(agent, url, { method, headers, body });
}

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Dr Bench' };

/** A clinician signed up through the gateway and upgraded to Premium through the sandbox checkout (no monthly limit). */
export async function premiumClinician(baseUrl, username) {
  const registered = await call(`${baseUrl}/api/register`, {
    method: 'POST',
    json: { username, password: 'correct horse battery', email: `${username}@example.org` },
  });
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${registered.body}`);
  const setCookie = registered.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
  const checkout = await call(`${baseUrl}/api/create-checkout-session`, { method: 'POST', cookie, json: {} });
  if (checkout.status !== 200) throw new Error(`checkout ${username}: ${checkout.status} ${checkout.body}`);
  const checkoutUrl = new URL(JSON.parse(checkout.body).url);
  const pageUrl = `${baseUrl}${checkoutUrl.pathname}`;
  const paid = await call(`${pageUrl}/pay`, { method: 'POST', form: card });
  if (paid.status !== 303) throw new Error(`pay ${username}: ${paid.status}`);
  const sessionId = checkoutUrl.pathname.split('/').pop();
  const activated = await call(`${baseUrl}/api/update-subscription-from-session`, {
    method: 'POST',
    cookie,
    json: { sessionId },
  });
  if (activated.status !== 200)
    throw new Error(`activate ${username}: ${activated.status} ${activated.body}`);
  return { username, cookie };
}

/** The analysis the load runs send: a sore throat with normal vitals (the engine's common, cheap path). */
export const soreThroatAnalysis = JSON.stringify({
  patientAge: '30',
  gender: 'female',
  chiefComplaint: 'Sore throat',
  symptoms: 'Sore throat for two days, swallowing comfortably, no drooling, no stridor',
  vitals: 'BP 118/72, HR 72, RR 14, SpO2 99%, Temp 37.1',
});
