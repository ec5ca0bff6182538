import { inject, injectable } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import { ItemDeals, SyncService } from '../inventory-sync';
import { SettlementService, type PurchaseItemRow } from '../orders';
import { RatingEvents, type RatingEvent } from '../ratings';
import { outcomeOf, type Outcome } from './endings';
import { tellBuyer } from './delivery-notices';
import { WithdrawalsRepo } from './withdrawals.repo';
import { WITHDRAWAL_CHANGED } from './withdrawals.schemas';
import type { TradeRow, WithdrawalsTables } from './tables';

interface Settled {
  trade: TradeRow;
  rows: PurchaseItemRow[];
}

/**
 * A delivery ended (TRADE_ENDED_QUEUE, sent in the bots' ending transaction). Its effect on the deal is one
 * transaction with the trade's own ending, so a replayed job finds the trade ended and does nothing:
 * delivered pays the seller; the seller's fault refunds the buyer at once and marks the seller's account;
 * the buyer's fault (or nobody's) lets the items wait to be collected again. Each tells the ratings why.
 */
@injectable()
export class TradeEndings {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<WithdrawalsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(SettlementService) private readonly settlement: SettlementService,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(SyncService) private readonly accounts: SyncService,
    @inject(RatingEvents) private readonly ratings: RatingEvents,
    @inject(WithdrawalsRepo) private readonly repo: WithdrawalsRepo,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async settle(job: FlowEndedJob): Promise<void> {
    const settled = await this.db.transaction().execute(async (trx) => {
      const trade = await this.repo.lockByFlow(trx, job.flowId);
      if (trade?.state !== 'active') return null;
      const outcome = outcomeOf(job);
      const itemIds = (await this.repo.itemsOf([trade.id], trx)).get(trade.id)!;
      const rows = await this.apply(trx, trade, outcome, itemIds);
      await this.ratings.record(trx, ratingEvents(trade, outcome, rows.length));
      await tellBuyer(this.inbox, trx, trade, outcome, rows);
      await this.repo.finish(trx, trade.id, {
        state: job.state,
        code: job.code,
        cause: job.cause,
        fault: outcome.side === 'seller' || outcome.side === 'buyer' ? outcome.side : null,
        at: this.clock.now(),
      });
      return { trade, rows };
    });
    if (settled) this.announce(settled);
  }

  private async apply(trx: Trx, trade: TradeRow, outcome: Outcome, itemIds: string[]): Promise<PurchaseItemRow[]> {
    switch (outcome.side) {
      case 'delivered':
        return this.settlement.completeIn(trx, itemIds);
      case 'seller':
        // The account first: a sync's ending locks it before its items, and so does this.
        await this.accounts.reportTrouble(trx, trade.seller_account_id, outcome.account);
        return this.settlement.cancelIn(trx, itemIds, 'seller_trouble');
      default: {
        const rows = await this.settlement.resumeWaiting(trx, itemIds);
        await this.deals.stopDelivery(
          trx,
          rows.map((r) => r.inventory_item_id),
        );
        return rows;
      }
    }
  }

  /** After the commit: the buyer's and the seller's open pages refresh. */
  private announce({ trade, rows }: Settled): void {
    this.settlement.announce(rows);
    this.notifier.toUser(trade.buyer_id, WITHDRAWAL_CHANGED, { game: trade.game, tradeId: trade.id });
    this.accounts.announce(trade.seller_id, trade.game, trade.seller_account_id);
  }
}

/** What the ending tells the ratings (spec trading-core 4, "Rating changes"), once per trade and side. */
function ratingEvents(trade: TradeRow, outcome: Outcome, items: number): RatingEvent[] {
  const key = (side: string) => `withdrawal:${trade.id}:${side}`;
  switch (outcome.side) {
    case 'delivered':
      if (!items) return [];
      return [
        { role: 'buyer', reason: 'item_collected', userId: trade.buyer_id, key: key('buyer'), count: items },
        { role: 'seller', reason: 'sale_completed', userId: trade.seller_id, key: key('seller'), count: items },
      ];
    case 'seller':
      return [{ role: 'seller', reason: outcome.rating, userId: trade.seller_id, key: key('seller') }];
    case 'buyer':
      return [{ role: 'buyer', reason: outcome.rating, userId: trade.buyer_id, key: key('buyer') }];
    default:
      return [];
  }
}
