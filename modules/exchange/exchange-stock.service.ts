import { inject, injectable } from 'inversify';
import { tradeCodeError } from '../../bots';
import { ItemsService, artUrl, hasPetVariants, variantKey, type CatalogItem, type Variant } from '../catalog';
import { IdentityService } from '../identity';
import { ExchangeItems, InventoryService, QuickSaleItems, type SiteStockItem } from '../inventory-sync';
import { PriceRulesService } from '../market';
import type { Currency, GameKey, Money } from '../../kernel';
import { exchangeErrors } from './exchange.errors';
import {
  EXCHANGE_CHANGE_SHARE,
  EXCHANGE_MAX_ITEMS,
  type ExchangeBoard,
  type GiveItem,
  type StartExchangeInput,
  type StockItem,
} from './exchange.schemas';

/** A site item picked for an exchange, with the price the market asks for it now. */
export interface PickedUnit extends SiteStockItem {
  price: number;
}

/**
 * The two sides of the /trade page: the site's stock (grouped by item, variant and price; the units a user sold to
 * the site marked as theirs), the user's items with their trade-in values, and the picking of site units for an
 * exchange: all from one fleet bot, since the exchange is one trade with it.
 */
@injectable()
export class ExchangeStock {
  constructor(
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(ExchangeItems) private readonly siteItems: ExchangeItems,
    @inject(QuickSaleItems) private readonly userItems: QuickSaleItems,
    @inject(InventoryService) private readonly inventory: InventoryService,
    @inject(PriceRulesService) private readonly prices: PriceRulesService,
    @inject(ItemsService) private readonly catalog: ItemsService,
  ) {}

  async board(game: GameKey, currency: Currency, userId: string | null): Promise<ExchangeBoard> {
    const [stock, give] = await Promise.all([
      this.stock(game, currency, userId),
      userId ? this.give(userId, game, currency) : null,
    ]);
    return { stock, give, maxItems: EXCHANGE_MAX_ITEMS, changeShare: EXCHANGE_CHANGE_SHARE };
  }

  /**
   * Units of the site's stock for what the user wants, all held by one bot, at the prices the user saw. A pet needs
   * its age (PET_AGE_REQUIRED); units the user sold to the site are never picked (CANNOT_BUY_YOUR_PRODUCT when
   * nothing else is left); a price that moved is PRICES_HAVE_CHANGED; no single bot holding it all is trade code 4.
   */
  async pick(
    userId: string,
    game: GameKey,
    currency: Currency,
    take: StartExchangeInput['take'],
  ): Promise<{ botAccountId: string; units: PickedUnit[] }> {
    const definitions = await this.catalog.itemsByIds(take.map((t) => t.itemId));
    take.forEach((t, n) => {
      const item = definitions.get(t.itemId);
      if (item && hasPetVariants(item) && !t.variant.age) throw exchangeErrors.ageRequired(`take[${n}].variant.age`);
    });
    const siteUserId = await this.identity.siteUser();
    const stock = await this.priced(
      await this.siteItems.siteStock(
        siteUserId,
        game,
        take.map((t) => t.itemId),
      ),
      currency,
    );
    const candidates = take.map((t) => {
      const variant = t.variant as Variant;
      const matching = stock.filter((u) => u.itemId === t.itemId && variantKey(u.variant) === variantKey(variant));
      const others = matching.filter((u) => u.fromUserId !== userId);
      if (others.length < t.quantity)
        throw matching.length >= t.quantity ? exchangeErrors.ownItem() : exchangeErrors.stockGone();
      return { want: t, variant, others, atPrice: others.filter((u) => u.price === t.price) };
    });
    const moved = candidates.filter((c) => c.atPrice.length < c.want.quantity);
    if (moved.length)
      throw exchangeErrors.pricesChanged({
        give: [],
        take: moved.map((c) => {
          // The lowest price at which as many are in stock (one line of the request is at one price).
          const price = lowestPriceFor(c.others, c.want.quantity);
          if (price == null) throw exchangeErrors.stockGone();
          return { itemId: c.want.itemId, variant: c.variant, price: { amount: price, currency } };
        }),
      });
    // The bot that holds the most of what is wanted first: the likeliest to hold it all.
    const held = new Map<string, number>();
    for (const u of stock) held.set(u.botAccountId, (held.get(u.botAccountId) ?? 0) + 1);
    const bots = [...held.keys()].sort((a, b) => held.get(b)! - held.get(a)!);
    for (const bot of bots) {
      const units = candidates.map((c) => c.atPrice.filter((u) => u.botAccountId === bot).slice(0, c.want.quantity));
      if (units.every((picked, n) => picked.length === candidates[n]!.want.quantity))
        return { botAccountId: bot, units: units.flat() };
    }
    throw tradeCodeError(4);
  }

  /** The user's items an exchange can take (as a quick sale can), with what each counts for. */
  private async give(userId: string, game: GameKey, currency: Currency): Promise<GiveItem[]> {
    const offerable = new Set((await this.userItems.offerable(userId, game)).map((i) => i.id));
    const inventory = (await this.inventory.inventory(userId, game, currency)).filter((i) => offerable.has(i.id));
    const values = await this.prices.tradeInValues(
      inventory.map((i) => ({ itemId: i.itemId, variant: i.variant })),
      currency,
    );
    return inventory.flatMap((i, n) => {
      const value = values[n];
      if (!value) return [];
      const { id, accountId, itemId, slug, name, type, rarity, variant, status, art, recommended } = i;
      return [{ id, accountId, itemId, slug, name, type, rarity, variant, status, art, recommended, value }];
    });
  }

  private async stock(game: GameKey, currency: Currency, userId: string | null): Promise<StockItem[]> {
    const units = await this.priced(await this.siteItems.siteStock(await this.identity.siteUser(), game), currency);
    const definitions = await this.catalog.itemsByIds(units.map((u) => u.itemId));
    const items = new Map<number, StockItem>();
    for (const unit of units) {
      const item = definitions.get(unit.itemId);
      if (!item) continue;
      const entry = items.get(unit.itemId) ?? this.stockItem(game, item);
      items.set(unit.itemId, entry);
      let variant = entry.variants.find(
        (v) => variantKey(v.variant) === variantKey(unit.variant) && v.price.amount === unit.price,
      );
      if (!variant) {
        variant = { variant: unit.variant, price: { amount: unit.price, currency }, count: 0, own: 0 };
        entry.variants.push(variant);
      }
      variant.count += 1;
      if (userId && unit.fromUserId === userId) variant.own += 1;
    }
    return [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  private stockItem(game: GameKey, item: CatalogItem): StockItem {
    const { slug, name, type, rarity } = item;
    return {
      itemId: item.id,
      slug,
      name,
      type,
      rarity,
      art: artUrl(game, slug),
      ageRequired: hasPetVariants(item),
      variants: [],
    };
  }

  /** The units the market still lists, with what it asks for each in the user's currency. */
  private async priced(units: SiteStockItem[], currency: Currency): Promise<PickedUnit[]> {
    const asks = await this.prices.asks(
      units.map((u) => u.id),
      currency,
    );
    return units.flatMap((u) => {
      const ask: Money | undefined = asks.get(u.id);
      return ask ? [{ ...u, price: ask.amount }] : [];
    });
  }
}

function lowestPriceFor(units: PickedUnit[], quantity: number): number | null {
  const counts = new Map<number, number>();
  for (const u of units) counts.set(u.price, (counts.get(u.price) ?? 0) + 1);
  const enough = [...counts].filter(([, n]) => n >= quantity).map(([price]) => price);
  return enough.length ? Math.min(...enough) : null;
}
