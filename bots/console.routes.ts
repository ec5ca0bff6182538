import { randomUUID } from 'node:crypto';
import express, { Router, type Request } from 'express';
import { validate } from '../src/platform/validation';
import { badRequest, notFound } from '../src/platform/errors';
import type { GameGateway } from './gateway';
import {
  consoleAccountSchema,
  consoleAnswerSchema,
  consoleFoodSchema,
  consoleCookieSchema,
  consoleFlowSchema,
  consoleGamePassSchema,
  consoleGameSchema,
  consoleIdsSchema,
  consoleInjectSchema,
  consoleItemSchema,
  consolePlayerSchema,
  consoleRandomItemsSchema,
  consoleRemoveItemsSchema,
} from './bots.schemas';
import { CONSOLE_PAGE } from './console-page';
import { TRADE_PROGRESS } from './orchestrator/events';
import { CANCELLABLE_STAGES } from './orchestrator/orchestrator.service';
import type { FleetRepo } from './orchestrator/fleet.repo';
import type { FlowsRepo } from './orchestrator/flows.repo';
import type { OrchestratorService } from './orchestrator/orchestrator.service';
import { injectionFor } from './world/injection';
import type { WorldAdmin } from './world/world-admin';
import { AGES, LEVELS } from '../modules/catalog';
import type { GameKey } from '../kernel';

const ANSWERS = { accept: 'accept', decline: 'declined', leave: 'kicked' } as const;
/** The site user a developer plays as for one game account. */
const consoleUser = (playerId: string) => `console:${playerId}`;

/**
 * The game console (/dev/game-console, development only): a developer plays a game account by
 * hand, answers the bots' friend requests and trades, starts flows as a site user would, and
 * watches inventories change.
 */
export function gameConsoleRouter(
  world: WorldAdmin,
  game: GameGateway,
  orchestrator: OrchestratorService,
  flows: FlowsRepo,
  fleet: FleetRepo,
): Router {
  const router = Router();
  const api = Router();
  api.use(express.json({ limit: '16kb' }));
  const ids = (req: Request) => validate(consoleIdsSchema, req.params, 'params');

  api.get('/players', async (req, res) => {
    const gameKey = req.query.game === 'mm2' ? 'mm2' : 'adopt';
    const players = await world.listAccounts(gameKey, false);
    res.json({
      players: players.map((p) => ({ id: p.id, nickname: p.nickname, manual: Boolean(p.behaviour.manual) })),
    });
  });
  api.post('/players', async (req, res) => {
    const body = validate(consolePlayerSchema, req.body);
    if (await world.accountByNickname(body.game, body.nickname))
      throw badRequest('ALREADY_EXISTS', 'This nickname is taken');
    const player = await world.createAccount({ game: body.game, nickname: body.nickname, behaviour: { manual: true } });
    await world.giveRandomInventory(player.id, 12, 2);
    res.status(201).json({ id: player.id });
  });
  api.get('/players/:id', async (req, res) => {
    const { id } = ids(req);
    const recent = await flows.latestOfPlayer(id, 5);
    const withEvents = await Promise.all(
      recent.map(async (f) => ({
        id: f.id,
        kind: f.kind,
        state: f.state,
        stage: f.stage,
        code: f.code,
        reason: f.reason,
        needsReady: f.needs_ready && !f.ready_at,
        cancellable: CANCELLABLE_STAGES.has(f.stage),
        events: (await flows.events(f.id)).map((e) => (e.type === TRADE_PROGRESS ? String(e.payload.stage) : e.type)),
      })),
    );
    res.json({ ...(await world.playerView(id)), flows: withEvents });
  });
  api.post('/players/:id/friend-requests/:other', async (req, res) => {
    const { id, other } = ids(req);
    const { answer } = validate(consoleAnswerSchema, req.body);
    await world.answerFriendRequest(id, other!, answer === 'accept');
    res.json({ ok: true });
  });
  api.post('/players/:id/trades/:other', async (req, res) => {
    const { id, other } = ids(req);
    const { answer } = validate(consoleAnswerSchema, req.body);
    await world.answerTrade(id, other!, ANSWERS[answer as keyof typeof ANSWERS]);
    res.json({ ok: true });
  });
  api.post('/players/:id/trades/:other/food', async (req, res) => {
    const { id, other } = ids(req);
    const { itemId } = validate(consoleFoodSchema, req.body);
    await world.addFood(id, other!, itemId);
    res.json({ ok: true });
  });
  api.post('/players/:id/flows', async (req, res) => {
    const { id } = ids(req);
    const body = validate(consoleFlowSchema, req.body);
    const player = (await world.playerView(id)).account;
    const start = { game: player.game, userId: consoleUser(id), playerNickname: player.nickname };
    if (body.kind === 'withdrawal') {
      const holder = await botWithItems(world, game, player.game);
      if (!holder) throw badRequest('NOT_FOUND', 'No bot holds an item yet: sell one to a bot first');
      res.status(201).json(
        await orchestrator.start({
          ...start,
          kind: 'withdrawal',
          items: [holder.item],
          fromBotAccountId: holder.bot,
        }),
      );
      return;
    }
    res
      .status(201)
      .json(await orchestrator.start({ ...start, kind: body.kind as 'sync' | 'quick_sale', items: body.items }));
  });
  api.post('/players/:id/flows/:other/:action', async (req, res) => {
    const { id, other } = ids(req);
    if (req.params.action === 'ready') res.json(await orchestrator.markReady(other!, consoleUser(id)));
    else if (req.params.action === 'cancel') res.json(await orchestrator.cancel(other!, consoleUser(id)));
    else throw notFound();
  });
  api.post('/players/:id/game-passes', async (req, res) => {
    const { id } = ids(req);
    const { price } = validate(consoleGamePassSchema, req.body);
    res.status(201).json({ id: await world.createGamePass(id, price) });
  });
  api.post('/players/:id/inject', async (req, res) => {
    const { id } = ids(req);
    const { code } = validate(consoleInjectSchema, req.body);
    try {
      injectionFor(code);
    } catch (err) {
      throw badRequest('INVALID_CODE', (err as Error).message);
    }
    await world.inject(id, code);
    res.json({ ok: true });
  });
  accountRoutes(api, world);
  itemRoutes(api, world);
  api.get('/fleet', async (_req, res) => {
    res.json({ bots: await fleet.list(), flows: await flows.countsByState() });
  });

  router.use('/dev/game-console/api', api);
  router.get('/dev/game-console', (_req, res) => {
    res.type('html').send(CONSOLE_PAGE);
  });
  return router;
}

/** The account's session cookie and flags: every state a linked account can be found in. */
function accountRoutes(api: Router, world: WorldAdmin): void {
  const ids = (req: Request) => validate(consoleIdsSchema, req.params, 'params');
  api.post('/players/:id/cookie', async (req, res) => {
    const { id } = ids(req);
    const { action } = validate(consoleCookieSchema, req.body);
    const cookie = await world.setCookie(id, action === 'renew' ? { renew: true } : { expire: true });
    res.json({ cookie: cookie.cookie, cookieExpiresAt: cookie.expiresAt });
  });
  api.patch('/players/:id', async (req, res) => {
    const { id } = ids(req);
    const body = validate(consoleAccountSchema, req.body);
    await world.updateAccount(id, {
      banned: body.banned,
      warnings: body.warnings,
      tutorial_done: body.tutorialDone,
      trade_license: body.tradeLicense,
      level: body.level,
    });
    res.json({ account: (await world.playerView(id)).account });
  });
}

/** Adding and removing items by hand: a catalog item in any variant (with a role-play name), random ones, food. */
function itemRoutes(api: Router, world: WorldAdmin): void {
  const ids = (req: Request) => validate(consoleIdsSchema, req.params, 'params');
  api.get('/catalog', async (req, res) => {
    const { game } = validate(consoleGameSchema, req.query, 'query');
    res.json({ ...(await world.catalogOf(game)), levels: LEVELS, ages: AGES });
  });
  api.post('/players/:id/items', async (req, res) => {
    const { id } = ids(req);
    const item = validate(consoleItemSchema, req.body);
    res.status(201).json({ id: await world.giveCatalogItem(id, item) });
  });
  api.post('/players/:id/items/random', async (req, res) => {
    const { id } = ids(req);
    const { count, food } = validate(consoleRandomItemsSchema, req.body);
    // A new round each time: the same round would draw the same items again.
    res.status(201).json({ ids: await world.giveRandomInventory(id, count, food, `console:${randomUUID()}`) });
  });
  api.delete('/players/:id/items', async (req, res) => {
    const { id } = ids(req);
    const { items } = validate(consoleRemoveItemsSchema, req.body);
    res.json(await world.removeItems(id, items));
  });
}

/** A bot of the game holding a tradable item, for a withdrawal started by hand. */
async function botWithItems(
  world: WorldAdmin,
  game: GameGateway,
  gameKey: GameKey,
): Promise<{ bot: string; item: string } | undefined> {
  for (const bot of await world.listAccounts(gameKey, true)) {
    const item = (await game.readInventory(bot.id)).find((i) => i.kind === 'item');
    if (item) return { bot: bot.id, item: item.id };
  }
  return undefined;
}
