import { inject, injectable } from 'inversify';
import type { Trx } from '../../src/platform/db/database';
import {
  ItemsService,
  RatesService,
  artUrl,
  toCurrency,
  type ItemDefinition,
  type Rates,
  type Variant,
} from '../catalog';
import { ListingsRepo, type TakenListing } from './listings.repo';
import { variantOf } from './card-view';
import type { Currency, GameKey, Money } from '../../kernel';

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
 * Handing listings to a buyer: taken off the market for a purchase, or held for them in a cart
 * reservation. Both pick the same way (cheapest first, never the buyer's own nor another buyer's
 * held ones) in the caller's transaction: rolling it back puts everything back.
 */
@injectable()
export class PurchaseTaking {
  constructor(
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
  ) {}

  /** Takes what a buyer asked for off the market. Returns what it could take; the caller decides whether that is enough. */
  async takeForPurchase(
    trx: Trx,
    buyerId: string,
    game: GameKey,
    request: PurchaseRequest,
    currency: Currency,
    now: Date,
  ): Promise<TakenForPurchase[]> {
    const rates = await this.rates.currentRates(trx);
    return this.forBuyer(
      await this.listings.takeForPurchase(trx, buyerId, game, request, now),
      game,
      currency,
      rates,
      trx,
    );
  }

  /** Holds what a buyer asked for in a cart reservation until `until`; others cannot take it meanwhile. */
  async reserveForBuyer(
    trx: Trx,
    buyerId: string,
    game: GameKey,
    request: PurchaseRequest,
    currency: Currency,
    now: Date,
    until: Date,
  ): Promise<TakenForPurchase[]> {
    const rates = await this.rates.currentRates(trx);
    return this.forBuyer(
      await this.listings.reserve(trx, buyerId, game, request, now, until),
      game,
      currency,
      rates,
      trx,
    );
  }

  async reservationsOf(buyerId: string, game: GameKey, currency: Currency, now: Date): Promise<TakenForPurchase[]> {
    const rates = await this.rates.currentRates();
    return this.forBuyer(await this.listings.reservedBy(buyerId, game, now), game, currency, rates);
  }

  releaseReservations(buyerId: string, game: GameKey): Promise<number> {
    return this.listings.release(buyerId, game);
  }

  /** Which of the asked cards and offers are the buyer's own listings (CANNOT_BUY_YOUR_PRODUCT). */
  ownListings(buyerId: string, game: GameKey, request: PurchaseRequest) {
    return this.listings.ownOf(
      buyerId,
      game,
      request.cards.map((c) => c.cardId),
      request.offerIds,
    );
  }

  /** Listings priced for a buyer as the market shows them in their currency, with their items' slugs. */
  private async forBuyer(
    rows: TakenListing[],
    game: GameKey,
    currency: Currency,
    rates: Rates,
    trx?: Trx,
  ): Promise<TakenForPurchase[]> {
    const items = rows.length
      ? await this.items.known(
          rows.map((r) => r.item_id),
          trx,
        )
      : new Map<number, ItemDefinition>();
    return rows.map((r) => {
      const variant = variantOf(r);
      const slug = items.get(r.item_id)?.slug ?? '';
      return {
        inventoryItemId: r.inventory_item_id,
        cardId: r.card_id,
        sellerId: r.seller_id,
        itemId: r.item_id,
        name: r.name,
        slug,
        art: artUrl(game, slug, variant),
        variant,
        sellerPrice: { amount: Number(r.price_minor), currency: r.currency },
        baseCents: Number(r.base_cents),
        charge: toCurrency(Number(r.base_cents), currency, rates),
        reservedUntil: r.reserved_until,
      };
    });
  }
}
