import { inject, injectable } from 'inversify';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { OrdersHistory } from '../orders';
import { QuickSaleHistory } from '../quick-sale';
import { CashoutsService } from '../wallet';
import { TradesHistory } from '../withdrawals';
import type { DeskUserActivity } from './desk.schemas';
import { notFound } from '../../src/platform/errors';

/**
 * What an operator reads to help a user (read-only): the newest page of each of their histories, as the user's own
 * history pages show them; and the one thing an operator does with money from the desk, cancelling a cash-out
 * (spec trading-core 6: cash-outs are cancelled only through support), which refunds it.
 */
@injectable()
export class DeskActivity {
  constructor(
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @inject(OrdersHistory) private readonly orders: OrdersHistory,
    @inject(TradesHistory) private readonly trades: TradesHistory,
    @inject(QuickSaleHistory) private readonly quickSales: QuickSaleHistory,
    @inject(CashoutsService) private readonly cashouts: CashoutsService,
  ) {}

  async of(userId: string): Promise<DeskUserActivity> {
    const user = (await this.users.find([userId])).get(userId);
    if (!user) throw notFound('There is no such user');
    const [purchases, sales, withdrawals, deposits, cashouts] = await Promise.all([
      this.orders.purchases(userId, 1),
      this.orders.sales(userId, 1),
      this.trades.withdrawals(userId, 1),
      this.quickSales.deposits(userId, 1),
      this.cashouts.history(userId, 1),
    ]);
    return {
      user: { id: user.id, name: user.name, registeredAt: user.registeredAt.toISOString() },
      purchases: purchases.rows,
      sales: sales.rows,
      withdrawals: withdrawals.rows,
      deposits: deposits.rows,
      cashouts: cashouts.rows,
    };
  }

  cancelCashout(operatorId: string, cashoutId: string, note: string | undefined) {
    return this.cashouts.decide(
      cashoutId,
      'cancelled',
      `Cancelled by support (operator ${operatorId})${note ? `: ${note}` : ''}`,
    );
  }
}
