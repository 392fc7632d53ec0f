import { Router } from 'express';
import { buildOpenApiDocument } from '@manan/contracts';
import { openApiDocumentPath, renderApiDocsPage } from './render-api-docs-page';

/** The document changes only with a deploy; a short max-age spares repeat loads without hiding one. */
const cacheControl = 'public, max-age=300';

/**
 * GET /api/openapi.json and GET /api/docs, both public. Built once at startup: the document depends on
 * nothing but contracts/. Mounted before the API proxy, which answers 404 to any /api path it does not route.
 */
export function apiDocsRoutes(): Router {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderApiDocsPage(document);
  const router = Router();
  router.get(openApiDocumentPath, (_req, res) => {
    res.setHeader('cache-control', cacheControl);
    res.type('json').send(json);
  });
  router.get('/api/docs', (_req, res) => {
    res.setHeader('cache-control', cacheControl);
    res.type('html').send(page);
  });
  return router;
}
