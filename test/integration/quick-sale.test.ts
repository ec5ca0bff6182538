import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import type { WorldAdmin } from '../../bots';
import { quickSaleCents } from '../../modules/catalog';
import { IdentityService } from '../../modules/identity';
import { PriceRulesService } from '../../modules/market';
import { QuickSaleEndings } from '../../modules/quick-sale';
import { WalletService } from '../../modules/wallet';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import type { TestUser } from '../support/users';
import { balanceOf, topUp, userIdOf } from '../support/wallet';

const ADMIN = 'quick-sale-admin-token-0123456789';

/**
 * Quick sale (spec trading-core 1, 4 "Quick sale", 7 StartDepositTrade / CancelDelayedDepositTrade, 8, 9): a seller
 * sells synced items to the site through a trade with a fleet bot. Scripted players accept at once (time scale 0);
 * the seller presses Ready after the friendship.
 */
describe('quick sale: sellers sell items to the site through a bot trade', () => {
  let app: TestApp;
  let world: WorldAdmin;
  let db: pg.Pool;

  before(async () => {
    app = await startTestApp({
      env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', ACCESS_TOKEN_TTL_SECONDS: '86400', ADMIN_TOKEN: ADMIN },
    });
    world = servicesOf(app.container).world;
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user.access_token, body });
  const offer = async (user: TestUser) => (await call(user, 'GET', '/api/adopt/quick-sales/offer?currency=usd')).body;
  const start = (user: TestUser, accountId: string, items: Array<{ id: string; price: { amount: number } }>) =>
    call(user, 'POST', '/api/adopt/quick-sales', {
      accountId,
      currency: 'usd',
      items: items.map((i) => ({ id: i.id, price: i.price.amount })),
    });
  const saleOf = async (user: TestUser, id: string) =>
    ((await call(user, 'GET', '/api/adopt/quick-sales')).body.quickSales as any[]).find((s) => s.id === id);
  const until = (user: TestUser, id: string, done: (sale: any) => boolean) =>
    waitFor(
      () => saleOf(user, id),
      (s) => Boolean(s && done(s)),
      15_000,
    );
  const inventoryOf = async (user: TestUser) =>
    (await call(user, 'GET', '/api/adopt/inventory?currency=usd')).body.items as any[];
  const accountOf = async (user: TestUser) =>
    ((await call(user, 'GET', '/api/adopt/accounts')).body.accounts as any[])[0];

  /** A seller who linked, synced and listed `items` items, and the site's offer for them. */
  async function seller(items = 2) {
    const s = await syncedSeller(app, world, { items, list: false });
    const offered = (await offer(s.user)).items as any[];
    return { ...s, offered };
  }

  it('spec trading-core 1 and 9: the offer pays 60 % of the recommended price, never above the lowest price on the market', async () => {
    expect(quickSaleCents(1000, null)).to.equal(600);
    expect(quickSaleCents(1000, 450)).to.equal(450);
    expect(quickSaleCents(1, null)).to.equal(1);
    const s = await seller(2);
    expect(s.offered.map((i) => i.id).sort()).to.deep.equal(s.items.map((i: any) => i.id).sort());
    for (const item of s.offered) {
      const own = s.items.find((i: any) => i.id === item.id);
      expect(own, 'an offered item is the seller own').to.exist;
      expect(item.price.amount).to.be.at.most(Math.max(1, Math.floor(item.recommended.amount * 0.6) + 1));
    }
  });

  it('spec trading-core 4 quick sale and 7 StartDepositTrade: friend, Ready, trade; the seller is paid the offer for what moved, the items leave the inventory and the market and become the site stock', async () => {
    const s = await seller(2);
    const before = await balanceOf(app, s.user.access_token);
    const started = await start(s.user, s.account.id, s.offered);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const sale = started.body.quickSale;
    const total = s.offered.reduce((sum, i) => sum + i.price.amount, 0);
    expect(sale).to.include({ state: 'active', nickname: s.player.account.nickname });
    expect(sale.total).to.deep.equal({ amount: total, currency: 'usd' });

    // While it runs: the items are on_fast_sale, out of reach; the account shows fastSell and offers nothing.
    expect((await offer(s.user)).items).to.deep.equal([]);
    expect((await inventoryOf(s.user)).map((i) => i.status)).to.deep.equal(['on_fast_sale', 'on_fast_sale']);
    expect((await accountOf(s.user)).status).to.equal('fastSell');
    const listed = await db.query('SELECT count(*)::int AS n FROM catalog.listings WHERE seller_id = $1', [
      userIdOf(s.user),
    ]);
    expect(listed.rows[0].n).to.equal(0);

    const waiting = await until(s.user, sale.id, (x) => x.needsReady);
    expect(waiting.botNickname).to.be.a('string');
    expect(waiting.stage).to.equal('pending_ready');
    expect((await call(s.user, 'POST', `/api/adopt/quick-sales/${sale.id}/ready`)).status).to.equal(200);
    const done = await until(s.user, sale.id, (x) => x.state !== 'active' && x.paid !== null);
    expect(done.state).to.equal('finished');
    expect(done.paid).to.deep.equal({ amount: total, currency: 'usd' });
    expect(done.items.map((i: any) => i.moved)).to.deep.equal([true, true]);
    expect(done.timeline.map((t: any) => t.stage)).to.include.members(['pending_ready', 'trading', 'finished']);

    const after = await balanceOf(app, s.user.access_token);
    expect((after.available.usd ?? 0) - (before.available.usd ?? 0)).to.equal(total);
    expect(await inventoryOf(s.user)).to.have.length(0);
    expect((await accountOf(s.user)).status).to.equal('success');
    // They are the site's stock now: items of its account of the bot that took them, which holds them in the game.
    const held = await db.query(
      `SELECT count(*)::int AS n FROM quick_sale.sale_items s
         JOIN inventory_sync.items i ON i.game_item_id = s.game_item_id
         JOIN inventory_sync.game_accounts a ON a.id = i.account_id AND a.fleet
         JOIN game_world.items g ON g.id = s.game_item_id AND g.account_id = a.game_account_id
        WHERE s.sale_id = $1`,
      [sale.id],
    );
    expect(held.rows[0].n).to.equal(2);
    const ledger = await db.query(`SELECT count(*)::int AS n FROM wallet.transactions WHERE idempotency_key = $1`, [
      `quick_sale:${sale.id}`,
    ]);
    expect(ledger.rows[0].n).to.equal(1);
  });

  it('spec trading-core 8 quick sale failure codes 300-308: a failed trade pays nothing and gives the items back', async () => {
    const s = await seller(2);
    await world.inject(s.player.account.id, '504');
    const before = await balanceOf(app, s.user.access_token);
    const started = await start(s.user, s.account.id, s.offered);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const id = started.body.quickSale.id;
    await until(s.user, id, (x) => x.needsReady);
    await call(s.user, 'POST', `/api/adopt/quick-sales/${id}/ready`);
    const done = await until(s.user, id, (x) => x.state !== 'active' && x.endedAt);
    expect(done).to.include({ state: 'failed', code: '304' });
    expect(done.paid).to.deep.equal({ amount: 0, currency: 'usd' });
    expect(done.items.map((i: any) => i.moved)).to.deep.equal([false, false]);
    expect((await balanceOf(app, s.user.access_token)).available.usd ?? 0).to.equal(before.available.usd ?? 0);
    expect((await inventoryOf(s.user)).map((i) => i.status)).to.deep.equal(['normal', 'normal']);
  });

  it('spec trading-core 7 CancelDelayedDepositTrade and 8: cancellable while waiting for Ready (the items come back); ALREADY_STARTED once it ended', async () => {
    const s = await seller(1);
    const started = await start(s.user, s.account.id, s.offered);
    const id = started.body.quickSale.id;
    await until(s.user, id, (x) => x.needsReady);
    const cancelled = await call(s.user, 'POST', `/api/adopt/quick-sales/${id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    const done = await until(s.user, id, (x) => x.state === 'cancelled' && x.endedAt);
    expect(done.paid).to.deep.equal({ amount: 0, currency: 'usd' });
    expect((await inventoryOf(s.user)).map((i) => i.status)).to.deep.equal(['normal']);
    const again = await call(s.user, 'POST', `/api/adopt/quick-sales/${id}/cancel`);
    expect(again.status).to.equal(409);
    expect(again.body.errorCode).to.equal('ALREADY_STARTED');
  });

  describe('quick sale start errors (spec trading-core 8)', () => {
    it('NOT_FOUND: an item that is not yours, or not in that account; nothing changes', async () => {
      const a = await seller(1);
      const b = await seller(1);
      const res = await start(a.user, a.account.id, b.offered);
      expect(res.status, JSON.stringify(res.body)).to.equal(404);
      expect(res.body.errorCode).to.equal('NOT_FOUND');
      expect((await inventoryOf(b.user)).map((i) => i.status)).to.deep.equal(['normal']);
      const missing = await call(a.user, 'POST', `/api/adopt/quick-sales/${randomUUID()}/ready`);
      expect(missing.status).to.equal(404);
    });

    it('LINKED_RBX_ACCOUNT_IS_NOT_FOUND: an account that is not yours', async () => {
      const a = await seller(1);
      const b = await seller(1);
      const res = await start(a.user, b.account.id, a.offered);
      expect(res.status).to.equal(404);
      expect(res.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_FOUND');
    });

    it('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: a frozen account; NO_ACCESS: an account whose session broke', async () => {
      const a = await seller(1);
      expect((await call(a.user, 'POST', `/api/adopt/accounts/${a.account.id}/freeze`)).status).to.equal(200);
      const frozen = await start(a.user, a.account.id, a.offered);
      expect(frozen.status).to.equal(409);
      expect(frozen.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE');
      expect((await call(a.user, 'POST', `/api/adopt/accounts/${a.account.id}/unfreeze`)).status).to.equal(200);
      await db.query(`UPDATE inventory_sync.game_accounts SET status = 'error' WHERE id = $1`, [a.account.id]);
      const broken = await start(a.user, a.account.id, a.offered);
      expect(broken.status).to.equal(403);
      expect(broken.body.errorCode).to.equal('NO_ACCESS');
    });

    it('ALREADY_STARTED: a second quick sale of an account while one runs', async () => {
      const a = await seller(2);
      expect((await start(a.user, a.account.id, a.offered.slice(0, 1))).status).to.equal(200);
      const second = await start(a.user, a.account.id, a.offered.slice(1));
      expect(second.status).to.equal(409);
      expect(second.body.errorCode).to.equal('ALREADY_STARTED');
      expect((await inventoryOf(a.user)).filter((i) => i.status === 'on_fast_sale')).to.have.length(1);
    });

    it('PRICES_HAVE_CHANGED: an offer that moved since the seller saw it names the new prices; nothing starts', async () => {
      const a = await seller(1);
      const res = await start(a.user, a.account.id, [
        { id: a.offered[0].id, price: { amount: a.offered[0].price.amount + 1 } },
      ]);
      expect(res.status).to.equal(409);
      expect(res.body.errorCode).to.equal('PRICES_HAVE_CHANGED');
      expect(res.body.details.items).to.deep.equal([{ id: a.offered[0].id, price: a.offered[0].price }]);
      expect((await inventoryOf(a.user)).map((i) => i.status)).to.deep.equal(['normal']);
      expect((await call(a.user, 'GET', '/api/adopt/quick-sales')).body.quickSales).to.have.length(0);
    });

    it('FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND: no bot can trade', async () => {
      const a = await seller(1);
      const bots = (await api(app.url, 'GET', '/api/admin/bots', { token: ADMIN })).body.bots as any[];
      const adopt = bots.filter((b) => b.game === 'adopt');
      const health = (id: string, value: string) =>
        api(app.url, 'PUT', `/api/admin/bots/${id}/health`, { token: ADMIN, body: { health: value } });
      try {
        for (const b of adopt) await health(b.id, 'broken');
        const res = await start(a.user, a.account.id, a.offered);
        expect(res.status).to.equal(503);
        expect(res.body.errorCode).to.equal('FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND');
      } finally {
        for (const b of adopt) await health(b.id, 'ok');
      }
    });

    it('bad input is a 400 naming the field and changes nothing', async () => {
      const a = await seller(1);
      const res = await call(a.user, 'POST', '/api/adopt/quick-sales', {
        accountId: 'nope',
        currency: 'usd',
        items: [{ id: a.offered[0].id, price: -1 }],
      });
      expect(res.status).to.equal(400);
      expect((await inventoryOf(a.user)).map((i) => i.status)).to.deep.equal(['normal']);
    });
  });

  it('spec trading-core 4 (pay for what moved): a replayed ending pays once, and only for the items the trade moved', async () => {
    const s = await seller(2);
    const started = await start(s.user, s.account.id, s.offered);
    const sale = started.body.quickSale;
    await until(s.user, sale.id, (x) => x.needsReady);
    // The ending a trade that moved only the first item would send, applied twice (a redelivered job).
    const { rows } = await db.query(
      'SELECT q.flow_id, i.inventory_item_id, i.game_item_id, i.price_minor::int AS price FROM quick_sale.sales q JOIN quick_sale.sale_items i ON i.sale_id = q.id WHERE q.id = $1 ORDER BY i.inventory_item_id',
      [sale.id],
    );
    const endings = app.container.get(QuickSaleEndings);
    const job = {
      flowId: rows[0].flow_id,
      kind: 'quick_sale' as const,
      userId: '',
      accountId: s.player.account.id,
      botAccountId: (await db.query('SELECT bot_account_id FROM bots.flows WHERE id = $1', [rows[0].flow_id])).rows[0]
        .bot_account_id,
      state: 'finished' as const,
      code: null,
      reason: 'finished',
      cause: null,
      fault: null,
      stage: 'trading' as const,
      result: { movedItemIds: [rows[0].game_item_id] },
    };
    await Promise.all([endings.settle(job), endings.settle(job)]);
    await endings.settle(job);
    // The flow itself still waits for Ready: cancelling it ends it, and its real ending finds the sale settled
    // (the seller can no longer cancel a settled sale).
    await servicesOf(app.container).orchestrator.cancel(rows[0].flow_id, userIdOf(s.user));
    await waitFor(
      async () => (await db.query('SELECT state FROM bots.flows WHERE id = $1', [rows[0].flow_id])).rows[0].state,
      (state) => state === 'cancelled',
    );
    const done = await saleOf(s.user, sale.id);
    expect(done.state).to.equal('finished');
    expect(done.items.map((i: any) => i.moved)).to.deep.equal([true, false]);
    expect(done.paid).to.deep.equal({ amount: rows[0].price, currency: 'usd' });
    const paid = await db.query(
      `SELECT coalesce(sum(p.amount), 0)::int AS paid, count(DISTINCT t.id)::int AS transactions
         FROM wallet.postings p JOIN wallet.transactions t ON t.id = p.transaction_id
         JOIN wallet.accounts a ON a.id = p.account_id WHERE t.kind = 'quick_sale' AND t.reference = $1 AND a.kind = 'available'`,
      [sale.id],
    );
    expect(paid.rows[0]).to.deep.equal({ paid: rows[0].price, transactions: 1 });
    // The item that did not move is the seller's again; the one that moved left the inventory.
    expect((await inventoryOf(s.user)).map((i) => i.id)).to.deep.equal(
      [s.offered.find((o) => o.id !== rows[0].inventory_item_id)?.id ?? null].filter(Boolean),
    );
  });

  it('a quick sale that ended before any bot was assigned (cancelled while searching) pays nothing and gives the items back', async () => {
    const s = await seller(1);
    const started = await start(s.user, s.account.id, s.offered);
    const sale = started.body.quickSale;
    const { rows } = await db.query('SELECT flow_id FROM quick_sale.sales WHERE id = $1', [sale.id]);
    // The ending such a flow sends: no bot, nothing moved (found by the property test: it was refused for good).
    await app.container.get(QuickSaleEndings).settle({
      flowId: rows[0].flow_id,
      kind: 'quick_sale',
      userId: userIdOf(s.user),
      accountId: s.player.account.id,
      botAccountId: null,
      state: 'cancelled',
      code: null,
      reason: 'cancelled by the user',
      cause: null,
      fault: null,
      stage: 'searching_bot',
      result: null,
    });
    const done = await saleOf(s.user, sale.id);
    expect(done).to.deep.include({ state: 'cancelled', paid: { amount: 0, currency: 'usd' } });
    expect((await inventoryOf(s.user)).map((i) => i.status)).to.deep.equal(['normal']);
    await servicesOf(app.container)
      .orchestrator.cancel(rows[0].flow_id, userIdOf(s.user))
      .catch(() => undefined);
  });

  it("spec trading-core 1 and 2: the site's stock is on sale under the site's own seller account at the recommended price; a buyer buys it and the bot that holds it delivers it", async () => {
    const s = await seller(1);
    const started = await start(s.user, s.account.id, s.offered);
    const id = started.body.quickSale.id;
    await until(s.user, id, (x) => x.needsReady);
    await call(s.user, 'POST', `/api/adopt/quick-sales/${id}/ready`);
    await until(s.user, id, (x) => x.state === 'finished' && x.paid !== null);

    const site = await app.container.get(IdentityService).siteUser();
    const { rows } = await db.query(
      `SELECT l.inventory_item_id AS id, l.price_minor::int AS price, l.currency, i.game_item_id, a.game_account_id AS bot
         FROM catalog.listings l JOIN inventory_sync.items i ON i.id = l.inventory_item_id
         JOIN inventory_sync.game_accounts a ON a.id = i.account_id
        WHERE l.seller_id = $1 AND i.game_item_id = (SELECT game_item_id FROM quick_sale.sale_items WHERE sale_id = $2)`,
      [site, id],
    );
    expect(rows, 'the item is on sale under the site').to.have.length(1);
    const stock = rows[0];
    expect(stock.currency).to.equal('usd');
    const [rule] = await app.container
      .get(PriceRulesService)
      .priceRules([{ itemId: s.offered[0].itemId, variant: s.offered[0].variant }], 'usd');
    expect(stock.price, 'the recommended price, at least the lowest allowed').to.equal(
      Math.max(rule!.recommended.amount, rule!.bounds.min.amount),
    );

    const buyer = await buyerWithAccount(app, world);
    await topUp(app, buyer.user.access_token, '500', 'usd');
    const siteBefore = (await app.container.get(WalletService).balance(site)).available.usd ?? 0;
    const [bought] = await buyListed(app, buyer.user, 'adopt', [{ id: stock.id, price: { amount: stock.price } }]);
    const collected = await call(buyer.user, 'POST', '/api/adopt/withdrawals', {
      items: [bought!.id],
      nickname: buyer.account.nickname,
    });
    expect(collected.status, JSON.stringify(collected.body)).to.equal(200);
    const trade = await waitFor(
      async () => ((await call(buyer.user, 'GET', '/api/adopt/withdrawals')).body.trades as any[])[0],
      (t) => t.state !== 'active',
      15_000,
    );
    expect(trade.state, JSON.stringify(trade)).to.equal('finished');
    expect(trade.sellerNickname, 'the bot hands it over').to.not.equal(s.player.account.nickname);
    const owner = await db.query('SELECT account_id FROM game_world.items WHERE id = $1', [stock.game_item_id]);
    expect(owner.rows[0].account_id).to.equal(buyer.account.id);
    const siteAfter = (await app.container.get(WalletService).balance(site)).available.usd ?? 0;
    expect(siteAfter - siteBefore).to.equal(Math.floor((stock.price * 80) / 100));
  });
});
