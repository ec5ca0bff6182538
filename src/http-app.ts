import express, { type Express } from 'express';
import compression from 'compression';
import type { Container } from 'inversify';
import type { AppConfig } from '../config';
import type { Db } from './platform/db/database';
import type { Jobs } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { AppModule } from './platform/module';
import { requestLogger } from './platform/http/request-logger';
import { healthRoutes } from './platform/http/health';
import { buildOpenApi } from './platform/http/openapi';
import type { DevRouterGroup } from './platform/http/openapi-dev-routes';
import { apiNotFound, errorHandler } from './platform/http/error-handler';
import { spaRouter } from './platform/http/spa';
import { devOutboxRouter } from './platform/http/dev-outbox';
import { devErrorReportsRouter, errorReportingRoutes } from './platform/http/error-reporting';
import type { OutboxMailer } from './platform/mail';
import type { RawBodyRequest } from './platform/http/raw-body';

/** Express: request log, JSON body, /api (health + every module's routes), then the SPA. */
export function createHttpApp(deps: {
  config: AppConfig;
  container: Container;
  modules: AppModule[];
  db: Db;
  jobs: Jobs;
  logger: Logger;
  mailer: OutboxMailer;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(deps.logger));
  app.use(compression());

  const api = express.Router();
  // The raw bytes stay readable for signature checks (payment webhooks sign the body as sent).
  api.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buf) => {
        (req as RawBodyRequest).rawBody = buf;
      },
    }),
  );
  const groups = [
    healthRoutes(deps.db, deps.jobs),
    errorReportingRoutes(deps.config.errorReportingDsn),
    ...deps.modules.flatMap((module) => module.routes?.(deps.container) ?? []),
  ];
  for (const group of groups) api.use(group.router);
  // Development pages (simulated providers, the game console, the outbox): never in production.
  const devRouters: DevRouterGroup[] =
    deps.config.env === 'production'
      ? []
      : [
          { name: 'platform', router: devOutboxRouter(deps.mailer) },
          { name: 'platform', router: devErrorReportsRouter() },
          ...deps.modules.flatMap((module) =>
            module.devRoutes ? [{ name: module.name, router: module.devRoutes(deps.container) }] : [],
          ),
        ];
  // Built once: the routes do not change while the process runs.
  const openApi = buildOpenApi(groups, { title: 'Tradehall API', version: '1' }, devRouters);
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  api.use(apiNotFound);
  app.use('/api', api);

  for (const dev of devRouters) app.use(dev.router);
  app.use(spaRouter(deps.config.webDist));
  app.use(errorHandler(deps.logger));
  return app;
}
