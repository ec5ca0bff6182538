import type { Clock } from '../../src/platform/clock';
import { MicroCache } from './market-cache';
import type { CardFilter } from './card-filter';
import { CardColumns, type FacetAnswer, type StockedCard } from './card-columns';
import { GAME_KEYS, type GameKey } from '../../kernel';

export type { FacetAnswer, StockedCard } from './card-columns';

/** The cards in stock per game, as the database had them when the snapshot was read. */
type Snapshot = Record<GameKey, CardColumns>;

/**
 * Facet counts of the public market, counted in this process's memory. Counting every card of a
 * game in the database for each new filter set (a GROUPING SETS scan of ~10k cards, 3 to 10 ms)
 * is the costliest part of a market query; in memory (CardColumns) it takes a fraction of a
 * millisecond. The snapshot of the cards in stock (one row per card: ~20k with a million listings,
 * read in ~5 ms) is read again once it is `freshMs` old, by one request while the others count on
 * the previous one, and a snapshot older than `maxAgeMs` is never used: counts lag the market by at
 * most that, as the spec allows for facets (README, "The market in development"). Each snapshot
 * remembers its answers (CardColumns.counted): a filter set, or a price range moved between the same
 * two card prices, is counted once per snapshot. Seller pages are not counted here: they show one
 * seller's stock, fresh from the database.
 */
export class FacetIndex {
  private readonly snapshot: MicroCache<Snapshot>;

  constructor(
    private readonly loadCards: () => Promise<StockedCard[]>,
    clock: Clock,
    options: { freshMs: number; maxAgeMs: number },
  ) {
    this.snapshot = new MicroCache<Snapshot>({ max: 1, hotPerSecond: 0, clock, ...options });
  }

  async counts(filter: CardFilter): Promise<FacetAnswer> {
    if (filter.sellerId) throw new Error('seller pages are counted in the database');
    const snapshot = await this.snapshot.get('cards', () => this.read());
    return snapshot[filter.game].counted(filter);
  }

  private async read(): Promise<Snapshot> {
    const cards = await this.loadCards();
    const snapshot: Partial<Snapshot> = {};
    for (const game of GAME_KEYS) snapshot[game] = await CardColumns.build(cards.filter((card) => card.game === game));
    return snapshot as Snapshot;
  }
}
