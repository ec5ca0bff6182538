import { inject, injectable } from 'inversify';
import { artUrl, ItemsService } from '../catalog';
import { IdentityService } from '../identity';
import { ExchangeItems } from '../inventory-sync';
import { PriceRulesService } from '../market';
import type { GameKey } from '../../kernel';
import { WHEEL_PET_MAX_CENTS, type WheelPet } from './wheel.schemas';

/** The wheel's free pet comes from the pet game (spec trading-core 9, "free wheel pet"). */
export const WHEEL_PET_GAME: GameKey = 'adopt';

/**
 * The pet a pet segment gives now: the cheapest pet of the site's stock on sale, worth at most
 * WHEEL_PET_MAX_CENTS. Null when the site holds none: then the wheel shows no pet and a pet segment cannot be won.
 */
@injectable()
export class WheelPets {
  constructor(
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(ExchangeItems) private readonly stock: ExchangeItems,
    @inject(PriceRulesService) private readonly prices: PriceRulesService,
    @inject(ItemsService) private readonly catalog: ItemsService,
  ) {}

  async current(): Promise<WheelPet | null> {
    const units = await this.stock.siteStock(await this.identity.siteUser(), WHEEL_PET_GAME);
    if (!units.length) return null;
    const [asks, items] = await Promise.all([
      this.prices.asks(
        units.map((u) => u.id),
        'usd',
      ),
      this.catalog.itemsByIds(units.map((u) => u.itemId)),
    ]);
    const pets = units
      .map((u) => ({ unit: u, item: items.get(u.itemId), cents: asks.get(u.id)?.amount }))
      .filter((p) => p.item?.type === 'pet' && p.cents !== undefined && p.cents <= WHEEL_PET_MAX_CENTS)
      .sort((a, b) => a.cents! - b.cents! || a.unit.id.localeCompare(b.unit.id));
    const pick = pets[0];
    if (!pick?.item) return null;
    return {
      offerId: pick.unit.id,
      name: pick.item.name,
      slug: pick.item.slug,
      art: artUrl(WHEEL_PET_GAME, pick.item.slug, pick.unit.variant),
    };
  }
}
