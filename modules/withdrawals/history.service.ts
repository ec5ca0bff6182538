import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import type { Money } from '../../kernel';
import { OrdersHistory } from '../orders';
import { HISTORY_PAGE_SIZE, type HistoryStatus, type Paged } from '../wallet';
import { WithdrawalsRepo } from './withdrawals.repo';
import type { DepositHistoryRow, WithdrawalHistoryRow } from './withdrawals.schemas';
import type { TradeState } from './tables';

/** The spec's history statuses (trading-core 3) over a trade's states. */
const STATES_OF: Record<HistoryStatus, TradeState[]> = {
  created: [],
  delivery: ['active'],
  paid: ['finished'],
  failed: ['failed', 'expired', 'cancelled'],
  on_check: [],
};
const STATUS_OF: Record<TradeState, HistoryStatus> = {
  active: 'delivery',
  finished: 'paid',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'failed',
};

/**
 * The withdrawals and deposits tables of /profile/history. Deposits are quick sales (the spec's deposit
 * trades): the user's quick-sale flows, read from the bots until quick sale keeps records of its own.
 */
@injectable()
export class TradesHistory {
  constructor(
    @inject(WithdrawalsRepo) private readonly repo: WithdrawalsRepo,
    @inject(OrdersHistory) private readonly orders: OrdersHistory,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
  ) {}

  async withdrawals(buyerId: string, page: number, status?: HistoryStatus): Promise<Paged<WithdrawalHistoryRow>> {
    const { rows, total } = await this.repo.page(
      buyerId,
      status && STATES_OF[status],
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    const itemIds = await this.repo.itemsOf(rows.map((r) => r.id));
    const items = new Map((await this.orders.byIds([...itemIds.values()].flat())).map((i) => [i.id, i]));
    return {
      rows: rows.map((t) => {
        const carried = (itemIds.get(t.id) ?? []).flatMap((id) => items.get(id) ?? []);
        return {
          id: t.id,
          game: t.game,
          account: t.recipient_nickname,
          items: carried.map((i) => i.name),
          sum: sumOf(carried.map((i) => i.price)),
          status: STATUS_OF[t.state],
          code: t.code,
          createdAt: t.created_at.toISOString(),
        };
      }),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
    };
  }

  async deposits(userId: string, page: number, status?: HistoryStatus): Promise<Paged<DepositHistoryRow>> {
    const flows = (await this.orchestrator.history(userId, 'quick_sale', 1000)).filter(
      (f) => !status || STATES_OF[status].includes(f.state),
    );
    const start = (page - 1) * HISTORY_PAGE_SIZE;
    return {
      rows: flows.slice(start, start + HISTORY_PAGE_SIZE).map((f) => ({
        id: f.id,
        game: f.game,
        account: f.nickname,
        items: Array.isArray(f.result)
          ? 0
          : ((f.result as { movedItemIds?: string[] } | null)?.movedItemIds?.length ?? 0),
        status: STATUS_OF[f.state],
        code: f.code,
        createdAt: f.createdAt.toISOString(),
      })),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total: flows.length,
    };
  }
}

/** The sum of prices in one currency; null when they differ (a trade may carry purchases made in two). */
function sumOf(prices: Money[]): Money | null {
  if (!prices.length || prices.some((p) => p.currency !== prices[0]!.currency)) return null;
  return { amount: prices.reduce((s, p) => s + p.amount, 0), currency: prices[0]!.currency };
}
