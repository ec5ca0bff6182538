import type { Trx } from '../../src/platform/db/database';
import { itemsText, type Inbox } from '../../src/platform/inbox';
import type { PurchaseItemRow } from '../orders';
import type { Outcome } from './endings';
import type { TradeRow } from './tables';

/**
 * The buyer hears how a delivery ended in the bell, in the ending's transaction (spec accounts-platform 4.9):
 * delivered (to which game account); failed on the seller's side (the money is back); failed otherwise (the items
 * wait to be collected again, until `time`).
 */
export async function tellBuyer(
  inbox: Inbox,
  trx: Trx,
  trade: TradeRow,
  outcome: Outcome,
  rows: readonly PurchaseItemRow[],
): Promise<void> {
  if (!rows.length) return;
  const items = { items: itemsText(rows.map((r) => r.name)), num: rows.length };
  const to = { robloxAccountName: trade.recipient_nickname };
  switch (outcome.side) {
    case 'delivered':
      return inbox.add(trade.buyer_id, 'delivered', { ...items, ...to }, trx);
    case 'seller':
      for (const [currency, amount] of refunds(rows))
        await inbox.add(trade.buyer_id, 'delivery_refunded', { ...items, amount, currency }, trx);
      return;
    default: {
      const deadline = Math.min(...rows.map((r) => r.collect_by.getTime()));
      return inbox.add(
        trade.buyer_id,
        'delivery_failed',
        { ...items, ...to, time: new Date(deadline).toISOString() },
        trx,
      );
    }
  }
}

/** What the buyer got back, per currency. */
function refunds(rows: readonly PurchaseItemRow[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + Number(r.price_minor));
  return sums;
}
