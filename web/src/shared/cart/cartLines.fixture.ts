// Cart lines for tests: a card line (the cheapest of a market card) and an offer line (one listing).
import type { CartLine } from './cartStore';

export const variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false } as const;
export const card = (cardId: number, quantity = 1, available = 5, amount = 500): CartLine => ({
  key: `card:${cardId}`,
  cardId,
  itemId: cardId,
  slug: `item-${cardId}`,
  type: 'pet',
  name: `Item ${cardId}`,
  art: '',
  variant,
  price: { amount, currency: 'usd' },
  quantity,
  available,
});
export const offer = (offerId: string, amount = 300): CartLine => ({
  key: `offer:${offerId}`,
  offerId,
  itemId: 9,
  slug: 'item-9',
  type: 'pet',
  name: 'Offer item',
  art: '',
  variant,
  price: { amount, currency: 'usd' },
  quantity: 1,
  available: 1,
});
