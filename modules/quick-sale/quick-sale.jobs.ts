import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { IdentityService } from '../identity';
import { QuickSaleItems, StockReconciliation } from '../inventory-sync';
import { TYPES } from '../../src/platform/tokens';
import { QuickSaleEndings } from './quick-sale-endings.service';
import { QUICK_SALE_ENDED_QUEUE, RECONCILE_STOCK_QUEUE, SELL_OLD_STOCK_QUEUE } from './quick-sale.queues';

export const quickSaleQueues: QueueDefinition[] = [
  { name: QUICK_SALE_ENDED_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 120 },
  { name: SELL_OLD_STOCK_QUEUE, retryLimit: 1, expireInSeconds: 300, policy: 'singleton' },
  { name: RECONCILE_STOCK_QUEUE, retryLimit: 1, expireInSeconds: 600, policy: 'singleton' },
];

export async function startQuickSaleWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const endings = container.get(QuickSaleEndings);
  await jobs.work<FlowEndedJob>(QUICK_SALE_ENDED_QUEUE, (job) => endings.settle(job));
  const stock = container.get(QuickSaleItems);
  const identity = container.get(IdentityService);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work(SELL_OLD_STOCK_QUEUE, async () => {
    const repriced = await stock.sellOldStock(await identity.siteUser());
    if (repriced) logger.info({ repriced }, 'quick sale: old stock of the site put on sale at the lowest price');
  });
  await jobs.schedule(SELL_OLD_STOCK_QUEUE, '23 * * * *');
  const reconciliation = container.get(StockReconciliation);
  await jobs.work(RECONCILE_STOCK_QUEUE, async () => {
    const changed = await reconciliation.reconcile(await identity.siteUser());
    if (changed.missing || changed.found) logger.info(changed, 'quick sale: the site stock reconciled with its bots');
  });
  await jobs.schedule(RECONCILE_STOCK_QUEUE, '41 * * * *');
}
