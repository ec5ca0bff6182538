import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { OrchestratorService } from '../../bots';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { ListingsService } from '../market';
import { AccountsRepo } from './accounts.repo';
import type { ItemStatus } from './inventory.schemas';
import { InventoryItemsRepo } from './items.repo';
import { QuickSaleItems } from './quick-sale-items.service';

/** The site's stock a bot should hold: on sale or waiting, not in a deal (a deal's trade may be moving it now). */
const HELD: ItemStatus[] = ['normal', 'on_sale', 'old_inventory_item'];
/** Stock set aside: a bot could not find it (a failed trade's code 2), or the last look did not. */
const ASIDE: ItemStatus[] = ['purchase_cancelled', 'not_available'];

/**
 * What the fleet bots hold in the game against the site's records of its stock, as a seller's sync does for a linked
 * account (spec trading-core 1: the site's inventory): stock a bot no longer holds leaves the market (not_available);
 * stock set aside that the bot does hold goes back on sale at the site's price. Items in a deal are left alone, and
 * what a bot holds that the site does not know of (food, a trade whose ending is still to be applied) too.
 */
@injectable()
export class StockReconciliation {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(AccountsRepo) private readonly accounts: AccountsRepo,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(QuickSaleItems) private readonly stock: QuickSaleItems,
  ) {}

  async reconcile(siteUserId: string): Promise<{ missing: number; found: number }> {
    const counts = { missing: 0, found: 0 };
    for (const account of await this.accounts.ofUser(siteUserId)) {
      if (!account.fleet || !account.game_account_id) continue;
      // Read from the game first; what changed since is locked and checked again below.
      const held = await this.orchestrator.fleetHoldings(account.game_account_id);
      await this.db.transaction().execute(async (trx) => {
        const ids = (await this.items.ofAccount(trx, account.id)).map((i) => i.id);
        const items = await this.items.lock(trx, ids);
        const missing = items.filter((i) => HELD.includes(i.status) && !held.has(i.game_item_id ?? ''));
        const found = items.filter((i) => ASIDE.includes(i.status) && held.has(i.game_item_id ?? ''));
        await this.listings.unlist(
          trx,
          missing.filter((i) => i.status === 'on_sale').map((i) => i.id),
        );
        if (missing.length)
          await sql`UPDATE inventory_sync.items SET status = 'not_available', price_minor = NULL, currency = NULL
                     WHERE id = ANY(${missing.map((i) => i.id)}::uuid[])`.execute(trx);
        await this.stock.putOnSaleAtSitePrice(trx, found, siteUserId);
        counts.missing += missing.length;
        counts.found += found.length;
      });
    }
    return counts;
  }
}
