import { CatalogService, PLAIN_VARIANT, type GameKey, type Variant } from '../../modules/catalog';
import { InventoryService, type GameAccount, type InventoryItem } from '../../modules/inventory-sync';
import type { TestApp } from './app';
import { registerUser, type TestUser } from './users';

export interface SeededSeller {
  user: TestUser;
  userId: string;
  account: GameAccount;
  items: InventoryItem[];
}

export const NEON_FLY: Variant = { age: 'full_grown', level: 'neon', flyable: true, rideable: false, chroma: false };

/**
 * A registered seller with a linked game account holding the given catalog items. Linking and
 * syncing through bots come with the bot fleet; the test uses the inventory module's public service.
 */
export async function seedSeller(
  app: TestApp,
  game: GameKey,
  items: { slug: string; variant?: Partial<Variant> }[],
  userOverrides: Record<string, unknown> = {},
): Promise<SeededSeller> {
  const user = await registerUser(app.url, userOverrides);
  const userId = JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString()).sub as string;
  const catalog = app.container.get(CatalogService);
  const inventory = app.container.get(InventoryService);
  const account = await inventory.link(userId, game, `acc_${user.username}`);
  const found = await Promise.all(items.map(async ({ slug, variant }) => {
    const item = await catalog.itemBySlug(game, slug);
    if (!item) throw new Error(`no catalog item ${game}/${slug}`);
    return { itemId: item.id, variant: { ...PLAIN_VARIANT, chroma: item.chroma, ...variant } };
  }));
  return { user, userId, account, items: await inventory.receive(account, found) };
}
