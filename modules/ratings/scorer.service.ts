import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Jobs } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import {
  RATING_POINTS,
  RATING_START,
  applyPoints,
  crossings,
  type RatingRole,
  type Rung,
} from './ladders.vocabulary.schemas';
import { BLOCK_ENDED_QUEUE } from './ratings.queues';
import { RATING_CHANGED } from './ratings.schemas';
import { RestrictionsCache } from './restrictions-cache';
import type { RatingEventRow, RatingsTables } from './tables';

type Tx = Transaction<RatingsTables>;
const ROLES: RatingRole[] = ['buyer', 'seller'];

/**
 * Scores a user's rating events in the order they were recorded (spec trading-core 4): each moves its role's rating
 * by its points (kept in bounds), and each threshold of the role's ladder it crosses brings its consequence (falling)
 * or a congratulation (rising), once: the event is marked scored in the same transaction, and a consequence's key
 * is the event's with the threshold. The user's score rows are locked first, so one scoring per user runs at a time.
 */
@injectable()
export class RatingsScorer {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RatingsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
    @inject(RestrictionsCache) private readonly restrictions: RestrictionsCache,
  ) {}

  async score(userId: string): Promise<void> {
    const scored = await this.restrictions.changing(() =>
      this.db.transaction().execute(async (trx) => {
        const now = this.clock.now();
        const rating = await this.lockScores(trx, userId, now);
        const events = await trx
          .selectFrom('ratings.events')
          .selectAll()
          .where('user_id', '=', userId)
          .where('scored_at', 'is', null)
          .orderBy('id')
          .forUpdate()
          .execute();
        if (!events.length) return 0;
        for (const event of events) {
          const role = event.role;
          const before = rating[role];
          const after = applyPoints(role, before, this.pointsOf(event));
          rating[role] = after;
          await trx
            .updateTable('ratings.events')
            .set({ points: after - before, rating_after: after, scored_at: now })
            .where('id', '=', event.id)
            .execute();
          const { down, up } = crossings(role, before, after);
          for (const rung of down) await this.consequence(trx, event, rung, 'down', after, now);
          for (const rung of up) await this.consequence(trx, event, rung, 'up', after, now);
        }
        for (const role of ROLES)
          await trx
            .updateTable('ratings.scores')
            .set({ rating: rating[role], updated_at: now })
            .where('user_id', '=', userId)
            .where('role', '=', role)
            .execute();
        return events.length;
      }),
    );
    if (scored) this.notifier.toUser(userId, RATING_CHANGED, {});
  }

  /** The user's two scores, made at their start on first use, locked in role order. */
  private async lockScores(trx: Tx, userId: string, now: Date): Promise<Record<RatingRole, number>> {
    await trx
      .insertInto('ratings.scores')
      .values(ROLES.map((role) => ({ user_id: userId, role, rating: RATING_START[role], updated_at: now })))
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
    const rows = await trx
      .selectFrom('ratings.scores')
      .select(['role', 'rating'])
      .where('user_id', '=', userId)
      .orderBy('role')
      .forUpdate()
      .execute();
    return Object.fromEntries(rows.map((r) => [r.role, Number(r.rating)])) as Record<RatingRole, number>;
  }

  /** The points an event moves its rating by (its reason's per item, times its items). */
  private pointsOf(event: RatingEventRow): number {
    const points = (RATING_POINTS[event.role] as Record<string, number>)[event.reason];
    if (points === undefined) {
      this.logger.error({ eventId: event.id, reason: event.reason }, 'ratings: an event of an unknown reason scores 0');
      return 0;
    }
    return points * event.count;
  }

  private async consequence(
    trx: Tx,
    event: RatingEventRow,
    rung: Rung,
    direction: 'down' | 'up',
    rating: number,
    now: Date,
  ): Promise<void> {
    const minutes = rung.consequence.kind === 'block' ? rung.consequence.minutes : null;
    const until = minutes == null ? null : new Date(now.getTime() + minutes * 60_000);
    const inserted = await trx
      .insertInto('ratings.consequences')
      .values({
        key: `${event.key}:${event.role}:${rung.threshold}:${direction}`,
        user_id: event.user_id,
        role: event.role,
        event_id: event.id,
        threshold: rung.threshold,
        kind: direction === 'up' ? 'congratulation' : rung.consequence.kind,
        rating,
        starts_at: now,
        until: direction === 'up' ? null : until,
        created_at: now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    const restricts = direction === 'down' && ['block', 'sales_access_lost'].includes(rung.consequence.kind);
    if (inserted && restricts) await this.restrictions.signal(trx);
    if (inserted && direction === 'down' && until)
      await this.jobs.send(BLOCK_ENDED_QUEUE, { consequenceId: String(inserted.id) }, { trx, startAfter: until });
    // Spec accounts-platform 4.9: a warning or a ban is said in the bell too, once, in this transaction.
    if (inserted && direction === 'down') {
      const warning = rung.consequence.kind === 'warning' || rung.consequence.kind === 'final_warning';
      await this.inbox.add(
        event.user_id,
        `${event.role}_${warning ? 'warning' : 'ban'}`,
        warning ? { num: rating } : until ? { time: until.toISOString() } : {},
        trx,
      );
    }
  }
}
