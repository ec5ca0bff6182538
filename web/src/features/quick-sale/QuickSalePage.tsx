// Quick sale (spec trading-core 2 /profile/trade/fast-sell, 4 "Quick sale", 7 StartDepositTrade and the deposit
// trade's real-time events, 8 "Quick sale start", 9 "bought within about 10 minutes"): the seller sells synced
// items to the site at once, through a trade with one of the site's fleet bots. The page shows the current quick
// sales first (under way: the seller has something to do in the game; or just ended: how it went), then the offer
// of the current game's linked accounts (pick one, tick items, see the total, Start), then the earlier ones.
// Everything follows the socket's events (shared/realtime: the bots' deposit trade events and QUICK_SALE_CHANGED).
import { type ComponentProps, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useAccounts } from '../../shared/api/queries';
import { HttpError } from '../../shared/api/HttpError';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { useOffer, useQuickSales, type QuickSaleView } from './api';
import { OfferPanel } from './OfferPanel';
import { SaleCard } from './SaleCard';
import { splitSales } from './saleRules';
import '../../shared/ui/card.css';
import './quickSale.css';

/** Earlier quick sales shown before "Show all". */
const ENDED_SHOWN = 5;

export default function QuickSalePage() {
  useTitle('title.quickSale');
  const { flags } = useSnapshot(store);
  if (flags.fastSale === false) return <Unavailable />;
  return <QuickSale />;
}

/** The server refused because the flag is off there (the page's flags may be older). */
const disabled = (error: unknown) =>
  error instanceof HttpError && (error.data as { errorCode?: unknown } | null)?.errorCode === 'FEATURE_DISABLED';

function QuickSale() {
  const { game, currency } = useSnapshot(store);
  const accounts = useAccounts(game);
  const sales = useQuickSales(game, true);
  // A quick sale seen running here stays among the current ones when it ends: its result shows where it was followed.
  const seenRunning = useRef(new Set<string>()).current;
  const hasAccounts = (accounts.data?.accounts.length ?? 0) > 0;
  const offer = useOffer(game, currency, hasAccounts);

  if (disabled(offer.error) || disabled(sales.error)) return <Unavailable />;
  if (accounts.error && !accounts.data) {
    return (
      <section className="profile-card quick-sale-failure" role="alert">
        <p>
          <FormattedMessage id="quickSale.accountsFailed" />
        </p>
        <Button variant="secondary" size="sm" onClick={() => void accounts.mutate()}>
          <Icon name="reload" size={18} />
          <FormattedMessage id="market.error.retry" />
        </Button>
      </section>
    );
  }
  if (!accounts.data) return <CardLoading />;

  for (const sale of sales.data?.quickSales ?? []) if (sale.state === 'active') seenRunning.add(sale.id);
  const { current, earlier } = splitSales(sales.data?.quickSales ?? [], seenRunning, Date.now());
  return (
    <>
      {current.length > 0 && <SalesSection kind="current" sales={current} />}
      {hasAccounts ? (
        // A game switch starts the offer afresh (its account, ticks and notices are the other game's).
        <OfferPanel key={game} accounts={accounts.data.accounts} offer={offer} game={game} currency={currency} />
      ) : (
        <NoAccounts />
      )}
      {sales.error && !sales.data && (
        <EmptyBox alert>
          <p>
            <FormattedMessage id="quickSale.list.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void sales.mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </EmptyBox>
      )}
      {earlier.length > 0 && <SalesSection kind="earlier" sales={earlier} />}
    </>
  );
}

function SalesSection({ kind, sales }: { kind: 'current' | 'earlier'; sales: QuickSaleView[] }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const shown = kind === 'current' || all ? sales : sales.slice(0, ENDED_SHOWN);
  const running = sales.filter((s) => s.state === 'active').length;
  const titleId = `quick-sales-${kind}-title`;
  return (
    <section
      className={`profile-card quick-sales quick-sales--${kind}`}
      aria-labelledby={titleId}
      id={`quick-sales-${kind}`}
    >
      <div className="seller-section-head">
        <h2 id={titleId} className="profile-card__title quick-sale-title">
          <Icon name={kind === 'current' ? 'clock' : 'history'} size={20} />
          <FormattedMessage id={`quickSale.list.${kind}`} />
        </h2>
        <span className="seller-section-head__meta" id={`quick-sales-${kind}-count`}>
          {kind === 'current' && running > 0 ? (
            <FormattedMessage id="quickSale.list.running" values={{ count: running }} />
          ) : (
            <FormattedMessage id="quickSale.list.count" values={{ count: sales.length }} />
          )}
        </span>
      </div>
      <ul className="quick-sales__list" aria-label={intl.formatMessage({ id: `quickSale.list.${kind}` })}>
        {shown.map((sale) => (
          <li key={sale.id}>
            <SaleCard sale={sale} expanded={kind === 'current'} />
          </li>
        ))}
      </ul>
      {shown.length < sales.length && (
        <div className="quick-sales__more">
          <Button variant="secondary" size="sm" onClick={() => setAll(true)} id="quick-sales-all">
            <FormattedMessage id="quickSale.list.showAll" values={{ count: sales.length }} />
          </Button>
        </div>
      )}
    </section>
  );
}

/** No linked account in this game: quick sale takes items from one (spec trading-core 6: sellers use it). */
function NoAccounts() {
  return (
    <EmptyState
      id="quick-sale-no-accounts"
      icon="gamepad"
      messages="quickSale.noAccounts"
      action={{ href: '/profile/trade/connected', icon: 'plus', size: 'lg' }}
    />
  );
}

/** The fastSale flag is off (spec accounts-platform 6): the page says so and leads to selling on the market. */
function Unavailable() {
  return (
    <EmptyState
      id="quick-sale-unavailable"
      icon="coin"
      messages="quickSale.disabled"
      action={{ href: '/profile/trade/inventory', icon: 'inventory', variant: 'secondary' }}
    />
  );
}

/** A card in place of the page: an icon, {messages}.title and .text, and a link whose label is {messages}.action. */
function EmptyState({
  id,
  icon,
  messages,
  action,
}: {
  id: string;
  icon: IconName;
  messages: string;
  action: { href: string; icon: IconName } & Pick<ComponentProps<typeof ButtonLink>, 'size' | 'variant'>;
}) {
  return (
    <section className="profile-card quick-sale-empty" aria-labelledby={`${id}-title`} id={id}>
      <Icon name={icon} size={56} className="quick-sale-empty__icon" />
      <h2 id={`${id}-title`} className="quick-sale-empty__title">
        <FormattedMessage id={`${messages}.title`} />
      </h2>
      <p className="quick-sale-empty__text">
        <FormattedMessage id={`${messages}.text`} />
      </p>
      <ButtonLink href={action.href} size={action.size} variant={action.variant} className="quick-sale-empty__action">
        <Icon name={action.icon} size={20} />
        <FormattedMessage id={`${messages}.action`} />
      </ButtonLink>
    </section>
  );
}
