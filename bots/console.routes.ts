import express, { Router, type Request } from 'express';
import { validate } from '../src/platform/validation';
import { badRequest, notFound } from '../src/platform/errors';
import type { GameGateway } from './gateway';
import { consoleAnswerSchema, consoleFlowSchema, consoleIdsSchema, consoleInjectSchema, consolePlayerSchema } from './bots.schemas';
import { CONSOLE_PAGE } from './console-page';
import { TRADE_PROGRESS } from './orchestrator/events';
import { CANCELLABLE_STAGES } from './orchestrator/orchestrator.service';
import type { FleetRepo } from './orchestrator/fleet.repo';
import type { FlowsRepo } from './orchestrator/flows.repo';
import type { OrchestratorService } from './orchestrator/orchestrator.service';
import { injectionFor } from './world/injection';
import type { WorldAdmin } from './world/world-admin';
import type { GameKey } from '../kernel';

const ANSWERS = { accept: 'accept', decline: 'declined', leave: 'kicked' } as const;
/** The site user a developer plays as for one game account. */
const consoleUser = (playerId: string) => `console:${playerId}`;

/**
 * The game console (/dev/game-console, development only): a developer plays a game account by
 * hand, answers the bots' friend requests and trades, starts flows as a site user would, and
 * watches inventories change.
 */
export function gameConsoleRouter(world: WorldAdmin, game: GameGateway, orchestrator: OrchestratorService, flows: FlowsRepo, fleet: FleetRepo): Router {
  const router = Router();
  const api = Router();
  api.use(express.json({ limit: '16kb' }));
  const ids = (req: Request) => validate(consoleIdsSchema, req.params, 'params');

  api.get('/players', async (req, res) => {
    const gameKey = req.query.game === 'mm2' ? 'mm2' : 'adopt';
    const players = await world.listAccounts(gameKey, false);
    res.json({ players: players.map((p) => ({ id: p.id, nickname: p.nickname, manual: Boolean(p.behaviour.manual) })) });
  });
  api.post('/players', async (req, res) => {
    const body = validate(consolePlayerSchema, req.body);
    if (await world.accountByNickname(body.game, body.nickname)) throw badRequest('ALREADY_EXISTS', 'This nickname is taken');
    const player = await world.createAccount({ game: body.game, nickname: body.nickname, behaviour: { manual: true } });
    await world.giveRandomInventory(player.id, 12, 2);
    res.status(201).json({ id: player.id });
  });
  api.get('/players/:id', async (req, res) => {
    const { id } = ids(req);
    const recent = await flows.latestOfPlayer(id, 5);
    const withEvents = await Promise.all(recent.map(async (f) => ({
      id: f.id, kind: f.kind, state: f.state, stage: f.stage, code: f.code, reason: f.reason,
      needsReady: f.needs_ready && !f.ready_at, cancellable: CANCELLABLE_STAGES.has(f.stage),
      events: (await flows.events(f.id)).map((e) => (e.type === TRADE_PROGRESS ? String(e.payload.stage) : e.type)),
    })));
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
  api.post('/players/:id/flows', async (req, res) => {
    const { id } = ids(req);
    const body = validate(consoleFlowSchema, req.body);
    const player = (await world.playerView(id)).account;
    const start = { game: player.game, userId: consoleUser(id), playerNickname: player.nickname };
    if (body.kind === 'withdrawal') {
      const holder = await botWithItems(world, game, player.game);
      if (!holder) throw badRequest('NOT_FOUND', 'No bot holds an item yet: sell one to a bot first');
      res.status(201).json(await orchestrator.start({ ...start, kind: 'withdrawal', items: [holder.item], fromBotAccountId: holder.bot }));
      return;
    }
    res.status(201).json(await orchestrator.start({ ...start, kind: body.kind as 'sync' | 'quick_sale', items: body.items }));
  });
  api.post('/players/:id/flows/:other/:action', async (req, res) => {
    const { id, other } = ids(req);
    if (req.params.action === 'ready') res.json(await orchestrator.markReady(other!, consoleUser(id)));
    else if (req.params.action === 'cancel') res.json(await orchestrator.cancel(other!, consoleUser(id)));
    else throw notFound();
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
  api.get('/fleet', async (_req, res) => {
    res.json({ bots: await fleet.list(), flows: await flows.countsByState() });
  });

  router.use('/dev/game-console/api', api);
  router.get('/dev/game-console', (_req, res) => {
    res.type('html').send(CONSOLE_PAGE);
  });
  return router;
}

/** A bot of the game holding a tradable item, for a withdrawal started by hand. */
async function botWithItems(world: WorldAdmin, game: GameGateway, gameKey: GameKey): Promise<{ bot: string; item: string } | undefined> {
  for (const bot of await world.listAccounts(gameKey, true)) {
    const item = (await game.readInventory(bot.id)).find((i) => i.kind === 'item');
    if (item) return { bot: bot.id, item: item.id };
  }
  return undefined;
}
