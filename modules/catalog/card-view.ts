import type { CardRow, ItemRow } from './tables';
import type { MarketCard, Variant } from './catalog.schemas';
import { toCurrency, type Rates } from './catalog.pricing';
import { ART_VERSION } from './item-art';
import type { Currency, GameKey, Money } from '../../kernel';

export const variantOf = (row: Pick<CardRow, 'age' | 'level' | 'flyable' | 'rideable' | 'chroma'>): Variant => ({
  age: row.age as Variant['age'], level: row.level as Variant['level'], flyable: row.flyable, rideable: row.rideable, chroma: row.chroma,
});

/** The drawn item card (GET /api/art/...) per item and look; the art version makes it cacheable for good. */
export function artUrl(game: GameKey | string, slug: string, variant?: Pick<Variant, 'level' | 'chroma'>): string {
  const query = new URLSearchParams();
  if (variant && variant.level !== 'default') query.set('level', variant.level);
  if (variant?.chroma) query.set('chroma', '1');
  query.set('v', ART_VERSION);
  return `/api/art/${game}/${encodeURIComponent(slug)}.svg?${query}`;
}

export function money(baseCents: number | string | null, currency: Currency, rates: Rates): Money | null {
  return baseCents == null ? null : { amount: toCurrency(Number(baseCents), currency, rates), currency };
}

/** A card as the market shows it, priced in the viewer's currency. */
export function toMarketCard(card: CardRow, slug: string, currency: Currency, rates: Rates): MarketCard {
  const variant = variantOf(card);
  return {
    cardId: card.id,
    itemId: card.item_id,
    slug,
    name: card.name,
    type: card.type,
    subtype: card.subtype,
    rarity: card.rarity,
    variant,
    price: money(card.min_base, currency, rates)!,
    recommended: money(card.recommended_base, currency, rates),
    discountPercent: card.discount,
    count: card.count,
    art: artUrl(card.game, slug, variant),
  };
}

export type SlugLookup = (itemId: number) => ItemRow | undefined;
