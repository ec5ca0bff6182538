// The header's bell (spec accounts-platform 3 headerNotifications, 4.9): the unread count on the button, and a panel
// of the signed-in user's notifications, newest first: each read by following it or by its check, hidden by its
// cross, all read at once; live from the socket (useRealtime).
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { pushToast } from '../../shared/state/actions';
import { Icon } from '../../shared/ui/Icon';
import {
  hideNotification,
  inbox,
  loadInbox,
  loadOlder,
  readAllNotifications,
  readNotification,
  resetInbox,
} from './inbox';
import { isUnread } from './inboxState';
import { addedAt, NOTIFICATION_TARGETS, notificationText } from './notificationText';
import '../../shared/ui/menu.css';
import './bell.css';

const failed = (error: unknown) => {
  console.error('Notification change failed', error);
  pushToast({ type: 'error', message: { id: 'notifications.failed' } });
};

export function NotificationBell() {
  const intl = useIntl();
  const state = useSnapshot(inbox);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Mounted while signed in: the list is read once, and forgotten on sign-out.
  useEffect(() => {
    void loadInbox();
    return resetInbox;
  }, []);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Open: a click elsewhere closes it; Escape closes it and gives the focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const toggle = () => {
    if (!open && state.status === 'error') void loadInbox();
    setOpen((v) => !v);
  };

  const unread = state.unread;
  const label = intl.formatMessage({ id: 'notifications.bell' }, { count: unread });

  return (
    <div className="menu bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        id="notification-bell"
        className="menu__trigger bell__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        title={label}
        onClick={toggle}
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span className="bell__badge" id="notification-unread" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="bell__panel" role="dialog" aria-labelledby={titleId}>
          <header className="bell__head">
            <h2 id={titleId} className="bell__title">
              <FormattedMessage id="notifications.title" />
            </h2>
            <button
              type="button"
              className="btn btn--ghost btn--sm bell__read-all"
              disabled={unread === 0}
              onClick={() => void readAllNotifications().catch(failed)}
            >
              <Icon name="check" size={16} />
              <FormattedMessage id="notifications.markAllRead" />
            </button>
          </header>
          {state.status === 'loading' && (
            <p className="bell__note" role="status">
              <span className="spinner spinner--inline" aria-hidden="true" />
              <FormattedMessage id="notifications.loading" />
            </p>
          )}
          {state.status === 'error' && (
            <div className="bell__note" role="alert">
              <FormattedMessage id="notifications.loadFailed" />
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void loadInbox()}>
                <FormattedMessage id="notifications.retry" />
              </button>
            </div>
          )}
          {state.status === 'ready' && state.items.length === 0 && (
            <p className="bell__note bell__empty">
              <Icon name="bell" size={28} />
              <FormattedMessage id="notifications.empty" />
            </p>
          )}
          {state.items.length > 0 && (
            <ul className="bell__list">
              {state.items.map((n) => {
                const target = NOTIFICATION_TARGETS[n.kind];
                const fresh = isUnread(n);
                return (
                  <li key={n.id} className={`bell__item${fresh ? ' is-unread' : ''}`} data-kind={n.kind}>
                    <span className={`bell__icon bell__icon--${target.icon}`} aria-hidden="true">
                      <Icon name={target.icon} size={18} />
                    </span>
                    <Link
                      href={target.href}
                      className="bell__body"
                      onClick={() => {
                        if (fresh) void readNotification(n.id).catch(failed);
                        close(false);
                      }}
                    >
                      <span className="bell__text">{notificationText(intl, n)}</span>
                      <span className="bell__meta">
                        {fresh && (
                          <span className="bell__dot">
                            <FormattedMessage id="notifications.unread" />
                          </span>
                        )}
                        <time dateTime={n.createdAt}>{addedAt(intl, n.createdAt)}</time>
                      </span>
                    </Link>
                    <span className="bell__actions">
                      {fresh && (
                        <button
                          type="button"
                          className="bell__action bell__mark-read"
                          aria-label={intl.formatMessage({ id: 'notifications.markRead' })}
                          title={intl.formatMessage({ id: 'notifications.markRead' })}
                          onClick={() => void readNotification(n.id).catch(failed)}
                        >
                          <Icon name="check" size={16} />
                        </button>
                      )}
                      <button
                        type="button"
                        className="bell__action bell__hide"
                        aria-label={intl.formatMessage({ id: 'notifications.hide' })}
                        title={intl.formatMessage({ id: 'notifications.hide' })}
                        onClick={() => void hideNotification(n.id).catch(failed)}
                      >
                        <Icon name="close" size={16} />
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {state.next && (
            <button
              type="button"
              className="btn btn--ghost btn--sm bell__older"
              onClick={() => void loadOlder().catch(failed)}
            >
              <FormattedMessage id="notifications.older" />
            </button>
          )}
        </section>
      )}
    </div>
  );
}
