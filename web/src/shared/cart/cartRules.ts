// Cart rules (spec trading-core 5 "Cart", 8 "Cart notifications", 9): adding within the 40-item limit,
// quantities within the stock, the buy request, and what each buy failure does to the lines. Pure.
import type { MarketCard, Offer } from '../../../../modules/market/market.schemas';
import { CART_MAX_ITEMS } from '../../../../modules/orders/orders.vocabulary.schemas';
import { cartCount, type CartLine } from './cartStore';
import type { Money } from '../../../../kernel';

export { CART_MAX_ITEMS };

export type AddResult = 'added' | 'already' | 'full';

export const cardKey = (cardId: number) => `card:${cardId}`;
export const offerKey = (offerId: string) => `offer:${offerId}`;

/** A market card as a cart line (one piece at the card's lowest price). */
export function lineOfCard(
  card: Pick<MarketCard, 'cardId' | 'itemId' | 'slug' | 'type' | 'name' | 'art' | 'variant' | 'price' | 'count'>,
): CartLine {
  return {
    key: cardKey(card.cardId),
    cardId: card.cardId,
    itemId: card.itemId,
    slug: card.slug,
    type: card.type,
    name: card.name,
    art: card.art,
    variant: { ...card.variant },
    price: { ...card.price },
    quantity: 1,
    available: Math.max(1, card.count),
  };
}

/** One offer of an item page as a cart line. */
export function lineOfOffer(
  item: { id: number; slug: string; type: string; name: string },
  art: string,
  offer: Pick<Offer, 'id' | 'variant' | 'price' | 'sellerName'>,
): CartLine {
  return {
    key: offerKey(offer.id),
    offerId: offer.id,
    itemId: item.id,
    slug: item.slug,
    type: item.type,
    name: item.name,
    art,
    variant: { ...offer.variant },
    price: { ...offer.price },
    quantity: 1,
    available: 1,
    sellerName: offer.sellerName,
  };
}

/** Adds a line unless it is there already or the cart would pass the limit. */
export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
  max = CART_MAX_ITEMS,
): { lines: CartLine[]; result: AddResult } {
  if (lines.some((l) => l.key === line.key)) return { lines: [...lines], result: 'already' };
  if (cartCount(lines) + line.quantity > max) return { lines: [...lines], result: 'full' };
  return { lines: [...lines, line], result: 'added' };
}

/** The most a line may ask for: its stock, and what the 40-item limit leaves after the other lines. */
export function maxQuantity(lines: readonly CartLine[], key: string, max = CART_MAX_ITEMS): number {
  const line = lines.find((l) => l.key === key);
  if (!line) return 0;
  if (line.offerId) return 1;
  const others = cartCount(lines.filter((l) => l.key !== key));
  return Math.max(1, Math.min(line.available, max - others));
}

export function setQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
  max = CART_MAX_ITEMS,
): CartLine[] {
  const limit = maxQuantity(lines, key, max);
  return lines.map((l) =>
    l.key === key ? { ...l, quantity: Math.min(limit, Math.max(1, Math.floor(quantity) || 1)) } : l,
  );
}

/** One item of the buy call: a card's cheapest `quantity`, or one offer; unit price in minor units. */
export type BuyItem = { cardId: number; quantity: number; price: number } | { offerId: string; price: number };

/** The lines as the buy call takes them: unit prices in minor units of the purchase currency. */
export function buyItems(lines: readonly CartLine[]): BuyItem[] {
  return lines.map((l) =>
    l.offerId
      ? { offerId: l.offerId, price: l.price.amount }
      : { cardId: l.cardId!, quantity: l.quantity, price: l.price.amount },
  );
}

/** Sum of the lines (all in one currency). */
export function linesTotal(lines: readonly CartLine[], currency: Money['currency']): Money {
  return { amount: lines.reduce((sum, l) => sum + l.price.amount * l.quantity, 0), currency };
}

/** Which line a server detail ({ cardId } or { offerId }) is about. */
export function lineOf(lines: readonly CartLine[], ref: { cardId?: unknown; offerId?: unknown }): CartLine | undefined {
  if (typeof ref.offerId === 'string') return lines.find((l) => l.offerId === ref.offerId);
  if (typeof ref.cardId === 'number') return lines.find((l) => l.cardId === ref.cardId && !l.offerId);
  return undefined;
}

export interface PriceChange {
  cardId?: number;
  offerId?: string;
  price: number;
}

/** PRICES_HAVE_CHANGED: the new unit prices go into the lines; returns the keys that changed and their old prices. */
export function applyPriceChanges(
  lines: readonly CartLine[],
  changes: readonly PriceChange[],
): { lines: CartLine[]; previous: Record<string, Money> } {
  const previous: Record<string, Money> = {};
  const next = lines.map((line) => {
    const change = changes.find((c) =>
      line.offerId ? c.offerId === line.offerId : c.cardId === line.cardId && c.offerId == null,
    );
    if (!change || !Number.isSafeInteger(change.price) || change.price === line.price.amount) return line;
    previous[line.key] = line.price;
    return { ...line, price: { amount: change.price, currency: line.price.currency } };
  });
  return { lines: next, previous };
}

/** NONE_IN_STOCK: a card line shrinks to what is left (and goes when nothing is). */
export function applyStock(lines: readonly CartLine[], cardId: number, available: number): CartLine[] {
  return lines.flatMap((l) => {
    if (l.cardId !== cardId || l.offerId) return [l];
    return available > 0 ? [{ ...l, available, quantity: Math.min(l.quantity, available) }] : [];
  });
}

/** New prices of lines seen in another currency; lines whose item is no longer offered are `gone`. */
export function repriceLines(
  lines: readonly CartLine[],
  currency: Money['currency'],
  pages: ReadonlyMap<
    string,
    { variants: { cardId: number; price: Money; count: number }[]; offers: { id: string; price: Money }[] } | null
  >,
): { lines: CartLine[]; gone: CartLine[] } {
  const gone: CartLine[] = [];
  const next = lines.flatMap((line) => {
    if (line.price.currency === currency) return [line];
    const page = pages.get(line.slug);
    if (page === undefined) return [line];
    const price = line.offerId
      ? page?.offers.find((o) => o.id === line.offerId)?.price
      : page?.variants.find((v) => v.cardId === line.cardId)?.price;
    if (!price || price.currency !== currency) {
      gone.push(line);
      return [];
    }
    const count = line.offerId ? 1 : (page?.variants.find((v) => v.cardId === line.cardId)?.count ?? line.available);
    return [
      {
        ...line,
        price: { ...price },
        available: Math.max(1, count),
        quantity: Math.min(line.quantity, Math.max(1, count)),
      },
    ];
  });
  return { lines: next, gone };
}
