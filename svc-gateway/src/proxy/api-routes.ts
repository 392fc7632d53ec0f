import {
  apiOperations,
  defaultMaxBodyBytes,
  routedPrefixes,
  type GatewayPolicy,
  type OperationSpec,
  type RoutedPrefix,
  type Upstream,
} from '@manan/contracts';

export type { Upstream };

/**
 * One entry of the gateway's routing table, derived from contracts: an exact path (which also covers its
 * sub-paths, e.g. '/api/cases' covers '/api/cases/{caseId}') or a prefix ending in '/'.
 */
export interface ApiRoute {
  path: string;
  upstream: Upstream;
  /** Analysis, refinement and PDF parsing can take long; everything else should answer quickly. */
  slow: boolean;
  /** Reachable without a session. */
  public: boolean;
  /** Whether a POST must come from an allowed origin (not for the Stripe webhook). */
  crossSiteCheck: boolean;
  /** Largest request body accepted. */
  maxBodyBytes: number;
}

/** The routed path of an operation: its path up to the first template segment ('/api/cases/{caseId}' → '/api/cases'). */
export function routedPathOf(operationPath: string): string {
  const template = operationPath.indexOf('/{');
  return template === -1 ? operationPath : operationPath.slice(0, template);
}

function toRoute(path: string, policy: GatewayPolicy): ApiRoute {
  return {
    path,
    upstream: policy.upstream,
    slow: policy.timeout === 'slow',
    public: policy.public === true,
    crossSiteCheck: policy.noCrossSiteCheck !== true,
    maxBodyBytes: policy.maxBodyBytes ?? defaultMaxBodyBytes,
  };
}

/**
 * The routing table: one route per operation path (operations sharing a routed path must agree on it),
 * then the declared non-operation prefixes. Operations come first, so they keep their own policy under a prefix.
 */
export function deriveApiRoutes(
  operations: readonly OperationSpec[],
  prefixes: readonly RoutedPrefix[],
): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const operation of operations) {
    const route = toRoute(routedPathOf(operation.path), operation);
    const known = routes.get(route.path);
    if (known && JSON.stringify(known) !== JSON.stringify(route)) {
      throw new Error(`The operations on ${route.path} disagree on how the gateway routes it`);
    }
    routes.set(route.path, route);
  }
  return [...routes.values(), ...prefixes.map((prefix) => toRoute(prefix.prefix, prefix))];
}

export const apiRoutes: readonly ApiRoute[] = deriveApiRoutes(apiOperations, routedPrefixes);

/**
 * Each route with the start its sub-paths share ('/api/cases/' for '/api/cases', a prefix itself), worked
 * out once: the lookup runs twice per request (routing and the metrics label) and used to build that
 * string for every route it passed.
 */
const routeMatchers = apiRoutes.map((route) => ({
  route,
  subPathStart: route.path.endsWith('/') ? route.path : `${route.path}/`,
}));

export function findApiRoute(pathname: string): ApiRoute | undefined {
  for (const { route, subPathStart } of routeMatchers) {
    if (pathname === route.path || pathname.startsWith(subPathStart)) return route;
  }
  return undefined;
}
