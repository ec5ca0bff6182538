import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import { RatingsService } from '../ratings';
import { PurchaseTaking, type TakenForPurchase } from '../market';
import { assignToLines, checkPrices, ShortLine, toPurchaseRequest, whyShort } from './purchase-lines';
import { ordersErrors } from './orders.errors';
import { CART_MAX_ITEMS, RESERVATION_MINUTES, type BuyInput, type ReservedItemView } from './orders.schemas';
import type { OrdersTables } from './tables';
import type { Currency, GameKey } from '../../kernel';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

const toView = (t: TakenForPurchase, currency: Currency): ReservedItemView => ({
  offerId: t.inventoryItemId,
  cardId: t.cardId,
  name: t.name,
  slug: t.slug,
  art: t.art,
  variant: t.variant,
  price: { amount: t.charge, currency },
  reservedUntil: t.reservedUntil!.toISOString(),
});

/**
 * Cart reservation (behind the cartReservation flag): the cart's items are held for the buyer for
 * 10 minutes before paying; nobody else can buy them meanwhile. Paying is an ordinary buy of the
 * held offers. The same errors as a buy: gone, own items, not enough stock, prices changed.
 */
@injectable()
export class ReservationService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<OrdersTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(PurchaseTaking) private readonly market: PurchaseTaking,
    @inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  async reserve(buyerId: string, game: GameKey, input: BuyInput): Promise<{ items: ReservedItemView[] }> {
    this.requireFlag();
    await this.ratings.assertCanBuy(buyerId);
    const currency = input.currency;
    const now = this.clock.now();
    const held = await this.market.reservationsOf(buyerId, game, currency, now);
    const asked = input.items.reduce((n, l) => n + l.quantity, 0);
    if (held.length + asked > CART_MAX_ITEMS) throw ordersErrors.tooManyReserved(CART_MAX_ITEMS);
    const request = toPurchaseRequest(input.items);
    const until = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    try {
      await this.db.transaction().execute(async (trx) => {
        const taken = await this.market.reserveForBuyer(trx, buyerId, game, request, currency, now, until);
        checkPrices(assignToLines(input.items, taken));
      });
    } catch (err) {
      if (err instanceof ShortLine) throw await whyShort(this.market, buyerId, game, err);
      throw err;
    }
    return this.list(buyerId, game, currency);
  }

  async list(buyerId: string, game: GameKey, currency: Currency): Promise<{ items: ReservedItemView[] }> {
    this.requireFlag();
    const held = await this.market.reservationsOf(buyerId, game, currency, this.clock.now());
    return { items: held.map((t) => toView(t, currency)) };
  }

  async release(buyerId: string, game: GameKey): Promise<{ released: number }> {
    this.requireFlag();
    return { released: await this.market.releaseReservations(buyerId, game) };
  }

  private requireFlag(): void {
    if (!this.operations.flags().cartReservation) throw ordersErrors.reservationOff();
  }
}
