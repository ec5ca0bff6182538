import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import { CatalogService, sellerReceives, type Currency, type GameKey, type PurchaseRequest, type TakenForPurchase } from '../catalog';
import { ItemDeals } from '../inventory-sync';
import { WalletService } from '../wallet';
import { PLATFORM_SERVICE, type PlatformService } from '../platform';
import { PurchasesRepo } from './purchases.repo';
import { ordersErrors } from './orders.errors';
import { COLLECT_MINUTES, PURCHASE_CHANGED, type BuyInput, type BuyResult } from './orders.schemas';
import { PURCHASE_EXPIRY_QUEUE } from './orders.jobs';
import { toPurchasedView } from './views';
import type { OrdersTables } from './tables';

type BuyLine = BuyInput['items'][number];

/** Nothing could be taken for a line: said after the rollback, when the reason is looked up. */
class ShortLine extends Error {
  constructor(readonly line: BuyLine, readonly taken: number) {
    super('short');
  }
}

/**
 * Buying (spec trading-core 4, 5, 8): take the listings off the market, put the items into the
 * deal, record the purchase, charge the buyer and schedule its expiry, all in one transaction.
 * Two buyers can never get the same item, and a failed step leaves nothing behind.
 */
@injectable()
export class OrdersService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<OrdersTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(CatalogService) private readonly catalog: CatalogService,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(PLATFORM_SERVICE) private readonly platform: PlatformService,
    @inject(PurchasesRepo) private readonly purchases: PurchasesRepo,
  ) {}

  async buy(buyerId: string, game: GameKey, input: BuyInput): Promise<BuyResult> {
    if (!(await this.platform.isServiceUp(game, 'sales'))) throw ordersErrors.techWorks();
    const currency = input.currency as Currency;
    const request = toPurchaseRequest(input.items);
    try {
      const result = await this.db.transaction().execute((trx) => this.buyIn(trx, buyerId, game, currency, input.items, request));
      for (const sellerId of new Set(result.sellers)) this.notifier.toUser(sellerId, PURCHASE_CHANGED, { role: 'seller' });
      this.notifier.toUser(buyerId, PURCHASE_CHANGED, { role: 'buyer', purchaseId: result.view.purchaseId });
      return result.view;
    } catch (err) {
      if (err instanceof ShortLine) throw await this.whyShort(buyerId, game, err);
      throw err;
    }
  }

  private async buyIn(trx: Transaction<any>, buyerId: string, game: GameKey, currency: Currency, lines: BuyLine[], request: PurchaseRequest) {
    const taken = await this.catalog.takeForPurchase(trx, buyerId, game, request, currency);
    const assigned = assignToLines(lines, taken);
    checkPrices(assigned);
    await this.deals.takeSold(trx, taken.map((t) => t.inventoryItemId));

    const now = this.clock.now();
    const collectBy = new Date(now.getTime() + COLLECT_MINUTES * 60_000);
    const purchaseId = randomUUID();
    const items = taken.map((t) => ({
      id: randomUUID(), buyer_id: buyerId, seller_id: t.sellerId, game, inventory_item_id: t.inventoryItemId, card_id: t.cardId,
      item_id: t.itemId, name: t.name, slug: t.slug, variant: t.variant, price_minor: t.charge, currency,
      base_cents: t.baseCents, seller_price_minor: t.sellerPrice.amount, seller_currency: t.sellerPrice.currency,
      fee_minor: t.sellerPrice.amount - sellerReceives(t.sellerPrice.amount, t.sellerPrice.currency), status: 'waiting' as const,
      created_at: now, collect_by: collectBy,
    }));
    const total = taken.reduce((sum, t) => sum + t.charge, 0);
    const rows = await this.purchases.insert(trx, { id: purchaseId, buyerId, game, currency, totalMinor: total, createdAt: now, collectBy, items });
    await this.wallet.chargePurchase(trx, {
      purchaseId, buyerId, currency, at: now,
      lines: items.map((i) => ({
        lineId: i.id, sellerId: i.seller_id, chargeMinor: i.price_minor, sellerPriceMinor: i.seller_price_minor,
        sellerCurrency: i.seller_currency, feeMinor: i.fee_minor,
      })),
    });
    await this.jobs.send(PURCHASE_EXPIRY_QUEUE, { purchaseId }, { startAfter: collectBy, trx });
    return {
      view: { purchaseId, total: { amount: total, currency }, items: rows.map(toPurchasedView) },
      sellers: taken.map((t) => t.sellerId),
    };
  }

  /** Why a line came up short: the buyer's own listing, gone, or not enough in stock. */
  private async whyShort(buyerId: string, game: GameKey, short: ShortLine) {
    const { line } = short;
    const own = await this.catalog.ownListings(buyerId, game, toPurchaseRequest([line]));
    if (line.offerId) return own.offerIds.has(line.offerId) ? ordersErrors.ownProduct({ offerId: line.offerId }) : ordersErrors.notFound({ offerId: line.offerId });
    if (short.taken === 0 && own.cardIds.has(line.cardId!)) return ordersErrors.ownProduct({ cardId: line.cardId });
    return short.taken === 0 ? ordersErrors.notFound({ cardId: line.cardId }) : ordersErrors.noneInStock(line.cardId!, short.taken);
  }
}

function toPurchaseRequest(lines: BuyLine[]): PurchaseRequest {
  const cards = new Map<number, number>();
  for (const l of lines) if (l.cardId != null) cards.set(l.cardId, (cards.get(l.cardId) ?? 0) + l.quantity);
  return {
    cards: [...cards].map(([cardId, quantity]) => ({ cardId, quantity })),
    offerIds: [...new Set(lines.flatMap((l) => (l.offerId ? [l.offerId] : [])))],
  };
}

/** Hands the taken listings to the lines that asked for them; a line left short stops the purchase. */
function assignToLines(lines: BuyLine[], taken: TakenForPurchase[]): { line: BuyLine; items: TakenForPurchase[] }[] {
  const byOffer = new Map(taken.map((t) => [t.inventoryItemId, t]));
  const byCard = new Map<number, TakenForPurchase[]>();
  for (const t of taken) byCard.set(t.cardId, [...(byCard.get(t.cardId) ?? []), t]);
  const used = new Set<string>();
  return lines.map((line) => {
    if (line.offerId) {
      const offer = byOffer.get(line.offerId);
      if (!offer || used.has(offer.inventoryItemId)) throw new ShortLine(line, 0);
      used.add(offer.inventoryItemId);
      return { line, items: [offer] };
    }
    const items = (byCard.get(line.cardId!) ?? []).filter((t) => !used.has(t.inventoryItemId)).slice(0, line.quantity);
    if (items.length < line.quantity) throw new ShortLine(line, items.length);
    for (const t of items) used.add(t.inventoryItemId);
    return { line, items };
  });
}

/** PRICES_HAVE_CHANGED when anything costs more than the buyer saw; the new prices come along. */
function checkPrices(assigned: { line: BuyLine; items: TakenForPurchase[] }[]): void {
  const changes = assigned.flatMap(({ line, items }) => {
    const dearest = Math.max(...items.map((t) => t.charge));
    return dearest > line.price ? [{ cardId: line.cardId, offerId: line.offerId, price: dearest }] : [];
  });
  if (changes.length) throw ordersErrors.pricesChanged(changes);
}

