import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { OrdersTables, PurchaseItemRow, VariantJson } from './tables';
import type { GameKey, Currency } from '../../kernel';

type Executor = Db<OrdersTables> | Transaction<OrdersTables>;

export interface NewPurchase {
  id: string;
  buyerId: string;
  game: string;
  currency: Currency;
  totalMinor: number;
  createdAt: Date;
  collectBy: Date;
  items: NewPurchaseItem[];
}

export interface NewPurchaseItem {
  id: string;
  buyer_id: string;
  seller_id: string;
  game: string;
  inventory_item_id: string;
  card_id: number;
  item_id: number;
  name: string;
  slug: string;
  variant: VariantJson;
  price_minor: number;
  currency: Currency;
  base_cents: number;
  seller_price_minor: number;
  seller_currency: Currency;
  fee_minor: number;
  status: 'waiting';
  created_at: Date;
  collect_by: Date;
}

const LIVE = ['waiting', 'delivering'];

/** A completed deal: one purchase's items from one seller, all delivered. */
export interface CompletedDeal {
  purchaseId: string;
  sellerId: string;
  items: string[];
  completedAt: Date;
}

@injectable()
export class PurchasesRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<OrdersTables>) {}

  /** The purchase and its items in one statement. */
  async insert(trx: Executor, p: NewPurchase): Promise<PurchaseItemRow[]> {
    const { rows } = await sql<PurchaseItemRow>`
      WITH purchase AS (
        INSERT INTO orders.purchases (id, buyer_id, game, currency, total_minor, created_at, collect_by)
        VALUES (${p.id}, ${p.buyerId}, ${p.game}, ${p.currency}, ${p.totalMinor}, ${p.createdAt}, ${p.collectBy})
        RETURNING id
      )
      INSERT INTO orders.purchase_items
        (id, purchase_id, buyer_id, seller_id, game, inventory_item_id, card_id, item_id, name, slug, variant,
         price_minor, currency, base_cents, seller_price_minor, seller_currency, fee_minor, status, created_at, collect_by)
      SELECT i.id, (SELECT id FROM purchase), i.buyer_id, i.seller_id, i.game, i.inventory_item_id, i.card_id, i.item_id, i.name, i.slug,
             i.variant, i.price_minor, i.currency, i.base_cents, i.seller_price_minor, i.seller_currency, i.fee_minor, i.status,
             i.created_at, i.collect_by
        FROM jsonb_to_recordset(${JSON.stringify(p.items)}::jsonb) AS i (
          id uuid, buyer_id uuid, seller_id uuid, game text, inventory_item_id uuid, card_id int, item_id int, name text, slug text,
          variant jsonb, price_minor bigint, currency text, base_cents bigint, seller_price_minor bigint, seller_currency text,
          fee_minor bigint, status text, created_at timestamptz, collect_by timestamptz)
      RETURNING *`.execute(trx);
    return rows;
  }

  /** Live items of these ids, locked (in id order) for settling. */
  lockLive(trx: Executor, ids: string[]): Promise<PurchaseItemRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return trx
      .selectFrom('orders.purchase_items')
      .selectAll()
      .where('id', 'in', ids)
      .where('status', 'in', LIVE)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Waiting items whose collection time has passed (optionally of one purchase), locked, skipping ones being settled. */
  lockDue(trx: Executor, now: Date, limit: number, purchaseId?: string): Promise<PurchaseItemRow[]> {
    let query = trx
      .selectFrom('orders.purchase_items')
      .selectAll()
      .where('status', '=', 'waiting')
      .where('collect_by', '<=', now);
    if (purchaseId) query = query.where('purchase_id', '=', purchaseId);
    return query.orderBy('collect_by').limit(limit).forUpdate().skipLocked().execute();
  }

  async finish(
    trx: Executor,
    ids: string[],
    status: 'completed' | 'cancelled' | 'expired',
    at: Date,
    reason: string | null,
  ): Promise<void> {
    if (!ids.length) return;
    await trx
      .updateTable('orders.purchase_items')
      .set({ status, finished_at: at, cancel_reason: reason })
      .where('id', 'in', ids)
      .execute();
  }

  async setDelivering(trx: Executor, ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await trx
      .updateTable('orders.purchase_items')
      .set({ status: 'delivering', delivery_started_at: at })
      .where('id', 'in', ids)
      .where('status', '=', 'waiting')
      .execute();
  }

  /** Back to waiting after a delivery that did not happen: the window resumes where it paused. */
  resumeWaiting(trx: Executor, ids: string[], at: Date): Promise<PurchaseItemRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return trx
      .updateTable('orders.purchase_items')
      .set((eb) => ({
        status: 'waiting',
        delivery_started_at: null,
        collect_by: sql<Date>`${eb.ref('collect_by')} + (${at}::timestamptz - coalesce(${eb.ref('delivery_started_at')}, ${at}::timestamptz))`,
      }))
      .where('id', 'in', ids)
      .where('status', '=', 'delivering')
      .returningAll()
      .execute();
  }

  /** A buyer's live items: these ids, or every one of the game (all), locked in id order. */
  lockLiveOfBuyer(trx: Executor, buyerId: string, game: GameKey, ids: string[] | 'all'): Promise<PurchaseItemRow[]> {
    let query = trx
      .selectFrom('orders.purchase_items')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('game', '=', game)
      .where('status', 'in', LIVE);
    if (ids !== 'all') {
      if (!ids.length) return Promise.resolve([]);
      query = query.where('id', 'in', ids);
    }
    return query.orderBy('id').forUpdate().execute();
  }

  byIds(ids: string[]): Promise<PurchaseItemRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('orders.purchase_items').selectAll().where('id', 'in', ids).orderBy('id').execute();
  }

  ofBuyer(buyerId: string, game: GameKey, statuses: string[], limit = 200): Promise<PurchaseItemRow[]> {
    return this.db
      .selectFrom('orders.purchase_items')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('game', '=', game)
      .where('status', 'in', statuses)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The newest 100, or only the one deal of `only` (a purchase and its seller). */
  async completedDeals(
    buyerId: string,
    since: Date,
    only?: { purchaseId: string; sellerId: string },
  ): Promise<CompletedDeal[]> {
    let query = this.db
      .selectFrom('orders.purchase_items')
      .select((eb) => [
        'purchase_id',
        'seller_id',
        eb.fn.max('finished_at').as('completed_at'),
        eb.fn.agg<string[]>('array_agg', ['name']).as('items'),
      ])
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'completed')
      .where('finished_at', '>=', since)
      .groupBy(['purchase_id', 'seller_id'])
      .orderBy('completed_at', 'desc')
      .limit(100);
    if (only) query = query.where('purchase_id', '=', only.purchaseId).where('seller_id', '=', only.sellerId);
    const rows = await query.execute();
    return rows.map((r) => ({
      purchaseId: r.purchase_id,
      sellerId: r.seller_id,
      items: r.items,
      completedAt: r.completed_at as Date,
    }));
  }

  async hasCompletedDeal(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('orders.purchase_items')
      .select('id')
      .where('status', '=', 'completed')
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  byId(id: string): Promise<PurchaseItemRow | undefined> {
    return this.db.selectFrom('orders.purchase_items').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async page(
    filter: { buyerId?: string; sellerId?: string; statuses?: string[] },
    limit: number,
    offset: number,
  ): Promise<{ rows: PurchaseItemRow[]; total: number }> {
    let query = this.db.selectFrom('orders.purchase_items');
    if (filter.buyerId) query = query.where('buyer_id', '=', filter.buyerId);
    if (filter.sellerId) query = query.where('seller_id', '=', filter.sellerId);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses.length ? filter.statuses : ['none']);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
