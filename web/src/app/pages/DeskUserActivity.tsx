// The operators' desk's "User activity" (/support/desk, spec trading-core 6), beside a question or a chat of a signed-in
// user (GET /api/support/desk/users/{id}/activity): their
// newest purchases, sales, withdrawal trades, quick sales and cash-outs in the history page's tables, compact and
// read-only, except that a cash-out still created or on check can be cancelled here (spec: cash-outs are cancelled
// only through support): a confirmation with an optional note, then the money is back on their balance.
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeskUserActivity } from '../../../../modules/support/desk.schemas';
import type { CashoutView } from '../../../../modules/wallet/wallet.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { formatMoney } from '../../shared/format/money';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { pushToast } from '../../shared/state/actions';
import { Button } from '../../shared/ui/Button';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { PurchasesTable, SalesTable } from '../../features/purchases/historyTables';
import { DepositsTable } from '../../features/seller/historyTables';
import { CashoutsTable } from '../../features/wallet/historyTables';
import { WithdrawalsTable } from '../../features/withdrawals/historyTables';
import { cancelCashoutCall, useUserActivity } from '../../features/support/desk/deskApi';
import { deskFailure } from '../../features/support/desk/deskErrors';
import { When } from '../../features/support/desk/DeskQueues';
import '../../shared/ui/dialog.css';

/** Cash-outs support may still cancel. */
export const CANCELLABLE: readonly CashoutView['status'][] = ['created', 'on_check'];
const NOTE_MAX = 500;

export function UserActivityPanel({ userId }: { userId: string }) {
  const { data, error, mutate } = useUserActivity(userId);
  const [cancelling, setCancelling] = useState<CashoutView | null>(null);
  return (
    <aside className="desk-activity profile-card" id="desk-activity" aria-labelledby="desk-activity-title">
      <h2 id="desk-activity-title" className="profile-card__title desk-activity__title">
        <Icon name="history" size={20} />
        <FormattedMessage id="support.desk.activity.title" />
      </h2>
      {error && !data ? (
        <div className="desk-activity__state" role="alert" id="desk-activity-error">
          <p>
            <FormattedMessage
              id={
                error instanceof HttpError && error.code === 404
                  ? 'support.desk.activity.unavailable'
                  : 'support.desk.activity.loadError'
              }
            />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <FormattedMessage id="support.retry" />
          </Button>
        </div>
      ) : !data ? (
        <div className="desk-activity__loading skeleton" aria-busy="true" />
      ) : (
        <Activity activity={data} onCancel={setCancelling} />
      )}
      <CancelCashoutDialog
        cashout={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          void mutate();
        }}
        onRefused={() => void mutate()}
      />
    </aside>
  );
}

function Activity({ activity, onCancel }: { activity: DeskUserActivity; onCancel: (row: CashoutView) => void }) {
  const intl = useIntl();
  return (
    <div className="desk-activity__body" data-user-id={activity.user.id}>
      <p className="desk-activity__user">
        <span className="desk-activity__name" id="desk-activity-name">
          {activity.user.name}
        </span>
        <span className="desk-activity__since">
          <FormattedMessage
            id="support.desk.activity.registered"
            values={{ date: <When value={activity.user.registeredAt} /> }}
          />
        </span>
      </p>
      <Section id="cashouts" icon="cashout" count={activity.cashouts.length}>
        <CashoutsTable
          rows={activity.cashouts}
          action={{
            title: 'support.desk.activity.action',
            cell: (row) =>
              CANCELLABLE.includes(row.status) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="desk-cancel-cashout"
                  data-cashout-id={row.id}
                  onClick={() => onCancel(row)}
                  aria-label={intl.formatMessage(
                    { id: 'support.desk.cashout.cancelLabel' },
                    { id: row.id.slice(0, 8) },
                  )}
                >
                  <FormattedMessage id="support.desk.cashout.cancel" />
                </Button>
              ) : (
                <span aria-hidden="true">—</span>
              ),
          }}
        />
      </Section>
      <Section id="purchases" icon="bag" count={activity.purchases.length}>
        <PurchasesTable rows={activity.purchases} />
      </Section>
      <Section id="sales" icon="tag" count={activity.sales.length}>
        <SalesTable rows={activity.sales} />
      </Section>
      <Section id="withdrawals" icon="collect" count={activity.withdrawals.length}>
        <WithdrawalsTable rows={activity.withdrawals} />
      </Section>
      <Section id="deposits" icon="trade" count={activity.deposits.length}>
        <DepositsTable rows={activity.deposits} />
      </Section>
    </div>
  );
}

/** A kind of record, folded when there is none. */
function Section({ id, icon, count, children }: { id: string; icon: IconName; count: number; children: ReactNode }) {
  return (
    <details className="desk-activity__section" id={`desk-activity-${id}`} data-count={count} open={count > 0}>
      <summary className="desk-activity__summary">
        <Icon name={icon} size={18} />
        <span className="desk-activity__label">
          <FormattedMessage id={`history.tab.${id}`} />
        </span>
        <span className="desk-activity__count">{count}</span>
      </summary>
      {count > 0 ? (
        children
      ) : (
        <p className="desk-activity__none">
          <FormattedMessage id="support.desk.activity.none" />
        </p>
      )}
    </details>
  );
}

function CancelCashoutDialog({
  cashout,
  onClose,
  onCancelled,
  onRefused,
}: {
  cashout: CashoutView | null;
  onClose: () => void;
  onCancelled: () => void;
  /** The server refused (the cash-out moved meanwhile, say): the activity is read again. */
  onRefused: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageRef | null>(null);
  const close = () => {
    if (busy) return;
    setNote('');
    setFailure(null);
    onClose();
  };
  const amount = cashout ? formatMoney(intl, cashout.amount) : '';
  return (
    <Modal open={cashout !== null} onClose={close} titleId={titleId} size="xs" className="confirm-dialog">
      <div className="confirm-dialog__body" id="desk-cancel-dialog">
        <h2 id={titleId} className="price-form__title">
          <FormattedMessage id="support.desk.cashout.title" />
        </h2>
        <p className="price-form__text">
          <FormattedMessage id="support.desk.cashout.text" values={{ amount, id: cashout?.id.slice(0, 8) ?? '' }} />
        </p>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            <FormattedMessage id="support.desk.cashout.note" />
          </label>
          <textarea
            id={noteId}
            name="note"
            className="field__input desk-cancel__note"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            disabled={busy}
            placeholder={intl.formatMessage({ id: 'support.desk.cashout.notePlaceholder' })}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {failure && (
          <FormAlert>
            <span id="desk-cancel-error">
              <FormattedMessage
                id={failure.id}
                values={{
                  ...failure.values,
                  ...(failure.id === 'support.desk.error.cashoutStatus'
                    ? {
                        status: intl.formatMessage({
                          id: `history.status.cashout.${failure.values?.status || 'failed'}`,
                        }),
                      }
                    : {}),
                }}
              />
            </span>
          </FormAlert>
        )}
        <div className="price-form__actions">
          <Button variant="secondary" onClick={close} disabled={busy} className="confirm-dialog__dismiss">
            <FormattedMessage id="support.desk.cashout.keep" />
          </Button>
          <Button
            className="confirm-dialog__confirm"
            id="desk-cancel-confirm"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={async () => {
              if (!cashout) return;
              setBusy(true);
              setFailure(null);
              try {
                await cancelCashoutCall(cashout.id, note.trim());
                pushToast({ type: 'success', message: { id: 'support.desk.cashout.cancelled', values: { amount } } });
                setNote('');
                onCancelled();
              } catch (error) {
                setFailure(deskFailure(error).message);
                onRefused();
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
            <FormattedMessage id="support.desk.cashout.confirm" />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
