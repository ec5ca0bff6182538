// A withdrawal trade's stages with the time each was reached (spec trading-core 4): the shared trade timeline
// over the withdrawal's stages, the ending named delivered, failed, expired or cancelled.
import { useIntl } from 'react-intl';
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { TRADE_STAGES } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { TradeTimeline } from '../../shared/trades/TradeTimeline';

export function WithdrawalTimeline({ trade }: { trade: WithdrawalView }) {
  const intl = useIntl();
  return (
    <TradeTimeline
      trade={trade}
      stages={TRADE_STAGES}
      label={intl.formatMessage({ id: 'withdrawals.timeline.label' }, { nickname: trade.nickname })}
      messagePrefix="withdrawals.stage"
      skippedId="withdrawals.timeline.skipped"
    />
  );
}
