import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { sql } from 'kysely';
import { OPERATIONS_SERVICE, type OperationsService } from '../../modules/operations';
import type { FlowKind, FlowView, StartFlow } from '../../bots';
import { api } from '../support/http';
import { newPlayer, startBotsWorld, untilEnded, type BotsWorld } from '../support/bots';

const ADMIN_TOKEN = 'bots-codes-admin-token-0123456789';

/**
 * Every numbered failure of spec trading-core 8 that a bot flow can end with: injected (or caused
 * by the world's state), then the flow's terminal state, code, last event and where the items are.
 */
describe('bots: the spec codes, each injected', () => {
  let w: BotsWorld;
  before(async () => {
    w = await startBotsWorld({ ADMIN_TOKEN, BOTS_DAILY_TRADE_LIMIT: '5', BOTS_SEARCH_TIMEOUT_SECONDS: '2' });
  });
  after(async () => {
    await w?.stop();
  });

  const lastEvent = async (flowId: string) => (await w.orchestrator.events(flowId)).at(-1)?.type;
  const inventory = async (accountId: string) => (await w.world.playerView(accountId)).inventory.map((i) => i.id);
  const admin = (method: string, path: string, body?: unknown) =>
    api(w.app.url, method, path, { token: ADMIN_TOKEN, body });
  const firstBot = async () => (await w.world.listAccounts('adopt', true))[0]!;

  /** A player with items, a flow of `kind` started for them after `prepare`, run to its end. */
  async function runFlow(
    kind: FlowKind,
    prepare: (player: Awaited<ReturnType<typeof newPlayer>>) => Promise<void> = async () => {},
    extra: Partial<StartFlow> = {},
  ) {
    const p = await newPlayer(w.world);
    await prepare(p);
    let items: string[] = [];
    if (kind === 'quick_sale') items = p.itemIds.slice(0, 2);
    if (kind === 'withdrawal') {
      items = await w.world.giveItems((await firstBot()).id, [{ slug: 'shadow-dragon' }]);
    }
    const flow = await w.orchestrator.start({
      kind,
      game: 'adopt',
      userId: p.userId,
      playerNickname: p.account.nickname,
      items,
      awaitReady: false,
      fromBotAccountId: kind === 'withdrawal' ? (await firstBot()).id : undefined,
      ...extra,
    });
    const ended = await untilEnded(w.orchestrator, flow.id);
    return { p, items, flow: ended, event: await lastEvent(flow.id), inventory: await inventory(p.account.id) };
  }

  /** A refusal at start: the error names the code, and no flow was recorded for the user. */
  async function expectRefused(start: Promise<FlowView>, code: string) {
    const error = await start.then(
      () => null,
      (e: { errorCode?: string }) => e,
    );
    expect(error, `expected code ${code}`).to.have.property('errorCode', code);
  }

  describe('inventory sync codes 500-508', () => {
    const cases: Array<[string, string, FlowView['state'], string]> = [
      ['500', 'expired session', 'failed', 'FailedInventorySync'],
      ['502', 'kicked from the game', 'failed', 'FailedInventorySync'],
      ['503', 'no trading license', 'failed', 'FailedInventorySync'],
      ['504', 'friends interfered', 'failed', 'FailedInventorySync'],
      ['505', 'ban or warning', 'failed', 'FailedInventorySync'],
      ['506', 'other', 'failed', 'FailedInventorySync'],
      ['507', 'timed out or expired', 'expired', 'ExpiredInventorySync'],
      ['508', 'tutorial not complete', 'failed', 'FailedInventorySync'],
    ];
    for (const [code, meaning, state, event] of cases) {
      it(`spec trading-core 8, sync code ${code} (${meaning}): the sync ends ${state} with ${event}`, async () => {
        const r = await runFlow('sync', (p) => w.world.inject(p.account.id, code));
        expect(r.flow).to.include({ state, code });
        expect(r.event).to.equal(event);
        expect(r.inventory).to.include.members(r.p.itemIds);
      });
    }

    it('spec trading-core 8 and 9, sync code 501 (bot timeout): a bot-closed trade is retried, and fails with 501 after the third', async () => {
      const once = await runFlow('sync', (p) => w.world.inject(p.account.id, '501'));
      expect(once.flow.state).to.equal('finished');
      const thrice = await runFlow('sync', (p) => w.world.inject(p.account.id, '501', 3));
      expect(thrice.flow).to.include({ state: 'failed', code: '501' });
      expect(thrice.event).to.equal('FailedInventorySync');
    });

    it('spec trading-core 8, sync codes from the world itself: an expired cookie is 500, an unfinished tutorial 508, no licence 503, a ban 505', async () => {
      const states: Array<[Record<string, unknown>, string]> = [
        [{ cookie_expires_at: new Date(Date.now() - 1000) }, '500'],
        [{ tutorial_done: false }, '508'],
        [{ trade_license: false }, '503'],
        [{ banned: true }, '505'],
      ];
      for (const [patch, code] of states) {
        const r = await runFlow('sync', (p) => w.world.updateAccount(p.account.id, patch));
        expect(r.flow, JSON.stringify(patch)).to.include({ state: 'failed', code });
      }
    });

    it('spec trading-core 4 and 9: a finished sync loads the tradable items (no food), at most 300', async () => {
      const r = await runFlow('sync', (p) =>
        w.world
          .giveItems(
            p.account.id,
            Array.from({ length: 320 }, () => ({ slug: 'shadow-dragon' })),
          )
          .then(() => undefined),
      );
      const result = r.flow.result as { items: Array<{ kind: string }>; notes: string[] };
      expect(r.flow.state).to.equal('finished');
      expect(r.event).to.equal('FinishedInventorySync');
      expect(result.items).to.have.length(300);
      expect(result.items.every((i) => i.kind === 'item')).to.equal(true);
      expect(result.notes).to.include('max_items');
    });
  });

  describe('quick sale codes 300-308', () => {
    for (let code = 300; code <= 307; code++) {
      const state = code === 307 ? 'expired' : 'failed';
      const event = code === 307 ? 'ExpiredDepositTrade' : 'FailedDepositTrade';
      it(`spec trading-core 8, quick sale code ${code} (mirrors ${code + 200}): ends ${state} with ${event}, the items stay with the player`, async () => {
        const r = await runFlow('quick_sale', (p) => w.world.inject(p.account.id, String(code), code === 301 ? 3 : 1));
        expect(r.flow).to.include({ state, code: String(code) });
        expect(r.event).to.equal(event);
        expect(r.inventory).to.include.members(r.items);
      });
    }

    it('spec trading-core 8, quick sale code 308: the last remaining item cannot be transferred', async () => {
      const lone = await w.world.createAccount({
        game: 'adopt',
        nickname: `Lone${randomUUID().slice(0, 8)}`,
        behaviour: { acceptFriend: 1, acceptTrade: 1, declineTrade: 0, leave: 0 },
      });
      const items = await w.world.giveItems(lone.id, [{ slug: 'shadow-dragon' }]);
      const flow = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId: randomUUID(),
        playerNickname: lone.nickname,
        items,
        awaitReady: false,
      });
      const ended = await untilEnded(w.orchestrator, flow.id);
      expect(ended).to.include({ state: 'failed', code: '308' });
      expect(await lastEvent(flow.id)).to.equal('FailedDepositTrade');
      expect(await inventory(lone.id)).to.deep.equal(items);
    });

    it('spec trading-core 4: a finished quick sale hands the items to the bot', async () => {
      const r = await runFlow('quick_sale');
      expect(r.flow.state).to.equal('finished');
      expect(r.event).to.equal('FinishedDepositTrade');
      expect(r.inventory).not.to.include.members(r.items.slice(0, 1));
      expect(await inventory((await firstBot()).id)).to.include.members(r.items);
    });
  });

  describe('trade creation codes 1-15', () => {
    it("spec trading-core 8, code 1: items not in the player's inventory are refused", async () => {
      const p = await newPlayer(w.world);
      await expectRefused(
        w.orchestrator.start({
          kind: 'quick_sale',
          game: 'adopt',
          userId: p.userId,
          playerNickname: p.account.nickname,
          items: [randomUUID()],
        }),
        '1',
      );
    });

    it('spec trading-core 8, code 2: a withdrawal of items the bot does not hold is refused', async () => {
      const p = await newPlayer(w.world);
      await expectRefused(
        w.orchestrator.start({
          kind: 'withdrawal',
          game: 'adopt',
          userId: p.userId,
          playerNickname: p.account.nickname,
          items: p.itemIds.slice(0, 1),
          fromBotAccountId: (await firstBot()).id,
        }),
        '2',
      );
    });

    it('spec trading-core 8, code 3: while every bot is occupied the flow waits, then gives up', async () => {
      const db = w.app.container.get<any>(Symbol.for('platform.Db'));
      // Other users hold every slot of the game's bots.
      await db.updateTable('bots.fleet').set({ active: sql`capacity` }).where('game', '=', 'adopt').execute();
      try {
        const r = await runFlow('sync');
        expect(r.flow).to.include({ state: 'failed', code: '3' });
        expect(r.event).to.equal('FailedInventorySync');
      } finally {
        await db.updateTable('bots.fleet').set({ active: 0 }).where('game', '=', 'adopt').execute();
      }
    });

    it('spec trading-core 8, code 4: more than 40 items need more than one bot and are refused', async () => {
      const p = await newPlayer(w.world, 'adopt', {}, 41);
      await expectRefused(
        w.orchestrator.start({
          kind: 'quick_sale',
          game: 'adopt',
          userId: p.userId,
          playerNickname: p.account.nickname,
          items: p.itemIds,
        }),
        '4',
      );
    });

    it('spec trading-core 8, code 5: a withdrawal nobody finishes in time is cancelled; the bot keeps the items', async () => {
      const r = await runFlow('withdrawal', (p) => w.world.inject(p.account.id, '507'));
      expect(r.flow).to.include({ state: 'expired', code: '5' });
      expect(r.event).to.equal('ExpiredInventoryTrade');
      expect(await inventory((await firstBot()).id)).to.include.members(r.items);
    });

    it('spec trading-core 8, codes 6 and 7: trading in test mode, until a date or for now', async () => {
      for (const [mode, code] of [
        ['2099-01-01', '6'],
        ['on', '7'],
      ] as const) {
        const test = await startBotsWorld({ BOTS_TEST_MODE: mode });
        try {
          const p = await newPlayer(test.world);
          await expectRefused(
            test.orchestrator.start({
              kind: 'sync',
              game: 'adopt',
              userId: p.userId,
              playerNickname: p.account.nickname,
            }),
            code,
          );
        } finally {
          await test.stop();
        }
      }
    });

    it('spec trading-core 8, codes 8 and 9: an outdated authorization and an invalid nickname are refused', async () => {
      const p = await newPlayer(w.world, 'adopt', { cookieTtlMs: -1000 });
      await expectRefused(
        w.orchestrator.start({
          kind: 'sync',
          game: 'adopt',
          userId: p.userId,
          playerNickname: p.account.nickname,
          playerCookie: p.account.session_cookie,
        }),
        '8',
      );
      await expectRefused(
        w.orchestrator.start({ kind: 'sync', game: 'adopt', userId: p.userId, playerNickname: 'NoSuchPlayer404' }),
        '9',
      );
    });

    it('spec trading-core 8, code 10: one active trade per user, also when ten start at once', async () => {
      const p = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          w.orchestrator.start({ kind: 'sync', game: 'adopt', userId: p.userId, playerNickname: p.account.nickname }),
        ),
      );
      const started = results.filter((r) => r.status === 'fulfilled') as Array<PromiseFulfilledResult<FlowView>>;
      expect(started).to.have.length(1);
      for (const r of results.filter((r) => r.status === 'rejected'))
        expect((r as PromiseRejectedResult).reason).to.have.property('errorCode', '10');
      await w.orchestrator.cancel(started[0]!.value.id, p.userId);
    });

    it('spec trading-core 8, code 11: items that left the inventory before the trade opened end the quick sale', async () => {
      const p = await newPlayer(w.world);
      const flow = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
        items: p.itemIds.slice(0, 1),
      });
      const db = w.app.container.get<any>(Symbol.for('platform.Db'));
      const other = await w.world.createAccount({ game: 'adopt', nickname: `Other${randomUUID().slice(0, 8)}` });
      await db.updateTable('game_world.items').set({ account_id: other.id }).where('id', '=', p.itemIds[0]).execute();
      await w.orchestrator.markReady(flow.id, p.userId);
      const ended = await untilEnded(w.orchestrator, flow.id);
      expect(ended).to.include({ state: 'failed', code: '11' });
      expect(await inventory(other.id)).to.deep.equal([p.itemIds[0]]);
    });

    it('spec trading-core 8, codes 12 and 14: a failed meeting ends the flow, and the user waits before the next', async () => {
      const r = await runFlow('quick_sale', (p) => w.world.inject(p.account.id, '12'));
      expect(r.flow).to.include({ state: 'failed', code: '12' });
      expect(r.inventory).to.include.members(r.items);
      const error = await w.orchestrator
        .start({ kind: 'sync', game: 'adopt', userId: r.p.userId, playerNickname: r.p.account.nickname })
        .catch((e) => e);
      expect(error).to.have.property('errorCode', '14');
      expect(error.details.minutes).to.equal(10);
    });

    it('spec trading-core 8, code 13: large-scale technical work on trades refuses new flows', async () => {
      const platform = w.app.container.get<OperationsService>(OPERATIONS_SERVICE);
      await platform.startMaintenance('adopt', 'trades', 'bigTechWorks');
      try {
        const p = await newPlayer(w.world);
        await expectRefused(
          w.orchestrator.start({ kind: 'sync', game: 'adopt', userId: p.userId, playerNickname: p.account.nickname }),
          '13',
        );
      } finally {
        await platform.endMaintenance('adopt', 'trades');
      }
    });

    it('spec trading-core 8, code 15: a temporary limit of trades per 24 hours (BOTS_DAILY_TRADE_LIMIT)', async () => {
      const p = await newPlayer(w.world);
      for (let i = 0; i < 5; i++) {
        const flow = await w.orchestrator.start({
          kind: 'sync',
          game: 'adopt',
          userId: p.userId,
          playerNickname: p.account.nickname,
        });
        await untilEnded(w.orchestrator, flow.id);
      }
      const error = await w.orchestrator
        .start({ kind: 'sync', game: 'adopt', userId: p.userId, playerNickname: p.account.nickname })
        .catch((e) => e);
      expect(error).to.have.property('errorCode', '15');
      expect(error.message).to.contain('5 trades');
    });
  });

  describe('friendship', () => {
    for (const code of [
      'NICKNAME_NOT_FOUND',
      'REQUEST_NOT_FOUND',
      'VERIFICATION_ALREADY_REQUESTED',
      'CLIENT_FRIEND_LIMIT',
      'CONNECTION_ERROR',
    ]) {
      it(`spec trading-core 8, friend error ${code}: the flow fails with FailedTradeFriendship and moves nothing`, async () => {
        const r = await runFlow('quick_sale', (p) =>
          w.world.inject(p.account.id, code, code === 'CONNECTION_ERROR' ? 3 : 1),
        );
        expect(r.flow).to.include({ state: 'failed', code });
        expect(r.event).to.equal('FailedTradeFriendship');
        expect(r.inventory).to.include.members(r.items);
      });
    }

    it('spec trading-core 8, friend error CONNECTION_ERROR once: the request is sent again and the flow goes on', async () => {
      const r = await runFlow('quick_sale', (p) => w.world.inject(p.account.id, 'CONNECTION_ERROR'));
      expect(r.flow.state).to.equal('finished');
    });

    for (const [code, health] of [
      ['BOT_FRIEND_LIMIT', 'friend_list_full'],
      ['BOT_BANNED', 'banned'],
      ['BOT_BROKEN', 'broken'],
    ] as const) {
      it(`spec trading-core 8, friend error ${code}: the bot is marked ${health} and another bot finishes the trade`, async () => {
        const r = await runFlow('quick_sale', (p) => w.world.inject(p.account.id, code));
        expect(r.flow.state).to.equal('finished');
        const { body } = await admin('GET', '/api/admin/bots');
        const marked = (body.bots as Array<{ id: string; health: string }>).filter((b) => b.health === health);
        expect(marked).to.have.length(1);
        expect((await admin('PUT', `/api/admin/bots/${marked[0]!.id}/health`, { health: 'ok' })).status).to.equal(200);
      });
    }

    it('spec trading-core 8, friend error BOT_BANNED with no other bot left: the flow fails with it', async () => {
      try {
        const r = await runFlow('quick_sale', (p) => w.world.inject(p.account.id, 'BOT_BANNED', 5));
        expect(r.flow).to.include({ state: 'failed', code: 'BOT_BANNED' });
        expect(r.event).to.equal('FailedTradeFriendship');
        const { body } = await admin('GET', '/api/admin/bots');
        expect(
          (body.bots as Array<{ game: string; health: string }>).filter((b) => b.game === 'adopt').map((b) => b.health),
        ).to.deep.equal(['banned', 'banned']);
      } finally {
        const { body } = await admin('GET', '/api/admin/bots');
        for (const bot of body.bots as Array<{ id: string; health: string }>) {
          if (bot.health !== 'ok') await admin('PUT', `/api/admin/bots/${bot.id}/health`, { health: 'ok' });
        }
      }
    });

    it('spec trading-core 4: the player declines the bot: FailedTradeFriendship', async () => {
      const p = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } });
      const flow = await w.orchestrator.start({
        kind: 'sync',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
      });
      const view = await waitForRequest(p.account.id);
      await w.world.answerFriendRequest(p.account.id, view.id, false);
      const ended = await untilEnded(w.orchestrator, flow.id);
      expect(ended).to.include({ state: 'failed', code: 'FRIEND_DECLINED' });
      expect(await lastEvent(flow.id)).to.equal('FailedTradeFriendship');
    });

    it('spec trading-core 4 and 8: the user takes too long to add the bot: TimeoutTradeFriendship, and a wait before the next (14)', async () => {
      const p = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } });
      const flow = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
        items: p.itemIds.slice(0, 1),
      });
      const ended = await untilEnded(w.orchestrator, flow.id);
      expect(ended).to.include({ state: 'expired', code: 'FRIEND_TIMEOUT' });
      expect(await lastEvent(flow.id)).to.equal('TimeoutTradeFriendship');
      await expectRefused(
        w.orchestrator.start({ kind: 'sync', game: 'adopt', userId: p.userId, playerNickname: p.account.nickname }),
        '14',
      );
    });
  });

  describe('Ready and cancellation', () => {
    it("spec trading-core 4: a quick sale waits in pending_friend for the user's Ready, then finishes", async () => {
      const p = await newPlayer(w.world);
      const flow = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
        items: p.itemIds.slice(0, 1),
      });
      const waiting = await waitForStage(flow.id, 'pending_ready');
      expect(waiting.step).to.equal('pending_friend');
      await w.orchestrator.markReady(flow.id, p.userId);
      expect((await untilEnded(w.orchestrator, flow.id)).state).to.equal('finished');
    });

    it('spec trading-core 4: cancellable before the launch (CancelTrade), ALREADY_STARTED once the bot is trading', async () => {
      const p = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } });
      const early = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
        items: p.itemIds.slice(0, 1),
      });
      const cancelled = await w.orchestrator.cancel(early.id, p.userId);
      expect(cancelled.state).to.equal('cancelled');
      expect(await lastEvent(early.id)).to.equal('CancelTrade');

      const late = await w.orchestrator.start({
        kind: 'sync',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
      });
      await w.world.answerFriendRequest(p.account.id, (await waitForRequest(p.account.id)).id, true);
      await waitForStage(late.id, 'trading');
      const error = await w.orchestrator.cancel(late.id, p.userId).catch((e) => e);
      expect(error).to.have.property('errorCode', 'ALREADY_STARTED');
      const trade = await waitFor(async () => (await w.world.playerView(p.account.id)).trades[0]);
      await w.world.answerTrade(p.account.id, trade.id, 'declined');
      expect(await untilEnded(w.orchestrator, late.id)).to.include({ state: 'failed', code: '506' });
    });

    it("cancelling someone else's flow is NOT_FOUND and changes nothing", async () => {
      const p = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } });
      const flow = await w.orchestrator.start({
        kind: 'sync',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
      });
      expect(await w.orchestrator.cancel(flow.id, randomUUID()).catch((e) => e)).to.have.property(
        'errorCode',
        'NOT_FOUND',
      );
      expect((await w.orchestrator.get(flow.id))!.state).to.equal('active');
      await w.orchestrator.cancel(flow.id, p.userId);
    });
  });

  describe('operator endpoints', () => {
    it('inject and health: bad input is a 400 naming the field, an unknown account a 404, no token a 401', async () => {
      expect(
        (await admin('POST', '/api/admin/bots/inject', { game: 'adopt', nickname: 'x', code: '999' })).body.errorCode,
      ).to.equal('INVALID_CODE');
      expect(
        (await admin('POST', '/api/admin/bots/inject', { game: 'xx', nickname: 'x', code: '504' })).status,
      ).to.equal(400);
      expect(
        (await admin('POST', '/api/admin/bots/inject', { game: 'adopt', nickname: 'NoSuchPlayer404', code: '504' }))
          .status,
      ).to.equal(404);
      expect((await admin('PUT', `/api/admin/bots/${randomUUID()}/health`, { health: 'sick' })).status).to.equal(400);
      expect((await api(w.app.url, 'GET', '/api/admin/bots')).status).to.equal(401);
      const p = await newPlayer(w.world);
      const { status } = await admin('POST', '/api/admin/bots/inject', {
        game: 'adopt',
        nickname: p.account.nickname,
        code: '504',
      });
      expect(status).to.equal(200);
      const flow = await w.orchestrator.start({
        kind: 'sync',
        game: 'adopt',
        userId: p.userId,
        playerNickname: p.account.nickname,
      });
      expect(await untilEnded(w.orchestrator, flow.id)).to.include({ state: 'failed', code: '504' });
    });
  });

  async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const waitForRequest = (accountId: string) => waitFor(async () => (await w.world.playerView(accountId)).requests[0]);
  const waitForStage = (flowId: string, stage: string) =>
    waitFor(async () => {
      const flow = await w.orchestrator.get(flowId);
      return flow?.stage === stage ? flow : undefined;
    });
});
