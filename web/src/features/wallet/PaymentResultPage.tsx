// Where the payment provider sends the browser back (spec accounts-platform 2.2: success-payment and
// fail-payment, public pages). Success waits for the credit (the provider's webhook may land a moment
// after the browser), then shows the amount; failure offers to try again.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { TopupView } from '../../../../modules/wallet/wallet.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { useRefreshMoney } from '../../shared/api/queries';
import { amountText } from '../../shared/format/money';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import { useTopup } from './api';
import './wallet.css';

/** How often, and for how long, the success page asks whether the top-up was credited. */
const POLL_MS = 1000;
const POLL_FOR_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The top-up named by ?topup= in the address (the provider sends the browser back with it). */
function useReturnedTopup(poll: boolean) {
  const search = useSearch();
  const { isAuth } = useSnapshot(store);
  const id = new URLSearchParams(search).get('topup') ?? '';
  const valid = UUID.test(id);
  const [started] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(true);
  const { data, error, mutate } = useTopup(
    isAuth && valid ? id : null,
    (latest) => poll && waiting && (!latest || latest.status === 'created'),
    POLL_MS,
  );
  useEffect(() => {
    if (!poll) return;
    const timer = setTimeout(() => setWaiting(false), Math.max(0, started + POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [poll, started]);
  return {
    id,
    valid,
    isAuth,
    data,
    error,
    waiting,
    retry: () => {
      setWaiting(true);
      void mutate();
    },
  };
}

/** One outcome of the page: its icon (or a spinner), title, text and actions. */
function ResultState({
  icon,
  tone,
  titleId,
  actions,
  children,
}: {
  icon: IconName | 'spinner';
  tone?: 'success' | 'warning' | 'info' | 'error';
  titleId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {icon === 'spinner' ? (
        <span className="spinner payment-result__spinner" aria-hidden="true" />
      ) : (
        <span className={`payment-result__icon${tone ? ` payment-result__icon--${tone}` : ''}`} aria-hidden="true">
          <Icon name={icon} size={44} />
        </span>
      )}
      <h1 id="payment-title" className="payment-result__title">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
      {actions && <div className="payment-result__actions">{actions}</div>}
    </>
  );
}

export function SuccessPaymentPage() {
  useTitle('title.paymentSuccess');
  const intl = useIntl();
  const topup = useReturnedTopup(true);
  const refreshMoney = useRefreshMoney();
  const paid = topup.data?.status === 'paid';
  // Once credited: the header balance and the histories are stale.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    void refreshMoney();
  }, [paid, refreshMoney]);

  if (topup.data?.status === 'failed') return <FailContent topup={topup.data} />;
  const notFound = !topup.valid || (topup.error instanceof HttpError && topup.error.code === 404);
  return (
    <div className="payment-result container">
      <section
        className={`payment-result__card${paid ? ' is-paid' : ''}`}
        aria-labelledby="payment-title"
        aria-live="polite"
        id="payment-result"
        data-status={topup.data?.status ?? 'unknown'}
      >
        {paid && topup.data ? (
          <ResultState
            icon="success"
            tone="success"
            titleId="payment.success.title"
            actions={
              <>
                <ButtonLink href="/" size="lg">
                  <Icon name="market" size={18} />
                  <FormattedMessage id="payment.success.market" />
                </ButtonLink>
                <ButtonLink href="/profile/history?tab=topups" variant="secondary" size="lg">
                  <FormattedMessage id="payment.history" />
                </ButtonLink>
              </>
            }
          >
            <p className="payment-result__amount" id="payment-amount">
              <FormattedMessage id="payment.success.amount" values={{ amount: <Price money={topup.data.amount} /> }} />
            </p>
            <p className="payment-result__text">
              <FormattedMessage id="payment.success.text" />
            </p>
          </ResultState>
        ) : !topup.isAuth ? (
          <ResultState icon="info" titleId="payment.success.titleGuest" actions={<SignInButton />}>
            <p className="payment-result__text">
              <FormattedMessage id="payment.signInToSee" />
            </p>
          </ResultState>
        ) : notFound ? (
          <ResultState
            icon="warning"
            tone="warning"
            titleId="payment.notFound.title"
            actions={
              <ButtonLink href="/topups" size="lg">
                <FormattedMessage id="payment.topUp" />
              </ButtonLink>
            }
          >
            <p className="payment-result__text">
              <FormattedMessage id="payment.notFound.text" />
            </p>
          </ResultState>
        ) : topup.waiting || !topup.data ? (
          <ResultState icon="spinner" titleId="payment.waiting.title">
            <p className="payment-result__text">
              {topup.data ? (
                <FormattedMessage id="payment.waiting.text" values={{ amount: <Price money={topup.data.amount} /> }} />
              ) : (
                intl.formatMessage({ id: 'payment.waiting.checking' })
              )}
            </p>
          </ResultState>
        ) : (
          <ResultState
            icon="clock"
            tone="info"
            titleId="payment.slow.title"
            actions={
              <>
                <Button onClick={topup.retry}>
                  <Icon name="reload" size={18} />
                  <FormattedMessage id="payment.slow.check" />
                </Button>
                <ButtonLink href="/" variant="secondary">
                  <FormattedMessage id="payment.success.market" />
                </ButtonLink>
              </>
            }
          >
            <p className="payment-result__text">
              <FormattedMessage id="payment.slow.text" values={{ amount: <Price money={topup.data.amount} /> }} />
            </p>
          </ResultState>
        )}
      </section>
    </div>
  );
}

export function FailPaymentPage() {
  useTitle('title.paymentFailed');
  const topup = useReturnedTopup(false);
  return <FailContent topup={topup.data} guest={!topup.isAuth} />;
}

function FailContent({ topup, guest }: { topup?: TopupView; guest?: boolean }) {
  const retry = topup
    ? `/topups?amount=${amountText(topup.amount.amount)}&currency=${topup.amount.currency}`
    : '/topups';
  return (
    <div className="payment-result container">
      <section
        className="payment-result__card is-failed"
        aria-labelledby="payment-title"
        id="payment-result"
        data-status="failed"
      >
        <ResultState
          icon="error"
          tone="error"
          titleId="payment.fail.title"
          actions={
            <>
              {guest ? (
                <SignInButton />
              ) : (
                <ButtonLink href={retry} size="lg" className="payment-result__retry">
                  <Icon name="reload" size={18} />
                  <FormattedMessage id="payment.fail.retry" />
                </ButtonLink>
              )}
              <ButtonLink href="/" variant="secondary" size="lg">
                <FormattedMessage id="payment.success.market" />
              </ButtonLink>
            </>
          }
        >
          <p className="payment-result__text">
            {topup ? (
              <FormattedMessage id="payment.fail.textAmount" values={{ amount: <Price money={topup.amount} /> }} />
            ) : (
              <FormattedMessage id="payment.fail.text" />
            )}
          </p>
        </ResultState>
      </section>
    </div>
  );
}
