import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { ListingsService } from '../market';
import { InventoryItemsRepo } from './items.repo';
import { inventoryErrors } from './inventory.errors';
import { ITEM_ACTION_PAUSE_SECONDS, type ItemStatus } from './inventory.schemas';
import { variantOfItem } from './listing.service';
import type { Trx } from '../../src/platform/db/database';

/** An item sold to a buyer: waiting to be collected (transfer) or being delivered (withdrawal). */
const IN_BUYER_DEAL = new Set<ItemStatus>(['transfer', 'withdrawal']);

/** Where a sold item is and who can hand it over. */
export interface DeliverySource {
  inventoryItemId: string;
  /** The seller's linked account on the site, its id in the game (null: not linked by cookie) and nickname. */
  accountId: string;
  gameAccountId: string | null;
  accountNickname: string;
  sellerId: string;
  /** The item's id in the game (null: it did not come by a sync). */
  gameItemId: string | null;
  /** The site's own stock: a fleet bot holds it and delivers it (not a seller's linked account). */
  fleet: boolean;
}

/**
 * Items in a deal with a buyer (status transfer, withdrawal while delivered): taken into it when sold, returned to sale or set
 * aside when the deal is off, removed when delivered. All in the caller's transaction.
 */
@injectable()
export class ItemDeals {
  constructor(
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ListingsService) private readonly listings: ListingsService,
  ) {}

  /** Sold items enter the deal. Each must be on sale right now, or nothing happens (NOT_FOUND). */
  async takeSold(trx: Trx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const result = await sql`
      UPDATE inventory_sync.items SET status = 'transfer'
       WHERE id = ANY(${ids}::uuid[]) AND status = 'on_sale'`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== new Set(ids).size) throw inventoryErrors.notFound('items');
  }

  /**
   * The deal is off. With `toSale` the items go back on the market at the price they had (unless
   * their account can no longer sell: then they wait in the inventory as purchase_cancelled).
   */
  async returnFromDeal(trx: Trx, ids: string[], toSale: boolean): Promise<void> {
    const locked = (await this.items.lock(trx, ids)).filter((i) => IN_BUYER_DEAL.has(i.status));
    const now = this.clock.now();
    const canSell = (i: (typeof locked)[number]) =>
      toSale && !i.account_frozen && i.account_status === 'success' && i.price_minor != null;
    const back = locked.filter(canSell);
    const aside = locked.filter((i) => !canSell(i));
    await this.listings.relist(
      trx,
      back.map((i) => ({
        inventoryItemId: i.id,
        sellerId: i.user_id,
        game: i.game,
        itemId: i.catalog_item_id,
        variant: variantOfItem(i),
        priceMinor: Number(i.price_minor),
        currency: i.currency!,
      })),
      now,
    );
    const pausedUntil = new Date(now.getTime() + ITEM_ACTION_PAUSE_SECONDS * 1000);
    await this.items.update(
      trx,
      back.map((i) => i.id),
      { status: 'on_sale', paused_until: pausedUntil },
    );
    await this.items.update(
      trx,
      aside.map((i) => i.id),
      { status: 'purchase_cancelled', price_minor: null, currency: null, paused_until: pausedUntil },
    );
  }

  /** Delivered to the buyer: the items have left the seller's game account (noted for a pending sync). */
  async removeDelivered(trx: Trx, ids: string[]): Promise<void> {
    await this.removeLeft(trx, ids, ['transfer', 'withdrawal']);
  }

  /** Items a trade moved out of their account (a delivery, a quick sale), when still in one of these statuses. */
  async removeLeft(trx: Trx, ids: string[], statuses: ItemStatus[]): Promise<void> {
    if (!ids.length) return;
    await this.noteLeft(trx, ids);
    await sql`DELETE FROM inventory_sync.items
               WHERE id = ANY(${ids}::uuid[]) AND status = ANY(${statuses}::text[])`.execute(trx);
  }

  /**
   * These items are leaving their account: a sync of it still to be applied may have read them before; they are
   * noted for it (SyncService.apply skips them). The accounts are locked first, as a sync's ending locks its
   * account before its items.
   */
  async noteLeft(trx: Trx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await sql`
      INSERT INTO inventory_sync.items_left_during_sync (sync_flow_id, game_item_id)
      SELECT a.sync_flow_id, i.game_item_id
        FROM inventory_sync.items i JOIN inventory_sync.game_accounts a ON a.id = i.account_id
       WHERE i.id = ANY(${ids}::uuid[]) AND i.game_item_id IS NOT NULL AND a.sync_flow_id IS NOT NULL
       ORDER BY a.id
         FOR SHARE OF a
      ON CONFLICT DO NOTHING`.execute(trx);
  }

  /**
   * Where sold items are, for their delivery: the seller's linked account (its game id, which the site drives)
   * and each item's game id. Locked, in id order.
   */
  async deliverySources(trx: Trx, ids: string[]): Promise<DeliverySource[]> {
    const locked = await this.items.lock(trx, ids);
    return locked.map((i) => ({
      inventoryItemId: i.id,
      accountId: i.account_id,
      gameAccountId: i.game_account_id,
      accountNickname: i.account_nickname,
      sellerId: i.user_id,
      gameItemId: i.game_item_id,
      fleet: i.account_fleet,
    }));
  }

  /** A delivery to the buyer starts: the seller sees the items (and their account) delivering. */
  async startDelivery(trx: Trx, ids: string[]): Promise<void> {
    await this.moveWithin(trx, ids, 'transfer', 'withdrawal');
  }

  /** The delivery did not happen and the deal stands: the items wait for the buyer again. */
  async stopDelivery(trx: Trx, ids: string[]): Promise<void> {
    await this.moveWithin(trx, ids, 'withdrawal', 'transfer');
  }

  private async moveWithin(trx: Trx, ids: string[], from: ItemStatus, to: ItemStatus): Promise<void> {
    if (!ids.length) return;
    await sql`UPDATE inventory_sync.items SET status = ${to}
               WHERE id = ANY(${ids}::uuid[]) AND status = ${from}`.execute(trx);
  }
}
