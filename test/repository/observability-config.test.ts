import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The value of `variable:` inside one service's block of docker-compose.yml. */
function composeSetting(service: string, variable: string): string | undefined {
  const compose = read('docker-compose.yml');
  const start = compose.search(new RegExp(`^  ${service}:$`, 'm'));
  if (start === -1) return undefined;
  const rest = compose.slice(start + 1);
  const end = rest.search(/^ {2}\S/m);
  const block = end === -1 ? rest : rest.slice(0, end);
  return new RegExp(`^ +${variable}: *(\\S+)`, 'm').exec(block)?.[1];
}

/** Every `name: 'manan_…'` a metric is created with, in the services' and service-kit's source. */
function definedMetricNames(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts'))
        for (const [, name] of fs.readFileSync(full, 'utf8').matchAll(/name: '(manan_\w+)'/g))
          names.add(name!);
    }
  };
  for (const dir of [
    'packages/service-kit/src',
    'svc-auth/src',
    'svc-triage/src',
    'svc-billing/src',
    'svc-gateway/src',
  ])
    visit(path.join(root, dir));
  return names;
}

describe('dashboards as code (docker/observability)', () => {
  const prometheus = read('docker/observability/prometheus.yml');

  it.each(['svc-auth', 'svc-triage', 'svc-billing'])(
    'when compose runs %s, then Prometheus scrapes /metrics on its own port',
    (service) => {
      const port = composeSetting(service, 'PORT');
      expect(port).toMatch(/^\d+$/);
      expect(prometheus).toContain(`'${service}:${port}'`);
    },
  );

  it('when compose runs the gateway, then Prometheus scrapes its internal metrics listener, not its public port', () => {
    const metricsPort = composeSetting('svc-gateway', 'METRICS_PORT');
    expect(metricsPort).toMatch(/^\d+$/);
    expect(metricsPort).not.toBe(composeSetting('svc-gateway', 'PORT'));
    expect(prometheus).toContain(`'svc-gateway:${metricsPort}'`);
    expect(composeSetting('prometheus', 'profiles')).toBe("['observability']");
  });

  it('when the Grafana dashboard queries a MANAN metric, then the code defines that metric', () => {
    const dashboard = JSON.parse(read('docker/observability/grafana/manan.json')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const defined = definedMetricNames();
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(({ expr }) =>
        [...expr.matchAll(/\b(manan_\w+?)(?:_bucket|_count|_sum)?\b/g)].map(
          ([, name]) => `${panel.title}: ${name!}`,
        ),
      ),
    );
    expect(queried.length).toBeGreaterThan(10);
    expect(queried.filter((entry) => !defined.has(entry.slice(entry.lastIndexOf(' ') + 1)))).toEqual([]);
  });
});
