import 'reflect-metadata';
import { Container } from 'inversify';
import type { AppConfig } from '../config';
import type { Clock } from './platform/clock';
import type pg from 'pg';
import type { Db } from './platform/db/database';
import type { DbSignals } from './platform/db/signals';
import type { Mailer } from './platform/mail';
import type { Jobs } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { AppModule } from './platform/module';
import type { Realtime } from './platform/realtime';
import { TYPES } from './platform/tokens';

export interface Kernel {
  config: AppConfig;
  db: Db;
  pool: pg.Pool;
  jobs: Jobs;
  clock: Clock;
  logger: Logger;
  realtime: Realtime;
  signals: DbSignals;
  mailer: Mailer;
  selfUrl: { url: string };
}

/** Binds the platform kernel, then loads every module's bindings. Services are singletons. */
export async function buildContainer(kernel: Kernel, modules: AppModule[]): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.Config).toConstantValue(kernel.config);
  container.bind(TYPES.Db).toConstantValue(kernel.db);
  container.bind(TYPES.Jobs).toConstantValue(kernel.jobs);
  container.bind(TYPES.Clock).toConstantValue(kernel.clock);
  container.bind(TYPES.Logger).toConstantValue(kernel.logger);
  container.bind(TYPES.Pool).toConstantValue(kernel.pool);
  container.bind(TYPES.Notifier).toConstantValue(kernel.realtime);
  container.bind(TYPES.Signals).toConstantValue(kernel.signals);
  container.bind(TYPES.Realtime).toConstantValue(kernel.realtime);
  container.bind(TYPES.Mailer).toConstantValue(kernel.mailer);
  container.bind(TYPES.SelfUrl).toConstantValue(kernel.selfUrl);
  await container.load(...modules.map((m) => m.bindings));
  return container;
}
