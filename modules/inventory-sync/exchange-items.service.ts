import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Trx } from '../../src/platform/db/database';
import type { Variant } from '../catalog';
import type { GameKey } from '../../kernel';
import { ItemDeals } from './deals.service';
import { inventoryErrors } from './inventory.errors';
import { InventoryItemsRepo } from './items.repo';
import { variantOfItem } from './listing.service';

/** An item of the site's stock the exchange can give: what it is, and the fleet bot that holds it. */
export interface SiteStockItem {
  id: string;
  gameItemId: string;
  itemId: number;
  variant: Variant;
  /** The fleet bot's game account. */
  botAccountId: string;
  /** Whom the site got it from: that user cannot take it back (spec trading-core 5). */
  fromUserId: string | null;
}

/**
 * The site's side of an exchange (the /trade page): its stock on sale, taken out of the market while the trade
 * runs (status withdrawal: the bot is handing it over), then gone if the trade moved it, else on sale again at the
 * price it had. The user's side is taken and settled as a quick sale's items are (QuickSaleItems).
 */
@injectable()
export class ExchangeItems {
  constructor(
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ItemDeals) private readonly deals: ItemDeals,
  ) {}

  /** All of it, or only these catalog items'. */
  async siteStock(siteUserId: string, game: GameKey, itemIds?: number[]): Promise<SiteStockItem[]> {
    return (await this.items.siteStock(siteUserId, game, itemIds)).map((i) => ({
      id: i.id,
      gameItemId: i.game_item_id!,
      itemId: i.catalog_item_id,
      variant: variantOfItem(i),
      botAccountId: i.bot_account_id,
      fromUserId: i.from_user_id,
    }));
  }

  /** In the caller's transaction, after their listings were taken off the market: each must still be on sale. */
  async takeSite(trx: Trx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const result = await sql`
      UPDATE inventory_sync.items SET status = 'withdrawal'
       WHERE id = ANY(${ids}::uuid[]) AND status = 'on_sale'`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== new Set(ids).size) throw inventoryErrors.notFound('items');
  }

  /**
   * The trade ended: what it moved left the bot; the rest is on sale again, unless the bot could not find it in the
   * game (`missing`): then it waits aside, out of the market, until the bot's holdings are looked at.
   */
  async settleSite(trx: Trx, moved: string[], kept: string[], missing: boolean): Promise<void> {
    await this.deals.removeLeft(trx, moved, ['withdrawal']);
    if (kept.length) await this.deals.returnFromDeal(trx, kept, !missing);
  }
}
