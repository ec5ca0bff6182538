import { inject, injectable } from 'inversify';
import type { Money } from '../../kernel';
import { OrdersHistory } from '../orders';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_STATUS_OF_TRADE,
  TRADE_STATES_OF_STATUS,
  type HistoryStatus,
  type Paged,
} from '../wallet';
import { WithdrawalsRepo } from './withdrawals.repo';
import type { WithdrawalHistoryRow } from './withdrawals.schemas';

/**
 * The withdrawals table of /profile/history (the deposits table is the quick sale module's).
 */
@injectable()
export class TradesHistory {
  constructor(
    @inject(WithdrawalsRepo) private readonly repo: WithdrawalsRepo,
    @inject(OrdersHistory) private readonly orders: OrdersHistory,
  ) {}

  async withdrawals(buyerId: string, page: number, status?: HistoryStatus): Promise<Paged<WithdrawalHistoryRow>> {
    const { rows, total } = await this.repo.page(
      buyerId,
      status && TRADE_STATES_OF_STATUS[status],
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
          status: HISTORY_STATUS_OF_TRADE[t.state],
          code: t.code,
          createdAt: t.created_at.toISOString(),
        };
      }),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
    };
  }
}

/** The sum of prices in one currency; null when they differ (a trade may carry purchases made in two). */
function sumOf(prices: Money[]): Money | null {
  if (!prices.length || prices.some((p) => p.currency !== prices[0]!.currency)) return null;
  return { amount: prices.reduce((s, p) => s + p.amount, 0), currency: prices[0]!.currency };
}
