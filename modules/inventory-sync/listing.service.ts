import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import { retryOnConflict } from '../../src/platform/db/retry';
import type { Clock } from '../../src/platform/clock';
import type { Variant } from '../catalog';
import { ListingsService } from '../market';
import { RatingsService } from '../ratings';
import { InventoryItemsRepo, type LockedItem } from './items.repo';
import { AccountsRepo } from './accounts.repo';
import { inventoryErrors } from './inventory.errors';
import {
  IN_DEAL_STATUSES,
  ITEM_ACTION_PAUSE_SECONDS,
  LISTABLE_STATUSES,
  type AccountStatus,
  type ItemStatus,
} from './inventory.schemas';
import type { InventoryItem, InventoryTables } from './tables';
import type { Currency, GameKey } from '../../kernel';

/** Account states in which its items cannot be sold. Access lost (error) asks for relinking. */
const INACTIVE_ACCOUNT = new Set<AccountStatus>(['setup', 'freeze', 'tempBlocked', 'outdatedItems']);

export interface PricedId {
  id: string;
  price: number | string;
}

export const variantOfItem = (i: InventoryItem): Variant => ({
  age: i.age,
  level: i.level,
  flyable: i.flyable,
  rideable: i.rideable,
  chroma: i.chroma,
});

/** A listing's price as its inventory item keeps it. */
const priceOf = (l: { inventoryItemId: string; priceMinor: number; currency: Currency }) => ({
  id: l.inventoryItemId,
  priceMinor: l.priceMinor,
  currency: l.currency,
});

/**
 * itemsAdd, itemsUpdate, itemsRemove, freezeAcc and unfreezing: the item's status here and its
 * listing on the market change in one transaction, or not at all.
 */
@injectable()
export class ListingService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<InventoryTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(AccountsRepo) private readonly accounts: AccountsRepo,
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  /**
   * A whole transaction, run again when Postgres picks it as a deadlock victim: listing, a buy, an exchange and a
   * trade's ending lock items, listings and cards in different orders, and the victim must not answer 500.
   */
  private inTransaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return retryOnConflict(() => this.db.transaction().execute(work));
  }

  async add(userId: string, game: GameKey, currency: Currency, requests: PricedId[]) {
    // Spec trading-core 6: a seller block blocks selling (a new listing or a new price).
    await this.ratings.assertCanSell(userId);
    return this.inTransaction(async (trx) => {
      const now = this.clock.now();
      const items = await this.ownedItems(
        trx,
        userId,
        game,
        requests.map((r) => r.id),
        now,
      );
      requests.forEach((r, i) => {
        const item = items.get(r.id)!;
        this.requireActiveAccount(item);
        if (!LISTABLE_STATUSES.has(item.status)) throw inventoryErrors.notFound(`items[${i}].id`);
      });
      const listed = await this.listings.list(
        trx,
        requests.map((r, i) => {
          const item = items.get(r.id)!;
          return {
            inventoryItemId: item.id,
            sellerId: userId,
            game,
            itemId: item.catalog_item_id,
            variant: variantOfItem(item),
            price: r.price,
            currency,
            field: `items[${i}].price`,
          };
        }),
        now,
      );
      await this.items.setPrices(trx, listed.map(priceOf), this.pauseEnd(now), true);
      return {
        items: listed.map((l) => ({ id: l.inventoryItemId, price: { amount: l.priceMinor, currency: l.currency } })),
      };
    });
  }

  async update(userId: string, game: GameKey, requests: PricedId[]) {
    await this.ratings.assertCanSell(userId);
    return this.inTransaction(async (trx) => {
      const now = this.clock.now();
      const items = await this.ownedItems(
        trx,
        userId,
        game,
        requests.map((r) => r.id),
        now,
      );
      requests.forEach((r, i) => {
        if (items.get(r.id)!.status !== 'on_sale') throw inventoryErrors.notFound(`items[${i}].id`);
      });
      const repriced = await this.listings.reprice(
        trx,
        requests.map((r, i) => ({ inventoryItemId: r.id, price: r.price, field: `items[${i}].price` })),
      );
      await this.items.setPrices(trx, repriced.map(priceOf), this.pauseEnd(now));
      return {
        items: repriced.map((l) => ({ id: l.inventoryItemId, price: { amount: l.priceMinor, currency: l.currency } })),
      };
    });
  }

  async remove(userId: string, game: GameKey, ids: string[]) {
    return this.inTransaction(async (trx) => {
      const now = this.clock.now();
      const items = await this.ownedItems(trx, userId, game, ids, now);
      ids.forEach((id, i) => {
        if (items.get(id)!.status !== 'on_sale') throw inventoryErrors.notFound(`ids[${i}]`);
      });
      await this.listings.unlist(trx, ids);
      await this.items.update(trx, ids, {
        status: 'normal',
        price_minor: null,
        currency: null,
        paused_until: this.pauseEnd(now),
      });
      return { ids };
    });
  }

  /** freezeAcc: the account's items leave the market, keeping their prices for later. */
  async freeze(userId: string, accountId: string) {
    return this.inTransaction(async (trx) => {
      const account = await this.accounts.lock(trx, accountId);
      if (!account || account.user_id !== userId) throw inventoryErrors.accountNotFound();
      if (account.frozen || account.status !== 'success') throw inventoryErrors.accountNotActive();
      const items = await this.items.lockOfAccount(trx, account);
      if (items.some((i) => IN_DEAL_STATUSES.has(i.status))) throw inventoryErrors.reservedItems();
      const parked = await this.park(trx, items, 'frozen');
      await this.accounts.setFrozen(trx, account.id, true);
      return { frozen: true, items: parked };
    });
  }

  /** Unfreezing puts the frozen items back on sale at the prices they had. */
  async unfreeze(userId: string, accountId: string) {
    return this.inTransaction(async (trx) => {
      const account = await this.accounts.lock(trx, accountId);
      if (!account || account.user_id !== userId) throw inventoryErrors.accountNotFound();
      if (!account.frozen) throw inventoryErrors.accountNotFrozen();
      const restored = await this.restore(trx, await this.items.lockOfAccount(trx, account), new Set(['frozen']));
      await this.accounts.setFrozen(trx, account.id, false);
      return { frozen: false, items: restored };
    });
  }

  /**
   * The account cannot sell for now (frozen, or its session or standing broke): its items on sale leave
   * the market as `status`, keeping their prices. Returns how many. In the caller's transaction, items locked.
   */
  async park(trx: Trx, items: InventoryItem[], status: ItemStatus): Promise<number> {
    const onSale = items.filter((i) => i.status === 'on_sale').map((i) => i.id);
    await this.listings.unlist(trx, onSale);
    await this.items.update(trx, onSale, { status });
    return onSale.length;
  }

  /** The account sells again: items parked as one of `from` go back on sale at the prices they had. */
  async restore(trx: Trx, items: InventoryItem[], from: ReadonlySet<ItemStatus>): Promise<number> {
    const parked = items.filter((i) => from.has(i.status) && i.price_minor != null);
    await this.listings.relist(
      trx,
      parked.map((i) => ({
        inventoryItemId: i.id,
        sellerId: i.user_id,
        game: i.game,
        itemId: i.catalog_item_id,
        variant: variantOfItem(i),
        priceMinor: Number(i.price_minor),
        currency: i.currency!,
      })),
      this.clock.now(),
    );
    await this.items.update(
      trx,
      parked.map((i) => i.id),
      { status: 'on_sale' },
    );
    return parked.length;
  }

  /**
   * Locks the items; someone else's item, another game's, or a missing one is NOT_FOUND (nothing
   * about other sellers leaks), and an item changed in the last 30 s is paused.
   */
  private async ownedItems(
    trx: Parameters<InventoryItemsRepo['lock']>[0],
    userId: string,
    game: GameKey,
    ids: string[],
    now: Date,
  ) {
    if (new Set(ids).size !== ids.length) throw inventoryErrors.notFound('items');
    const rows = await this.items.lock(trx, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, i) => {
      const item = byId.get(id);
      if (!item || item.user_id !== userId || item.game !== game) throw inventoryErrors.notFound(`items[${i}].id`);
      if (item.paused_until && item.paused_until > now) {
        throw inventoryErrors.paused(`items[${i}].id`, Math.ceil((item.paused_until.getTime() - now.getTime()) / 1000));
      }
    });
    return byId;
  }

  private requireActiveAccount(item: LockedItem): void {
    if (item.account_status === 'error') throw inventoryErrors.noAccess();
    if (item.account_frozen || INACTIVE_ACCOUNT.has(item.account_status)) throw inventoryErrors.accountNotActive();
  }

  private pauseEnd(now: Date): Date {
    return new Date(now.getTime() + ITEM_ACTION_PAUSE_SECONDS * 1000);
  }
}
