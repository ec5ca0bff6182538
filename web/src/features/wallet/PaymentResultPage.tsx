// Where the payment provider sends the browser back (spec accounts-platform 2.2: success-payment and
// fail-payment, public pages). Success waits for the credit (the provider's webhook may land a moment
// after the browser), then shows the amount; failure offers to try again.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { TopupView } from '../../../../modules/wallet/wallet.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { jsonFetcher } from '../../shared/api/fetchers';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { Price } from '../market/display';
import { isMoneyKey, topupKey } from './walletKeys';
import './wallet.css';

/** How often, and for how long, the success page asks whether the top-up was credited. */
const POLL_MS = 1000;
const POLL_FOR_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function useTopup(poll: boolean) {
  const search = useSearch();
  const { isAuth } = useSnapshot(store);
  const id = new URLSearchParams(search).get('topup') ?? '';
  const valid = UUID.test(id);
  const [started] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(true);
  const { data, error, mutate } = useSWR<TopupView>(isAuth && valid ? topupKey(id) : null, jsonFetcher, {
    refreshInterval: (latest) => (poll && waiting && (!latest || latest.status === 'created') ? POLL_MS : 0),
    dedupingInterval: 0,
  });
  useEffect(() => {
    if (!poll) return;
    const timer = setTimeout(() => setWaiting(false), Math.max(0, started + POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [poll, started]);
  return { id, valid, isAuth, data, error, waiting, retry: () => { setWaiting(true); void mutate(); } };
}

function SignInPrompt() {
  return (
    <Button
      onClick={() => {
        rememberRedirect(window.location.pathname + window.location.search);
        openAuth('login');
      }}
    >
      <Icon name="user" size={18} />
      <FormattedMessage id="header.signIn" />
    </Button>
  );
}

export function SuccessPaymentPage() {
  useTitle('title.paymentSuccess');
  const intl = useIntl();
  const topup = useTopup(true);
  const { mutate } = useSWRConfig();
  const paid = topup.data?.status === 'paid';
  // Once credited: the header balance and the histories are stale.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!paid || refreshed.current) return;
    refreshed.current = true;
    void mutate(isMoneyKey);
  }, [paid, mutate]);

  if (topup.data?.status === 'failed') return <FailContent topup={topup.data} />;
  const notFound = !topup.valid || (topup.error instanceof HttpError && topup.error.code === 404);
  return (
    <div className="payment-result container">
      <section className={`payment-result__card${paid ? ' is-paid' : ''}`} aria-labelledby="payment-title" aria-live="polite" id="payment-result" data-status={topup.data?.status ?? 'unknown'}>
        {paid && topup.data ? (
          <>
            <span className="payment-result__icon payment-result__icon--success" aria-hidden="true">
              <Icon name="success" size={44} />
            </span>
            <h1 id="payment-title" className="payment-result__title">
              <FormattedMessage id="payment.success.title" />
            </h1>
            <p className="payment-result__amount" id="payment-amount">
              <FormattedMessage id="payment.success.amount" values={{ amount: <Price money={topup.data.amount} /> }} />
            </p>
            <p className="payment-result__text">
              <FormattedMessage id="payment.success.text" />
            </p>
            <div className="payment-result__actions">
              <ButtonLink href="/" size="lg">
                <Icon name="market" size={18} />
                <FormattedMessage id="payment.success.market" />
              </ButtonLink>
              <ButtonLink href="/profile/history?tab=topups" variant="secondary" size="lg">
                <FormattedMessage id="payment.history" />
              </ButtonLink>
            </div>
          </>
        ) : !topup.isAuth ? (
          <>
            <span className="payment-result__icon" aria-hidden="true">
              <Icon name="info" size={44} />
            </span>
            <h1 id="payment-title" className="payment-result__title">
              <FormattedMessage id="payment.success.titleGuest" />
            </h1>
            <p className="payment-result__text">
              <FormattedMessage id="payment.signInToSee" />
            </p>
            <div className="payment-result__actions">
              <SignInPrompt />
            </div>
          </>
        ) : notFound ? (
          <>
            <span className="payment-result__icon payment-result__icon--warning" aria-hidden="true">
              <Icon name="warning" size={44} />
            </span>
            <h1 id="payment-title" className="payment-result__title">
              <FormattedMessage id="payment.notFound.title" />
            </h1>
            <p className="payment-result__text">
              <FormattedMessage id="payment.notFound.text" />
            </p>
            <div className="payment-result__actions">
              <ButtonLink href="/topups" size="lg">
                <FormattedMessage id="payment.topUp" />
              </ButtonLink>
            </div>
          </>
        ) : topup.waiting || !topup.data ? (
          <>
            <span className="spinner payment-result__spinner" aria-hidden="true" />
            <h1 id="payment-title" className="payment-result__title">
              <FormattedMessage id="payment.waiting.title" />
            </h1>
            <p className="payment-result__text">
              {topup.data ? (
                <FormattedMessage id="payment.waiting.text" values={{ amount: <Price money={topup.data.amount} /> }} />
              ) : (
                intl.formatMessage({ id: 'payment.waiting.checking' })
              )}
            </p>
          </>
        ) : (
          <>
            <span className="payment-result__icon payment-result__icon--info" aria-hidden="true">
              <Icon name="clock" size={44} />
            </span>
            <h1 id="payment-title" className="payment-result__title">
              <FormattedMessage id="payment.slow.title" />
            </h1>
            <p className="payment-result__text">
              <FormattedMessage id="payment.slow.text" values={{ amount: <Price money={topup.data.amount} /> }} />
            </p>
            <div className="payment-result__actions">
              <Button onClick={topup.retry}>
                <Icon name="reload" size={18} />
                <FormattedMessage id="payment.slow.check" />
              </Button>
              <ButtonLink href="/" variant="secondary">
                <FormattedMessage id="payment.success.market" />
              </ButtonLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export function FailPaymentPage() {
  useTitle('title.paymentFailed');
  const topup = useTopup(false);
  return <FailContent topup={topup.data} guest={!topup.isAuth} />;
}

function FailContent({ topup, guest }: { topup?: TopupView; guest?: boolean }) {
  const retry = topup ? `/topups?amount=${(topup.amount.amount / 100).toFixed(2)}&currency=${topup.amount.currency}` : '/topups';
  return (
    <div className="payment-result container">
      <section className="payment-result__card is-failed" aria-labelledby="payment-title" id="payment-result" data-status="failed">
        <span className="payment-result__icon payment-result__icon--error" aria-hidden="true">
          <Icon name="error" size={44} />
        </span>
        <h1 id="payment-title" className="payment-result__title">
          <FormattedMessage id="payment.fail.title" />
        </h1>
        <p className="payment-result__text">
          {topup ? (
            <FormattedMessage id="payment.fail.textAmount" values={{ amount: <Price money={topup.amount} /> }} />
          ) : (
            <FormattedMessage id="payment.fail.text" />
          )}
        </p>
        <div className="payment-result__actions">
          {guest ? (
            <SignInPrompt />
          ) : (
            <ButtonLink href={retry} size="lg" className="payment-result__retry">
              <Icon name="reload" size={18} />
              <FormattedMessage id="payment.fail.retry" />
            </ButtonLink>
          )}
          <ButtonLink href="/" variant="secondary" size="lg">
            <FormattedMessage id="payment.success.market" />
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
