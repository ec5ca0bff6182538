import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { Trx } from '../../src/platform/db/database';
import { ItemsRepo } from './items.repo';
import { artUrl } from './art-url';
import type { Level } from './catalog.schemas';
import type { CatalogTables, ItemRow } from './tables';
import type { GameKey } from '../../kernel';

/** An item definition as other modules see it. */
export interface CatalogItem {
  id: number;
  game: GameKey;
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  /** mm2 lists chroma weapons as items of their own. */
  chroma: boolean;
  art: string;
}

/** Everything the catalog knows of an item: what the market's cards, pages and prices are made of. */
export interface ItemDefinition extends Omit<CatalogItem, 'art'> {
  origin: string | null;
  year: number | null;
  /** Value points per level (the basis of the value price, catalog.pricing.ts valueCents). */
  refValues: Partial<Record<Level, number | null>> | null;
}

/** Every item definition, by id and by game and slug. */
export interface ItemIndex {
  byId: Map<number, ItemDefinition>;
  bySlug: Map<string, ItemDefinition>;
}

/**
 * Item definitions (seeded from data/catalog.json at every start). Reads that take the caller's
 * transaction run in it: a second pool connection inside a transaction could wait forever.
 */
@injectable()
export class ItemsService {
  private loading: Promise<ItemIndex> | null = null;
  /** The index once read (known() uses it without waiting). */
  private loaded: ItemIndex | null = null;

  constructor(@inject(ItemsRepo) private readonly items: ItemsRepo) {}

  async itemsByIds(ids: number[]): Promise<Map<number, CatalogItem>> {
    const rows = await this.items.byIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, toCatalogItem(r)]));
  }

  async itemBySlug(game: GameKey, slug: string): Promise<CatalogItem | undefined> {
    const row = await this.items.bySlug(game, slug);
    return row && toCatalogItem(row);
  }

  /** The definitions of these items as the database has them now. */
  async definitions(ids: number[], trx?: Trx): Promise<Map<number, ItemDefinition>> {
    const rows = await this.items.byIds([...new Set(ids)], trx ? inCatalog(trx) : undefined);
    return new Map(rows.map((r) => [r.id, toDefinition(r)]));
  }

  async definitionBySlug(game: GameKey, slug: string): Promise<ItemDefinition | undefined> {
    const row = await this.items.bySlug(game, slug);
    return row && toDefinition(row);
  }

  /**
   * Every definition, read once per process: they never change while it runs (seeded at start).
   * Concurrent first asks share one read; a failed read is not kept.
   */
  index(): Promise<ItemIndex> {
    if (!this.loading) {
      const loading = this.items.all().then((rows) => {
        const definitions = rows.map(toDefinition);
        const index = {
          byId: new Map(definitions.map((d) => [d.id, d])),
          bySlug: new Map(definitions.map((d) => [slugKey(d.game, d.slug), d])),
        };
        this.loaded = index;
        return index;
      });
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  async indexedBySlug(game: GameKey, slug: string): Promise<ItemDefinition | undefined> {
    return (await this.index()).bySlug.get(slugKey(game, slug));
  }

  /**
   * These items' definitions inside the caller's transaction without a query when the index is
   * loaded; the ones it does not have (added since) are read in the transaction. It never loads the
   * index itself, which would take a second pool connection.
   */
  async known(ids: number[], trx?: Trx): Promise<Map<number, ItemDefinition>> {
    const index = this.loaded;
    const found = new Map<number, ItemDefinition>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const definition = index?.byId.get(id);
      if (definition) found.set(id, definition);
      else missing.push(id);
    }
    if (missing.length) for (const [id, definition] of await this.definitions(missing, trx)) found.set(id, definition);
    return found;
  }

  /** The items whose name matches a search, best first (whole words, or close enough to forgive typos). */
  search(game: GameKey, text: string): Promise<number[]> {
    return this.items.search(game, text);
  }
}

const slugKey = (game: GameKey, slug: string) => `${game}/${slug}`;

/** Callers own the transaction and type it with their tables; the catalog's queries run in it. */
const inCatalog = (trx: Trx) => trx as Transaction<CatalogTables>;

function toDefinition(row: ItemRow): ItemDefinition {
  return {
    id: row.id,
    game: row.game,
    slug: row.slug,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    rarity: row.rarity,
    chroma: row.chroma,
    origin: row.origin,
    year: row.year,
    refValues: row.ref_values,
  };
}

function toCatalogItem(row: ItemRow): CatalogItem {
  return {
    id: row.id,
    game: row.game,
    slug: row.slug,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    rarity: row.rarity,
    chroma: row.chroma,
    art: artUrl(row.game, row.slug, { level: 'default', chroma: row.chroma }),
  };
}
