// Toast stack (spec accounts-platform 4.8): each toast removes itself after its show time; hover pauses.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { removeToast } from '../state/actions';
import { store } from '../state/store';
import { toastActions, type Toast } from '../state/toasts';
import { Icon } from './Icon';
import './toasts.css';

export function ToastHost() {
  const { toasts } = useSnapshot(store);
  const intl = useIntl();
  return (
    <section className="toasts" aria-label={intl.formatMessage({ id: 'toast.region' })}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast as Toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.showTime);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => removeToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, toast.id]);

  const text = (t: Toast['message']) => intl.formatMessage({ id: t.id }, t.values);
  const onButton = () => {
    if (toast.buttonAction === 'reload') window.location.reload();
    else if (toast.buttonAction) toastActions[toast.buttonAction]?.();
    removeToast(toast.id);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is alert or status (chosen per type, which the rule cannot read); hover and focus only pause the dismiss timer, the toast's buttons are its controls
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toast.type} size={22} className="toast__icon" />
      <div className="toast__body">
        {toast.title && <p className="toast__title">{text(toast.title)}</p>}
        <p className="toast__message">{text(toast.message)}</p>
        {toast.buttonText && (
          <button type="button" className="btn btn--secondary btn--sm toast__button" onClick={onButton}>
            {text(toast.buttonText)}
          </button>
        )}
      </div>
      {toast.showClose && (
        <button
          type="button"
          className="icon-button toast__close"
          aria-label={intl.formatMessage({ id: 'toast.close' })}
          title={intl.formatMessage({ id: 'toast.close' })}
          onClick={() => removeToast(toast.id)}
        >
          <Icon name="close" size={18} />
        </button>
      )}
      {toast.showProgress && (
        <span
          className="toast__progress"
          aria-hidden="true"
          style={{ animationDuration: `${toast.showTime}ms`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      )}
    </div>
  );
}
