import { LRUCache } from 'lru-cache';
import type { CardFilter } from './card-filter';
import type { FacetCounts } from './market.schemas';

/** What facet counting needs of a card in stock: its filterable attributes. */
export interface StockedCard {
  game: string;
  item_id: number;
  type: string;
  subtype: string | null;
  rarity: string;
  age: string | null;
  level: string;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
  /** Lowest price in US cents. */
  min_base: number;
  discount: number;
}

export interface FacetAnswer {
  total: number;
  facets: FacetCounts;
}

type Dimension = 'type' | 'subtype' | 'rarity' | 'age' | 'level';
const DIMENSIONS: readonly Dimension[] = ['type', 'subtype', 'rarity', 'age', 'level'];

const FLYABLE = 1;
const RIDEABLE = 2;
const CHROMA = 4;
const DISCOUNTED = 8;
/** The code of a missing value (a card without a subtype or an age). */
const NONE = 0xffff;

/** Cards filled in per turn of the event loop (see `build`). */
const ROWS_PER_TURN = 2_000;

/** Facet answers each snapshot remembers (see `counted`). */
const ANSWERS_REMEMBERED = 1_000;

/** The first index whose value is at least `value` (the length when none is): `sorted` ascending. */
function firstAtLeast(sorted: Float64Array, value: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose value is above `value` (the length when none is): `sorted` ascending. */
function firstAbove(sorted: Float64Array, value: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One attribute of every card: a small code per card, and the value each code stands for. */
class Column {
  readonly values: string[] = [];
  readonly codes: Uint16Array;
  private readonly codeOf = new Map<string, number>();

  constructor(size: number) {
    this.codes = new Uint16Array(size);
  }

  set(row: number, value: string | null): void {
    if (value === null) {
      this.codes[row] = NONE;
      return;
    }
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codeOf.set(value, code);
    }
    this.codes[row] = code;
  }

  /** Which codes a filter's values allow (values no card has allow nothing), or null for no filter. */
  allowed(values: string[] | undefined): Uint8Array | null {
    if (!values?.length) return null;
    const allowed = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.codeOf.get(value);
      if (code !== undefined) allowed[code] = 1;
    }
    return allowed;
  }
}

/**
 * The cards of one game in stock, stored by column: each filterable attribute as small integer
 * codes in a typed array. Counting a filter's facets is then one pass of array reads and counter
 * increments over every card (about 10k per game with a million listings: well under a
 * millisecond), instead of a string-keyed lookup per card and attribute.
 */
export class CardColumns {
  readonly size: number;
  private readonly columns: Record<Dimension, Column>;
  private readonly flags: Uint8Array;
  private readonly minBase: Float64Array;
  private readonly itemId: Int32Array;
  /** Every card's price once, in order. */
  private prices = new Float64Array(0);
  private readonly answers = new LRUCache<string, FacetAnswer>({ max: ANSWERS_REMEMBERED });

  /** `deferRows`: the rows are filled by `fill` and the prices by `sortPrices` (see `build`). */
  constructor(cards: readonly StockedCard[], options: { deferRows?: boolean } = {}) {
    const size = (this.size = cards.length);
    this.columns = {
      type: new Column(size),
      subtype: new Column(size),
      rarity: new Column(size),
      age: new Column(size),
      level: new Column(size),
    };
    this.flags = new Uint8Array(size);
    this.minBase = new Float64Array(size);
    this.itemId = new Int32Array(size);
    if (options.deferRows) return;
    this.fill(cards, 0, size);
    this.sortPrices();
  }

  /**
   * The same columns, filled ROWS_PER_TURN cards at a time with the event loop free between: a
   * snapshot of ~20k cards is not one long pause of every request the process is serving.
   */
  static async build(cards: readonly StockedCard[]): Promise<CardColumns> {
    const built = new CardColumns(cards, { deferRows: true });
    for (let from = 0; from < cards.length; from += ROWS_PER_TURN) {
      built.fill(cards, from, Math.min(cards.length, from + ROWS_PER_TURN));
      await new Promise((resolve) => setImmediate(resolve));
    }
    built.sortPrices();
    return built;
  }

  private fill(cards: readonly StockedCard[], from: number, to: number): void {
    for (let row = from; row < to; row++) {
      const card = cards[row]!;
      for (const dimension of DIMENSIONS) this.columns[dimension].set(row, card[dimension]);
      this.flags[row] =
        (card.flyable ? FLYABLE : 0) |
        (card.rideable ? RIDEABLE : 0) |
        (card.chroma ? CHROMA : 0) |
        (card.discount > 0 ? DISCOUNTED : 0);
      this.minBase[row] = card.min_base;
      this.itemId[row] = card.item_id;
    }
  }

  private sortPrices(): void {
    this.prices = Float64Array.from(new Set(this.minBase)).sort();
  }

  /**
   * `count`, remembered: filter sets that pass the same cards share one answer (the same object;
   * callers must not change it). Price bounds are keyed by where they fall among the card prices,
   * so every bound between two neighbouring prices is one key: a price range moved by a few cents
   * (a new filter set each time) is usually counted once per snapshot.
   */
  counted(filter: CardFilter): FacetAnswer {
    const key = JSON.stringify({
      ...filter,
      minBase: filter.minBase == null ? undefined : firstAtLeast(this.prices, filter.minBase),
      maxBase: filter.maxBase == null ? undefined : firstAbove(this.prices, filter.maxBase),
    });
    let answer = this.answers.get(key);
    if (!answer) this.answers.set(key, (answer = this.count(filter)));
    return answer;
  }

  /**
   * How many cards pass the filter (MarketRepo's WHERE clause, here on codes), and per value of each
   * attribute how many of them have it: MarketRepo.facets' answer. The filter's game is this one's.
   */
  count(filter: CardFilter): FacetAnswer {
    const { type, subtype, rarity, age, level } = this.columns;
    // Everything the loop reads is a local: it runs for every card of the game on each request.
    const allowType = type.allowed(filter.types);
    const allowSubtype = subtype.allowed(filter.subtypes);
    const allowRarity =
      filter.rarities?.length || filter.chromaRarity
        ? (rarity.allowed(filter.rarities) ?? new Uint8Array(rarity.values.length))
        : null;
    const allowAge = age.allowed(filter.ages);
    const allowLevel = level.allowed(filter.levels);
    const chromaRarity = filter.chromaRarity === true;
    const noProperties = filter.noProperties === true;
    const required =
      (filter.flyable ? FLYABLE : 0) |
      (filter.rideable ? RIDEABLE : 0) |
      (filter.chroma ? CHROMA : 0) |
      (filter.discountOnly ? DISCOUNTED : 0);
    const minBase = filter.minBase ?? -Infinity;
    const maxBase = filter.maxBase ?? Infinity;
    const itemIds = filter.itemIds ? new Set(filter.itemIds) : null;
    const [types, subtypes, rarities, ages, levels] = [type.codes, subtype.codes, rarity.codes, age.codes, level.codes];
    const [flagsOf, priceOf, itemOf] = [this.flags, this.minBase, this.itemId];
    const counters = {
      type: new Uint32Array(type.values.length),
      subtype: new Uint32Array(subtype.values.length),
      rarity: new Uint32Array(rarity.values.length),
      age: new Uint32Array(age.values.length),
      level: new Uint32Array(level.values.length),
    };
    const [typeCount, subtypeCount, rarityCount, ageCount, levelCount] = [
      counters.type,
      counters.subtype,
      counters.rarity,
      counters.age,
      counters.level,
    ];
    let total = 0,
      flyable = 0,
      rideable = 0,
      chroma = 0,
      missing = 0;
    for (let row = 0; row < this.size; row++) {
      const flags = flagsOf[row]!;
      if ((flags & required) !== required) continue;
      if (noProperties && flags & (FLYABLE | RIDEABLE)) continue;
      const price = priceOf[row]!;
      if (price < minBase || price > maxBase) continue;
      const t = types[row]!,
        s = subtypes[row]!,
        r = rarities[row]!,
        a = ages[row]!,
        l = levels[row]!;
      // A missing value (NONE) is past the end of every allowed array: undefined, so not allowed.
      if (allowType && !allowType[t]) continue;
      if (allowSubtype && !allowSubtype[s]) continue;
      if (allowRarity && !allowRarity[r] && !(chromaRarity && flags & CHROMA)) continue;
      if (allowAge && !allowAge[a]) continue;
      if (allowLevel && !allowLevel[l]) continue;
      if (itemIds && !itemIds.has(itemOf[row]!)) continue;
      total++;
      if (t !== NONE) typeCount[t]!++;
      if (s !== NONE) subtypeCount[s]!++;
      if (r !== NONE) rarityCount[r]!++;
      if (a !== NONE) ageCount[a]!++;
      if (l !== NONE) levelCount[l]!++;
      if (flags & FLYABLE) flyable++;
      if (flags & RIDEABLE) rideable++;
      if (flags & CHROMA) chroma++;
      if (!(flags & (FLYABLE | RIDEABLE))) missing++;
    }
    const facets: FacetCounts = {};
    for (const dimension of DIMENSIONS) {
      const { values } = this.columns[dimension];
      counters[dimension].forEach((n, code) => {
        if (n > 0) (facets[dimension] ??= {})[values[code]!] = n;
      });
    }
    facets.property = { flyable, rideable, chroma, missing };
    return { total, facets };
  }
}
