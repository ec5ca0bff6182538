import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { OrchestratorService, tradeCodeError, type GameAccountInfo } from '../../bots';
import type { WithdrawalsConfig } from '../../config';
import type { GameKey } from '../../kernel';
import type { Clock } from '../../src/platform/clock';
import { lockForTransaction } from '../../src/platform/db/advisory-lock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { INVENTORY_CHANGED, ItemDeals } from '../inventory-sync';
import { PURCHASE_CHANGED, SettlementService, type PurchaseItemRow } from '../orders';
import { groupIntoTrades, type Deliverable } from './grouping';
import { WithdrawalsRepo } from './withdrawals.repo';
import { withdrawalsErrors } from './withdrawals.errors';
import { TRADE_ENDED_QUEUE } from './withdrawals.queues';
import {
  MM2_TRADE_LEVEL,
  WITHDRAWAL_CHANGED,
  type CreateWithdrawInput,
  type WithdrawalView,
} from './withdrawals.schemas';
import { WithdrawalViews } from './views';
import type { WithdrawalsTables } from './tables';

export const WITHDRAWALS_CONFIG = Symbol.for('withdrawals.Config');

interface Started {
  tradeIds: string[];
  sellers: Array<{ sellerId: string; accountId: string }>;
}

/**
 * createWithdraw (spec trading-core 7, 8): a buyer collects bought items. Each seller account hands its items
 * over in trades of its own (40 items, 10 per slot), which the site runs in that account; they run side by
 * side across accounts, one at a time within one. Starting is one transaction: the items stop expiring, the
 * seller sees them delivering, and the flows start, or nothing happens.
 */
@injectable()
export class WithdrawalsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<WithdrawalsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(WITHDRAWALS_CONFIG) private readonly config: WithdrawalsConfig,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(SettlementService) private readonly settlement: SettlementService,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(WithdrawalsRepo) private readonly repo: WithdrawalsRepo,
    @inject(WithdrawalViews) private readonly views: WithdrawalViews,
  ) {}

  async create(buyerId: string, game: GameKey, input: CreateWithdrawInput): Promise<WithdrawalView[]> {
    const ids = input.all ? 'all' : [...new Set(input.items ?? [])];
    if (ids !== 'all' && !ids.length) throw withdrawalsErrors.notFound();
    await this.orchestrator.checkCanTrade(buyerId, game);
    const recipient = await this.orchestrator.findPlayer(game, input.nickname);
    if (game === 'mm2' && recipient.level < MM2_TRADE_LEVEL)
      throw withdrawalsErrors.levelTooLow(recipient.level, MM2_TRADE_LEVEL);
    const started = await this.db
      .transaction()
      .execute((trx) => this.start(trx, buyerId, game, ids, recipient, input.nickname));
    this.orchestrator.wake();
    this.announce(buyerId, game, started.sellers);
    return this.views.ofTrades(await this.repo.byIds(started.tradeIds));
  }

  /** Retry a trade that failed on the buyer's side (or nobody's): its items still waiting go into a new one. */
  async retry(buyerId: string, game: GameKey, tradeId: string): Promise<WithdrawalView[]> {
    const trade = await this.repo.byId(tradeId);
    if (!trade || trade.buyer_id !== buyerId || trade.game !== game) throw withdrawalsErrors.tradeNotFound();
    const [view] = await this.views.ofTrades([trade]);
    if (!view?.retryable) throw withdrawalsErrors.notRetryable();
    const waiting = view.items.filter((i) => i.status === 'waiting').map((i) => i.id);
    return this.create(buyerId, game, { items: waiting, all: false, nickname: trade.recipient_nickname });
  }

  /** Cancel a trade before the site enters the game (ALREADY_STARTED after); its items wait again. */
  async cancel(buyerId: string, game: GameKey, tradeId: string): Promise<WithdrawalView> {
    const trade = await this.repo.byId(tradeId);
    if (!trade || trade.buyer_id !== buyerId || trade.game !== game) throw withdrawalsErrors.tradeNotFound();
    await this.orchestrator.cancel(trade.flow_id, buyerId);
    return (await this.views.ofTrades([trade]))[0]!;
  }

  private async start(
    trx: Trx,
    buyerId: string,
    game: GameKey,
    ids: string[] | 'all',
    recipient: GameAccountInfo,
    nickname: string,
  ): Promise<Started> {
    await lockForTransaction(trx, `withdrawals:buyer:${buyerId}`);
    const now = this.clock.now();
    const rows = await this.settlement.lockForDelivery(trx, buyerId, game, ids);
    const waiting = rows.filter((r) => r.status === 'waiting' && r.collect_by > now);
    if (ids !== 'all') {
      if (rows.length !== ids.length) throw withdrawalsErrors.notFound();
      if (rows.some((r) => r.status === 'delivering')) throw tradeCodeError(10);
    }
    if (!waiting.length || (ids !== 'all' && waiting.length !== rows.length)) throw withdrawalsErrors.notFound();

    const trades = groupIntoTrades(await this.deliverables(trx, waiting));
    await this.checkLimits(trx, buyerId, trades);

    await this.settlement.startDelivery(
      trx,
      waiting.map((r) => r.id),
    );
    await this.deals.startDelivery(
      trx,
      waiting.map((r) => r.inventory_item_id),
    );
    const tradeIds: string[] = [];
    for (const items of trades) {
      const first = items[0]!;
      const delivery = {
        game,
        userId: buyerId,
        accountId: first.gameAccountId,
        recipient,
        items: items.map((i) => i.gameItemId),
        onEndQueue: TRADE_ENDED_QUEUE,
      };
      // A seller's items leave from their linked account, driven by the site; the site's stock from its bot.
      const flow = first.fleet
        ? await this.orchestrator.startFleetDelivery(delivery, trx)
        : await this.orchestrator.startLinked({ kind: 'withdrawal', ...delivery }, trx);
      const id = randomUUID();
      await this.repo.insert(
        trx,
        {
          id,
          buyer_id: buyerId,
          game,
          flow_id: flow.id,
          seller_id: first.sellerId,
          seller_account_id: first.accountId,
          seller_nickname: first.accountNickname,
          recipient_nickname: recipient.nickname,
          created_at: now,
        },
        items.map((i) => i.purchaseItemId),
      );
      tradeIds.push(id);
    }
    await this.repo.saveRecipient(trx, buyerId, game, nickname, now);
    const sellers = new Map(trades.map((t) => [t[0]!.accountId, t[0]!.sellerId]));
    return { tradeIds, sellers: [...sellers].map(([accountId, sellerId]) => ({ accountId, sellerId })) };
  }

  /** Where each item is. An item the site cannot hand over (no linked account, not loaded by a sync) is code 1. */
  private async deliverables(trx: Trx, rows: PurchaseItemRow[]): Promise<Deliverable[]> {
    const sources = new Map(
      (
        await this.deals.deliverySources(
          trx,
          rows.map((r) => r.inventory_item_id),
        )
      ).map((s) => [s.inventoryItemId, s]),
    );
    return rows.map((r) => {
      const source = sources.get(r.inventory_item_id);
      if (!source?.gameAccountId || !source.gameItemId) throw tradeCodeError(1);
      return {
        purchaseItemId: r.id,
        inventoryItemId: r.inventory_item_id,
        accountId: source.accountId,
        gameAccountId: source.gameAccountId,
        accountNickname: source.accountNickname,
        sellerId: source.sellerId,
        gameItemId: source.gameItemId,
        fleet: source.fleet,
        slot: `${r.item_id}:${JSON.stringify(r.variant)}`,
      };
    });
  }

  /** The limits of spec trading-core 8 (create withdrawal), and trade creation code 4 (too many trades). */
  private async checkLimits(trx: Trx, buyerId: string, trades: Deliverable[][]): Promise<void> {
    const { maxActiveTradesPerUser: maxActive, maxTradesPerRequest, maxQueuedPerSellerAccount } = this.config;
    const active = await this.repo.activeOfBuyer(trx, buyerId);
    if (active >= maxActive) throw withdrawalsErrors.userHasLimit(maxActive);
    if (trades.length > maxTradesPerRequest) throw tradeCodeError(4, { max: maxTradesPerRequest }, 400);
    if (active + trades.length > maxActive)
      throw withdrawalsErrors.userLimitWillBeExceeded(maxActive, active, trades.length);
    const perAccount = new Map<string, number>();
    for (const t of trades) perAccount.set(t[0]!.accountId, (perAccount.get(t[0]!.accountId) ?? 0) + 1);
    const accounts = [...perAccount.keys()].sort();
    for (const account of accounts) await lockForTransaction(trx, `withdrawals:account:${account}`);
    const queued = await this.repo.activeOfAccounts(trx, accounts);
    if (accounts.some((a) => (queued.get(a) ?? 0) + perAccount.get(a)! > maxQueuedPerSellerAccount))
      throw withdrawalsErrors.sellerHasLimit(maxQueuedPerSellerAccount);
  }

  /** After the commit: the buyer's lists, and each seller's account and sales, refresh. */
  private announce(buyerId: string, game: GameKey, sellers: Started['sellers']): void {
    this.notifier.toUser(buyerId, WITHDRAWAL_CHANGED, { game });
    this.notifier.toUser(buyerId, PURCHASE_CHANGED, { role: 'buyer' });
    for (const { sellerId, accountId } of sellers) {
      this.notifier.toUser(sellerId, INVENTORY_CHANGED, { game, accountId });
      this.notifier.toUser(sellerId, PURCHASE_CHANGED, { role: 'seller' });
    }
  }
}
