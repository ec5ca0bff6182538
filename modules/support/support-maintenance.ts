import { inject, injectable } from 'inversify';
import { GAME_KEYS } from '../../kernel';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';
import { questionsErrors } from './questions.errors';

/**
 * Support's maintenance (spec trading-core 8: "technical works"): an operator puts the `support` service under
 * maintenance like any other, per game; support is one desk for the whole site, so maintenance in any game stops it.
 * While it lasts, asking and writing answer TECH_WORKS; reading (and the FAQ) stays open.
 */
@injectable()
export class SupportMaintenance {
  constructor(@inject(OPERATIONS_SERVICE) private readonly operations: OperationsService) {}

  async requireOpen(): Promise<void> {
    const up = await Promise.all(GAME_KEYS.map((game) => this.operations.isServiceUp(game, 'support')));
    if (!up.every(Boolean)) throw questionsErrors.techWorks();
  }
}
