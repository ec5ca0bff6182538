import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../config';
import type { Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { Currency } from '../../kernel';
import { RatesService, toCurrency } from '../catalog';
import type { RbxQuote } from './rbx.schemas';
import { passPriceFor, type RbxMethod } from './rbx.vocabulary.schemas';

/**
 * What R$ cost: the configured US cents per R$ of the method, times the amount, converted to the user's currency at
 * the site's rates as every price of the site is (toCurrency). The server computes it; the page only shows it.
 */
@injectable()
export class RbxPricing {
  constructor(
    @inject(TYPES.Config) private readonly config: AppConfig,
    @inject(RatesService) private readonly rates: RatesService,
  ) {}

  async quote(amount: number, method: RbxMethod, currency: Currency, trx?: Trx): Promise<RbxQuote> {
    const rates = await this.rates.currentRates(trx);
    const usdCents = this.config.rbx.usdCentsPerRbx[method];
    return {
      amount,
      method,
      total: { amount: toCurrency(amount * usdCents, currency, rates), currency },
      unitPriceMinor: Math.round(usdCents * rates[currency] * 10_000) / 10_000,
      passPrice: passPriceFor(amount),
    };
  }
}
