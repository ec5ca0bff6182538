// A withdrawal trade's stages with the time each was reached (spec trading-core 4): passed ones checked, the
// current one pulsing, where it stopped crossed, and the ending (delivered, failed, expired, cancelled) last.
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { Icon } from '../../shared/ui/Icon';
import { tradeTimeline, type StepState } from './timeline';

/** How the ending step looks: the trade's state as a step. */
const END_LOOK: Record<string, StepState> = {
  active: 'pending',
  settling: 'current',
  finished: 'done',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'stopped',
};

export function WithdrawalTimeline({ trade }: { trade: WithdrawalView }) {
  const intl = useIntl();
  const { steps, end } = tradeTimeline(trade);
  const endLook = END_LOOK[end.state] ?? 'pending';
  // Before the ending, its step names the goal: delivered.
  const endLabel = end.state === 'active' ? 'finished' : end.state;
  return (
    <ol
      className="trade-timeline"
      aria-label={intl.formatMessage({ id: 'withdrawals.timeline.label' }, { nickname: trade.nickname })}
    >
      {steps.map((step) => (
        <Step key={step.stage} stage={step.stage} state={step.state} at={step.at} />
      ))}
      <Step stage={endLabel} state={endLook} at={end.at} end />
    </ol>
  );
}

function Step({ stage, state, at, end }: { stage: string; state: StepState; at: string | null; end?: boolean }) {
  return (
    <li
      className={`trade-step trade-step--${state}${end ? ' trade-step--end' : ''}`}
      data-stage={end ? 'end' : stage}
      data-state={state}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <span className="trade-step__mark" aria-hidden="true">
        {state === 'done' && <Icon name="check" size={14} />}
        {state === 'failed' && <Icon name="close" size={14} />}
        {state === 'stopped' && <Icon name="minus" size={14} />}
        {state === 'current' && <span className="trade-step__pulse" />}
      </span>
      <span className="trade-step__text">
        <span className="trade-step__label">
          <FormattedMessage id={`withdrawals.stage.${stage}`} />
        </span>
        {state === 'skipped' ? (
          <span className="trade-step__time">
            <FormattedMessage id="withdrawals.timeline.skipped" />
          </span>
        ) : (
          at && (
            <time className="trade-step__time" dateTime={at}>
              <FormattedTime value={at} hour="2-digit" minute="2-digit" second="2-digit" />
            </time>
          )
        )}
      </span>
    </li>
  );
}
