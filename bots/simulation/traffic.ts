import { randomUUID } from 'node:crypto';
import type { Logger } from '../../src/platform/logger';
import type { SeededRandom } from '../../src/platform/random';
import type { GameGateway } from '../gateway';
import type { FlowKind } from '../orchestrator/codes';
import type { OrchestratorService } from '../orchestrator/orchestrator.service';
import { behaviourOf } from '../world/behaviour';
import { scaledLatency } from '../world/keyed-random';
import type { PlayerBehaviour } from '../world/tables';
import type { WorldAdmin } from '../world/world-admin';
import { GAME_KEYS, type GameKey } from '../../kernel';

interface SimulatedUser {
  userId: string;
  game: GameKey;
  playerId: string;
  nickname: string;
  behaviour: PlayerBehaviour;
  /** The flow this user is waiting on, and when they will press Ready once it asks (set when they first see it ask). */
  flowId?: string;
  readyAt?: number;
}

const KINDS: FlowKind[] = ['sync', 'quick_sale', 'quick_sale', 'withdrawal'];

/**
 * Simulated site users for a noisy world (`npm run bots -- --traffic 5`): each owns one scripted
 * player, starts syncs, quick sales (pressing Ready after their latency) and withdrawals of items a
 * bot holds, one at a time, at the given rate over all users.
 */
export class SimulatedTraffic {
  private readonly users: SimulatedUser[] = [];
  private timer?: NodeJS.Timeout;
  /** Starts owed but not yet made: a slow tick is never overlapped by the next, it catches up after. */
  private owed = 0;
  private ticking = false;

  constructor(
    private readonly orchestrator: OrchestratorService,
    private readonly world: WorldAdmin,
    private readonly game: GameGateway,
    private readonly random: SeededRandom,
    private readonly timeScale: number,
    private readonly logger: Logger,
  ) {}

  /** Ensures `perGame` scripted players per game with an inventory, each with a site user. */
  async prepare(perGame: number): Promise<void> {
    for (const game of GAME_KEYS) {
      for (let n = 1; n <= perGame; n++) {
        const nickname = `Sim${game === 'adopt' ? 'Pet' : 'Knife'}${String(n).padStart(4, '0')}`;
        let account = await this.world.accountByNickname(game, nickname);
        if (!account) {
          account = await this.world.createAccount({ game, nickname });
          await this.world.giveRandomInventory(account.id, 30, 5);
        }
        this.users.push({ userId: randomUUID(), game, playerId: account.id, nickname, behaviour: account.behaviour });
      }
    }
  }

  start(flowsPerSecond: number): void {
    const tickMs = 100;
    this.timer = setInterval(() => {
      // At most a second's worth owed: users all busy does not build a burst for later.
      this.owed = Math.min(this.owed + (flowsPerSecond * tickMs) / 1000, Math.max(1, flowsPerSecond));
      if (this.ticking) return;
      this.ticking = true;
      const starts = Math.floor(this.owed);
      this.owed -= starts;
      this.tick(starts)
        .catch((err: unknown) => this.logger.warn({ err }, 'simulated traffic tick failed'))
        .finally(() => (this.ticking = false));
    }, tickMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(starts: number): Promise<void> {
    const now = Date.now();
    for (const user of this.users.filter((u) => u.flowId)) {
      const flow = await this.orchestrator.get(user.flowId!);
      if (flow?.state !== 'active') {
        user.flowId = undefined;
        user.readyAt = undefined;
      } else if (flow.stage === 'pending_ready') {
        // The user sees the bot's request and Ready, and takes their player's readyLatencyMs to press it.
        user.readyAt ??= now + scaledLatency(this.random, behaviourOf(user.behaviour).readyLatencyMs, this.timeScale);
        if (now >= user.readyAt) {
          user.readyAt = Infinity; // pressed once
          await this.orchestrator.markReady(flow.id, user.userId).catch(() => undefined);
        }
      }
    }
    const idle = this.users.filter((u) => !u.flowId);
    for (let i = 0; i < starts && idle.length; i++) {
      const user = idle.splice(this.random.int(0, idle.length - 1), 1)[0]!;
      await this.startFor(user, this.random.pick(KINDS)).catch((err: { errorCode?: string }) => {
        // Code 15 (daily limit): another site user takes the player over, so a long run keeps its traffic.
        if (err.errorCode === '15') user.userId = randomUUID();
        this.logger.debug({ err: err.errorCode ?? err }, 'simulated user could not start a trade');
      });
    }
  }

  private async startFor(user: SimulatedUser, kind: FlowKind): Promise<void> {
    const base = { kind, game: user.game, userId: user.userId, playerNickname: user.nickname };
    if (kind === 'sync') return this.track(user, await this.orchestrator.start(base));
    if (kind === 'quick_sale') {
      const items = (await this.game.readInventory(user.playerId)).filter((i) => i.kind === 'item');
      if (items.length < 2) return this.startFor(user, 'withdrawal');
      const chosen = items.slice(0, this.random.int(1, Math.min(5, items.length - 1))).map((i) => i.id);
      return this.track(user, await this.orchestrator.start({ ...base, items: chosen }));
    }
    const bots = await this.world.listAccounts(user.game, true);
    const bot = this.random.pick(bots);
    const held = (await this.game.readInventory(bot.id))
      .filter((i) => i.kind === 'item')
      .slice(0, this.random.int(1, 3));
    if (!held.length) return this.startFor(user, 'sync');
    return this.track(
      user,
      await this.orchestrator.start({ ...base, items: held.map((i) => i.id), fromBotAccountId: bot.id }),
    );
  }

  private track(user: SimulatedUser, flow: { id: string }): void {
    user.flowId = flow.id;
    user.readyAt = undefined;
  }
}
