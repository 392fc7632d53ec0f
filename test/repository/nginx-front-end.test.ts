import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '../..');
const configPath = path.join(root, 'docker/nginx-front-end.conf');
const config = fs.readFileSync(configPath, 'utf8');
/** The directives, comments left out (the brotli advice is a comment, not a directive). */
const directives = config
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .join('\n');

describe('docker/nginx-front-end.conf', () => {
  it('sends the build’s .gz files, gzips other text on the fly and says responses vary by encoding', () => {
    expect(directives).toMatch(/^\s*gzip_static on;/m);
    expect(directives).toMatch(/^\s*gzip on;/m);
    expect(directives).toMatch(/^\s*gzip_vary on;/m);
    const types = /gzip_types([^;]*);/.exec(directives)?.[1] ?? '';
    for (const type of ['text/css', 'application/javascript', 'application/json', 'image/svg+xml'])
      expect(types).toContain(type);
  });

  it('keeps hashed files immutable and revalidates index.html, landing.html and remoteEntry.js', () => {
    expect(directives).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(directives).toMatch(
      /location ~ \(index\\\.html\|landing\\\.html\|remoteEntry\\\.js\)\$ \{ add_header Cache-Control "no-cache";/,
    );
  });

  it('loads on a plain nginx: no directive of a module stock nginx lacks (brotli is documented, not on)', () => {
    expect(directives).not.toMatch(/brotli/);
    expect(config).toMatch(/#.*brotli_static on;/);
  });
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
  fs.existsSync(file),
);
// CI installs nginx (.ci/run); elsewhere this says it skipped rather than failing.
const describeWithNginx = nginxBinary || process.env.CI ? describe : describe.skip;
if (!nginxBinary && !process.env.CI)
  console.warn('nginx front-end test skipped: nginx is not installed (apt-get install -y nginx)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, file: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: file, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

async function waitForNginx(port: number, nginx: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      if ((await get(port, '/healthz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer: ${log()}`);
}

describeWithNginx('docker/nginx-front-end.conf served by nginx', () => {
  let nginx: ChildProcess;
  let port: number;
  let dir: string;
  // A hashed bundle as the build leaves it: the file, and its .gz written by the build.
  const bundle = Buffer.from(`console.log(${JSON.stringify('MANAN '.repeat(400))});\n`);
  const manifest = Buffer.from(JSON.stringify({ remotes: 'x'.repeat(2000) }));
  const landingPage = Buffer.from(
    `<!doctype html><title>MANAN</title><h1>MANAN</h1>${'<p>landing</p>'.repeat(100)}`,
  );

  beforeAll(async () => {
    if (!nginxBinary) throw new Error('nginx is not installed: .ci/run installs it');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manan-nginx-'));
    // nginx's workers run as an unprivileged user, who must be able to read the files.
    fs.chmodSync(dir, 0o755);
    const html = path.join(dir, 'html');
    fs.mkdirSync(html);
    fs.writeFileSync(path.join(html, 'index.html'), '<!doctype html><title>MANAN</title>');
    // The shell's build writes the rendered landing page, and its .gz, beside index.html.
    fs.writeFileSync(path.join(html, 'landing.html'), landingPage);
    fs.writeFileSync(path.join(html, 'landing.html.gz'), zlib.gzipSync(landingPage, { level: 9 }));
    fs.writeFileSync(path.join(html, 'main.0123abcd.js'), bundle);
    // Marked, so the test can tell the build's file from one nginx gzipped itself.
    fs.writeFileSync(path.join(html, 'main.0123abcd.js.gz'), zlib.gzipSync(bundle, { level: 9 }));
    fs.writeFileSync(path.join(html, 'manifest.json'), manifest);
    port = await freePort();
    const server = config
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/usr\/share\/nginx\/html;/, `root ${html};`);
    fs.writeFileSync(path.join(dir, 'front-end.conf'), server);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log off;`,
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
        `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        `  include ${dir}/front-end.conf;`,
        '}',
      ].join('\n'),
    );
    const log = () => (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '');
    nginx = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await waitForNginx(port, nginx, log);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when asked for gzip, then it sends the precompressed bundle, immutable, varying by encoding', async () => {
    const answer = await get(port, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    // Byte for byte the build's file: gzip_static sent it, nginx did not compress on its own.
    expect(answer.body.equals(fs.readFileSync(path.join(dir, 'html/main.0123abcd.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(answer.body).equals(bundle)).toBe(true);
  });

  it('when not asked for any encoding, then it sends the file as it is', async () => {
    const answer = await get(port, '/main.0123abcd.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(bundle)).toBe(true);
  });

  it('when a text file has no .gz beside it, then it gzips it on the fly', async () => {
    const answer = await get(port, '/manifest.json', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).equals(manifest)).toBe(true);
  });

  it('when index.html is asked for, then it must be revalidated', async () => {
    const answer = await get(port, '/index.html');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('when / is opened, then the rendered landing page is sent (its .gz), revalidated; other routes get index.html', async () => {
    const landing = await get(port, '/', { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(landing.status).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(landing.body).equals(landingPage)).toBe(true);
    for (const route of ['/app', '/dashboard']) {
      const page = await get(port, route, { accept: 'text/html' });
      expect({ route, status: page.status, body: page.body.toString() }).toEqual({
        route,
        status: 200,
        body: '<!doctype html><title>MANAN</title>',
      });
    }
    expect((await get(port, '/landing.html')).headers['cache-control']).toBe('no-cache');
  });
});
