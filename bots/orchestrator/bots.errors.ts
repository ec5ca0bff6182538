import { AppError, badRequest, conflict, notFound } from '../../src/platform/errors';
import { tradeCodeError } from './codes';

/** The orchestrator's refusals that are not numbered trade codes (spec trading-core 8), for routes to raise and declare. */
export const botsErrors = {
  /** Too many flows of a game already wait for a bot or an account. */
  overloaded: () => new AppError(503, 'TRADE_AUTO_LOCK', 'The system is overloaded: try again in a few minutes'),
  /** No fleet bot of the game is in service. */
  noBots: () => new AppError(503, 'FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND', 'No trading bots are available right now'),
  /** The bot is on its way: the trade can no longer be cancelled. */
  tooLateToCancel: () =>
    conflict('ALREADY_STARTED', 'The bot is already on its way: the trade can no longer be cancelled'),
  flowNotFound: () => notFound('No such trade'),
  botNotFound: () => notFound('No such bot'),
  accountNotFound: () => notFound('No such game account'),
  /**
   * What the orchestrator may refuse whenever a flow with a player starts, for routes to declare: trading in test mode
   * (6, 7), an unknown nickname (9), large-scale maintenance (13), a missed meeting (14), the daily limit (15), overload.
   */
  flowStartRefusals: (): AppError[] => [
    tradeCodeError(6, {}, 503),
    tradeCodeError(7, {}, 503),
    tradeCodeError(9, {}, 400),
    tradeCodeError(13, {}, 503),
    tradeCodeError(14, {}, 429),
    tradeCodeError(15, {}, 429),
    botsErrors.overloaded(),
  ],
  /** A failure injection names a code the world cannot inject. */
  invalidCode: (message: string) => badRequest('INVALID_CODE', message),
};
