import { inject, injectable, type Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import type { RatesMovedListener } from '../catalog';
import { ListingsRepo } from './listings.repo';
import { SalesService } from './sales.service';
import type { Currency } from '../../kernel';

/** The queue keeps the name it had under the catalog: pg-boss schedules in existing databases refer to it. */
export const REFRESH_CARD_STATS_QUEUE = 'catalog.refresh-card-stats';

export const marketQueues: QueueDefinition[] = [
  { name: REFRESH_CARD_STATS_QUEUE, retryLimit: 2, expireInSeconds: 600, policy: 'singleton' },
];

/** Every 10 minutes: each card's popularity and recommended price from recent sales. */
export async function startMarketWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const sales = container.get(SalesService);

  await jobs.work(REFRESH_CARD_STATS_QUEUE, async () => {
    logger.debug({ cards: await sales.refreshCardStats() }, 'market: card statistics refreshed');
  });
  await jobs.schedule(REFRESH_CARD_STATS_QUEUE, '*/10 * * * *');
}

/**
 * When the catalog's rates job stores a currency's new rate, the listings priced in that currency get
 * their comparable (base) price again, in the same job.
 */
@injectable()
export class RebaseListings implements RatesMovedListener {
  constructor(
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(TYPES.Logger) private readonly logger: Logger,
  ) {}

  async ratesMoved(currency: Currency, perUsd: number): Promise<void> {
    const rebased = await this.listings.rebase(currency, perUsd);
    this.logger.info({ currency, rate: perUsd, rebased }, 'market: listings re-based');
  }
}
