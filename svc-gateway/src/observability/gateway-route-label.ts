import { findApiRoute } from '../proxy/api-routes';

const ownPaths = new Set(['/healthz', '/readyz', '/mfe/manifest.json', '/api/docs', '/api/openapi.json']);

/**
 * The route label of a gateway request: the API route it is proxied under (`/api/cases`, whatever case
 * follows), `/api/unknown` for any other /api path, the gateway's own few paths, and `front-end` for the
 * static or proxied front ends. Bounded whatever the client asks for.
 */
export function gatewayRouteLabel(req: { readonly path: string }): string {
  const path = req.path;
  const apiRoute = findApiRoute(path);
  if (apiRoute) return apiRoute.path;
  if (ownPaths.has(path)) return path;
  if (path === '/api' || path.startsWith('/api/')) return '/api/unknown';
  return 'front-end';
}
