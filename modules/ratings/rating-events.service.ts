import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { RatingEvent } from './ratings.vocabulary.schemas';
import type { RatingEventRow, RatingsTables } from './tables';

/**
 * The ratings' inbox: the trade loop records why a buyer's or a seller's rating should move, in the same
 * transaction as what caused it, once per key. Scoring them (the points, the penalty ladders and bans of
 * spec trading-core 4) reads this inbox in order.
 */
@injectable()
export class RatingEvents {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RatingsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
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
  }

  /** A user's events, oldest first. */
  ofUser(userId: string): Promise<RatingEventRow[]> {
    return this.db.selectFrom('ratings.events').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }
}
