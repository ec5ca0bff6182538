import { inject, injectable } from 'inversify';
import type { Kysely, Transaction } from 'kysely';
import { ItemsRepo } from './items.repo';
import { ListingsRepo, type NewCard, type TakenListing } from './listings.repo';
import { RatesRepo } from './rates.repo';
import { SalesRepo } from './sales.repo';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import { catalogErrors } from './catalog.errors';
import { checkPrice, parsePrice, priceBounds, toBase, toCurrency, valueCents, type PriceBounds, type Rates } from './catalog.pricing';
import type { Variant } from './catalog.schemas';
import type { CatalogTables, ItemRow } from './tables';
import { artUrl, variantOf } from './card-view';
import type { Currency, GameKey, Money } from '../../kernel';

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

export interface VariantRef { itemId: number; variant: Variant }

export interface PriceRules { recommended: Money; bounds: { min: Money; max: Money } }

/** An inventory item to put on the market at a price typed by the seller. */
export interface ListingRequest extends VariantRef {
  inventoryItemId: string;
  sellerId: string;
  game: GameKey;
  /** As typed, major units: checked here (UNSAFE_NUMBER, MIN_NUMBER, MAX_NUMBER). */
  price: number | string;
  currency: Currency;
  /** Where the price came from in the request, for the error's field. */
  field: string;
}

export interface Listed { inventoryItemId: string; priceMinor: number; currency: Currency }

/** What a buyer asked for: the cheapest `quantity` of a card, or one chosen offer. */
export interface PurchaseRequest {
  cards: { cardId: number; quantity: number }[];
  offerIds: string[];
}

/** A listing taken off the market for a buyer, priced in the buyer's currency as the market shows it. */
export interface TakenForPurchase {
  inventoryItemId: string;
  cardId: number;
  sellerId: string;
  itemId: number;
  name: string;
  slug: string;
  art: string;
  variant: Variant;
  /** The listing's own price and currency (what the seller asked). */
  sellerPrice: Money;
  baseCents: number;
  /** The market's price of it in the buyer's currency: what the buyer pays. */
  charge: number;
  /** Set when it is held in a cart reservation. */
  reservedUntil: Date | null;
}

/**
 * The catalog's public use cases: item definitions, price rules, and the market's listings.
 * Methods that write take the caller's transaction, so listing an item and changing its status
 * in the inventory commit together.
 */
@injectable()
export class CatalogService {
  constructor(
    @inject(ItemsRepo) private readonly items: ItemsRepo,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(RatesRepo) private readonly rates: RatesRepo,
    @inject(SalesRepo) private readonly sales: SalesRepo,
    @inject(TYPES.Db) private readonly db: Db<CatalogTables>,
  ) {}

  async itemsByIds(ids: number[]): Promise<Map<number, CatalogItem>> {
    const rows = await this.items.byIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, toCatalogItem(r)]));
  }

  async itemBySlug(game: GameKey, slug: string): Promise<CatalogItem | undefined> {
    const row = await this.items.bySlug(game, slug);
    return row && toCatalogItem(row);
  }

  currentRates(): Promise<Rates> {
    return this.rates.current();
  }

  /** Recommended price and bounds of each variant in a currency (NO_PRICE when the catalog has no basis). */
  async priceRules(refs: VariantRef[], currency: Currency): Promise<(PriceRules | null)[]> {
    const [rates, recommended] = await Promise.all([this.rates.current(), this.recommendedBase(refs)]);
    return recommended.map((base) => {
      if (base == null) return null;
      const bounds = priceBounds(base, currency, rates);
      return {
        recommended: { amount: toCurrency(base, currency, rates), currency },
        bounds: { min: { amount: bounds.min, currency }, max: { amount: bounds.max, currency } },
      };
    });
  }

  /** Checks every price first, then lists them all: one bad price lists nothing. */
  async list(trx: Trx, requests: ListingRequest[], listedAt: Date): Promise<Listed[]> {
    const rates = await this.rates.current(inCatalog(trx));
    const rows = await this.items.byIds([...new Set(requests.map((r) => r.itemId))], inCatalog(trx));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const recommended = await this.recommendedBase(requests, inCatalog(trx));
    const priced = requests.map((r, i) => {
      const item = byId.get(r.itemId);
      if (!item) throw catalogErrors.notFound();
      const base = recommended[i];
      if (base == null) throw catalogErrors.noPrice(r.field);
      const minor = this.checkedPrice(r.price, r.currency, priceBounds(base, r.currency, rates), r.field);
      return { request: r, item, minor };
    });
    const cardIds = await this.listings.ensureCards(trx, priced.map(({ request, item }) => cardOf(item, request.variant)));
    await this.listings.insert(trx, priced.map(({ request, minor }, i) => ({
      inventoryItemId: request.inventoryItemId, cardId: cardIds[i]!, sellerId: request.sellerId, game: request.game,
      priceMinor: minor, currency: request.currency, baseCents: toBase(minor, request.currency, rates), listedAt,
    })));
    return priced.map(({ request, minor }) => ({ inventoryItemId: request.inventoryItemId, priceMinor: minor, currency: request.currency }));
  }

  /** New prices for listed items, in the currency each was listed in. NOT_FOUND when one is not on sale. */
  async reprice(trx: Trx, changes: { inventoryItemId: string; price: number | string; field: string }[]): Promise<Listed[]> {
    const rates = await this.rates.current(inCatalog(trx));
    const current = new Map((await this.listings.byIds(trx, changes.map((c) => c.inventoryItemId))).map((l) => [l.inventory_item_id, l]));
    const cards = new Map((await this.listings.cardsByIds([...new Set([...current.values()].map((l) => l.card_id))], inCatalog(trx))).map((c) => [c.id, c]));
    const priced = changes.map((c) => {
      const listing = current.get(c.inventoryItemId);
      if (!listing) throw catalogErrors.notFound();
      const currency = listing.currency as Currency;
      const base = Number(cards.get(listing.card_id)?.recommended_base ?? 0);
      if (!base) throw catalogErrors.noPrice(c.field);
      const minor = this.checkedPrice(c.price, currency, priceBounds(base, currency, rates), c.field);
      return { inventoryItemId: c.inventoryItemId, priceMinor: minor, currency, baseCents: toBase(minor, currency, rates) };
    });
    await this.listings.reprice(trx, priced);
    return priced.map(({ inventoryItemId, priceMinor, currency }) => ({ inventoryItemId, priceMinor, currency }));
  }

  /** Takes items off the market; returns those that were on it. */
  unlist(trx: Trx, inventoryItemIds: string[]): Promise<string[]> {
    return this.listings.remove(trx, inventoryItemIds);
  }

  /**
   * Takes what a buyer asked for off the market, in the caller's transaction (rolling it back puts
   * everything back). Returns what it could take; the caller decides whether that is enough.
   */
  async takeForPurchase(trx: Trx, buyerId: string, game: GameKey, request: PurchaseRequest, currency: Currency, now: Date): Promise<TakenForPurchase[]> {
    const rates = await this.rates.current(inCatalog(trx));
    return (await this.listings.takeForPurchase(trx, buyerId, game, request, now)).map((r) => forBuyer(r, game, currency, rates));
  }

  /** Holds what a buyer asked for in a cart reservation until `until`; others cannot take it meanwhile. */
  async reserveForBuyer(trx: Trx, buyerId: string, game: GameKey, request: PurchaseRequest, currency: Currency, now: Date, until: Date): Promise<TakenForPurchase[]> {
    const rates = await this.rates.current(inCatalog(trx));
    return (await this.listings.reserve(trx, buyerId, game, request, now, until)).map((r) => forBuyer(r, game, currency, rates));
  }

  async reservationsOf(buyerId: string, game: GameKey, currency: Currency, now: Date): Promise<TakenForPurchase[]> {
    const rates = await this.rates.current();
    return (await this.listings.reservedBy(buyerId, game, now)).map((r) => forBuyer(r, game, currency, rates));
  }

  releaseReservations(buyerId: string, game: GameKey): Promise<number> {
    return this.listings.release(buyerId, game);
  }

  /** Which of the asked cards and offers are the buyer's own listings (CANNOT_BUY_YOUR_PRODUCT). */
  ownListings(buyerId: string, game: GameKey, request: PurchaseRequest) {
    return this.listings.ownOf(buyerId, game, request.cards.map((c) => c.cardId), request.offerIds);
  }

  /** Puts items back at the prices they had (unfreezing), without checking today's bounds again. */
  async relist(trx: Trx, entries: (VariantRef & { inventoryItemId: string; sellerId: string; game: GameKey; priceMinor: number; currency: Currency })[], listedAt: Date): Promise<void> {
    if (!entries.length) return;
    const rates = await this.rates.current(inCatalog(trx));
    const byId = new Map((await this.items.byIds([...new Set(entries.map((e) => e.itemId))], inCatalog(trx))).map((r) => [r.id, r]));
    const cardIds = await this.listings.ensureCards(trx, entries.map((e) => {
      return cardOf(byId.get(e.itemId)!, e.variant);
    }));
    await this.listings.insert(trx, entries.map((e, i) => ({
      inventoryItemId: e.inventoryItemId, cardId: cardIds[i]!, sellerId: e.sellerId, game: e.game, priceMinor: e.priceMinor,
      currency: e.currency, baseCents: toBase(e.priceMinor, e.currency, rates), listedAt,
    })));
  }

  /** Records completed sales (price history, popularity and the recommended price feed on them). */
  async recordSales(trx: Trx | null, sales: (VariantRef & { baseCents: number; soldAt: Date })[]): Promise<void> {
    if (!sales.length) return;
    const byId = new Map((await this.items.byIds([...new Set(sales.map((s) => s.itemId))], trx ? inCatalog(trx) : this.db)).map((r) => [r.id, r]));
    const executor = trx ?? this.db;
    const cardIds = await this.listings.ensureCards(executor, sales.map((s) => {
      const item = byId.get(s.itemId);
      if (!item) throw catalogErrors.notFound();
      return cardOf(item, s.variant);
    }));
    await this.sales.record(executor, sales.map((s, i) => ({ cardId: cardIds[i]!, itemId: s.itemId, baseCents: s.baseCents, soldAt: s.soldAt })));
  }

  /** Popularity and recommended prices from recent sales (a job does this every 10 minutes). */
  refreshCardStats(): Promise<number> {
    return this.sales.refreshCardStats();
  }

  private checkedPrice(input: number | string, currency: Currency, bounds: PriceBounds, field: string): number {
    const minor = parsePrice(input, field);
    checkPrice(minor, currency, bounds, field);
    return minor;
  }

  /** Each variant's recommended price in US cents: its card's (sales median or value), else its value. */
  private async recommendedBase(refs: VariantRef[], executor: Kysely<CatalogTables> = this.db): Promise<(number | null)[]> {
    const itemIds = [...new Set(refs.map((r) => r.itemId))];
    const [items, cards] = await Promise.all([this.items.byIds(itemIds, executor), this.listings.cardsOfItems(itemIds, executor)]);
    const byId = new Map(items.map((r) => [r.id, r]));
    return refs.map((ref) => {
      const card = cards.find((c) => c.item_id === ref.itemId && sameVariant(c, ref.variant));
      if (card?.recommended_base != null) return Number(card.recommended_base);
      const item = byId.get(ref.itemId);
      return item ? valueCents(pricedItem(item), ref.variant) : null;
    });
  }
}

/** A listing priced for a buyer as the market shows it in their currency. */
function forBuyer(r: TakenListing, game: GameKey, currency: Currency, rates: Rates): TakenForPurchase {
  const variant = variantOf(r);
  return {
    inventoryItemId: r.inventory_item_id, cardId: r.card_id, sellerId: r.seller_id, itemId: r.item_id, name: r.name, slug: r.slug,
    art: artUrl(game, r.slug, variant), variant,
    sellerPrice: { amount: Number(r.price_minor), currency: r.currency as Currency },
    baseCents: Number(r.base_cents),
    charge: toCurrency(Number(r.base_cents), currency, rates),
    reservedUntil: r.reserved_until,
  };
}

const sameVariant = (c: { age: string | null; level: string; flyable: boolean; rideable: boolean; chroma: boolean }, v: Variant) =>
  c.age === v.age && c.level === v.level && c.flyable === v.flyable && c.rideable === v.rideable && c.chroma === v.chroma;

/** Callers own the transaction and type it with their tables; the catalog's queries run in it. */
const inCatalog = (trx: Trx) => trx as unknown as Transaction<CatalogTables>;

/** The card a variant of an item rolls up into, with its worth by the value points. */
const cardOf = (item: ItemRow, variant: Variant): NewCard => ({
  game: item.game, itemId: item.id, type: item.type, subtype: item.subtype, rarity: item.rarity, name: item.name,
  variant, valueBase: valueCents(pricedItem(item), variant),
});

export const pricedItem = (row: ItemRow) => ({ game: row.game as GameKey, rarity: row.rarity, refValues: row.ref_values });

export function toCatalogItem(row: ItemRow): CatalogItem {
  return {
    id: row.id, game: row.game as GameKey, slug: row.slug, name: row.name, type: row.type, subtype: row.subtype,
    rarity: row.rarity, chroma: row.chroma, art: artUrl(row.game, row.slug, { level: 'default', chroma: row.chroma }),
  };
}
