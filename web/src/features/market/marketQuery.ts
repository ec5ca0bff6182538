// The market's filters live in the address query (spec trading-core 2: a link reproduces the view and
// Back works). The query uses the API's own names (GET /api/{game}/market), so the address and the
// call are the same list: type, subtype, rarity, age, level, property, priceFrom, priceTo, discount,
// q, sort, order. Pure: no DOM, no React (unit tested).
import { AGES, ITEM_SUBTYPES, ITEM_TYPES, LEVELS } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import { FILTER_RARITIES, SEARCH_MAX, SORTS, type Sort } from '../../../../modules/market/market.vocabulary.schemas';
import type { GameKey } from '../../../../kernel';

export const LIST_KEYS = ['type', 'subtype', 'rarity', 'age', 'level', 'property'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export interface MarketFilters {
  type: string[];
  subtype: string[];
  rarity: string[];
  age: string[];
  level: string[];
  property: string[];
  /** Major units of the viewer's currency. */
  priceFrom?: number;
  priceTo?: number;
  /** Only cards cheaper than their recommended price. */
  discount: boolean;
  q: string;
  sort?: Sort;
  order?: 'asc' | 'desc';
}

export const EMPTY_FILTERS: MarketFilters = {
  type: [],
  subtype: [],
  rarity: [],
  age: [],
  level: [],
  property: [],
  discount: false,
  q: '',
};

/**
 * The options each game offers. Age and level only exist for the pet game's pets; the pet game's
 * properties are fly/ride (and "missing": neither), the murder-mystery game's is chroma.
 */
export const FILTER_OPTIONS: Record<GameKey, Record<ListKey, readonly string[]>> = {
  adopt: {
    type: ITEM_TYPES.adopt,
    subtype: ITEM_SUBTYPES.adopt,
    rarity: FILTER_RARITIES.adopt,
    age: AGES,
    level: LEVELS,
    property: ['flyable', 'rideable', 'missing'],
  },
  mm2: {
    type: ITEM_TYPES.mm2,
    subtype: ITEM_SUBTYPES.mm2,
    rarity: FILTER_RARITIES.mm2,
    age: [],
    level: [],
    property: ['chroma'],
  },
};

/** The sort select's choices and the API sort/order each one means. */
export const SORT_CHOICES = [
  { id: 'popularity', sort: 'popularity' },
  { id: 'priceAsc', sort: 'price', order: 'asc' },
  { id: 'priceDesc', sort: 'price', order: 'desc' },
  { id: 'date', sort: 'date' },
  { id: 'name', sort: 'name' },
  { id: 'benefit', sort: 'benefit' },
  { id: 'relevance', sort: 'relevance' },
] as const satisfies readonly { id: string; sort: Sort; order?: 'asc' | 'desc' }[];
export type SortChoice = (typeof SORT_CHOICES)[number]['id'];

const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

function parsePrice(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1e9) return undefined;
  return Math.round(value * 100) / 100;
}

/** Reads the filters from a query string; values the game does not have are dropped (no 400 from a stale link). */
export function parseFilters(search: string, game: GameKey): MarketFilters {
  const params = new URLSearchParams(search);
  const filters: MarketFilters = { ...EMPTY_FILTERS };
  for (const key of LIST_KEYS) {
    const allowed = FILTER_OPTIONS[game][key];
    const values = (params.get(key) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => allowed.includes(v));
    filters[key] = [...new Set(values)];
  }
  filters.priceFrom = parsePrice(params.get('priceFrom'));
  filters.priceTo = parsePrice(params.get('priceTo'));
  filters.discount = params.get('discount') === 'true';
  filters.q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const sort = params.get('sort');
  // Relevance means nothing without a search.
  if (isSort(sort) && (sort !== 'relevance' || filters.q)) filters.sort = sort;
  const order = params.get('order');
  if (filters.sort && (order === 'asc' || order === 'desc')) filters.order = order;
  return filters;
}

function entries(filters: MarketFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const key of LIST_KEYS) if (filters[key].length) out.push([key, filters[key].join(',')]);
  if (filters.priceFrom !== undefined) out.push(['priceFrom', String(filters.priceFrom)]);
  if (filters.priceTo !== undefined) out.push(['priceTo', String(filters.priceTo)]);
  if (filters.discount) out.push(['discount', 'true']);
  if (filters.q) out.push(['q', filters.q]);
  if (filters.sort) out.push(['sort', filters.sort]);
  if (filters.sort && filters.order) out.push(['order', filters.order]);
  return out;
}

/** The canonical query string for the address ("" when nothing is set). Commas stay readable. */
export function filtersToSearch(filters: MarketFilters): string {
  return new URLSearchParams(entries(filters)).toString().replace(/%2C/g, ',');
}

/** The market call for one page. */
export function marketUrl(
  game: GameKey,
  filters: MarketFilters,
  currency: string,
  cursor: string | null,
  limit: number,
): string {
  const params = new URLSearchParams(entries(filters));
  params.set('currency', currency);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/${game}/market?${params.toString().replace(/%2C/g, ',')}`;
}

/** A page of a seller's cards on their market page (spec trading-core 2 /user/{id}), newest first. */
export function sellerMarketUrl(
  game: GameKey,
  sellerId: string,
  currency: string,
  cursor: string | null,
  limit: number,
): string {
  const after = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
  return `/api/${game}/market?seller=${encodeURIComponent(sellerId)}&currency=${currency}&limit=${limit}${after}`;
}

export function toggleValue(filters: MarketFilters, key: ListKey, value: string): MarketFilters {
  const current = filters[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next };
}

/** The sort choice the filters currently mean (the API default when none is set). */
export function sortChoiceOf(filters: MarketFilters): SortChoice {
  if (!filters.sort) return filters.q ? 'relevance' : 'popularity';
  if (filters.sort === 'price') return filters.order === 'desc' ? 'priceDesc' : 'priceAsc';
  return filters.sort;
}

/** The sort choices offered: relevance only while searching. */
export function sortChoices(filters: MarketFilters): SortChoice[] {
  return SORT_CHOICES.filter((c) => c.id !== 'relevance' || filters.q).map((c) => c.id);
}

export function withSortChoice(filters: MarketFilters, choice: SortChoice): MarketFilters {
  const next: MarketFilters = { ...filters, sort: undefined, order: undefined };
  if (choice === (filters.q ? 'relevance' : 'popularity')) return next; // the default stays out of the address
  const def = SORT_CHOICES.find((c) => c.id === choice);
  if (!def) return next;
  next.sort = def.sort;
  if ('order' in def) next.order = def.order;
  return next;
}

export function withSearch(filters: MarketFilters, q: string): MarketFilters {
  const next = { ...filters, q: q.trim().slice(0, SEARCH_MAX) };
  if (!next.q && next.sort === 'relevance') next.sort = undefined;
  return next;
}

/** How many filters are set (the "Filters" button's badge); search and sort are not filters. */
export function activeFilterCount(filters: MarketFilters): number {
  return (
    LIST_KEYS.reduce((n, key) => n + filters[key].length, 0) +
    (filters.priceFrom !== undefined || filters.priceTo !== undefined ? 1 : 0) +
    (filters.discount ? 1 : 0)
  );
}

/** Clears the filters; the search and the sort stay. */
export function resetFilters(filters: MarketFilters): MarketFilters {
  return { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort, order: filters.order };
}

/** Age only applies to pets: shown when no type is chosen or pets are among the chosen types. */
export function showsAge(game: GameKey, filters: MarketFilters): boolean {
  return FILTER_OPTIONS[game].age.length > 0 && (filters.type.length === 0 || filters.type.includes('pet'));
}
