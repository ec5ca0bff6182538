import { inject, injectable } from 'inversify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Variant } from '../catalog';
import type { CardRow, ListingRow, MarketTables } from './tables';
import type { Currency, GameKey } from '../../kernel';

export type { ListingRow } from './tables';

export interface NewCard {
  game: GameKey;
  itemId: number;
  type: string;
  subtype: string | null;
  rarity: string;
  name: string;
  variant: Variant;
  valueBase: number | null;
}

export interface NewListing {
  inventoryItemId: string;
  cardId: number;
  sellerId: string;
  game: GameKey;
  priceMinor: number;
  currency: Currency;
  baseCents: number;
  listedAt: Date;
}

/** What a buyer asked for: the cheapest `quantity` of some cards, and chosen offers. */
export interface WantedListings {
  cards: { cardId: number; quantity: number }[];
  offerIds: string[];
}

/** The pool, or the caller's transaction (a Trx). */
type Executor = Kysely<MarketTables> | Transaction<MarketTables>;

const variantKey = (itemId: number, v: Variant) =>
  `${itemId}|${v.age ?? ''}|${v.level}|${+v.flyable}|${+v.rideable}|${+v.chroma}`;

/** A listing taken off the market for a buyer, with what the purchase records about it (its card's). */
export interface TakenListing extends ListingRow {
  item_id: number;
  name: string;
  age: Variant['age'];
  level: Variant['level'];
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
}

@injectable()
export class ListingsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<MarketTables>) {}

  /** The card of each variant, created on first use. Returns card ids keyed like the input order. */
  async ensureCards(trx: Executor, cards: NewCard[]): Promise<number[]> {
    if (!cards.length) return [];
    // In one order of keys, so two transactions making the same new cards wait for each other instead of deadlocking.
    const inKeyOrder = [...new Map(cards.map((c) => [variantKey(c.itemId, c.variant), c]))]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, c]) => c);
    await trx
      .insertInto('catalog.cards')
      .values(
        inKeyOrder.map((c) => ({
          game: c.game,
          item_id: c.itemId,
          type: c.type,
          subtype: c.subtype,
          rarity: c.rarity,
          name: c.name,
          age: c.variant.age,
          level: c.variant.level,
          flyable: c.variant.flyable,
          rideable: c.variant.rideable,
          chroma: c.variant.chroma,
          value_base: c.valueBase,
          recommended_base: c.valueBase,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await trx
      .selectFrom('catalog.cards')
      .select(['id', 'item_id', 'age', 'level', 'flyable', 'rideable', 'chroma'])
      .where('item_id', 'in', [...new Set(cards.map((c) => c.itemId))])
      .execute();
    const byKey = new Map(rows.map((r) => [variantKey(r.item_id, r), r.id]));
    return cards.map((c) => byKey.get(variantKey(c.itemId, c.variant))!);
  }

  async insert(trx: Executor, listings: NewListing[]): Promise<void> {
    if (!listings.length) return;
    await trx
      .insertInto('catalog.listings')
      .values(
        listings.map((l) => ({
          inventory_item_id: l.inventoryItemId,
          card_id: l.cardId,
          seller_id: l.sellerId,
          game: l.game,
          price_minor: l.priceMinor,
          currency: l.currency,
          base_cents: l.baseCents,
          listed_at: l.listedAt,
        })),
      )
      .execute();
  }

  async reprice(
    trx: Executor,
    changes: { inventoryItemId: string; priceMinor: number; baseCents: number }[],
  ): Promise<void> {
    if (!changes.length) return;
    // One statement, so the cards are refreshed once.
    await sql`
      UPDATE catalog.listings l SET price_minor = c.price_minor, base_cents = c.base_cents
        FROM unnest(${changes.map((c) => c.inventoryItemId)}::uuid[], ${changes.map((c) => c.priceMinor)}::bigint[],
                    ${changes.map((c) => c.baseCents)}::bigint[]) AS c (id, price_minor, base_cents)
       WHERE l.inventory_item_id = c.id`.execute(trx);
  }

  async remove(trx: Executor, inventoryItemIds: string[]): Promise<string[]> {
    if (!inventoryItemIds.length) return [];
    const rows = await trx
      .deleteFrom('catalog.listings')
      .where('inventory_item_id', 'in', inventoryItemIds)
      .returning('inventory_item_id')
      .execute();
    return rows.map((r) => r.inventory_item_id);
  }

  /**
   * Takes listings off the market for a buyer in one statement: the cheapest `quantity` of each card
   * (listings another buyer is taking right now are skipped, not waited for) and the chosen offers,
   * never the buyer's own nor ones another buyer holds in a cart reservation. What is returned is
   * gone from the market; rolling back puts it back.
   */
  takeForPurchase(
    trx: Executor,
    buyerId: string,
    game: GameKey,
    wanted: WantedListings,
    now: Date,
  ): Promise<TakenListing[]> {
    return this.pickFor(trx, buyerId, game, wanted, now, sql`DELETE FROM catalog.listings l USING picked p`);
  }

  /** Holds listings for a buyer until `until` (a cart reservation); the same picking as a purchase. */
  reserve(
    trx: Executor,
    buyerId: string,
    game: GameKey,
    wanted: WantedListings,
    now: Date,
    until: Date,
  ): Promise<TakenListing[]> {
    return this.pickFor(
      trx,
      buyerId,
      game,
      wanted,
      now,
      sql`UPDATE catalog.listings l SET reserved_by = ${buyerId}, reserved_until = ${until} FROM picked p`,
    );
  }

  private async pickFor(
    trx: Executor,
    buyerId: string,
    game: GameKey,
    wanted: WantedListings,
    now: Date,
    change: RawBuilder<unknown>,
  ): Promise<TakenListing[]> {
    const free = sql`(l.reserved_until IS NULL OR l.reserved_until <= ${now} OR l.reserved_by = ${buyerId})`;
    const cheapest = sql`
        SELECT x.inventory_item_id
          FROM unnest(${wanted.cards.map((c) => c.cardId)}::int[], ${wanted.cards.map((c) => c.quantity)}::int[]) AS r (card_id, quantity)
          CROSS JOIN LATERAL (
            SELECT l.inventory_item_id FROM catalog.listings l
             WHERE l.card_id = r.card_id AND l.game = ${game} AND l.seller_id <> ${buyerId} AND ${free}
             ORDER BY l.base_cents, l.listed_at
             LIMIT r.quantity
             FOR UPDATE SKIP LOCKED) x`;
    const chosen = sql`SELECT DISTINCT unnest(${wanted.offerIds}::uuid[])`;
    // Only the parts asked for: each shape is a statement of its own, simple enough to keep one plan (prepared).
    const picks = !wanted.cards.length ? chosen : !wanted.offerIds.length ? cheapest : sql`${cheapest} UNION ${chosen}`;
    const { rows } = await sql<TakenListing>`
      WITH picked (inventory_item_id) AS (
        ${picks}
      ), changed AS (
        ${change}
         WHERE l.inventory_item_id = p.inventory_item_id AND l.game = ${game} AND l.seller_id <> ${buyerId} AND ${free}
        RETURNING l.*
      )
      SELECT t.*, c.item_id, c.name, c.age, c.level, c.flyable, c.rideable, c.chroma
        FROM changed t JOIN catalog.cards c ON c.id = t.card_id`.execute(trx);
    return rows;
  }

  /** The listings a buyer holds in a cart reservation that has not run out. */
  async reservedBy(buyerId: string, game: GameKey, now: Date): Promise<TakenListing[]> {
    const { rows } = await sql<TakenListing>`
      SELECT l.*, c.item_id, c.name, c.age, c.level, c.flyable, c.rideable, c.chroma
        FROM catalog.listings l JOIN catalog.cards c ON c.id = l.card_id
       WHERE l.reserved_by = ${buyerId} AND l.game = ${game} AND l.reserved_until > ${now}
       ORDER BY l.reserved_until, l.inventory_item_id`.execute(this.db);
    return rows;
  }

  async release(buyerId: string, game: GameKey): Promise<number> {
    const result = await this.db
      .updateTable('catalog.listings')
      .set({ reserved_by: null, reserved_until: null })
      .where('reserved_by', '=', buyerId)
      .where('game', '=', game)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Which of these listings of a game belong to the seller (why a buy found nothing to take). */
  async ownOf(
    sellerId: string,
    game: GameKey,
    cardIds: number[],
    offerIds: string[],
  ): Promise<{ cardIds: Set<number>; offerIds: Set<string> }> {
    const rows =
      cardIds.length || offerIds.length
        ? await this.db
            .selectFrom('catalog.listings')
            .select(['inventory_item_id', 'card_id'])
            .where('seller_id', '=', sellerId)
            .where('game', '=', game)
            .where((eb) =>
              eb.or([
                ...(cardIds.length ? [eb('card_id', 'in', cardIds)] : []),
                ...(offerIds.length ? [eb('inventory_item_id', 'in', offerIds)] : []),
              ]),
            )
            .execute()
        : [];
    return { cardIds: new Set(rows.map((r) => r.card_id)), offerIds: new Set(rows.map((r) => r.inventory_item_id)) };
  }

  /** Outside a transaction when none is given. */
  byIds(trx: Executor | undefined, inventoryItemIds: string[]): Promise<ListingRow[]> {
    if (!inventoryItemIds.length) return Promise.resolve([]);
    return (trx ?? this.db)
      .selectFrom('catalog.listings')
      .selectAll()
      .where('inventory_item_id', 'in', inventoryItemIds)
      .execute();
  }

  /** After a rate change: listings priced in that currency get their comparable (base) price again. */
  async rebase(currency: Currency, perUsd: number): Promise<number> {
    const result = await sql`
      UPDATE catalog.listings SET base_cents = greatest(1, round(price_minor / ${perUsd}::numeric))
       WHERE currency = ${currency} AND base_cents <> greatest(1, round(price_minor / ${perUsd}::numeric))`.execute(
      this.db,
    );
    return Number(result.numAffectedRows ?? 0);
  }

  cardsOfItem(itemId: number): Promise<CardRow[]> {
    return this.db
      .selectFrom('catalog.cards')
      .selectAll()
      .where('item_id', '=', itemId)
      .where('count', '>', 0)
      .orderBy('level')
      .orderBy('age')
      .orderBy('min_base')
      .execute();
  }

  /** The cheapest offers of an item's variants, cheapest first. */
  offersOfItem(itemId: number, limit: number): Promise<(ListingRow & { card_id: number })[]> {
    return this.db
      .selectFrom('catalog.listings as l')
      .innerJoin('catalog.cards as c', 'c.id', 'l.card_id')
      .selectAll('l')
      .where('c.item_id', '=', itemId)
      .orderBy('l.base_cents')
      .orderBy('l.listed_at')
      .limit(limit)
      .execute();
  }

  /** Every card of these items, in stock or not (their recommended prices). */
  cardsOfItems(itemIds: number[], executor: Executor = this.db): Promise<CardRow[]> {
    if (!itemIds.length) return Promise.resolve([]);
    return executor.selectFrom('catalog.cards').selectAll().where('item_id', 'in', itemIds).execute();
  }

  cardsByIds(ids: number[], executor: Executor = this.db): Promise<CardRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return executor.selectFrom('catalog.cards').selectAll().where('id', 'in', ids).execute();
  }

  sellerListingCount(sellerId: string): Promise<number> {
    return this.db
      .selectFrom('catalog.listings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seller_id', '=', sellerId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }
}
