import type { Container } from 'inversify';
import type { DbSignals } from '../../src/platform/db/signals';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { CardBook, MARKET_LISTED_CHANNEL } from '../market';
import { AutopurchasesRepo } from './autopurchases.repo';
import { AUTOPURCHASES_SWEEP_QUEUE } from './autopurchases.queues';
import { AutopurchasesService } from './autopurchases.service';
import { AutopurchaseMatching } from './matching.service';

export const autopurchasesQueues: QueueDefinition[] = [
  { name: AUTOPURCHASES_SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 120, policy: 'singleton' },
];

/**
 * A listing put on sale or repriced is matched the moment its transaction commits (the market's NOTIFY). A signal
 * can be lost (this process down, its connection dropped, a reservation running out without a write), so a sweep
 * once a minute matches every card whose best autopurchase crosses its cheapest ask, and ends the expired ones.
 */
export async function startAutopurchasesWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const matching = container.get(AutopurchaseMatching);
  const repo = container.get(AutopurchasesRepo);
  const cards = container.get(CardBook);
  const autopurchases = container.get(AutopurchasesService);
  const clock = container.get<{ now(): Date }>(TYPES.Clock);

  // A transaction's listings arrive together (a NOTIFY per card): the cards of one event-loop turn are matched as one.
  const listed = new Set<number>();
  await container.get<DbSignals>(TYPES.Signals).listen(MARKET_LISTED_CHANNEL, (payload) => {
    const cardId = Number(payload);
    if (!Number.isSafeInteger(cardId)) return;
    if (!listed.size)
      setImmediate(() => {
        const cardIds = [...listed];
        listed.clear();
        matching.matchListed(cardIds).catch((err: unknown) => logger.error({ err }, 'autopurchase matching failed'));
      });
    listed.add(cardId);
  });

  await jobs.work(AUTOPURCHASES_SWEEP_QUEUE, async () => {
    await autopurchases.expireDue();
    const bids = await repo.bestBids(clock.now());
    const asks = await cards.lowestAsks([...bids.keys()]);
    for (const [cardId, bid] of bids) {
      const ask = asks.get(cardId);
      if (ask !== undefined && ask <= bid) await matching.match(cardId);
    }
  });
  await jobs.schedule(AUTOPURCHASES_SWEEP_QUEUE, '* * * * *');
}
