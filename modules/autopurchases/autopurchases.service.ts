import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { retryOnConflict } from '../../src/platform/db/retry';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import type { Currency, GameKey } from '../../kernel';
import { RatesService, checkPrice, parsePrice, toCurrency } from '../catalog';
import { CardBook, PriceRulesService } from '../market';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';
import { RatingsService } from '../ratings';
import { WalletService } from '../wallet';
import { autopurchasesErrors } from './autopurchases.errors';
import { AutopurchasesRepo, type Tx } from './autopurchases.repo';
import {
  AUTOPURCHASE_CHANGED,
  AUTOPURCHASE_DAYS,
  AUTOPURCHASES_ACTIVE_MAX,
  ORDER_BOOK_DEPTH,
  type AutopurchaseView,
  type BookLevel,
  type CreateAutopurchaseInput,
  type OrderBook,
  type UpdateAutopurchaseInput,
} from './autopurchases.schemas';
import { limitCents } from './limit';
import { AutopurchaseMatching } from './matching.service';
import type { AutopurchaseRow, AutopurchasesTables } from './tables';
import { toAutopurchaseView } from './views';

const DAY_MS = 86_400_000;

/**
 * Autopurchases (spec trading-core 1, 2, 3, 5): a buyer's standing order for a variant at a price per piece, for a
 * quantity. Its sum is held on the balance while it is open; editing it moves the hold, cancelling or its end
 * releases the rest. Every change locks the row and moves the hold in one transaction, then the card is matched
 * against the listings on sale (AutopurchaseMatching).
 */
@injectable()
export class AutopurchasesService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<AutopurchasesTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(AutopurchasesRepo) private readonly repo: AutopurchasesRepo,
    @inject(CardBook) private readonly cards: CardBook,
    @inject(PriceRulesService) private readonly priceRules: PriceRulesService,
    @inject(RatesService) private readonly rates: RatesService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(RatingsService) private readonly ratings: RatingsService,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(AutopurchaseMatching) private readonly matching: AutopurchaseMatching,
  ) {}

  async create(buyerId: string, game: GameKey, input: CreateAutopurchaseInput): Promise<AutopurchaseView> {
    if (!(await this.operations.isServiceUp(game, 'sales'))) throw autopurchasesErrors.techWorks();
    // Spec trading-core 6: a buyer ban blocks buying, standing orders included.
    await this.ratings.assertCanBuy(buyerId);
    const currency = input.currency as Currency;
    const id = randomUUID();
    const row = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        await this.repo.lockBuyer(trx, buyerId);
        if ((await this.repo.activeCount(trx, buyerId)) >= AUTOPURCHASES_ACTIVE_MAX)
          throw autopurchasesErrors.tooMany(AUTOPURCHASES_ACTIVE_MAX);
        const cardId = await this.cards.cardFor(trx, game, input.itemId, input.variant);
        const price = await this.checkedPrice(
          trx,
          { itemId: input.itemId, variant: input.variant },
          currency,
          input.price,
        );
        const now = this.clock.now();
        const held = price.minor * input.quantity;
        await this.repo.insert(trx, {
          id,
          buyer_id: buyerId,
          game,
          card_id: cardId,
          item_id: input.itemId,
          currency,
          price_minor: price.minor,
          limit_cents: price.limitCents,
          quantity: input.quantity,
          held_minor: held,
          hold_moves: 1,
          status: 'active',
          created_at: now,
          updated_at: now,
          expires_at: new Date(now.getTime() + AUTOPURCHASE_DAYS * DAY_MS),
        });
        // INVALID_USER_BALANCE when the balance does not cover the sum: nothing is left behind.
        await this.moveHold(trx, { id, buyer_id: buyerId, currency, hold_moves: 0 }, held, now);
        return (await this.repo.byId(id, trx))!;
      }),
    );
    return this.afterChange(row);
  }

  async update(buyerId: string, id: string, input: UpdateAutopurchaseInput): Promise<AutopurchaseView> {
    const row = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        const current = await this.activeOwn(trx, id, buyerId);
        const currency = current.currency;
        const price =
          input.price === undefined
            ? { minor: Number(current.price_minor), limitCents: Number(current.limit_cents) }
            : await this.checkedPrice(trx, await this.variantOf(current), currency, input.price);
        const quantity = input.quantity ?? current.quantity;
        if (quantity < current.filled) throw autopurchasesErrors.quantityBelowFilled(current.filled);
        const now = this.clock.now();
        const held = price.minor * (quantity - current.filled);
        await this.moveHold(trx, current, held - Number(current.held_minor), now);
        return this.repo.update(trx, id, {
          price_minor: price.minor,
          limit_cents: price.limitCents,
          quantity,
          held_minor: held,
          hold_moves: current.hold_moves + 1,
          status: quantity === current.filled ? 'filled' : 'active',
          ended_at: quantity === current.filled ? now : null,
          updated_at: now,
        });
      }),
    );
    return this.afterChange(row);
  }

  /** Cancels an open autopurchase: what is still held for it is spendable again; what it bought stays bought. */
  async cancel(buyerId: string, id: string): Promise<AutopurchaseView> {
    const row = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        const current = await this.activeOwn(trx, id, buyerId);
        return this.end(trx, current, 'cancelled');
      }),
    );
    return this.afterChange(row);
  }

  /** Ends the autopurchases past their end (AUTOPURCHASE_DAYS) and releases their rest; how many ended. */
  async expireDue(): Promise<number> {
    let ended = 0;
    for (const id of await this.repo.due(this.clock.now(), 500)) {
      const row = await retryOnConflict(() =>
        this.db.transaction().execute(async (trx) => {
          const current = await this.repo.lock(trx, id);
          if (current?.status !== 'active' || current.expires_at > this.clock.now()) return null;
          return this.end(trx, current, 'expired');
        }),
      );
      if (row) {
        ended++;
        this.notifier.toUser(row.buyer_id, AUTOPURCHASE_CHANGED, { id: row.id });
      }
    }
    return ended;
  }

  async list(buyerId: string, game: GameKey, active: boolean): Promise<AutopurchaseView[]> {
    return this.views(await this.repo.ofBuyer(buyerId, game, active));
  }

  /** A card's order book in a currency: the cheapest asks and the best bids, ORDER_BOOK_DEPTH levels each. */
  async book(cardId: number, currency: Currency): Promise<OrderBook> {
    const now = this.clock.now();
    const [asks, bids, rates] = await Promise.all([
      this.cards.asks(cardId, currency, ORDER_BOOK_DEPTH, now),
      this.repo.bids(cardId, now),
      this.rates.currentRates(),
    ]);
    // Bids in other currencies are shown at what they are worth in the viewer's (through US cents).
    const levels = new Map<number, number>();
    for (const b of bids) {
      const amount =
        b.currency === currency
          ? b.price_minor
          : toCurrency(limitCents(b.price_minor, b.currency, rates), currency, rates);
      levels.set(amount, (levels.get(amount) ?? 0) + b.wanted);
    }
    const bidLevels: BookLevel[] = [...levels]
      .sort((a, b) => b[0] - a[0])
      .slice(0, ORDER_BOOK_DEPTH)
      .map(([amount, quantity]) => ({ price: { amount, currency }, quantity }));
    return { cardId, asks, bids: bidLevels };
  }

  private async afterChange(row: AutopurchaseRow): Promise<AutopurchaseView> {
    this.notifier.toUser(row.buyer_id, AUTOPURCHASE_CHANGED, { id: row.id });
    // A new or dearer order may cross listings already on sale: they are bought now, before the answer.
    if (row.status === 'active') await this.matching.match(row.card_id);
    const fresh = (await this.repo.byId(row.id)) ?? row;
    return (await this.views([fresh]))[0]!;
  }

  private async views(rows: AutopurchaseRow[]): Promise<AutopurchaseView[]> {
    const [cards, spent] = await Promise.all([
      this.cards.facts(rows.map((r) => r.card_id)),
      this.repo.spent(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => toAutopurchaseView(r, cards.get(r.card_id), spent.get(r.id) ?? 0));
  }

  private async activeOwn(trx: Tx, id: string, buyerId: string): Promise<AutopurchaseRow> {
    const row = await this.repo.lock(trx, id, buyerId);
    if (!row) throw autopurchasesErrors.notFound();
    if (row.status !== 'active') throw autopurchasesErrors.ended();
    return row;
  }

  private async end(trx: Tx, row: AutopurchaseRow, status: 'cancelled' | 'expired'): Promise<AutopurchaseRow> {
    const now = this.clock.now();
    await this.moveHold(trx, row, -Number(row.held_minor), now);
    return this.repo.update(trx, row.id, {
      held_minor: 0,
      hold_moves: row.hold_moves + 1,
      status,
      ended_at: now,
      updated_at: now,
    });
  }

  private moveHold(
    trx: Tx,
    row: Pick<AutopurchaseRow, 'id' | 'buyer_id' | 'currency' | 'hold_moves'>,
    amount: number,
    at: Date,
  ): Promise<boolean> {
    return this.wallet.moveAutopurchaseHold(
      trx,
      { autopurchaseId: row.id, userId: row.buyer_id, currency: row.currency, amount, move: row.hold_moves },
      at,
    );
  }

  /** The price typed, checked against the item's bounds in the currency as a listing's is (MIN/MAX/UNSAFE_NUMBER). */
  private async checkedPrice(
    trx: Tx,
    ref: { itemId: number; variant: CreateAutopurchaseInput['variant'] },
    currency: Currency,
    typed: number | string,
  ): Promise<{ minor: number; limitCents: number }> {
    const minor = parsePrice(typed, 'price');
    const [rules] = await this.priceRules.priceRules([ref], currency, trx);
    if (!rules) throw autopurchasesErrors.noPrice('price');
    checkPrice(minor, currency, { min: rules.bounds.min.amount, max: rules.bounds.max.amount }, 'price');
    return { minor, limitCents: limitCents(minor, currency, await this.rates.currentRates(trx)) };
  }

  private async variantOf(row: AutopurchaseRow) {
    const card = (await this.cards.facts([row.card_id])).get(row.card_id);
    return { itemId: row.item_id, variant: card!.variant };
  }
}
