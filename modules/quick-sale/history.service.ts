import { inject, injectable } from 'inversify';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_STATUS_OF_TRADE,
  TRADE_STATES_OF_STATUS,
  type HistoryStatus,
  type Paged,
} from '../wallet';
import { QuickSaleRepo } from './quick-sale.repo';
import type { DepositHistoryRow } from './quick-sale.schemas';

/** The deposits table of /profile/history: the user's quick sales (the spec's deposit trades), newest first. */
@injectable()
export class QuickSaleHistory {
  constructor(@inject(QuickSaleRepo) private readonly repo: QuickSaleRepo) {}

  async deposits(userId: string, page: number, status?: HistoryStatus): Promise<Paged<DepositHistoryRow>> {
    const { rows, total } = await this.repo.page(
      userId,
      status && TRADE_STATES_OF_STATUS[status],
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    const items = await this.repo.itemsOf(rows.map((r) => r.id));
    return {
      rows: rows.map((sale) => {
        const finished = sale.state === 'finished';
        const carried = items.filter((i) => i.sale_id === sale.id && (!finished || i.moved));
        return {
          id: sale.id,
          game: sale.game,
          account: sale.account_nickname,
          items: carried.length,
          sum: { amount: Number(finished ? sale.paid_minor : sale.total_minor), currency: sale.currency },
          status: HISTORY_STATUS_OF_TRADE[sale.state],
          code: sale.code,
          createdAt: sale.created_at.toISOString(),
        };
      }),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
    };
  }
}
