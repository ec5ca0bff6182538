import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { ListingsService, PriceRulesService } from '../market';
import type { Variant } from '../catalog';
import type { GameKey } from '../../kernel';
import { AccountsRepo } from './accounts.repo';
import { ItemDeals } from './deals.service';
import { inventoryErrors } from './inventory.errors';
import { LISTABLE_STATUSES, type ItemStatus } from './inventory.schemas';
import { InventoryItemsRepo } from './items.repo';
import { variantOfItem } from './listing.service';
import type { InventoryItem } from './tables';

/** An item a quick sale takes: where it is in the game, and what it is. */
export interface QuickSaleSource {
  inventoryItemId: string;
  gameItemId: string;
  itemId: number;
  variant: Variant;
}

/** The seller's game account a quick sale trades from. */
export interface QuickSaleAccount {
  id: string;
  gameAccountId: string;
  nickname: string;
}

/** What a quick sale may take: what could be listed, and what is listed (it leaves the market). */
const QUICK_SELLABLE = new Set<ItemStatus>([...LISTABLE_STATUSES, 'on_sale']);

/**
 * A seller's items in a quick sale (spec trading-core 4, "Quick sale"): taken out of reach while the trade runs
 * (on_fast_sale, the account shows fastSell), then gone from the inventory if the trade moved them, else back.
 */
@injectable()
export class QuickSaleItems {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(AccountsRepo) private readonly accounts: AccountsRepo,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(PriceRulesService) private readonly prices: PriceRulesService,
  ) {}

  /** The seller's items a quick sale could take now, in accounts that can trade and have no quick sale under way. */
  async offerable(userId: string, game: GameKey) {
    const items = await this.items.ofUser(userId, game);
    const selling = new Set(items.filter((i) => i.status === 'on_fast_sale').map((i) => i.account_id));
    const accounts = (await this.accounts.ofUser(userId, game)).filter((a) => canTrade(a) && !selling.has(a.id));
    const now = this.clock.now();
    return items.filter(
      (i) =>
        accounts.some((a) => a.id === i.account_id) &&
        i.game_item_id &&
        QUICK_SELLABLE.has(i.status) &&
        !(i.paused_until && i.paused_until > now),
    );
  }

  /** Where the items are, read without locks before a quick sale starts (the bots check them in the game first). */
  async locate(userId: string, game: GameKey, accountId: string, ids: string[]) {
    const account = await this.accounts.byId(accountId);
    if (!account || account.user_id !== userId || account.game !== game || !account.game_account_id)
      throw inventoryErrors.linkedAccountNotFound();
    const items = (await this.items.find(ids)).filter((i) => i.account_id === account.id && i.game_item_id);
    if (items.length !== new Set(ids).size) throw inventoryErrors.notFound('items');
    return { nickname: account.nickname, gameItemIds: items.map((i) => i.game_item_id!) };
  }

  /**
   * Takes the items for a quick sale from one of the seller's accounts, in the caller's transaction: the account
   * first (as a sync's ending locks it), then the items; listed ones leave the market. Refusals name the spec's codes.
   */
  async take(
    trx: Trx,
    userId: string,
    game: GameKey,
    accountId: string,
    ids: string[],
  ): Promise<{ account: QuickSaleAccount; items: QuickSaleSource[] }> {
    const account = await this.accounts.lock(trx, accountId);
    if (!account || account.user_id !== userId || account.game !== game || !account.game_account_id)
      throw inventoryErrors.linkedAccountNotFound();
    if (account.status === 'error') throw inventoryErrors.noAccess();
    if (!canTrade(account)) throw inventoryErrors.accountNotActive();
    const locked = await this.items.lock(trx, ids);
    const now = this.clock.now();
    const usable = locked.filter(
      (i) =>
        i.account_id === account.id &&
        i.game_item_id &&
        QUICK_SELLABLE.has(i.status) &&
        !(i.paused_until && i.paused_until > now),
    );
    if (usable.length !== new Set(ids).size) throw inventoryErrors.notFound('items');
    await this.listings.unlist(
      trx,
      usable.filter((i) => i.status === 'on_sale').map((i) => i.id),
    );
    await this.items.update(
      trx,
      usable.map((i) => i.id),
      { status: 'on_fast_sale' },
    );
    return {
      account: { id: account.id, gameAccountId: account.game_account_id, nickname: account.nickname },
      items: usable.map((i) => ({
        inventoryItemId: i.id,
        gameItemId: i.game_item_id!,
        itemId: i.catalog_item_id,
        variant: variantOfItem(i),
      })),
    };
  }

  /**
   * The trade ended. What it moved is the site's stock now, held by the bot that took it: it moves into the site's
   * account of that bot and goes on sale at the site's price: the recommended price in US dollars, at least the
   * lowest price the market allows.
   * The rest is the seller's again.
   */
  async settle(trx: Trx, moved: string[], kept: string[], site: SiteStock | null): Promise<void> {
    if (moved.length) {
      if (!site) throw new Error('items moved to the site without the bot that holds them');
      await this.stock(trx, moved, site);
    }
    if (kept.length)
      await sql`UPDATE inventory_sync.items SET status = 'normal', price_minor = NULL, currency = NULL
                 WHERE id = ANY(${kept}::uuid[]) AND status = 'on_fast_sale'`.execute(trx);
  }

  /**
   * Old inventory items (spec trading-core 9): the site's stock still unsold OLD_STOCK_DAYS after the site bought it
   * is put on sale at the lowest price its price rules allow, so that it goes. Items already at that price are left
   * alone, so the job can run again and again. Returns how many were repriced.
   */
  async sellOldStock(siteUserId: string): Promise<number> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - OLD_STOCK_DAYS * 86_400_000);
    return this.db.transaction().execute(async (trx) => {
      const old = await this.items.oldStock(trx, siteUserId, before);
      const rules = await this.prices.priceRules(
        old.map((i) => ({ itemId: i.catalog_item_id, variant: variantOfItem(i) })),
        SITE_PRICE_CURRENCY,
        trx,
      );
      const cheaper = old.flatMap((item, n) => {
        const min = rules[n]?.bounds.min.amount;
        return min != null && (item.status !== 'on_sale' || Number(item.price_minor) !== min) ? [{ item, min }] : [];
      });
      await this.listings.unlist(
        trx,
        cheaper.map(({ item }) => item.id),
      );
      await this.listings.relist(
        trx,
        cheaper.map(({ item, min }) => ({
          inventoryItemId: item.id,
          sellerId: siteUserId,
          game: item.game,
          itemId: item.catalog_item_id,
          variant: variantOfItem(item),
          priceMinor: min,
          currency: SITE_PRICE_CURRENCY,
        })),
        now,
      );
      await this.items.putOnSale(
        trx,
        cheaper.map(({ item, min }) => ({ id: item.id, price: min })),
        SITE_PRICE_CURRENCY,
      );
      return cheaper.length;
    });
  }

  private async stock(trx: Trx, ids: string[], site: SiteStock): Promise<void> {
    const now = this.clock.now();
    // The seller's accounts first (a pending sync must not bring the items back), then the bot's, then the items.
    await this.deals.noteLeft(trx, ids);
    const account = await this.accounts.fleetAccount(trx, {
      siteUserId: site.userId,
      game: site.game,
      gameAccountId: site.bot.gameAccountId,
      nickname: site.bot.nickname,
      now,
    });
    const items = (await this.items.lock(trx, ids)).filter((i) => i.status === 'on_fast_sale');
    await sql`UPDATE inventory_sync.items
                 SET account_id = ${account.id}, from_user_id = user_id, user_id = ${site.userId}, status = 'normal',
                     price_minor = NULL, currency = NULL, paused_until = NULL, acquired_at = ${now}
               WHERE id = ANY(${items.map((i) => i.id)}::uuid[])`.execute(trx);
    await this.putOnSaleAtSitePrice(trx, items, site.userId);
  }

  /**
   * The site's price for its stock: the recommended price in US dollars, never below what the market allows (a cheap
   * item's minimum selling price). The items go on the market at it, in one statement.
   */
  async putOnSaleAtSitePrice(trx: Trx, items: InventoryItem[], siteUserId: string): Promise<void> {
    const rules = await this.prices.priceRules(
      items.map((i) => ({ itemId: i.catalog_item_id, variant: variantOfItem(i) })),
      SITE_PRICE_CURRENCY,
      trx,
    );
    const priced = items.flatMap((item, n) => {
      const rule = rules[n];
      return rule ? [{ item, price: Math.max(rule.recommended.amount, rule.bounds.min.amount) }] : [];
    });
    await this.listings.relist(
      trx,
      priced.map(({ item, price }) => ({
        inventoryItemId: item.id,
        sellerId: siteUserId,
        game: item.game,
        itemId: item.catalog_item_id,
        variant: variantOfItem(item),
        priceMinor: price,
        currency: SITE_PRICE_CURRENCY,
      })),
      this.clock.now(),
    );
    await this.items.putOnSale(
      trx,
      priced.map(({ item, price }) => ({ id: item.id, price })),
      SITE_PRICE_CURRENCY,
    );
  }
}

/** The site's stock unsold this long after it was bought is put on sale at the lowest price allowed. */
export const OLD_STOCK_DAYS = 60;

/** Where the site's stock goes: its seller account, and the fleet bot that took the items. */
export interface SiteStock {
  userId: string;
  game: GameKey;
  bot: { gameAccountId: string; nickname: string };
}

/** The site lists its stock at the recommended price, in US dollars (it bought at QUICK_SALE_SHARE of it). */
const SITE_PRICE_CURRENCY = 'usd' as const;

/** An account trades when it is linked by cookie, well (a good last sync), not frozen, and no sync runs in it. */
function canTrade(a: { status: string; frozen: boolean; game_account_id: string | null; sync_flow_id: string | null }) {
  return a.status === 'success' && !a.frozen && a.game_account_id !== null && a.sync_flow_id === null;
}
