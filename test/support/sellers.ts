import { ItemsService, PLAIN_VARIANT, type Variant } from '../../modules/catalog';
import { InventoryService, type GameAccount, type InventoryItem } from '../../modules/inventory-sync';
import { expect } from 'chai';
import type { TestApp } from './app';
import { api } from './http';
import { registerUser, type TestUser } from './users';
import type { GameKey } from '../../kernel';

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
  const catalog = app.container.get(ItemsService);
  const inventory = app.container.get(InventoryService);
  const account = await inventory.link(userId, game, `acc_${user.username}`);
  const found = await Promise.all(
    items.map(async ({ slug, variant }) => {
      const item = await catalog.itemBySlug(game, slug);
      if (!item) throw new Error(`no catalog item ${game}/${slug}`);
      return { itemId: item.id, variant: { ...PLAIN_VARIANT, chroma: item.chroma, ...variant } };
    }),
  );
  return { user, userId, account, items: await inventory.receive(account, found) };
}

/** Lists every item of the seller's inventory in usd at its recommended price times `factor(i)` (within its bounds). */
export async function listInventory(
  app: TestApp,
  seller: SeededSeller,
  game: GameKey,
  factor = (i: number) => 1 + i * 0.01,
): Promise<void> {
  const items = (await api(app.url, 'GET', `/api/${game}/inventory?currency=usd`, { token: seller.user.access_token }))
    .body.items as any[];
  const { status, body } = await api(app.url, 'POST', `/api/${game}/inventory/sale/add`, {
    token: seller.user.access_token,
    body: {
      currency: 'usd',
      items: items.map((item, i) => ({
        id: item.id,
        price: Math.max(item.bounds.min.amount, Math.round(item.recommended.amount * factor(i))) / 100,
      })),
    },
  });
  expect(status, JSON.stringify(body)).to.equal(200);
}
