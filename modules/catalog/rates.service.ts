import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { Trx } from '../../src/platform/db/database';
import { RatesRepo } from './rates.repo';
import type { Rates } from './catalog.pricing';
import type { CatalogTables } from './tables';
import type { Currency } from '../../kernel';

/** Exchange rates (units per US dollar), as stored in catalog.rates and refreshed hourly (catalog.jobs.ts). */
@injectable()
export class RatesService {
  constructor(@inject(RatesRepo) private readonly rates: RatesRepo) {}

  /** Pass the caller's transaction when inside one: a second pool connection could wait forever. */
  currentRates(trx?: Trx): Promise<Rates> {
    return this.rates.current(trx ? (trx as Transaction<CatalogTables>) : undefined);
  }
}

/**
 * Told when the rates job stored a currency's new rate (e.g. the market re-bases the listings priced
 * in it). Bind implementations under RATES_MOVED; they run in the job, one after the other.
 */
export interface RatesMovedListener {
  ratesMoved(currency: Currency, perUsd: number): Promise<void>;
}

export const RATES_MOVED = Symbol.for('catalog.RatesMovedListener');
