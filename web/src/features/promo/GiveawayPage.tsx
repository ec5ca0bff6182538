// /giveaway (spec trading-core 2, 9): today's prize, its committed seed hash, the entries and a countdown to the draw;
// a signed-in user joins (not within 24 hours of a win) and sees their entry number. The last draw shows its proof,
// verifiable in the browser. Live: a draw reloads the page, a win is said in a toast.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { GiveawayView } from '../../../../modules/promo/giveaway.schemas';
import type { Currency } from '../../../../kernel';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import { useNow } from '../../shared/time/useNow';
import { giveawayKey, joinGiveawayCall, useGiveaway } from './api';
import { GiveawayProof } from './GiveawayProof';
import { hoursLeft } from './hoursLeft';
import { PromoLinks } from './PromoLinks';
import { balanceText } from './prizeText';
import { useGiveawayLive } from './useGiveawayLive';
import { errorCodeOf } from './wheelErrors';
import { HttpError } from '../../shared/api/HttpError';
import '../../shared/ui/card.css';
import '../../shared/form/form.css';
import './promo.css';

export default function GiveawayPage() {
  useTitle('title.giveaway');
  const { isAuth, currency } = useSnapshot(store);
  const key = giveawayKey(isAuth);
  const { data, error, mutate } = useGiveaway(isAuth);
  useGiveawayLive(key);
  return (
    <div className="container promo-page giveaway-page">
      <header className="promo-head">
        <h1 className="promo-head__title">
          <Icon name="gift" size={30} />
          <FormattedMessage id="giveaway.title" />
        </h1>
        <p className="promo-head__intro">
          <FormattedMessage id="giveaway.intro" />
        </p>
      </header>
      {!data ? (
        error ? (
          <RetryBox message="giveaway.error.load" onRetry={() => void mutate()} />
        ) : (
          <CardLoading />
        )
      ) : (
        <div className="giveaway-board">
          <Today view={data} signedIn={isAuth} currency={currency} />
          {data.lastDraw ? (
            <GiveawayProof key={data.lastDraw.day} draw={data.lastDraw} currency={currency} />
          ) : (
            <section className="profile-card">
              <p className="fairness__empty">
                <FormattedMessage id="giveaway.last.none" />
              </p>
            </section>
          )}
        </div>
      )}
      <PromoLinks current="giveaway" />
    </div>
  );
}

function Today({ view, signedIn, currency }: { view: GiveawayView; signedIn: boolean; currency: Currency }) {
  const intl = useIntl();
  const now = useNow(true);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ id: string; values?: Record<string, string> } | null>(null);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await mutate(giveawayKey(true), await joinGiveawayCall(), { revalidate: false });
    } catch (failure) {
      const nextAt =
        failure instanceof HttpError
          ? ((failure.data as { details?: { nextAt?: string } } | null)?.details?.nextAt ?? null)
          : null;
      setError(
        errorCodeOf(failure) === 'GIVEAWAY_WON_RECENTLY' && nextAt
          ? {
              id: 'giveaway.error.wonRecently',
              values: { time: intl.formatDate(nextAt, { dateStyle: 'medium', timeStyle: 'short' }) },
            }
          : { id: 'giveaway.error.join' },
      );
    } finally {
      setBusy(false);
    }
  };
  const paused = view.pausedUntil && Date.parse(view.pausedUntil) > now;
  return (
    <section className="profile-card giveaway-today" id="giveaway-today" aria-labelledby="giveaway-today-title">
      <h2 id="giveaway-today-title" className="profile-card__title">
        <FormattedMessage id="giveaway.today.title" />
      </h2>
      <p className="giveaway-today__prize" id="giveaway-prize">
        {balanceText(intl, view.prize, currency)}
      </p>
      <dl className="giveaway-today__facts">
        <div>
          <dt>
            <FormattedMessage id="giveaway.today.drawsIn" />
          </dt>
          <dd className="giveaway-today__countdown" id="giveaway-countdown">
            <time dateTime={view.drawsAt}>{hoursLeft(Date.parse(view.drawsAt) - now)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="giveaway.today.entries" />
          </dt>
          <dd id="giveaway-entries">{view.entries}</dd>
        </div>
      </dl>
      <dl className="proof__facts">
        <dt>
          <FormattedMessage id="giveaway.today.seedHash" />
        </dt>
        <dd>
          <code id="giveaway-seed-hash">{view.seedHash}</code>
        </dd>
      </dl>
      {!signedIn ? (
        <div className="giveaway-today__join">
          <p className="fortune-stage__hint">
            <FormattedMessage id="giveaway.signIn" />
          </p>
          <SignInButton />
        </div>
      ) : view.myEntry !== null ? (
        <p className="giveaway-today__entry" id="my-entry" role="status">
          <Icon name="check" size={20} />
          <FormattedMessage id="giveaway.today.myEntry" values={{ number: view.myEntry }} />
        </p>
      ) : paused ? (
        <p className="fortune-stage__hint" id="giveaway-paused">
          <FormattedMessage
            id="giveaway.error.wonRecently"
            values={{ time: intl.formatDate(view.pausedUntil!, { dateStyle: 'medium', timeStyle: 'short' }) }}
          />
        </p>
      ) : (
        <Button size="lg" id="giveaway-join" disabled={busy} aria-busy={busy} onClick={() => void join()}>
          <FormattedMessage id="giveaway.join" />
        </Button>
      )}
      {error && (
        <p className="field__error" role="alert" id="giveaway-error">
          <FormattedMessage id={error.id} values={error.values} />
        </p>
      )}
    </section>
  );
}
