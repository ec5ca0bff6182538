import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { BotsConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { GAME_GATEWAY, type FriendError, type GameFailure, type GameGateway } from '../gateway';
import { BOTS_CONFIG } from '../world/simulated-world';
import {
  botGives,
  endingForFailure,
  faultOfTrade,
  friendEnding,
  gamePassEnding,
  playerGives,
  tradeCodeEnding,
  type FlowEnding,
} from './codes';
import { delayedStartEvent, endingEvent, progressEvent, stepOf } from './events';
import { CookieVault } from './cookie-vault';
import { FleetRepo } from './fleet.repo';
import { FlowsRepo, type FlowEvent } from './flows.repo';
import { LinkedAccountsRepo } from './linked-accounts.repo';
import { syncResult } from './sync-result';
import type { BotHealth, BotsTables, Flow, FlowPatch, FlowStage } from './tables';
import { TIMING, Timing } from './timing';

export const FLOW_STEP_QUEUE = 'bots.flow-step';

/**
 * How many steps of one flow a step job may take back to back while each next one is due at once. A step
 * between jobs costs a job's insert, fetch and completion and a read of the flow; the cap keeps one flow from
 * holding a worker lane (a flow has only a handful of immediate steps: a bot's assignment to the trade's end).
 */
const STEPS_PER_JOB = 8;

export interface StepJob {
  flowId: string;
  version: number;
}

/** What a flow's on_end_queue hears, in the same transaction as the ending. */
export interface FlowEndedJob {
  flowId: string;
  kind: Flow['kind'];
  userId: string;
  /** The player's game account (for a linked account, the one the site drove). */
  accountId: string;
  /** The game account that acted for the site (a fleet bot; a linked account's own for a linked flow), if any. */
  botAccountId: string | null;
  state: FlowEnding['state'];
  code: string | null;
  reason: string;
  /** The game's word for what went wrong (a GameFailure, a FriendError...), null when it finished. */
  cause: string | null;
  /** Whose account caused it: the one acting for the site, the other player's, or neither (null). */
  fault: 'actor' | 'counterpart' | null;
  /** The stage it ended in. */
  stage: Flow['stage'];
  result: unknown;
}

/**
 * The two game accounts of a trade: the one acting for the site (a fleet bot, or the seller's linked account
 * the site drives in a delivery) and the other player's (the player, or the buyer receiving the items).
 */
interface Sides {
  actor: string;
  counterpart: { id: string; nickname: string };
}

function sidesOf(flow: Flow): Sides {
  if (flow.actor === 'linked')
    return {
      actor: flow.player_account_id,
      counterpart: { id: flow.recipient_account_id!, nickname: flow.recipient_nickname! },
    };
  return { actor: flow.bot_account_id!, counterpart: { id: flow.player_account_id, nickname: flow.player_nickname } };
}

/** Where a flow goes once its bot is assigned: an R$ delivery buys the pass, every other flow befriends the player. */
const firstStage = (flow: Flow): FlowStage => (flow.kind === 'game_pass' ? 'buying_pass' : 'checking_friendship');

/** What one step decided: go on (now or later), move to another bot, or end. */
interface Transition {
  patch?: FlowPatch;
  /** When the flow looks again; 0 is now. */
  wakeInMs?: number;
  end?: FlowEnding & { result?: unknown };
  /** The bot turned out unusable: mark it, give it back, search again. */
  switchBot?: BotHealth;
}

/** Bot-side friend errors move the flow to another bot; the others end it. */
const BOT_HEALTH_BY_ERROR: Partial<Record<FriendError, BotHealth>> = {
  BOT_FRIEND_LIMIT: 'friend_list_full',
  BOT_BANNED: 'banned',
  BOT_BROKEN: 'broken',
};

type Tx = Transaction<BotsTables>;

/** What a committed step tells after the commit: the user's events, and the queue that heard an ending. */
export interface Announcement {
  userId: string;
  events: FlowEvent[];
  endedQueue?: string | null;
  /** A step job may have been scheduled (the local worker is woken). */
  scheduled?: boolean;
  /** The flow as committed, when its next step is to be taken at once by the job that committed it. */
  next?: Flow;
}

/**
 * The step engine. A flow is a row in bots.flows; each step is one pg-boss job carrying the flow's
 * version. A step talks to the game (every call idempotent by a key made of the flow id and its
 * attempt), then commits the flow's next state, its events and its next job in one transaction,
 * moving the version on. A job whose version is no longer current is a duplicate and does nothing,
 * so at-least-once delivery, retries after a crash and two processes racing all end the same way.
 */
@injectable()
export class FlowEngine {
  private readonly timing: Timing;
  private workerId?: string;

  constructor(
    @inject(TYPES.Db) private readonly db: Db<BotsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(BOTS_CONFIG) config: BotsConfig,
    @inject(GAME_GATEWAY) private readonly game: GameGateway,
    @inject(FlowsRepo) private readonly flows: FlowsRepo,
    @inject(FleetRepo) private readonly fleet: FleetRepo,
    @inject(LinkedAccountsRepo) private readonly linked: LinkedAccountsRepo,
    @inject(CookieVault) private readonly cookies: CookieVault,
  ) {
    this.timing = new Timing(config);
  }

  /** The local step worker, woken after a commit instead of waiting for its next poll. */
  useWorker(id: string): void {
    this.workerId = id;
  }

  /**
   * A step that carries a bot's flow on at once (its bot assigned, or a freed bot just handed to it)
   * goes before the others: under a burst of new flows the bots' trades keep moving and free the bots
   * sooner. Polls, retries and the searches of flows without a bot queue in order behind them, so
   * they cannot be starved for long: a flow has only a few such steps.
   */
  async schedule(
    trx: Tx,
    flow: Pick<Flow, 'id' | 'version'> & Partial<Pick<Flow, 'fleet_bot_id'>>,
    inMs = 0,
    forBot = Boolean(flow.fleet_bot_id),
  ): Promise<void> {
    const priority = inMs === 0 && forBot ? 1 : 0;
    await this.jobs.send<StepJob>(
      FLOW_STEP_QUEUE,
      { flowId: flow.id, version: flow.version },
      { trx, delayMs: inMs, priority },
    );
  }

  wake(): void {
    if (this.workerId) this.jobs.notifyWorker(this.workerId);
  }

  /**
   * A step job: the flow at the job's version steps on, and as long as its next step is due at once it is
   * taken right here (STEPS_PER_JOB at most), each from the row the last one committed, with no job between.
   */
  async run({ flowId, version }: StepJob): Promise<void> {
    let flow = await this.flows.byId(flowId);
    if (flow?.version !== version) return;
    for (let steps = 1; flow?.state === 'active'; steps++) flow = await this.step(flow, steps < STEPS_PER_JOB);
  }

  /** One step; the flow as it now stands when its next step is to follow here at once (`mayGoOn`), else undefined. */
  private async step(flow: Flow, mayGoOn: boolean): Promise<Flow | undefined> {
    if (flow.stage === 'searching_bot')
      return flow.actor === 'linked' ? this.claimAccount(flow, mayGoOn) : this.searchBot(flow, mayGoOn);
    const transition = flow.actor === 'linked' ? await this.advanceLinked(flow) : await this.advance(flow);
    if (mayGoOn && !transition.end && !transition.switchBot && !transition.wakeInMs) return this.goOn(flow, transition);
    const emitted = await this.db.transaction().execute((trx) => this.apply(trx, flow, transition, [], mayGoOn));
    this.announce(emitted);
    return emitted?.next;
  }

  /**
   * The commit of a step that frees nothing and schedules nothing (the flow goes on at once, here): one
   * statement that moves the flow on from the version the step read, with its events. Undefined: another run won.
   */
  private async goOn(flow: Flow, t: Transition): Promise<Flow | undefined> {
    const { patch, events } = this.changes(flow, t, []);
    const next = await this.flows.advance(flow, patch, events);
    if (next) this.tell(flow.user_id, events);
    return next;
  }

  /** Assignment happens inside the commit, so a duplicate step can never take a second bot. */
  private async searchBot(flow: Flow, mayGoOn: boolean): Promise<Flow | undefined> {
    const decide = async (trx: Tx): Promise<Transition & { events?: FlowEvent[] }> => {
      const exact = botGives(flow.kind) ? flow.bot_account_id : null;
      const bot = await this.fleet.assign(trx, flow.game, exact, []);
      if (bot) {
        return {
          patch: { fleet_bot_id: bot.id, bot_account_id: bot.account_id, ...this.enter(flow, firstStage(flow)) },
          wakeInMs: 0,
          events: flow.delayed ? [delayedStartEvent(flow, bot.nickname)] : [],
        };
      }
      const now = this.clock.now();
      if (
        (flow.stage_deadline && now >= flow.stage_deadline) ||
        (await this.fleet.healthyCount(flow.game, trx)) === 0
      ) {
        return { end: tradeCodeEnding(3) };
      }
      const untilDeadline = flow.stage_deadline ? flow.stage_deadline.getTime() - now.getTime() : Infinity;
      return { patch: { delayed: true }, wakeInMs: Math.min(TIMING.searchPollMs, untilDeadline) };
    };
    return this.commit(flow, decide, mayGoOn);
  }

  /**
   * A linked account serves one flow at a time: this one waits (delayed, StartDelayed...) while another
   * acts on it, and is woken when that one ends. Claiming happens inside the commit, like a bot's assignment.
   */
  private async claimAccount(flow: Flow, mayGoOn: boolean): Promise<Flow | undefined> {
    const decide = async (trx: Tx): Promise<Transition & { events?: FlowEvent[] }> => {
      if (await this.linked.claim(trx, flow.player_account_id, flow.id)) {
        return {
          patch: this.enter(flow, 'checking_friendship'),
          wakeInMs: 0,
          events: flow.delayed ? [delayedStartEvent(flow, flow.player_nickname)] : [],
        };
      }
      const now = this.clock.now();
      if (flow.stage_deadline && now >= flow.stage_deadline)
        return {
          end:
            flow.kind === 'withdrawal'
              ? tradeCodeEnding(3, 'failed', 'account_busy')
              : endingForFailure(flow.kind, 'timed_out'),
        };
      const untilDeadline = flow.stage_deadline ? flow.stage_deadline.getTime() - now.getTime() : Infinity;
      return { patch: { delayed: true }, wakeInMs: Math.min(TIMING.searchPollMs, untilDeadline) };
    };
    return this.commit(flow, decide, mayGoOn);
  }

  /**
   * The site drives the player's own linked account: checking its session, entering the game as it, then
   * reading its inventory (a sync) or, in a delivery, befriending and meeting the buyer and handing the items
   * over. The account's own failures are the seller's (sync codes 500-508; a delivery's SELLER_...).
   */
  private async advanceLinked(flow: Flow): Promise<Transition> {
    const account = await this.linked.byId(flow.player_account_id);
    const cookie = account && this.cookies.open(account.account_id, account.cookie_sealed);
    const accountTrouble = (failure: GameFailure): Transition => ({
      end: endingForFailure(flow.kind, failure, 'actor', true),
    });
    if (!cookie) return accountTrouble('session_expired');
    switch (flow.stage) {
      case 'checking_friendship': {
        const session = await this.game.validateSession(flow.game, cookie);
        // An unknown cookie is an expired session; NO_ACCESS (expired or banned) is told apart on entering.
        if (!session.ok && session.error === 'NOT_FOUND') return accountTrouble('session_expired');
        if (flow.kind === 'withdrawal') return this.checkFriendship(flow);
        return { patch: this.enter(flow, 'bot_enabling', this.timing.deadline(TIMING.tradeTimeoutMs)), wakeInMs: 0 };
      }
      case 'adding_friend':
        return this.addFriend(flow);
      case 'bot_enabling': {
        const entered = await this.game.enterAccount(`${flow.id}:enter`, flow.game, cookie);
        if (!entered.ok) return accountTrouble(entered.error);
        if (flow.kind === 'withdrawal') return this.meet(flow);
        return { patch: this.enter(flow, 'trading', this.timing.deadline(TIMING.tradeTimeoutMs)), wakeInMs: 0 };
      }
      case 'trading': {
        if (flow.kind === 'withdrawal') return this.trade(flow);
        if (flow.kind !== 'sync') throw new Error(`a linked account cannot run a ${flow.kind} (flow ${flow.id})`);
        const result = syncResult(await this.game.readInventory(flow.player_account_id));
        return { end: { state: 'finished', code: null, reason: 'finished', result } };
      }
      default:
        throw new Error(`flow ${flow.id} is in unknown stage ${flow.stage}`);
    }
  }

  /** Moves to a stage, with a deadline this far ahead (already scaled), or none. */
  private enter(flow: Flow, stage: FlowStage, withinMs?: number): FlowPatch {
    const deadline = withinMs === undefined ? null : new Date(this.clock.now().getTime() + withinMs);
    return { stage, step: stepOf(flow.kind, stage), stage_deadline: deadline };
  }

  /** After the friendship: a quick sale waits for the user's Ready, everything else meets the player. */
  private afterFriendship(flow: Flow): Transition {
    const waitReady = flow.needs_ready && !flow.ready_at;
    return {
      patch: waitReady
        ? this.enter(flow, 'pending_ready', this.timing.deadline(TIMING.readyTimeoutMs))
        : this.enter(flow, 'bot_enabling'),
      wakeInMs: waitReady ? this.timing.poll() : 0,
    };
  }

  private expired(flow: Flow): boolean {
    return Boolean(flow.stage_deadline && this.clock.now() >= flow.stage_deadline);
  }

  private async advance(flow: Flow): Promise<Transition> {
    switch (flow.stage) {
      case 'checking_friendship':
        return this.checkFriendship(flow);
      case 'adding_friend':
        return this.addFriend(flow);
      case 'pending_ready':
        if (flow.ready_at) return { patch: this.enter(flow, 'bot_enabling'), wakeInMs: 0 };
        return this.expired(flow)
          ? { end: endingForFailure(flow.kind, 'timed_out', 'counterpart') }
          : { wakeInMs: this.timing.poll() };
      case 'bot_enabling':
        return this.meet(flow);
      case 'trading':
        return this.trade(flow);
      case 'buying_pass':
        return this.buyPass(flow);
      default:
        throw new Error(`flow ${flow.id} is in unknown stage ${flow.stage}`);
    }
  }

  /**
   * An R$ delivery: the assigned bot (the site's account) buys the player's game pass at the order's price. The
   * gateway's refusal (no such pass, another price) ends the flow with it as code and cause; a purchase ends it with
   * when the R$ reach the player. The key is the flow's: a step run twice buys once.
   */
  private async buyPass(flow: Flow): Promise<Transition> {
    const bought = await this.game.buyGamePass(
      `${flow.id}:pass`,
      flow.game,
      flow.player_account_id,
      flow.pass_id!,
      flow.pass_robux!,
      flow.pass_credit!,
    );
    if (!bought.ok) return { end: gamePassEnding(bought.error) };
    const result = { purchaseId: bought.value.purchaseId, creditedAt: bought.value.creditedAt.toISOString() };
    return { end: { state: 'finished', code: null, reason: 'finished', result } };
  }

  private async checkFriendship(flow: Flow): Promise<Transition> {
    const { actor, counterpart } = sidesOf(flow);
    const state = await this.game.friendState(actor, counterpart.id);
    if (state === 'friends') return this.afterFriendship(flow);
    return {
      patch: {
        ...this.enter(flow, 'adding_friend', this.timing.deadline(TIMING.friendTimeoutMs)),
        friend_request_sent: false,
        attempt: 0,
      },
      wakeInMs: 0,
    };
  }

  /** The acting account joins the other player's game server ("bot enabling"). */
  private async meet(flow: Flow): Promise<Transition> {
    const { actor, counterpart } = sidesOf(flow);
    const met = await this.game.meet(`${flow.id}:meet:${flow.bot_switches}`, actor, counterpart.id);
    if (!met.ok)
      return { end: endingForFailure(flow.kind, met.error, faultOfTrade(met.error), flow.actor === 'linked') };
    return {
      patch: {
        ...this.enter(flow, 'trading', this.timing.deadline(TIMING.tradeTimeoutMs)),
        attempt: 0,
        trade_id: null,
      },
      wakeInMs: 0,
    };
  }

  private async addFriend(flow: Flow): Promise<Transition> {
    const { actor, counterpart } = sidesOf(flow);
    let sent = flow.friend_request_sent;
    if (!sent) {
      const request = await this.game.sendFriendRequest(actor, counterpart.nickname);
      if (!request.ok) return this.friendFailure(flow, request.error, await this.fleet.healthyCount(flow.game));
      if (request.value === 'friends') return this.afterFriendship(flow);
      sent = true;
    }
    const state = await this.game.friendState(actor, counterpart.id);
    if (state === 'friends') return this.afterFriendship(flow);
    if (state === 'declined') return { end: friendEnding('FRIEND_DECLINED') };
    if (state === 'none') return { end: friendEnding('REQUEST_NOT_FOUND') };
    if (this.expired(flow)) return { end: friendEnding('FRIEND_TIMEOUT') };
    return { patch: { friend_request_sent: sent }, wakeInMs: this.timing.poll() };
  }

  /** `healthyBots` counts this flow's bot too: moving on needs another. */
  private friendFailure(flow: Flow, error: FriendError, healthyBots: number): Transition {
    const health = BOT_HEALTH_BY_ERROR[error];
    const canMove = !botGives(flow.kind) && flow.bot_switches < TIMING.botSwitches && healthyBots > 1;
    if (health && canMove) return { switchBot: health };
    if (health) return { end: friendEnding(error), switchBot: health };
    if (error === 'CONNECTION_ERROR' && flow.attempt + 1 < TIMING.connectionAttempts) {
      return { patch: { attempt: flow.attempt + 1 }, wakeInMs: this.timing.wait(TIMING.connectionRetryMs) };
    }
    return { end: friendEnding(error) };
  }

  private async trade(flow: Flow): Promise<Transition> {
    let tradeId = flow.trade_id;
    if (!tradeId) {
      const { actor, counterpart } = sidesOf(flow);
      const opened = await this.game.openTrade({
        key: `${flow.id}:trade:${flow.bot_switches}:${flow.attempt}`,
        botAccountId: actor,
        playerAccountId: counterpart.id,
        botGives: flow.kind === 'withdrawal' ? flow.items : flow.bot_items,
        playerGives: playerGives(flow.kind) ? flow.items : [],
        playerGivesFood: flow.kind === 'withdrawal',
      });
      if (!opened.ok) return this.tradeFailure(flow, opened.error);
      tradeId = opened.value.tradeId;
    }
    let state = await this.game.tradeState(tradeId);
    if (state.state === 'open' && this.expired(flow)) state = await this.game.cancelTrade(tradeId);
    if (state.state === 'open') return { patch: { trade_id: tradeId }, wakeInMs: this.timing.poll() };
    if (state.state === 'completed') {
      const result =
        flow.kind === 'sync'
          ? syncResult(await this.game.readInventory(flow.player_account_id))
          : { movedItemIds: state.movedItemIds };
      return { end: { state: 'finished', code: null, reason: 'finished', result } };
    }
    return this.tradeFailure(flow, state.failure);
  }

  private async tradeFailure(flow: Flow, failure: GameFailure): Promise<Transition> {
    // The items were not where the trade expected them: the seller's linked account (1), the bot's (2), the player's (11, refresh).
    if (failure === 'items_missing') {
      const code = await this.missingItemsCode(flow);
      return { end: tradeCodeEnding(code, 'failed', failure, code === 11 ? 'counterpart' : 'actor') };
    }
    if (failure === 'bot_timeout' && flow.attempt + 1 < TIMING.botClosedAttempts) {
      return {
        patch: {
          trade_id: null,
          attempt: flow.attempt + 1,
          ...this.enter(flow, 'trading', this.timing.deadline(TIMING.tradeTimeoutMs)),
        },
        wakeInMs: this.timing.wait(TIMING.botClosedRetryMs),
      };
    }
    return { end: endingForFailure(flow.kind, failure, faultOfTrade(failure), flow.actor === 'linked') };
  }

  /** Whose items were missing. An exchange's bot gives too: the bot's inventory tells whether it was the bot's side. */
  private async missingItemsCode(flow: Flow): Promise<1 | 2 | 11> {
    if (flow.kind === 'withdrawal') return flow.actor === 'linked' ? 1 : 2;
    if (flow.kind !== 'exchange') return 11;
    const held = new Set((await this.game.readInventory(flow.bot_account_id!)).map((i) => i.id));
    return flow.bot_items.every((id) => held.has(id)) ? 11 : 2;
  }

  /**
   * Commits a step: locks the flow at the version the step read (or gives up: another run won),
   * applies the transition, releases the bot on an ending and wakes the flow waiting longest for
   * it, records events and schedules the next step, all in one transaction. Sockets hear after.
   * With `mayGoOn`, a next step due at once is not scheduled: the flow as committed is returned to take it here.
   */
  async commit(
    flow: Flow,
    decide: (trx: Tx) => (Transition & { events?: FlowEvent[] }) | Promise<Transition & { events?: FlowEvent[] }>,
    mayGoOn = false,
  ): Promise<Flow | undefined> {
    const emitted = await this.db.transaction().execute(async (trx) => {
      const current = await this.flows.lockAt(trx, flow.id, flow.version);
      if (!current) return null;
      const t = await decide(trx);
      return this.apply(trx, current, t, t.events ?? [], mayGoOn);
    });
    this.announce(emitted);
    return emitted?.next;
  }

  /**
   * After the commit: the events reach the user's sockets, the local worker picks up what was scheduled, and
   * the queue hearing an ending (if any) handles it now rather than at its next poll.
   */
  announce(emitted: Announcement | null): void {
    if (!emitted) return;
    this.tell(emitted.userId, emitted.events);
    if (emitted.endedQueue) this.jobs.notifyQueue(emitted.endedQueue);
    if (emitted.scheduled) this.wake();
  }

  private tell(userId: string, events: FlowEvent[]): void {
    for (const e of events) this.notifier.toUser(userId, e.type, e.payload);
  }

  /**
   * Applies a transition to the flow at the version it was read (also used by cancellation and Ready, which lock it
   * first in their own transaction). Null: the flow had moved on or ended, nothing was written.
   */
  async apply(trx: Tx, flow: Flow, t: Transition, events: FlowEvent[], mayGoOn = false): Promise<Announcement | null> {
    const changes = this.changes(flow, t, events);
    // The flow's row first: it locks the flow, and a run that lost the race (the version moved on) stops here.
    const updated = await this.flows.advance(flow, changes.patch, changes.events, trx);
    if (!updated) return null;
    if (t.switchBot || t.end) await this.giveBotBack(trx, flow, t.switchBot);
    if (t.end && flow.actor === 'linked') await this.giveAccountBack(trx, flow);
    const goesOnHere = mayGoOn && !t.end && changes.wakeInMs === 0;
    if (!t.end && !goesOnHere) await this.schedule(trx, updated, changes.wakeInMs);
    if (t.end && flow.on_end_queue)
      await this.jobs.send<FlowEndedJob>(
        flow.on_end_queue,
        {
          flowId: flow.id,
          kind: flow.kind,
          userId: flow.user_id,
          accountId: flow.player_account_id,
          botAccountId: flow.bot_account_id,
          state: t.end.state,
          code: t.end.code,
          reason: t.end.reason,
          cause: t.end.cause ?? null,
          fault: t.end.fault ?? null,
          stage: flow.stage,
          result: t.end.result ?? null,
        },
        { trx },
      );
    return {
      userId: flow.user_id,
      events: changes.events,
      endedQueue: t.end ? flow.on_end_queue : null,
      // Conservatively true unless the flow goes on here: giving a bot or an account back may have woken another.
      scheduled: !goesOnHere || Boolean(t.switchBot),
      next: goesOnHere ? updated : undefined,
    };
  }

  /** What a transition writes to the flow (its patch, the version aside) and the events it adds to `events`. */
  private changes(flow: Flow, t: Transition, events: FlowEvent[]) {
    const now = this.clock.now();
    const patch: FlowPatch = { ...t.patch, updated_at: now };
    if (t.switchBot && !t.end) {
      Object.assign(patch, this.enter(flow, 'searching_bot', this.timing.searchMs), {
        fleet_bot_id: null,
        bot_account_id: null,
        bot_switches: flow.bot_switches + 1,
        friend_request_sent: false,
        attempt: 0,
        trade_id: null,
      });
    }
    if (t.end) {
      Object.assign(patch, {
        state: t.end.state,
        code: t.end.code,
        reason: t.end.reason,
        ended_at: now,
        stage: 'done',
        result: JSON.stringify(t.end.result ?? null),
      });
      events.push(endingEvent(flow, t.end, t.end.result ?? null));
    } else if (patch.stage && patch.stage !== flow.stage) {
      events.push(progressEvent(flow, patch.stage));
    }
    const wakeInMs = t.end ? 0 : (t.wakeInMs ?? 0);
    patch.wake_at = new Date(now.getTime() + wakeInMs);
    return { patch, events, now, wakeInMs };
  }

  /** Frees the linked account this flow held and wakes the flow that has waited longest for it. */
  private async giveAccountBack(trx: Tx, flow: Flow): Promise<void> {
    if (!(await this.linked.release(trx, flow.player_account_id, flow.id))) return;
    const waiting = await this.flows.takeOldestWaitingForAccount(trx, flow.player_account_id, this.clock.now());
    if (waiting && waiting.id !== flow.id) await this.schedule(trx, waiting, 0, true);
  }

  /** Frees the flow's bot slot (marking the bot's health if it failed) and wakes whoever waits longest for it. */
  private async giveBotBack(trx: Tx, flow: Flow, health?: BotHealth): Promise<void> {
    if (!flow.fleet_bot_id) return;
    if (health) await this.fleet.setHealth(trx, flow.fleet_bot_id, health);
    const bot = await this.fleet.release(trx, flow.fleet_bot_id);
    if (bot.health !== 'ok') return;
    const waiting = await this.flows.takeOldestWaiting(trx, bot.game, bot.account_id, this.clock.now());
    if (waiting && waiting.id !== flow.id) await this.schedule(trx, waiting, 0, true);
  }
}
