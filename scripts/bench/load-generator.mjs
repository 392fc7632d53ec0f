// A small closed-loop HTTP load generator: `connections` keep-alive connections, each sending its next
// request as soon as the previous answer has been read, for `durationMs`. No dependency beyond node:http,
// so the same client measures the gateway, nginx and the service directly.
/* global Buffer, performance */
import http from 'node:http';

/** The value at quantile q (0..1) of ascending numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** One request; resolves with its status, headers and body once the answer has been read whole. */
export function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Runs the load and reports requests per second, latency quantiles (ms) and how many answers were not
 * the expected status. `request(index)` gives each request's options (e.g. a user's cookie per connection).
 */
export async function runLoad({
  url,
  connections,
  durationMs,
  warmupMs = 500,
  request = () => ({}),
  expectStatus = 200,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let unexpected = 0;
  let measuring = false;
  const loop = async (connection, until) => {
    while (performance.now() < until) {
      const startedAt = performance.now();
      try {
        const answer = await send(agent, url, request(connection));
        if (answer.status !== expectStatus) unexpected += measuring ? 1 : 0;
      } catch {
        unexpected += measuring ? 1 : 0;
      }
      if (measuring) latencies.push(performance.now() - startedAt);
    }
  };
  const warmupUntil = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index, warmupUntil)));
  measuring = true;
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index, startedAt + durationMs)));
  const elapsedMs = performance.now() - startedAt;
  agent.destroy();
  return summarize(latencies, elapsedMs, unexpected);
}

function summarize(latencies, elapsedMs, unexpected) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    unexpected,
    latencies,
    elapsedMs,
  };
}

/**
 * Several targets measured in turns of `sliceMs` (the order rotating each round), so that on a shared
 * machine each sees the same background load; each target's slices are summed into one result.
 */
export async function runInterleaved(targets, { rounds, sliceMs, ...options }) {
  const totals = new Map(targets.map(({ name }) => [name, { latencies: [], elapsedMs: 0, unexpected: 0 }]));
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < targets.length; index += 1) {
      const { name, url } = targets[(index + round) % targets.length];
      const result = await runLoad({
        ...options,
        url,
        durationMs: sliceMs,
        warmupMs: round === 0 ? 500 : 100,
      });
      const total = totals.get(name);
      total.latencies.push(...result.latencies);
      total.elapsedMs += result.elapsedMs;
      total.unexpected += result.unexpected;
    }
  }
  return Object.fromEntries(
    [...totals].map(([name, total]) => [name, summarize(total.latencies, total.elapsedMs, total.unexpected)]),
  );
}
