import { artUrl, toCurrency, valueCents, type ItemDefinition, type Rates, type Variant } from '../catalog';
import type { NewCard } from './listings.repo';
import type { MarketCard } from './market.schemas';
import type { CardRow } from './tables';
import type { Currency, Money } from '../../kernel';

export const variantOf = (row: Pick<CardRow, 'age' | 'level' | 'flyable' | 'rideable' | 'chroma'>): Variant => ({
  age: row.age,
  level: row.level,
  flyable: row.flyable,
  rideable: row.rideable,
  chroma: row.chroma,
});

export const sameVariant = (c: Pick<CardRow, 'age' | 'level' | 'flyable' | 'rideable' | 'chroma'>, v: Variant) =>
  c.age === v.age &&
  c.level === v.level &&
  c.flyable === v.flyable &&
  c.rideable === v.rideable &&
  c.chroma === v.chroma;

/** The card a variant of an item rolls up into, with its worth by the value points. */
export const cardOf = (item: ItemDefinition, variant: Variant): NewCard => ({
  game: item.game,
  itemId: item.id,
  type: item.type,
  subtype: item.subtype,
  rarity: item.rarity,
  name: item.name,
  variant,
  valueBase: valueCents(item, variant),
});

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
