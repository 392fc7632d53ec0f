import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { precompressedStatic, sendPrecompressed } from './precompressed-static';

/** Remote prefix → the workspace whose dist/ it serves. */
const remotes: Record<string, string> = {
  '/mfe/triage': 'mfe-triage',
  '/mfe/account': 'mfe-account',
  '/mfe/billing': 'mfe-billing',
};

/**
 * Content-hashed files never change, so browsers may keep them for a year; index.html and each
 * remoteEntry.js keep stable names and must be revalidated so a redeploy is picked up at once.
 */
function setCacheHeaders(res: Response, filePath: string): void {
  const stable = /(^|\/)(index\.html|landing\.html|remoteEntry\.js|mf-manifest\.json)$/.test(filePath);
  res.setHeader('cache-control', stable ? 'no-cache' : 'public, max-age=31536000, immutable');
  // Most built files also exist as .br/.gz: a cache must keep one answer per Accept-Encoding.
  res.vary('Accept-Encoding');
}

/** Embedded mode: the gateway serves the four built front ends itself, the shell with an SPA fallback. */
export function staticFrontEnds(distRoot: string): Router {
  const router = Router();
  for (const [prefix, workspace] of Object.entries(remotes)) {
    const dist = path.join(distRoot, workspace, 'dist');
    router.use(prefix, precompressedStatic(dist, setCacheHeaders));
    router.use(
      prefix,
      express.static(dist, {
        index: false,
        fallthrough: false,
        setHeaders: setCacheHeaders,
      }),
    );
  }
  const shellDist = path.join(distRoot, 'shell', 'dist');
  router.use(precompressedStatic(shellDist, setCacheHeaders));
  router.use(express.static(shellDist, { index: false, setHeaders: setCacheHeaders }));
  router.get(/^(?!\/api\/|\/mfe\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    // The landing page as the shell's build rendered it (painted before its script runs), at `/` only:
    // every other route gets the empty index.html, so it never shows the landing first.
    const landingFile = path.join(shellDist, 'landing.html');
    const pageFile =
      req.path === '/' && fs.existsSync(landingFile) ? landingFile : path.join(shellDist, 'index.html');
    if (!fs.existsSync(pageFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The front end is not built yet: run `npm run build:web` (npm start does this for you).');
      return;
    }
    sendPrecompressed(req, res, pageFile, setCacheHeaders).then(
      (sent) => {
        if (sent) return;
        setCacheHeaders(res, pageFile);
        res.sendFile(pageFile);
      },
      (error: unknown) => (res.headersSent ? res.destroy() : next(error)),
    );
  });
  return router;
}
