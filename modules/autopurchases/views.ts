import type { CardFacts } from '../market';
import type { AutopurchaseView } from './autopurchases.schemas';
import type { AutopurchaseRow } from './tables';

/** An autopurchase as its buyer sees it, with its card's item and what its fills cost. */
export function toAutopurchaseView(row: AutopurchaseRow, card: CardFacts | undefined, spent: number): AutopurchaseView {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    game: row.game,
    cardId: row.card_id,
    itemId: row.item_id,
    name: card?.name ?? '',
    slug: card?.slug ?? '',
    art: card?.art ?? '',
    variant: card?.variant ?? { age: null, level: 'default', flyable: false, rideable: false, chroma: false },
    price: money(Number(row.price_minor)),
    quantity: row.quantity,
    filled: row.filled,
    held: money(Number(row.held_minor)),
    spent: money(spent),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}
