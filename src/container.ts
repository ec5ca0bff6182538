import 'reflect-metadata';
import { Container } from 'inversify';
import type { AppConfig } from '../config';
import type { Clock } from './platform/clock';
import type { Db } from './platform/db/database';
import type { Jobs } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { AppModule } from './platform/module';
import type { Notifier } from './platform/realtime';
import { TYPES } from './platform/tokens';

export interface Kernel {
  config: AppConfig;
  db: Db;
  jobs: Jobs;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
}

/** Binds the platform kernel, then loads every module's bindings. Services are singletons. */
export async function buildContainer(kernel: Kernel, modules: AppModule[]): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.Config).toConstantValue(kernel.config);
  container.bind(TYPES.Db).toConstantValue(kernel.db);
  container.bind(TYPES.Jobs).toConstantValue(kernel.jobs);
  container.bind(TYPES.Clock).toConstantValue(kernel.clock);
  container.bind(TYPES.Logger).toConstantValue(kernel.logger);
  container.bind(TYPES.Notifier).toConstantValue(kernel.notifier);
  await container.load(...modules.map((m) => m.bindings));
  return container;
}
