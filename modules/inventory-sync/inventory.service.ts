import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { ItemsService, type Variant } from '../catalog';
import { PriceRulesService, sellerReceives } from '../market';
import { AccountsRepo } from './accounts.repo';
import { InventoryItemsRepo } from './items.repo';
import { inventoryErrors } from './inventory.errors';
import { variantOfItem } from './listing.service';
import { MAX_LINKED_ACCOUNTS, type AccountStatus, type InventoryItemView } from './inventory.schemas';
import type { GameAccount, InventoryItem } from './tables';
import type { Currency, GameKey } from '../../kernel';

/** Linked game accounts and the items in them, as the seller sees them. */
@injectable()
export class InventoryService {
  constructor(
    @inject(AccountsRepo) private readonly accounts: AccountsRepo,
    @inject(InventoryItemsRepo) private readonly items: InventoryItemsRepo,
    @inject(ItemsService) private readonly catalog: ItemsService,
    @inject(PriceRulesService) private readonly priceRules: PriceRulesService,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /**
   * Records a game account without its cookie, for tests that need a seller quickly: it cannot be synced
   * (no session to drive it). Sellers link through SyncService.link.
   */
  async link(userId: string, game: GameKey, nickname: string, status: AccountStatus = 'success'): Promise<GameAccount> {
    if ((await this.accounts.ofUser(userId)).length >= MAX_LINKED_ACCOUNTS) throw inventoryErrors.limitAccounts();
    return this.accounts.insert({ user_id: userId, game, nickname, status, created_at: this.clock.now() });
  }

  /** What a sync found in the account: new items start as normal (not on sale). */
  async receive(account: GameAccount, found: { itemId: number; variant: Variant }[]): Promise<InventoryItem[]> {
    const now = this.clock.now();
    return this.items.insert(
      found.map((f) => ({
        account_id: account.id,
        user_id: account.user_id,
        game: account.game,
        catalog_item_id: f.itemId,
        age: f.variant.age,
        level: f.variant.level,
        flyable: f.variant.flyable,
        rideable: f.variant.rideable,
        chroma: f.variant.chroma,
        status: 'normal',
        acquired_at: now,
      })),
    );
  }

  /** The seller's items with catalog facts, price rules in their currency and what a sale pays them. */
  async inventory(userId: string, game: GameKey, currency: Currency): Promise<InventoryItemView[]> {
    const items = await this.items.ofUser(userId, game);
    const [defs, rules] = await Promise.all([
      this.catalog.itemsByIds(items.map((i) => i.catalog_item_id)),
      this.priceRules.priceRules(
        items.map((i) => ({ itemId: i.catalog_item_id, variant: variantOfItem(i) })),
        currency,
      ),
    ]);
    const now = this.clock.now();
    return items.flatMap((item, index) => {
      const def = defs.get(item.catalog_item_id);
      const rule = rules[index];
      if (!def || !rule) return [];
      const price = item.price_minor == null ? null : { amount: Number(item.price_minor), currency: item.currency! };
      return [
        {
          id: item.id,
          accountId: item.account_id,
          itemId: def.id,
          slug: def.slug,
          name: def.name,
          type: def.type,
          rarity: def.rarity,
          variant: variantOfItem(item),
          status: item.status,
          price,
          receives: price && { amount: sellerReceives(price.amount, price.currency), currency: price.currency },
          recommended: rule.recommended,
          bounds: rule.bounds,
          pausedUntil: item.paused_until && item.paused_until > now ? item.paused_until.toISOString() : null,
          art: def.art,
        },
      ];
    });
  }
}
