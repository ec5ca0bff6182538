import type { Trx } from '../../src/platform/db/database';
import type { Inbox } from '../../src/platform/inbox';
import type { AdventWon } from './advent.schemas';
import type { WonPrize } from './wheel.schemas';

/**
 * A prize the user won (a spin of the wheel, an advent door) is said in the bell (spec accounts-platform 4.9, gifts),
 * in the transaction that gives it.
 */
export function tellPrize(inbox: Inbox, trx: Trx, userId: string, prize: WonPrize | AdventWon): Promise<void> {
  switch (prize.kind) {
    case 'balance':
      return inbox.add(userId, 'prize_balance', { amount: prize.amount, currency: prize.currency }, trx);
    case 'rbx':
      return inbox.add(userId, 'prize_rbx', { amount: prize.amount }, trx);
    case 'pet':
      return inbox.add(userId, 'prize_pet', { items: prize.name, time: prize.collectBy }, trx);
    case 'spin':
      return inbox.add(userId, 'prize_spin', { num: 1 }, trx);
  }
}
