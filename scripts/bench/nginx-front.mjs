// nginx (Debian's package) as a plain reverse proxy in front of one upstream, the reference the gateway's
// cost is judged against: one worker process, keep-alive to the upstream, access log on, as deployed.
/* global URL, fetch, setTimeout */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The nginx binary, or undefined when it is not installed. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

export async function startNginx(nginx, { port, upstream }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-bench-nginx-'));
  const { hostname, port: upstreamPort } = new URL(upstream);
  const conf = `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream service { server ${hostname}:${upstreamPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: see ${prefix}/error.log`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
