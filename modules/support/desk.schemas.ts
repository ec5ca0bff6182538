import * as yup from 'yup';
import { MESSAGE as MSG } from '../../kernel';
import type { PurchasedItemView, SaleView } from '../orders/orders.schemas';
import type { DepositHistoryRow } from '../quick-sale/quick-sale.schemas';
import type { CashoutView } from '../wallet/wallet.schemas';
import type { WithdrawalHistoryRow } from '../withdrawals/withdrawals.schemas';
import type { QuestionView } from './questions.schemas';

/** GET /api/support/desk/access: whether the signed-in user works the operators' desk. */
export interface DeskAccess {
  operator: boolean;
}

/** A question as the desk sees it: whose it is and who took it. */
export interface DeskQuestionView extends QuestionView {
  userId: string | null;
  operatorId: string | null;
}

/**
 * GET /api/support/desk/users/{id}/activity: what an operator reads to help a user (read-only): the newest page of
 * their purchases, sales, withdrawal trades, quick sales and cash-outs, as the user's own history shows them.
 */
export interface DeskUserActivity {
  user: { id: string; name: string; registeredAt: string };
  purchases: PurchasedItemView[];
  sales: SaleView[];
  withdrawals: WithdrawalHistoryRow[];
  deposits: DepositHistoryRow[];
  cashouts: CashoutView[];
}

/** A user's or a cash-out's id in a desk address. */
export const deskIdParamsSchema = yup.object({ id: yup.string().required(MSG.required).uuid(MSG.invalidValue) });
/** Cancelling a cash-out from the desk (spec: cash-outs are cancelled only through support); a note for the record. */
export const deskCashoutCancelSchema = yup.object({ note: yup.string().optional().max(500, MSG.tooLong) });
