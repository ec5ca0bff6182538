import { SeededRandom } from '../../src/platform/random';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import type { IdentityService } from '../identity';
import { plausibleVariant, type CatalogItem, type Variant } from '../catalog';
import type { PriceRulesService, SalesService } from '../market';
import type { InventoryService, ListingService } from '../inventory-sync';
import { type Currency, GAME_KEYS, type GameKey } from '../../kernel';

/** Demo sellers (README lists them); they sign in with DEMO_PASSWORD. */
export const DEMO_SELLERS: { name: string; currency: Currency; games: readonly GameKey[] }[] = [
  { name: 'PetPalace', currency: 'usd', games: ['adopt'] },
  { name: 'NeonNest', currency: 'eur', games: ['adopt'] },
  { name: 'MegaMarket', currency: 'rub', games: GAME_KEYS },
  { name: 'KnifeKing', currency: 'usd', games: ['mm2'] },
  { name: 'GunGallery', currency: 'eur', games: ['mm2'] },
  { name: 'TradeTiger', currency: 'usd', games: GAME_KEYS },
];
export const DEMO_PASSWORD = 'Demo1234!';
const ITEMS_PER_ACCOUNT = 450;
const LIST_BATCH = 100;
const HISTORY_DAYS = 90;
const SALES = 12_000;
/** The catalog lists the most valuable items first: these sell most, so their charts are full. */
const HOT_ITEMS_PER_GAME = 25;

export interface DemoDeps {
  identity: IdentityService;
  inventory: InventoryService;
  listing: ListingService;
  priceRules: PriceRulesService;
  sales: SalesService;
  clock: Clock;
  logger: Logger;
}

/** A living market for a newcomer: sellers with linked accounts, ~3,600 listings, 90 days of sales. */
export async function seedDemoMarket(deps: DemoDeps, allItems: CatalogItem[]): Promise<void> {
  const random = new SeededRandom(20261122);
  const started = Date.now();
  let listed = 0;
  for (const seller of DEMO_SELLERS) {
    const user = await deps.identity.createUser({
      username: seller.name, email: `${seller.name.toLowerCase()}@demo.tradehall.local`, password: DEMO_PASSWORD,
      main_currency: seller.currency, main_language: 'en',
    });
    for (const game of seller.games) {
      const account = await deps.inventory.link(user.id, game, `${seller.name}_${game}`);
      const pool = allItems.filter((i) => i.game === game);
      const found = Array.from({ length: ITEMS_PER_ACCOUNT }, () => {
        const item = random.pick(pool);
        return { itemId: item.id, variant: plausibleVariant(item, random) };
      });
      const items = await deps.inventory.receive(account, found);
      const rules = await deps.priceRules.priceRules(found, seller.currency);
      const priced = items.flatMap((item, i) => {
        const rule = rules[i];
        if (!rule || random.chance(0.1)) return []; // some stay in the inventory, not on sale
        const amount = Math.round(rule.recommended.amount * (0.8 + random.next() * 0.5));
        const clamped = Math.min(rule.bounds.max.amount, Math.max(rule.bounds.min.amount, amount));
        return [{ id: item.id, price: clamped / 100 }];
      });
      for (let i = 0; i < priced.length; i += LIST_BATCH) {
        await deps.listing.add(user.id, game, seller.currency, priced.slice(i, i + LIST_BATCH));
      }
      listed += priced.length;
    }
  }
  await recordSalesHistory(deps, allItems, random);
  deps.logger.info({ sellers: DEMO_SELLERS.length, listed, sales: SALES, ms: Date.now() - started }, 'demo market ready');
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
  await deps.sales.refreshCardStats();
}
