import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { MarketTables, StoreLinksTable } from './tables';
import { marketErrors } from './market.errors';

const UNIQUE_VIOLATION = '23505';

@injectable()
export class StoreLinksRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<MarketTables>) {}

  /** A new or changed link waits for moderation again; a link taken by anyone else (any case) is ALREADY_EXISTS. */
  async request(userId: string, link: string, at: Date): Promise<void> {
    try {
      await this.db
        .insertInto('catalog.store_links')
        .values({ user_id: userId, link, status: 'pending', requested_at: at, reviewed_at: null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ link, status: 'pending', requested_at: at, reviewed_at: null }),
        )
        .execute();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw marketErrors.linkTaken();
      throw err;
    }
  }

  ofUser(userId: string): Promise<StoreLinksTable | undefined> {
    return this.db.selectFrom('catalog.store_links').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Only approved links resolve to a seller. */
  approvedOwner(link: string): Promise<string | undefined> {
    return this.db
      .selectFrom('catalog.store_links')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['link']), '=', link.toLowerCase()))
      .where('status', '=', 'approved')
      .executeTakeFirst()
      .then((r) => r?.user_id);
  }

  async review(userId: string, approved: boolean, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('catalog.store_links')
      .set({ status: approved ? 'approved' : 'rejected', reviewed_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  pending(): Promise<StoreLinksTable[]> {
    return this.db
      .selectFrom('catalog.store_links')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('requested_at')
      .execute();
  }
}
