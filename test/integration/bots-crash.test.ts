import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { FLOW_STEP_QUEUE, type FlowView } from '../../bots';
import { SyncService } from '../../modules/inventory-sync';
import { servicesOf } from '../support/bots';
import { startTestApp, type TestApp } from '../support/app';
import { startProcess, type ServerProcess } from '../support/process';
import type { GameKey } from '../../kernel';

const WORLD_ENV = { BOTS_TIME_SCALE: '0.05', BOTS_PER_GAME: '10', BOTS_CAPACITY: '4' };
const FLOWS = 200;
/** Syncs of sellers' linked accounts, run by the same engine among the others. */
const LINKED_SYNCS = 40;
/** The step queue's expiry (bots/orchestrator/orchestrator.jobs.ts): when pg-boss itself would retry a dead process's jobs. */
const STEP_EXPIRY_MS = 60_000;

type Db = Kysely<any>;

/**
 * ARCHITECTURE "The bots" and the crash test: kill -9 the worker process with 200 flows in
 * flight, start another, and every flow ends with every item in exactly one inventory.
 */
describe('bots: a worker killed with 200 flows in flight', function () {
  this.timeout(120_000);
  let app: TestApp;
  let worker: ServerProcess | undefined;

  before(async () => {
    // This process only starts flows; the worker process runs them.
    app = await startTestApp({ env: { ...WORLD_ENV, BOTS_WORKERS: 'false' } });
  });
  after(async () => {
    await worker?.stop('SIGKILL');
    await app?.stop();
  });

  const startWorker = () =>
    startProcess('bots/cli.ts', { ...WORLD_ENV, DATABASE_URL: app.databaseUrl, NODE_ENV: 'test' }, /bots worker:/);

  it('every flow ends after a restart, every item is in exactly one inventory, nothing is duplicated', async () => {
    const { orchestrator, world } = servicesOf(app.container);
    const db = app.container.get<Db>(Symbol.for('platform.Db'));
    const behaviour = { acceptFriend: 0.95, acceptTrade: 0.85, declineTrade: 0.05, leave: 0.05 };
    const bots = { adopt: await world.listAccounts('adopt', true), mm2: await world.listAccounts('mm2', true) };
    const flows: FlowView[] = [];
    for (let i = 0; i < FLOWS; i++) {
      const game: GameKey = i % 2 ? 'mm2' : 'adopt';
      const player = await world.createAccount({ game, nickname: `Crash${i}_${randomUUID().slice(0, 6)}`, behaviour });
      const owned = await world.giveRandomInventory(player.id, 4, 1);
      const base = { game, userId: randomUUID(), playerNickname: player.nickname };
      if (i % 5 === 0) {
        const bot = bots[game][i % bots[game].length]!;
        const items = await world.giveItems(bot.id, [
          { slug: game === 'adopt' ? 'shadow-dragon' : 'default-knife-knife' },
        ]);
        flows.push(await orchestrator.start({ ...base, kind: 'withdrawal', items, fromBotAccountId: bot.id }));
      } else if (i % 5 === 1) {
        flows.push(await orchestrator.start({ ...base, kind: 'sync' }));
      } else {
        flows.push(
          await orchestrator.start({ ...base, kind: 'quick_sale', items: owned.slice(0, 2), awaitReady: false }),
        );
      }
    }
    // Sellers' linked accounts synced by the site itself (their sync ends reach inventory-sync in this process).
    const sync = app.container.get(SyncService);
    for (let i = 0; i < LINKED_SYNCS; i++) {
      const game: GameKey = i % 2 ? 'mm2' : 'adopt';
      const player = await world.createAccount({
        game,
        nickname: `CrashSeller${i}_${randomUUID().slice(0, 6)}`,
        behaviour: { manual: true },
      });
      await world.giveRandomInventory(player.id, 6, 1);
      const sellerId = randomUUID();
      const account = await sync.link(sellerId, game, player.session_cookie);
      const started = await sync.start(sellerId, game, account.id);
      flows.push((await orchestrator.get(started.id))!);
    }
    const itemsBefore = await countItems(db);

    worker = await startWorker();
    // Kill it while flows are mid-way: some have ended, many are still running, some in an open
    // trade, and steps are being worked on.
    await until(
      async () => (await terminalCount(db)) >= 20 && (await openTrades(db)) > 0 && (await stuckSteps(db)).length > 0,
    );
    await worker.stop('SIGKILL');
    const killedAt = Date.now();
    const atKill = {
      terminal: await terminalCount(db),
      openTrades: await openTrades(db),
      stuck: await stuckSteps(db),
      linkedRunning: await linkedRunning(db),
    };
    expect(atKill.terminal).to.be.below(FLOWS);

    // The steps the dead process was running keep their pg-boss jobs `active` until the queue's
    // expiry; the new worker reschedules them when it starts, so they move on long before that.
    worker = await startWorker();
    await until(async () => (await stillStuck(db, atKill.stuck)) === 0, 20_000);
    const stuckMovedMs = Date.now() - killedAt;
    expect(stuckMovedMs).to.be.below(STEP_EXPIRY_MS);
    await until(async () => (await terminalCount(db)) === FLOWS + LINKED_SYNCS, 90_000);
    const recoveredMs = Date.now() - killedAt;
    await worker.stop('SIGTERM');

    const ended = await db
      .selectFrom('bots.flows')
      .select(['id', 'kind', 'actor', 'state', 'items', 'player_account_id', 'bot_account_id', 'result'])
      .execute();
    expect(ended.filter((f: { state: string }) => f.state === 'active')).to.deep.equal([]);
    // No item appeared or vanished, and every one has one owner that exists.
    expect(await countItems(db)).to.deep.equal(itemsBefore);
    const orphans =
      await sql`SELECT i.id FROM game_world.items i LEFT JOIN game_world.accounts a ON a.id = i.account_id WHERE a.id IS NULL`.execute(
        db,
      );
    expect(orphans.rows).to.deep.equal([]);

    // Each item is where its flow's ending says: with the receiver after a finished trade, else with the holder.
    const owner = new Map<string, string>(
      (await db.selectFrom('game_world.items').select(['id', 'account_id']).execute()).map(
        (r: { id: string; account_id: string }) => [r.id, r.account_id],
      ),
    );
    for (const f of ended as Array<{
      kind: string;
      state: string;
      items: string[];
      player_account_id: string;
      bot_account_id: string;
    }>) {
      const toPlayer = f.kind === 'withdrawal' ? f.state === 'finished' : f.state !== 'finished';
      for (const item of f.items)
        expect(owner.get(item), `${f.kind} ${f.state}`).to.equal(toPlayer ? f.player_account_id : f.bot_account_id);
    }
    // No item changed hands in two completed trades.
    const movedTwice = await sql`
      SELECT ti.item_id, count(*) AS n FROM game_world.trade_items ti JOIN game_world.trades t ON t.id = ti.trade_id
      WHERE t.state = 'completed' GROUP BY ti.item_id HAVING count(*) > 1`.execute(db);
    expect(movedTwice.rows).to.deep.equal([]);
    // Nothing duplicated: a flow completed at most one game trade (exactly one when it finished a
    // quick sale or withdrawal), and ended with exactly one ending event.
    const tradesPerFlow = await sql<{
      id: string;
      kind: string;
      actor: string;
      state: string;
      completed: string;
      endings: string;
    }>`
      SELECT f.id, f.kind, f.actor, f.state,
        (SELECT count(*) FROM game_world.trades t WHERE t.key LIKE f.id || ':trade:%' AND t.state = 'completed') AS completed,
        (SELECT count(*) FROM bots.flow_events e WHERE e.flow_id = f.id AND e.payload ? 'state') AS endings
      FROM bots.flows f`.execute(db);
    for (const f of tradesPerFlow.rows) {
      // A linked account's sync reads the account from inside it: no trade at all.
      const expected = f.state === 'finished' && f.actor === 'fleet' ? 1 : 0;
      expect(Number(f.completed), `completed trades of ${f.kind} ${f.state}`).to.equal(expected);
      expect(Number(f.endings), `ending events of ${f.kind} ${f.state}`).to.equal(1);
    }
    // Every linked sync's ending was applied once: no account waits on a sync, no item came in twice, and a
    // finished sync's account holds exactly what the sync read.
    await until(
      async () =>
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM inventory_sync.game_accounts WHERE sync_flow_id IS NOT NULL`.execute(db)
        ).rows[0]!.n === 0,
      20_000,
    );
    const twice =
      await sql`SELECT game_item_id FROM inventory_sync.items WHERE game_item_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1`.execute(
        db,
      );
    expect(twice.rows).to.deep.equal([]);
    const linkedEnded = (
      ended as Array<{ actor: string; state: string; player_account_id: string; result: { items?: unknown[] } | null }>
    ).filter((f) => f.actor === 'linked');
    expect(linkedEnded).to.have.length(LINKED_SYNCS);
    for (const f of linkedEnded.filter((l) => l.state === 'finished')) {
      const held = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM inventory_sync.items i JOIN inventory_sync.game_accounts a ON a.id = i.account_id
        WHERE a.game_account_id = ${f.player_account_id}`.execute(db);
      expect(held.rows[0]!.n, 'items of a synced account').to.equal(f.result!.items!.length);
    }
    expect(
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM bots.linked_accounts WHERE busy_flow_id IS NOT NULL`.execute(db)
      ).rows[0]!.n,
      'linked accounts held',
    ).to.equal(0);

    // Every bot slot was given back.
    const busy = await db.selectFrom('bots.fleet').select(['nickname', 'active']).where('active', '!=', 0).execute();
    expect(busy).to.deep.equal([]);

    const states = Object.fromEntries(
      (
        await db
          .selectFrom('bots.flows')
          .select(['state', sql<string>`count(*)`.as('n')])
          .groupBy('state')
          .execute()
      ).map((r: { state: string; n: string }) => [r.state, Number(r.n)]),
    );
    expect(states.finished ?? 0, 'most flows finish').to.be.above(FLOWS / 2);
    console.log(
      `      killed with ${FLOWS + LINKED_SYNCS - atKill.terminal} flows running (${atKill.linkedRunning} of them linked syncs, ${atKill.openTrades} in an open trade, ${atKill.stuck.length} steps mid-run); ` +
        `the new worker was up in ${(worker.readyMs / 1000).toFixed(1)} s, those steps moved on ${(stuckMovedMs / 1000).toFixed(1)} s and all flows ended ${(recoveredMs / 1000).toFixed(1)} s after the kill: ${JSON.stringify(states)}`,
    );
  });
});

async function linkedRunning(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bots.flows')
    .select(sql<string>`count(*)`.as('n'))
    .where('actor', '=', 'linked')
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countItems(db: Db): Promise<{ items: number; distinct: number }> {
  const row = await db
    .selectFrom('game_world.items')
    .select([sql<string>`count(*)`.as('items'), sql<string>`count(DISTINCT id)`.as('distinct')])
    .executeTakeFirstOrThrow();
  return { items: Number(row.items), distinct: Number(row.distinct) };
}

async function terminalCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bots.flows')
    .select(sql<string>`count(*)`.as('n'))
    .where('state', '!=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function openTrades(db: Db): Promise<number> {
  const row = await db
    .selectFrom('game_world.trades')
    .select(sql<string>`count(*)`.as('n'))
    .where('state', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Step jobs a (dead) process holds `active` for a flow still at that job's version. */
async function stuckSteps(db: Db): Promise<Array<{ flow_id: string; version: number }>> {
  const { rows } = await sql<{ flow_id: string; version: number }>`
    SELECT f.id AS flow_id, f.version FROM pgboss.job j
    JOIN bots.flows f ON f.id = (j.data->>'flowId')::uuid AND f.version = (j.data->>'version')::int AND f.state = 'active'
    WHERE j.name = ${FLOW_STEP_QUEUE} AND j.state = 'active'`.execute(db);
  return rows;
}

/** How many of those flows are still where the dead process left them. */
async function stillStuck(db: Db, stuck: Array<{ flow_id: string; version: number }>): Promise<number> {
  if (!stuck.length) return 0;
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM bots.flows f
    JOIN unnest(${stuck.map((s) => s.flow_id)}::uuid[], ${stuck.map((s) => s.version)}::int[]) AS s(id, version) ON s.id = f.id
    WHERE f.version = s.version AND f.state = 'active'`.execute(db);
  return Number(rows[0]!.n);
}

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
