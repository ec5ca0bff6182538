import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { GAME_GATEWAY, type GameGateway } from '../../bots';
import { newPlayer, startBotsWorld, type BotsWorld } from '../support/bots';
import { api } from '../support/http';

/** The game console's API for trying account linking and syncing by hand (development only). */
describe('bots: the game console API (accounts, cookies, items)', () => {
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

  const call = <T = any>(method: string, path: string, body?: unknown) =>
    api<T>(w.app.url, method, `/dev/game-console/api${path}`, { body });
  const manualPlayer = (gameKey: 'adopt' | 'mm2' = 'adopt') =>
    newPlayer(w.world, gameKey, { behaviour: { manual: true } });
  const inventoryOf = async (id: string) => (await game.readInventory(id)).map((i) => i.id);
  const accountOf = async (id: string) => (await call('GET', `/players/${id}`)).body.account;

  describe('bad input is a 400 that names the field and changes nothing', () => {
    it('account flags and the cookie', async () => {
      const p = await manualPlayer();
      const before = await accountOf(p.account.id);
      const bad: Array<[string, string, unknown, string]> = [
        ['PATCH', '/players/not-a-uuid', { banned: true }, 'id'],
        ['PATCH', `/players/${p.account.id}`, {}, 'nothing to change'],
        ['PATCH', `/players/${p.account.id}`, { nickname: 'Renamed' }, 'nothing to change'],
        ['PATCH', `/players/${p.account.id}`, { banned: 'yes' }, 'banned'],
        ['PATCH', `/players/${p.account.id}`, { level: 'high' }, 'level'],
        ['PATCH', `/players/${p.account.id}`, { level: 0 }, 'level'],
        ['PATCH', `/players/${p.account.id}`, { level: 2.5 }, 'level'],
        ['PATCH', `/players/${p.account.id}`, { warnings: -1 }, 'warnings'],
        ['POST', `/players/${p.account.id}/cookie`, {}, 'action'],
        ['POST', `/players/${p.account.id}/cookie`, { action: 'steal' }, 'action'],
        ['POST', '/players/not-a-uuid/cookie', { action: 'renew' }, 'id'],
      ];
      for (const [method, path, body, field] of bad) {
        const res = await call(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).to.equal(400);
        expect(res.body.message).to.contain(field);
      }
      expect(await accountOf(p.account.id)).to.deep.equal(before);
    });

    it('adding and removing items', async () => {
      const p = await manualPlayer();
      const knifer = await manualPlayer('mm2');
      const items = `/players/${p.account.id}/items`;
      const bad: Array<[string, string, unknown, string]> = [
        ['POST', items, {}, 'slug'],
        ['POST', items, { slug: 'no-such-pet' }, 'No item no-such-pet in the adopt catalog'],
        ['POST', items, { slug: 'default-knife-knife' }, 'adopt catalog'],
        ['POST', items, { slug: 'shadow-dragon', level: 'ultra' }, 'level'],
        ['POST', items, { slug: 'shadow-dragon', age: 'ancient' }, 'age'],
        ['POST', items, { slug: 'shadow-dragon', flyable: 'yes' }, 'flyable'],
        ['POST', items, { slug: 'shadow-dragon', customName: 'x'.repeat(41) }, 'customName'],
        ['POST', items, { slug: 'royal-egg', age: 'newborn' }, 'Only Adopt Me pets'],
        ['POST', items, { slug: 'cup', rideable: true }, 'Only Adopt Me pets'],
        [
          'POST',
          `/players/${knifer.account.id}/items`,
          { slug: 'default-knife-knife', level: 'neon' },
          'Only Adopt Me pets',
        ],
        ['POST', `${items}/random`, { count: 0 }, 'nothing to add'],
        ['POST', `${items}/random`, { count: 101 }, 'count'],
        ['POST', `${items}/random`, { count: 'five' }, 'count'],
        ['POST', `${items}/random`, { food: 21 }, 'food'],
        ['DELETE', items, {}, 'items'],
        ['DELETE', items, { items: [] }, 'items'],
        ['DELETE', items, { items: ['shadow-dragon'] }, 'items'],
        ['DELETE', items, { items: Array.from({ length: 101 }, () => randomUUID()) }, 'items'],
        ['GET', '/catalog?game=wow', undefined, 'game'],
      ];
      const before = [await inventoryOf(p.account.id), await inventoryOf(knifer.account.id)];
      for (const [method, path, body, message] of bad) {
        const res = await call(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).to.equal(400);
        expect(res.body.message).to.contain(message);
      }
      expect([await inventoryOf(p.account.id), await inventoryOf(knifer.account.id)]).to.deep.equal(before);
    });
  });

  it('an unknown account is a 404 on every endpoint', async () => {
    const nobody = randomUUID();
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/players/${nobody}`, undefined],
      ['PATCH', `/players/${nobody}`, { banned: true }],
      ['POST', `/players/${nobody}/cookie`, { action: 'expire' }],
      ['POST', `/players/${nobody}/cookie`, { action: 'renew' }],
      ['POST', `/players/${nobody}/items`, { slug: 'shadow-dragon' }],
      ['POST', `/players/${nobody}/items/random`, { count: 3 }],
      ['DELETE', `/players/${nobody}/items`, { items: [randomUUID()] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).to.equal(404);
      expect(res.body.errorCode).to.equal('NOT_FOUND');
    }
  });

  it('removing an item the account does not hold is a 404 and removes nothing, not even its own items', async () => {
    const [p, other] = [await manualPlayer(), await manualPlayer()];
    const before = [await inventoryOf(p.account.id), await inventoryOf(other.account.id)];
    for (const items of [[other.itemIds[0]], [p.itemIds[0], other.itemIds[0]], [p.itemIds[0], randomUUID()]]) {
      const res = await call('DELETE', `/players/${p.account.id}/items`, { items });
      expect(res.status).to.equal(404);
      expect(res.body.details.itemIds).to.have.length(1).and.not.include(p.itemIds[0]);
    }
    expect([await inventoryOf(p.account.id), await inventoryOf(other.account.id)]).to.deep.equal(before);
  });

  it('spec trading-core 8: an expired cookie no longer links; a fresh one links again and the old one names no account', async () => {
    const p = await manualPlayer();
    const old = p.account.session_cookie;
    const expired = await call('POST', `/players/${p.account.id}/cookie`, { action: 'expire' });
    expect(expired.status).to.equal(200);
    expect(expired.body.cookie).to.equal(old);
    expect(Date.parse(expired.body.cookieExpiresAt)).to.be.at.most(Date.now());
    expect(await game.validateSession('adopt', old)).to.deep.equal({ ok: false, error: 'NO_ACCESS' });

    const renewed = await call('POST', `/players/${p.account.id}/cookie`, { action: 'renew' });
    expect(renewed.body.cookie).to.be.a('string').and.not.equal(old);
    expect(Date.parse(renewed.body.cookieExpiresAt)).to.be.above(Date.now() + 29 * 86_400_000);
    expect(await game.validateSession('adopt', old)).to.deep.equal({ ok: false, error: 'NOT_FOUND' });
    expect(await game.validateSession('adopt', renewed.body.cookie)).to.deep.include({ ok: true });
    expect(await accountOf(p.account.id)).to.include({
      cookie: renewed.body.cookie,
      cookieExpiresAt: renewed.body.cookieExpiresAt,
    });
  });

  it('account flags: each one set by hand shows in the player view', async () => {
    const p = await manualPlayer();
    const res = await call('PATCH', `/players/${p.account.id}`, {
      banned: true,
      warnings: 2,
      tutorialDone: false,
      tradeLicense: false,
      level: 7,
    });
    expect(res.status).to.equal(200);
    const expected = { banned: true, warnings: 2, tutorialDone: false, tradeLicense: false, level: 7 };
    expect(res.body.account).to.include(expected);
    expect(await accountOf(p.account.id)).to.include(expected);
    await call('PATCH', `/players/${p.account.id}`, { banned: false, warnings: 0 });
    expect(await accountOf(p.account.id)).to.include({ banned: false, warnings: 0, tutorialDone: false, level: 7 });
  });

  it('items: a catalog pet in a variant with a role-play name, food by its slug, random ones; the catalog lists both games', async () => {
    const p = await manualPlayer();
    const pet = await call('POST', `/players/${p.account.id}/items`, {
      slug: 'shadow-dragon',
      level: 'mega_neon',
      age: 'luminous',
      flyable: true,
      rideable: true,
      customName: '  Sir Fluffington ',
    });
    expect(pet.status).to.equal(201);
    const food = await call('POST', `/players/${p.account.id}/items`, { slug: 'cup', customName: '' });
    const inventory = await game.readInventory(p.account.id);
    expect(inventory.find((i) => i.id === pet.body.id)).to.deep.include({
      slug: 'shadow-dragon',
      kind: 'item',
      level: 'mega_neon',
      age: 'luminous',
      flyable: true,
      rideable: true,
      chroma: false,
      customName: 'Sir Fluffington',
    });
    expect(inventory.find((i) => i.id === food.body.id)).to.deep.include({
      slug: 'cup',
      kind: 'food',
      customName: null,
    });
    const view = (await call('GET', `/players/${p.account.id}`)).body;
    expect(view.inventory.find((i: { id: string }) => i.id === pet.body.id).customName).to.equal('Sir Fluffington');

    const random = await call('POST', `/players/${p.account.id}/items/random`, { count: 3, food: 1 });
    const again = await call('POST', `/players/${p.account.id}/items/random`, { count: 3 });
    expect([random.status, random.body.ids.length, again.body.ids.length]).to.deep.equal([201, 4, 3]);
    expect(await inventoryOf(p.account.id)).to.include.members([...random.body.ids, ...again.body.ids]);

    const adopt = (await call('GET', '/catalog?game=adopt')).body;
    expect(adopt.items.find((d: { slug: string }) => d.slug === 'shadow-dragon')).to.deep.equal({
      slug: 'shadow-dragon',
      name: 'Shadow Dragon',
      pet: true,
      chroma: false,
    });
    expect(adopt.food).to.include('cup');
    expect(adopt.levels).to.deep.equal(['default', 'neon', 'mega_neon']);
    const mm2 = (await call('GET', '/catalog?game=mm2')).body;
    expect(mm2.items.every((d: { pet: boolean }) => !d.pet)).to.equal(true);
  });

  it('removing items: an item in an open trade stays, one a finished trade moved stays, one from a failed trade goes', async () => {
    const p = await manualPlayer();
    const [free, offered, declined] = p.itemIds;
    const [gift] = await w.world.giveItems(botId, [{ slug: 'shadow-dragon' }]);
    const open = await game.openTrade({
      key: `console-open-${p.account.id}`,
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [],
      playerGives: [offered!],
      playerGivesFood: false,
    });
    const refused = await game.openTrade({
      key: `console-refused-${p.account.id}`,
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [],
      playerGives: [declined!],
      playerGivesFood: false,
    });
    const given = await game.openTrade({
      key: `console-gift-${p.account.id}`,
      botAccountId: botId,
      playerAccountId: p.account.id,
      botGives: [gift!],
      playerGives: [],
      playerGivesFood: false,
    });
    if (!open.ok || !refused.ok || !given.ok) throw new Error('a trade did not open');
    await w.world.answerTrade(p.account.id, refused.value.tradeId, 'declined');
    await w.world.answerTrade(p.account.id, given.value.tradeId, 'accept');
    expect(await inventoryOf(p.account.id)).to.include(gift);

    const res = await call('DELETE', `/players/${p.account.id}/items`, {
      items: [free, offered, declined, gift, free],
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ removed: [free, declined], inTrade: [offered], traded: [gift] });
    const left = await inventoryOf(p.account.id);
    expect(left).to.include.members([offered, gift]).and.not.include.members([free]);
    expect(left).to.not.include(declined);
    expect(await game.tradeState(refused.value.tradeId)).to.deep.equal({ state: 'failed', failure: 'declined' });
    expect(await game.tradeState(given.value.tradeId)).to.deep.equal({ state: 'completed', movedItemIds: [gift] });
  });
});
