import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { BLOCK_ENDED_QUEUE, SCORE_QUEUE, SWEEP_QUEUE } from './ratings.queues';
import { RatingsService } from './ratings.service';
import { RatingsScorer } from './scorer.service';

export const ratingsQueues: QueueDefinition[] = [
  { name: SCORE_QUEUE, retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 60 },
  { name: BLOCK_ENDED_QUEUE, retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60 },
  { name: SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 120, policy: 'singleton' },
];

export async function startRatingsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const scorer = container.get(RatingsScorer);
  const ratings = container.get(RatingsService);
  await jobs.work<{ userId: string }>(SCORE_QUEUE, ({ userId }) => scorer.score(userId));
  await jobs.work<{ consequenceId: string }>(BLOCK_ENDED_QUEUE, ({ consequenceId }) =>
    ratings.blockEnded(consequenceId),
  );
  await jobs.work(SWEEP_QUEUE, async () => {
    const { blocks, users } = await ratings.overdue();
    for (const id of blocks) await ratings.blockEnded(id);
    for (const userId of users) await scorer.score(userId);
  });
  await jobs.schedule(SWEEP_QUEUE, '* * * * *');
}
