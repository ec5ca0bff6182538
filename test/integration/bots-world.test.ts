import { expect } from 'chai';
import { GAME_GATEWAY, type GameGateway } from '../../bots';
import { newPlayer, startBotsWorld, untilEnded, type BotsWorld } from '../support/bots';
import { connectNotifications, waitFor } from '../support/socket';
import { registerUser } from '../support/users';

/** The game gateway's contract, as the simulated world keeps it (spec trading-core 5, 8, 9). */
describe('bots: the simulated world behind the game gateway', () => {
  let w: BotsWorld;
  let game: GameGateway;
  let botId: string;

  before(async () => {
    w = await startBotsWorld();
    game = w.app.container.get<GameGateway>(GAME_GATEWAY);
    botId = (await w.world.listAccounts('adopt', true))[0]!.id;
  });
  after(async () => {
    await w?.stop();
  });

  const manualPlayer = async (items = 5) => newPlayer(w.world, 'adopt', { behaviour: { manual: true } }, items);
  const inventoryOf = async (id: string) => (await game.readInventory(id)).map((i) => i.id);

  it('spec trading-core 8, link account: a session cookie names its account; unknown is NOT_FOUND, expired is NO_ACCESS', async () => {
    const p = await newPlayer(w.world);
    const linked = await game.validateSession('adopt', p.account.session_cookie);
    expect(linked).to.deep.include({ ok: true });
    expect(linked.ok && linked.value.nickname).to.equal(p.account.nickname);
    expect(await game.validateSession('adopt', 'no-such-cookie')).to.deep.equal({ ok: false, error: 'NOT_FOUND' });
    expect(await game.validateSession('mm2', p.account.session_cookie)).to.deep.equal({
      ok: false,
      error: 'NOT_FOUND',
    });
    const expired = await newPlayer(w.world, 'adopt', { cookieTtlMs: -1000 });
    expect(await game.validateSession('adopt', expired.account.session_cookie)).to.deep.equal({
      ok: false,
      error: 'NO_ACCESS',
    });
  });

  it('spec trading-core 5: items move only when the player accepts; until then both inventories are untouched', async () => {
    const p = await manualPlayer();
    const opened = await game.openTrade({
      key: 'k-accept',
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [],
      playerGives: p.itemIds.slice(0, 2),
      playerGivesFood: false,
    });
    expect(opened.ok).to.equal(true);
    const tradeId = opened.ok ? opened.value.tradeId : '';
    expect(await game.tradeState(tradeId)).to.deep.equal({ state: 'open' });
    expect(await inventoryOf(p.account.id)).to.include.members(p.itemIds.slice(0, 2));
    await w.world.answerTrade(p.account.id, tradeId, 'accept');
    const done = await game.tradeState(tradeId);
    expect(done.state).to.equal('completed');
    expect(await inventoryOf(p.account.id)).not.to.include.members(p.itemIds.slice(0, 1));
    expect(await inventoryOf(botId)).to.include.members(p.itemIds.slice(0, 2));
  });

  it('spec trading-core 5: opening a trade again with the same key finds the first one (a retried step makes no second trade)', async () => {
    const p = await manualPlayer();
    const request = {
      key: 'k-idem',
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [],
      playerGives: [p.itemIds[0]!],
      playerGivesFood: false,
    };
    // Two racing calls with one key: the second waits for the first and finds its trade.
    const ids = await Promise.all([1, 2].map(() => game.openTrade(request))).then((results) =>
      results.map((r) => (r.ok ? r.value.tradeId : r.error)),
    );
    expect(ids[0]).to.be.a('string').and.equal(ids[1]);
  });

  it('spec trading-core 5: a declined trade or a player who leaves moves nothing', async () => {
    for (const answer of ['declined', 'kicked'] as const) {
      const p = await manualPlayer();
      const opened = await game.openTrade({
        key: `k-${answer}`,
        botAccountId: botId,
        playerAccountId: p.account.id,
        botGives: [],
        playerGives: [p.itemIds[0]!],
        playerGivesFood: false,
      });
      const tradeId = opened.ok ? opened.value.tradeId : '';
      await w.world.answerTrade(p.account.id, tradeId, answer);
      expect(await game.tradeState(tradeId)).to.deep.equal({ state: 'failed', failure: answer });
      expect(await inventoryOf(p.account.id)).to.include(p.itemIds[0]);
    }
  });

  it('spec trading-core 5 and 9: at most 40 items per trade and 10 per slot; the last remaining item cannot be moved (308)', async () => {
    const p = await manualPlayer(0);
    const many = await w.world.giveItems(
      p.account.id,
      Array.from({ length: 12 }, () => ({ slug: 'shadow-dragon' })),
    );
    const tooMany = await game.openTrade({
      key: 'k-slot',
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [],
      playerGives: many.slice(0, 11),
      playerGivesFood: false,
    });
    const tradeId = tooMany.ok ? tooMany.value.tradeId : '';
    expect(await game.tradeState(tradeId)).to.deep.equal({ state: 'failed', failure: 'other' });
    const rich = await newPlayer(w.world, 'adopt', { behaviour: { manual: true } }, 45);
    const big = await game.openTrade({
      key: 'k-41',
      botAccountId: botId,
      playerAccountId: rich.account.id,
      botGives: [],
      playerGives: rich.itemIds.slice(0, 41),
      playerGivesFood: false,
    });
    expect(await game.tradeState(big.ok ? big.value.tradeId : '')).to.deep.equal({ state: 'failed', failure: 'other' });
    expect(await inventoryOf(rich.account.id)).to.include.members(rich.itemIds);

    const lone = await w.world.createAccount({
      game: 'adopt',
      nickname: `Lone_${p.account.nickname}`,
      behaviour: { manual: true },
    });
    const [only] = await w.world.giveItems(lone.id, [{ slug: 'shadow-dragon' }]);
    const last = await game.openTrade({
      key: 'k-last',
      botAccountId: botId,
      playerAccountId: lone.id,
      botGives: [],
      playerGives: [only!],
      playerGivesFood: false,
    });
    expect(await game.tradeState(last.ok ? last.value.tradeId : '')).to.deep.equal({
      state: 'failed',
      failure: 'last_item',
    });
    expect(await inventoryOf(lone.id)).to.deep.equal([only]);
  });

  it('spec trading-core 5: accepting is refused during the cooldown after a trade changes', async () => {
    const slow = await startBotsWorld({ BOTS_TIME_SCALE: '1', BOTS_PER_GAME: '1' });
    try {
      const bot = (await slow.world.listAccounts('adopt', true))[0]!;
      const p = await newPlayer(slow.world, 'adopt', { behaviour: { manual: true } });
      const gateway = slow.app.container.get<GameGateway>(GAME_GATEWAY);
      const opened = await gateway.openTrade({
        key: 'k-cool',
        botAccountId: bot.id,
        playerAccountId: p.account.id,
        botGives: [],
        playerGives: [p.itemIds[0]!],
        playerGivesFood: false,
      });
      const tradeId = opened.ok ? opened.value.tradeId : '';
      const error = await slow.world
        .answerTrade(p.account.id, tradeId, 'accept')
        .catch((e: { errorCode?: string }) => e);
      expect(error).to.have.property('errorCode', 'ACCEPT_COOLDOWN');
      expect(await gateway.tradeState(tradeId)).to.deep.equal({ state: 'open' });
    } finally {
      await slow.stop();
    }
  });

  it('spec trading-core 5: a withdrawal trade takes one cheap food item from the player in return; a player by hand puts it in before accepting', async () => {
    const holder = await manualPlayer();
    const [gift] = await w.world.giveItems(botId, [{ slug: 'shadow-dragon', level: 'neon' }]);
    const opened = await game.openTrade({
      key: 'k-food',
      botAccountId: botId,
      playerAccountId: holder.account.id,
      botGives: [gift!],
      playerGives: [],
      playerGivesFood: true,
    });
    const tradeId = opened.ok ? opened.value.tradeId : '';
    const refused = await w.world.answerTrade(holder.account.id, tradeId, 'accept').catch((e) => e);
    expect(refused.errorCode).to.equal('FOOD_ITEM_NEEDED');
    const food = (await game.readInventory(holder.account.id)).find((i) => i.kind === 'food')!;
    await w.world.addFood(holder.account.id, tradeId, food.id);
    await w.world.answerTrade(holder.account.id, tradeId, 'accept');
    const done = await game.tradeState(tradeId);
    expect(done.state, JSON.stringify(done)).to.equal('completed');
    expect(done.state === 'completed' && done.movedItemIds).to.include(food.id);
    const after = await game.readInventory(holder.account.id);
    expect(after.map((i) => i.id)).to.include(gift);
    expect(after.filter((i) => i.kind === 'food')).to.have.length(1);
  });

  it('spec trading-core 9: a friend list holds at most 500; a full one answers CLIENT_FRIEND_LIMIT', async () => {
    const p = await manualPlayer(0);
    const db = w.app.container.get<any>(Symbol.for('platform.Db'));
    const others = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        w.world.createAccount({ game: 'adopt', nickname: `Friend${i}_${p.account.nickname}` }),
      ),
    );
    await db
      .insertInto('game_world.friendships')
      .values(others.map((o) => ({ account_id: p.account.id, friend_id: o.id, since: new Date() })))
      .execute();
    expect(await game.sendFriendRequest(botId, p.account.nickname)).to.deep.equal({
      ok: false,
      error: 'CLIENT_FRIEND_LIMIT',
    });
    expect(await game.sendFriendRequest(botId, 'NobodyByThisName')).to.deep.equal({
      ok: false,
      error: 'NICKNAME_NOT_FOUND',
    });
  });

  it('spec trading-core 1: buying a game pass for R$ is idempotent by key and checks the price', async () => {
    const p = await newPlayer(w.world);
    const pass = await w.world.createGamePass(p.account.id, 500);
    expect(await game.buyGamePass('rbx-1', 'adopt', p.account.id, pass, 400, 'instant')).to.deep.equal({
      ok: false,
      error: 'PRICE_MISMATCH',
    });
    const first = await game.buyGamePass('rbx-1', 'adopt', p.account.id, pass, 500, 'instant');
    expect(first.ok && first.value.purchaseId).to.equal('rbx-1');
    const again = await game.buyGamePass('rbx-1', 'adopt', p.account.id, pass, 500, 'instant');
    expect(again).to.deep.equal(first);
    expect(await game.buyGamePass('rbx-2', 'adopt', p.account.id, 'pass_nope', 500, 'instant')).to.deep.equal({
      ok: false,
      error: 'NOT_FOUND',
    });
  });

  it('spec trading-core 9: a game pass credits the player 5 to 7 days later, a fast pass at once', async () => {
    const p = await newPlayer(w.world);
    const pass = await w.world.createGamePass(p.account.id, 143);
    const before = Date.now();
    const pending = await game.buyGamePass('rbx-3', 'adopt', p.account.id, pass, 143, 'pending');
    if (!pending.ok) throw new Error('the purchase failed');
    const days = (pending.value.creditedAt.getTime() - before) / 86_400_000;
    expect(days).to.be.within(4.99, 7.01);
    const instant = await game.buyGamePass('rbx-4', 'adopt', p.account.id, pass, 143, 'instant');
    expect(instant.ok && instant.value.creditedAt.getTime()).to.be.at.most(Date.now());
    const view = await w.world.gamePassesOf(p.account.id);
    // 143 R$ less the game's 30 %: 100 R$ each, one received, one pending.
    expect([view.received, view.pending]).to.deep.equal([100, 100]);
  });

  it('spec trading-core 7: a flow streams its stages to the user over Socket.IO and ends with its named event', async () => {
    const user = await registerUser(w.app.url);
    const userId = JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString()).sub as string;
    const { socket, received } = await connectNotifications(w.app.url, user.access_token);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the server joins the socket to the user's room
      const p = await newPlayer(w.world);
      const flow = await w.orchestrator.start({
        kind: 'quick_sale',
        game: 'adopt',
        userId,
        playerNickname: p.account.nickname,
        items: [p.itemIds[0]!],
        awaitReady: false,
      });
      await untilEnded(w.orchestrator, flow.id);
      const types = await waitFor(
        () => received.map((n) => n.payloadType),
        (t) => t.includes('FinishedDepositTrade'),
      );
      const stages = received
        .filter((n) => n.payloadType === 'TradeProgress')
        .map((n) => (n.payload as { stage: string }).stage);
      expect(stages).to.include.members(['checking_friendship', 'adding_friend', 'bot_enabling', 'trading']);
      expect(types.at(-1)).to.equal('FinishedDepositTrade');
    } finally {
      socket.close();
    }
  });
});
