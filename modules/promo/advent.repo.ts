import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { PromoTables } from './tables';

/** The advent doors users opened, one row per user, year and door. */
@injectable()
export class AdventRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<PromoTables>) {}

  opened(userId: string, year: number): Promise<{ door: number; prize: unknown }[]> {
    return this.db
      .selectFrom('promo.advent_doors')
      .select(['door', 'prize'])
      .where('user_id', '=', userId)
      .where('year', '=', year)
      .execute();
  }

  /** False when this user opened the door already. */
  async open(
    trx: Trx,
    door: { userId: string; year: number; door: number; prize: unknown; at: Date },
  ): Promise<boolean> {
    const inserted = await (trx as Db<PromoTables>)
      .insertInto('promo.advent_doors')
      .values({
        user_id: door.userId,
        year: door.year,
        door: door.door,
        prize: JSON.stringify(door.prize),
        opened_at: door.at,
      })
      .onConflict((oc) => oc.columns(['user_id', 'year', 'door']).doNothing())
      .returning('door')
      .executeTakeFirst();
    return Boolean(inserted);
  }
}
