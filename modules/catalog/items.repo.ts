import { inject, injectable } from 'inversify';
import { sql, type Kysely } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { CatalogTables, ItemRow } from './tables';
import type { GameKey } from '../../kernel';

export interface CatalogSeedItem {
  game: GameKey;
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  origin?: string | null;
  year?: number | null;
  event?: string | null;
  chroma?: boolean;
  refValue?: Record<string, number | null> | null;
}

/**
 * How close a name must be to count as a typo of the search (pg_trgm word similarity). At least 0.3:
 * catalog.item_search_candidates finds the items at 0.3 or more.
 */
const SEARCH_THRESHOLD = 0.35;

@injectable()
export class ItemsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<CatalogTables>) {}

  /** Idempotent: new items are added, known ones (game + slug) get the catalog's current facts. */
  async upsert(items: CatalogSeedItem[]): Promise<void> {
    if (!items.length) return;
    await this.db
      .insertInto('catalog.items')
      .values(
        items.map((i) => ({
          game: i.game,
          slug: i.slug,
          name: i.name,
          type: i.type,
          subtype: i.subtype,
          rarity: i.rarity,
          origin: i.origin ?? null,
          year: i.year ?? null,
          event: i.event ?? null,
          chroma: i.chroma ?? false,
          ref_values: i.refValue ? (JSON.stringify(i.refValue) as never) : null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['game', 'slug']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          type: eb.ref('excluded.type'),
          subtype: eb.ref('excluded.subtype'),
          rarity: eb.ref('excluded.rarity'),
          origin: eb.ref('excluded.origin'),
          year: eb.ref('excluded.year'),
          event: eb.ref('excluded.event'),
          chroma: eb.ref('excluded.chroma'),
          ref_values: eb.ref('excluded.ref_values'),
        })),
      )
      .execute();
  }

  count(): Promise<number> {
    return this.db
      .selectFrom('catalog.items')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** Pass the caller's transaction when inside one: a second pool connection could wait forever. */
  byIds(ids: number[], executor: Kysely<CatalogTables> = this.db): Promise<ItemRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return executor.selectFrom('catalog.items').selectAll().where('id', 'in', ids).execute();
  }

  bySlug(game: GameKey, slug: string): Promise<ItemRow | undefined> {
    return this.db
      .selectFrom('catalog.items')
      .selectAll()
      .where('game', '=', game)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  all(game?: GameKey): Promise<ItemRow[]> {
    let q = this.db.selectFrom('catalog.items').selectAll().orderBy('id');
    if (game) q = q.where('game', '=', game);
    return q.execute();
  }

  /**
   * Item ids whose name matches the search, best first: whole words (full text) or close enough
   * to forgive typos ("shdow dragon" finds Shadow Dragon). Only the game's items that the trigram
   * and full-text indexes offer as candidates are scored (migration 0007: a superset of every item
   * scoring 0.3 or more), not all of them: 4-6 ms became under 1 ms with the same answers.
   */
  async search(game: GameKey, text: string): Promise<number[]> {
    const query = text.trim().toLowerCase();
    if (!query) return [];
    const rows = await sql<{ id: number }>`
      SELECT id FROM (
        SELECT id,
               greatest(word_similarity(${query}, lower(name)), similarity(${query}, lower(name)),
                        CASE WHEN search @@ plainto_tsquery('simple', ${query}) THEN 1 ELSE 0 END,
                        CASE WHEN lower(name) LIKE '%' || ${query} || '%' THEN 1 ELSE 0 END) AS score
          FROM catalog.item_search_candidates(${game}, ${query})
      ) s
      WHERE score >= ${SEARCH_THRESHOLD}
      ORDER BY score DESC, id
      LIMIT 200`.execute(this.db);
    return rows.rows.map((r) => r.id);
  }
}
