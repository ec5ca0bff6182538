import { inject, injectable } from 'inversify';
import { OrchestratorService, type FlowEndedJob, type FlowView, type GameItem, type SyncResult } from '../../bots';
import { lockForTransaction } from '../../src/platform/db/advisory-lock';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { AGES, ItemsService, LEVELS, type Age, type Level } from '../catalog';
import { ListingsService } from '../market';
import { AccountsRepo } from './accounts.repo';
import { inventoryErrors } from './inventory.errors';
import {
  IN_DEAL_STATUSES,
  INVENTORY_CHANGED,
  MAX_LINKED_ACCOUNTS,
  SYNC_INTERVAL_MINUTES,
  type AccountStatus,
  type AccountView,
  type ItemStatus,
  type SyncNote,
  type SyncView,
} from './inventory.schemas';
import { InventoryItemsRepo } from './items.repo';
import { ListingService } from './listing.service';
import { RatingsService } from '../ratings';
import type { GameAccount, InventoryTables } from './tables';
import type { GameKey } from '../../kernel';

/** The bots tell this queue how each sync ended, in the same transaction as the ending. */
export const SYNC_ENDED_QUEUE = 'inventory-sync.sync-ended';

const SYNC_INTERVAL_MS = SYNC_INTERVAL_MINUTES * 60_000;

/** What a listed item shows while its account cannot sell (spec trading-core 4, item statuses). */
const PARKED_AS: Partial<Record<AccountStatus, ItemStatus>> = {
  error: 'account_error',
  tempBlocked: 'account_blocked',
  outdatedItems: 'account_outdated',
};
const PARKED = new Set<ItemStatus>(Object.values(PARKED_AS));

/** The settled status a sync's ending leaves (spec trading-core 4, linked account statuses). */
function statusAfter(account: GameAccount, job: FlowEndedJob): AccountStatus {
  if (account.frozen) return account.status;
  if (job.state === 'finished') return 'success';
  if (job.state === 'cancelled') return account.status;
  if (job.code === '500') return 'error'; // the session expired: only a re-link with a fresh cookie repairs it
  if (job.code === '505') return 'tempBlocked'; // a ban or warning on the game account
  return account.status === 'success' ? 'outdatedItems' : account.status;
}

const isAge = (v: string | null): v is Age | null => v === null || (AGES as readonly string[]).includes(v);
const isLevel = (v: string): v is Level => (LEVELS as readonly string[]).includes(v);

/**
 * Linking game accounts by their session cookie, syncing them through the bots, and reconciling what a
 * sync read with the seller's inventory (spec trading-core 4, 7 addAcc, deleteAcc, startSync, deleteSync).
 */
@injectable()
export class SyncService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<InventoryTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(AccountsRepo) private readonly accounts: AccountsRepo,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ItemsService) private readonly catalog: ItemsService,
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(ListingService) private readonly selling: ListingService,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  /**
   * addAcc: the game checks the cookie and names the account; at most 3 per user; a game account is
   * linked once, by anyone. The same owner linking again with a fresh cookie repairs an expired session.
   */
  async link(userId: string, game: GameKey, cookie: string): Promise<AccountView> {
    await this.ratings.assertCanSell(userId);
    const info = await this.orchestrator.verifySession(game, cookie);
    const account = await this.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `linked-accounts:${userId}`);
      const existing = await this.accounts.byGameAccount(info.id, trx);
      if (existing) {
        if (existing.user_id !== userId || existing.status !== 'error') throw inventoryErrors.alreadyLinked();
        await this.accounts.update(trx, existing.id, {
          status: existing.synced_at ? 'outdatedItems' : 'setup',
          nickname: info.nickname,
          last_sync_code: null,
        });
        return { ...existing, status: existing.synced_at ? ('outdatedItems' as const) : ('setup' as const) };
      }
      if ((await this.accounts.ofUser(userId, undefined, trx)).length >= MAX_LINKED_ACCOUNTS)
        throw inventoryErrors.limitAccounts();
      return this.accounts.insert(
        {
          user_id: userId,
          game,
          nickname: info.nickname,
          status: 'setup',
          game_account_id: info.id,
          created_at: this.clock.now(),
        },
        trx,
      );
    });
    // Kept once the link stands: a refused link never replaces the cookie the site already drives the account with.
    await this.orchestrator.keepCookie(game, info, cookie);
    // A re-link keeps the account's items: its counts are what they were.
    const counts = (await this.items.countsByAccount([account.id])).get(account.id);
    return this.view(account, counts?.items ?? 0, counts?.onSale ?? 0, null);
  }

  /** deleteAcc: the account's items leave the market and the inventory, and the site forgets its cookie. */
  async unlink(userId: string, game: GameKey, accountId: string): Promise<{ id: string }> {
    // Spec trading-core 8, unlink: SELLER_IS_BLOCKED (a blocked seller cannot shed an account and its record).
    await this.ratings.assertCanSell(userId);
    const account = await this.db.transaction().execute(async (trx) => {
      const account = await this.owned(trx, userId, game, accountId);
      const items = await this.items.lockOfAccount(trx, account);
      if (items.some((i) => IN_DEAL_STATUSES.has(i.status))) throw inventoryErrors.reservedItems();
      await this.listings.unlist(
        trx,
        items.filter((i) => i.status === 'on_sale').map((i) => i.id),
      );
      await this.items.remove(
        trx,
        items.map((i) => i.id),
      );
      await this.accounts.remove(trx, account.id);
      return account;
    });
    // A sync still waiting stops here; one already in the game fails on the forgotten cookie, and its ending finds no account.
    if (account.sync_flow_id) await this.orchestrator.cancel(account.sync_flow_id, userId).catch(() => undefined);
    if (account.game_account_id) await this.orchestrator.forgetAccount(account.game_account_id);
    return { id: account.id };
  }

  /**
   * startSync: once per 20 minutes per account; not while frozen or broken. The sync is a bots flow
   * started in this transaction, so the account and its flow never disagree.
   */
  async start(userId: string, game: GameKey, accountId: string): Promise<SyncView> {
    await this.ratings.assertCanSell(userId);
    const flow = await this.db.transaction().execute(async (trx) => {
      const account = await this.owned(trx, userId, game, accountId);
      if (account.frozen || account.status === 'error' || !account.game_account_id)
        throw inventoryErrors.accountNotActive();
      if (account.sync_flow_id) throw inventoryErrors.syncStarted();
      const now = this.clock.now();
      const next = account.sync_started_at ? account.sync_started_at.getTime() + SYNC_INTERVAL_MS : 0;
      if (now.getTime() < next)
        throw inventoryErrors.syncTooSoon(Math.ceil((next - now.getTime()) / 1000), new Date(next));
      const started = await this.orchestrator.startLinked(
        { kind: 'sync', game, userId, accountId: account.game_account_id, onEndQueue: SYNC_ENDED_QUEUE },
        trx,
      );
      await this.accounts.update(trx, account.id, { sync_flow_id: started.id, sync_started_at: now });
      return started;
    });
    this.orchestrator.wake();
    return toSyncView(flow, accountId);
  }

  /** deleteSync: only until the site starts entering the game (ALREADY_STARTED after). */
  async cancel(userId: string, game: GameKey, accountId: string): Promise<SyncView> {
    const account = await this.owned(this.db, userId, game, accountId, false);
    if (!account.sync_flow_id) throw inventoryErrors.syncNotFound();
    return toSyncView(await this.orchestrator.cancel(account.sync_flow_id, userId), accountId);
  }

  /**
   * A sync ended (SYNC_ENDED_QUEUE). Applied once: the account's sync_flow_id is cleared in the same
   * transaction, so a redelivered job finds nothing to do. The seller's open pages hear after the commit.
   */
  async apply(job: FlowEndedJob): Promise<void> {
    const applied = await this.db.transaction().execute(async (trx) => {
      const account = await this.accounts.lockBySync(trx, job.flowId);
      if (!account) return null;
      const now = this.clock.now();
      const status = statusAfter(account, job);
      const left = await this.items.takeLeftDuringSync(trx, job.flowId);
      if (job.state === 'finished') {
        const result = job.result as SyncResult;
        // What was delivered out of the account after the sync read it is no longer there.
        await this.reconcile(
          trx,
          account,
          result.items.filter((i) => !left.has(i.id)),
        );
        await this.accounts.update(trx, account.id, {
          sync_flow_id: null,
          status,
          synced_at: now,
          last_sync_code: null,
          last_sync_notes: JSON.stringify(result.notes),
        });
      } else {
        const code = job.state === 'cancelled' ? account.last_sync_code : job.code;
        await this.accounts.update(trx, account.id, { sync_flow_id: null, status, last_sync_code: code });
      }
      if (status !== account.status && !account.frozen) await this.followAccount(trx, account, status);
      return account;
    });
    if (applied)
      this.notifier.toUser(applied.user_id, INVENTORY_CHANGED, { game: applied.game, accountId: applied.id });
  }

  /**
   * A delivery from the account failed on its side (spec trading-core 4): an expired session needs a re-link
   * (error), a ban or warning blocks it (tempBlocked), anything else asks for a sync (outdatedItems). Its
   * listed items leave the market meanwhile, as after a failed sync. In the caller's transaction; false when
   * nothing changed (the account is frozen, gone, a fleet bot's, or already so).
   */
  async reportTrouble(
    trx: Trx,
    accountId: string,
    status: 'error' | 'tempBlocked' | 'outdatedItems',
  ): Promise<boolean> {
    const account = await this.accounts.lock(trx, accountId);
    // A fleet bot's health is the fleet's business (bots): the site's stock stays on sale.
    if (!account || account.fleet || account.frozen || account.status === status || account.status === 'error')
      return false;
    await this.accounts.update(trx, account.id, { status });
    await this.followAccount(trx, account, status);
    return true;
  }

  /** After the caller commits a change to a seller's account: their open pages refresh it. */
  announce(userId: string, game: GameKey, accountId: string): void {
    this.notifier.toUser(userId, INVENTORY_CHANGED, { game, accountId });
  }

  /**
   * Listed items follow their account: they leave the market while it cannot deliver (a broken session,
   * a ban, items that may be outdated), keeping their prices, and come back once a sync finds it well.
   */
  private async followAccount(trx: Trx, account: GameAccount, status: AccountStatus): Promise<void> {
    const items = await this.items.lockOfAccount(trx, account);
    const parkAs = PARKED_AS[status];
    if (parkAs) await this.selling.park(trx, items, parkAs);
    else if (status === 'success') await this.selling.restore(trx, items, PARKED);
  }

  /**
   * What the game holds now, against what the site knows: new items come in as normal; items no longer
   * in the account leave the inventory (and the market, if listed); items in a deal are never touched.
   */
  private async reconcile(trx: Trx, account: GameAccount, found: GameItem[]): Promise<void> {
    const existing = await this.items.lockOfAccount(trx, account);
    const inGame = new Set(found.map((i) => i.id));
    const gone = existing.filter(
      (i) => i.game_item_id && !inGame.has(i.game_item_id) && !IN_DEAL_STATUSES.has(i.status),
    );
    await this.listings.unlist(
      trx,
      gone.filter((i) => i.status === 'on_sale').map((i) => i.id),
    );
    await this.items.remove(
      trx,
      gone.map((i) => i.id),
    );

    const known = new Set(existing.map((i) => i.game_item_id));
    const incoming = found.filter((item) => !known.has(item.id));
    const definitions = await Promise.all(incoming.map((item) => this.catalog.indexedBySlug(account.game, item.slug)));
    const now = this.clock.now();
    const fresh = incoming.flatMap((item, n) => {
      const definition = definitions[n];
      if (!definition || !isAge(item.age) || !isLevel(item.level)) return [];
      return [
        {
          account_id: account.id,
          user_id: account.user_id,
          game: account.game,
          catalog_item_id: definition.id,
          game_item_id: item.id,
          age: item.age,
          level: item.level,
          flyable: item.flyable,
          rideable: item.rideable,
          chroma: item.chroma,
          status: 'normal' as const,
          acquired_at: now,
        },
      ];
    });
    await this.items.insertNew(trx, fresh);
  }

  /** The seller's linked accounts with item counts and the sync each is running. */
  async accountsOf(userId: string, game: GameKey): Promise<AccountView[]> {
    const accounts = await this.accounts.ofUser(userId, game);
    const counts = await this.items.countsByAccount(accounts.map((a) => a.id));
    return Promise.all(
      accounts.map(async (a) => {
        const flow = a.sync_flow_id ? await this.orchestrator.get(a.sync_flow_id) : undefined;
        const count = counts.get(a.id);
        const sync = flow ? toSyncView(flow, a.id) : null;
        const trading = count?.delivering ? 'marketSell' : count?.quickSelling ? 'fastSell' : null;
        return this.view(a, count?.items ?? 0, count?.onSale ?? 0, sync, trading);
      }),
    );
  }

  /** The seller's syncs of this game's accounts, newest first, with how each ended (codes 500-508). */
  async history(userId: string, game: GameKey): Promise<SyncView[]> {
    const accounts = new Map((await this.accounts.ofUser(userId, game)).map((a) => [a.game_account_id, a.id]));
    const flows = await this.orchestrator.history(userId, 'sync');
    return flows.filter((f) => f.game === game).map((f) => toSyncView(f, accounts.get(f.accountId) ?? null));
  }

  /** While a sync runs the seller sees loading or sync; while the site delivers from it marketSell, in a quick sale fastSell. */
  private view(
    a: GameAccount,
    itemCount: number,
    onSale: number,
    sync: SyncView | null,
    trading: 'marketSell' | 'fastSell' | null = null,
  ): AccountView {
    const next = a.sync_started_at ? new Date(a.sync_started_at.getTime() + SYNC_INTERVAL_MS) : null;
    const shown: AccountStatus =
      sync && sync.state === 'active'
        ? sync.stage === 'searching_bot'
          ? 'loading'
          : 'sync'
        : trading && a.status === 'success'
          ? trading
          : a.status;
    return {
      id: a.id,
      game: a.game,
      nickname: a.nickname,
      status: shown,
      frozen: a.frozen,
      itemCount,
      onSale,
      syncedAt: a.synced_at?.toISOString() ?? null,
      lastSyncCode: a.last_sync_code,
      lastSyncNotes: a.last_sync_notes as SyncNote[],
      nextSyncAt: next && next > this.clock.now() ? next.toISOString() : null,
      sync,
    };
  }

  /** The user's account of this game, locked when asked; anyone else's or a missing one is NOT_FOUND. */
  private async owned(
    executor: Db<InventoryTables> | Trx,
    userId: string,
    game: GameKey,
    accountId: string,
    lock = true,
  ): Promise<GameAccount> {
    const account = lock ? await this.accounts.lock(executor, accountId) : await this.accounts.byId(accountId);
    if (!account || account.user_id !== userId || account.game !== game) throw inventoryErrors.accountNotFound();
    return account;
  }
}

function toSyncView(flow: FlowView, accountId: string | null): SyncView {
  const result = flow.result as SyncResult | null;
  return {
    id: flow.id,
    accountId: accountId ?? '',
    nickname: flow.nickname,
    state: flow.state,
    stage: flow.stage,
    step: flow.step,
    delayed: flow.delayed,
    code: flow.code,
    reason: flow.reason,
    loaded: result?.items ? result.items.length : null,
    notes: result?.notes ?? [],
    cancellable: flow.cancellable,
    createdAt: flow.createdAt.toISOString(),
    endedAt: flow.endedAt?.toISOString() ?? null,
  };
}
