import { inject, injectable } from 'inversify';
import { LRUCache } from 'lru-cache';
import { TYPES } from '../../src/platform/tokens';
import { systemClock, type Clock } from '../../src/platform/clock';
import { ITEM_SUBTYPES, ITEM_TYPES, ItemsService, RatesService, toBase, type Rates } from '../catalog';
import { MarketRepo, type CardFilter, type PageRequest } from './market.repo';
import { marketErrors } from './market.errors';
import { decodeCursor, encodeCursor } from './cursor';
import { toMarketCard } from './card-view';
import { MicroCache } from './market-cache';
import { PRICE_GRID_PAGE_FACTOR, priceGridFilter, inPriceRange } from './price-grid';
import { FacetIndex, type FacetAnswer } from './facet-index';
import { FILTER_RARITIES, type MarketPage, type MarketQuery, type Sort } from './market.schemas';
import type { CardRow } from './tables';
import { type Currency, type GameKey, MINOR_PER_MAJOR } from '../../kernel';

const DEFAULT_LIMIT = 48;
/**
 * Facet counts of the public market may lag it by FACET_MAX_AGE_MS: they are counted in memory on a
 * snapshot of the cards in stock (FacetIndex), read again once it is FACET_FRESH_MS old. Inside a
 * cached page (below) they are at most FACET_MAX_AGE_MS + PAGE_MAX_AGE_MS old.
 */
const FACET_FRESH_MS = 4_000;
const FACET_MAX_AGE_MS = 5_000;
/**
 * Whole public market answers (cards + total + facets; search too) are served from this process's
 * memory for 1 s, and a hot one keeps being served for up to 2 s while one request refreshes it:
 * no market answer is ever more than 2 s old. At 1 s a hot query costs the database one run a
 * second per process however many people ask; buying re-checks prices on the server, so a card a
 * second or two old is harmless (README, "The market in development"). Only hot queries (5 asks a
 * second or more) are answered from memory; concurrent identical asks always share one run.
 * Seller pages (`seller=`) are never cached: a seller looks at them to see their own listings.
 */
const PAGE_FRESH_MS = 1_000;
const PAGE_MAX_AGE_MS = 2_000;
const PAGE_HOT_PER_SECOND = 5;
/** Answers kept: a page of 96 cards is well under 100 kB of heap, so at most a few tens of MB. */
const PAGE_CACHE_MAX = 500;
/** Searches whose matching items are remembered (a few hundred ids each at most). */
const SEARCHES_REMEMBERED = 5_000;

export interface MarketRequest extends MarketQuery {
  game: GameKey;
}

/** The market: grouped cards with filters, sorts, search, cursor pages and facet counts. */
@injectable()
export class MarketService {
  private readonly facetIndex: FacetIndex;
  private readonly pageCache: MicroCache<MarketPage>;
  /** Pages of price ranges widened to the price grid (see `rows`), cached like whole answers. */
  private readonly gridPages: MicroCache<CardRow[]>;
  /**
   * The last answers made from each facet answer (remembered per snapshot, see CardColumns.counted):
   * an answer made again of the same rows (the same objects, from one cached widened page), counts,
   * items, currency and rates is the same object, so the fast route serialises and compresses it
   * once (PreparedJson), however many filter sets share it.
   */
  private readonly answers = new WeakMap<FacetAnswer, Answer[]>();
  /**
   * The items a search matches, per game and query: item definitions never change while the
   * process runs, so a search's next page, another sort or another viewer's same search reuses
   * them. Concurrent asks share one lookup; a failed one is not kept.
   */
  private readonly searches: LRUCache<string, number[], { game: GameKey; query: string }>;

  constructor(
    @inject(MarketRepo) private readonly market: MarketRepo,
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(TYPES.Clock) clock: Clock = systemClock,
  ) {
    this.searches = new LRUCache<string, number[], { game: GameKey; query: string }>({
      max: SEARCHES_REMEMBERED,
      fetchMethod: (_key, _stale, { context }) => items.search(context.game, context.query),
    });
    this.facetIndex = new FacetIndex(() => market.stockedCards(), clock, {
      freshMs: FACET_FRESH_MS,
      maxAgeMs: FACET_MAX_AGE_MS,
    });
    const pageCacheOptions = {
      max: PAGE_CACHE_MAX,
      freshMs: PAGE_FRESH_MS,
      maxAgeMs: PAGE_MAX_AGE_MS,
      hotPerSecond: PAGE_HOT_PER_SECOND,
      clock,
    };
    this.pageCache = new MicroCache(pageCacheOptions);
    this.gridPages = new MicroCache(pageCacheOptions);
  }

  /** A market page; public ones come from the micro-cache (see PAGE_FRESH_MS). Callers must not change it. */
  async page(request: MarketRequest, viewerCurrency: Currency): Promise<MarketPage> {
    const currency = request.currency ?? viewerCurrency;
    if (request.seller) return this.load(request, currency);
    return this.pageCache.get(pageKey(request, currency), (asOf) => this.load(request, currency, asOf));
  }

  private async load(
    request: MarketRequest,
    currency: Currency,
    asOf: (at: number) => void = () => {},
  ): Promise<MarketPage> {
    const rates = await this.rates.currentRates();
    const filter = await this.cardFilter(request, currency, rates);
    const sort: Sort = request.sort ?? (request.q ? 'relevance' : 'popularity');
    const desc = request.order ? request.order === 'desc' : DEFAULT_DESC[sort];
    const limit = request.limit ?? DEFAULT_LIMIT;
    const after = request.cursor ? decodeCursor(request.cursor, sort) : undefined;
    if (request.cursor && !after) throw marketErrors.invalidCursor();
    const pageRequest: PageRequest = { sort, desc, limit: limit + 1, after };

    const [rows, counts, items] = await Promise.all([
      filter.itemIds?.length === 0 ? Promise.resolve([]) : this.rows(filter, pageRequest, asOf),
      filter.itemIds?.length === 0 ? Promise.resolve({ total: 0, facets: {} }) : this.facets(filter),
      this.items.index(),
    ]);
    const pageRows = rows.slice(0, limit);
    const more = rows.length > limit;
    const offset = after && 'offset' in after ? after.offset : 0;
    const made = { rows: pageRows, more, counts, items, currency, rates, sort, offset };
    const same = this.answers.get(counts)?.find((answer) => sameMaking(answer, made));
    if (same) return same.page;
    const last = pageRows[pageRows.length - 1];
    const page: MarketPage = {
      cards: pageRows.map((card) => toMarketCard(card, items.byId.get(card.item_id)?.slug ?? '', currency, rates)),
      nextCursor: more && last ? encodeCursor(sort, last, offset + limit) : null,
      total: counts.total,
      facets: counts.facets,
    };
    this.answers.set(counts, [{ ...made, page }, ...(this.answers.get(counts) ?? []).slice(0, ANSWERS_PER_COUNT - 1)]);
    return page;
  }

  /**
   * A page's cards. A public page with a price range is cut from the page of the same filters with the
   * range widened to the price grid (price-grid.ts), cached like a whole answer (so as old as it, at
   * most PAGE_MAX_AGE_MS, reported through `asOf`): nearby ranges (a slider, a typed bound: each a
   * filter set never asked before) share it. The widened page holds the range's cards in the same
   * order (the sort is total: value, then id), so its first cards in the range are the page, provided
   * it holds enough of them or all the widened filter matches; else the page is read on its own.
   */
  private async rows(filter: CardFilter, page: PageRequest, asOf: (at: number) => void): Promise<CardRow[]> {
    const wider = filter.sellerId || page.sort === 'relevance' ? undefined : priceGridFilter(filter);
    if (wider) {
      const widerPage: PageRequest = { ...page, limit: page.limit * PRICE_GRID_PAGE_FACTOR };
      const cut = await this.gridPages.entry(JSON.stringify([wider, widerPage]), () =>
        this.market.page(wider, widerPage),
      );
      const rows = cut.value.filter((row) => inPriceRange(row, filter));
      if (rows.length >= page.limit || cut.value.length < widerPage.limit) {
        asOf(cut.at);
        return rows.slice(0, page.limit);
      }
    }
    return this.market.page(filter, page);
  }

  /** A seller's page counts their own stock in the database, fresh; the public market counts in memory. */
  private facets(filter: CardFilter): Promise<FacetAnswer> {
    return filter.sellerId ? this.market.facets(filter) : this.facetIndex.counts(filter);
  }

  /** The items matching a search, best first (remembered: see `searches`). */
  private async searchItems(game: GameKey, text: string): Promise<number[]> {
    const query = text.trim().toLowerCase();
    return query ? ((await this.searches.fetch(`${game}:${query}`, { context: { game, query } })) ?? []) : [];
  }

  /** Query values to database terms; a value the game does not have is a 400 naming the field. */
  async cardFilter(request: MarketRequest, currency: Currency, rates: Rates): Promise<CardFilter> {
    const { game } = request;
    const only = <T extends string>(field: string, values: T[] | undefined, allowed: readonly string[]) => {
      const bad = values?.find((v) => !allowed.includes(v));
      if (bad) throw marketErrors.invalidFilter(field, bad);
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
      itemIds: request.q ? await this.searchItems(game, request.q) : undefined,
      sellerId: request.seller,
    };
  }
}

/**
 * The page cache's key: every query field, normalised so that asks with the same answer share it
 * (list order, duplicates, search case and `discount=false`), with the currency the answer is in.
 * Built from all fields, not a list of them, so a new filter can never be left out of the key.
 */
export function pageKey(request: MarketRequest, currency: Currency): string {
  const parts: string[] = [`currency=${currency}`];
  for (const field of Object.keys(request).sort()) {
    let value: unknown = request[field as keyof MarketRequest];
    if (field === 'currency' || value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && !value.length) continue;
    if (Array.isArray(value)) value = [...new Set(value.map(String))].sort().join(',');
    else if (field === 'q') value = String(value).trim().toLowerCase();
    parts.push(`${field}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** What an answer is made of, and the answer. */
interface Answer {
  rows: CardRow[];
  more: boolean;
  counts: FacetAnswer;
  items: unknown;
  currency: Currency;
  rates: Rates;
  sort: Sort;
  offset: number;
  page: MarketPage;
}

/** Answers remembered per facet answer (a few currencies, pages, sorts). */
const ANSWERS_PER_COUNT = 8;

function sameMaking(a: Answer, b: Omit<Answer, 'page'>): boolean {
  return (
    a.more === b.more &&
    a.counts === b.counts &&
    a.items === b.items &&
    a.currency === b.currency &&
    a.rates === b.rates &&
    a.sort === b.sort &&
    a.offset === b.offset &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, i) => row === b.rows[i])
  );
}

/** Cheapest, newest, most popular and biggest discount first; names A to Z. */
const DEFAULT_DESC: Record<Sort, boolean> = {
  price: false,
  date: true,
  popularity: true,
  benefit: true,
  name: false,
  relevance: false,
};

export type { CardRow };
