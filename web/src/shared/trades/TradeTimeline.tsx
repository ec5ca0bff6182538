// A bot trade's stages with the time each was reached (spec trading-core 4): passed ones checked, the current
// one pulsing, where it stopped crossed, and the ending (delivered or paid, failed, expired, cancelled) last.
// The withdrawal and the quick sale pages draw it, each naming its stages with its own messages.
import { FormattedMessage, FormattedTime } from 'react-intl';
import { Icon } from '../ui/Icon';
import { tradeTimeline, type StepState, type TimelineSource } from './timeline';
import './tradeTimeline.css';

/** How the ending step looks: the trade's state as a step. */
const END_LOOK: Record<string, StepState> = {
  active: 'pending',
  settling: 'current',
  finished: 'done',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'stopped',
};

interface TradeTimelineProps {
  trade: TimelineSource;
  stages: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** Each stage and ending is named `${messagePrefix}.${stage}` (the ending: finished, failed, ... settling). */
  messagePrefix: string;
  /** The words under a stage passed without being needed. */
  skippedId: string;
}

export function TradeTimeline({ trade, stages, label, messagePrefix, skippedId }: TradeTimelineProps) {
  const { steps, end } = tradeTimeline(trade, stages);
  const endLook = END_LOOK[end.state] ?? 'pending';
  // Before the ending, its step names the goal (delivered, paid).
  const endLabel = end.state === 'active' ? 'finished' : end.state;
  return (
    <ol className="trade-timeline" aria-label={label}>
      {steps.map((step) => (
        <Step
          key={step.stage}
          stage={step.stage}
          state={step.state}
          at={step.at}
          messagePrefix={messagePrefix}
          skippedId={skippedId}
        />
      ))}
      <Step stage={endLabel} state={endLook} at={end.at} messagePrefix={messagePrefix} skippedId={skippedId} end />
    </ol>
  );
}

interface StepProps {
  stage: string;
  state: StepState;
  at: string | null;
  messagePrefix: string;
  skippedId: string;
  end?: boolean;
}

function Step({ stage, state, at, messagePrefix, skippedId, end }: StepProps) {
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
          <FormattedMessage id={`${messagePrefix}.${stage}`} />
        </span>
        {state === 'skipped' ? (
          <span className="trade-step__time">
            <FormattedMessage id={skippedId} />
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
