// A withdrawal trade's stages as its buyer follows them (spec trading-core 4 "Bot trade stages shown to the
// user": waiting for a bot, checking friendship, adding friend, bot enabling, trading; then how it ended): the
// shared trade timeline over the withdrawal's stages. Pure.
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { TRADE_STAGES, type TradeStage } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { tradeTimeline as timelineOf, type TradeTimeline } from '../../shared/trades/timeline';

export type { StepState, TimelineStep } from '../../shared/trades/timeline';

export function tradeTimeline(
  trade: Pick<WithdrawalView, 'state' | 'stage' | 'timeline' | 'endedAt'>,
): TradeTimeline<TradeStage> {
  return timelineOf(trade, TRADE_STAGES);
}
