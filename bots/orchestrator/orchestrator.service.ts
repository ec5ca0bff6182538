import { botsErrors } from './bots.errors';
import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { BotsConfig } from '../../config';
import { OPERATIONS_SERVICE, type OperationsService } from '../../modules/operations';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import { AppError, conflict, notFound } from '../../src/platform/errors';
import { TYPES } from '../../src/platform/tokens';
import { GAME_GATEWAY, type GameGateway } from '../gateway';
import { BOTS_CONFIG } from '../world/simulated-world';
import { botGives, playerGives, tradeCodeError as tradeError, type FlowKind } from './codes';
import { progressEvent, stepOf, TRADE_PROGRESS } from './events';
import { CookieVault } from './cookie-vault';
import { FleetRepo } from './fleet.repo';
import { FlowEngine, type Announcement } from './flow-engine';
import { FlowsRepo } from './flows.repo';
import { LinkedAccountsRepo } from './linked-accounts.repo';
import type { BotsTables, Flow } from './tables';
import { LIMITS, Timing } from './timing';
import type { GameKey } from '../../kernel';
import type { GameAccountInfo, PassCredit } from '../gateway';

/** A flow whose start was checked (OrchestratorService.prepare), to begin in a transaction. */
export interface PreparedFlow {
  input: StartFlow;
  items: string[];
  botItems: string[];
  player: { id: string; nickname: string };
}

export interface StartFlow {
  kind: FlowKind;
  game: GameKey;
  /** The site user the flow belongs to (events go to their sockets). */
  userId: string;
  playerNickname: string;
  /** The linked account's session cookie, when the caller keeps one: checked before anything starts. */
  playerCookie?: string;
  /** Quick sale and exchange: the player's items the bot takes; withdrawal: the bot's items it hands over. */
  items?: string[];
  /** Exchange: the bot's items it hands over in the same trade. */
  botItems?: string[];
  /** Withdrawal and exchange: the bot account holding the items it gives. */
  fromBotAccountId?: string;
  /** Quick sale and exchange: wait for the user's Ready after the friendship (default true). */
  awaitReady?: boolean;
  /** A queue that hears the ending (FlowEndedJob), sent in the ending's own transaction. */
  onEndQueue?: string;
  /** game_pass: the player's pass the bot buys, its price in R$ and how the game credits it. */
  gamePass?: { passId: string; robux: number; credit: PassCredit };
}

/**
 * A flow the site runs in a seller's linked account, acting as that account: a sync, or a delivery (kind
 * withdrawal) of sold items to the buyer's game account.
 */
export interface StartLinkedFlow {
  kind: 'sync' | 'withdrawal';
  game: GameKey;
  /** The site user the flow's events go to (the seller for a sync, the buyer for a delivery). */
  userId: string;
  /** The game account, linked before with linkAccount. */
  accountId: string;
  /** A delivery: the game account receiving the items (found with findPlayer) and the items (game item ids). */
  recipient?: GameAccountInfo;
  items?: string[];
  /** A queue that hears the ending (FlowEndedJob), sent in the ending's own transaction. */
  onEndQueue?: string;
}

export interface FlowView {
  id: string;
  kind: FlowKind;
  /** The player's game account nickname. */
  nickname: string;
  /** It can still be cancelled (only before the bot or the site enters the game). */
  cancellable: boolean;
  actor: Flow['actor'];
  /** The player's game account (for a linked account, the one the site drives). */
  accountId: string;
  /** It had to wait for a bot or for the account (the StartDelayed... event). */
  delayed: boolean;
  game: string;
  userId: string;
  state: Flow['state'];
  stage: Flow['stage'];
  step: string;
  bot: string | null;
  /** The fleet bot's nickname, once one is assigned: the player befriends it in a quick sale. */
  botNickname: string | null;
  code: string | null;
  reason: string | null;
  result: unknown;
  createdAt: Date;
  endedAt: Date | null;
}

export interface FlowProgress {
  flow: FlowView;
  timeline: Array<{ stage: string; at: string }>;
}

export interface FlowProgress {
  flow: FlowView;
  timeline: Array<{ stage: string; at: string }>;
}

/** Cancellation is possible only before the bot is launched into the game (spec trading-core 4). */
export const CANCELLABLE_STAGES = new Set<Flow['stage']>([
  'searching_bot',
  'checking_friendship',
  'adding_friend',
  'pending_ready',
]);
const UNIQUE_VIOLATION = '23505';

/** Starting, cancelling and following flows: the orchestrator's face to the trading modules. */
@injectable()
export class OrchestratorService {
  private readonly timing: Timing;

  constructor(
    @inject(TYPES.Db) private readonly db: Db<BotsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(BOTS_CONFIG) private readonly config: BotsConfig,
    @inject(GAME_GATEWAY) private readonly game: GameGateway,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(FlowsRepo) private readonly flows: FlowsRepo,
    @inject(FleetRepo) private readonly fleet: FleetRepo,
    @inject(FlowEngine) private readonly engine: FlowEngine,
    @inject(LinkedAccountsRepo) private readonly linked: LinkedAccountsRepo,
    @inject(CookieVault) private readonly cookies: CookieVault,
  ) {
    this.timing = new Timing(config);
  }

  /** Checks the trade creation rules (codes 1-15 that can be known up front), then starts the flow. */
  async start(input: StartFlow): Promise<FlowView> {
    return this.begin(await this.prepare(input));
  }

  /**
   * The checks of start, which ask the game: run them before a transaction of the caller's that begins the flow
   * (a request holding a connection must not wait on the game or on a second connection).
   */
  async prepare(input: StartFlow): Promise<PreparedFlow> {
    const items = [...new Set(input.items ?? [])];
    const botItems = [...new Set(input.botItems ?? [])];
    await this.checkOperations(input.game);
    await this.checkLoad(input.game);
    if (items.length + botItems.length > LIMITS.maxTradeItems) throw tradeError(4, { max: LIMITS.maxTradeItems }, 400);
    const player = await this.player(input);
    await this.checkUserLimits(input.userId);
    await this.checkItems(input, player.id, items, botItems);
    return { input, items, botItems, player: { id: player.id, nickname: player.nickname } };
  }

  /**
   * Starts a prepared flow; in the caller's transaction when given (the flow starts only if the caller commits:
   * call wake() after). The load is checked again there, as the last moment before it counts.
   */
  async begin(prepared: PreparedFlow, callerTrx?: Trx): Promise<FlowView> {
    const { input, items, botItems, player } = prepared;
    if (callerTrx) await this.checkLoad(input.game, callerTrx as Transaction<BotsTables>);
    const now = this.clock.now();
    const insert = async (trx: Transaction<BotsTables>) => {
      const created = await this.flows
        .insert(trx, {
          kind: input.kind,
          game: input.game,
          user_id: input.userId,
          player_account_id: player.id,
          player_nickname: player.nickname,
          items,
          bot_items: botItems,
          stage: 'searching_bot',
          step: stepOf(input.kind, 'searching_bot'),
          bot_account_id: botGives(input.kind) ? input.fromBotAccountId! : null,
          needs_ready: playerGives(input.kind) && input.awaitReady !== false,
          on_end_queue: input.onEndQueue ?? null,
          pass_id: input.gamePass?.passId ?? null,
          pass_robux: input.gamePass?.robux ?? null,
          pass_credit: input.gamePass?.credit ?? null,
          stage_deadline: new Date(now.getTime() + this.timing.searchMs),
          wake_at: now,
          created_at: now,
          updated_at: now,
        })
        .catch((err: { code?: string }) => {
          throw err.code === UNIQUE_VIOLATION ? tradeError(10) : err;
        });
      await this.flows.addEvents(trx, created, [progressEvent(created, 'searching_bot')], now);
      await this.engine.schedule(trx, created);
      return created;
    };
    if (callerTrx) return this.view(await insert(callerTrx as Transaction<BotsTables>), callerTrx);
    const flow = await this.db.transaction().execute(insert);
    this.engine.wake();
    return this.view(flow);
  }

  /** A seller links a game account by its session cookie (spec addAcc): the game says whose session it is. */
  async verifySession(game: GameKey, cookie: string): Promise<GameAccountInfo> {
    const session = await this.game.validateSession(game, cookie);
    if (session.ok) return session.value;
    throw session.error === 'NO_ACCESS'
      ? new AppError(
          403,
          'NO_ACCESS',
          'The game refused this session: sign in to the game again and copy a fresh cookie',
        )
      : notFound('This cookie is not a valid game session');
  }

  /** The site keeps the cookie, sealed, to drive the account later; a fresh cookie replaces the old one. */
  async keepCookie(game: GameKey, account: GameAccountInfo, cookie: string): Promise<void> {
    await this.linked.save({
      accountId: account.id,
      game,
      nickname: account.nickname,
      cookieSealed: this.cookies.seal(account.id, cookie),
      now: this.clock.now(),
    });
  }

  /** Unlinking: the site forgets the account's cookie and can no longer act in it. */
  async forgetAccount(accountId: string): Promise<void> {
    await this.linked.forget(accountId);
  }

  /**
   * Starts a flow in a linked account (a sync); it waits in line while another flow acts on the account.
   * In the caller's transaction when given (the flow starts only if the caller commits; call wake() after).
   */
  async startLinked(input: StartLinkedFlow, callerTrx?: Trx): Promise<FlowView> {
    // Every read goes through the caller's transaction: a request holding a pool connection that waited for a
    // second one would, with as many requests as the pool has connections, hang the pool for good.
    const executor = (callerTrx as Transaction<BotsTables> | undefined) ?? this.db;
    const account = await this.linked.byId(input.accountId, executor);
    if (!account || account.game !== input.game) throw notFound('The linked account was not found');
    if (input.kind === 'withdrawal' && !input.recipient) throw new Error('a delivery needs its recipient');
    const items = [...new Set(input.items ?? [])];
    if (items.length > LIMITS.maxTradeItems) throw tradeError(4, { max: LIMITS.maxTradeItems }, 400);
    await this.checkLoad(input.game, executor);
    const now = this.clock.now();
    const insert = async (trx: Transaction<BotsTables>) => {
      const created = await this.flows
        .insert(trx, {
          kind: input.kind,
          actor: 'linked',
          game: input.game,
          user_id: input.userId,
          player_account_id: account.account_id,
          player_nickname: account.nickname,
          recipient_account_id: input.recipient?.id ?? null,
          recipient_nickname: input.recipient?.nickname ?? null,
          items,
          stage: 'searching_bot',
          step: stepOf(input.kind, 'searching_bot'),
          on_end_queue: input.onEndQueue ?? null,
          stage_deadline: new Date(now.getTime() + this.timing.searchMs),
          wake_at: now,
          created_at: now,
          updated_at: now,
        })
        .catch((err: { code?: string }) => {
          throw err.code === UNIQUE_VIOLATION
            ? conflict('ALREADY_STARTED', 'A sync of this account is already under way')
            : err;
        });
      await this.flows.addEvents(trx, created, [progressEvent(created, 'searching_bot')], now);
      await this.engine.schedule(trx, created);
      return created;
    };
    if (callerTrx) return this.view(await insert(callerTrx as Transaction<BotsTables>), callerTrx);
    const flow = await this.db.transaction().execute(insert);
    this.engine.wake();
    return this.view(flow);
  }

  /**
   * A delivery of the site's own stock by the fleet bot that holds it, in the caller's transaction (call wake()
   * after it commits). The caller checked the user's trade rules and found the recipient (checkCanTrade,
   * findPlayer); the site's records say the bot holds the items, and the trade finds out if not (code 2).
   */
  async startFleetDelivery(
    input: Omit<StartLinkedFlow, 'kind' | 'recipient'> & { recipient: GameAccountInfo },
    callerTrx: Trx,
  ): Promise<FlowView> {
    const { recipient } = input;
    return this.begin(
      {
        input: {
          kind: 'withdrawal',
          game: input.game,
          userId: input.userId,
          playerNickname: recipient.nickname,
          items: input.items,
          fromBotAccountId: input.accountId,
          onEndQueue: input.onEndQueue,
        },
        items: [...new Set(input.items ?? [])],
        botItems: [],
        player: { id: recipient.id, nickname: recipient.nickname },
      },
      callerTrx,
    );
  }

  /**
   * Before a user starts trades in linked accounts (a delivery to them): the trade creation rules that can be
   * known up front, test mode (6, 7), large-scale technical work (13), a missed meeting (14), the daily limit (15).
   */
  async checkCanTrade(userId: string, game: GameKey): Promise<void> {
    this.checkTestMode();
    if (!(await this.operations.isServiceUp(game, 'trades'))) throw tradeError(13, {}, 503);
    await this.checkUserLimits(userId);
  }

  /** The game account a player names to receive items (trade creation code 9 when there is none). */
  async findPlayer(game: GameKey, nickname: string): Promise<GameAccountInfo> {
    const account = await this.game.findAccount(game, nickname);
    if (!account) throw tradeError(9, {}, 400);
    return account;
  }

  /** The game item ids a fleet bot holds now (the site's stock is reconciled with them). */
  async fleetHoldings(botAccountId: string): Promise<Set<string>> {
    if (!(await this.fleet.byAccount(botAccountId))) throw notFound('No such fleet bot');
    return new Set((await this.game.readInventory(botAccountId)).map((i) => i.id));
  }

  /** After the caller commits a flow it started in its own transaction: the local worker picks it up now. */
  wake(): void {
    this.engine.wake();
  }

  /** A user's latest flows of one kind, newest first. */
  async history(userId: string, kind: FlowKind, limit = 50): Promise<FlowView[]> {
    return Promise.all((await this.flows.latestOfUser(userId, kind, limit)).map((f) => this.view(f)));
  }

  /** The system is overloaded when this many flows of the game already wait for a bot or an account (TRADE_AUTO_LOCK). */
  private async checkLoad(game: GameKey, executor?: Db<BotsTables> | Transaction<BotsTables>): Promise<void> {
    if ((await this.flows.waitingCount(game, executor)) >= this.config.autoLockWaiting) {
      throw botsErrors.overloaded();
    }
  }

  private checkTestMode(): void {
    const testMode = this.config.testMode;
    if (testMode && (!testMode.until || testMode.until > this.clock.now())) {
      throw testMode.until
        ? tradeError(6, { date: testMode.until.toISOString().slice(0, 10) }, 503)
        : tradeError(7, {}, 503);
    }
  }

  private async checkOperations(game: GameKey): Promise<void> {
    this.checkTestMode();
    if (!(await this.operations.isServiceUp(game, 'trades'))) throw tradeError(13, {}, 503);
    if ((await this.fleet.healthyCount(game)) === 0) {
      throw botsErrors.noBots();
    }
  }

  private async player(input: StartFlow) {
    if (input.playerCookie) {
      const session = await this.game.validateSession(input.game, input.playerCookie);
      if (!session.ok) throw session.error === 'NO_ACCESS' ? tradeError(8, {}, 403) : tradeError(9, {}, 400);
      if (session.value.nickname.toLowerCase() !== input.playerNickname.toLowerCase()) throw tradeError(9, {}, 400);
      return session.value;
    }
    const account = await this.game.findAccount(input.game, input.playerNickname);
    if (!account) throw tradeError(9, {}, 400);
    return account;
  }

  private async checkUserLimits(userId: string): Promise<void> {
    const now = this.clock.now().getTime();
    const missed = await this.flows.lastMissedMeeting(userId, new Date(now - LIMITS.missedMeetingWaitMs));
    if (missed) {
      const minutes = Math.ceil((missed.getTime() + LIMITS.missedMeetingWaitMs - now) / 60_000);
      throw tradeError(14, { minutes }, 429);
    }
    const count = this.config.dailyTradeLimit;
    if ((await this.flows.countSince(userId, new Date(now - 86_400_000))) >= count)
      throw tradeError(15, { count }, 429);
  }

  /** What the player gives must be in the player's inventory (1), what the bot gives in the bot's (2). */
  private async checkItems(input: StartFlow, playerId: string, items: string[], botItems: string[]): Promise<void> {
    if (input.kind === 'sync') return;
    if (input.kind === 'game_pass') {
      if (!input.gamePass) throw new Error('an R$ delivery needs its game pass');
      return;
    }
    if (!items.length) throw tradeError(1, {}, 400);
    const [fromPlayer, fromBot] = input.kind === 'withdrawal' ? [[], items] : [items, botItems];
    if (input.kind === 'exchange' && !fromBot.length) throw tradeError(2, {}, 400);
    if (fromPlayer.length && !(await this.holds(playerId, fromPlayer))) throw tradeError(1);
    if (!fromBot.length) return;
    const bot = input.fromBotAccountId;
    if (!bot || !(await this.fleet.byAccount(bot)) || !(await this.holds(bot, fromBot))) throw tradeError(2);
  }

  private async holds(accountId: string, items: string[]): Promise<boolean> {
    const owned = new Set((await this.game.readInventory(accountId)).map((i) => i.id));
    return items.every((id) => owned.has(id));
  }

  /** Cancellation is possible only before the bot is launched into the game. */
  async cancel(flowId: string, userId: string): Promise<FlowView> {
    const flow = await this.locked(flowId, userId, async (trx, flow) => {
      if (!CANCELLABLE_STAGES.has(flow.stage)) throw botsErrors.tooLateToCancel();
      return this.engine.apply(
        trx,
        flow,
        { end: { state: 'cancelled', code: null, reason: 'cancelled by the user' } },
        [],
      );
    });
    return this.view(flow);
  }

  /** The user pressed Ready after adding the bot as a friend (a quick sale's pending_friend step). */
  async markReady(flowId: string, userId: string): Promise<FlowView> {
    const flow = await this.locked(flowId, userId, async (trx, flow) => {
      if (!flow.needs_ready || flow.ready_at) return null;
      return this.engine.apply(trx, flow, { patch: { ready_at: this.clock.now() }, wakeInMs: 0 }, []);
    });
    return this.view(flow);
  }

  private async locked(
    flowId: string,
    userId: string,
    act: (trx: Transaction<BotsTables>, flow: Flow) => Promise<Announcement | null>,
  ): Promise<Flow> {
    const emitted = await this.db.transaction().execute(async (trx) => {
      const flow = await this.flows.lock(trx, flowId);
      if (!flow || flow.user_id !== userId || flow.state !== 'active') throw notFound('No such active trade');
      return act(trx, flow);
    });
    this.engine.announce(emitted);
    return (await this.flows.byId(flowId))!;
  }

  async get(flowId: string): Promise<FlowView | undefined> {
    const flow = await this.flows.byId(flowId);
    return flow && this.view(flow);
  }

  async events(flowId: string) {
    return this.flows.events(flowId);
  }

  /** A flow as its user follows it: its view, and the stages it went through with their times. */
  async progress(flowId: string): Promise<FlowProgress> {
    const [flow, events] = await Promise.all([this.get(flowId), this.flows.events(flowId)]);
    if (!flow) throw new Error(`flow ${flowId} does not exist`);
    const timeline = events
      .filter((e) => e.type === TRADE_PROGRESS)
      .map((e) => ({ stage: String(e.payload.stage), at: e.created_at.toISOString() }));
    return { flow, timeline };
  }

  /** In the caller's transaction when given, as everything a request holding one reads. */
  private async view(flow: Flow, executor?: Trx): Promise<FlowView> {
    return {
      id: flow.id,
      kind: flow.kind,
      nickname: flow.player_nickname,
      cancellable: flow.state === 'active' && CANCELLABLE_STAGES.has(flow.stage),
      actor: flow.actor,
      accountId: flow.player_account_id,
      delayed: flow.delayed,
      game: flow.game,
      state: flow.state,
      stage: flow.stage,
      step: flow.step,
      userId: flow.user_id,
      bot: flow.bot_account_id,
      botNickname:
        flow.actor === 'fleet' && flow.bot_account_id
          ? await this.fleet.nicknameOf(flow.bot_account_id, executor as Transaction<BotsTables> | undefined)
          : null,
      code: flow.code,
      reason: flow.reason,
      result: flow.result,
      createdAt: flow.created_at,
      endedAt: flow.ended_at,
    };
  }
}
