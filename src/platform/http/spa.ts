import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { BUILD_MANIFEST_FILE } from '../build-check';

/**
 * Serves the built SPA. Hashed assets are cached for a year; any other non-API GET gets index.html
 * (history fallback) so client-side routes survive a reload; the build manifest is never cached.
 */
export function spaRouter(webDist: string): Router {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // The build manifest (spec accounts-platform 4.13) is never cached, by the browser or a proxy: pages poll it to learn
  // of a new build. Missing (not built): 404, not the SPA's index.html.
  router.get(`/${BUILD_MANIFEST_FILE}`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.sendFile(path.join(root, BUILD_MANIFEST_FILE), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ error: 'NOT_BUILT' });
    });
  });
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  router.get(/.*/, (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
