import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { arrayLiteral, seededFraction } from '../../src/platform/db/bulk-load';
import { AGES, type Variant } from '../catalog';
import type { Currency, GameKey } from '../../kernel';

// Sellers' game accounts and inventories for large generated markets (scripts/load-large-market.ts):
// set-based SQL on this module's own tables, since InventoryService would take hours for a million
// items. The rows are the ones the services write for a seller recorded without a cookie
// (InventoryService.link/receive): accounts in status `success`, items `on_sale` with their price.
// BENCHMARK DATA ONLY. Everything is deterministic: the same seed and inputs give the same rows.

/** The inventory tables a bench load writes (to VACUUM ANALYZE afterwards). */
export const BENCH_INVENTORY_TABLES = ['inventory_sync.game_accounts', 'inventory_sync.items'] as const;

/** A seller to give game accounts: `number` is its place in the generated series (1, 2, ...). */
export interface BenchSeller {
  number: number;
  userId: string;
  username: string;
  registeredAt: Date;
}

export interface BenchGameAccount {
  id: string;
  userId: string;
  game: GameKey;
  nickname: string;
}

/** What generateBenchItems draws from. */
export interface BenchInventorySource {
  seed: number;
  /** The accounts, in createBenchAccounts' order (bigger shops first), with the currency their seller prices in. */
  accounts: { id: string; userId: string; game: GameKey; currency: Currency }[];
  /** The items sellers can hold: every catalog item, with whether it has pet variants (catalog's hasPetVariants). */
  catalog: { itemId: number; game: GameKey; slug: string; petVariants: boolean; chroma: boolean }[];
}

/** A generated item on sale, not yet priced: its asking price is `askFactor` times its card's value. */
export interface GeneratedBenchItem {
  /** Its number in the series (from..to). */
  n: number;
  id: string;
  accountId: string;
  userId: string;
  game: GameKey;
  itemId: number;
  variant: Variant;
  currency: Currency;
  acquiredAt: Date;
  listedAt: Date;
  askFactor: number;
}

/** An item to store: on sale at `priceMinor` in `currency`. */
export interface BenchItem {
  id: string;
  accountId: string;
  userId: string;
  game: GameKey;
  itemId: number;
  variant: Variant;
  priceMinor: number;
  currency: Currency;
  acquiredAt: Date;
}

/** Loads items in chunks (`add`), then writes them all with one statement (`finish`), in order of acquisition. */
export interface BenchItemsLoad {
  add(items: BenchItem[]): Promise<void>;
  /** Inserts every item added; returns how many. */
  finish(): Promise<number>;
}

const wholeNumber = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${value}`);
};

function requireTransaction(db: Db): void {
  // The staging tables live until the commit.
  if (!db.isTransaction) throw new Error('Bench inventory loads run inside a transaction');
}

/** Empties the inventory tables (every game account and item) for a fresh bench load. */
export async function emptyInventoriesForBench(db: Db): Promise<void> {
  await sql`TRUNCATE inventory_sync.items, inventory_sync.game_accounts RESTART IDENTITY`.execute(db);
}

/**
 * One to three linked game accounts per seller, about two thirds of them Adopt Me, created an hour
 * after the seller signed up; in one statement. Returned in order of seller and account.
 */
export async function createBenchAccounts(
  db: Db,
  options: { seed: number; sellers: BenchSeller[] },
): Promise<BenchGameAccount[]> {
  const { seed, sellers } = options;
  const r = (salt: number, expr: string) => sql.raw(seededFraction(seed, salt, expr));
  const { rows } = await sql<{ id: string; user_id: string; game: GameKey; nickname: string }>`
    WITH generated AS MATERIALIZED (
      SELECT row_number() OVER (ORDER BY u.s, j)::int AS idx,
             md5('tradehall-bench-account-' || ${String(seed)}::text || '-' || u.s || '-' || j)::uuid AS id,
             u.user_id, u.username, u.registered_at, j,
             CASE WHEN ${r(3, 'u.s * 4 + j')} < 0.65 THEN 'adopt' ELSE 'mm2' END AS game
        FROM unnest(${sellers.map((s) => s.number)}::int[], ${sellers.map((s) => s.userId)}::uuid[],
                    ${sellers.map((s) => s.username)}::text[], ${sellers.map((s) => s.registeredAt)}::timestamptz[])
             AS u (s, user_id, username, registered_at)
        CROSS JOIN LATERAL generate_series(1, 1 + floor(${r(4, 'u.s')} * 3)::int) j
    ), inserted AS (
      INSERT INTO inventory_sync.game_accounts (id, user_id, game, nickname, status, frozen, created_at)
      SELECT id, user_id, game, username || '_' || game || '_' || j, 'success', false, registered_at + interval '1 hour'
        FROM generated ORDER BY idx
    )
    SELECT id, user_id, game, username || '_' || game || '_' || j AS nickname FROM generated ORDER BY idx`.execute(db);
  return rows.map((a) => ({ id: a.id, userId: a.user_id, game: a.game, nickname: a.nickname }));
}

/**
 * Items `from` to `to` of a generated inventory (SQL over generate_series; it writes nothing):
 * skewed sellers (account = K * u^1.4: the first accounts are big shops, the last small ones),
 * skewed items (each game's items in a fixed pseudo-random order, rank = N * u^2.5: the top 1% of
 * items hold ~16% of the items on sale, the least held a few hundred each), variants like
 * plausibleVariant (pets 70/22/8 default/neon/mega neon, young ages only at default level, flyable
 * and rideable 30% each; other things plain, chroma from the item), listed in the last 60 days
 * (mostly recently), acquired up to 30 days before, asking mostly 0.8x to 1.3x the card's value and
 * now and then a bargain (0.45x to 0.8x). Times are to the millisecond, like the app's clock.
 */
export async function generateBenchItems(
  db: Db,
  source: BenchInventorySource,
  range: { from: number; to: number },
): Promise<GeneratedBenchItem[]> {
  wholeNumber('from', range.from);
  wholeNumber('to', range.to);
  const { seed, accounts, catalog } = source;
  if (!accounts.length) throw new Error('No game accounts to fill');
  const held = new Set(catalog.map((c) => c.game));
  const empty = accounts.find((a) => !held.has(a.game));
  if (empty) throw new Error(`No catalog items of ${empty.game} for game account ${empty.id}`);
  const r = (salt: number, expr: string) => sql.raw(seededFraction(seed, salt, expr));
  // The catalog as arrays in order of game and popularity, and each account's section of them: the
  // item of row n is an array subscript, not a join.
  const { rows } = await sql<{
    n: number;
    id: string;
    account: number;
    item_id: number;
    age: Variant['age'];
    level: Variant['level'];
    flyable: boolean;
    rideable: boolean;
    chroma: boolean;
    listed_ms: number;
    acquired_ms: number;
    factor: number;
  }>`
    WITH ranked AS MATERIALIZED (
      SELECT item_id, game, pet, chroma, row_number() OVER (ORDER BY game, md5(${String(seed)}::text || slug))::int AS pos
        FROM unnest(${arrayLiteral(catalog.map((c) => c.itemId))}::int[], ${arrayLiteral(catalog.map((c) => c.game))}::text[],
                    ${catalog.map((c) => c.slug)}::text[], ${arrayLiteral(catalog.map((c) => c.petVariants))}::bool[],
                    ${arrayLiteral(catalog.map((c) => c.chroma))}::bool[]) AS c (item_id, game, slug, pet, chroma)
    ), items AS MATERIALIZED (
      SELECT array_agg(item_id ORDER BY pos) AS item_ids, array_agg(pet ORDER BY pos) AS pets,
             array_agg(coalesce(chroma, false) ORDER BY pos) AS chromas
        FROM ranked
    ), sections AS MATERIALIZED (
      SELECT array_agg(g.first - 1 ORDER BY a.idx) AS offsets, array_agg(g.size ORDER BY a.idx) AS sizes
        FROM unnest(${arrayLiteral(accounts.map((a) => a.game))}::text[]) WITH ORDINALITY AS a (game, idx)
        JOIN (SELECT game, min(pos) AS first, count(*)::int AS size FROM ranked GROUP BY game) g USING (game)
    )
    SELECT n, md5('tradehall-bench-item-' || ${String(seed)}::text || '-' || n)::uuid AS id, account, item_id,
           CASE WHEN NOT pet THEN NULL
                WHEN level = 'default' THEN (${arrayLiteral(AGES.slice(0, 6))}::text[])[1 + floor(${r(14, 'n')} * 6)::int]
                ELSE (${arrayLiteral(AGES.slice(5))}::text[])[1 + floor(${r(14, 'n')} * 7)::int] END AS age,
           level, pet AND ${r(15, 'n')} < 0.3 AS flyable, pet AND ${r(16, 'n')} < 0.3 AS rideable, chroma,
           (extract(epoch FROM listed_at) * 1000)::float8 AS listed_ms,
           (extract(epoch FROM date_trunc('milliseconds', listed_at - ${r(17, 'n')} * interval '30 days')) * 1000)::float8 AS acquired_ms,
           CASE WHEN ${r(18, 'n')} < 0.06 THEN 0.45 + ${r(19, 'n')} * 0.35 ELSE 0.8 + ${r(19, 'n')} * 0.5 END AS factor
      FROM (
        SELECT n, account, i.item_ids[pos] AS item_id, i.pets[pos] AS pet, i.chromas[pos] AS chroma,
               CASE WHEN NOT i.pets[pos] THEN 'default'
                    WHEN ${r(13, 'n')} < 0.70 THEN 'default' WHEN ${r(13, 'n')} < 0.92 THEN 'neon' ELSE 'mega_neon' END AS level,
               date_trunc('milliseconds', now() - power(${r(12, 'n')}, 2) * interval '60 days') AS listed_at
          FROM (
            -- Popularity: each game's items in a fixed pseudo-random order; rank = N * u^2.5 (1 the most held).
            SELECT n, account, s.offsets[account] + 1 + floor(s.sizes[account] * power(${r(11, 'n')}, 2.5))::int AS pos
              FROM (SELECT n, 1 + floor(${accounts.length}::int * power(${r(10, 'n')}, 1.4))::int AS account
                      FROM generate_series(${range.from}::int, ${range.to}::int) n OFFSET 0) x
             CROSS JOIN sections s
            OFFSET 0
          ) y
         CROSS JOIN items i
        OFFSET 0
      ) z
     ORDER BY n`.execute(db);
  return rows.map((i) => {
    const account = accounts[i.account - 1]!;
    return {
      n: i.n,
      id: i.id,
      accountId: account.id,
      userId: account.userId,
      game: account.game,
      itemId: i.item_id,
      variant: { age: i.age, level: i.level, flyable: i.flyable, rideable: i.rideable, chroma: i.chroma },
      currency: account.currency,
      acquiredAt: new Date(i.acquired_ms),
      listedAt: new Date(i.listed_ms),
      askFactor: i.factor,
    };
  });
}

/**
 * Starts a load of items (inside the caller's transaction): `add` stages each chunk in a temporary
 * table, `finish` inserts them all into inventory_sync.items in order of acquisition. The staging
 * rows refer to their account (with its user, game and currency) and their variant by number, so
 * that a chunk is a few compact arrays.
 */
export async function startBenchItemsLoad(db: Db): Promise<BenchItemsLoad> {
  requireTransaction(db);
  await sql`DROP TABLE IF EXISTS inventory_bench_items`.execute(db);
  await sql`
    CREATE TEMP TABLE inventory_bench_items (
      seq int NOT NULL, id uuid NOT NULL, account_no int NOT NULL, variant_no int NOT NULL, price_minor bigint NOT NULL,
      acquired_at timestamptz NOT NULL
    ) ON COMMIT DROP`.execute(db);
  const accounts: Pick<BenchItem, 'accountId' | 'userId' | 'game' | 'currency'>[] = [];
  const accountNo = new Map<string, number>();
  const variants: Pick<BenchItem, 'itemId' | 'variant'>[] = [];
  const variantNo = new Map<string, number>();
  const numberOf = <T>(numbers: Map<string, number>, values: T[], key: string, value: T) => {
    let no = numbers.get(key);
    if (no === undefined) {
      values.push(value);
      no = values.length;
      numbers.set(key, no);
    }
    return no;
  };
  let added = 0;
  return {
    async add(items) {
      if (!items.length) return;
      const accountNos = items.map((i) =>
        numberOf(accountNo, accounts, `${i.accountId}|${i.userId}|${i.game}|${i.currency}`, i),
      );
      const variantNos = items.map((i) => {
        const v = i.variant;
        return numberOf(
          variantNo,
          variants,
          `${i.itemId}|${v.age ?? ''}|${v.level}|${+v.flyable}|${+v.rideable}|${+v.chroma}`,
          i,
        );
      });
      await sql`
        INSERT INTO inventory_bench_items
        SELECT ${added}::int + seq::int, id, account_no, variant_no, price_minor, 'epoch'::timestamptz + acquired_ms * interval '1 millisecond'
          FROM unnest(${arrayLiteral(items.map((i) => i.id))}::uuid[], ${arrayLiteral(accountNos)}::int[], ${arrayLiteral(variantNos)}::int[],
                      ${arrayLiteral(items.map((i) => i.priceMinor))}::bigint[], ${arrayLiteral(items.map((i) => i.acquiredAt.getTime()))}::bigint[])
               WITH ORDINALITY AS i (id, account_no, variant_no, price_minor, acquired_ms, seq)`.execute(db);
      added += items.length;
    },
    async finish() {
      const result = await sql`
        INSERT INTO inventory_sync.items (id, account_id, user_id, game, catalog_item_id, age, level, flyable, rideable, chroma, status, price_minor, currency, paused_until, acquired_at)
        SELECT s.id, a.account_id, a.user_id, a.game, v.item_id, v.age, v.level, v.flyable, v.rideable, v.chroma, 'on_sale', s.price_minor, a.currency, NULL, s.acquired_at
          FROM inventory_bench_items s
          JOIN unnest(${arrayLiteral(accounts.map((a) => a.accountId))}::uuid[], ${arrayLiteral(accounts.map((a) => a.userId))}::uuid[],
                      ${arrayLiteral(accounts.map((a) => a.game))}::text[], ${arrayLiteral(accounts.map((a) => a.currency))}::text[])
               WITH ORDINALITY AS a (account_id, user_id, game, currency, no) ON a.no = s.account_no
          JOIN unnest(${arrayLiteral(variants.map((v) => v.itemId))}::int[], ${arrayLiteral(variants.map((v) => v.variant.age))}::text[],
                      ${arrayLiteral(variants.map((v) => v.variant.level))}::text[], ${arrayLiteral(variants.map((v) => v.variant.flyable))}::bool[],
                      ${arrayLiteral(variants.map((v) => v.variant.rideable))}::bool[], ${arrayLiteral(variants.map((v) => v.variant.chroma))}::bool[])
               WITH ORDINALITY AS v (item_id, age, level, flyable, rideable, chroma, no) ON v.no = s.variant_no
         ORDER BY s.acquired_at, s.seq`.execute(db);
      await sql`DROP TABLE inventory_bench_items`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
