import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { BotsConfig } from '../../config';
import { plausibleVariant, readCatalogFile } from '../../modules/catalog';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { AppError, badRequest, notFound } from '../../src/platform/errors';
import { injectionFor } from './injection';
import { keyedRandom } from './keyed-random';
import { BOTS_CONFIG, SimulatedWorld, WORLD_RULES } from './simulated-world';
import type { PlayerBehaviour, WorldAccount, WorldTables } from './tables';
import type { GameKey } from '../../kernel';

export interface NewWorldAccount {
  game: GameKey;
  nickname: string;
  isBot?: boolean;
  level?: number;
  tutorialDone?: boolean;
  tradeLicense?: boolean;
  warnings?: number;
  banned?: boolean;
  behaviour?: PlayerBehaviour;
  /** The session cookie's lifetime; negative makes it expired already. */
  cookieTtlMs?: number;
}

export interface NewWorldItem {
  slug: string;
  kind?: 'item' | 'food';
  age?: string | null;
  level?: string;
  flyable?: boolean;
  rideable?: boolean;
  chroma?: boolean;
  /** A role-play name the player gave it: a sync skips it. */
  customName?: string | null;
}

const DAY_MS = 86_400_000;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Setting the simulated world up and playing it by hand: accounts, items, injected failures, and
 * the player's side of friend requests and trades (the game console and tests act through this).
 */
@injectable()
export class WorldAdmin {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<WorldTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(BOTS_CONFIG) private readonly config: BotsConfig,
    @inject(SimulatedWorld) private readonly world: SimulatedWorld,
  ) {}

  async createAccount(input: NewWorldAccount): Promise<WorldAccount> {
    const now = this.clock.now();
    return this.db.insertInto('game_world.accounts').values({
      game: input.game, nickname: input.nickname, is_bot: input.isBot ?? false, level: input.level ?? 20,
      tutorial_done: input.tutorialDone ?? true, trade_license: input.tradeLicense ?? true, warnings: input.warnings ?? 0,
      banned: input.banned ?? false, session_cookie: randomBytes(24).toString('base64url'),
      cookie_expires_at: new Date(now.getTime() + (input.cookieTtlMs ?? 30 * DAY_MS)),
      behaviour: JSON.stringify(input.behaviour ?? {}), created_at: now,
    }).returningAll().executeTakeFirstOrThrow();
  }

  async updateAccount(id: string, patch: Partial<Pick<WorldAccount, 'level' | 'tutorial_done' | 'trade_license' | 'warnings' | 'banned' | 'cookie_expires_at'>>): Promise<void> {
    await this.db.updateTable('game_world.accounts').set(patch).where('id', '=', id).execute();
  }

  async giveItems(accountId: string, items: NewWorldItem[]): Promise<string[]> {
    if (!items.length) return [];
    const account = await this.account(accountId);
    const now = this.clock.now();
    const rows = await this.db.insertInto('game_world.items').values(items.map((i) => ({
      account_id: accountId, game: account.game, slug: i.slug, kind: i.kind ?? 'item', age: i.age ?? null,
      level: i.level ?? 'default', flyable: i.flyable ?? false, rideable: i.rideable ?? false, chroma: i.chroma ?? false,
      custom_name: i.customName ?? null, created_at: now,
    }))).returning('id').execute();
    return rows.map((r) => r.id);
  }

  /** Catalog items in plausible variants, plus food for withdrawals: what a real player's inventory looks like. */
  async giveRandomInventory(accountId: string, count: number, food = 2): Promise<string[]> {
    const account = await this.account(accountId);
    const catalog = await readCatalogFile();
    const defs = account.game === 'adopt' ? catalog.adopt : catalog.mm2;
    const random = keyedRandom(this.config.seed, `inventory:${accountId}`);
    const items: NewWorldItem[] = [];
    for (let i = 0; i < count; i++) {
      const def = random.pick(defs);
      const variant = plausibleVariant({ game: account.game, type: def.type, chroma: Boolean(def.chroma) }, random);
      items.push({ slug: def.slug, ...variant });
    }
    for (let i = 0; i < food; i++) items.push({ slug: slugOf(random.pick(catalog.withdrawalFoodItems)), kind: 'food' });
    return this.giveItems(accountId, items);
  }

  /** A player's game pass, which the platform buys to deliver R$ (spec trading-core 1, "game pass"). */
  async createGamePass(accountId: string, robux: number): Promise<string> {
    const id = `pass_${randomBytes(8).toString('hex')}`;
    await this.db.insertInto('game_world.game_passes').values({ id, account_id: accountId, robux, created_at: this.clock.now() }).execute();
    return id;
  }

  /** "The next <step> of this account fails with <code>": consumed by the first that reaches it. */
  async inject(accountId: string, code: string, times = 1): Promise<void> {
    const { step, failure } = injectionFor(code);
    await this.account(accountId);
    const now = this.clock.now();
    await this.db.insertInto('game_world.injected_failures')
      .values(Array.from({ length: times }, () => ({ account_id: accountId, at_step: step, failure, created_at: now }))).execute();
  }

  async accountByNickname(game: GameKey, nickname: string): Promise<WorldAccount | undefined> {
    return this.db.selectFrom('game_world.accounts').selectAll().where('game', '=', game)
      .where(sql`lower(nickname)`, '=', nickname.toLowerCase()).executeTakeFirst();
  }

  async listAccounts(game: GameKey, bots: boolean): Promise<WorldAccount[]> {
    return this.db.selectFrom('game_world.accounts').selectAll().where('game', '=', game).where('is_bot', '=', bots).orderBy('nickname').limit(500).execute();
  }

  /** A player's view: inventory, friends, friend requests to answer, trades open with a bot. */
  async playerView(accountId: string) {
    const account = await this.account(accountId);
    const [inventory, friends, requests, trades] = await Promise.all([
      this.world.readInventory(accountId),
      this.db.selectFrom('game_world.friendships as f').innerJoin('game_world.accounts as a', 'a.id', 'f.friend_id')
        .select(['a.id', 'a.nickname', 'f.since']).where('f.account_id', '=', accountId).orderBy('a.nickname').execute(),
      this.db.selectFrom('game_world.friend_requests as r').innerJoin('game_world.accounts as a', 'a.id', 'r.from_id')
        .select(['r.id', 'a.nickname as from', 'r.created_at']).where('r.to_id', '=', accountId).where('r.state', '=', 'pending').execute(),
      this.db.selectFrom('game_world.trades as t').innerJoin('game_world.accounts as a', 'a.id', 't.bot_id')
        .select(['t.id', 'a.nickname as bot', 't.wants_food', 't.changed_at', 't.created_at'])
        .where('t.player_id', '=', accountId).where('t.state', '=', 'open').execute(),
    ]);
    const tradeItems = trades.length
      ? await this.db.selectFrom('game_world.trade_items as ti').innerJoin('game_world.items as i', 'i.id', 'ti.item_id')
        .select(['ti.trade_id', 'ti.side', 'i.id', 'i.slug', 'i.level', 'i.age']).where('ti.trade_id', 'in', trades.map((t) => t.id)).execute()
      : [];
    const cooldownMs = WORLD_RULES.acceptCooldownMs * this.config.timeScale;
    return {
      account: { id: account.id, game: account.game, nickname: account.nickname, level: account.level, manual: Boolean(account.behaviour.manual) },
      inventory, friends, requests,
      trades: trades.map((t) => ({
        ...t, acceptableAt: new Date(t.changed_at.getTime() + cooldownMs),
        items: tradeItems.filter((i) => i.trade_id === t.id),
      })),
    };
  }

  async answerFriendRequest(accountId: string, requestId: string, accept: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const request = await trx.updateTable('game_world.friend_requests').set({ state: accept ? 'accepted' : 'declined' })
        .where('id', '=', requestId).where('to_id', '=', accountId).where('state', '=', 'pending').returning(['from_id']).executeTakeFirst();
      if (!request) throw notFound('No such pending friend request');
      if (accept) await this.world.befriend(trx, request.from_id, accountId);
    });
  }

  /** The player answers a trade by hand: accept (after the cooldown), decline, or leave the game. */
  async answerTrade(accountId: string, tradeId: string, answer: 'accept' | 'declined' | 'kicked'): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const trade = await trx.selectFrom('game_world.trades').selectAll().where('id', '=', tradeId).where('player_id', '=', accountId)
        .where('state', '=', 'open').forUpdate().executeTakeFirst();
      if (!trade) throw notFound('No such open trade');
      const ready = trade.changed_at.getTime() + WORLD_RULES.acceptCooldownMs * this.config.timeScale;
      if (answer === 'accept' && this.clock.now().getTime() < ready) {
        throw new AppError(409, 'ACCEPT_COOLDOWN', 'The trade changed a moment ago: wait before accepting', { acceptableAt: new Date(ready) });
      }
      await this.world.settle(trx, trade, answer);
    });
  }

  private async account(id: string): Promise<WorldAccount> {
    const account = await this.db.selectFrom('game_world.accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!account) throw badRequest('NOT_FOUND', 'No such game account');
    return account;
  }
}
