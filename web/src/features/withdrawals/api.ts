// The buyer's withdrawal trades (spec trading-core 7: createWithdraw's trades): cancel one before the seller's
// account enters the game, retry one that failed while its items still wait. Reading them is a shared query
// (useWithdrawals): the purchased items page reads the nickname collected to last time. Mutations are never
// retried: a trade must not be started twice.
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { request } from '../../shared/api/request';
import type { GameKey } from '../../../../kernel';

const tradeUrl = (game: GameKey, id: string) => `/api/${game}/withdrawals/${encodeURIComponent(id)}`;

export const cancelTradeCall = async (game: GameKey, id: string) =>
  (await request<WithdrawalView>(`${tradeUrl(game, id)}/cancel`, { method: 'POST', body: {}, retries: 0 })).data;

export const retryTradeCall = async (game: GameKey, id: string) =>
  (await request<{ trades: WithdrawalView[] }>(`${tradeUrl(game, id)}/retry`, { method: 'POST', body: {}, retries: 0 }))
    .data;
