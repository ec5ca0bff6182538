import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { FLOW_STEP_QUEUE } from '../../bots';
import { FlowEngine } from '../../bots/orchestrator/flow-engine';
import { FlowsRepo } from '../../bots/orchestrator/flows.repo';
import { startBotsWorld, newPlayer, startQuickSale, untilEnded, type BotsWorld } from '../support/bots';

type Db = Kysely<any>;

/** How many step jobs a flow was given, and the flow's version (one per step taken). */
async function jobsAndSteps(db: Db, flowId: string): Promise<{ jobs: number; steps: number }> {
  const { rows } = await sql<{ jobs: number; steps: number }>`
    SELECT (SELECT count(*)::int FROM pgboss.job WHERE name = ${FLOW_STEP_QUEUE} AND data->>'flowId' = ${flowId}) AS jobs,
           (SELECT version FROM bots.flows WHERE id = ${flowId}) AS steps`.execute(db);
  return rows[0]!;
}

describe('bots: the step engine', () => {
  describe('on its own workers', () => {
    let w: BotsWorld;
    before(async () => {
      w = await startBotsWorld();
    });
    after(async () => {
      await w?.stop();
    });

    it('steps due at once follow in the job that took the step before (no job, no read between them)', async () => {
      const p = await newPlayer(w.world);
      const flow = await startQuickSale(w.orchestrator, p, p.itemIds.slice(0, 2));
      const ended = await untilEnded(w.orchestrator, flow.id);
      expect(ended.state).to.equal('finished');
      const { jobs, steps } = await jobsAndSteps(w.app.container.get<Db>(Symbol.for('platform.Db')), flow.id);
      // Searching, the friendship check, the request, the meeting, the trade and its end: more steps than jobs.
      expect(steps).to.be.at.least(4);
      expect(jobs).to.be.below(steps);
      // Every stage is told once, in order, however the steps were taken.
      const stages = (await w.orchestrator.events(flow.id))
        .filter((e) => e.type === 'TradeProgress')
        .map((e) => e.payload.stage);
      expect(stages).to.deep.equal([...new Set(stages)]);
      expect(stages[0]).to.equal('searching_bot');
    });
  });

  describe('run by hand', () => {
    let w: BotsWorld;
    before(async () => {
      // No step workers: the test runs the jobs itself.
      w = await startBotsWorld({ BOTS_WORKERS: 'false' });
    });
    after(async () => {
      await w?.stop();
    });

    it('one step job delivered twice at once takes every step once: one trade, one event per stage, the items moved once', async () => {
      const engine = w.app.container.get(FlowEngine);
      const db = w.app.container.get<Db>(Symbol.for('platform.Db'));
      const p = await newPlayer(w.world);
      const items = p.itemIds.slice(0, 2);
      const flow = await startQuickSale(w.orchestrator, p, items);
      // Both runs start from version 0 and go on step after step; each step commits only at the version it read.
      for (let version = 0; ; ) {
        await Promise.all([engine.run({ flowId: flow.id, version }), engine.run({ flowId: flow.id, version })]);
        const now = (await w.orchestrator.get(flow.id))!;
        if (now.state !== 'active') break;
        const { rows } = await sql<{ version: number }>`SELECT version FROM bots.flows WHERE id = ${flow.id}`.execute(
          db,
        );
        expect(rows[0]!.version, 'a run moved the flow on').to.be.above(version);
        version = rows[0]!.version;
      }
      expect((await w.orchestrator.get(flow.id))!.state).to.equal('finished');
      const events = await w.orchestrator.events(flow.id);
      const stages = events.filter((e) => e.type === 'TradeProgress').map((e) => e.payload.stage);
      expect(stages).to.deep.equal([...new Set(stages)]);
      expect(events.filter((e) => e.type === 'FinishedDepositTrade')).to.have.length(1);
      const trades = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM game_world.trades WHERE key LIKE ${`${flow.id}:%`}`.execute(db);
      expect(trades.rows[0]!.n).to.equal(1);
      const bot = (await w.orchestrator.get(flow.id))!;
      const owners = await sql<{ account_id: string }>`
        SELECT account_id FROM game_world.items WHERE id = ANY(${items}::uuid[])`.execute(db);
      expect(owners.rows).to.have.length(2);
      expect(new Set(owners.rows.map((r) => r.account_id)).size).to.equal(1);
      expect(owners.rows[0]!.account_id).to.not.equal(p.account.id);
      expect(bot.state).to.equal('finished');
    });

    it('a step committed in one statement commits only at the version it read: the later of two writes nothing, tells nothing', async () => {
      const flows = w.app.container.get(FlowsRepo);
      const p = await newPlayer(w.world);
      const started = await w.orchestrator.start({
        kind: 'sync',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
      });
      const flow = (await flows.byId(started.id))!;
      const step = (stage: 'checking_friendship' | 'adding_friend') => ({
        patch: { stage, updated_at: new Date() },
        events: [{ type: 'TradeProgress', payload: { stage } }],
      });
      const first = step('checking_friendship');
      const second = step('adding_friend');
      const [a, b] = await Promise.all([
        flows.advance(flow, first.patch, first.events),
        flows.advance(flow, second.patch, second.events),
      ]);
      expect([a, b].filter(Boolean)).to.have.length(1);
      const won = (a ?? b)!;
      expect(won.version).to.equal(flow.version + 1);
      expect((await flows.byId(flow.id))!.stage).to.equal(won.stage);
      const told = (await flows.events(flow.id)).filter((e) => e.type === 'TradeProgress').map((e) => e.payload.stage);
      expect(told).to.deep.equal(['searching_bot', won.stage]);
      // An ended flow takes no step either.
      await w.orchestrator.cancel(flow.id, p.userId);
      const ended = (await flows.byId(flow.id))!;
      expect(await flows.advance(ended, first.patch, first.events)).to.equal(undefined);
    });
  });
});
