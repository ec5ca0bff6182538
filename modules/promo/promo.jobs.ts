import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { GiveawayService } from './giveaway.service';
import { GIVEAWAY_DRAW_QUEUE, GIVEAWAY_SWEEP_QUEUE } from './promo.queues';

export const promoQueues: QueueDefinition[] = [
  { name: GIVEAWAY_DRAW_QUEUE, retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 300 },
  { name: GIVEAWAY_SWEEP_QUEUE, retryLimit: 1, expireInSeconds: 600, policy: 'singleton' },
];

export async function startPromoWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const giveaway = container.get(GiveawayService);
  await jobs.work<{ day: string }>(GIVEAWAY_DRAW_QUEUE, (job) => giveaway.drawDue(job.day));
  await jobs.work(GIVEAWAY_SWEEP_QUEUE, async () => {
    await giveaway.drawOverdue();
  });
  await jobs.schedule(GIVEAWAY_SWEEP_QUEUE, '7 * * * *');
}
