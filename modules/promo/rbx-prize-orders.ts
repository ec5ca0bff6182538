import type { Trx } from '../../src/platform/db/database';
import type { GameKey } from '../../kernel';

/**
 * What promotions need of R$ orders: an order of an R$ prize, paid by nobody, delivered to the winner's game pass
 * like any R$ order; once per prize (`promoUseId`). The R$ module provides it (bound in promo's index).
 */
export interface RbxPrizeOrders {
  orderPrize(
    trx: Trx,
    prize: { userId: string; game: GameKey; amount: number; nickname: string; passId: string; promoUseId: string },
  ): Promise<{ orderId: string }>;
}

export const RBX_PRIZE_ORDERS = Symbol.for('promo.RbxPrizeOrders');
