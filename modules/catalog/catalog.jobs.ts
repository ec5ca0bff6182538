import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { RatesRepo } from './rates.repo';
import { ListingsRepo } from './listings.repo';
import { SalesRepo } from './sales.repo';
import { httpRates, offlineRates } from './rates-source';

export const REFRESH_RATES_QUEUE = 'catalog.refresh-rates';
export const REFRESH_CARD_STATS_QUEUE = 'catalog.refresh-card-stats';

export const catalogQueues: QueueDefinition[] = [
  { name: REFRESH_RATES_QUEUE, retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 120, policy: 'singleton' },
  { name: REFRESH_CARD_STATS_QUEUE, retryLimit: 2, expireInSeconds: 600, policy: 'singleton' },
];

/**
 * Hourly: fetch exchange rates and re-base the listings priced in a currency that moved; every
 * 10 minutes: each card's popularity and recommended price from recent sales.
 */
export async function startCatalogWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const config = container.get<AppConfig>(TYPES.Config);
  const rates = container.get(RatesRepo);
  const listings = container.get(ListingsRepo);
  const sales = container.get(SalesRepo);
  const source = config.catalog.ratesUrl ? httpRates(config.catalog.ratesUrl) : offlineRates;

  await jobs.work(REFRESH_RATES_QUEUE, async () => {
    const fresh = await source.fetch();
    if (!fresh) return;
    const moved = await rates.store(fresh);
    for (const currency of moved) {
      const rebased = await listings.rebase(currency, fresh[currency]!);
      logger.info({ currency, rate: fresh[currency], rebased }, 'catalog: exchange rate changed');
    }
  });
  await jobs.work(REFRESH_CARD_STATS_QUEUE, async () => {
    logger.debug({ cards: await sales.refreshCardStats() }, 'catalog: card statistics refreshed');
  });
  await jobs.schedule(REFRESH_RATES_QUEUE, '5 * * * *');
  await jobs.schedule(REFRESH_CARD_STATS_QUEUE, '*/10 * * * *');
}
