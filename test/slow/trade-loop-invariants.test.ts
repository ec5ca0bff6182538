import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import pg from 'pg';
import { FRIEND_ERRORS, GAME_GATEWAY, type GameGateway, type WorldAdmin } from '../../bots';
import type { GameKey } from '../../kernel';
import { SettlementService } from '../../modules/orders';
import { RATING_POINTS, RATING_START, applyPoints, crossings, type RatingRole } from '../../modules/ratings';
import { SeededRandom } from '../../src/platform/random';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer, servicesOf } from '../support/bots';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { ROOT } from '../support/process';
import { registerUser, type TestUser } from '../support/users';
import { topUp, topUpAtAppTime, userIdOf } from '../support/wallet';

/**
 * The whole trade loop under a few hundred random operations (spec trading-core 4, 5, 7, 8, 9): sellers link game
 * accounts by cookie and sync them, list, buyers buy and collect through deliveries the site runs in the sellers'
 * accounts, while the game fails at every stage on either side (injected spec codes), trades and purchases are
 * cancelled and retried, sellers drop items in the game, sessions expire, accounts get banned, friendships end, the
 * bots worker process is killed (SIGKILL) mid-flight and restarted, the app itself is restarted, and the clock jumps
 * past collection windows. Whenever everything has settled, and at the end after every account has been repaired and
 * synced, the invariants below must hold.
 *
 * The operations are drawn from TRADE_LOOP_SEED (printed on failure), so a failing run's plan replays exactly; the
 * interleaving with the bots worker is real concurrency. TRADE_LOOP_OPERATIONS changes the count.
 */
const SEED = Number(process.env.TRADE_LOOP_SEED ?? 20261207);
const OPERATIONS = Number(process.env.TRADE_LOOP_OPERATIONS ?? 320);
/** Operations run this many at a time (the bots worker runs the flows they start alongside). */
const CONCURRENCY = 3;
/** Everything settles and every invariant is checked after this many operations. */
const CHECK_EVERY = 80;
const SETTLE_TIMEOUT_MS = 60_000;
const FOOD_PER_BUYER = 40;

/** The parent serves HTTP and runs every module's jobs but the bots'; a worker process runs the bots (as `npm run bots`). */
const ENV = {
  BOTS_TIME_SCALE: '0',
  BOTS_PER_GAME: '1',
  BOTS_SEED: String(SEED),
  BOTS_DAILY_TRADE_LIMIT: '1000',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  DB_POOL_MAX: '8',
};

/** Spec codes the world can inject (bots/world/injection.ts): the meeting, the trade, and the friend request. */
const CODES = ['500', '501', '502', '503', '504', '505', '506', '507', '508', '308', '12', '2', 'DECLINE'];
const INJECTABLE = [...CODES, ...CODES, ...FRIEND_ERRORS];
const ACCOUNT_TROUBLES = [
  { banned: true },
  { warnings: 1 },
  { tutorial_done: false },
  { trade_license: false },
] as const;
const CLEAN = { banned: false, warnings: 0, tutorial_done: true, trade_license: true, level: 20 };

const OPS = {
  buy: 16,
  collect: 20,
  list: 10,
  sync: 6,
  inject: 7,
  cancelTrade: 4,
  cancelPurchase: 2,
  retry: 3,
  removeInGame: 2,
  giveInGame: 3,
  session: 1,
  relink: 3,
  trouble: 1,
  repair: 3,
  unfriend: 2,
  topup: 1,
  quickSale: 6,
  quickReady: 5,
  quickCancel: 2,
  exchange: 5,
  exchangeCancel: 1,
  crash: 2,
  restartApp: 1,
  advance: 4,
} as const;
type OpKind = keyof typeof OPS;
/** These stop the world around them: they run alone. */
const EXCLUSIVE = new Set<OpKind>(['crash', 'restartApp', 'advance']);

interface LinkedAccount {
  game: GameKey;
  /** The game account (game_world) and its link on the site (inventory_sync.game_accounts). */
  worldId: string;
  nickname: string;
  siteId: string;
  owner: Actor;
}

interface Actor {
  name: string;
  user: TestUser;
  userId: string;
  /** Linked accounts, when a seller. */
  accounts: LinkedAccount[];
  /** The game account receiving what they collect, per game, when a buyer. */
  recipients: Partial<Record<GameKey, { id: string; nickname: string }>>;
}

type Outcome = string;

describe('trade loop: invariants under random syncs, listings, buys, deliveries, game failures, crashes and time (property-based)', function () {
  this.timeout(300_000);
  const clock = new TestClock();
  let app: TestApp;
  let databaseUrl: string;
  let db: pg.Pool;
  let worker: Worker | undefined;
  let standby: Promise<Worker> | undefined;
  let workerStarts = 0;
  const sellers: Actor[] = [];
  const buyers: Actor[] = [];
  const tally = new Map<string, number>();
  /** Game items the test itself took out of the game (a player dropping them): until a sync, the site may still list them. */
  const removedInGame = new Set<string>();
  /** Game items the test created or removed, so none may appear or vanish otherwise. */
  let gameItemsExpected = 0;
  const flagged = new Set<string>();
  const started = Date.now();
  let checkpoints = 0;
  let finalCheck: Violations | undefined;

  const world = (): WorldAdmin => servicesOf(app.container).world;
  const rows = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> =>
    (await db.query(text, values)).rows as T[];
  const call = (actor: Actor, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: actor.user.access_token, body });
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  const spent = new Map<string, number>();
  const settles: string[] = [];
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await work();
    } finally {
      spent.set(what, (spent.get(what) ?? 0) + Date.now() - t0);
    }
  };
  const get = async (actor: Actor, path: string) => {
    const res = await call(actor, 'GET', path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  /**
   * A 4xx is the app refusing (counted by its code), and so is a 503 naming why the service cannot take it now (no
   * bot can trade, the system is overloaded, technical work); any other 5xx or a dropped connection is a bug.
   */
  const outcome = (op: string, res: { status: number; body: any }): Outcome => {
    const unavailable = res.status === 503 && res.body?.errorCode && res.body.errorCode !== 'INTERNAL_ERROR';
    if (res.status >= 500 && !unavailable) throw new Error(`${op} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.status < 300 ? 'ok' : `refused ${res.body?.errorCode ?? res.status}`;
  };

  // ---- the bots worker process (killed and restarted as the crash test does) ----

  const startWorker = () => timed('worker start', startWorkerNow);
  const startWorkerNow = async () => {
    const next = await (standby ?? spawnWorker({ ...ENV, DATABASE_URL: databaseUrl }));
    // The next replacement loads meanwhile.
    standby = spawnWorker({ ...ENV, DATABASE_URL: databaseUrl });
    standby.catch(() => undefined);
    await next.tell({ start: true, offsetMs: clock.now().getTime() - Date.now() });
    worker = next;
    workerStarts++;
  };
  const killWorker = async () => {
    await worker?.stop('SIGKILL');
    worker = undefined;
  };
  /** The clock jumps in both processes: the worker first (it acknowledges), then here. */
  const advanceClock = async (ms: number) => {
    const offsetMs = clock.now().getTime() - Date.now() + ms;
    await worker?.tell({ offsetMs });
    clock.advance(ms);
  };
  const startParent = async () => {
    app = await startTestApp({ clock, databaseUrl, env: { ...ENV, BOTS_WORKERS: 'false' } });
  };

  // ---- settling ----

  /** No flow or trade under way, no sync waiting to be applied, and the queues that carry endings drained. */
  const unsettled = async () => {
    const [state] = await rows<Record<string, number>>(`
      SELECT (SELECT count(*)::int FROM bots.flows WHERE state = 'active') AS flows,
             (SELECT count(*)::int FROM withdrawals.trades WHERE state = 'active') AS trades,
             (SELECT count(*)::int FROM inventory_sync.game_accounts WHERE sync_flow_id IS NOT NULL) AS syncs,
             (SELECT count(*)::int FROM bots.linked_accounts WHERE busy_flow_id IS NOT NULL) AS busy,
             (SELECT count(*)::int FROM pgboss.job
               WHERE name IN ('withdrawals.trade-ended', 'inventory-sync.sync-ended', 'quick-sale.trade-ended', 'exchange.trade-ended')
                 AND (state IN ('created', 'retry') AND start_after <= now() OR state = 'active')) AS endings,
             (SELECT count(*)::int FROM quick_sale.sales WHERE state = 'active') AS quick_sales,
             (SELECT count(*)::int FROM exchange.exchanges WHERE state = 'active') AS exchanges,
             (SELECT count(*)::int FROM ratings.events WHERE scored_at IS NULL) AS unscored,
             (SELECT count(*)::int FROM pgboss.job
               WHERE name = 'bots.flow-step' AND state IN ('created', 'retry') AND start_after <= now()) AS steps`);
    return Object.values(state!).some((n) => n > 0) ? state! : null;
  };
  const settle = (why: string) => timed('settle', () => settleNow(why));
  const settleNow = async (why: string) => {
    if (!worker) await startWorker();
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (let left = await unsettled(); left; left = await unsettled()) {
      if (Date.now() > deadline) {
        const flows = await rows(
          `SELECT id, kind, stage, delayed, wake_at, stage_deadline FROM bots.flows WHERE state = 'active' LIMIT 10`,
        );
        const jobs = await rows(
          `SELECT name, state, start_after, started_on, created_on, retry_count, data FROM pgboss.job
            WHERE name IN ('withdrawals.trade-ended', 'inventory-sync.sync-ended', 'bots.flow-step')
              AND state IN ('created', 'retry', 'active') LIMIT 10`,
        );
        const endings = await rows(
          `SELECT name, state, start_after, started_on, retry_count, output FROM pgboss.job
            WHERE name IN ('withdrawals.trade-ended', 'inventory-sync.sync-ended', 'quick-sale.trade-ended', 'exchange.trade-ended') AND state <> 'completed' LIMIT 10`,
        );
        const activity = await rows(
          `SELECT application_name, state, wait_event_type, wait_event, now() - xact_start AS xact_age,
                  left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
             FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()`,
        );
        const pool = app.container.get<pg.Pool>(Symbol.for('platform.Pool'));
        throw new Error(
          `not settled ${SETTLE_TIMEOUT_MS} ms after ${why}: ${JSON.stringify(left)}; flows ${JSON.stringify(flows)}; jobs ${JSON.stringify(jobs)}; ` +
            `endings ${JSON.stringify(endings)}; the app's pool: ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} waiting; ` +
            `busy connections ${JSON.stringify(activity)}; now ${new Date().toISOString()}`,
        );
      }
      if (process.env.TRADE_LOOP_DEBUG && Date.now() % 5000 < 100) {
        const jobs = await rows(
          `SELECT name, state, start_after, started_on, created_on, retry_count, data FROM pgboss.job
            WHERE name IN ('withdrawals.trade-ended', 'inventory-sync.sync-ended', 'bots.flow-step')
              AND state IN ('created', 'retry', 'active') LIMIT 5`,
        );
        console.log(new Date().toISOString(), why, JSON.stringify(left), JSON.stringify(jobs));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    settles.push(`${why}: ${Date.now() - (deadline - SETTLE_TIMEOUT_MS)} ms`);
    // The expiry sweeper's run (a minute apart in real time; the clock may have jumped meanwhile).
    await app.container.get(SettlementService).expireDue();
  };

  const fund = (actor: Actor, amount: number) => topUpAtAppTime(app, clock, actor.userId, amount);

  // ---- the world ----

  const randomOf = <T>(r: SeededRandom, values: readonly T[]): T | undefined =>
    values.length ? values[r.int(0, values.length - 1)] : undefined;
  const allAccounts = () => sellers.flatMap((s) => s.accounts);
  const buyerAccounts = () =>
    buyers.flatMap((b) =>
      (Object.values(b.recipients) as Array<{ id: string }>).filter(
        (r) => !allAccounts().some((a) => a.worldId === r.id),
      ),
    );
  const foodOf = async (game: GameKey) => (await world().catalogOf(game)).food[0]!;

  async function linkAndSync(owner: Actor, game: GameKey, items: number) {
    const player = await newPlayer(world(), game, {}, items);
    gameItemsExpected += items + 2;
    const linked = await call(owner, 'POST', `/api/${game}/accounts`, { cookie: player.account.session_cookie });
    expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
    const account: LinkedAccount = {
      game,
      worldId: player.account.id,
      nickname: player.account.nickname,
      siteId: linked.body.account.id,
      owner,
    };
    owner.accounts.push(account);
    expect((await call(owner, 'POST', `/api/${game}/accounts/${account.siteId}/sync`)).status).to.equal(202);
    return account;
  }

  async function newActor(name: string): Promise<Actor> {
    const user = await registerUser(app.url, { main_currency: 'usd' });
    return { name, user, userId: userIdOf(user), accounts: [], recipients: {} };
  }

  async function giveFood(accountId: string, game: GameKey) {
    const food = await foodOf(game);
    await world().giveItems(
      accountId,
      Array.from({ length: FOOD_PER_BUYER }, () => ({ slug: food, kind: 'food' as const })),
    );
    gameItemsExpected += FOOD_PER_BUYER;
  }

  async function listSome(seller: Actor, account: LinkedAccount, r: SeededRandom, max: number): Promise<Outcome> {
    const inventory = await get(seller, `/api/${account.game}/inventory?currency=usd`);
    const now = clock.now().getTime();
    const listable = (inventory.items as any[]).filter(
      (i) =>
        i.accountId === account.siteId &&
        ['normal', 'purchase_cancelled', 'overstock', 'old_inventory_item'].includes(i.status) &&
        (!i.pausedUntil || Date.parse(i.pausedUntil) <= now),
    );
    if (!listable.length) return 'skipped';
    const chosen = listable.filter(() => r.chance(0.7)).slice(0, max);
    if (!chosen.length) chosen.push(listable[0]);
    return outcome(
      'list',
      await call(seller, 'POST', `/api/${account.game}/inventory/sale/add`, {
        currency: 'usd',
        items: chosen.map((i) => ({ id: i.id, price: Math.max(i.bounds.min.amount, i.recommended.amount) / 100 })),
      }),
    );
  }

  /** The site's offer for the seller's items (their first account's game). */
  const offerTo = async (seller: Actor) =>
    (await get(seller, `/api/${seller.accounts[0]!.game}/quick-sales/offer?currency=usd`)).items as any[];

  /** Starts a quick sale of these offered items (one account's); with `ready`, presses Ready when the bot asks. */
  async function sellToSite(seller: Actor, items: any[], ready: boolean): Promise<Outcome> {
    const game = seller.accounts[0]!.game;
    const res = await call(seller, 'POST', `/api/${game}/quick-sales`, {
      accountId: items[0].accountId,
      currency: 'usd',
      items: items.map((i) => ({ id: i.id, price: i.price.amount })),
    });
    const started = outcome('quick sale', res);
    if (started !== 'ok' || !ready) return started;
    const id = res.body.quickSale.id as string;
    for (let waited = 0; waited < 3000; waited += 50) {
      const sale = ((await get(seller, `/api/${game}/quick-sales`)).quickSales as any[]).find((q) => q.id === id);
      if (sale.state !== 'active') return 'ok ended before Ready';
      if (sale.needsReady)
        return `ok ${outcome('ready', await call(seller, 'POST', `/api/${game}/quick-sales/${id}/ready`))}`;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return 'ok no Ready asked yet';
  }

  /**
   * Exchanges some of a seller's items for one or two lots of the site's stock at the board's values (spec trading-core
   * 1, 2, 5); with `ready`, presses Ready when the bot asks. Short of balance, the seller is funded for the next time.
   */
  async function exchangeWithSite(
    seller: Actor,
    r: SeededRandom,
    ready: boolean,
    /** As a trader out to make it work would: their cheapest item for the dearest site item. */
    sensible = false,
  ): Promise<Outcome> {
    const game = seller.accounts[0]!.game;
    const board = await get(seller, `/api/${game}/exchange/board?currency=usd`);
    const accountId = randomOf(r, board.give as any[])?.accountId;
    const lots = (board.stock as any[]).flatMap((s) =>
      (s.variants as any[]).filter((v) => v.count > v.own).map((v) => ({ itemId: s.itemId, ...v })),
    );
    if (!lots.length) return 'skipped: no site stock';
    if (!accountId) return 'skipped: nothing to give';
    const mine = (board.give as any[]).filter((g) => g.accountId === accountId);
    const byValue = (a: any, b: any) => a.value.amount - b.value.amount;
    const byPrice = (a: any, b: any) => b.price.amount - a.price.amount;
    const give = sensible ? [mine.sort(byValue)[0]] : mine.filter(() => r.chance(0.5)).slice(0, 3);
    if (!give.length) give.push(mine[0]);
    const take = sensible
      ? [lots.sort(byPrice)[0]]
      : [...new Set([randomOf(r, lots), randomOf(r, lots)])].slice(0, r.int(1, 2));
    const res = await call(seller, 'POST', `/api/${game}/exchanges`, {
      accountId,
      currency: 'usd',
      give: give.map((g) => ({ id: g.id, value: g.value.amount })),
      take: take.map((t) => ({ itemId: t.itemId, variant: t.variant, price: t.price.amount, quantity: 1 })),
    });
    if (res.body?.errorCode === 'INVALID_USER_BALANCE') await fund(seller, 500);
    const started = outcome('exchange', res);
    if (started !== 'ok' || !ready) return started;
    const id = res.body.exchange.id as string;
    for (let waited = 0; waited < 3000; waited += 50) {
      const exchange = ((await get(seller, `/api/${game}/exchanges`)).exchanges as any[]).find((e) => e.id === id);
      if (exchange.state !== 'active') return 'ok ended before Ready';
      if (exchange.needsReady)
        return `ok ${outcome('ready', await call(seller, 'POST', `/api/${game}/exchanges/${id}/ready`))}`;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return 'ok no Ready asked yet';
  }

  // ---- the operations ----

  const ops: Record<OpKind, (r: SeededRandom, index: number) => Promise<Outcome>> = {
    async buy(r) {
      const buyer = randomOf(r, buyers)!;
      const game: GameKey = buyer.recipients.mm2 && r.chance(0.25) ? 'mm2' : 'adopt';
      const offers = await rows<{ id: string; price: string }>(
        `SELECT inventory_item_id AS id, price_minor AS price FROM catalog.listings
          WHERE game = $1 AND seller_id <> $2 AND currency = 'usd' ORDER BY inventory_item_id`,
        [game, buyer.userId],
      );
      if (!offers.length) return 'skipped';
      const wanted = r.int(1, 3);
      const chosen = new Map<string, number>();
      for (let i = 0; i < wanted; i++) {
        const o = randomOf(r, offers)!;
        chosen.set(o.id, Number(o.price));
      }
      const res = await call(buyer, 'POST', `/api/${game}/buy`, {
        currency: 'usd',
        items: [...chosen].map(([offerId, price]) => ({ offerId, price })),
      });
      if (res.body?.errorCode === 'INVALID_USER_BALANCE') await fund(buyer, 500);
      return outcome('buy', res);
    },

    async collect(r) {
      const waitingOf = await rows<{ buyer_id: string; game: GameKey }>(
        `SELECT DISTINCT buyer_id, game FROM orders.purchase_items WHERE status = 'waiting' ORDER BY 1, 2`,
      );
      const pick = randomOf(r, waitingOf);
      if (!pick) return 'skipped';
      const buyer = buyers.find((b) => b.userId === pick.buyer_id)!;
      const game = pick.game;
      const recipient = buyer.recipients[game]!;
      const active = await get(buyer, `/api/${game}/purchases?state=active`);
      const waiting = (active.items as any[]).filter((i) => i.status === 'waiting');
      if (!waiting.length) return 'skipped';
      const nickname = r.chance(0.03) ? `Nobody_${r.int(1000, 9999)}` : recipient.nickname;
      const some = waiting.filter(() => r.chance(0.6)).map((i) => i.id as string);
      const body = r.chance(0.25) ? { all: true, nickname } : { items: some.length ? some : [waiting[0].id], nickname };
      return outcome('collect', await call(buyer, 'POST', `/api/${game}/withdrawals`, body));
    },

    async list(r) {
      const listable = await rows<{ id: string }>(
        `SELECT DISTINCT account_id AS id FROM inventory_sync.items
          WHERE status IN ('normal', 'purchase_cancelled') ORDER BY 1`,
      );
      const account =
        randomOf(
          r,
          allAccounts().filter((a) => listable.some((l) => l.id === a.siteId)),
        ) ?? randomOf(r, allAccounts())!;
      return listSome(account.owner, account, r, 5);
    },

    async sync(r) {
      const account = randomOf(r, allAccounts())!;
      return outcome('sync', await call(account.owner, 'POST', `/api/${account.game}/accounts/${account.siteId}/sync`));
    },

    async inject(r) {
      const onSeller = r.chance(0.35);
      const target = onSeller ? randomOf(r, allAccounts())!.worldId : randomOf(r, buyerAccounts())!.id;
      const code = randomOf(r, INJECTABLE)!;
      await world().inject(target, code);
      return `ok ${onSeller ? 'seller' : 'buyer'}`;
    },

    async cancelTrade(r) {
      const game: GameKey = 'adopt';
      const busy = await rows<{ buyer_id: string }>(
        `SELECT DISTINCT buyer_id FROM orders.purchase_items WHERE status IN ('waiting', 'delivering') AND game = 'adopt' ORDER BY 1`,
      );
      const buyer = buyers.find((b) => b.userId === randomOf(r, busy)?.buyer_id) ?? randomOf(r, buyers)!;
      // Half the time a fresh trade, cancelled at once (it races the worker); else one already under way.
      if (r.chance(0.5)) {
        const active = await get(buyer, `/api/${game}/purchases?state=active`);
        const waiting = (active.items as any[]).filter((i) => i.status === 'waiting');
        if (waiting.length) {
          const startedTrades = await call(buyer, 'POST', `/api/${game}/withdrawals`, {
            items: [randomOf(r, waiting).id],
            nickname: buyer.recipients[game]!.nickname,
          });
          outcome('collect', startedTrades);
          const trade = startedTrades.body.trades?.[0];
          if (trade)
            return outcome('cancel trade', await call(buyer, 'POST', `/api/${game}/withdrawals/${trade.id}/cancel`));
        }
      }
      const list = await get(buyer, `/api/${game}/withdrawals`);
      const active = (list.trades as any[]).filter((t) => t.state === 'active');
      const trade = randomOf(r, active);
      if (!trade) return 'skipped';
      return outcome('cancel trade', await call(buyer, 'POST', `/api/${game}/withdrawals/${trade.id}/cancel`));
    },

    async cancelPurchase(r) {
      const buyer = randomOf(r, buyers)!;
      const active = await get(buyer, '/api/adopt/purchases?state=active');
      const item = randomOf(r, active.items as any[]);
      if (!item) return 'skipped';
      return outcome('cancel purchase', await call(buyer, 'POST', `/api/adopt/purchases/${item.id}/cancel`));
    },

    async retry(r) {
      const failed = await rows<{ buyer_id: string }>(
        `SELECT DISTINCT buyer_id FROM withdrawals.trades WHERE state NOT IN ('active', 'finished') AND game = 'adopt' ORDER BY 1`,
      );
      const buyer = buyers.find((b) => b.userId === randomOf(r, failed)?.buyer_id) ?? randomOf(r, buyers)!;
      const list = await get(buyer, '/api/adopt/withdrawals');
      const trade = randomOf(
        r,
        (list.trades as any[]).filter((t) => t.retryable || t.state !== 'active'),
      );
      if (!trade) return 'skipped';
      return outcome('retry', await call(buyer, 'POST', `/api/adopt/withdrawals/${trade.id}/retry`));
    },

    async removeInGame(r) {
      const account = randomOf(r, allAccounts())!;
      const held = await rows<{ id: string }>(
        `SELECT id FROM game_world.items WHERE account_id = $1 AND kind = 'item' ORDER BY id`,
        [account.worldId],
      );
      const item = randomOf(r, held);
      if (!item) return 'skipped';
      // A delivery may move it out between the look and the drop: the world then refuses and nothing changes.
      const result = await world()
        .removeItems(account.worldId, [item.id])
        .catch((err: { errorCode?: string }) => {
          if (err.errorCode === 'NOT_FOUND') return null;
          throw err;
        });
      if (!result) return 'ok moved meanwhile';
      for (const id of result.removed) removedInGame.add(id);
      gameItemsExpected -= result.removed.length;
      return result.removed.length ? 'ok' : 'ok kept (traded or in a trade)';
    },

    async giveInGame(r, index) {
      const account = randomOf(r, allAccounts())!;
      const given = await world().giveRandomInventory(account.worldId, 2, 0, `give:${SEED}:${index}`);
      gameItemsExpected += given.length;
      return 'ok';
    },

    async session(r) {
      // A seller's session expires, or the game issues a fresh cookie (the site's no longer names anyone); or a buyer's expires.
      if (r.chance(0.25)) {
        const target = randomOf(r, buyerAccounts())!;
        await world().setCookie(target.id, { expire: true });
        flagged.add(target.id);
        return 'ok buyer expired';
      }
      const account = randomOf(r, allAccounts())!;
      const renew = r.chance(0.3);
      await world().setCookie(account.worldId, renew ? { renew: true } : { expire: true });
      return renew ? 'ok seller renewed' : 'ok seller expired';
    },

    async relink(r) {
      // The seller repairs an account in error (spec: NO_ACCESS, relink) with a fresh cookie.
      const inError = await rows<{ id: string }>(
        `SELECT id FROM inventory_sync.game_accounts WHERE status = 'error' ORDER BY id`,
      );
      const account =
        randomOf(
          r,
          allAccounts().filter((a) => inError.some((e) => e.id === a.siteId)),
        ) ?? randomOf(r, allAccounts())!;
      const listed = await get(account.owner, `/api/${account.game}/accounts`);
      const view = (listed.accounts as any[]).find((a) => a.id === account.siteId);
      if (view?.status !== 'error') return 'skipped';
      const { cookie } = await world().setCookie(account.worldId, { renew: true });
      return outcome('relink', await call(account.owner, 'POST', `/api/${account.game}/accounts`, { cookie }));
    },

    async trouble(r) {
      // A ban, a warning, an undone tutorial or no trade licence, on a seller's account or a buyer's; or an mm2 level too low.
      const onSeller = r.chance(0.5);
      const target = onSeller ? randomOf(r, allAccounts())!.worldId : randomOf(r, buyerAccounts())!.id;
      const lowLevel = !onSeller && r.chance(0.2);
      await world().updateAccount(target, lowLevel ? { level: 5 } : { ...randomOf(r, ACCOUNT_TROUBLES)! });
      flagged.add(target);
      return `ok ${onSeller ? 'seller' : 'buyer'}`;
    },

    async repair(r) {
      const target = randomOf(r, [...flagged].sort());
      if (!target) return 'skipped';
      await world().updateAccount(target, CLEAN);
      flagged.delete(target);
      const account = allAccounts().find((a) => a.worldId === target);
      if (!account) {
        await world().setCookie(target, { renew: true });
        return 'ok buyer';
      }
      // A seller whose account was blocked syncs it again to sell (within the 20-minute limit).
      return `ok seller, sync ${outcome(
        'sync',
        await call(account.owner, 'POST', `/api/${account.game}/accounts/${account.siteId}/sync`),
      )}`;
    },

    async unfriend(r) {
      const account = randomOf(r, allAccounts())!;
      const buyer = randomOf(r, buyerAccounts())!;
      await app.container.get<GameGateway>(GAME_GATEWAY).removeFriend(account.worldId, buyer.id);
      return 'ok';
    },

    async topup(r) {
      await fund(randomOf(r, buyers)!, 300);
      return 'ok';
    },

    async quickSale(r) {
      // A seller sells 1-3 of an account's items to the site at the offered prices (spec trading-core 4, quick sale),
      // and most of the time adds the bot and presses Ready when it asks (else the sale expires at its deadline).
      const seller = randomOf(
        r,
        sellers.filter((x) => x.accounts.length),
      )!;
      const offered = await offerTo(seller);
      const accountId = randomOf(r, offered)?.accountId;
      if (!accountId) return 'skipped';
      const chosen = offered.filter((i) => i.accountId === accountId && r.chance(0.5)).slice(0, 3);
      return sellToSite(
        seller,
        chosen.length ? chosen : [offered.find((i) => i.accountId === accountId)],
        r.chance(0.75),
      );
    },

    async quickReady(r) {
      // The seller added the bot and presses Ready (left alone, a quick sale expires at its Ready deadline).
      const waiting = await rows<{ id: string; user_id: string; game: GameKey }>(
        `SELECT id, user_id, game FROM quick_sale.sales WHERE state = 'active' ORDER BY id`,
      );
      const sale = randomOf(r, waiting);
      if (!sale) return 'skipped';
      const seller = sellers.find((x) => x.userId === sale.user_id)!;
      return outcome('ready', await call(seller, 'POST', `/api/${sale.game}/quick-sales/${sale.id}/ready`));
    },

    async quickCancel(r) {
      const any = await rows<{ id: string; user_id: string; game: GameKey }>(
        `SELECT id, user_id, game FROM quick_sale.sales ORDER BY state = 'active' DESC, id LIMIT 5`,
      );
      const sale = randomOf(r, any);
      if (!sale) return 'skipped';
      const seller = sellers.find((x) => x.userId === sale.user_id)!;
      return outcome(
        'cancel quick sale',
        await call(seller, 'POST', `/api/${sale.game}/quick-sales/${sale.id}/cancel`),
      );
    },

    async exchange(r) {
      // A seller gives items of an account (and balance) for site stock; most of the time sees it through. The first
      // seller (from a random one on) with something to give.
      const candidates = sellers.filter((x) => x.accounts.length);
      const from = r.int(0, candidates.length - 1);
      const ready = r.chance(0.75);
      let outcome: Outcome = 'skipped: no seller';
      for (let n = 0; n < candidates.length; n++) {
        outcome = await exchangeWithSite(candidates[(from + n) % candidates.length]!, r, ready);
        if (outcome !== 'skipped: nothing to give') break;
      }
      return outcome;
    },

    async exchangeCancel(r) {
      const any = await rows<{ id: string; user_id: string; game: GameKey }>(
        `SELECT id, user_id, game FROM exchange.exchanges ORDER BY state = 'active' DESC, id LIMIT 5`,
      );
      const exchange = randomOf(r, any);
      if (!exchange) return 'skipped';
      const seller = sellers.find((x) => x.userId === exchange.user_id)!;
      return outcome(
        'cancel exchange',
        await call(seller, 'POST', `/api/${exchange.game}/exchanges/${exchange.id}/cancel`),
      );
    },

    async crash(r) {
      // SIGKILL with steps mid-run; it comes back a few operations later (meanwhile flows wait, cancels can catch them).
      await killWorker();
      return `ok down for ${r.int(0, 6)}`;
    },

    async restartApp() {
      await app.stop();
      await startParent();
      return 'ok';
    },

    async advance(r) {
      const minutes = randomOf(r, [5, 21, 45, 61, 75])!;
      await advanceClock(minutes * 60_000);
      await app.container.get(SettlementService).expireDue();
      return `ok +${minutes} min`;
    },
  };

  // ---- the invariants ----

  type Violations = Record<string, unknown[]>;

  /** Each named rule and the rows that break it (none when it holds). `strict`: after every account was synced. */
  async function violations(strict: boolean): Promise<Violations> {
    const v: Violations = {};
    const now = clock.now();

    // spec trading-core 4 (withdrawal trade ends): every item is in exactly one place.
    v['game item without an owner account'] = await rows(
      `SELECT i.id FROM game_world.items i LEFT JOIN game_world.accounts a ON a.id = i.account_id WHERE a.id IS NULL`,
    );
    const gameItems = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM game_world.items'))[0]!.n;
    v['game items appeared or vanished'] =
      gameItems === gameItemsExpected ? [] : [{ gameItems, expected: gameItemsExpected }];
    v['game item tracked twice on the site'] = await rows(
      `SELECT game_item_id, count(*)::int FROM inventory_sync.items WHERE game_item_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
    );
    const misplaced = await rows<{ id: string; status: string; game_item_id: string; owner: string | null }>(
      `SELECT i.id, i.status, i.game_item_id, gi.account_id AS owner, ga.game_account_id AS account,
              i.acquired_at,
              -- How the game item moved, to tell which trade took it (a failure's message shows them).
              (SELECT json_agg(json_build_object('key', g.key, 'state', g.state, 'side', ti.side, 'bot', g.bot_id,
                                                 'player', g.player_id, 'closed', g.closed_at) ORDER BY g.closed_at)
                 FROM game_world.trade_items ti JOIN game_world.trades g ON g.id = ti.trade_id
                WHERE ti.item_id = i.game_item_id) AS trades
         FROM inventory_sync.items i JOIN inventory_sync.game_accounts ga ON ga.id = i.account_id
         LEFT JOIN game_world.items gi ON gi.id = i.game_item_id
        WHERE i.game_item_id IS NOT NULL AND gi.account_id IS DISTINCT FROM ga.game_account_id`,
    );
    v['site inventory item not held by its account in the game (outside a deal in flight)'] = misplaced.filter(
      (i) => i.status !== 'withdrawal' && (strict || !(i.owner === null && removedInGame.has(i.game_item_id))),
    );
    if (strict)
      v['game item of a synced account missing from its site inventory'] = await rows(
        `SELECT gi.id, ga.id AS account FROM game_world.items gi
           JOIN inventory_sync.game_accounts ga ON ga.game_account_id = gi.account_id AND ga.status = 'success'
          WHERE gi.kind = 'item' AND gi.custom_name IS NULL
            AND NOT EXISTS (SELECT 1 FROM inventory_sync.items i WHERE i.game_item_id = gi.id AND i.account_id = ga.id)`,
      );
    v['item on sale without a listing, or a listing without an item on sale'] = await rows(
      `SELECT i.id, i.status, l.inventory_item_id FROM inventory_sync.items i
         FULL JOIN catalog.listings l ON l.inventory_item_id = i.id
        WHERE (i.status = 'on_sale') IS DISTINCT FROM (l.inventory_item_id IS NOT NULL)`,
    );
    v['item in a deal without a live purchase, or a live purchase without its item in the deal'] = await rows(
      `SELECT i.id, i.status, d.id AS purchase_item, d.status AS purchase_status FROM inventory_sync.items i
         FULL JOIN (SELECT id, inventory_item_id, status FROM orders.purchase_items WHERE status IN ('waiting', 'delivering')) d
           ON d.inventory_item_id = i.id
        WHERE (i.status IN ('transfer', 'withdrawal')) IS DISTINCT FROM (d.id IS NOT NULL)
           OR (i.status IS NOT DISTINCT FROM 'withdrawal') <> (d.status IS NOT DISTINCT FROM 'delivering')`,
    );
    v['market card count differs from its listings'] = await rows(
      `SELECT c.id FROM catalog.cards c WHERE c.count <> (SELECT count(*) FROM catalog.listings l WHERE l.card_id = c.id)`,
    );

    // Flows and trades agree; each ended once; the game moved items only in trades whose flow finished.
    v['withdrawal trade whose state differs from its flow'] = await rows(
      `SELECT t.id, t.state, f.state AS flow_state FROM withdrawals.trades t JOIN bots.flows f ON f.id = t.flow_id
        WHERE t.state <> f.state`,
    );
    v['flow without exactly one ending event'] = await rows(
      `SELECT f.id, f.state FROM bots.flows f
        WHERE f.state <> 'active'
          AND (SELECT count(*) FROM bots.flow_events e WHERE e.flow_id = f.id AND e.payload ? 'state') <> 1`,
    );
    v['completed game trade of a flow that did not finish, or a finished delivery without exactly one'] = await rows(
      `SELECT f.id, f.state, (SELECT count(*)::int FROM game_world.trades g
                                WHERE g.key LIKE f.id || ':trade:%' AND g.state = 'completed') AS completed
         FROM bots.flows f WHERE f.kind = 'withdrawal'
          AND (SELECT count(*) FROM game_world.trades g WHERE g.key LIKE f.id || ':trade:%' AND g.state = 'completed')
              <> CASE WHEN f.state = 'finished' THEN 1 ELSE 0 END`,
    );
    v['game item not where its last completed trade put it'] = await rows(
      `SELECT DISTINCT ON (ti.item_id) ti.item_id, ti.side, g.bot_id, g.player_id, gi.account_id AS owner
         FROM game_world.trade_items ti JOIN game_world.trades g ON g.id = ti.trade_id AND g.state = 'completed'
         LEFT JOIN game_world.items gi ON gi.id = ti.item_id
        ORDER BY ti.item_id, g.closed_at DESC, g.id DESC`,
    ).then((lines: any[]) => lines.filter((l) => l.owner !== (l.side === 'bot' ? l.player_id : l.bot_id)));

    // spec trading-core 4 (purchase) and 9 (collect within 60 minutes): each bought item ends exactly once.
    v['purchase item still delivering, or waiting past its window'] = await rows(
      `SELECT id, status, collect_by FROM orders.purchase_items
        WHERE status = 'delivering' OR (status = 'waiting' AND collect_by <= $1)`,
      [now],
    );
    v['purchase item not ended exactly once in the ledger (one refund or one release)'] = await rows(
      `SELECT pi.id, pi.status FROM orders.purchase_items pi
        WHERE (SELECT count(*) FROM wallet.transactions t WHERE t.idempotency_key IN ('refund:' || pi.id, 'release:' || pi.id))
              <> CASE WHEN pi.status IN ('waiting', 'delivering') THEN 0 ELSE 1 END
           OR (pi.status = 'completed') <> EXISTS (SELECT 1 FROM wallet.transactions t WHERE t.idempotency_key = 'release:' || pi.id)`,
    );
    v['completed purchase item not in exactly one finished trade, or a finished trade carrying an item not completed'] =
      await rows(
        `SELECT pi.id, pi.status, (SELECT count(*)::int FROM withdrawals.trade_items ti JOIN withdrawals.trades t ON t.id = ti.trade_id
                                    WHERE ti.purchase_item_id = pi.id AND t.state = 'finished') AS finished_trades
           FROM orders.purchase_items pi
          WHERE (SELECT count(*) FROM withdrawals.trade_items ti JOIN withdrawals.trades t ON t.id = ti.trade_id
                  WHERE ti.purchase_item_id = pi.id AND t.state = 'finished') <> CASE WHEN pi.status = 'completed' THEN 1 ELSE 0 END`,
      );
    // Where each completed item went: its game item (recorded when a sync brought it) moved from the seller's account
    // to the buyer's recipient in the completed game trade of the finished delivery that carried it.
    const delivered = await rows<{
      id: string;
      game_item_id: string | null;
      moved: boolean;
      moved_on: boolean;
      owner: string | null;
      recipient: string;
    }>(
      `SELECT pi.id, a.game_item_id, d.receiver AS recipient, gi.account_id AS owner,
              EXISTS (SELECT 1 FROM game_world.trades g JOIN game_world.trade_items gti ON gti.trade_id = g.id
                       WHERE g.key LIKE f.id || ':trade:%' AND g.state = 'completed' AND gti.item_id = a.game_item_id
                         AND gti.side = 'bot' AND g.bot_id = d.giver AND g.player_id = d.receiver) AS moved,
              -- The buyer passed it on later: delivered it on from a linked account, or sold it to the site.
              EXISTS (SELECT 1 FROM game_world.trades g2 JOIN game_world.trade_items t2 ON t2.trade_id = g2.id
                       WHERE t2.item_id = a.game_item_id AND g2.state = 'completed'
                         AND (g2.bot_id = d.receiver AND t2.side = 'bot' OR g2.player_id = d.receiver AND t2.side = 'player')) AS moved_on
         FROM orders.purchase_items pi
         JOIN withdrawals.trade_items ti ON ti.purchase_item_id = pi.id
         JOIN withdrawals.trades t ON t.id = ti.trade_id AND t.state = 'finished'
         JOIN bots.flows f ON f.id = t.flow_id
         -- A seller's linked account gives to the recipient; the site's stock goes from its fleet bot to the player.
         CROSS JOIN LATERAL (SELECT CASE WHEN f.actor = 'fleet' THEN f.bot_account_id ELSE f.player_account_id END AS giver,
                                    CASE WHEN f.actor = 'fleet' THEN f.player_account_id ELSE f.recipient_account_id END AS receiver) d
         LEFT JOIN test_audit.inventory_items a ON a.id = pi.inventory_item_id
         LEFT JOIN game_world.items gi ON gi.id = a.game_item_id
        WHERE pi.status = 'completed'`,
    );
    v["completed purchase item whose game item did not move to the buyer's account"] = delivered.filter(
      (d) => !d.game_item_id || !d.moved || (!d.moved_on && d.owner !== d.recipient),
    );

    // Money (README "Money in development", spec trading-core 9 sales fee).
    v['ledger transaction that does not sum to zero per currency'] = await rows(
      `SELECT p.transaction_id, a.currency, sum(p.amount) FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
        GROUP BY 1, 2 HAVING sum(p.amount) <> 0`,
    );
    v['currency whose ledger does not sum to zero'] = await rows(
      `SELECT a.currency, sum(p.amount) FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
        GROUP BY 1 HAVING sum(p.amount) <> 0`,
    );
    v['user balance negative or not the sum of its postings'] = await rows(
      `SELECT a.id, a.balance, coalesce(sum(p.amount), 0) AS posted FROM wallet.accounts a
         LEFT JOIN wallet.postings p ON p.account_id = a.id
        WHERE a.balance IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0) OR a.balance < 0`,
    );
    const [money] = await rows<Record<string, string>>(
      `SELECT
         coalesce(sum(-p.amount) FILTER (WHERE t.kind = 'purchase' AND a.kind = 'available'), 0) AS charged,
         coalesce(sum(p.amount) FILTER (WHERE t.kind = 'purchase_refund' AND a.kind = 'available'), 0) AS refunded,
         coalesce(sum(p.amount) FILTER (WHERE t.kind = 'sale_release' AND a.kind = 'available'), 0) AS paid_out,
         coalesce(sum(p.amount) FILTER (WHERE t.kind IN ('purchase', 'purchase_refund') AND a.kind = 'fee_revenue'), 0) AS fees,
         (SELECT coalesce(sum(balance), 0) FROM wallet.accounts WHERE kind = 'held') AS held
       FROM wallet.postings p JOIN wallet.transactions t ON t.id = p.transaction_id JOIN wallet.accounts a ON a.id = p.account_id
       WHERE a.currency = 'usd'`,
    );
    const [items] = await rows<Record<string, string>>(
      `SELECT coalesce(sum(price_minor), 0) AS charged,
              coalesce(sum(price_minor) FILTER (WHERE status IN ('cancelled', 'expired')), 0) AS refunded,
              coalesce(sum(seller_price_minor - fee_minor) FILTER (WHERE status = 'completed'), 0) AS paid_out,
              coalesce(sum(fee_minor) FILTER (WHERE status IN ('completed', 'waiting', 'delivering')), 0) AS fees,
              coalesce(sum(seller_price_minor - fee_minor) FILTER (WHERE status IN ('waiting', 'delivering')), 0) AS held
         FROM orders.purchase_items`,
    );
    const m = Object.fromEntries(Object.entries(money!).map(([k, x]) => [k, Number(x)]));
    const expected = Object.fromEntries(Object.entries(items!).map(([k, x]) => [k, Number(x)]));
    // Fees stay with the site from the purchase on, and go back with a refund.
    v['buyer charges differ from seller payouts + fees + refunds (+ shares still held)'] =
      m.charged === m.paid_out! + m.fees! + m.refunded! + m.held! ? [] : [m];
    v['ledger totals differ from what the purchase items say'] = Object.keys(expected).some((k) => m[k] !== expected[k])
      ? [{ ledger: m, items: expected }]
      : [];

    // spec trading-core 4 (sale completed when the buyer collects): no seller is paid for an item not delivered.
    const movedIds = new Set(delivered.filter((d) => d.moved).map((d) => d.id));
    v['seller paid for an item that was not delivered'] = (
      await rows<{ reference: string; status: string | null }>(
        `SELECT t.reference, pi.status FROM wallet.transactions t
           LEFT JOIN orders.purchase_items pi ON pi.id::text = t.reference
          WHERE t.kind = 'sale_release'`,
      )
    ).filter((t) => t.status !== 'completed' || !movedIds.has(t.reference));
    v["seller's payouts differ from the shares of their delivered items"] = await rows(
      `SELECT s.seller_id, s.share, coalesce(r.paid, 0) AS paid
         FROM (SELECT seller_id, sum(seller_price_minor - fee_minor) AS share FROM orders.purchase_items
                WHERE status = 'completed' GROUP BY 1) s
         FULL JOIN (SELECT a.owner_id AS seller_id, sum(p.amount) AS paid FROM wallet.postings p
                      JOIN wallet.transactions t ON t.id = p.transaction_id JOIN wallet.accounts a ON a.id = p.account_id
                     WHERE t.kind = 'sale_release' AND a.kind = 'available' GROUP BY 1) r ON r.seller_id = s.seller_id
        WHERE s.share IS DISTINCT FROM r.paid`,
    );

    // spec trading-core 4 (rating changes): each cause moves a rating once.
    // Issue 15: every rating is the replay of its history, and every threshold it crossed brought its consequence once.
    const events = await rows<{
      user_id: string;
      role: RatingRole;
      reason: string;
      count: number;
      key: string;
      rating_after: string;
    }>('SELECT user_id, role, reason, count, key, rating_after FROM ratings.events ORDER BY id');
    const replayed = new Map<string, number>();
    const expectedConsequences = new Set<string>();
    const wrongSteps: unknown[] = [];
    for (const e of events) {
      const at = `${e.user_id}:${e.role}`;
      const before = replayed.get(at) ?? RATING_START[e.role];
      const points = (RATING_POINTS[e.role] as Record<string, number>)[e.reason] ?? 0;
      const after = applyPoints(e.role, before, points * e.count);
      replayed.set(at, after);
      if (Number(e.rating_after) !== after) wrongSteps.push({ key: e.key, recorded: e.rating_after, replayed: after });
      const { down, up } = crossings(e.role, before, after);
      for (const r of down) expectedConsequences.add(`${e.key}:${e.role}:${r.threshold}:down`);
      for (const r of up) expectedConsequences.add(`${e.key}:${e.role}:${r.threshold}:up`);
    }
    const scores = await rows<{ user_id: string; role: RatingRole; rating: string }>(
      'SELECT user_id, role, rating FROM ratings.scores',
    );
    v['rating that is not the replay of its history'] = [
      ...wrongSteps,
      ...scores.filter(
        (sc) => Number(sc.rating) !== (replayed.get(`${sc.user_id}:${sc.role}`) ?? RATING_START[sc.role]),
      ),
    ];
    const consequences = await rows<{ key: string }>('SELECT key FROM ratings.consequences');
    const recorded = new Set(consequences.map((c) => c.key));
    v['consequence missing, extra or twice'] = [
      ...[...expectedConsequences].filter((k) => !recorded.has(k)).map((k) => ({ missing: k })),
      ...[...recorded].filter((k) => !expectedConsequences.has(k)).map((k) => ({ extra: k })),
      ...(consequences.length !== recorded.size ? [{ duplicates: consequences.length - recorded.size }] : []),
    ];
    v['ratings.events key not unique'] = [
      ...(await rows(
        `SELECT 1 FROM pg_indexes WHERE schemaname = 'ratings' AND tablename = 'events'
          AND indexdef ILIKE 'CREATE UNIQUE INDEX % (key)' HAVING count(*) = 0`,
      )),
      ...(await rows('SELECT key, count(*)::int FROM ratings.events GROUP BY 1 HAVING count(*) > 1')),
    ];
    v['finished trade without exactly one delivered event per side, counting its items'] = await rows(
      `SELECT t.id, n.items, b.reason AS buyer, b.count AS buyer_count, s.reason AS seller, s.count AS seller_count
         FROM withdrawals.trades t
         JOIN LATERAL (SELECT count(*)::int AS items FROM withdrawals.trade_items ti WHERE ti.trade_id = t.id) n ON true
         LEFT JOIN ratings.events b ON b.key = 'withdrawal:' || t.id || ':buyer'
         LEFT JOIN ratings.events s ON s.key = 'withdrawal:' || t.id || ':seller'
        WHERE t.state = 'finished'
          AND (b.reason IS DISTINCT FROM 'item_collected' OR b.count <> n.items OR b.user_id <> t.buyer_id
               OR s.reason IS DISTINCT FROM 'sale_completed' OR s.count <> n.items OR s.user_id <> t.seller_id)`,
    );
    v['failed trade whose rating events do not follow its fault'] = await rows(
      `SELECT t.id, t.state, t.fault, b.reason AS buyer, s.reason AS seller FROM withdrawals.trades t
         LEFT JOIN ratings.events b ON b.key = 'withdrawal:' || t.id || ':buyer'
         LEFT JOIN ratings.events s ON s.key = 'withdrawal:' || t.id || ':seller'
        WHERE t.state NOT IN ('finished', 'active')
          AND ((b.key IS NOT NULL) <> (t.fault IS NOT DISTINCT FROM 'buyer')
               OR (s.key IS NOT NULL) <> (t.fault IS NOT DISTINCT FROM 'seller')
               OR b.user_id <> t.buyer_id OR s.user_id <> t.seller_id
               OR b.reason NOT IN ('trade_failed', 'offer_cancelled')
               OR s.reason IN ('sale_completed'))`,
    );
    v['rating event of a trade that does not exist'] = await rows(
      `SELECT e.key FROM ratings.events e WHERE e.key LIKE 'withdrawal:%'
          AND NOT EXISTS (SELECT 1 FROM withdrawals.trades t WHERE e.key LIKE 'withdrawal:' || t.id || ':%' AND t.state <> 'active')`,
    );
    v['buyer cancel without exactly one purchase_cancelled event'] = await rows(
      `SELECT pi.id, e.key FROM orders.purchase_items pi
         FULL JOIN (SELECT * FROM ratings.events WHERE reason = 'purchase_cancelled') e ON e.key = 'purchase_cancelled:' || pi.id
        WHERE (pi.cancel_reason = 'buyer_cancel') IS DISTINCT FROM (e.key IS NOT NULL)
          AND (pi.id IS NULL OR e.key IS NOT NULL OR pi.cancel_reason = 'buyer_cancel')`,
    );

    // spec trading-core 4 (quick sale): the site pays for exactly what moved, once, and holds what it bought.
    v['quick sale whose payment differs from the prices of the items it moved'] = await rows(
      `SELECT q.id, q.state, q.paid_minor, m.moved, l.paid FROM quick_sale.sales q
         JOIN LATERAL (SELECT coalesce(sum(price_minor) FILTER (WHERE moved), 0) AS moved FROM quick_sale.sale_items i
                        WHERE i.sale_id = q.id) m ON true
         LEFT JOIN LATERAL (SELECT sum(p.amount) AS paid FROM wallet.transactions t JOIN wallet.postings p ON p.transaction_id = t.id
                              JOIN wallet.accounts a ON a.id = p.account_id AND a.kind = 'available'
                             WHERE t.idempotency_key = 'quick_sale:' || q.id) l ON true
        WHERE q.state <> 'active'
          AND (q.paid_minor IS DISTINCT FROM m.moved OR coalesce(l.paid, 0) <> m.moved OR (q.state <> 'finished' AND m.moved <> 0))`,
    );
    v["quick sale item moved but neither the site's stock nor sold on from it"] = await rows(
      `SELECT i.sale_id, i.game_item_id FROM quick_sale.sale_items i
        WHERE i.moved
          AND NOT EXISTS (SELECT 1 FROM exchange.exchange_items x WHERE x.game_item_id = i.game_item_id AND x.side = 'site' AND x.moved)
          AND NOT EXISTS (SELECT 1 FROM inventory_sync.items x JOIN inventory_sync.game_accounts a ON a.id = x.account_id
                           WHERE x.game_item_id = i.game_item_id AND a.fleet)
          AND NOT EXISTS (SELECT 1 FROM orders.purchase_items pi JOIN test_audit.inventory_items t ON t.id = pi.inventory_item_id
                           WHERE t.game_item_id = i.game_item_id AND pi.status IN ('waiting', 'delivering', 'completed'))`,
    );
    v['item on_fast_sale without a quick sale or an exchange under way'] = await rows(
      `SELECT i.id FROM inventory_sync.items i WHERE i.status = 'on_fast_sale'
          AND NOT EXISTS (SELECT 1 FROM quick_sale.sale_items x JOIN quick_sale.sales q ON q.id = x.sale_id
                           WHERE x.inventory_item_id = i.id AND q.state = 'active')
          AND NOT EXISTS (SELECT 1 FROM exchange.exchange_items x JOIN exchange.exchanges e ON e.id = x.exchange_id
                           WHERE x.inventory_item_id = i.id AND e.state = 'active')`,
    );

    // The exchange (spec trading-core 1, 2, 5): one trade, all or nothing, money only when everything moved.
    v['exchange that moved part of its items, or moved items without finishing'] = await rows(
      `SELECT e.id, e.state, m.moved, m.kept FROM exchange.exchanges e
         JOIN LATERAL (SELECT count(*) FILTER (WHERE moved)::int AS moved, count(*) FILTER (WHERE NOT moved)::int AS kept
                         FROM exchange.exchange_items x WHERE x.exchange_id = e.id) m ON true
        WHERE e.state <> 'active' AND ((e.state = 'finished') <> (m.kept = 0) OR (e.state <> 'finished' AND m.moved > 0))`,
    );
    v['exchange whose money does not follow its ending'] = await rows(
      `SELECT e.id, e.state, e.balance_minor, e.change_minor, h.n AS holds, s.net AS settled, r.n AS releases
         FROM exchange.exchanges e
         JOIN LATERAL (SELECT count(*)::int AS n FROM wallet.transactions WHERE idempotency_key = 'exchange_hold:' || e.id) h ON true
         LEFT JOIN LATERAL (SELECT sum(p.amount) AS net FROM wallet.transactions t JOIN wallet.postings p ON p.transaction_id = t.id
                              JOIN wallet.accounts a ON a.id = p.account_id AND a.kind = 'available'
                             WHERE t.idempotency_key = 'exchange:' || e.id) s ON true
         JOIN LATERAL (SELECT count(*)::int AS n FROM wallet.transactions WHERE idempotency_key = 'exchange_release:' || e.id) r ON true
        WHERE e.state <> 'active'
          AND (h.n <> (e.balance_minor > 0)::int
               OR (e.state = 'finished' AND (coalesce(s.net, 0) <> e.change_minor OR r.n <> 0))
               OR (e.state <> 'finished' AND (s.net IS NOT NULL OR r.n <> (e.balance_minor > 0)::int)))`,
    );
    v["exchange moved an item to the site but it is neither the site's stock nor sold on from it"] = await rows(
      `SELECT x.exchange_id, x.game_item_id FROM exchange.exchange_items x
        WHERE x.side = 'user' AND x.moved
          AND NOT EXISTS (SELECT 1 FROM inventory_sync.items i JOIN inventory_sync.game_accounts a ON a.id = i.account_id
                           WHERE i.game_item_id = x.game_item_id AND a.fleet)
          AND NOT EXISTS (SELECT 1 FROM orders.purchase_items pi JOIN test_audit.inventory_items t ON t.id = pi.inventory_item_id
                           WHERE t.game_item_id = x.game_item_id AND pi.status IN ('waiting', 'delivering', 'completed'))
          AND NOT EXISTS (SELECT 1 FROM exchange.exchange_items y WHERE y.game_item_id = x.game_item_id AND y.side = 'site' AND y.moved)`,
    );
    v['site item an exchange gave still in the site stock'] = await rows(
      `SELECT x.exchange_id, x.game_item_id FROM exchange.exchange_items x
         JOIN inventory_sync.items i ON i.game_item_id = x.game_item_id JOIN inventory_sync.game_accounts a ON a.id = i.account_id
        WHERE x.side = 'site' AND x.moved AND a.fleet
          AND NOT EXISTS (SELECT 1 FROM exchange.exchange_items y JOIN exchange.exchanges e ON e.id = y.exchange_id
                           WHERE y.game_item_id = x.game_item_id AND y.side = 'user' AND e.created_at > (SELECT created_at FROM exchange.exchanges WHERE id = x.exchange_id))`,
    );

    // The queues gave nothing up.
    v['trade or sync ending given up by its queue'] = await rows(
      `SELECT name, id, output FROM pgboss.job WHERE name IN ('withdrawals.trade-ended', 'inventory-sync.sync-ended', 'quick-sale.trade-ended', 'exchange.trade-ended') AND state = 'failed'`,
    );
    return v;
  }

  const broken = (v: Violations) => Object.fromEntries(Object.entries(v).filter(([, list]) => list.length));

  async function checkpoint(why: string) {
    await settle(why);
    const found = broken(await timed('check', () => violations(false)));
    checkpoints++;
    if (Object.keys(found).length) throw new Error(`invariants broken after ${why}: ${JSON.stringify(found, null, 1)}`);
  }

  // ---- the run ----

  before(async () => {
    try {
      databaseUrl = (await startTestAppOnce()).databaseUrl;
      db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
      await recordGameItemsOfInventory();
      await startWorker();
      await timed('set up', setUp);
      await timed('run', run);
      await timed('final', finalRepairAndSync);
      finalCheck = await violations(true);
    } catch (err) {
      (err as Error).message = `[TRADE_LOOP_SEED=${SEED}] ${(err as Error).message}`;
      throw err;
    }
  });

  async function startTestAppOnce(): Promise<TestApp> {
    app = await startTestApp({ clock, env: { ...ENV, BOTS_WORKERS: 'false' } });
    return app;
  }

  /** The game item each site inventory item stood for, kept after the row goes (a delivered item leaves the inventory). */
  async function recordGameItemsOfInventory() {
    await db.query(`
      CREATE SCHEMA test_audit;
      CREATE TABLE test_audit.inventory_items (id uuid PRIMARY KEY, game_item_id uuid, account_id uuid);
      CREATE FUNCTION test_audit.record_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_audit.inventory_items VALUES (NEW.id, NEW.game_item_id, NEW.account_id) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;
      CREATE TRIGGER record_item AFTER INSERT ON inventory_sync.items FOR EACH ROW EXECUTE FUNCTION test_audit.record_item();`);
  }

  async function setUp() {
    // Four pet-game sellers (the first two with two accounts, and buying too: they collect into their own linked
    // account and sell what arrives), one murder-mystery seller, five buyers with an account in each game.
    for (let i = 0; i < 5; i++) sellers.push(await newActor(`seller${i}`));
    for (let i = 0; i < 4; i++) await linkAndSync(sellers[i]!, 'adopt', 6);
    for (let i = 0; i < 2; i++) await linkAndSync(sellers[i]!, 'adopt', 5);
    await linkAndSync(sellers[4]!, 'mm2', 6);
    for (let i = 0; i < 5; i++) {
      const buyer = await newActor(`buyer${i}`);
      for (const game of ['adopt', 'mm2'] as const) {
        const player = await newPlayer(world(), game, {}, 1);
        gameItemsExpected += 3;
        await giveFood(player.account.id, game);
        buyer.recipients[game] = { id: player.account.id, nickname: player.account.nickname };
      }
      buyers.push(buyer);
    }
    for (const reseller of sellers.slice(0, 2)) {
      const own = reseller.accounts[0]!;
      reseller.recipients.adopt = { id: own.worldId, nickname: own.nickname };
      await giveFood(own.worldId, 'adopt');
      buyers.push(reseller);
    }
    for (const buyer of buyers) await topUp(app, buyer.user.access_token, '500');
    await settle('the first syncs');
    for (const account of allAccounts()) {
      const listed = await listSome(account.owner, account, new SeededRandom(SEED), 100);
      expect(listed, `listing ${account.nickname}`).to.equal('ok');
    }
    await checkpoint('setting up');
  }

  async function run() {
    const random = new SeededRandom(SEED);
    const kinds = Object.keys(OPS) as OpKind[];
    const plan = Array.from({ length: OPERATIONS }, () => ({
      kind: random.weighted(
        kinds,
        kinds.map((k) => OPS[k]),
      ),
      seed: random.int(1, 2 ** 31 - 2),
    }));
    let restartWorkerAt = -1;
    let i = 0;
    while (i < plan.length) {
      if (!worker && i >= restartWorkerAt) await startWorker();
      const batch: number[] = [];
      while (i < plan.length && batch.length < CONCURRENCY) {
        const exclusive = EXCLUSIVE.has(plan[i]!.kind);
        if (exclusive && batch.length) break;
        batch.push(i++);
        if (exclusive) break;
        if (i % CHECK_EVERY === 0) break;
      }
      const results = await Promise.all(
        batch.map(async (n) => {
          const op = plan[n]!;
          const result = await timed(op.kind, () => ops[op.kind](new SeededRandom(op.seed), n)).catch((err: Error) => {
            err.message = `operation ${n} (${op.kind}): ${err.message}`;
            throw err;
          });
          const down = /^ok down for (\d+)/.exec(result);
          if (down) restartWorkerAt = n + 1 + Number(down[1]);
          return `${op.kind}: ${result}`;
        }),
      );
      for (const result of results) count(result);
      if (i % CHECK_EVERY === 0 && i < plan.length) await checkpoint(`${i} operations`);
    }
  }

  /**
   * The end: pending injected failures are dropped and every account's troubles cleared, the clock passes every
   * collection window, and each seller account is re-linked where its session broke and synced until it is well.
   */
  async function finalRepairAndSync() {
    await settle(`${OPERATIONS} operations`);
    await db.query('UPDATE game_world.injected_failures SET consumed_at = now() WHERE consumed_at IS NULL');
    for (const target of flagged) {
      await world().updateAccount(target, CLEAN);
      if (!allAccounts().some((a) => a.worldId === target)) await world().setCookie(target, { renew: true });
    }
    for (const account of allAccounts()) await world().updateAccount(account.worldId, CLEAN);
    flagged.clear();
    // One last purchase nobody collects, so that a run always sees a window pass (spec trading-core 9).
    for (let attempt = 1; attempt <= 10; attempt++)
      if ((await ops.buy(new SeededRandom(SEED + attempt), -1)) === 'ok') break;
    for (let round = 0; round < 4; round++) {
      await advanceClock(61 * 60_000);
      await settle('the clock passed every window');
      let unwell = 0;
      for (const account of allAccounts()) {
        const listed = await get(account.owner, `/api/${account.game}/accounts`);
        const view = (listed.accounts as any[]).find((a) => a.id === account.siteId);
        if (round > 0 && view.status === 'success') continue;
        unwell++;
        if (view.status === 'error') {
          const { cookie } = await world().setCookie(account.worldId, { renew: true });
          outcome('relink', await call(account.owner, 'POST', `/api/${account.game}/accounts`, { cookie }));
        }
        const synced = await call(account.owner, 'POST', `/api/${account.game}/accounts/${account.siteId}/sync`);
        expect(synced.status, `final sync of ${account.nickname}: ${JSON.stringify(synced.body)}`).to.equal(202);
      }
      await settle('the final syncs');
      if (!unwell) break;
    }
    const statuses = await rows('SELECT nickname, status FROM inventory_sync.game_accounts ORDER BY nickname');
    expect(
      statuses.filter((s: any) => s.status !== 'success'),
      'every seller account is well after the final syncs',
    ).to.deep.equal([]);
    // Once everything is well, a quick sale the seller sees through (Ready) and one left to expire, so that every
    // run sees the site pay and not pay.
    const last = [];
    let supplier: Actor | undefined;
    for (const seller of sellers) {
      const offered = await offerTo(seller);
      if (offered.length) last.push(await sellToSite(seller, [offered[0]], last.length === 0));
      if (last.length === 1) supplier = seller;
      if (last.length === 2) break;
    }
    expect(last, 'the last two quick sales start').to.deep.equal(['ok ok', 'ok']);
    await settle('the last quick sales');
    // And an exchange seen through, so that every run sees items and balance swap with the site's stock.
    const exchanged = [];
    let trader: Actor | undefined;
    // By another seller of the same game: what the supplier sold the site is theirs, and cannot be taken back.
    const traders = sellers.filter((x) => x !== supplier && x.accounts[0]?.game === supplier!.accounts[0]!.game);
    for (const [n, seller] of traders.entries()) {
      await fund(seller, 500);
      exchanged.push(await exchangeWithSite(seller, new SeededRandom(SEED + n), true, true));
      trader = seller;
      if (exchanged.at(-1) === 'ok ok') break;
    }
    expect(exchanged, 'the last exchange starts and is seen through').to.include('ok ok');
    await settle('the last exchange');
    // The site's items it received show in the trader's site inventory after a sync (20 minutes after the last).
    await advanceClock(21 * 60_000);
    for (const account of trader!.accounts) {
      const synced = await call(trader!, 'POST', `/api/${account.game}/accounts/${account.siteId}/sync`);
      expect(synced.status, `sync after the exchange: ${JSON.stringify(synced.body)}`).to.equal(202);
    }
    await settle('the syncs after the last exchange');
  }

  after(async () => {
    const summary = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} x${n}`);
    console.log(
      `      seed ${SEED}, ${OPERATIONS} operations, ${checkpoints} checkpoints, ${workerStarts} bots worker starts, ${((Date.now() - started) / 1000).toFixed(0)} s\n` +
        `      ${summary.join('\n      ')}\n      time (ms): ${JSON.stringify(Object.fromEntries(spent))}\n      settles: ${settles.join(', ')}`,
    );
    await killWorker();
    await (await standby?.catch(() => undefined))?.stop('SIGTERM');
    await db?.end();
    await app?.stop();
  });

  afterEach(function () {
    if (this.currentTest?.state === 'failed')
      console.log(
        `      reproduce: TRADE_LOOP_SEED=${SEED} TRADE_LOOP_OPERATIONS=${OPERATIONS} npx mocha test/slow/trade-loop-invariants.test.ts`,
      );
  });

  const holds = (...names: string[]) => {
    const found = Object.fromEntries(
      names.map((n) => [n, finalCheck![n]]).filter(([, list]) => (list as unknown[])?.length),
    );
    for (const n of names) expect(finalCheck, `rule checked: ${n}`).to.have.property(n);
    expect(found).to.deep.equal({});
  };

  it('spec trading-core 4 (withdrawal trade ends, sync): every game item has one owner, every site inventory item points at an item its account holds, and no game item is tracked twice', () => {
    holds(
      'game item without an owner account',
      'game items appeared or vanished',
      'game item tracked twice on the site',
      'site inventory item not held by its account in the game (outside a deal in flight)',
      'game item of a synced account missing from its site inventory',
      'item on sale without a listing, or a listing without an item on sale',
      'item in a deal without a live purchase, or a live purchase without its item in the deal',
      'market card count differs from its listings',
    );
  });

  it('spec trading-core 4 (bot trade stages, withdrawal trade ends): every flow ended once, its trade agrees, and the game moved items only in deliveries that finished', () => {
    holds(
      'withdrawal trade whose state differs from its flow',
      'flow without exactly one ending event',
      'completed game trade of a flow that did not finish, or a finished delivery without exactly one',
      'game item not where its last completed trade put it',
      'trade or sync ending given up by its queue',
    );
  });

  it("spec trading-core 4 (purchase, sale) and 9 (60 minutes): every bought item ended exactly once, and a completed one's game item went to the buyer's account", () => {
    holds(
      'purchase item still delivering, or waiting past its window',
      'purchase item not ended exactly once in the ledger (one refund or one release)',
      'completed purchase item not in exactly one finished trade, or a finished trade carrying an item not completed',
      "completed purchase item whose game item did not move to the buyer's account",
    );
  });

  it('spec trading-core 9 (sales fee), README money: the ledger sums to zero per currency, no balance is negative, and buyer charges = seller payouts + fees + refunds', () => {
    holds(
      'ledger transaction that does not sum to zero per currency',
      'currency whose ledger does not sum to zero',
      'user balance negative or not the sum of its postings',
      'buyer charges differ from seller payouts + fees + refunds (+ shares still held)',
      'ledger totals differ from what the purchase items say',
    );
  });

  it('spec trading-core 4 (sale: completed when the buyer collects): no seller is paid for an item not delivered', () => {
    holds(
      'seller paid for an item that was not delivered',
      "seller's payouts differ from the shares of their delivered items",
    );
  });

  it("spec trading-core 4 (quick sale): the site paid each quick sale once, exactly the offered prices of the items that moved, which became the site's stock (held by its bots: the rule on every site inventory item)", () => {
    holds(
      'quick sale whose payment differs from the prices of the items it moved',
      "quick sale item moved but neither the site's stock nor sold on from it",
      'item on_fast_sale without a quick sale or an exchange under way',
    );
  });

  it('spec trading-core 1, 2, 5 (the /trade exchange): one trade, all or nothing; the balance moves only when everything moved, once; what the site got is its stock, what it gave left it', () => {
    holds(
      'exchange that moved part of its items, or moved items without finishing',
      'exchange whose money does not follow its ending',
      "exchange moved an item to the site but it is neither the site's stock nor sold on from it",
      'site item an exchange gave still in the site stock',
    );
  });

  it('spec trading-core 4 (rating changes): no duplicate rating events; one delivered event per side of each finished trade, failures rated by their fault', () => {
    holds(
      'ratings.events key not unique',
      'rating that is not the replay of its history',
      'consequence missing, extra or twice',
      'finished trade without exactly one delivered event per side, counting its items',
      'failed trade whose rating events do not follow its fault',
      'rating event of a trade that does not exist',
      'buyer cancel without exactly one purchase_cancelled event',
    );
  });

  it('the run covered the loop: deliveries finished and failed on both sides, purchases expired and were cancelled, quick sales paid and not, the worker crashed', async () => {
    const [c] = await rows<Record<string, number>>(`
      SELECT (SELECT count(*)::int FROM withdrawals.trades WHERE state = 'finished') AS finished,
             (SELECT count(*)::int FROM withdrawals.trades WHERE fault = 'seller') AS seller_fault,
             (SELECT count(*)::int FROM withdrawals.trades WHERE fault = 'buyer') AS buyer_fault,
             (SELECT count(*)::int FROM withdrawals.trades WHERE state = 'cancelled') AS cancelled_trades,
             (SELECT count(*)::int FROM orders.purchase_items WHERE status = 'expired') AS expired,
             (SELECT count(*)::int FROM orders.purchase_items WHERE cancel_reason = 'seller_trouble') AS seller_trouble,
             (SELECT count(*)::int FROM orders.purchase_items WHERE cancel_reason = 'buyer_cancel') AS buyer_cancel,
             (SELECT count(*)::int FROM bots.flows WHERE kind = 'sync' AND state = 'finished') AS syncs,
             (SELECT count(*)::int FROM quick_sale.sales WHERE state = 'finished') AS quick_sales_paid,
             (SELECT count(*)::int FROM quick_sale.sales WHERE state <> 'finished') AS quick_sales_not_paid`);
    console.log(`      ${JSON.stringify(c)}`);
    const endings = await rows(
      `SELECT state, code, cause, fault, count(*)::int AS n FROM withdrawals.trades GROUP BY 1, 2, 3, 4 ORDER BY n DESC`,
    );
    console.log(
      `      trade endings: ${endings.map((e: any) => `${e.state}/${e.code}/${e.cause}/${e.fault} x${e.n}`).join(', ')}`,
    );
    for (const k of [
      'finished',
      'seller_fault',
      'buyer_fault',
      'expired',
      'syncs',
      'quick_sales_paid',
      'quick_sales_not_paid',
    ])
      expect(c![k], k).to.be.greaterThan(0);
    expect(
      [...tally.keys()].filter((k) => k.startsWith('crash: ok')),
      'worker crashes',
    ).not.to.be.empty;
  });
});

interface Worker {
  /** Sends a message and waits for the worker's answer. */
  tell(message: object): Promise<unknown>;
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** Spawns test/support/bots-worker.ts and resolves once its code is loaded; its output is kept for a failure's message. */
function spawnWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<Worker> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/support/bots-worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answer = () =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`bots worker exited with ${code}:\n${output}`));
      };
      child.once('exit', onExit);
      child.once('message', (message) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const worker: Worker = {
    async tell(message) {
      const answered = answer();
      child.send(message);
      return answered;
    },
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return answer().then(() => worker);
}
