import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { GiveawayRow, PromoTables } from './tables';

type Executor = Db<PromoTables> | Trx;
const typed = (e: Executor) => e as Db<PromoTables>;

/** Daily giveaways, their entries and draws. */
@injectable()
export class GiveawayRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<PromoTables>) {}

  /** Opens a day's giveaway unless it is open already (a concurrent opener's seed wins). */
  async open(
    row: Omit<GiveawayRow, 'drawn_at' | 'entries' | 'entries_digest' | 'roll' | 'winner_id'>,
  ): Promise<boolean> {
    const inserted = await this.db
      .insertInto('promo.giveaways')
      .values({ ...row, prize: JSON.stringify(row.prize) })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    return Boolean(inserted);
  }

  get(day: string, executor: Executor = this.db, lock = false): Promise<GiveawayRow | undefined> {
    let query = typed(executor).selectFrom('promo.giveaways').selectAll().where('day', '=', day);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  lastDrawn(): Promise<GiveawayRow | undefined> {
    return this.db
      .selectFrom('promo.giveaways')
      .selectAll()
      .where('drawn_at', 'is not', null)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  undrawnDue(now: Date): Promise<{ day: string }[]> {
    return this.db
      .selectFrom('promo.giveaways')
      .select('day')
      .where('drawn_at', 'is', null)
      .where('draws_at', '<=', now)
      .execute();
  }

  /** Joins once: a second join changes nothing. The giveaway's row is locked by the caller, so numbers follow. */
  async join(trx: Trx, day: string, userId: string, at: Date): Promise<void> {
    await sql`
      INSERT INTO promo.giveaway_entries (day, number, user_id, joined_at)
      SELECT ${day}, coalesce(max(number), 0) + 1, ${userId}, ${at}
        FROM promo.giveaway_entries WHERE day = ${day}
      ON CONFLICT (day, user_id) DO NOTHING`.execute(trx);
  }

  entryOf(day: string, userId: string): Promise<{ number: number } | undefined> {
    return this.db
      .selectFrom('promo.giveaway_entries')
      .select('number')
      .where('day', '=', day)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  entries(day: string, executor: Executor = this.db): Promise<{ number: number; user_id: string }[]> {
    return typed(executor)
      .selectFrom('promo.giveaway_entries')
      .select(['number', 'user_id'])
      .where('day', '=', day)
      .orderBy('number')
      .execute();
  }

  async count(day: string): Promise<number> {
    const row = await this.db
      .selectFrom('promo.giveaway_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The latest win of a user, for the once-per-24-hours rule. */
  async lastWin(userId: string, executor: Executor = this.db): Promise<Date | null> {
    const row = await typed(executor)
      .selectFrom('promo.giveaways')
      .select('drawn_at')
      .where('winner_id', '=', userId)
      .orderBy('drawn_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.drawn_at ?? null;
  }

  /** Entries of users who won within the pause leave the draw before it is made. */
  async dropPaused(trx: Trx, day: string, since: Date): Promise<void> {
    await sql`
      DELETE FROM promo.giveaway_entries e
       WHERE e.day = ${day}
         AND EXISTS (SELECT 1 FROM promo.giveaways g WHERE g.winner_id = e.user_id AND g.drawn_at > ${since})`.execute(
      trx,
    );
  }

  async markDrawn(
    trx: Trx,
    day: string,
    draw: { drawnAt: Date; entries: number; digest: string; roll: string | null; winnerId: string | null },
  ): Promise<void> {
    await typed(trx)
      .updateTable('promo.giveaways')
      .set({
        drawn_at: draw.drawnAt,
        entries: draw.entries,
        entries_digest: draw.digest,
        roll: draw.roll,
        winner_id: draw.winnerId,
      })
      .where('day', '=', day)
      .execute();
  }
}
