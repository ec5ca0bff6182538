import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import type { AppConfig } from '../config';
import { systemClock, type Clock } from './platform/clock';
import { connectDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { Jobs } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { AppModule } from './platform/module';
import { Realtime } from './platform/realtime';
import { OutboxMailer } from './platform/mail';
import { buildContainer } from './container';
import { DbSignals } from './platform/db/signals';
import { createHttpApp } from './http-app';
import { withFastRoutes } from './platform/http/fast-path';
import { appModules } from './modules';
import { announceNewBuild } from './platform/build-check';

export interface RunningApp {
  url: string;
  port: number;
  container: Container;
  stop(): Promise<void>;
}

export interface StartOptions {
  config: AppConfig;
  databaseUrl: string;
  logger: Logger;
  clock?: Clock;
  modules?: AppModule[];
  /** false: a worker process (`npm run bots`) with no HTTP port; Socket.IO still emits through Postgres. */
  serveHttp?: boolean;
  /** Start only these modules' job workers (default: all, when JOBS_ENABLED). */
  workerModules?: string[];
  /** The web build running beside the start-up (`npm start` on a stale web/dist): HTTP listens once it is done. */
  webReady?: Promise<void>;
}

/**
 * Boots everything that runs against one database: migrations, the container, HTTP + Socket.IO on
 * one port, then the job workers. Any number of processes may do this on the same database.
 */
export async function startApp(options: StartOptions): Promise<RunningApp> {
  const { config, logger } = options;
  const modules = options.modules ?? appModules;
  const database = connectDatabase(options.databaseUrl, config.dbPoolMax);
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const jobs = new Jobs({ connectionString: options.databaseUrl, logger });
  await jobs.start(modules.flatMap((m) => m.queues ?? []));
  const realtime = new Realtime(logger);
  const clock = options.clock ?? systemClock;
  const signals = new DbSignals(options.databaseUrl, logger);
  const mailer = new OutboxMailer(database.db, logger);
  const selfUrl = { url: '' };
  const container = await buildContainer(
    {
      config,
      db: database.db,
      pool: database.pool,
      jobs,
      clock,
      logger,
      realtime,
      signals,
      mailer,
      selfUrl,
    },
    modules,
  );
  for (const module of modules) await module.start?.(container);

  const app = createHttpApp({ config, container, modules, db: database.db, jobs, logger, mailer });
  const http = createServer(
    withFastRoutes(
      modules.flatMap((module) => module.fastRoutes?.(container) ?? []),
      logger,
      app,
    ),
  );
  await realtime.attach(http, options.databaseUrl);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      http.closeIdleConnections();
      await realtime.close();
      await signals.close();
      await jobs.stop();
      await database.close();
    })());

  // A failed web build ends the start-up with everything above closed, so the caller can stop the database cleanly.
  await options.webReady?.catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  if (options.serveHttp !== false) {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.port, config.host, resolve);
    });
  }
  const port = options.serveHttp === false ? 0 : (http.address() as AddressInfo).port;
  selfUrl.url = `http://127.0.0.1:${port}`;
  // A process serving the SPA tells open pages of older builds to reload (spec accounts-platform 4.10, 4.13).
  if (options.serveHttp !== false) {
    await announceNewBuild({ webDist: config.webDist, dataDir: config.dataDir, notifier: realtime, logger, clock });
  }

  if (config.jobsEnabled) {
    for (const module of modules) {
      if (!options.workerModules || options.workerModules.includes(module.name)) await module.startWorkers?.(container);
    }
  }

  return { url: `http://localhost:${port}`, port, container, stop };
}
