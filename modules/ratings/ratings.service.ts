import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { RATING_START, type RatingRole } from './ladders.vocabulary.schemas';
import { ratingsErrors } from './ratings.errors';
import { RestrictionsCache } from './restrictions-cache';
import {
  RATING_CHANGED,
  type ConsequenceKind,
  type RatingChange,
  type RatingNotice,
  type RatingsView,
  type Restriction,
} from './ratings.schemas';
import type { ConsequenceRow, RatingsTables } from './tables';

/** The latest notices a user reads. */
const NOTICES = 30;

/**
 * Ratings as the rest of the site asks about them: a user's ratings, restrictions and notices, the history a rating
 * is the replay of, and the checks that enforce a block (spec trading-core 6: a buyer ban blocks buying, a seller
 * block blocks selling). A block ends by itself at its time: the checks compare with the clock.
 */
@injectable()
export class RatingsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RatingsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(RestrictionsCache) private readonly cache: RestrictionsCache,
  ) {}

  async view(userId: string): Promise<RatingsView> {
    const [scores, notices, restrictions] = await Promise.all([
      this.db.selectFrom('ratings.scores').select(['role', 'rating']).where('user_id', '=', userId).execute(),
      this.db
        .selectFrom('ratings.consequences')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(NOTICES)
        .execute(),
      this.restrictions(userId),
    ]);
    const rating = (role: RatingRole) => Number(scores.find((s) => s.role === role)?.rating ?? RATING_START[role]);
    const unread = await this.db
      .selectFrom('ratings.consequences')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      buyer: { rating: rating('buyer'), restriction: restrictions.buyer },
      seller: { rating: rating('seller'), restriction: restrictions.seller },
      notices: notices.map(toNotice),
      unread: Number(unread.n),
    };
  }

  async history(userId: string, limit = 100): Promise<RatingChange[]> {
    const rows = await this.db
      .selectFrom('ratings.events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('scored_at', 'is not', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((e) => ({
      role: e.role,
      reason: e.reason,
      count: e.count,
      points: Number(e.points),
      ratingAfter: Number(e.rating_after),
      at: e.created_at.toISOString(),
    }));
  }

  async markRead(userId: string): Promise<void> {
    await this.db
      .updateTable('ratings.consequences')
      .set({ read_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** BUYER_IS_BLOCKED while a buyer block runs. */
  async assertCanBuy(userId: string): Promise<void> {
    const restriction = (await this.restrictions(userId)).buyer;
    if (restriction) throw ratingsErrors.buyerBlocked(restriction);
  }

  /** SELLER_IS_BLOCKED while a seller block runs, or after the loss of sales access. */
  async assertCanSell(userId: string): Promise<void> {
    const restriction = (await this.restrictions(userId)).seller;
    if (restriction) throw ratingsErrors.sellerBlocked(restriction);
  }

  /**
   * An operator lifts a role's running blocks (and a lost sales access): the user may buy or sell again at once.
   * Answers how many were lifted (0: nothing ran).
   */
  async liftRestrictions(userId: string, role: RatingRole): Promise<number> {
    const now = this.clock.now();
    const count = await this.cache.changing(() =>
      this.db.transaction().execute(async (trx) => {
        const lifted = await trx
          .updateTable('ratings.consequences')
          .set({ lifted_at: now })
          .where('user_id', '=', userId)
          .where('role', '=', role)
          .where('kind', 'in', ['block', 'sales_access_lost'])
          .where('lifted_at', 'is', null)
          .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
          .executeTakeFirst();
        await this.cache.signal(trx);
        return Number(lifted.numUpdatedRows);
      }),
    );
    if (count) this.notifier.toUser(userId, RATING_CHANGED, {});
    return count;
  }

  /** A block reached its end: the user hears it (once; the block itself already ended by the clock). */
  async blockEnded(consequenceId: string): Promise<void> {
    const ended = await this.db
      .updateTable('ratings.consequences')
      .set({ ended_notified_at: this.clock.now() })
      .where('id', '=', consequenceId)
      .where('ended_notified_at', 'is', null)
      .where('until', '<=', this.clock.now())
      .returning(['user_id'])
      .executeTakeFirst();
    if (ended) this.notifier.toUser(ended.user_id, RATING_CHANGED, {});
  }

  /** Blocks whose end passed and was not told (a lost job), and users with events left unscored for a while. */
  async overdue(): Promise<{ blocks: string[]; users: string[] }> {
    const now = this.clock.now();
    const [blocks, users] = await Promise.all([
      this.db
        .selectFrom('ratings.consequences')
        .select('id')
        .where('kind', '=', 'block')
        .where('until', '<=', now)
        .where('ended_notified_at', 'is', null)
        .limit(500)
        .execute(),
      this.db
        .selectFrom('ratings.events')
        .select('user_id')
        .distinct()
        .where('scored_at', 'is', null)
        .where('created_at', '<=', new Date(now.getTime() - 30_000))
        .limit(500)
        .execute(),
    ]);
    return { blocks: blocks.map((b) => String(b.id)), users: users.map((u) => u.user_id) };
  }

  /** Each role's restriction now: the one that lasts longest of those running (one an operator lifts, longest). */
  private async restrictions(userId: string): Promise<Record<RatingRole, Restriction | null>> {
    const read = await this.cache.of(userId, () =>
      this.db
        .selectFrom('ratings.consequences')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', 'in', ['block', 'sales_access_lost'])
        .where('lifted_at', 'is', null)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', this.clock.now())]))
        .execute(),
    );
    // Remembered rows: a block that ran out since they were read ends now.
    const now = this.clock.now();
    const rows = read.filter((r) => r.until === null || r.until > now);
    const longest = (role: RatingRole): Restriction | null => {
      const own = rows.filter((r) => r.role === role);
      if (!own.length) return null;
      const forever = own.find((r) => r.until === null);
      const pick = forever ?? own.reduce((a, b) => (a.until! > b.until! ? a : b));
      return { kind: pick.kind as Restriction['kind'], until: pick.until?.toISOString() ?? null };
    };
    return { buyer: longest('buyer'), seller: longest('seller') };
  }
}

function toNotice(c: ConsequenceRow): RatingNotice {
  return {
    id: String(c.id),
    role: c.role,
    kind: c.kind as ConsequenceKind,
    threshold: Number(c.threshold),
    rating: Number(c.rating),
    at: c.created_at.toISOString(),
    until: c.until?.toISOString() ?? null,
    read: c.read_at !== null,
  };
}
