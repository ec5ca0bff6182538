import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import type { BotsConfig } from '../../config';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type {
  FriendError,
  FriendState,
  GameAccountInfo,
  GameFailure,
  GameGateway,
  GameItem,
  GamePassError,
  GamePassPurchase,
  PassCredit,
  Result,
  TradeRequest,
  TradeState,
} from '../gateway';
import { behaviourOf, tradeAnswer } from './behaviour';
import { ratesByStep } from './injection';
import { keyedRandom, scaledLatency } from './keyed-random';
import type { InjectionStep, WorldAccount, WorldTables, WorldTrade } from './tables';
import type { GameKey } from '../../kernel';

/** The game's rules (spec trading-core 5 and 9). */
export const WORLD_RULES = {
  maxFriends: 500,
  maxTradeItems: 40,
  maxPerSlot: 10,
  mm2TradeLevel: 10,
  /** Accepting is blocked for a moment after a trade changes (anti-scam), in real ms before scaling. */
  acceptCooldownMs: 3000,
  /** The game keeps this share of a game pass's price: the seller of the pass receives the rest. */
  passFeePercent: 30,
  /** A game pass's R$ stay pending this many days before the player receives them (a fast pass: none). */
  passPendingDays: [5, 7],
} as const;

const DAY_MS = 86_400_000;

export const BOTS_CONFIG = Symbol.for('bots.Config');

const ok = <T>(value: T) => ({ ok: true as const, value });
const fail = <E>(error: E) => ({ ok: false as const, error });

const info = (a: WorldAccount): GameAccountInfo => ({ id: a.id, game: a.game, nickname: a.nickname, level: a.level });

/**
 * The simulated games behind the game gateway. Everything is state in Postgres (schema game_world),
 * so it outlives any process, and every answer a scripted player gives is decided when the question
 * arrives (from the seed and the question's key) and seen once it is due: no timers to lose.
 */
@injectable()
export class SimulatedWorld implements GameGateway {
  private readonly rates;

  constructor(
    @inject(TYPES.Db) private readonly db: Db<WorldTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(BOTS_CONFIG) private readonly config: BotsConfig,
  ) {
    this.rates = ratesByStep(config.failureRates);
  }

  async validateSession(game: GameKey, cookie: string): Promise<Result<GameAccountInfo, 'NOT_FOUND' | 'NO_ACCESS'>> {
    const account = await this.db
      .selectFrom('game_world.accounts')
      .selectAll()
      .where('session_cookie', '=', cookie)
      .where('game', '=', game)
      .executeTakeFirst();
    if (!account || account.is_bot) return fail('NOT_FOUND');
    if (account.cookie_expires_at <= this.clock.now() || account.banned) return fail('NO_ACCESS');
    return ok(info(account));
  }

  async findAccount(game: GameKey, nickname: string): Promise<GameAccountInfo | null> {
    const account = await this.db
      .selectFrom('game_world.accounts')
      .selectAll()
      .where('game', '=', game)
      .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
      .executeTakeFirst();
    return account ? info(account) : null;
  }

  async readInventory(accountId: string): Promise<GameItem[]> {
    const rows = await this.db
      .selectFrom('game_world.items')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      game: r.game,
      slug: r.slug,
      kind: r.kind,
      age: r.age,
      level: r.level,
      flyable: r.flyable,
      rideable: r.rideable,
      chroma: r.chroma,
      customName: r.custom_name,
    }));
  }

  async enterAccount(key: string, game: GameKey, cookie: string): Promise<Result<GameAccountInfo, GameFailure>> {
    return this.db.transaction().execute(async (trx) => {
      await this.serialize(trx, key);
      const account = await trx
        .selectFrom('game_world.accounts')
        .selectAll()
        .where('session_cookie', '=', cookie)
        .where('game', '=', game)
        .where('is_bot', '=', false)
        .executeTakeFirst();
      if (!account) return fail('session_expired' as const);
      const known = await trx
        .selectFrom('game_world.sessions')
        .select('failure')
        .where('key', '=', key)
        .executeTakeFirst();
      if (known) return known.failure ? fail(known.failure as GameFailure) : ok(info(account));
      // With the site in the account itself, its session is both the meeting and the trade: either's failure strikes it.
      const failure =
        ((await this.injected(trx, [account.id], ['meet', 'trade'], key)) as GameFailure | null) ??
        this.accountProblem(account);
      await trx
        .insertInto('game_world.sessions')
        .values({ key, account_id: account.id, failure, created_at: this.clock.now() })
        .execute();
      return failure ? fail(failure) : ok(info(account));
    });
  }

  async friendState(botAccountId: string, playerAccountId: string): Promise<FriendState> {
    return this.db.transaction().execute(async (trx) => {
      await this.settleFriendRequests(trx, botAccountId, playerAccountId);
      if (await this.areFriends(trx, botAccountId, playerAccountId)) return 'friends';
      const last = await trx
        .selectFrom('game_world.friend_requests')
        .select('state')
        .where('from_id', '=', botAccountId)
        .where('to_id', '=', playerAccountId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last?.state === 'pending') return 'requested';
      return last?.state === 'declined' ? 'declined' : 'none';
    });
  }

  async sendFriendRequest(
    botAccountId: string,
    playerNickname: string,
  ): Promise<Result<'sent' | 'friends', FriendError>> {
    return this.db.transaction().execute(async (trx) => {
      const bot = await this.account(trx, botAccountId);
      const player = await trx
        .selectFrom('game_world.accounts')
        .selectAll()
        .where('game', '=', bot.game)
        .where(sql`lower(nickname)`, '=', playerNickname.toLowerCase())
        .executeTakeFirst();
      if (!player) return fail('NICKNAME_NOT_FOUND' as const);
      if (await this.areFriends(trx, bot.id, player.id)) return ok('friends' as const);
      const pending = await trx
        .selectFrom('game_world.friend_requests')
        .select('id')
        .where('from_id', '=', bot.id)
        .where('to_id', '=', player.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (pending) return ok('sent' as const);
      const now = this.clock.now();
      const injected = await this.injected(trx, [player.id, bot.id], 'friend', `friend:${bot.id}:${player.id}`);
      if (injected) return fail(injected as FriendError);
      if (bot.banned) return fail('BOT_BANNED' as const);
      if ((await this.friendCount(trx, bot.id)) >= WORLD_RULES.maxFriends) return fail('BOT_FRIEND_LIMIT' as const);
      if ((await this.friendCount(trx, player.id)) >= WORLD_RULES.maxFriends)
        return fail('CLIENT_FRIEND_LIMIT' as const);
      const behaviour = behaviourOf(player.behaviour);
      const random = keyedRandom(this.config.seed, `friend:${bot.id}:${player.id}`);
      const scripted = !player.behaviour.manual;
      await trx
        .insertInto('game_world.friend_requests')
        .values({
          from_id: bot.id,
          to_id: player.id,
          created_at: now,
          decision: scripted ? (random.chance(behaviour.acceptFriend) ? 'accept' : 'decline') : null,
          decide_at: scripted
            ? new Date(now.getTime() + scaledLatency(random, behaviour.friendLatencyMs, this.config.timeScale))
            : null,
        })
        .execute();
      return ok('sent' as const);
    });
  }

  async removeFriend(botAccountId: string, playerAccountId: string): Promise<void> {
    await this.db
      .deleteFrom('game_world.friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('account_id', '=', botAccountId), eb('friend_id', '=', playerAccountId)]),
          eb.and([eb('account_id', '=', playerAccountId), eb('friend_id', '=', botAccountId)]),
        ]),
      )
      .execute();
  }

  async meet(key: string, botAccountId: string, playerAccountId: string): Promise<Result<'met', GameFailure>> {
    return this.db.transaction().execute(async (trx) => {
      await this.serialize(trx, key);
      const known = await trx
        .selectFrom('game_world.meetings')
        .select('failure')
        .where('key', '=', key)
        .executeTakeFirst();
      if (known) return known.failure ? fail(known.failure as GameFailure) : ok('met' as const);
      const player = await this.account(trx, playerAccountId);
      const failure =
        ((await this.injected(trx, [playerAccountId, botAccountId], 'meet', key)) as GameFailure | null) ??
        this.meetingProblem(player);
      await trx
        .insertInto('game_world.meetings')
        .values({ key, bot_id: botAccountId, player_id: playerAccountId, failure, created_at: this.clock.now() })
        .execute();
      return failure ? fail(failure) : ok('met' as const);
    });
  }

  /** Calls with one idempotency key run one after the other, so the second finds what the first made. */
  private async serialize(trx: Transaction<WorldTables>, key: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }

  /** Why this player cannot trade right now, if anything stops them. */
  private meetingProblem(player: WorldAccount): GameFailure | null {
    const problem = this.accountProblem(player);
    if (problem) return problem;
    if (player.game === 'mm2' && player.level < WORLD_RULES.mm2TradeLevel) return 'level_too_low';
    return null;
  }

  /** What stops anyone, the site included, from acting in this account. */
  private accountProblem(account: WorldAccount): GameFailure | null {
    if (account.cookie_expires_at <= this.clock.now()) return 'session_expired';
    if (account.banned || account.warnings > 0) return 'banned';
    if (!account.tutorial_done) return 'tutorial';
    if (!account.trade_license) return 'no_trade_license';
    return null;
  }

  async openTrade(request: TradeRequest): Promise<Result<{ tradeId: string }, GameFailure>> {
    return this.db.transaction().execute(async (trx) => {
      await this.serialize(trx, request.key);
      const known = await trx
        .selectFrom('game_world.trades')
        .select(['id', 'state', 'failure'])
        .where('key', '=', request.key)
        .executeTakeFirst();
      if (known) return ok({ tradeId: known.id });
      const [bot, player] = [
        await this.account(trx, request.botAccountId),
        await this.account(trx, request.playerAccountId),
      ];
      const problem = await this.tradeProblem(trx, request, bot, player);
      const now = this.clock.now();
      const answer = problem ? null : await this.answerFor(trx, request.key, player);
      const trade = await trx
        .insertInto('game_world.trades')
        .values({
          key: request.key,
          game: bot.game,
          bot_id: bot.id,
          player_id: player.id,
          wants_food: request.playerGivesFood,
          state: problem ? 'failed' : 'open',
          failure: problem,
          decision: answer?.decision ?? null,
          decide_at: answer?.at ?? null,
          changed_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = [
        ...request.botGives.map((item_id) => ({ trade_id: trade.id, item_id, side: 'bot' as const })),
        ...request.playerGives.map((item_id) => ({ trade_id: trade.id, item_id, side: 'player' as const })),
      ];
      // A trade refused at opening moved nothing and names nothing (its items may not even exist any more).
      if (rows.length && !problem) await trx.insertInto('game_world.trade_items').values(rows).execute();
      return ok({ tradeId: trade.id });
    });
  }

  /** The game's own refusals of a trade: sizes, slots, missing items, the last item. */
  private async tradeProblem(
    trx: Transaction<WorldTables>,
    request: TradeRequest,
    giver: WorldAccount,
    player: WorldAccount,
  ): Promise<GameFailure | null> {
    const all = [...request.botGives, ...request.playerGives];
    if (all.length > WORLD_RULES.maxTradeItems || new Set(all).size !== all.length) return 'other';
    const items = all.length
      ? await trx
          .selectFrom('game_world.items')
          .select(['id', 'account_id', 'slug', 'level', 'age', 'flyable', 'rideable', 'chroma'])
          .where('id', 'in', all)
          .forUpdate()
          .execute()
      : [];
    const owner = new Map(items.map((i) => [i.id, i.account_id]));
    if (request.botGives.some((id) => owner.get(id) !== request.botAccountId)) return 'items_missing';
    if (request.playerGives.some((id) => owner.get(id) !== request.playerAccountId)) return 'items_missing';
    const perSlot = new Map<string, number>();
    for (const i of items) {
      const slot = `${i.slug}|${i.level}|${i.age}|${i.flyable}|${i.rideable}|${i.chroma}`;
      perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    }
    if ([...perSlot.values()].some((n) => n > WORLD_RULES.maxPerSlot)) return 'other';
    if (await this.leavesNothing(trx, player, request.playerGives)) return 'last_item';
    if (await this.leavesNothing(trx, giver, request.botGives)) return 'last_item';
    return null;
  }

  /** The game keeps a player's last remaining item: a trade may not empty a (non-bot) account. */
  private async leavesNothing(trx: Transaction<WorldTables>, account: WorldAccount, gives: string[]): Promise<boolean> {
    if (!gives.length || account.is_bot) return false;
    const { count } = await trx
      .selectFrom('game_world.items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    return Number(count) <= gives.length;
  }

  /** What the player will answer, and when: an injected failure first, then the configured rates, then their script. */
  private async answerFor(
    trx: Transaction<WorldTables>,
    key: string,
    player: WorldAccount,
  ): Promise<{ decision: string; at: Date } | null> {
    const random = keyedRandom(this.config.seed, `trade:${key}`);
    const behaviour = behaviourOf(player.behaviour);
    const at = new Date(
      this.clock.now().getTime() +
        Math.max(
          WORLD_RULES.acceptCooldownMs * this.config.timeScale,
          scaledLatency(random, behaviour.tradeLatencyMs, this.config.timeScale),
        ),
    );
    const injected = await this.injected(trx, [player.id], 'trade', key);
    if (injected) return { decision: injected, at };
    if (player.behaviour.manual) return null;
    const decision = tradeAnswer(player.behaviour, random);
    return decision ? { decision, at } : null;
  }

  async tradeState(tradeId: string): Promise<TradeState> {
    return this.db.transaction().execute(async (trx) => {
      const trade = await trx
        .selectFrom('game_world.trades')
        .selectAll()
        .where('id', '=', tradeId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (trade.state === 'open' && trade.decision && trade.decide_at && trade.decide_at <= this.clock.now()) {
        return this.settle(trx, trade, trade.decision);
      }
      return this.stateOf(trx, trade);
    });
  }

  async cancelTrade(tradeId: string): Promise<TradeState> {
    return this.db.transaction().execute(async (trx) => {
      const trade = await trx
        .selectFrom('game_world.trades')
        .selectAll()
        .where('id', '=', tradeId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (trade.state !== 'open') return this.stateOf(trx, trade);
      return this.settle(trx, trade, 'timed_out');
    });
  }

  /**
   * Ends an open trade. Accepting moves every item in one statement per side, after checking each
   * is still where the trade expects it: an item changes owner, it is never copied.
   */
  async settle(trx: Transaction<WorldTables>, trade: WorldTrade, decision: string): Promise<TradeState> {
    const now = this.clock.now();
    if (decision !== 'accept') {
      await trx
        .updateTable('game_world.trades')
        .set({ state: 'failed', failure: decision, closed_at: now })
        .where('id', '=', trade.id)
        .execute();
      return { state: 'failed', failure: decision as GameFailure };
    }
    const lines = await trx
      .selectFrom('game_world.trade_items as t')
      .innerJoin('game_world.items as i', 'i.id', 't.item_id')
      .select(['t.item_id', 't.side', 'i.account_id'])
      .where('t.trade_id', '=', trade.id)
      .forUpdate(['i'])
      .execute();
    const misplaced = lines.some((l) => l.account_id !== (l.side === 'bot' ? trade.bot_id : trade.player_id));
    // A player by hand puts the food item in themselves; a scripted one hands over the first they have.
    const foodOffered = trade.wants_food && lines.some((l) => l.side === 'player');
    let food: string | undefined;
    if (trade.wants_food && !foodOffered) {
      food = (
        await trx
          .selectFrom('game_world.items')
          .select('id')
          .where('account_id', '=', trade.player_id)
          .where('kind', '=', 'food')
          .orderBy('created_at')
          .limit(1)
          .forUpdate()
          .executeTakeFirst()
      )?.id;
    }
    if (misplaced || (trade.wants_food && !food && !foodOffered))
      return this.settle(trx, trade, misplaced ? 'items_missing' : 'no_food');
    const toPlayer = lines.filter((l) => l.side === 'bot').map((l) => l.item_id);
    const toBot = [...lines.filter((l) => l.side === 'player').map((l) => l.item_id), ...(food ? [food] : [])];
    if (toPlayer.length)
      await trx
        .updateTable('game_world.items')
        .set({ account_id: trade.player_id })
        .where('id', 'in', toPlayer)
        .execute();
    if (toBot.length)
      await trx.updateTable('game_world.items').set({ account_id: trade.bot_id }).where('id', 'in', toBot).execute();
    await trx
      .updateTable('game_world.trades')
      .set({ state: 'completed', closed_at: now })
      .where('id', '=', trade.id)
      .execute();
    return { state: 'completed', movedItemIds: [...toPlayer, ...toBot] };
  }

  private async stateOf(trx: Transaction<WorldTables>, trade: WorldTrade): Promise<TradeState> {
    if (trade.state === 'open') return { state: 'open' };
    if (trade.state === 'failed') return { state: 'failed', failure: trade.failure as GameFailure };
    const moved = await trx
      .selectFrom('game_world.trade_items')
      .select('item_id')
      .where('trade_id', '=', trade.id)
      .execute();
    return { state: 'completed', movedItemIds: moved.map((m) => m.item_id) };
  }

  /**
   * The platform buys the player's game pass. The game keeps 30 % of the price (the player receives the rest): at
   * once for an instant credit (a fast pass), or after a pending period of 5 to 7 days, drawn from the key, so a
   * replay finds the same day (a game pass). Idempotent by key: a replay returns the first purchase.
   */
  async buyGamePass(
    key: string,
    game: GameKey,
    playerAccountId: string,
    passId: string,
    robux: number,
    credit: PassCredit,
  ): Promise<Result<GamePassPurchase, GamePassError>> {
    return this.db.transaction().execute(async (trx) => {
      const pass = await trx
        .selectFrom('game_world.game_passes as p')
        .innerJoin('game_world.accounts as a', 'a.id', 'p.account_id')
        .select(['p.id', 'p.robux'])
        .where('p.id', '=', passId)
        .where('p.account_id', '=', playerAccountId)
        .where('a.game', '=', game)
        .executeTakeFirst();
      if (!pass) return fail('NOT_FOUND' as const);
      if (pass.robux !== robux) return fail('PRICE_MISMATCH' as const);
      const now = this.clock.now();
      const pendingMs = keyedRandom(this.config.seed, `pass:${key}`).int(
        WORLD_RULES.passPendingDays[0] * DAY_MS,
        WORLD_RULES.passPendingDays[1] * DAY_MS,
      );
      await trx
        .insertInto('game_world.game_pass_purchases')
        .values({
          key,
          pass_id: pass.id,
          robux,
          credit,
          credited_at: credit === 'instant' ? now : new Date(now.getTime() + pendingMs),
          created_at: now,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const bought = await trx
        .selectFrom('game_world.game_pass_purchases')
        .select('credited_at')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return ok({ purchaseId: key, creditedAt: bought.credited_at });
    });
  }

  /** Turns pending friend requests whose scripted answer is due into friendships or refusals. */
  private async settleFriendRequests(trx: Transaction<WorldTables>, fromId: string, toId: string): Promise<void> {
    const due = await trx
      .updateTable('game_world.friend_requests')
      .set({ state: sql<'accepted' | 'declined'>`CASE WHEN decision = 'accept' THEN 'accepted' ELSE 'declined' END` })
      .where('from_id', '=', fromId)
      .where('to_id', '=', toId)
      .where('state', '=', 'pending')
      .where('decide_at', '<=', this.clock.now())
      .returning('decision')
      .execute();
    if (due.some((r) => r.decision === 'accept')) await this.befriend(trx, fromId, toId);
  }

  async befriend(trx: Transaction<WorldTables>, a: string, b: string): Promise<void> {
    const since = this.clock.now();
    await trx
      .insertInto('game_world.friendships')
      .values([
        { account_id: a, friend_id: b, since },
        { account_id: b, friend_id: a, since },
      ])
      .onConflict((oc) => oc.columns(['account_id', 'friend_id']).doNothing())
      .execute();
  }

  private async areFriends(trx: Transaction<WorldTables>, a: string, b: string): Promise<boolean> {
    return Boolean(
      await trx
        .selectFrom('game_world.friendships')
        .select('since')
        .where('account_id', '=', a)
        .where('friend_id', '=', b)
        .executeTakeFirst(),
    );
  }

  private async friendCount(trx: Transaction<WorldTables>, id: string): Promise<number> {
    const { count } = await trx
      .selectFrom('game_world.friendships')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  private async account(trx: Transaction<WorldTables>, id: string): Promise<WorldAccount> {
    return trx.selectFrom('game_world.accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /**
   * A failure for this step: one injected for any of these accounts (consumed exactly once, even
   * with two processes racing), else a roll of the configured rates, seeded by the event's key.
   */
  private async injected(
    trx: Transaction<WorldTables>,
    accountIds: string[],
    step: InjectionStep | InjectionStep[],
    key: string,
  ): Promise<string | null> {
    const steps = Array.isArray(step) ? step : [step];
    const one = await trx
      .selectFrom('game_world.injected_failures')
      .select(['id', 'failure'])
      .where('account_id', 'in', accountIds)
      .where('at_step', 'in', steps)
      .where('consumed_at', 'is', null)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (one) {
      await trx
        .updateTable('game_world.injected_failures')
        .set({ consumed_at: this.clock.now() })
        .where('id', '=', one.id)
        .execute();
      return one.failure;
    }
    for (const s of steps) {
      const random = keyedRandom(this.config.seed, `rate:${s}:${key}`);
      const rolled = this.rates[s].find(({ rate }) => random.chance(rate))?.failure;
      if (rolled) return rolled;
    }
    return null;
  }
}
