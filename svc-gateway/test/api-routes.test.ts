import {
  apiOperations,
  apiPaths,
  bloodReportMaxBodyBytes,
  defaultMaxBodyBytes,
  routedPrefixes,
  type OperationSpec,
} from '@manan/contracts';
import { openApiDocumentPath } from '../src/docs/render-api-docs-page';
import { apiRoutes, deriveApiRoutes, findApiRoute, routedPathOf } from '../src/proxy/api-routes';

/** A concrete request path for an operation's path template. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

describe("svc-gateway routing table, derived from contracts' operations", () => {
  it.each(apiOperations.map((operation) => [operation.method.toUpperCase(), operation.path, operation]))(
    'when %s %s is asked for, then the gateway routes it to its upstream with its timeout, body limit, publicness and cross-site policy',
    (_method, path, operation) => {
      const {
        upstream,
        timeout,
        maxBodyBytes,
        public: isPublic,
        noCrossSiteCheck,
      } = operation as OperationSpec;
      expect(findApiRoute(concrete(path as string))).toMatchObject({
        upstream,
        slow: timeout === 'slow',
        maxBodyBytes: maxBodyBytes ?? defaultMaxBodyBytes,
        public: isPublic === true,
        crossSiteCheck: noCrossSiteCheck !== true,
      });
    },
  );

  it.each(routedPrefixes.map((prefix) => [prefix.prefix, prefix]))(
    'when a path under the declared prefix %s is asked for, then it goes to that prefix',
    (prefix, declared) => {
      expect(findApiRoute(`${prefix as string}anything`)).toMatchObject({
        path: prefix,
        upstream: (declared as (typeof routedPrefixes)[number]).upstream,
        public: (declared as (typeof routedPrefixes)[number]).public === true,
      });
    },
  );

  it('when the table is read, then every routed path is an operation path or a declared prefix, and nothing else', () => {
    const declared = new Set([
      ...apiOperations.map((operation) => routedPathOf(operation.path)),
      ...routedPrefixes.map((prefix) => prefix.prefix),
    ]);
    expect(apiRoutes.map((route) => route.path).sort()).toEqual([...declared].sort());
  });

  it('when the limits are read, then 1 MiB by default, 10 MiB + 64 KiB for the blood report', () => {
    expect(defaultMaxBodyBytes).toBe(1024 * 1024);
    expect(bloodReportMaxBodyBytes).toBe(10 * 1024 * 1024 + 64 * 1024);
    expect(findApiRoute(apiPaths.parseBloodReport)?.maxBodyBytes).toBe(bloodReportMaxBodyBytes);
    expect(findApiRoute(apiPaths.analyze)?.maxBodyBytes).toBe(defaultMaxBodyBytes);
  });

  it('when the Stripe webhook is routed, then it is public and the only path without the cross-site check', () => {
    expect(apiRoutes.filter((route) => !route.crossSiteCheck).map((route) => route.path)).toEqual([
      apiPaths.stripeWebhook,
    ]);
    expect(findApiRoute(apiPaths.stripeWebhook)).toMatchObject({ upstream: 'billing', public: true });
  });

  it("when the gateway's own /api pages are asked for, then no route takes them (the proxy stands before them)", () => {
    for (const ownPath of [openApiDocumentPath, '/api/docs']) expect(findApiRoute(ownPath)).toBeUndefined();
  });

  it('when a path is not declared in contracts, then the gateway does not route it', () => {
    expect(findApiRoute('/api/nothing')).toBeUndefined();
    expect(findApiRoute('/api/casesx')).toBeUndefined();
    expect(findApiRoute('/billing/other')).toBeUndefined();
  });

  it('when two operations on one path disagree on routing, then deriving the table fails', () => {
    const [first] = apiOperations;
    const conflicting: OperationSpec[] = [
      first!,
      { ...first!, timeout: first!.timeout === 'slow' ? 'quick' : 'slow' },
    ];
    expect(() => deriveApiRoutes(conflicting, [])).toThrow(/disagree/);
  });
});
