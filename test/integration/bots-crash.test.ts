import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { sql } from 'kysely';
import type { FlowView, GameKey } from '../../bots';
import { servicesOf } from '../support/bots';
import { startTestApp, type TestApp } from '../support/app';
import { startProcess, type ServerProcess } from '../support/process';

const WORLD_ENV = { BOTS_TIME_SCALE: '0.05', BOTS_PER_GAME: '10', BOTS_CAPACITY: '4' };
const FLOWS = 200;

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

  const startWorker = () => startProcess('bots/cli.ts', { ...WORLD_ENV, DATABASE_URL: app.databaseUrl, NODE_ENV: 'test' }, /bots worker:/);

  it('every flow ends after a restart, every item is in exactly one inventory, nothing is duplicated', async () => {
    const { orchestrator, world } = servicesOf(app.container);
    const db = app.container.get<any>(Symbol.for('platform.Db'));
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
        const items = await world.giveItems(bot.id, [{ slug: game === 'adopt' ? 'shadow-dragon' : 'default-knife-knife' }]);
        flows.push(await orchestrator.start({ ...base, kind: 'withdrawal', items, fromBotAccountId: bot.id }));
      } else if (i % 5 === 1) {
        flows.push(await orchestrator.start({ ...base, kind: 'sync' }));
      } else {
        flows.push(await orchestrator.start({ ...base, kind: 'deposit', items: owned.slice(0, 2), awaitReady: false }));
      }
    }
    const itemsBefore = await countItems(db);

    worker = await startWorker();
    // Kill it while flows are mid-way: some have ended, many are still running.
    await until(async () => (await terminalCount(db)) >= 20);
    await worker.stop('SIGKILL');
    const atKill = await terminalCount(db);
    expect(atKill).to.be.below(FLOWS);

    worker = await startWorker();
    await until(async () => (await terminalCount(db)) === FLOWS, 90_000);
    await worker.stop('SIGTERM');

    const ended = await db.selectFrom('bots.flows').select(['id', 'kind', 'state', 'items', 'player_account_id', 'bot_account_id']).execute();
    expect(ended.filter((f: { state: string }) => f.state === 'active')).to.deep.equal([]);
    expect(await countItems(db)).to.deep.equal(itemsBefore);

    // Each item is where its flow's ending says: with the receiver after a finished trade, else with the holder.
    const owner = new Map<string, string>((await db.selectFrom('game_world.items').select(['id', 'account_id']).execute())
      .map((r: { id: string; account_id: string }) => [r.id, r.account_id]));
    for (const f of ended as Array<{ kind: string; state: string; items: string[]; player_account_id: string; bot_account_id: string }>) {
      const toPlayer = f.kind === 'withdrawal' ? f.state === 'finished' : f.state !== 'finished';
      for (const item of f.items) expect(owner.get(item), `${f.kind} ${f.state}`).to.equal(toPlayer ? f.player_account_id : f.bot_account_id);
    }
    // No item changed hands in two completed trades; every bot slot was given back.
    const moved = await sql<{ item_id: string; n: string }>`
      SELECT ti.item_id, count(*) AS n FROM game_world.trade_items ti JOIN game_world.trades t ON t.id = ti.trade_id
      WHERE t.state = 'completed' GROUP BY ti.item_id HAVING count(*) > 1`.execute(db);
    expect(moved.rows).to.deep.equal([]);
    const busy = await db.selectFrom('bots.fleet').select('nickname').where('active', '!=', 0).execute();
    expect(busy).to.deep.equal([]);
    const finished = ended.filter((f: { state: string }) => f.state === 'finished').length;
    expect(finished, 'most flows finish').to.be.above(FLOWS / 2);
  });
});

async function countItems(db: any): Promise<{ items: number; distinct: number }> {
  const row = await db.selectFrom('game_world.items')
    .select([sql<string>`count(*)`.as('items'), sql<string>`count(DISTINCT id)`.as('distinct')]).executeTakeFirstOrThrow();
  return { items: Number(row.items), distinct: Number(row.distinct) };
}

async function terminalCount(db: any): Promise<number> {
  const row = await db.selectFrom('bots.flows').select(sql<string>`count(*)`.as('n')).where('state', '!=', 'active').executeTakeFirstOrThrow();
  return Number(row.n);
}

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
