import { expect } from 'chai';
import fc from 'fast-check';
import pg from 'pg';
import sinon from 'sinon';
import { ItemsService, PLAIN_VARIANT } from '../../modules/catalog';
import { InventoryService, ItemDeals, ListingService } from '../../modules/inventory-sync';
import { OrdersService, SettlementService } from '../../modules/orders';
import { AutopurchasesService } from '../../modules/autopurchases';
import { CashoutsService, signWebhook, TopupsService, WalletService } from '../../modules/wallet';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { registerUser } from '../support/users';
import { userIdOf } from '../support/wallet';
import { SeededRandom } from '../../src/platform/random';
import type { Currency } from '../../kernel';

const OPERATIONS = Number(process.env.LEDGER_OPERATIONS ?? 10_000);
const CONCURRENCY = 4;
const CURRENCIES: Currency[] = ['usd', 'eur', 'rub'];
/** Items whose price bounds take these prices in every currency (value tens of dollars). */
const SLUGS = ['shadow-dragon', 'frost-dragon', 'bat-dragon', 'giraffe', 'owl', 'parrot'];

type Op =
  | { kind: 'topup'; user: number; amount: number; currency: Currency }
  | { kind: 'buy'; user: number; slug: number; quantity: number; currency: Currency }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'complete'; pick: number }
  | { kind: 'expire'; minutes: number }
  | {
      kind: 'cashout';
      user: number;
      amount: number;
      currency: Currency;
      decision: 'paid' | 'failed' | 'cancelled' | 'none';
    }
  | { kind: 'restock'; seller: number; slug: number }
  | { kind: 'autobuy'; user: number; slug: number; price: number; quantity: number; currency: Currency }
  | { kind: 'autobuyEdit'; user: number; pick: number; quantity: number; price: number }
  | { kind: 'autobuyCancel'; user: number; pick: number };

const currency = fc.constantFrom(...CURRENCIES);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('topup' as const),
      user: fc.nat(9),
      amount: fc.integer({ min: 1, max: 80 }),
      currency,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.nat(9),
      slug: fc.nat(SLUGS.length - 1),
      quantity: fc.integer({ min: 1, max: 3 }),
      currency,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(9), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('expire' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cashout' as const),
      user: fc.nat(9),
      amount: fc.integer({ min: 5, max: 30 }),
      currency,
      decision: fc.constantFrom('paid' as const, 'failed' as const, 'cancelled' as const, 'none' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('restock' as const), seller: fc.nat(3), slug: fc.nat(SLUGS.length - 1) }),
  },
  // Autopurchases around the listings' prices (30 usd, 28 eur, 2,700 rub): some cross at once, some wait for a restock.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('autobuy' as const),
      user: fc.nat(9),
      slug: fc.nat(SLUGS.length - 1),
      price: fc.integer({ min: 25, max: 40 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      currency,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('autobuyEdit' as const),
      user: fc.nat(9),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 25, max: 40 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('autobuyCancel' as const), user: fc.nat(9), pick: fc.nat() }) },
);
/** Every pet here is a full-grown plain one: an autopurchase names a pet's age. */
const VARIANT = { ...PLAIN_VARIANT, age: 'full_grown' as const };
/** A whole price of the ops in a currency's minor units (rub in hundreds: 25 is 2,500). */
const minorOf = (price: number, currency: Currency) => (currency === 'rub' ? price * 10_000 : price * 100);

/** A step that fails, as a crash or a lost connection between two statements of a transaction would. */
class InjectedFailure extends Error {}

describe('wallet and orders: ledger invariants under 10,000 random operations with injected failures (property-based)', function () {
  this.timeout(600_000);
  let app: TestApp;
  let db: pg.Pool;
  const clock = new TestClock();
  const sandbox = sinon.createSandbox();

  before(async () => {
    app = await startTestApp({ clock, env: { DB_POOL_MAX: '8' } });
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 4 });
  });
  after(async () => {
    sandbox.restore();
    await db?.end();
    await app?.stop();
  });

  it('every ledger transaction sums to zero per currency, every balance equals its postings and is never negative, every item is in exactly one place', async () => {
    const c = app.container;
    const orders = c.get(OrdersService);
    const settlement = c.get(SettlementService);
    const topups = c.get(TopupsService);
    const cashouts = c.get(CashoutsService);
    const catalog = c.get(ItemsService);
    const inventory = c.get(InventoryService);
    const listing = c.get(ListingService);
    const autopurchases = c.get(AutopurchasesService);
    const secret = app.config.wallet.paymentWebhookSecret!;
    const items = await Promise.all(SLUGS.map((slug) => catalog.itemBySlug('adopt', slug)));

    const buyers = await Promise.all(Array.from({ length: 10 }, () => registerUser(app.url).then(userIdOf)));
    const sellers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const userId = userIdOf(await registerUser(app.url));
        const account = await inventory.link(userId, 'adopt', `inv_seller_${i}_${userId.slice(0, 6)}`);
        return { userId, account, currency: CURRENCIES[i % 3]! };
      }),
    );
    const restock = async (seller: (typeof sellers)[number], slug: number, count = 1) => {
      const received = await inventory.receive(
        seller.account,
        Array.from({ length: count }, () => ({ itemId: items[slug]!.id, variant: VARIANT })),
      );
      const price = { usd: 30, eur: 28, rub: 2700 }[seller.currency];
      await listing.add(
        seller.userId,
        'adopt',
        seller.currency,
        received.map((r) => ({ id: r.id, price })),
      );
    };
    for (const seller of sellers) for (let s = 0; s < SLUGS.length; s++) await restock(seller, s, 5);

    // Failures injected after a step has done its work and before the transaction commits.
    const random = new SeededRandom(20261123);
    const failSometimes = <T extends object>(target: T, method: keyof T & string, rate: number) => {
      const original = (target as any)[method] as (...args: unknown[]) => Promise<unknown>;
      sandbox.stub(target, method as any).callsFake(async function (this: unknown, ...args: unknown[]) {
        const result = await original.apply(this, args);
        if (random.next() < rate) throw new InjectedFailure(`injected after ${method}`);
        return result;
      });
    };
    failSometimes(ItemDeals.prototype, 'takeSold', 0.03);
    failSometimes(ItemDeals.prototype, 'returnFromDeal', 0.03);
    failSometimes(WalletService.prototype, 'chargePurchase', 0.03);
    failSometimes(WalletService.prototype, 'refundSale', 0.03);
    failSometimes(WalletService.prototype, 'releaseSale', 0.03);
    failSometimes(WalletService.prototype, 'moveAutopurchaseHold', 0.03);

    const ops = fc.sample(fc.array(opArb, { minLength: OPERATIONS, maxLength: OPERATIONS }), {
      numRuns: 1,
      seed: 20261123,
    })[0]!;
    const outcome = { ok: 0, refused: 0, injected: 0 };
    const live = async (userId?: string) =>
      (
        await db.query(
          `SELECT id FROM orders.purchase_items WHERE status IN ('waiting', 'delivering') ${userId ? 'AND buyer_id = $1' : ''} ORDER BY id`,
          userId ? [userId] : [],
        )
      ).rows.map((row) => row.id as string);

    const run = async (op: Op): Promise<void> => {
      switch (op.kind) {
        case 'topup': {
          const created = await topups.create(buyers[op.user]!, {
            amount: op.amount,
            currency: op.currency,
            method: 'card',
          });
          const row = (
            await db.query('SELECT provider_payment_id FROM wallet.topups WHERE id = $1', [created.topup.id])
          ).rows[0];
          const body = JSON.stringify({
            id: 'evt',
            type: 'payment.succeeded',
            data: { payment_id: row.provider_payment_id, amount: created.topup.amount.amount, currency: op.currency },
          });
          await topups.handleWebhook(Buffer.from(body), signWebhook(secret, body, clock.now()));
          return;
        }
        case 'buy': {
          const card = (
            await db.query(
              `SELECT c.id FROM catalog.cards c WHERE c.item_id = $1 AND c.level = 'default' AND NOT c.flyable AND NOT c.rideable`,
              [items[op.slug]!.id],
            )
          ).rows[0];
          if (!card) return;
          await orders.buy(buyers[op.user]!, 'adopt', {
            currency: op.currency,
            items: [{ cardId: card.id, quantity: op.quantity, price: 1_000_000 }],
          });
          return;
        }
        case 'cancel': {
          const mine = await live(buyers[op.user]);
          if (mine.length) await settlement.cancelByBuyer(buyers[op.user]!, mine[op.pick % mine.length]!);
          return;
        }
        case 'complete': {
          const all = await live();
          if (all.length) await settlement.complete([all[op.pick % all.length]!]);
          return;
        }
        case 'expire':
          clock.advance(op.minutes * 60_000);
          await settlement.expireDue();
          return;
        case 'cashout': {
          const made = await cashouts.create(buyers[op.user]!, {
            amount: op.amount,
            currency: op.currency,
            method: 'ewallet_a',
            destination: 'WALLET 1234',
          });
          if (op.decision !== 'none') await cashouts.decide(made.id, op.decision);
          return;
        }
        case 'restock':
          await restock(sellers[op.seller]!, op.slug);
          return;
        case 'autobuy':
          await autopurchases.create(buyers[op.user]!, 'adopt', {
            itemId: items[op.slug]!.id,
            variant: VARIANT,
            currency: op.currency,
            price: minorOf(op.price, op.currency) / 100,
            quantity: op.quantity,
          });
          return;
        case 'autobuyEdit':
        case 'autobuyCancel': {
          const open = await autopurchases.list(buyers[op.user]!, 'adopt', true);
          const picked = open[op.pick % Math.max(1, open.length)];
          if (!picked) return;
          if (op.kind === 'autobuyCancel') await autopurchases.cancel(buyers[op.user]!, picked.id);
          else
            await autopurchases.update(buyers[op.user]!, picked.id, {
              quantity: op.quantity,
              price: minorOf(op.price, picked.price.currency) / 100,
            });
        }
      }
    };

    // Cash-outs need funds older than 10 days: let the first top-ups age.
    for (let i = 0; i < ops.length; i += CONCURRENCY) {
      if (i === Math.floor(ops.length / 2)) clock.advance(11 * 86_400_000);
      const results = await Promise.allSettled(ops.slice(i, i + CONCURRENCY).map(run));
      for (const result of results) {
        if (result.status === 'fulfilled') outcome.ok++;
        else if (result.reason instanceof InjectedFailure) outcome.injected++;
        else if ((result.reason as { status?: number }).status && (result.reason as { status: number }).status < 500)
          outcome.refused++;
        else throw result.reason;
      }
    }
    sandbox.restore();
    expect(outcome.ok + outcome.refused + outcome.injected).to.equal(OPERATIONS);
    expect(outcome.injected, JSON.stringify(outcome)).to.be.greaterThan(0);

    const one = async (sql: string) => (await db.query(sql)).rows;
    // Double entry: each transaction sums to zero in each currency.
    expect(
      await one(`SELECT p.transaction_id, a.currency, sum(p.amount) FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
                      GROUP BY 1, 2 HAVING sum(p.amount) <> 0`),
    ).to.deep.equal([]);
    // Every user balance is what its postings say, and none is negative.
    expect(
      await one(`SELECT a.id, a.balance, coalesce(sum(p.amount), 0) AS posted FROM wallet.accounts a
                        LEFT JOIN wallet.postings p ON p.account_id = a.id
                       WHERE a.balance IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0) OR a.balance < 0`),
    ).to.deep.equal([]);
    // Money is conserved: all accounts together hold nothing, per currency.
    expect(
      await one(`SELECT a.currency, sum(p.amount) FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
                       GROUP BY 1 HAVING sum(p.amount) <> 0`),
    ).to.deep.equal([]);
    // Items: a listing exactly for each item on sale; a live deal exactly for each item in transfer.
    expect(
      await one(`SELECT i.id FROM inventory_sync.items i FULL JOIN catalog.listings l ON l.inventory_item_id = i.id
                       WHERE (i.status = 'on_sale') IS DISTINCT FROM (l.inventory_item_id IS NOT NULL)`),
    ).to.deep.equal([]);
    expect(
      await one(`SELECT i.id FROM inventory_sync.items i FULL JOIN (SELECT inventory_item_id FROM orders.purchase_items WHERE status IN ('waiting', 'delivering')) d
                        ON d.inventory_item_id = i.id
                       WHERE (i.status = 'transfer') IS DISTINCT FROM (d.inventory_item_id IS NOT NULL)`),
    ).to.deep.equal([]);
    // Each purchase item was charged once, and refunded or released at most once, never both.
    expect(
      await one(`SELECT pi.id FROM orders.purchase_items pi
                       WHERE (SELECT count(*) FROM wallet.transactions t WHERE t.idempotency_key IN ('refund:' || pi.id, 'release:' || pi.id))
                             <> CASE WHEN pi.status IN ('waiting', 'delivering') THEN 0 ELSE 1 END
                          OR (pi.status = 'completed') <> EXISTS (SELECT 1 FROM wallet.transactions t WHERE t.idempotency_key = 'release:' || pi.id)`),
    ).to.deep.equal([]);
    // Autopurchases: never filled past their quantity, one fill per piece, what is held for each is what the ledger
    // moved for it, and no piece cost more than its price.
    expect(
      await one(`SELECT a.id FROM autopurchases.autopurchases a
                  WHERE a.filled <> (SELECT count(*) FROM autopurchases.fills f WHERE f.autopurchase_id = a.id)
                     OR a.filled > a.quantity
                     OR a.held_minor <> CASE WHEN a.status = 'active' THEN a.price_minor * (a.quantity - a.filled) ELSE 0 END
                     OR a.held_minor <> coalesce((SELECT sum(p.amount) FROM wallet.transactions t
                                                    JOIN wallet.postings p ON p.transaction_id = t.id
                                                    JOIN wallet.accounts w ON w.id = p.account_id AND w.kind = 'held'
                                                   WHERE t.reference = a.id::text), 0)`),
    ).to.deep.equal([]);
    expect(
      await one(`SELECT f.purchase_item_id FROM autopurchases.fills f
                   JOIN autopurchases.autopurchases a ON a.id = f.autopurchase_id
                   JOIN orders.purchase_items pi ON pi.id = f.purchase_item_id
                  WHERE pi.price_minor <> f.charge_minor OR f.charge_minor > f.price_minor
                     OR pi.currency <> a.currency OR pi.buyer_id <> a.buyer_id`),
    ).to.deep.equal([]);
    const fills = (await one('SELECT count(*)::int AS n FROM autopurchases.fills'))[0].n;
    expect(fills, 'autopurchases filled').to.be.greaterThan(0);
    // Market cards count exactly their listings.
    expect(
      await one(
        `SELECT c.id FROM catalog.cards c WHERE c.count <> (SELECT count(*) FROM catalog.listings l WHERE l.card_id = c.id)`,
      ),
    ).to.deep.equal([]);
    console.log(`      ${OPERATIONS} operations: ${JSON.stringify(outcome)}, ${fills} autopurchase fills`);
  });
});
