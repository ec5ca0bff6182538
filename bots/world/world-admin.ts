import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import type { BotsConfig } from '../../config';
import { hasPetVariants, plausibleVariant, readCatalogFile } from '../../modules/catalog';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { AppError, badRequest, notFound } from '../../src/platform/errors';
import { injectionFor } from './injection';
import { keyedRandom } from './keyed-random';
import { BOTS_CONFIG, SimulatedWorld, WORLD_RULES } from './simulated-world';
import type { PlayerBehaviour, WorldAccount, WorldTables, WorldTrade } from './tables';
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

/** A catalog item as the game console offers it: pets take ages, levels, fly and ride. */
export interface WorldCatalogItem {
  slug: string;
  name: string;
  pet: boolean;
  chroma: boolean;
}

/** What removing items did: items in an open trade, or moved by a finished one, stay. */
export interface RemovedItems {
  removed: string[];
  inTrade: string[];
  traded: string[];
}

/** Expire the session cookie now, or issue a fresh one (how a seller repairs an expired link). */
export type CookieChange = { expire: true } | { renew: true };

const DAY_MS = 86_400_000;
const COOKIE_TTL_MS = 30 * DAY_MS;
const newCookie = () => randomBytes(24).toString('base64url');
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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
    return this.db
      .insertInto('game_world.accounts')
      .values({
        game: input.game,
        nickname: input.nickname,
        is_bot: input.isBot ?? false,
        level: input.level ?? 20,
        tutorial_done: input.tutorialDone ?? true,
        trade_license: input.tradeLicense ?? true,
        warnings: input.warnings ?? 0,
        banned: input.banned ?? false,
        session_cookie: newCookie(),
        cookie_expires_at: new Date(now.getTime() + (input.cookieTtlMs ?? COOKIE_TTL_MS)),
        behaviour: JSON.stringify(input.behaviour ?? {}),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateAccount(
    id: string,
    patch: Partial<
      Pick<WorldAccount, 'level' | 'tutorial_done' | 'trade_license' | 'warnings' | 'banned' | 'cookie_expires_at'>
    >,
  ): Promise<void> {
    const { numUpdatedRows } = await this.db
      .updateTable('game_world.accounts')
      .set(patch)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!numUpdatedRows) throw notFound('No such game account');
  }

  /** Expires the session cookie now, or replaces it with a fresh one for 30 days (the old one then names no account). */
  async setCookie(id: string, change: CookieChange): Promise<{ cookie: string; expiresAt: Date }> {
    const now = this.clock.now();
    const patch =
      'renew' in change
        ? { session_cookie: newCookie(), cookie_expires_at: new Date(now.getTime() + COOKIE_TTL_MS) }
        : { cookie_expires_at: now };
    const row = await this.db
      .updateTable('game_world.accounts')
      .set(patch)
      .where('id', '=', id)
      .returning(['session_cookie', 'cookie_expires_at'])
      .executeTakeFirst();
    if (!row) throw notFound('No such game account');
    return { cookie: row.session_cookie, expiresAt: row.cookie_expires_at };
  }

  async giveItems(accountId: string, items: NewWorldItem[]): Promise<string[]> {
    if (!items.length) return [];
    const account = await this.account(accountId);
    const now = this.clock.now();
    const rows = await this.db
      .insertInto('game_world.items')
      .values(
        items.map((i) => ({
          account_id: accountId,
          game: account.game,
          slug: i.slug,
          kind: i.kind ?? 'item',
          age: i.age ?? null,
          level: i.level ?? 'default',
          flyable: i.flyable ?? false,
          rideable: i.rideable ?? false,
          chroma: i.chroma ?? false,
          custom_name: i.customName ?? null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Catalog items in plausible variants, plus food for withdrawals: what a real player's inventory looks like.
   * The same `round` draws the same items again; the console passes a new one each time.
   */
  async giveRandomInventory(accountId: string, count: number, food = 2, round = 'inventory'): Promise<string[]> {
    const account = await this.account(accountId);
    const catalog = await readCatalogFile();
    const defs = account.game === 'adopt' ? catalog.adopt : catalog.mm2;
    const random = keyedRandom(this.config.seed, `${round}:${accountId}`);
    const items: NewWorldItem[] = [];
    for (let i = 0; i < count; i++) {
      const def = random.pick(defs);
      const variant = plausibleVariant({ game: account.game, type: def.type, chroma: Boolean(def.chroma) }, random);
      items.push({ slug: def.slug, ...variant });
    }
    for (let i = 0; i < food; i++) items.push({ slug: slugOf(random.pick(catalog.withdrawalFoodItems)), kind: 'food' });
    return this.giveItems(accountId, items);
  }

  /** The items of a game's catalog, and the food items a withdrawal asks for (by slug). */
  async catalogOf(game: GameKey): Promise<{ items: WorldCatalogItem[]; food: string[] }> {
    const catalog = await readCatalogFile();
    const items = (game === 'adopt' ? catalog.adopt : catalog.mm2).map((d) => ({
      slug: d.slug,
      name: d.name,
      pet: hasPetVariants({ game, type: d.type, chroma: false }),
      chroma: Boolean(d.chroma),
    }));
    return { items, food: catalog.withdrawalFoodItems.map(slugOf) };
  }

  /**
   * One item the developer describes: a catalog item of the account's game or a food item (its kind
   * follows from the slug). Only pets have ages, neon levels, fly and ride, as in the game.
   */
  async giveCatalogItem(accountId: string, item: Omit<NewWorldItem, 'kind'>): Promise<string> {
    const account = await this.account(accountId);
    const { items, food } = await this.catalogOf(account.game);
    const def = items.find((d) => d.slug === item.slug);
    if (!def && !food.includes(item.slug))
      throw badRequest('UNKNOWN_ITEM', `No item ${item.slug} in the ${account.game} catalog`);
    const petOnly = Boolean(item.age) || (item.level ?? 'default') !== 'default' || item.flyable || item.rideable;
    if (petOnly && !def?.pet)
      throw badRequest('INVALID_VARIANT', 'Only Adopt Me pets have an age, a neon level, fly or ride');
    const [id] = await this.giveItems(accountId, [{ ...item, kind: def ? 'item' : 'food' }]);
    return id!;
  }

  /**
   * Takes items out of the account, as a player who drops them. Every id must be the account's own
   * (else nothing changes). Items in an open trade stay, as do items a finished trade moved: the
   * trade's record names them. A failed trade moved nothing, so its lines for the removed items go.
   */
  async removeItems(accountId: string, itemIds: string[]): Promise<RemovedItems> {
    await this.account(accountId);
    const ids = [...new Set(itemIds)];
    return this.db.transaction().execute(async (trx) => {
      // Locked before reading trades: a trade opening meanwhile (it locks the same rows) is seen, or sees them gone.
      const owned = new Set(
        (
          await trx
            .selectFrom('game_world.items')
            .select('id')
            .where('id', 'in', ids)
            .where('account_id', '=', accountId)
            .forUpdate()
            .execute()
        ).map((r) => r.id),
      );
      const missing = ids.filter((id) => !owned.has(id));
      if (missing.length) throw notFound('No such item in this account', { itemIds: missing });
      const lines = await trx
        .selectFrom('game_world.trade_items as ti')
        .innerJoin('game_world.trades as t', 't.id', 'ti.trade_id')
        .select(['ti.item_id', 't.state'])
        .where('ti.item_id', 'in', ids)
        .where('t.state', '!=', 'failed')
        .execute();
      const { removed, inTrade, traded } = sortForRemoval(ids, lines);
      if (removed.length) {
        await trx.deleteFrom('game_world.trade_items').where('item_id', 'in', removed).execute();
        await trx.deleteFrom('game_world.items').where('id', 'in', removed).execute();
      }
      return { removed, inTrade, traded };
    });
  }

  /** A player's game pass, which the platform buys to deliver R$ (spec trading-core 1, "game pass"). */
  async createGamePass(accountId: string, robux: number): Promise<string> {
    await this.account(accountId);
    const id = `pass_${randomBytes(8).toString('hex')}`;
    await this.db
      .insertInto('game_world.game_passes')
      .values({ id, account_id: accountId, robux, created_at: this.clock.now() })
      .execute();
    return id;
  }

  /**
   * A player's game passes, newest first, each with its purchases: the R$ the player received (the price less the
   * game's share) or still waits for (a game pass's pending period), and in total.
   */
  async gamePassesOf(accountId: string) {
    const now = this.clock.now();
    const [passes, purchases] = await Promise.all([
      this.db
        .selectFrom('game_world.game_passes')
        .select(['id', 'robux', 'created_at'])
        .where('account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .execute(),
      this.db
        .selectFrom('game_world.game_pass_purchases as b')
        .innerJoin('game_world.game_passes as p', 'p.id', 'b.pass_id')
        .select(['b.pass_id', 'b.robux', 'b.credit', 'b.credited_at', 'b.created_at'])
        .where('p.account_id', '=', accountId)
        .orderBy('b.created_at', 'desc')
        .execute(),
    ]);
    const sales = purchases.map((b) => ({
      passId: b.pass_id,
      credit: b.credit,
      receives: Math.floor((b.robux * (100 - WORLD_RULES.passFeePercent)) / 100),
      creditedAt: b.credited_at,
      received: b.credited_at <= now,
    }));
    const sum = (received: boolean) =>
      sales.filter((b) => b.received === received).reduce((total, b) => total + b.receives, 0);
    return {
      passes: passes.map((p) => ({
        id: p.id,
        price: p.robux,
        createdAt: p.created_at,
        sales: sales.filter((b) => b.passId === p.id),
      })),
      received: sum(true),
      pending: sum(false),
    };
  }

  /** "The next <step> of this account fails with <code>": consumed by the first that reaches it. */
  async inject(accountId: string, code: string, times = 1): Promise<void> {
    const { step, failure } = injectionFor(code);
    await this.account(accountId);
    const now = this.clock.now();
    await this.db
      .insertInto('game_world.injected_failures')
      .values(Array.from({ length: times }, () => ({ account_id: accountId, at_step: step, failure, created_at: now })))
      .execute();
  }

  async accountByNickname(game: GameKey, nickname: string): Promise<WorldAccount | undefined> {
    return this.db
      .selectFrom('game_world.accounts')
      .selectAll()
      .where('game', '=', game)
      .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
      .executeTakeFirst();
  }

  async listAccounts(game: GameKey, bots: boolean): Promise<WorldAccount[]> {
    return this.db
      .selectFrom('game_world.accounts')
      .selectAll()
      .where('game', '=', game)
      .where('is_bot', '=', bots)
      .orderBy('nickname')
      .limit(500)
      .execute();
  }

  /** A player's view: the account (its session cookie and flags), inventory, friends, friend requests to answer, trades open with a bot. */
  async playerView(accountId: string) {
    const account = await this.account(accountId);
    const [inventory, friends, requests, trades] = await Promise.all([
      this.world.readInventory(accountId),
      this.db
        .selectFrom('game_world.friendships as f')
        .innerJoin('game_world.accounts as a', 'a.id', 'f.friend_id')
        .select(['a.id', 'a.nickname', 'f.since'])
        .where('f.account_id', '=', accountId)
        .orderBy('a.nickname')
        .execute(),
      this.db
        .selectFrom('game_world.friend_requests as r')
        .innerJoin('game_world.accounts as a', 'a.id', 'r.from_id')
        .select(['r.id', 'a.nickname as from', 'r.created_at'])
        .where('r.to_id', '=', accountId)
        .where('r.state', '=', 'pending')
        .execute(),
      this.db
        .selectFrom('game_world.trades as t')
        .innerJoin('game_world.accounts as a', 'a.id', 't.bot_id')
        .select(['t.id', 'a.nickname as bot', 't.wants_food', 't.changed_at', 't.created_at'])
        .where('t.player_id', '=', accountId)
        .where('t.state', '=', 'open')
        .execute(),
    ]);
    const tradeItems = trades.length
      ? await this.db
          .selectFrom('game_world.trade_items as ti')
          .innerJoin('game_world.items as i', 'i.id', 'ti.item_id')
          .select(['ti.trade_id', 'ti.side', 'i.id', 'i.slug', 'i.level', 'i.age', 'i.custom_name as customName'])
          .where(
            'ti.trade_id',
            'in',
            trades.map((t) => t.id),
          )
          .execute()
      : [];
    const cooldownMs = WORLD_RULES.acceptCooldownMs * this.config.timeScale;
    return {
      account: accountView(account),
      inventory,
      gamePasses: await this.gamePassesOf(accountId),
      friends,
      requests,
      trades: trades.map((t) => ({
        ...t,
        acceptableAt: new Date(t.changed_at.getTime() + cooldownMs),
        items: tradeItems.filter((i) => i.trade_id === t.id),
      })),
    };
  }

  async answerFriendRequest(accountId: string, requestId: string, accept: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const request = await trx
        .updateTable('game_world.friend_requests')
        .set({ state: accept ? 'accepted' : 'declined' })
        .where('id', '=', requestId)
        .where('to_id', '=', accountId)
        .where('state', '=', 'pending')
        .returning(['from_id'])
        .executeTakeFirst();
      if (!request) throw notFound('No such pending friend request');
      if (accept) await this.world.befriend(trx, request.from_id, accountId);
    });
  }

  /**
   * The player puts one cheap food item into a withdrawal trade (spec trading-core 5), as the game asks before
   * they can accept; the trade changed, so accepting waits for the cooldown again.
   */
  async addFood(accountId: string, tradeId: string, itemId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const trade = await this.openTradeOf(trx, accountId, tradeId);
      if (!trade.wants_food) throw new AppError(409, 'NO_FOOD_WANTED', 'This trade does not ask for a food item');
      const item = await trx
        .selectFrom('game_world.items')
        .select(['id', 'kind'])
        .where('id', '=', itemId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (item?.kind !== 'food') throw notFound('No such food item in this inventory');
      await trx
        .deleteFrom('game_world.trade_items')
        .where('trade_id', '=', trade.id)
        .where('side', '=', 'player')
        .execute();
      await trx
        .insertInto('game_world.trade_items')
        .values({ trade_id: trade.id, item_id: item.id, side: 'player' })
        .execute();
      await trx
        .updateTable('game_world.trades')
        .set({ changed_at: this.clock.now() })
        .where('id', '=', trade.id)
        .execute();
    });
  }

  private async openTradeOf(trx: Transaction<WorldTables>, accountId: string, tradeId: string): Promise<WorldTrade> {
    const trade = await trx
      .selectFrom('game_world.trades')
      .selectAll()
      .where('id', '=', tradeId)
      .where('player_id', '=', accountId)
      .where('state', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (!trade) throw notFound('No such open trade');
    return trade;
  }

  /** The player answers a trade by hand: accept (after the cooldown), decline, or leave the game. */
  async answerTrade(accountId: string, tradeId: string, answer: 'accept' | 'declined' | 'kicked'): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const trade = await this.openTradeOf(trx, accountId, tradeId);
      if (answer === 'accept' && trade.wants_food && !(await this.offersFood(trx, trade.id)))
        throw new AppError(409, 'FOOD_ITEM_NEEDED', 'Put one cheap food item into the trade before accepting');
      const ready = trade.changed_at.getTime() + WORLD_RULES.acceptCooldownMs * this.config.timeScale;
      if (answer === 'accept' && this.clock.now().getTime() < ready) {
        throw new AppError(409, 'ACCEPT_COOLDOWN', 'The trade changed a moment ago: wait before accepting', {
          acceptableAt: new Date(ready),
        });
      }
      await this.world.settle(trx, trade, answer);
    });
  }

  private async offersFood(trx: Transaction<WorldTables>, tradeId: string): Promise<boolean> {
    const line = await trx
      .selectFrom('game_world.trade_items')
      .select('item_id')
      .where('trade_id', '=', tradeId)
      .where('side', '=', 'player')
      .executeTakeFirst();
    return Boolean(line);
  }

  private async account(id: string): Promise<WorldAccount> {
    const account = await this.db.selectFrom('game_world.accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!account) throw notFound('No such game account');
    return account;
  }
}

/** Which items can go, given the open and completed trades that name them (failed ones do not count). */
function sortForRemoval(ids: string[], lines: Array<{ item_id: string; state: string }>): RemovedItems {
  const named = new Set(lines.map((l) => l.item_id));
  const open = new Set(lines.filter((l) => l.state === 'open').map((l) => l.item_id));
  return {
    removed: ids.filter((id) => !named.has(id)),
    inTrade: ids.filter((id) => open.has(id)),
    traded: ids.filter((id) => named.has(id) && !open.has(id)),
  };
}

/** The console shows the cookie: it is development only, and pasting it is how a seller links the account. */
function accountView(a: WorldAccount) {
  return {
    id: a.id,
    game: a.game,
    nickname: a.nickname,
    level: a.level,
    manual: Boolean(a.behaviour.manual),
    banned: a.banned,
    warnings: a.warnings,
    tutorialDone: a.tutorial_done,
    tradeLicense: a.trade_license,
    cookie: a.session_cookie,
    cookieExpiresAt: a.cookie_expires_at,
  };
}
