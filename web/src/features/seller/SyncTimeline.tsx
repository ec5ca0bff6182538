// A sync as it runs (spec trading-core 4 inventory sync, ARCHITECTURE "long work shows live progress"):
// waiting in line -> checking the session -> entering the game -> reading the inventory -> done, or failed
// with its code's text. The status line is a live region: each stage is announced.
import { FormattedMessage, useIntl } from 'react-intl';
import type { SyncView } from '../../../../modules/inventory-sync/inventory.schemas';
import { Icon } from '../../shared/ui/Icon';
import { failedStage, SYNC_STAGES, stageIndex, syncCodeMessage, syncOutcome, type SyncOutcome } from './syncRules';

type StepState = 'done' | 'current' | 'pending' | 'failed';

interface SyncTimelineProps {
  sync: SyncView;
  nickname: string;
  /** The furthest stage seen while it ran (a sync that ended reports stage "done", not where it stopped). */
  reached: number;
  onDismiss?: () => void;
}

export function SyncTimeline({ sync, nickname, reached, onDismiss }: SyncTimelineProps) {
  const intl = useIntl();
  const outcome = syncOutcome(sync);
  const at =
    outcome === 'active'
      ? Math.max(0, stageIndex(sync.stage), reached)
      : outcome === 'failed'
        ? failedStage(sync.code, reached)
        : Math.max(0, reached);
  const stepState = (index: number): StepState => {
    if (outcome === 'finished') return 'done';
    if (index < at) return 'done';
    if (index > at) return 'pending';
    return outcome === 'active' ? 'current' : outcome === 'failed' ? 'failed' : 'pending';
  };
  const stageLabel = (stage: string) => intl.formatMessage({ id: `trade.timeline.stage.${stage}` });
  const failure = syncCodeMessage(sync.code);
  return (
    <div className={`sync-timeline sync-timeline--${outcome}`} data-state={outcome} data-sync-id={sync.id}>
      <ol
        className="sync-timeline__steps"
        aria-label={intl.formatMessage({ id: 'trade.timeline.label' }, { nickname })}
      >
        {SYNC_STAGES.map((stage, index) => {
          const state = stepState(index);
          return (
            <li
              key={stage}
              className={`sync-step sync-step--${state}`}
              data-stage={stage}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <StepMark state={state} />
              <span className="sync-step__label">{stageLabel(stage)}</span>
            </li>
          );
        })}
        <li
          className={`sync-step sync-step--end sync-step--${endState(outcome)}`}
          data-stage="done"
          data-state={endState(outcome)}
        >
          <StepMark state={endState(outcome)} />
          <span className="sync-step__label">
            <FormattedMessage
              id={
                outcome === 'failed'
                  ? 'trade.timeline.stage.failed'
                  : outcome === 'cancelled'
                    ? 'trade.timeline.stage.cancelled'
                    : 'trade.timeline.stage.done'
              }
            />
          </span>
        </li>
      </ol>
      <div className="sync-timeline__foot">
        <p className="sync-timeline__status" role="status">
          <StatusText
            sync={sync}
            outcome={outcome}
            stage={stageLabel(SYNC_STAGES[at] ?? 'searching_bot')}
            failure={intl.formatMessage({ id: failure.id }, failure.values)}
          />
        </p>
        {outcome !== 'active' && onDismiss && (
          <button type="button" className="link-button sync-timeline__dismiss" onClick={onDismiss}>
            <FormattedMessage id="trade.timeline.dismiss" />
          </button>
        )}
      </div>
    </div>
  );
}

function endState(outcome: SyncOutcome): StepState {
  return outcome === 'finished' ? 'done' : outcome === 'failed' ? 'failed' : 'pending';
}

function StepMark({ state }: { state: StepState }) {
  return (
    <span className="sync-step__mark" aria-hidden="true">
      {state === 'done' && <Icon name="check" size={14} />}
      {state === 'failed' && <Icon name="close" size={14} />}
      {state === 'current' && <span className="sync-step__pulse" />}
    </span>
  );
}

function StatusText({
  sync,
  outcome,
  stage,
  failure,
}: {
  sync: SyncView;
  outcome: SyncOutcome;
  stage: string;
  failure: string;
}) {
  switch (outcome) {
    case 'finished':
      return <FormattedMessage id="trade.timeline.finished" values={{ count: sync.loaded ?? 0 }} />;
    case 'failed':
      return <FormattedMessage id="trade.timeline.failed" values={{ reason: failure }} />;
    case 'cancelled':
      return <FormattedMessage id="trade.timeline.cancelled" />;
    default:
      return sync.delayed && sync.stage === 'searching_bot' ? (
        <FormattedMessage id="trade.timeline.delayed" />
      ) : (
        <FormattedMessage id="trade.timeline.current" values={{ stage }} />
      );
  }
}
