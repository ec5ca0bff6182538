import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA. Hashed assets are cached for a year; any other non-API GET gets index.html
 * (history fallback) so client-side routes survive a reload.
 */
export function spaRouter(webDist: string): Router {
  const root = path.resolve(webDist);
  const index = path.join(root, 'index.html');
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
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
