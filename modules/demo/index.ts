import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import type { AppConfig } from '../../config';
import type { Db } from '../../src/platform/db/database';
import { sql } from 'kysely';
import { IdentityService, USER_DIRECTORY, type UserDirectory } from '../identity';
import { ItemsService } from '../catalog';
import { PriceRulesService, SalesService } from '../market';
import { InventoryService, ListingService, SyncService } from '../inventory-sync';
import { WorldAdmin } from '../../bots';
import { PromoCodesService } from '../promo';
import { DEMO_SELLERS, seedDemoMarket } from './demo-market';
import { seedDemoPromoCodes } from './demo-promos';
import { DemoSteps } from './demo-steps';

export { DEMO_PASSWORD, DEMO_SELLERS } from './demo-market';

/**
 * Demo data for `npm start` on a fresh database (DEMO_DATA=auto: development only). It goes through
 * the other modules' public services like any client would, and lands once: finished steps are recorded
 * (demo.seed_steps) and each step looks at what is there, so a process stopped halfway resumes at its next
 * start. Processes that boot at once on one database take turns (a lock). It runs with the workers, since
 * the demo accounts are synced through the bots like any seller's. In development the server listens first
 * and the market fills in behind it (issue 20 part 5: a cold start listens within seconds); elsewhere
 * (tests, DEMO_DATA=on in production) start-up waits until the market is whole.
 */
export const demoModule: AppModule = {
  name: 'demo',
  bindings: new ContainerModule(() => undefined),
  async startWorkers(container: Container) {
    const config = container.get<AppConfig>(TYPES.Config);
    if (!config.catalog.demoData) return;
    await seedDemoPromoCodes(container.get(PromoCodesService));
    const logger = container.get<Logger>(TYPES.Logger);
    const abort = new AbortController();
    const seeding = whenLocked(container.get<Db>(TYPES.Db), abort.signal, () => seedOnce(container, abort.signal));
    if (config.env !== 'development') return seeding;
    running.set(container, {
      abort,
      done: seeding.catch((err: unknown) => {
        if (abort.signal.aborted) logger.info('demo market paused: the next start resumes it');
        else logger.error({ err }, 'demo market failed: the next start resumes it');
      }),
    });
  },
  async stop(container: Container) {
    const seeding = running.get(container);
    seeding?.abort.abort();
    await seeding?.done;
  },
};

/** The demo seeding running behind an app (development), by app. */
const running = new WeakMap<Container, { abort: AbortController; done: Promise<void> }>();

/** Runs `work` holding the demo-market advisory lock; waiting for it (another process seeds) ends when aborted. */
async function whenLocked(db: Db, signal: AbortSignal, work: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (connection) => {
    for (;;) {
      signal.throwIfAborted();
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_lock(hashtext('demo-market')) AS locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('demo-market'))`.execute(connection);
    }
  });
}

async function seedOnce(container: Container, signal: AbortSignal): Promise<void> {
  const db = container.get<Db>(TYPES.Db);
  const steps = new DemoSteps(db);
  if (await steps.done(MARKET_STEP)) return;
  const users = container.get<UserDirectory>(USER_DIRECTORY);
  // A market seeded whole before steps were recorded.
  if (!(await steps.any()) && (await users.findByName(DEMO_SELLERS[0]!.name))) return steps.mark(MARKET_STEP);
  await steps.mark('started');
  const catalog = container.get(ItemsService);
  const items = [...(await catalog.index()).byId.keys()];
  await seedDemoMarket(
    {
      identity: container.get(IdentityService),
      users,
      world: container.get(WorldAdmin),
      sync: container.get(SyncService),
      inventory: container.get(InventoryService),
      listing: container.get(ListingService),
      priceRules: container.get(PriceRulesService),
      sales: container.get(SalesService),
      steps,
      clock: container.get<Clock>(TYPES.Clock),
      logger: container.get<Logger>(TYPES.Logger),
      signal,
    },
    [...(await catalog.itemsByIds(items)).values()],
  );
  await steps.mark(MARKET_STEP);
}

const MARKET_STEP = 'market';
