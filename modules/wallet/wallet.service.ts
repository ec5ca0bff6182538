import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { Ledger, SITE, type Entry } from './ledger';
import { TopupsRepo } from './topups.repo';
import { TOPUP_CASHOUT_HOLD_DAYS, type BalanceView } from './wallet.schemas';
import { CURRENCIES, type Currency } from '../../kernel';
import type { Trx } from '../../src/platform/db/database';

/** One item of a purchase as money: what the buyer pays and what the seller's listing asked. */
export interface SaleLine {
  /** Ledger key part unique to this line (the purchase item id). */
  lineId: string;
  sellerId: string;
  /** Charged to the buyer, in the purchase currency. */
  chargeMinor: number;
  /** The listing's price and currency; the seller gets it less the fee. */
  sellerPriceMinor: number;
  sellerCurrency: Currency;
  feeMinor: number;
}

export interface PurchaseCharge {
  purchaseId: string;
  buyerId: string;
  currency: Currency;
  lines: SaleLine[];
  at: Date;
}

/** An exchange's money: the balance the user adds to their items (0 when they add none). */
export interface ExchangeMoney {
  id: string;
  userId: string;
  currency: Currency;
  balance: number;
}

/** An R$ order's price, paid from the balance. */
export interface RbxMoney {
  id: string;
  userId: string;
  currency: Currency;
  price: number;
}

/** A move of an autopurchase's held sum: positive holds more, negative releases. */
export interface AutopurchaseHold {
  autopurchaseId: string;
  userId: string;
  currency: Currency;
  amount: number;
  move: number;
}

const DAY_MS = 86_400_000;

/**
 * The wallet as other modules use it: the money side of buying, delivering and refunding, each a
 * ledger transaction in the caller's database transaction, and balances.
 */
@injectable()
export class WalletService {
  constructor(
    @inject(Ledger) private readonly ledger: Ledger,
    @inject(TopupsRepo) private readonly topups: TopupsRepo,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /**
   * The buyer pays; per item the fee goes to the site's revenue and the seller's share is held until
   * delivery completes. Across currencies the fx accounts take the buyer's currency and give the
   * seller's. INVALID_USER_BALANCE when the buyer's balance does not cover it.
   */
  chargePurchase(trx: Trx, charge: PurchaseCharge): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `purchase:${charge.purchaseId}`,
      kind: 'purchase',
      reference: charge.purchaseId,
      at: charge.at,
      entries: charge.lines.flatMap((line) => saleEntries(charge.buyerId, charge.currency, line, 1)),
    });
  }

  /**
   * Before settling several items in one transaction: locks every user account they move, in the
   * ledger's order, so concurrent settlements and purchases never deadlock.
   */
  lockForSettlement(trx: Trx, items: { buyerId: string; buyerCurrency: Currency; line: SaleLine }[]): Promise<void> {
    return this.ledger.lockUserAccounts(
      trx,
      items.flatMap(({ buyerId, buyerCurrency, line }) => [
        { owner: buyerId, kind: 'available' as const, currency: buyerCurrency },
        { owner: line.sellerId, kind: 'held' as const, currency: line.sellerCurrency },
        { owner: line.sellerId, kind: 'available' as const, currency: line.sellerCurrency },
      ]),
    );
  }

  /** Delivery completed: the seller's held share becomes spendable. */
  releaseSale(trx: Trx, line: SaleLine, at: Date): Promise<boolean> {
    const share = line.sellerPriceMinor - line.feeMinor;
    return this.ledger.post(trx, {
      key: `release:${line.lineId}`,
      kind: 'sale_release',
      reference: line.lineId,
      at,
      entries: [
        { owner: line.sellerId, kind: 'held', currency: line.sellerCurrency, amount: -share },
        { owner: line.sellerId, kind: 'available', currency: line.sellerCurrency, amount: share },
      ],
    });
  }

  /**
   * A quick sale finished: the site pays the seller for the items that moved, from its inventory account.
   * Once per quick sale (its id is the key): a replayed ending pays nothing more.
   */
  payQuickSale(
    trx: Trx,
    sale: { id: string; sellerId: string; currency: Currency; amount: number },
    at: Date,
  ): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `quick_sale:${sale.id}`,
      kind: 'quick_sale',
      reference: sale.id,
      at,
      entries: [
        { owner: SITE, kind: 'inventory', currency: sale.currency, amount: -sale.amount },
        { owner: sale.sellerId, kind: 'available', currency: sale.currency, amount: sale.amount },
      ],
    });
  }

  /**
   * A promotion's prize paid as balance (the fortune wheel, the giveaway, an advent door): from the site's promo
   * expense account to the winner. `key` names the prize, so a replay pays nothing more.
   */
  payPrize(
    trx: Trx,
    prize: { key: string; userId: string; currency: Currency; amount: number },
    at: Date,
  ): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `prize:${prize.key}`,
      kind: 'prize',
      reference: prize.key,
      at,
      entries: [
        { owner: SITE, kind: 'promo_expense', currency: prize.currency, amount: -prize.amount },
        { owner: prize.userId, kind: 'available', currency: prize.currency, amount: prize.amount },
      ],
    });
  }

  /**
   * An exchange starts: the balance the user adds is held (not spendable, not yet the site's) until the trade ends.
   * INVALID_USER_BALANCE when the balance does not cover it.
   */
  holdExchange(trx: Trx, exchange: ExchangeMoney, at: Date): Promise<boolean> {
    return this.moveHeld(
      trx,
      {
        key: `exchange_hold:${exchange.id}`,
        kind: 'exchange_hold',
        reference: exchange.id,
        userId: exchange.userId,
        currency: exchange.currency,
        amount: exchange.balance,
      },
      at,
    );
  }

  /**
   * The exchange's trade moved everything: the held balance goes to the site's inventory account, and the site pays
   * the change (when the user's items were worth more) out of it. Once per exchange.
   */
  settleExchange(trx: Trx, exchange: ExchangeMoney & { change: number }, at: Date): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `exchange:${exchange.id}`,
      kind: 'exchange',
      reference: exchange.id,
      at,
      entries: [
        { owner: exchange.userId, kind: 'held', currency: exchange.currency, amount: -exchange.balance },
        { owner: SITE, kind: 'inventory', currency: exchange.currency, amount: exchange.balance - exchange.change },
        { owner: exchange.userId, kind: 'available', currency: exchange.currency, amount: exchange.change },
      ],
    });
  }

  /** The exchange's trade did not happen: the held balance is spendable again. Once per exchange. */
  releaseExchange(trx: Trx, exchange: ExchangeMoney, at: Date): Promise<boolean> {
    return this.moveHeld(
      trx,
      {
        key: `exchange_release:${exchange.id}`,
        kind: 'exchange_release',
        reference: exchange.id,
        userId: exchange.userId,
        currency: exchange.currency,
        amount: -exchange.balance,
      },
      at,
    );
  }

  /**
   * An R$ order: its price is held out of the available balance until the R$ are delivered (INVALID_USER_BALANCE
   * when the balance does not cover it). Once per order.
   */
  holdRbx(trx: Trx, order: RbxMoney, at: Date): Promise<boolean> {
    return this.moveHeld(
      trx,
      {
        key: `rbx_hold:${order.id}`,
        kind: 'rbx_hold',
        reference: order.id,
        userId: order.userId,
        currency: order.currency,
        amount: order.price,
      },
      at,
    );
  }

  /** The R$ reached the player: the held price is the site's R$ revenue. Once per order. */
  chargeRbx(trx: Trx, order: RbxMoney, at: Date): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `rbx:${order.id}`,
      kind: 'rbx',
      reference: order.id,
      at,
      entries: [
        { owner: order.userId, kind: 'held', currency: order.currency, amount: -order.price },
        { owner: SITE, kind: 'rbx_revenue', currency: order.currency, amount: order.price },
      ],
    });
  }

  /** The delivery failed: the held price is spendable again. Once per order. */
  releaseRbx(trx: Trx, order: RbxMoney, at: Date): Promise<boolean> {
    return this.moveHeld(
      trx,
      {
        key: `rbx_release:${order.id}`,
        kind: 'rbx_release',
        reference: order.id,
        userId: order.userId,
        currency: order.currency,
        amount: -order.price,
      },
      at,
    );
  }

  /**
   * Before an autopurchase's fill posts twice (its hold released, then the purchase charged): locks the buyer's and
   * the sellers' accounts the two touch, in the ledger's order, so the fill never deadlocks with a settlement.
   */
  lockForAutopurchaseFill(
    trx: Trx,
    fill: { buyerId: string; currency: Currency; sellers: { sellerId: string; sellerCurrency: Currency }[] },
  ): Promise<void> {
    return this.ledger.lockUserAccounts(trx, [
      { owner: fill.buyerId, kind: 'available', currency: fill.currency },
      { owner: fill.buyerId, kind: 'held', currency: fill.currency },
      ...fill.sellers.map((s) => ({ owner: s.sellerId, kind: 'held' as const, currency: s.sellerCurrency })),
    ]);
  }

  /**
   * An autopurchase's held sum moves: a positive amount is held out of the available balance (creating it, raising
   * its price or quantity: INVALID_USER_BALANCE when the balance does not cover it), a negative one is spendable
   * again (a fill, lowering, cancelling, expiring). `move` numbers one autopurchase's moves: a replay posts nothing.
   */
  moveAutopurchaseHold(trx: Trx, hold: AutopurchaseHold, at: Date): Promise<boolean> {
    if (hold.amount === 0) return Promise.resolve(false);
    return this.moveHeld(
      trx,
      {
        key: `autopurchase:${hold.autopurchaseId}:${hold.move}`,
        kind: hold.amount > 0 ? 'autopurchase_hold' : 'autopurchase_release',
        reference: hold.autopurchaseId,
        userId: hold.userId,
        currency: hold.currency,
        amount: hold.amount,
      },
      at,
    );
  }

  /**
   * Moves a user's money between spendable and held in one ledger transaction: a positive amount holds
   * (INVALID_USER_BALANCE when the balance does not cover it), a negative one releases. Once per key.
   */
  private moveHeld(
    trx: Trx,
    move: { key: string; kind: string; reference: string; userId: string; currency: Currency; amount: number },
    at: Date,
  ): Promise<boolean> {
    return this.ledger.post(trx, {
      key: move.key,
      kind: move.kind,
      reference: move.reference,
      at,
      entries: [
        { owner: move.userId, kind: 'available', currency: move.currency, amount: -move.amount },
        { owner: move.userId, kind: 'held', currency: move.currency, amount: move.amount },
      ],
    });
  }

  /** The deal is off: the buyer gets the charge back, the seller's held share and the fee are undone. */
  refundSale(trx: Trx, buyerId: string, buyerCurrency: Currency, line: SaleLine, at: Date): Promise<boolean> {
    return this.ledger.post(trx, {
      key: `refund:${line.lineId}`,
      kind: 'purchase_refund',
      reference: line.lineId,
      at,
      entries: saleEntries(buyerId, buyerCurrency, line, -1),
    });
  }

  async balance(userId: string): Promise<BalanceView> {
    const since = new Date(this.clock.now().getTime() - TOPUP_CASHOUT_HOLD_DAYS * DAY_MS);
    const [balances, recent] = await Promise.all([
      this.ledger.balances(userId),
      this.topups.creditedSince(userId, since),
    ]);
    const cashoutAvailable = Object.fromEntries(
      CURRENCIES.map((c) => [c, Math.max(0, balances.available[c] - (recent[c] ?? 0))]),
    );
    return { ...balances, cashoutAvailable: cashoutAvailable as BalanceView['cashoutAvailable'] };
  }
}

/** The postings of one sold item; sign -1 undoes them. */
function saleEntries(buyerId: string, buyerCurrency: Currency, line: SaleLine, sign: 1 | -1): Entry[] {
  const s = (amount: number) => sign * amount;
  return [
    { owner: buyerId, kind: 'available', currency: buyerCurrency, amount: s(-line.chargeMinor) },
    { owner: SITE, kind: 'fx', currency: buyerCurrency, amount: s(line.chargeMinor) },
    { owner: SITE, kind: 'fx', currency: line.sellerCurrency, amount: s(-line.sellerPriceMinor) },
    {
      owner: line.sellerId,
      kind: 'held',
      currency: line.sellerCurrency,
      amount: s(line.sellerPriceMinor - line.feeMinor),
    },
    { owner: SITE, kind: 'fee_revenue', currency: line.sellerCurrency, amount: s(line.feeMinor) },
  ];
}
