// Parts both desk panes use: who answers the question or chat (with Take), the way back to the queue on phones, and
// the place of the asker's activity (put in by the app: it is made of other features' history tables).
import { createContext, type ReactNode, useContext, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Icon } from '../../../shared/ui/Icon';

/** Nobody took it (free), this operator did (mine), another did (other), or the view does not say (unknown). */
export type AssignmentState = 'free' | 'mine' | 'other' | 'unknown';

export function Assignment({
  state,
  closed,
  kind,
  operatorName,
  onTake,
}: {
  state: AssignmentState;
  closed: boolean;
  kind: 'question' | 'chat';
  operatorName?: string | null;
  onTake: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const canTake = !closed && (state === 'free' || state === 'unknown');
  return (
    <div className={`desk-assignment desk-assignment--${state}`} id="desk-assignment" data-state={state}>
      <Icon name={state === 'mine' ? 'check' : state === 'other' ? 'lock' : 'user'} size={18} />
      <p className="desk-assignment__text">
        {state === 'other' ? (
          <FormattedMessage
            id={operatorName ? 'support.desk.assigned.otherNamed' : 'support.desk.assigned.other'}
            values={{ name: operatorName ?? '' }}
          />
        ) : (
          <FormattedMessage id={`support.desk.assigned.${state}.${kind}`} />
        )}
      </p>
      {canTake && (
        <Button
          size="sm"
          id="desk-take"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            try {
              await onTake();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
          <FormattedMessage id="support.desk.take" />
        </Button>
      )}
    </div>
  );
}

export function BackToQueue({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="desk-back link-button" id="desk-back" onClick={onBack}>
      <Icon name="arrowLeft" size={18} />
      <FormattedMessage id="support.desk.back" />
    </button>
  );
}

/** What the desk shows beside a signed-in asker's question or chat; the app provides it (app/pages/SupportDeskPage). */
export const DeskActivitySlot = createContext<((userId: string) => ReactNode) | null>(null);

export function DeskActivity({ userId }: { userId: string }) {
  const render = useContext(DeskActivitySlot);
  return render ? render(userId) : null;
}

/** A question or a chat that could not be read: said, with a way to read it again. */
export function PaneError({ onRetry, notFound }: { onRetry: () => void; notFound: boolean }) {
  return (
    <ErrorState
      heading="h2"
      className="desk-item__error"
      title={<FormattedMessage id={notFound ? 'support.desk.itemNotFound' : 'support.desk.itemLoadError'} />}
      text={<FormattedMessage id="support.question.loadErrorText" />}
    >
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="support.retry" />
      </Button>
    </ErrorState>
  );
}
