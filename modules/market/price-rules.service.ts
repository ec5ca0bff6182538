import { inject, injectable } from 'inversify';
import type { Trx } from '../../src/platform/db/database';
import {
  ItemsService,
  RatesService,
  priceBounds,
  quickSaleCents,
  toCurrency,
  tradeInCents,
  valueCents,
  type Variant,
} from '../catalog';
import { ListingsRepo } from './listings.repo';
import { sameVariant } from './card-view';
import type { Currency, Money } from '../../kernel';

export interface VariantRef {
  itemId: number;
  variant: Variant;
}

export interface PriceRules {
  recommended: Money;
  bounds: { min: Money; max: Money };
}

/**
 * The price rules of variants on this market: the recommended price (the median of the card's recent
 * sales, else the catalog's value price) and the bounds around it (catalog.pricing.ts).
 */
@injectable()
export class PriceRulesService {
  constructor(
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
  ) {}

  /** Recommended price and bounds of each variant in a currency (null: NO_PRICE, the catalog has no basis). */
  async priceRules(refs: VariantRef[], currency: Currency, trx?: Trx): Promise<(PriceRules | null)[]> {
    const [rates, recommended] = await Promise.all([this.rates.currentRates(trx), this.recommendedBase(refs, trx)]);
    return recommended.map((base) => {
      if (base == null) return null;
      const bounds = priceBounds(base, currency, rates);
      return {
        recommended: { amount: toCurrency(base, currency, rates), currency },
        bounds: { min: { amount: bounds.min, currency }, max: { amount: bounds.max, currency } },
      };
    });
  }

  /** What the site pays for each variant in a quick sale, in a currency (null: no basis to price it). */
  async quickSalePrices(refs: VariantRef[], currency: Currency, trx?: Trx): Promise<(Money | null)[]> {
    const [rates, bases] = await Promise.all([this.rates.currentRates(trx), this.bases(refs, trx)]);
    return bases.map(({ recommended, lowestAsk }) =>
      recommended == null
        ? null
        : { amount: toCurrency(quickSaleCents(recommended, lowestAsk), currency, rates), currency },
    );
  }

  /** What each variant counts for in an exchange, in a currency (null: no basis to price it). */
  async tradeInValues(refs: VariantRef[], currency: Currency, trx?: Trx): Promise<(Money | null)[]> {
    const [rates, bases] = await Promise.all([this.rates.currentRates(trx), this.bases(refs, trx)]);
    return bases.map(({ recommended, lowestAsk }) =>
      recommended == null
        ? null
        : { amount: toCurrency(tradeInCents(recommended, lowestAsk), currency, rates), currency },
    );
  }

  /** What the market charges now for each of these listed items in a currency (null: not listed). */
  async asks(inventoryItemIds: string[], currency: Currency, trx?: Trx): Promise<Map<string, Money>> {
    const [rates, rows] = await Promise.all([
      this.rates.currentRates(trx),
      this.listings.byIds(trx as Parameters<ListingsRepo['byIds']>[0], inventoryItemIds),
    ]);
    return new Map(
      rows.map((r) => [r.inventory_item_id, { amount: toCurrency(Number(r.base_cents), currency, rates), currency }]),
    );
  }

  /** Each variant's recommended price in US cents: its card's (sales median or value), else its value. */
  async recommendedBase(refs: VariantRef[], trx?: Trx): Promise<(number | null)[]> {
    return (await this.bases(refs, trx)).map((b) => b.recommended);
  }

  /** Each variant's recommended price and the lowest price it is on sale for, in US cents. */
  private async bases(refs: VariantRef[], trx?: Trx) {
    const itemIds = [...new Set(refs.map((r) => r.itemId))];
    const [items, cards] = await Promise.all([
      this.items.definitions(itemIds, trx),
      this.listings.cardsOfItems(itemIds, trx),
    ]);
    return refs.map((ref) => {
      const card = cards.find((c) => c.item_id === ref.itemId && sameVariant(c, ref.variant));
      const lowestAsk = card?.min_base == null || card.count === 0 ? null : Number(card.min_base);
      if (card?.recommended_base != null) return { recommended: Number(card.recommended_base), lowestAsk };
      const item = items.get(ref.itemId);
      return { recommended: item ? valueCents(item, ref.variant) : null, lowestAsk };
    });
  }
}
