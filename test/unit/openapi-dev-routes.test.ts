import { expect } from 'chai';
import express, { Router } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { buildOpenApi } from '../../src/platform/http/openapi';

const info = { title: 'Test', version: '1' };
const ok = (_req: express.Request, res: express.Response) => {
  res.send('ok');
};

/** A development router shaped like the game console's: middleware, routes, and a router mounted under a path. */
function consoleLike(): Router {
  const router = Router();
  const api = Router();
  api.use(express.json());
  api.get('/players/:id', ok);
  api.post('/players/:id/flows/:other/:action', ok);
  router.use('/dev/console', express.urlencoded({ extended: false }));
  router.use('/dev/console/api', api);
  router.route('/dev/console').get(ok).post(ok);
  return router;
}

describe('OpenAPI document: development routes', () => {
  it('lists every route of the development routers, nested ones too, marked development-only with no error codes promised', () => {
    const doc = buildOpenApi([new ApiRoutes('none')], info, [{ name: 'bots', router: consoleLike() }]);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(listed).to.have.members([
      'get /dev/console/api/players/{id}',
      'post /dev/console/api/players/{id}/flows/{other}/{action}',
      'get /dev/console',
      'post /dev/console',
    ]);
    const op = doc.paths['/dev/console/api/players/{id}']!.get as Record<string, unknown>;
    expect(op['x-development-only']).to.equal(true);
    expect(op.tags).to.deep.equal(['development', 'bots']);
    expect(op['x-error-codes-complete']).to.equal(undefined);
    expect(op.parameters).to.deep.equal([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('without development routers (production) the document has no development entries', () => {
    const api = new ApiRoutes('things').add(
      { method: 'get', path: '/things', summary: 'Things', errors: [] },
      () => [],
    );
    const doc = buildOpenApi([api], info);
    expect(Object.keys(doc.paths)).to.deep.equal(['/api/things']);
    expect(doc).not.to.have.property('tags');
  });
});
