import { inject, injectable } from 'inversify';
import type { Trx } from '../../src/platform/db/database';
import { ItemsService, RatesService, priceBounds, toCurrency, valueCents, type Variant } from '../catalog';
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
  async priceRules(refs: VariantRef[], currency: Currency): Promise<(PriceRules | null)[]> {
    const [rates, recommended] = await Promise.all([this.rates.currentRates(), this.recommendedBase(refs)]);
    return recommended.map((base) => {
      if (base == null) return null;
      const bounds = priceBounds(base, currency, rates);
      return {
        recommended: { amount: toCurrency(base, currency, rates), currency },
        bounds: { min: { amount: bounds.min, currency }, max: { amount: bounds.max, currency } },
      };
    });
  }

  /** Each variant's recommended price in US cents: its card's (sales median or value), else its value. */
  async recommendedBase(refs: VariantRef[], trx?: Trx): Promise<(number | null)[]> {
    const itemIds = [...new Set(refs.map((r) => r.itemId))];
    const [items, cards] = await Promise.all([
      this.items.definitions(itemIds, trx),
      this.listings.cardsOfItems(itemIds, trx),
    ]);
    return refs.map((ref) => {
      const card = cards.find((c) => c.item_id === ref.itemId && sameVariant(c, ref.variant));
      if (card?.recommended_base != null) return Number(card.recommended_base);
      const item = items.get(ref.itemId);
      return item ? valueCents(item, ref.variant) : null;
    });
  }
}
