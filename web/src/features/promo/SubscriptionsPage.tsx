// The profile's "subscriptions" tab (spec trading-core 2): the promo codes used with their prizes and dates, free
// spins left, when the next code may be used, and R$ prizes (sent, or a link to send them to a game pass).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PromoSubscriptionsView } from '../../../../modules/promo/promo.schemas';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useTitle } from '../../shared/ui/useTitle';
import { useSubscriptions } from './api';
import { rbxPrizeHref } from '../../shared/promo/rbxPrize';
import '../../shared/ui/card.css';
import './promo.css';

export default function SubscriptionsPage() {
  useTitle('title.subscriptions');
  const { data, error, mutate } = useSubscriptions();
  if (!data) {
    return error ? <RetryBox message="subscriptions.error.load" onRetry={() => void mutate()} /> : <CardLoading />;
  }
  return (
    <>
      <Summary view={data} />
      <Codes view={data} />
      <RbxPrizes view={data} />
    </>
  );
}

function Summary({ view }: { view: PromoSubscriptionsView }) {
  const intl = useIntl();
  return (
    <section className="profile-card subs-summary" id="subs-summary">
      <div className="subs-summary__item">
        <span className="subs-summary__label">
          <FormattedMessage id="subscriptions.freeSpins" />
        </span>
        <strong className="subs-summary__value" id="subs-free-spins">
          {view.freeSpins}
        </strong>
        {view.freeSpins > 0 && (
          <ButtonLink href="/fortune" size="sm">
            <FormattedMessage id="subscriptions.spin" />
          </ButtonLink>
        )}
      </div>
      <div className="subs-summary__item">
        <span className="subs-summary__label">
          <FormattedMessage id="subscriptions.nextCode" />
        </span>
        <strong className="subs-summary__value subs-summary__value--text" id="subs-next-code">
          {view.nextCodeAt ? (
            intl.formatDate(view.nextCodeAt, { dateStyle: 'medium', timeStyle: 'short' })
          ) : (
            <FormattedMessage id="subscriptions.nextCode.now" />
          )}
        </strong>
        {!view.nextCodeAt && (
          <ButtonLink href="/promocode" size="sm" variant="secondary">
            <FormattedMessage id="subscriptions.enterCode" />
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function Codes({ view }: { view: PromoSubscriptionsView }) {
  const intl = useIntl();
  return (
    <section className="profile-card" aria-labelledby="subs-codes-title">
      <h2 id="subs-codes-title" className="profile-card__title">
        <Icon name="promo" size={22} />
        <FormattedMessage id="subscriptions.codes" />
      </h2>
      {view.subscriptions.length === 0 ? (
        <EmptyBox id="subs-empty">
          <p>
            <FormattedMessage id="subscriptions.empty" values={{ link: (t) => <Link href="/promocode">{t}</Link> }} />
          </p>
        </EmptyBox>
      ) : (
        <ul className="subs-list" id="subs-codes">
          {view.subscriptions.map((s) => (
            <li key={`${s.system}:${s.code}`} className="subs-list__row">
              <code className="subs-list__code">{s.code}</code>
              <span className="subs-list__prize">
                {s.system === 'item' ? (
                  <FormattedMessage id="subscriptions.prize.spins" values={{ count: s.spins }} />
                ) : (
                  <FormattedMessage id="promo.prize.rbx" values={{ amount: s.rbx }} />
                )}
              </span>
              <time className="subs-list__date" dateTime={s.createdAt}>
                {intl.formatDate(s.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RbxPrizes({ view }: { view: PromoSubscriptionsView }) {
  const intl = useIntl();
  if (view.rbxPrizes.length === 0) return null;
  return (
    <section className="profile-card" aria-labelledby="subs-rbx-title">
      <h2 id="subs-rbx-title" className="profile-card__title">
        <Icon name="robux" size={22} />
        <FormattedMessage id="subscriptions.rbx" />
      </h2>
      <ul className="subs-list" id="subs-rbx">
        {view.rbxPrizes.map((p) => (
          <li key={p.id} className="subs-list__row">
            <span className="subs-list__code">
              <FormattedMessage id="promo.prize.rbx" values={{ amount: p.amount }} />
            </span>
            <span className="subs-list__prize">
              <FormattedMessage
                id={p.source === 'code' ? 'subscriptions.rbx.fromCode' : 'subscriptions.rbx.fromSpin'}
              />
            </span>
            <time className="subs-list__date" dateTime={p.createdAt}>
              {intl.formatDate(p.createdAt, { dateStyle: 'medium' })}
            </time>
            {p.orderId ? (
              <span className="status-badge subs-list__state">
                <FormattedMessage id="subscriptions.rbx.sent" />
              </span>
            ) : (
              <ButtonLink href={rbxPrizeHref(p.id, p.amount)} size="sm">
                <FormattedMessage id="subscriptions.rbx.send" />
              </ButtonLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
