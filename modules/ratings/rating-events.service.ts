import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Jobs } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { SCORE_QUEUE } from './ratings.queues';
import type { RatingEvent } from './ratings.vocabulary.schemas';
import type { RatingEventRow, RatingsTables } from './tables';

/**
 * The ratings' history: the trade loop records why a buyer's or a seller's rating should move, in the same
 * transaction as what caused it, once per key, and asks for the user to be scored (RatingsScorer: the points, the
 * penalty ladders and blocks of spec trading-core 4, in the order recorded).
 */
@injectable()
export class RatingEvents {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RatingsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
  ) {}

  async record(trx: Trx, events: RatingEvent[]): Promise<void> {
    if (!events.length) return;
    const now = this.clock.now();
    await trx
      .insertInto('ratings.events')
      .values(
        events.map((e) => ({
          key: e.key,
          user_id: e.userId,
          role: e.role,
          reason: e.reason,
          count: e.count ?? 1,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    for (const userId of new Set(events.map((e) => e.userId))) await this.jobs.send(SCORE_QUEUE, { userId }, { trx });
  }

  /** A user's events, oldest first. */
  ofUser(userId: string): Promise<RatingEventRow[]> {
    return this.db.selectFrom('ratings.events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }
}
