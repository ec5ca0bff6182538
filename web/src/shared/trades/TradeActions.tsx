// Ready (the bot is the user's friend and waits) and Cancel (until the bot enters the game) of a running trade in
// which the user gives items (quick sale, exchange). Each says in a toast how it went; either way the page reads
// what it changed again (`after`).
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../form/serverErrors';
import { pushToast } from '../state/actions';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import './tradeCard.css';

export type TradeAction = 'ready' | 'cancel';

interface TradeActionsProps {
  needsReady: boolean;
  cancellable: boolean;
  /** Ready or Cancel on the server. */
  call: (action: TradeAction) => Promise<unknown>;
  /** The toast once it went through. */
  done: (action: TradeAction) => MessageRef;
  /** The toast when it failed. */
  failure: (error: unknown, action: TradeAction) => MessageRef;
  after: (action: TradeAction) => void;
}

export function TradeActions({ needsReady, cancellable, call, done, failure, after }: TradeActionsProps) {
  const [busy, setBusy] = useState<TradeAction | null>(null);
  if (!needsReady && !cancellable) return null;

  const act = async (action: TradeAction) => {
    setBusy(action);
    try {
      await call(action);
      pushToast({ type: 'success', message: done(action) });
    } catch (error) {
      pushToast({ type: 'error', message: failure(error, action) });
    } finally {
      setBusy(null);
      after(action);
    }
  };
  const button = (action: TradeAction) => (
    <Button
      variant={action === 'ready' ? 'primary' : 'secondary'}
      className={action === 'ready' ? 'qs-sale__ready' : 'qs-sale__cancel'}
      disabled={busy !== null}
      aria-busy={busy === action || undefined}
      onClick={() => void act(action)}
    >
      {busy === action ? (
        <span className="spinner spinner--inline" aria-hidden="true" />
      ) : (
        <Icon name={action === 'ready' ? 'check' : 'close'} size={18} />
      )}
      <FormattedMessage id={`tradeCard.${action}`} />
    </Button>
  );
  return (
    <div className="qs-sale__actions">
      {needsReady && button('ready')}
      {cancellable && button('cancel')}
    </div>
  );
}
