import { inject, injectable } from 'inversify';
import { HISTORY_PAGE_SIZE, type HistoryStatus, type Paged } from '../wallet';
import { RbxRepo } from './rbx.repo';
import { HISTORY_STATUS_OF_RBX, RBX_STATES_OF_STATUS, type RbxHistoryRow } from './rbx.schemas';

/** The R$ table of /profile/history: the user's R$ orders, newest first. */
@injectable()
export class RbxHistory {
  constructor(@inject(RbxRepo) private readonly repo: RbxRepo) {}

  async orders(userId: string, page: number, status?: HistoryStatus): Promise<Paged<RbxHistoryRow>> {
    const { rows, total } = await this.repo.page(
      userId,
      status && RBX_STATES_OF_STATUS[status],
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    return {
      rows: rows.map((o) => ({
        id: o.id,
        game: o.game,
        method: o.method,
        amount: o.amount,
        account: o.nickname,
        sum: o.price_minor !== null && o.currency ? { amount: Number(o.price_minor), currency: o.currency } : null,
        status: HISTORY_STATUS_OF_RBX[o.state],
        failure: o.failure,
        createdAt: o.created_at.toISOString(),
      })),
      page,
      pageSize: HISTORY_PAGE_SIZE,
      total,
    };
  }
}
