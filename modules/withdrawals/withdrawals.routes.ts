import type { RequestHandler } from 'express';
import * as yup from 'yup';
import type { GameKey } from '../../kernel';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { gameParamsSchema } from '../catalog';
import { historyQuerySchema, type HistoryStatus } from '../wallet';
import type { TradesHistory } from './history.service';
import type { WithdrawalViews } from './views';
import type { WithdrawalsRepo } from './withdrawals.repo';
import type { WithdrawalsService } from './withdrawals.service';
import { createWithdrawSchema } from './withdrawals.schemas';
import { withdrawalsErrors } from './withdrawals.errors';
import { tradeCodeError, botsErrors } from '../../bots';

/**
 * What starting trades can fail with, beside validation (named in the API document): the buyer's items and limits,
 * and the bots' trade creation rules (test mode 6, 7; technical work 13; a missed meeting 14; the daily limit 15;
 * no such nickname 9; an active trade 10; items the site cannot hand over 1; too many trades 4; an overload).
 */
const creating = [
  withdrawalsErrors.notFound(),
  withdrawalsErrors.levelTooLow(0, 0),
  withdrawalsErrors.userHasLimit(0),
  withdrawalsErrors.userLimitWillBeExceeded(0, 0, 0),
  withdrawalsErrors.sellerHasLimit(0),
  tradeCodeError(1),
  tradeCodeError(4, {}, 400),
  ...botsErrors.flowStartRefusals(),
  tradeCodeError(10),
];

const tradeParams = gameParamsSchema.shape({ id: yup.string().required('required').uuid('invalidValue') });
/** Active trades and this many of the latest that ended. */
const LIST_LIMIT = 30;

/** createWithdraw, the buyer's withdrawal trades (cancel, retry), and the withdrawals history. */
export function withdrawalsRoutes(
  withdrawals: WithdrawalsService,
  views: WithdrawalViews,
  repo: WithdrawalsRepo,
  history: TradesHistory,
  guard: RequestHandler,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: GameKey }) => params.game;
  // The history paths first: /:game/... would take 'history' for a game.
  return new ApiRoutes('withdrawals')
    .add(
      {
        method: 'get',
        path: '/history/withdrawals',
        errors: [],
        summary: 'Withdrawals history: the trades that delivered (or tried to) bought items',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) =>
        history.withdrawals(currentUser(req).id, query.page, query.status as HistoryStatus | undefined),
    )
    .add(
      {
        method: 'post',
        path: '/:game/withdrawals',
        errors: creating,
        summary: 'createWithdraw: collect bought items (or all) to a game account through trades',
        params: gameParamsSchema,
        body: createWithdrawSchema,
        security: user,
      },
      async ({ params, body }, req) => ({ trades: await withdrawals.create(currentUser(req).id, game(params), body) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/withdrawals',
        errors: [],
        summary: 'My withdrawal trades: the active ones and the latest that ended, with their stages',
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => {
        const userId = currentUser(req).id;
        const [trades, recipient] = await Promise.all([
          repo.ofBuyer(userId, game(params), LIST_LIMIT).then((rows) => views.ofTrades(rows)),
          repo.recipientOf(userId, game(params)),
        ]);
        return { trades, recipient };
      },
    )
    .add(
      {
        method: 'post',
        path: '/:game/withdrawals/:id/cancel',
        errors: [withdrawalsErrors.tradeNotFound(), botsErrors.tooLateToCancel()],
        summary: 'Cancel a withdrawal trade before the seller account enters the game',
        params: tradeParams,
        security: user,
      },
      ({ params }, req) => withdrawals.cancel(currentUser(req).id, game(params), params.id),
    )
    .add(
      {
        method: 'post',
        path: '/:game/withdrawals/:id/retry',
        errors: [withdrawalsErrors.notRetryable(), ...creating],
        summary: 'Retry a failed withdrawal trade with its items that still wait to be collected',
        params: tradeParams,
        security: user,
      },
      async ({ params }, req) => ({ trades: await withdrawals.retry(currentUser(req).id, game(params), params.id) }),
    );
}
