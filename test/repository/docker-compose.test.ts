import { execFileSync, spawnSync } from 'node:child_process';
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
