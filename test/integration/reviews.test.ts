import { expect } from 'chai';
import { tradeWorldForFile } from '../support/app';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import { registerUser, type TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';

/**
 * Reviews (spec trading-core 2: the profile's reviews, /reviews; the reviews flag). The rules written down in
 * modules/reviews/reviews.service.ts: a buyer reviews a seller once per purchase after its items from that seller
 * were delivered, within 30 days; a user with a completed deal reviews the site once; stars 1-5, a moderated text.
 */
describe('reviews: of sellers after completed deals, and of the site', () => {
  const files = tradeWorldForFile();
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user.access_token, body });

  /** A buyer who bought a seller's item and collected it: a completed deal. */
  async function completedDeal() {
    const seller = await syncedSeller(files.app, files.world, { items: 1 });
    const buyer = await buyerWithAccount(files.app, files.world);
    await topUp(files.app, buyer.user.access_token, '100', 'usd');
    const [bought] = await buyListed(files.app, buyer.user, 'adopt', seller.items);
    const collected = await call(buyer.user, 'POST', '/api/adopt/withdrawals', {
      items: [bought!.id],
      nickname: buyer.account.nickname,
    });
    expect(collected.status, JSON.stringify(collected.body)).to.equal(200);
    const deals = await waitFor(
      async () => (await call(buyer.user, 'GET', '/api/reviews/reviewable')).body.deals as any[],
      (d) => d.length === 1,
      15_000,
    );
    return { seller, buyer: buyer.user, deal: deals[0] };
  }

  it('a buyer reviews the seller of a completed deal once; the seller page shows it with the average', async () => {
    const { seller, buyer, deal } = await completedDeal();
    expect(deal).to.include({ sellerId: userIdOf(seller.user) });
    const res = await call(buyer, 'POST', '/api/reviews/sellers', {
      purchaseId: deal.purchaseId,
      sellerId: deal.sellerId,
      stars: 4,
      text: 'Fast and friendly — спасибо!',
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.review).to.include({ stars: 4, text: 'Fast and friendly — спасибо!' });
    const again = await call(buyer, 'POST', '/api/reviews/sellers', {
      purchaseId: deal.purchaseId,
      sellerId: deal.sellerId,
      stars: 1,
      text: '',
    });
    expect(again.status).to.equal(409);
    expect(again.body.errorCode).to.equal('ALREADY_EXISTS');
    expect((await call(buyer, 'GET', '/api/reviews/reviewable')).body.deals).to.deep.equal([]);
    const page = (await api(files.app.url, 'GET', `/api/sellers/${deal.sellerId}/reviews`)).body;
    expect(page).to.deep.include({ average: 4, count: 1 });
    expect(page.reviews[0]).to.include({ stars: 4, text: 'Fast and friendly — спасибо!' });
  });

  it('no review without a completed deal with that seller (NOT_FOUND), nor after 30 days (REVIEW_WINDOW_CLOSED)', async () => {
    const { buyer, deal } = await completedDeal();
    const stranger = await registerUser(files.app.url);
    const none = await call(stranger, 'POST', '/api/reviews/sellers', {
      purchaseId: deal.purchaseId,
      sellerId: deal.sellerId,
      stars: 5,
      text: 'ok',
    });
    expect(none.status).to.equal(404);
    // The deal completed 31 days ago.
    await files.db.query(
      `UPDATE orders.purchase_items SET finished_at = now() - interval '31 days' WHERE purchase_id = $1`,
      [deal.purchaseId],
    );
    const late = await call(buyer, 'POST', '/api/reviews/sellers', {
      purchaseId: deal.purchaseId,
      sellerId: deal.sellerId,
      stars: 5,
      text: 'late',
    });
    expect(late.status).to.equal(409);
    expect(late.body.errorCode).to.equal('REVIEW_WINDOW_CLOSED');
  });

  it('moderation: stars 1-5; the text at most 500 characters, no leading space, no control characters, no links', async () => {
    const { buyer, deal } = await completedDeal();
    const base = { purchaseId: deal.purchaseId, sellerId: deal.sellerId };
    for (const [body, field] of [
      [{ ...base, stars: 6, text: 'ok' }, 'stars'],
      [{ ...base, stars: 5, text: 'x'.repeat(501) }, 'text'],
      [{ ...base, stars: 5, text: ' leading' }, 'text'],
      [{ ...base, stars: 5, text: 'bell\u0007' }, 'text'],
      [{ ...base, stars: 5, text: 'see www.example.com' }, 'text'],
    ] as const) {
      const res = await call(buyer, 'POST', '/api/reviews/sellers', body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details.fields.map((f: any) => f.field)).to.include(field);
    }
    expect((await call(buyer, 'GET', '/api/reviews/reviewable')).body.deals, 'nothing was recorded').to.have.length(1);
  });

  it('reviews of the site: only after a completed deal, once per user; /reviews lists them with the average', async () => {
    const newcomer = await registerUser(files.app.url);
    const early = await call(newcomer, 'POST', '/api/reviews/site', { stars: 5, text: 'great' });
    expect(early.status).to.equal(403);
    expect((await call(newcomer, 'GET', '/api/reviews/site/mine')).body).to.deep.equal({
      canReview: false,
      review: null,
    });
    const { buyer, seller } = await completedDeal();
    expect((await call(buyer, 'GET', '/api/reviews/site/mine')).body).to.deep.equal({ canReview: true, review: null });
    expect((await call(buyer, 'POST', '/api/reviews/site', { stars: 5, text: 'Smooth trades' })).status).to.equal(200);
    expect((await call(seller.user, 'POST', '/api/reviews/site', { stars: 2, text: '' })).status).to.equal(200);
    const twice = await call(buyer, 'POST', '/api/reviews/site', { stars: 1, text: 'changed my mind' });
    expect(twice.body.errorCode).to.equal('ALREADY_EXISTS');
    const mine = (await call(buyer, 'GET', '/api/reviews/site/mine')).body;
    expect(mine.canReview).to.equal(false);
    expect(mine.review).to.include({ stars: 5, text: 'Smooth trades' });
    const page = (await api(files.app.url, 'GET', '/api/reviews/site')).body;
    expect(page.count).to.be.at.least(2);
    expect(page.reviews.map((r: any) => r.text)).to.include.members(['Smooth trades', '']);
  });
});
