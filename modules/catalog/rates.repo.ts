import { inject, injectable } from 'inversify';
import type { Kysely } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { CatalogTables } from './tables';
import type { Rates } from './catalog.pricing';
import { CURRENCIES, type Currency } from '../../kernel';

/** How long a process trusts the rates it read; they change hourly at most. */
const CACHE_MS = 5_000;

@injectable()
export class RatesRepo {
  private cached: { rates: Rates; at: number } | null = null;

  constructor(
    @inject(TYPES.Db) private readonly db: Db<CatalogTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** Pass the caller's transaction when inside one: a second pool connection could wait forever. */
  async current(executor: Kysely<CatalogTables> = this.db): Promise<Rates> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.rates;
    const rows = await executor.selectFrom('catalog.rates').select(['currency', 'per_usd']).execute();
    const rates = Object.fromEntries(rows.map((r) => [r.currency, Number(r.per_usd)])) as Rates;
    for (const c of CURRENCIES) if (!(rates[c] > 0)) throw new Error(`No exchange rate for ${c}`);
    this.cached = { rates, at: now };
    return rates;
  }

  /** Stores new rates; returns the currencies whose rate moved. */
  async store(rates: Partial<Rates>): Promise<Currency[]> {
    const before = await this.current();
    const moved = CURRENCIES.filter((c) => rates[c] !== undefined && rates[c] !== before[c]);
    for (const c of moved) {
      await this.db
        .updateTable('catalog.rates')
        .set({ per_usd: rates[c]!, updated_at: this.clock.now() })
        .where('currency', '=', c)
        .execute();
    }
    this.cached = null;
    return moved;
  }
}
