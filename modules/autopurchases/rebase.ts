import { inject, injectable } from 'inversify';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import type { Currency } from '../../kernel';
import type { RatesMovedListener } from '../catalog';
import { AutopurchasesRepo } from './autopurchases.repo';

/** A currency's rate moved: autopurchases in it are compared with listings (US cents) at the new rate. */
@injectable()
export class RebaseAutopurchases implements RatesMovedListener {
  constructor(
    @inject(AutopurchasesRepo) private readonly repo: AutopurchasesRepo,
    @inject(TYPES.Logger) private readonly logger: Logger,
  ) {}

  async ratesMoved(currency: Currency, perUsd: number): Promise<void> {
    const rebased = await this.repo.rebase(currency, perUsd);
    this.logger.info({ currency, rate: perUsd, rebased }, 'autopurchases: limits re-based');
  }
}
