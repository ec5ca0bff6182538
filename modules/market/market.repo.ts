import { inject, injectable } from 'inversify';
import { sql, type RawBuilder } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { CardRow, MarketTables } from './tables';
import type { FacetCounts, Sort } from './market.schemas';
import type { StockedCard } from './card-columns';
import type { CardFilter } from './card-filter';

export type { CardFilter } from './card-filter';

export interface PageRequest {
  sort: Sort;
  desc: boolean;
  limit: number;
  /** Keyset position: the sort value and card id of the last card seen (relevance: an offset). */
  after?: { value: string | number | null; id: number } | { offset: number };
}

const SORT_COLUMN: Record<Exclude<Sort, 'relevance'>, string> = {
  price: 'min_base',
  date: 'last_listed_at',
  popularity: 'sales_30d',
  benefit: 'discount',
  name: 'name',
};

/**
 * `c.column = value` for one value, `= ANY(list)` for more. Same rows either way, but only the
 * equality lets an index on (game, column, sort column) return the cards already in order
 * (cards_level_price and friends, migration 0007): no walk through the whole price index to find
 * the few expensive cards a "mega neon, cheapest first" filter wants.
 */
function oneOf(column: 'type' | 'subtype' | 'rarity' | 'age' | 'level', values: string[]): RawBuilder<unknown> {
  const ref = sql.ref(`c.${column}`);
  return values.length === 1 ? sql`${ref} = ${values[0]}` : sql`${ref} = ANY(${values}::text[])`;
}

@injectable()
export class MarketRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<MarketTables>) {}

  /** The cards to query: every card in stock, or one seller's own stock grouped the same way. */
  private source(filter: CardFilter): RawBuilder<unknown> {
    if (!filter.sellerId) return sql`catalog.cards c`;
    return sql`(
      SELECT k.id, k.game, k.item_id, k.type, k.subtype, k.rarity, k.name, k.age, k.level, k.flyable, k.rideable,
             k.chroma, s.count, s.min_base, s.last_listed_at, k.sales_30d, k.recommended_base,
             CASE WHEN k.recommended_base > 0 AND s.min_base < k.recommended_base
                  THEN ((k.recommended_base - s.min_base) * 100 / k.recommended_base)::smallint ELSE 0 END AS discount
        FROM (SELECT card_id, count(*)::int AS count, min(base_cents) AS min_base, max(listed_at) AS last_listed_at
                FROM catalog.listings WHERE seller_id = ${filter.sellerId} GROUP BY card_id) s
        JOIN catalog.cards k ON k.id = s.card_id
    ) c`;
  }

  private where(filter: CardFilter): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`c.game = ${filter.game}`, sql`c.count > 0`];
    if (filter.types?.length) parts.push(oneOf('type', filter.types));
    if (filter.subtypes?.length) parts.push(oneOf('subtype', filter.subtypes));
    if (filter.rarities?.length && filter.chromaRarity)
      parts.push(sql`(${oneOf('rarity', filter.rarities)} OR c.chroma)`);
    else if (filter.rarities?.length) parts.push(oneOf('rarity', filter.rarities));
    else if (filter.chromaRarity) parts.push(sql`c.chroma`);
    if (filter.ages?.length) parts.push(oneOf('age', filter.ages));
    if (filter.levels?.length) parts.push(oneOf('level', filter.levels));
    if (filter.flyable) parts.push(sql`c.flyable`);
    if (filter.rideable) parts.push(sql`c.rideable`);
    if (filter.chroma) parts.push(sql`c.chroma`);
    if (filter.noProperties) parts.push(sql`NOT c.flyable AND NOT c.rideable`);
    if (filter.minBase != null) parts.push(sql`c.min_base >= ${filter.minBase}`);
    if (filter.maxBase != null) parts.push(sql`c.min_base <= ${filter.maxBase}`);
    if (filter.discountOnly) parts.push(sql`c.discount > 0`);
    if (filter.itemIds) parts.push(sql`c.item_id = ANY(${filter.itemIds}::int[])`);
    return sql.join(parts, sql` AND `);
  }

  /** One page of cards, keyset-paginated on (sort value, id). */
  async page(filter: CardFilter, page: PageRequest): Promise<CardRow[]> {
    const where = [this.where(filter)];
    const dir = sql.raw(page.desc ? 'DESC' : 'ASC');
    if (page.sort === 'relevance' && filter.itemIds?.length) {
      const offset = page.after && 'offset' in page.after ? page.after.offset : 0;
      const result = await sql<CardRow>`
        SELECT c.* FROM ${this.source(filter)} WHERE ${sql.join(where, sql` AND `)}
         ORDER BY array_position(${filter.itemIds}::int[], c.item_id), c.min_base, c.id
         LIMIT ${page.limit} OFFSET ${offset}`.execute(this.db);
      return result.rows;
    }
    const column = sql.ref(`c.${SORT_COLUMN[page.sort === 'relevance' ? 'popularity' : page.sort]}`);
    if (page.after && 'id' in page.after) {
      const op = sql.raw(page.desc ? '<' : '>');
      where.push(sql`(${column}, c.id) ${op} (${page.after.value}, ${page.after.id})`);
    }
    const result = await sql<CardRow>`
      SELECT c.* FROM ${this.source(filter)} WHERE ${sql.join(where, sql` AND `)}
       ORDER BY ${column} ${dir}, c.id ${dir}
       LIMIT ${page.limit}`.execute(this.db);
    return result.rows;
  }

  /** Every card in stock, with what facet counting needs of it (FacetIndex's snapshot). */
  async stockedCards(): Promise<StockedCard[]> {
    const rows = await this.db
      .selectFrom('catalog.cards')
      .select([
        'game',
        'item_id',
        'type',
        'subtype',
        'rarity',
        'age',
        'level',
        'flyable',
        'rideable',
        'chroma',
        'min_base',
        'discount',
      ])
      .where('count', '>', 0)
      .execute();
    return rows.map((row) => ({ ...row, min_base: Number(row.min_base) }));
  }

  /** How many cards match, and per filter value how many of them have it, in one pass. */
  async facets(filter: CardFilter): Promise<{ total: number; facets: FacetCounts }> {
    const result = await sql<{
      dim: string;
      value: string | null;
      n: string;
      fly: string;
      ride: string;
      chroma: string;
      none: string;
    }>`
      SELECT CASE GROUPING(c.type, c.subtype, c.rarity, c.age, c.level)
               WHEN 15 THEN 'type' WHEN 23 THEN 'subtype' WHEN 27 THEN 'rarity' WHEN 29 THEN 'age' WHEN 30 THEN 'level'
               ELSE 'all' END AS dim,
             coalesce(c.type, c.subtype, c.rarity, c.age, c.level) AS value,
             count(*) AS n,
             count(*) FILTER (WHERE c.flyable) AS fly,
             count(*) FILTER (WHERE c.rideable) AS ride,
             count(*) FILTER (WHERE c.chroma) AS chroma,
             count(*) FILTER (WHERE NOT c.flyable AND NOT c.rideable) AS none
        FROM ${this.source(filter)}
       WHERE ${this.where(filter)}
       GROUP BY GROUPING SETS ((c.type), (c.subtype), (c.rarity), (c.age), (c.level), ())`.execute(this.db);
    const facets: FacetCounts = {};
    let total = 0;
    for (const row of result.rows) {
      if (row.dim === 'all') {
        total = Number(row.n);
        facets.property = {
          flyable: Number(row.fly),
          rideable: Number(row.ride),
          chroma: Number(row.chroma),
          missing: Number(row.none),
        };
        continue;
      }
      if (row.value == null) continue;
      const dim = row.dim as keyof FacetCounts;
      (facets[dim] ??= {})[row.value] = Number(row.n);
    }
    return { total, facets };
  }
}
