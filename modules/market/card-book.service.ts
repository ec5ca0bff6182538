import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import {
  ItemsService,
  PLAIN_VARIANT,
  RatesService,
  artUrl,
  hasPetVariants,
  variantKey,
  toCurrency,
  type ItemDefinition,
  type Variant,
} from '../catalog';
import { cardOf, variantOf } from './card-view';
import { ListingsRepo } from './listings.repo';
import { marketErrors } from './market.errors';
import type { MarketTables } from './tables';
import type { Currency, GameKey, Money } from '../../kernel';

/** The channel the market NOTIFYs with a card id when listings of the card are put on sale or move (0025). */
export const MARKET_LISTED_CHANNEL = 'market_listed';

/** Pets have an age (and may be neon, fly, ride); anything else comes plain, chroma as the item is. */
function possibleVariant(item: ItemDefinition, variant: Variant): boolean {
  if (hasPetVariants(item)) return variant.age !== null;
  return variantKey(variant) === variantKey({ ...PLAIN_VARIANT, chroma: item.chroma });
}

/** A card as another module names it: the item, its variant and its art. */
export interface CardFacts {
  cardId: number;
  game: GameKey;
  itemId: number;
  name: string;
  slug: string;
  art: string;
  variant: Variant;
}

/** One price level of a card's asks: what buyers pay there, and how many listings ask it. */
export interface AskLevel {
  price: Money;
  quantity: number;
}

/**
 * A card's side of the market for standing orders (autopurchases): its identity, the card of a variant (made when no
 * listing made it yet), and its asks, cheapest first. Reserved listings are not offered to anyone else.
 */
@injectable()
export class CardBook {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<MarketTables>,
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
  ) {}

  /** The card of an item's variant in a game, made when missing. NOT_FOUND for an item the game does not have. */
  async cardFor(trx: Trx, game: GameKey, itemId: number, variant: Variant): Promise<number> {
    const item = (await this.items.definitions([itemId], trx)).get(itemId);
    if (!item || item.game !== game) throw marketErrors.notFound('There is no such item in this game');
    if (!possibleVariant(item, variant)) throw marketErrors.invalidVariant();
    const [cardId] = await this.listings.ensureCards(trx, [cardOf(item, variant)]);
    return cardId!;
  }

  async facts(cardIds: number[]): Promise<Map<number, CardFacts>> {
    const cards = await this.listings.cardsByIds([...new Set(cardIds)]);
    const items = await this.items.known([...new Set(cards.map((c) => c.item_id))]);
    return new Map(
      cards.map((c) => {
        const variant = variantOf(c);
        const slug = items.get(c.item_id)?.slug ?? '';
        const facts = { cardId: c.id, game: c.game, itemId: c.item_id, name: c.name, slug, variant };
        return [c.id, { ...facts, art: artUrl(c.game, slug, variant) }];
      }),
    );
  }

  /** The cheapest free listing of a card in US cents, or null; for a buyer, one they may buy (not their own). */
  async lowestAsk(cardId: number, buyerId: string | null, now: Date): Promise<number | null> {
    let q = this.db
      .selectFrom('catalog.listings')
      .select('base_cents')
      .where('card_id', '=', cardId)
      .where((eb) => eb.or([eb('reserved_until', 'is', null), eb('reserved_until', '<=', now)]));
    if (buyerId) q = q.where('seller_id', '<>', buyerId);
    const row = await q.orderBy('base_cents').limit(1).executeTakeFirst();
    return row ? Number(row.base_cents) : null;
  }

  /** The lowest price each of these cards is on sale for, in US cents (cards with nothing on sale are left out). */
  async lowestAsks(cardIds: number[]): Promise<Map<number, number>> {
    if (!cardIds.length) return new Map();
    const rows = await this.db
      .selectFrom('catalog.cards')
      .select(['id', 'min_base'])
      .where('id', '=', sql<number>`ANY(${cardIds}::int[])`)
      .where('count', '>', 0)
      .execute();
    return new Map(rows.filter((r) => r.min_base != null).map((r) => [r.id, Number(r.min_base)]));
  }

  /** A card's cheapest asks in a currency, `depth` price levels at most, with the listings at each. */
  async asks(cardId: number, currency: Currency, depth: number, now: Date): Promise<AskLevel[]> {
    const [rates, rows] = await Promise.all([
      this.rates.currentRates(),
      this.db
        .selectFrom('catalog.listings')
        .select(['base_cents', (eb) => eb.fn.countAll<string>().as('n')])
        .where('card_id', '=', cardId)
        .where((eb) => eb.or([eb('reserved_until', 'is', null), eb('reserved_until', '<=', now)]))
        .groupBy('base_cents')
        .orderBy('base_cents')
        .limit(depth * 4)
        .execute(),
    ]);
    // Prices a few cents apart in US cents can show as one price in another currency: one level each.
    const levels = new Map<number, number>();
    for (const r of rows) {
      const amount = toCurrency(Number(r.base_cents), currency, rates);
      levels.set(amount, (levels.get(amount) ?? 0) + Number(r.n));
    }
    return [...levels].slice(0, depth).map(([amount, quantity]) => ({ price: { amount, currency }, quantity }));
  }
}
