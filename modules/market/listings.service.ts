import { inject, injectable } from 'inversify';
import type { Trx } from '../../src/platform/db/database';
import { ItemsService, RatesService, checkPrice, parsePrice, priceBounds, toBase, type PriceBounds } from '../catalog';
import { ListingsRepo } from './listings.repo';
import { PriceRulesService, type VariantRef } from './price-rules.service';
import { marketErrors } from './market.errors';
import { cardOf } from './card-view';
import type { Currency, GameKey } from '../../kernel';

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

/** An item put back on the market at the price it had. */
export interface Relisting extends VariantRef {
  inventoryItemId: string;
  sellerId: string;
  game: GameKey;
  priceMinor: number;
  currency: Currency;
}

export interface Listed {
  inventoryItemId: string;
  priceMinor: number;
  currency: Currency;
}

/**
 * Putting items on the market, repricing them and taking them off. Every method takes the caller's
 * transaction, so an item's listing and its status in the inventory change together.
 */
@injectable()
export class ListingsService {
  constructor(
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(PriceRulesService) private readonly priceRules: PriceRulesService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
  ) {}

  /** Checks every price first, then lists them all: one bad price lists nothing. */
  async list(trx: Trx, requests: ListingRequest[], listedAt: Date): Promise<Listed[]> {
    const rates = await this.rates.currentRates(trx);
    const byId = await this.items.definitions(
      requests.map((r) => r.itemId),
      trx,
    );
    const recommended = await this.priceRules.recommendedBase(requests, trx);
    const priced = requests.map((r, i) => {
      const item = byId.get(r.itemId);
      if (!item) throw marketErrors.notFound();
      const base = recommended[i];
      if (base == null) throw marketErrors.noPrice(r.field);
      const minor = checkedPrice(r.price, r.currency, priceBounds(base, r.currency, rates), r.field);
      return { request: r, item, minor };
    });
    const cardIds = await this.listings.ensureCards(
      trx,
      priced.map(({ request, item }) => cardOf(item, request.variant)),
    );
    await this.listings.insert(
      trx,
      priced.map(({ request, minor }, i) => ({
        inventoryItemId: request.inventoryItemId,
        cardId: cardIds[i]!,
        sellerId: request.sellerId,
        game: request.game,
        priceMinor: minor,
        currency: request.currency,
        baseCents: toBase(minor, request.currency, rates),
        listedAt,
      })),
    );
    return priced.map(({ request, minor }) => ({
      inventoryItemId: request.inventoryItemId,
      priceMinor: minor,
      currency: request.currency,
    }));
  }

  /** New prices for listed items, in the currency each was listed in. NOT_FOUND when one is not on sale. */
  async reprice(
    trx: Trx,
    changes: { inventoryItemId: string; price: number | string; field: string }[],
  ): Promise<Listed[]> {
    const rates = await this.rates.currentRates(trx);
    const current = new Map(
      (
        await this.listings.byIds(
          trx,
          changes.map((c) => c.inventoryItemId),
        )
      ).map((l) => [l.inventory_item_id, l]),
    );
    const cards = new Map(
      (await this.listings.cardsByIds([...new Set([...current.values()].map((l) => l.card_id))], trx)).map((c) => [
        c.id,
        c,
      ]),
    );
    const priced = changes.map((c) => {
      const listing = current.get(c.inventoryItemId);
      if (!listing) throw marketErrors.notFound();
      const { currency } = listing;
      const base = Number(cards.get(listing.card_id)?.recommended_base ?? 0);
      if (!base) throw marketErrors.noPrice(c.field);
      const minor = checkedPrice(c.price, currency, priceBounds(base, currency, rates), c.field);
      return {
        inventoryItemId: c.inventoryItemId,
        priceMinor: minor,
        currency,
        baseCents: toBase(minor, currency, rates),
      };
    });
    await this.listings.reprice(trx, priced);
    return priced.map(({ inventoryItemId, priceMinor, currency }) => ({ inventoryItemId, priceMinor, currency }));
  }

  /** Takes items off the market; returns those that were on it. */
  unlist(trx: Trx, inventoryItemIds: string[]): Promise<string[]> {
    return this.listings.remove(trx, inventoryItemIds);
  }

  /** Puts items back at the prices they had (unfreezing), without checking today's bounds again. */
  async relist(trx: Trx, entries: Relisting[], listedAt: Date): Promise<void> {
    if (!entries.length) return;
    const rates = await this.rates.currentRates(trx);
    const byId = await this.items.definitions(
      entries.map((e) => e.itemId),
      trx,
    );
    const cardIds = await this.listings.ensureCards(
      trx,
      entries.map((e) => {
        return cardOf(byId.get(e.itemId)!, e.variant);
      }),
    );
    await this.listings.insert(
      trx,
      entries.map((e, i) => ({
        inventoryItemId: e.inventoryItemId,
        cardId: cardIds[i]!,
        sellerId: e.sellerId,
        game: e.game,
        priceMinor: e.priceMinor,
        currency: e.currency,
        baseCents: toBase(e.priceMinor, e.currency, rates),
        listedAt,
      })),
    );
  }
}

function checkedPrice(input: number | string, currency: Currency, bounds: PriceBounds, field: string): number {
  const minor = parsePrice(input, field);
  checkPrice(minor, currency, bounds, field);
  return minor;
}
