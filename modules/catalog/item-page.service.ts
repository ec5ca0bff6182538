import { inject, injectable } from 'inversify';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { ItemsRepo } from './items.repo';
import { ListingsRepo } from './listings.repo';
import { RatesRepo } from './rates.repo';
import { SalesRepo } from './sales.repo';
import { catalogErrors } from './catalog.errors';
import { toCurrency } from './catalog.pricing';
import { artUrl, money, toMarketCard, variantOf } from './card-view';
import type { ItemPage, Level, MarketCard, PriceHistory } from './catalog.schemas';
import type { Currency, GameKey } from '../../kernel';

const OFFERS_SHOWN = 50;
const BEST_PRODUCTS = 10;

/** An item's page: its variants in stock, the cheapest offers, and its price history. */
@injectable()
export class ItemPageService {
  constructor(
    @inject(ItemsRepo) private readonly items: ItemsRepo,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(SalesRepo) private readonly sales: SalesRepo,
    @inject(RatesRepo) private readonly rates: RatesRepo,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async page(game: GameKey, slug: string, currency: Currency): Promise<ItemPage> {
    const item = await this.items.bySlug(game, slug);
    if (!item) throw catalogErrors.notFound('No such item');
    const [rates, cards, offers] = await Promise.all([
      this.rates.current(), this.listings.cardsOfItem(item.id), this.listings.offersOfItem(item.id, OFFERS_SHOWN),
    ]);
    const sellers = await this.users.find(offers.map((o) => o.seller_id));
    const cardById = new Map(cards.map((c) => [c.id, c]));
    return {
      item: {
        id: item.id, game, slug: item.slug, name: item.name, type: item.type, subtype: item.subtype, rarity: item.rarity,
        origin: item.origin, year: item.year, art: artUrl(game, item.slug, { level: 'default', chroma: item.chroma }),
      },
      variants: cards.map((c) => ({
        variant: variantOf(c), cardId: c.id, count: c.count,
        price: money(c.min_base, currency, rates)!, recommended: money(c.recommended_base, currency, rates),
      })),
      offers: offers.flatMap((o) => {
        const card = cardById.get(o.card_id);
        if (!card) return [];
        return [{
          id: o.inventory_item_id, sellerId: o.seller_id, sellerName: sellers.get(o.seller_id)?.name ?? '',
          variant: variantOf(card), price: money(o.base_cents, currency, rates)!, listedAt: o.listed_at.toISOString(),
        }];
      }),
    };
  }

  async history(game: GameKey, slug: string, days: number, currency: Currency, level?: Level): Promise<PriceHistory> {
    const item = await this.items.bySlug(game, slug);
    if (!item) throw catalogErrors.notFound('No such item');
    const [rates, rows] = await Promise.all([this.rates.current(), this.sales.daily(item.id, days, level)]);
    return {
      currency,
      days,
      points: rows.map((r) => ({ day: r.day, averagePrice: toCurrency(Number(r.average_base), currency, rates), volume: Number(r.volume) })),
    };
  }

  /** POST /api/best/products: the cheapest variants of a catalog item, for a partner's referral landing. */
  async bestProducts(itemId: number, currency: Currency): Promise<{ items: MarketCard[]; info: Record<string, unknown> | null }> {
    const [item] = await this.items.byIds([itemId]);
    if (!item) return { items: [], info: null };
    const [rates, cards] = await Promise.all([this.rates.current(), this.listings.cardsOfItem(item.id)]);
    const best = [...cards].sort((a, b) => Number(a.min_base) - Number(b.min_base)).slice(0, BEST_PRODUCTS);
    return {
      items: best.map((c) => toMarketCard(c, item.slug, currency, rates)),
      info: { id: item.id, game: item.game, slug: item.slug, name: item.name, currency },
    };
  }
}
