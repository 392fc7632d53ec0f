import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** `docker compose` (v2 plugin) or `docker-compose` (v1); only the client is needed, no engine. */
function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  return null;
}

const compose = composeCommand();
// CI installs a compose client (.ci/run), so there this never skips; elsewhere it says why it skipped.
const describeWithCompose = compose || process.env.CI ? describe : describe.skip;
if (!compose && !process.env.CI)
  console.warn('docker-compose.yml test skipped: no `docker compose` or `docker-compose` client installed');

describeWithCompose('docker-compose.yml (distributed mode)', () => {
  const config = (): string => {
    if (!compose) throw new Error('No docker compose client: .ci/run installs docker-compose');
    const [command, ...args] = compose;
    return execFileSync(command!, [...args, 'config'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PORT: '8080' },
    });
  };

  it('when validated by the compose client, then it passes and names every app, MongoDB and RabbitMQ', () => {
    const rendered = config();
    for (const service of [
      'mongo',
      'rabbitmq',
      'svc-gateway',
      'svc-auth',
      'svc-triage',
      'svc-billing',
      'shell',
      'mfe-triage',
      'mfe-account',
      'mfe-billing',
    ]) {
      expect(rendered).toMatch(new RegExp(`^  ${service}:`, 'm'));
    }
    expect(rendered).toContain('--replSet');
    expect(rendered.match(/healthcheck:/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describeWithCompose('docker-compose.podman.yml (the container proof, npm run test:compose)', () => {
  const frontEnds = ['shell', 'mfe-triage', 'mfe-account', 'mfe-billing'];
  const services = ['svc-gateway', 'svc-auth', 'svc-triage', 'svc-billing'];
  const rendered = (): string => {
    if (!compose) throw new Error('No docker compose client: .ci/run installs docker-compose');
    const [command, ...args] = compose;
    return execFileSync(
      command!,
      [...args, '-f', 'docker-compose.yml', '-f', 'docker-compose.podman.yml', 'config'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, PORT: '8080' } },
    );
  };
  /** One service's block of the rendered file (two-space indented name, up to the next one). */
  const block = (config: string, service: string): string =>
    new RegExp(`^  ${service}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(config)?.[1] ?? '';

  it('when layered on docker-compose.yml, then every app runs a local image, read-only, from the shared stage', () => {
    const config = rendered();
    for (const app of [...services, ...frontEnds]) {
      const service = block(config, app);
      expect(service).toContain(`image: localhost/manan-${app}:proof`);
      expect(service).toMatch(/read_only: true/);
      expect(service).toContain('WORKSPACE: localhost/manan-workspace:proof');
      expect(service).toContain('RUNTIME_IMAGE: localhost/manan-node:20');
    }
    for (const app of services.filter((name) => name !== 'svc-gateway'))
      expect(block(config, app)).toMatch(/\/data:rw/);
    expect(block(config, 'rabbitmq')).toContain('image: localhost/manan-rabbitmq:bookworm');
    // MongoDB is not part of the proof: behind a profile nobody enables.
    expect(block(config, 'mongo')).toMatch(/profiles:\n\s+- mongodb/);
  });

  it('when rendered for the run, then mongo and every dependency on it are gone and the rest is kept', () => {
    if (spawnSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' }).status !== 0) {
      // docker-compose v1 (what CI installs) runs on python3-yaml; the v2 plugin does not bring it.
      if (process.env.CI) throw new Error('python3 with PyYAML is needed (it comes with docker-compose v1)');
      return;
    }
    const json = execFileSync('python3', ['docker/podman/without-mongo.py'], {
      cwd: root,
      input: rendered(),
      encoding: 'utf8',
    });
    const { services: byName } = JSON.parse(json) as {
      services: Record<
        string,
        { depends_on?: Record<string, unknown>; environment?: Record<string, string> }
      >;
    };
    expect(Object.keys(byName)).not.toContain('mongo');
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['rabbitmq', ...services, ...frontEnds]));
    for (const [name, service] of Object.entries(byName)) {
      expect([name, service.depends_on ?? {}]).not.toEqual([
        name,
        expect.objectContaining({ mongo: expect.anything() }),
      ]);
      expect([name, service.environment?.MONGODB_URI]).toEqual([name, undefined]);
    }
    expect(Object.keys(byName['svc-auth']!.depends_on ?? {})).toEqual(['rabbitmq']);
    expect(Object.keys(byName['svc-gateway']!.depends_on ?? {}).sort()).toEqual(
      [...services.slice(1), ...frontEnds].sort(),
    );
  });

  it.each([...services, ...frontEnds])(
    'when %s/Dockerfile is built by a normal Docker user, then its base images default to the public ones',
    (app) => {
      const dockerfile = readFileSync(path.join(root, app, 'Dockerfile'), 'utf8');
      expect(dockerfile).toContain('ARG BUILD_IMAGE=node:20-bookworm-slim');
      expect(dockerfile).toContain('ARG WORKSPACE=source');
      expect(dockerfile).toContain('FROM ${WORKSPACE} AS workspace');
      expect(dockerfile).toMatch(/^HEALTHCHECK /m);
      if (services.includes(app)) {
        expect(dockerfile).toContain('ARG RUNTIME_IMAGE=node:20-bookworm-slim');
        expect(dockerfile).toMatch(/^USER 1000:1000$/m);
      } else {
        expect(dockerfile).toContain('ARG NGINX_IMAGE=nginx:1.27-alpine');
      }
    },
  );
});
