import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { tradeWorldForFile } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser } from '../support/users';
import { userIdOf } from '../support/wallet';

/**
 * Spec trading-core 3 statistics: a seller's sales, income and successful-deal percentage per month; a buyer's
 * purchases, most expensive item and successful-purchase percentage per month. Computed from the purchase items as
 * the trade loop leaves them (here written as it would, across months, to check the months and the shares).
 */
describe('statistics: per month, from the trade records', () => {
  const clock = new TestClock();
  const files = tradeWorldForFile({ clock });

  /** A purchase item as orders records it, `monthsBack` months before this one (on its 10th), in a status. */
  async function deal(buyerId: string, sellerId: string, monthsBack: number, status: string, priceCents: number) {
    const now = clock.now();
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 10, 12));
    const purchaseId = randomUUID();
    await files.db.query(
      `INSERT INTO orders.purchases (id, buyer_id, game, currency, total_minor, created_at, collect_by)
       VALUES ($1, $2, 'adopt', 'usd', $3, $4, $4)`,
      [purchaseId, buyerId, priceCents, at],
    );
    await files.db.query(
      `INSERT INTO orders.purchase_items (purchase_id, buyer_id, seller_id, game, inventory_item_id, card_id, item_id, name,
         slug, variant, price_minor, currency, base_cents, seller_price_minor, seller_currency, fee_minor, status,
         created_at, collect_by)
       VALUES ($1, $2, $3, 'adopt', $4, 1, 1, $5, 'item', '{}', $6, 'usd', $6, $6, 'usd', $7, $8, $9, $9)`,
      [
        purchaseId,
        buyerId,
        sellerId,
        randomUUID(),
        `Item ${priceCents}`,
        priceCents,
        Math.floor(priceCents / 5),
        status,
        at,
      ],
    );
  }

  it('a seller: sales and income of completed deals, and the share of ended deals that succeeded, per month; a buyer: purchases, success and the dearest item', async () => {
    const seller = await registerUser(files.app.url);
    const buyer = await registerUser(files.app.url);
    const [sellerId, buyerId] = [userIdOf(seller), userIdOf(buyer)];
    await deal(buyerId, sellerId, 0, 'completed', 1000);
    await deal(buyerId, sellerId, 0, 'cancelled', 5000);
    await deal(buyerId, sellerId, 0, 'waiting', 300);
    await deal(buyerId, sellerId, 2, 'completed', 2000);
    await deal(buyerId, sellerId, 2, 'expired', 700);
    await deal(buyerId, sellerId, 13, 'completed', 9000); // Beyond 12 months: left out.

    const sellerStats = (
      await api(files.app.url, 'GET', '/api/statistics/seller?currency=usd', { token: seller.access_token })
    ).body;
    expect(sellerStats.months).to.have.length(12);
    const [thisMonth, , twoAgo] = [...sellerStats.months].reverse();
    // This month: one completed of two ended (the waiting one has not ended); income is the price less the 20 % fee.
    expect(thisMonth).to.deep.include({ sales: 1, successPercent: 50, income: { amount: 800, currency: 'usd' } });
    expect(twoAgo).to.deep.include({ sales: 1, successPercent: 50, income: { amount: 1600, currency: 'usd' } });
    expect(sellerStats.months[sellerStats.months.length - 2]).to.deep.include({ sales: 0, successPercent: null });
    expect(sellerStats.months.reduce((n: number, m: any) => n + m.sales, 0)).to.equal(2);

    const buyerStats = (
      await api(files.app.url, 'GET', '/api/statistics/buyer?currency=usd', { token: buyer.access_token })
    ).body;
    const [bThis, , bTwoAgo] = [...buyerStats.months].reverse();
    expect(bThis).to.deep.include({ purchases: 3, successPercent: 50 });
    expect(bTwoAgo).to.deep.include({ purchases: 2, successPercent: 50 });
    expect(buyerStats.mostExpensive).to.deep.include({ name: 'Item 5000', price: { amount: 5000, currency: 'usd' } });

    const bad = await api(files.app.url, 'GET', '/api/statistics/buyer?months=99', { token: buyer.access_token });
    expect(bad.status).to.equal(400);
  });
});
