import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { RatesRepo } from './rates.repo';
import { RATES_MOVED, type RatesMovedListener } from './rates.service';
import { httpRates, offlineRates } from './rates-source';

export const REFRESH_RATES_QUEUE = 'catalog.refresh-rates';

export const catalogQueues: QueueDefinition[] = [
  { name: REFRESH_RATES_QUEUE, retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 120, policy: 'singleton' },
];

/** Hourly: fetch exchange rates, store them, and tell the listeners (RATES_MOVED) of each currency that moved. */
export async function startCatalogWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const config = container.get<AppConfig>(TYPES.Config);
  const rates = container.get(RatesRepo);
  const listeners = container.getAll<RatesMovedListener>(RATES_MOVED, { optional: true });
  const source = config.catalog.ratesUrl ? httpRates(config.catalog.ratesUrl) : offlineRates;

  await jobs.work(REFRESH_RATES_QUEUE, async () => {
    const fresh = await source.fetch();
    if (!fresh) return;
    const moved = await rates.store(fresh);
    for (const currency of moved) {
      logger.info({ currency, rate: fresh[currency] }, 'catalog: exchange rate changed');
      for (const listener of listeners) await listener.ratesMoved(currency, fresh[currency]!);
    }
  });
  await jobs.schedule(REFRESH_RATES_QUEUE, '5 * * * *');
}
