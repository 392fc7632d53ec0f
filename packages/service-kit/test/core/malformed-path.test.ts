import { Router } from 'express';
import {
  createLogger,
  createServiceApp,
  isWellFormedPath,
  route,
  serveHttp,
  toDomainError,
  type HttpServerHandle,
} from '../../src';

describe('a path with a malformed percent-encoding', () => {
  let handle: HttpServerHandle;
  const seen: string[] = [];

  beforeAll(async () => {
    const routes = Router();
    routes.get(
      '/items/:id',
      route(async (req, res) => {
        seen.push(String(req.params.id));
        res.json({ id: req.params.id });
      }),
    );
    const logger = createLogger({ service: 'svc-test', level: 'silent' });
    const app = createServiceApp({ service: 'svc-test', logger, readinessChecks: {}, routes: [routes] });
    handle = await serveHttp({ app, port: 0, host: '127.0.0.1', logger, name: 'svc-test' });
  });
  afterAll(() => handle.close(100));

  it('when a path parameter holds %ff or a cut-short sequence, then the app answers 400 REQUEST.MALFORMED_PATH before the route', async () => {
    for (const segment of ['%ff', '%E0%A4%A', 'ok%C3', '%']) {
      const response = await fetch(`${handle.url}/items/${segment}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'REQUEST.MALFORMED_PATH',
          message: 'The address is not valid: it has a malformed percent-encoding.',
        },
        requestId: expect.any(String),
      });
    }
    expect(seen).toEqual([]);
  });

  it('when the encoding is well formed, then the route reads the decoded parameter', async () => {
    const response = await fetch(`${handle.url}/items/caf%C3%A9%2F1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'café/1' });
  });

  it("when the router's own decoding fails (a URIError with status 400), then it is a 400, not an internal error", () => {
    const routerError = Object.assign(new URIError("Failed to decode param '%ff'"), { status: 400 });
    expect(toDomainError(routerError)).toMatchObject({ code: 'REQUEST.MALFORMED_PATH', httpStatus: 400 });
    expect(toDomainError(new URIError('from application code'))).toMatchObject({ code: 'INTERNAL' });
  });

  it('tells well-formed paths from malformed ones', () => {
    expect(isWellFormedPath('/api/cases/abc')).toBe(true);
    expect(isWellFormedPath('/api/cases/a%20b')).toBe(true);
    expect(isWellFormedPath('/api/cases/%ff')).toBe(false);
    expect(isWellFormedPath('/api/cases/%E0%A4%A')).toBe(false);
  });
});
