import { inject, injectable } from 'inversify';
import { LRUCache } from 'lru-cache';
import { ItemsRepo } from './items.repo';
import { MarketRepo, type CardFilter, type PageRequest } from './market.repo';
import { RatesRepo } from './rates.repo';
import { catalogErrors } from './catalog.errors';
import { toBase, type Rates } from './catalog.pricing';
import { decodeCursor, encodeCursor } from './cursor';
import { toMarketCard } from './card-view';
import {
  FILTER_RARITIES, ITEM_SUBTYPES, ITEM_TYPES, MINOR_PER_MAJOR,
  type Currency, type FacetCounts, type GameKey, type MarketPage, type MarketQuery, type Sort,
} from './catalog.schemas';
import type { CardRow, ItemRow } from './tables';

const DEFAULT_LIMIT = 48;
/**
 * Facet counts may lag the market by this much: they are the costliest part of a market query and
 * the same few filter sets are asked for over and over. Cards and prices are always fresh.
 */
const FACET_TTL_MS = 5_000;

export interface MarketRequest extends MarketQuery { game: GameKey }

/** The market: grouped cards with filters, sorts, search, cursor pages and facet counts. */
@injectable()
export class MarketService {
  private readonly facetCache = new LRUCache<string, { total: number; facets: FacetCounts }>({ max: 2_000, ttl: FACET_TTL_MS });
  private index: { byId: Map<number, ItemRow>; bySlug: Map<string, ItemRow> } | null = null;

  constructor(
    @inject(MarketRepo) private readonly market: MarketRepo,
    @inject(ItemsRepo) private readonly items: ItemsRepo,
    @inject(RatesRepo) private readonly rates: RatesRepo,
  ) {}

  async page(request: MarketRequest, viewerCurrency: Currency): Promise<MarketPage> {
    const currency = (request.currency as Currency | undefined) ?? viewerCurrency;
    const rates = await this.rates.current();
    const filter = await this.filter(request, currency, rates);
    const sort: Sort = (request.sort as Sort | undefined) ?? (request.q ? 'relevance' : 'popularity');
    const desc = request.order ? request.order === 'desc' : DEFAULT_DESC[sort];
    const limit = request.limit ?? DEFAULT_LIMIT;
    const after = request.cursor ? decodeCursor(request.cursor, sort) : undefined;
    if (request.cursor && !after) throw catalogErrors.invalidCursor();
    const pageRequest: PageRequest = { sort, desc, limit: limit + 1, after };

    const [rows, counts, items] = await Promise.all([
      filter.itemIds?.length === 0 ? Promise.resolve([]) : this.market.page(filter, pageRequest),
      filter.itemIds?.length === 0 ? Promise.resolve({ total: 0, facets: {} }) : this.facets(filter),
      this.itemIndex(),
    ]);
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    const offset = after && 'offset' in after ? after.offset : 0;
    return {
      cards: pageRows.map((card) => toMarketCard(card, items.get(card.item_id)?.slug ?? '', currency, rates)),
      nextCursor: rows.length > limit && last ? encodeCursor(sort, last, offset + limit) : null,
      total: counts.total,
      facets: counts.facets,
    };
  }

  private async facets(filter: CardFilter) {
    const key = JSON.stringify(filter);
    const cached = this.facetCache.get(key);
    if (cached) return cached;
    const counts = await this.market.facets(filter);
    this.facetCache.set(key, counts);
    return counts;
  }

  /** The item definitions never change while the process runs (seeded at start): read them once. */
  async itemIndex(): Promise<Map<number, ItemRow>> {
    return (await this.loadIndex()).byId;
  }

  async itemBySlug(game: GameKey, slug: string): Promise<ItemRow | undefined> {
    return (await this.loadIndex()).bySlug.get(`${game}/${slug}`);
  }

  private async loadIndex() {
    if (!this.index) {
      const rows = await this.items.all();
      this.index = { byId: new Map(rows.map((r) => [r.id, r])), bySlug: new Map(rows.map((r) => [`${r.game}/${r.slug}`, r])) };
    }
    return this.index;
  }

  /** Query values to database terms; a value the game does not have is a 400 naming the field. */
  private async filter(request: MarketRequest, currency: Currency, rates: Rates): Promise<CardFilter> {
    const { game } = request;
    const only = <T extends string>(field: string, values: T[] | undefined, allowed: readonly string[]) => {
      const bad = values?.find((v) => !allowed.includes(v));
      if (bad) throw catalogErrors.invalidFilter(field, bad);
      return values?.length ? values : undefined;
    };
    const rarities = only('rarity', request.rarity as string[] | undefined, FILTER_RARITIES[game]);
    const properties = new Set(request.property ?? []);
    const toBaseCents = (major: number | undefined, round: (n: number) => number) =>
      major == null ? undefined : toBase(round(major * MINOR_PER_MAJOR), currency, rates);
    return {
      game,
      types: only('type', request.type as string[] | undefined, ITEM_TYPES[game]),
      subtypes: only('subtype', request.subtype as string[] | undefined, ITEM_SUBTYPES[game]),
      rarities: rarities?.filter((r) => r !== 'chroma'),
      chromaRarity: rarities?.includes('chroma') || undefined,
      ages: request.age?.length ? (request.age as string[]) : undefined,
      levels: request.level?.length ? (request.level as string[]) : undefined,
      flyable: properties.has('flyable') || undefined,
      rideable: properties.has('rideable') || undefined,
      chroma: properties.has('chroma') || undefined,
      noProperties: properties.has('missing') || undefined,
      minBase: toBaseCents(request.priceFrom, Math.floor),
      maxBase: toBaseCents(request.priceTo, Math.ceil),
      discountOnly: request.discount || undefined,
      itemIds: request.q ? await this.items.search(game, request.q) : undefined,
      sellerId: request.seller,
    };
  }
}

/** Cheapest, newest, most popular and biggest discount first; names A to Z. */
const DEFAULT_DESC: Record<Sort, boolean> = {
  price: false, date: true, popularity: true, benefit: true, name: false, relevance: false,
};

export type { CardRow };
