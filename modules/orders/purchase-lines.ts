import type { PurchaseRequest, PurchaseTaking, TakenForPurchase } from '../market';
import { ordersErrors } from './orders.errors';
import type { BuyInput } from './orders.schemas';
import type { GameKey } from '../../kernel';

// The lines of a buy or a cart reservation: what to ask the market for, which taken listing
// answers which line, and the errors when a line comes up short or costs more than was seen.

export type BuyLine = BuyInput['items'][number];

/** A line could not be filled: said after the rollback, when the reason is looked up. */
export class ShortLine extends Error {
  constructor(
    readonly line: BuyLine,
    readonly taken: number,
  ) {
    super('short');
  }
}

export function toPurchaseRequest(lines: BuyLine[]): PurchaseRequest {
  const cards = new Map<number, number>();
  for (const l of lines) if (l.cardId != null) cards.set(l.cardId, (cards.get(l.cardId) ?? 0) + l.quantity);
  return {
    cards: [...cards].map(([cardId, quantity]) => ({ cardId, quantity })),
    offerIds: [...new Set(lines.flatMap((l) => (l.offerId ? [l.offerId] : [])))],
  };
}

/** Hands the taken listings to the lines that asked for them; a line left short stops the purchase. */
export function assignToLines(
  lines: BuyLine[],
  taken: TakenForPurchase[],
): { line: BuyLine; items: TakenForPurchase[] }[] {
  const byOffer = new Map(taken.map((t) => [t.inventoryItemId, t]));
  const byCard = new Map<number, TakenForPurchase[]>();
  for (const t of taken) byCard.set(t.cardId, [...(byCard.get(t.cardId) ?? []), t]);
  const used = new Set<string>();
  return lines.map((line) => {
    if (line.offerId) {
      const offer = byOffer.get(line.offerId);
      if (!offer || used.has(offer.inventoryItemId)) throw new ShortLine(line, 0);
      used.add(offer.inventoryItemId);
      return { line, items: [offer] };
    }
    const items = (byCard.get(line.cardId!) ?? []).filter((t) => !used.has(t.inventoryItemId)).slice(0, line.quantity);
    if (items.length < line.quantity) throw new ShortLine(line, items.length);
    for (const t of items) used.add(t.inventoryItemId);
    return { line, items };
  });
}

/** PRICES_HAVE_CHANGED when anything costs more than the buyer saw; the new prices come along. */
export function checkPrices(assigned: { line: BuyLine; items: TakenForPurchase[] }[]): void {
  const changes = assigned.flatMap(({ line, items }) => {
    const dearest = Math.max(...items.map((t) => t.charge));
    return dearest > line.price ? [{ cardId: line.cardId, offerId: line.offerId, price: dearest }] : [];
  });
  if (changes.length) throw ordersErrors.pricesChanged(changes);
}

/** Why a line came up short: the buyer's own listing, gone, or not enough in stock. */
export async function whyShort(market: PurchaseTaking, buyerId: string, game: GameKey, short: ShortLine) {
  const { line } = short;
  const own = await market.ownListings(buyerId, game, toPurchaseRequest([line]));
  if (line.offerId)
    return own.offerIds.has(line.offerId)
      ? ordersErrors.ownProduct({ offerId: line.offerId })
      : ordersErrors.notFound({ offerId: line.offerId });
  if (short.taken === 0 && own.cardIds.has(line.cardId!)) return ordersErrors.ownProduct({ cardId: line.cardId });
  return short.taken === 0
    ? ordersErrors.notFound({ cardId: line.cardId })
    : ordersErrors.noneInStock(line.cardId!, short.taken);
}
