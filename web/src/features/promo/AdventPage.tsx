// /advent (spec trading-core 2 "advent calendar"): 24 doors of 1-24 December (UTC); today's door opens once per
// signed-in user and gives its prize; opened doors show theirs, the others stay shut. Out of season the calendar
// says when it opens.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { BALANCE_KEY } from '../../shared/api/keys';
import { store } from '../../shared/state/store';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import { adventKey, isPromoKey, openDoorCall, useAdvent } from './api';
import { AdventDoor } from './AdventDoor';
import { PromoLinks } from './PromoLinks';
import { errorCodeOf } from './wheelErrors';
import '../../shared/ui/card.css';
import '../../shared/form/form.css';
import './promo.css';

const DOOR_ERRORS: Record<string, string> = {
  DOOR_CLOSED: 'advent.error.closed',
  DOOR_ALREADY_OPENED: 'advent.error.opened',
};

export default function AdventPage() {
  useTitle('title.advent');
  const intl = useIntl();
  const { isAuth, currency } = useSnapshot(store);
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = useAdvent(isAuth);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (door: number) => {
    setBusy(true);
    setFailure(null);
    try {
      await mutate(adventKey(true), await openDoorCall(door), { revalidate: false });
      void mutate(isPromoKey);
      void mutate(BALANCE_KEY);
    } catch (err) {
      setFailure(DOOR_ERRORS[errorCodeOf(err) ?? ''] ?? 'advent.error.generic');
      void reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="container promo-page advent-page">
      <header className="promo-head">
        <h1 className="promo-head__title">
          <Icon name="star" size={30} />
          <FormattedMessage id="advent.title" />
        </h1>
        <p className="promo-head__intro">
          <FormattedMessage id="advent.intro" />
        </p>
      </header>
      {!data ? (
        error ? (
          <RetryBox message="advent.error.load" onRetry={() => void reload()} />
        ) : (
          <CardLoading />
        )
      ) : (
        <section className="profile-card advent" id="advent" data-season={data.today !== null}>
          {data.today === null ? (
            <p className="advent__closed" id="advent-closed" role="status">
              <FormattedMessage
                id="advent.closed"
                values={{
                  date: intl.formatDate(Date.UTC(nextSeasonYear(data.year), 11, 1), {
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  }),
                }}
              />
            </p>
          ) : (
            <p className="advent__today" id="advent-today">
              <FormattedMessage id="advent.today" values={{ door: data.today }} />
            </p>
          )}
          {!isAuth && data.today !== null && (
            <div className="giveaway-today__join">
              <SignInButton />
            </div>
          )}
          {failure && (
            <p className="field__error" role="alert" id="advent-error">
              <FormattedMessage id={failure} />
            </p>
          )}
          <ol className="advent__doors" aria-label={intl.formatMessage({ id: 'advent.doors' })}>
            {data.doors.map((door) => (
              <AdventDoor
                key={door.door}
                door={door}
                today={door.door === data.today}
                canOpen={isAuth}
                busy={busy}
                currency={currency}
                onOpen={() => void open(door.door)}
              />
            ))}
          </ol>
        </section>
      )}
      <PromoLinks current="advent" />
    </div>
  );
}

/** The calendar opens on 1 December of this year, or of the next once this year's 24 days are past. */
function nextSeasonYear(year: number): number {
  const now = new Date();
  return now.getUTCMonth() === 11 && now.getUTCDate() > 24 ? year + 1 : year;
}
