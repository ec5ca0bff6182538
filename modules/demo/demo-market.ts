import { SeededRandom } from '../../src/platform/random';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import type { IdentityService } from '../identity';
import { plausibleVariant, type CatalogItem, type Variant } from '../catalog';
import type { PriceRulesService, SalesService } from '../market';
import type { InventoryService, ListingService, SyncService } from '../inventory-sync';
import type { WorldAdmin } from '../../bots';
import { type Currency, GAME_KEYS, type GameKey } from '../../kernel';

/** Demo sellers (README lists them); they sign in with DEMO_PASSWORD. Each links two game accounts. */
export const DEMO_SELLERS: { name: string; currency: Currency; games: readonly GameKey[] }[] = [
  { name: 'PetPalace', currency: 'usd', games: ['adopt', 'adopt'] },
  { name: 'NeonNest', currency: 'eur', games: ['adopt', 'adopt'] },
  { name: 'MegaMarket', currency: 'rub', games: GAME_KEYS },
  { name: 'KnifeKing', currency: 'usd', games: ['mm2', 'mm2'] },
  { name: 'GunGallery', currency: 'eur', games: ['mm2', 'mm2'] },
  { name: 'TradeTiger', currency: 'usd', games: GAME_KEYS },
];
export const DEMO_PASSWORD = 'Demo1234!';
/** A sync loads at most 300 items (and 250 distinct variants): the demo accounts hold that many. */
const ITEMS_PER_ACCOUNT = 300;
const LIST_BATCH = 100;
const HISTORY_DAYS = 90;
const SALES = 12_000;
const SYNC_WAIT_MS = 120_000;
/** The catalog lists the most valuable items first: these sell most, so their charts are full. */
const HOT_ITEMS_PER_GAME = 25;

export interface DemoDeps {
  identity: IdentityService;
  world: WorldAdmin;
  sync: SyncService;
  inventory: InventoryService;
  listing: ListingService;
  priceRules: PriceRulesService;
  sales: SalesService;
  clock: Clock;
  logger: Logger;
}

type LinkedAccount = { userId: string; accountId: string; game: GameKey; currency: Currency };
type Holding = { game: GameKey; items: { slug: string; variant: Variant }[] };

/**
 * A living market for a newcomer, made the way a seller makes one: each demo seller has game accounts in
 * the simulated world, links them by their session cookie, syncs them through the bots and lists what
 * the syncs brought (~3,000 listings); and 90 days of sales for the charts. The seeded choices are drawn in one
 * fixed order, so every run makes the same market; the calls they feed run side by side (seeding one seller after
 * another took ~5 s of a cold start, most of it waiting on scrypt and on round trips).
 */
export async function seedDemoMarket(deps: DemoDeps, allItems: CatalogItem[]): Promise<void> {
  const random = new SeededRandom(20261122);
  const started = Date.now();
  const holdings = DEMO_SELLERS.map((seller) => seller.games.map((game) => holdingOf(game, allItems, random)));
  // The sales history is recorded while the sellers link (its own seeded draws): syncs make no cards, so it never
  // meets the listings' new cards; the card statistics are worked out from it once everything is listed.
  const [linked] = await Promise.all([
    Promise.all(DEMO_SELLERS.map((seller, i) => linkSeller(deps, seller, holdings[i]!))).then((a) => a.flat()),
    recordSalesHistory(deps, allItems, new SeededRandom(20261127)),
  ]);
  const synced = await Promise.all(linked.map((account) => syncedItems(deps, account)));
  const priced = synced.map((items) => pricesFor(items, random));
  await Promise.all(linked.map((account, i) => list(deps, account, priced[i]!)));
  await deps.sales.refreshCardStats();
  deps.logger.info(
    {
      sellers: DEMO_SELLERS.length,
      accounts: linked.length,
      listed: priced.reduce((sum, p) => sum + p.length, 0),
      sales: SALES,
      ms: Date.now() - started,
    },
    'demo market ready',
  );
}

function holdingOf(game: GameKey, allItems: CatalogItem[], random: SeededRandom): Holding {
  const pool = allItems.filter((i) => i.game === game);
  return {
    game,
    items: Array.from({ length: ITEMS_PER_ACCOUNT }, () => {
      const item = random.pick(pool);
      return { slug: item.slug, variant: plausibleVariant(item, random) };
    }),
  };
}

/** The seller, their game accounts in the world (made while the password hashes), linked and syncing. */
async function linkSeller(
  deps: DemoDeps,
  seller: (typeof DEMO_SELLERS)[number],
  holdings: Holding[],
): Promise<LinkedAccount[]> {
  const [user, players] = await Promise.all([
    deps.identity.createUser({
      username: seller.name,
      email: `${seller.name.toLowerCase()}@demo.tradehall.local`,
      password: DEMO_PASSWORD,
      main_currency: seller.currency,
      main_language: 'en',
    }),
    Promise.all(
      holdings.map(async ({ game, items }, n) => {
        const player = await deps.world.createAccount({
          game,
          nickname: `${seller.name}${n + 1}`,
          behaviour: { manual: true },
        });
        await deps.world.giveItems(
          player.id,
          items.map(({ slug, variant }) => ({ slug, ...variant })),
        );
        return player;
      }),
    ),
  ]);
  // One seller's accounts are linked one after the other, as the seller would.
  const linked: LinkedAccount[] = [];
  for (const [n, { game }] of holdings.entries()) {
    const account = await deps.sync.link(user.id, game, players[n]!.session_cookie);
    await deps.sync.start(user.id, game, account.id);
    linked.push({ userId: user.id, accountId: account.id, game, currency: seller.currency });
  }
  return linked;
}

/** The account's items once its sync is applied, in the order of what they are (ids are random uuids). */
async function syncedItems(deps: DemoDeps, account: LinkedAccount) {
  const deadline = Date.now() + SYNC_WAIT_MS;
  for (;;) {
    const state = (await deps.sync.accountsOf(account.userId, account.game)).find((a) => a.id === account.accountId);
    if (state && !state.sync) break;
    if (Date.now() > deadline)
      throw new Error(`demo account ${account.accountId} was not synced within ${SYNC_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await deps.inventory.inventory(account.userId, account.game, account.currency))
    .filter((i) => i.accountId === account.accountId)
    .map((item) => ({ item, key: `${item.itemId}:${JSON.stringify(item.variant)}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}

/** Most of the items around their recommended prices; some stay in the inventory, not on sale. */
function pricesFor(items: Awaited<ReturnType<typeof syncedItems>>, random: SeededRandom) {
  return items.flatMap((item) => {
    if (random.chance(0.1)) return [];
    const amount = Math.round(item.recommended.amount * (0.8 + random.next() * 0.5));
    return [{ id: item.id, price: Math.min(item.bounds.max.amount, Math.max(item.bounds.min.amount, amount)) / 100 }];
  });
}

async function list(deps: DemoDeps, account: LinkedAccount, priced: { id: string; price: number }[]): Promise<void> {
  for (let i = 0; i < priced.length; i += LIST_BATCH) {
    await deps.listing.add(account.userId, account.game, account.currency, priced.slice(i, i + LIST_BATCH));
  }
}

/** Past sales for the price charts: popular items sell more, prices wander around their value. */
async function recordSalesHistory(deps: DemoDeps, allItems: CatalogItem[], random: SeededRandom): Promise<void> {
  const now = deps.clock.now().getTime();
  const popular = allItems.filter((i) => i.rarity === 'legendary' || i.rarity === 'godly' || i.rarity === 'ancient');
  const hot = GAME_KEYS.flatMap((game) => allItems.filter((i) => i.game === game).slice(0, HOT_ITEMS_PER_GAME));
  const sales: { itemId: number; variant: Variant; baseCents: number; soldAt: Date }[] = [];
  const refs = Array.from({ length: SALES }, () => {
    const roll = random.next();
    const item = random.pick(roll < 0.4 ? hot : roll < 0.8 ? popular : allItems);
    return { itemId: item.id, variant: plausibleVariant(item, random) };
  });
  const rules = await deps.priceRules.priceRules(refs, 'usd');
  refs.forEach((ref, i) => {
    const rule = rules[i];
    if (!rule) return;
    const daysAgo = random.next() * HISTORY_DAYS;
    // A slow drift over the period plus noise, so the charts have a shape.
    const drift = 1 + 0.15 * Math.sin((daysAgo / HISTORY_DAYS) * Math.PI * 2 + ref.itemId);
    const cents = Math.max(1, Math.round(rule.recommended.amount * drift * (0.85 + random.next() * 0.3)));
    sales.push({ ...ref, baseCents: cents, soldAt: new Date(now - daysAgo * 86_400_000) });
  });
  for (let i = 0; i < sales.length; i += 1_000) await deps.sales.recordSales(null, sales.slice(i, i + 1_000));
}
