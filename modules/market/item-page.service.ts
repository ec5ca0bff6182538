import { inject, injectable } from 'inversify';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { ItemsService, RatesService, artUrl, toCurrency, type Level } from '../catalog';
import { ListingsRepo } from './listings.repo';
import { SalesRepo } from './sales.repo';
import { marketErrors } from './market.errors';
import { money, toMarketCard, variantOf } from './card-view';
import type { ItemPage, MarketCard, PriceHistory } from './market.schemas';
import type { Currency, GameKey } from '../../kernel';

const OFFERS_SHOWN = 50;
const BEST_PRODUCTS = 10;

/** An item's page: its variants in stock, the cheapest offers, and its price history. */
@injectable()
export class ItemPageService {
  constructor(
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(SalesRepo) private readonly sales: SalesRepo,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async page(game: GameKey, slug: string, currency: Currency): Promise<ItemPage> {
    const item = await this.items.definitionBySlug(game, slug);
    if (!item) throw marketErrors.notFound('No such item');
    const [rates, cards, offers] = await Promise.all([
      this.rates.currentRates(),
      this.listings.cardsOfItem(item.id),
      this.listings.offersOfItem(item.id, OFFERS_SHOWN),
    ]);
    const sellers = await this.users.find(offers.map((o) => o.seller_id));
    const cardById = new Map(cards.map((c) => [c.id, c]));
    return {
      item: {
        id: item.id,
        game,
        slug: item.slug,
        name: item.name,
        type: item.type,
        subtype: item.subtype,
        rarity: item.rarity,
        origin: item.origin,
        year: item.year,
        art: artUrl(game, item.slug, { level: 'default', chroma: item.chroma }),
      },
      variants: cards.map((c) => ({
        variant: variantOf(c),
        cardId: c.id,
        count: c.count,
        price: money(c.min_base, currency, rates)!,
        recommended: money(c.recommended_base, currency, rates),
      })),
      offers: offers.flatMap((o) => {
        const card = cardById.get(o.card_id);
        if (!card) return [];
        return [
          {
            id: o.inventory_item_id,
            sellerId: o.seller_id,
            sellerName: sellers.get(o.seller_id)?.name ?? '',
            variant: variantOf(card),
            price: money(o.base_cents, currency, rates)!,
            listedAt: o.listed_at.toISOString(),
          },
        ];
      }),
    };
  }

  async history(game: GameKey, slug: string, days: number, currency: Currency, level?: Level): Promise<PriceHistory> {
    const item = await this.items.definitionBySlug(game, slug);
    if (!item) throw marketErrors.notFound('No such item');
    const [rates, rows] = await Promise.all([this.rates.currentRates(), this.sales.daily(item.id, days, level)]);
    return {
      currency,
      days,
      points: rows.map((r) => ({
        day: r.day,
        averagePrice: toCurrency(Number(r.average_base), currency, rates),
        volume: Number(r.volume),
      })),
    };
  }

  /** POST /api/best/products: the cheapest variants of a catalog item, for a partner's referral landing. */
  async bestProducts(
    itemId: number,
    currency: Currency,
  ): Promise<{ items: MarketCard[]; info: Record<string, unknown> | null }> {
    const item = (await this.items.definitions([itemId])).get(itemId);
    if (!item) return { items: [], info: null };
    const [rates, cards] = await Promise.all([this.rates.currentRates(), this.listings.cardsOfItem(item.id)]);
    const best = [...cards].sort((a, b) => Number(a.min_base) - Number(b.min_base)).slice(0, BEST_PRODUCTS);
    return {
      items: best.map((c) => toMarketCard(c, item.slug, currency, rates)),
      info: { id: item.id, game: item.game, slug: item.slug, name: item.name, currency },
    };
  }
}
