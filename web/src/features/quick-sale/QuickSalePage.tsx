// Quick sale (spec trading-core 2 /profile/trade/fast-sell, 4 "Quick sale", 7 StartDepositTrade and the deposit
// trade's real-time events, 8 "Quick sale start", 9 "bought within about 10 minutes"): the seller sells synced
// items to the site at once, through a trade with one of the site's fleet bots. The page shows the current quick
// sales first (under way: the seller has something to do in the game; or just ended: how it went), then the offer
// of the current game's linked accounts (pick one, tick items, see the total, Start), then the earlier ones.
// Everything follows the socket's events (shared/realtime: the bots' deposit trade events and QUICK_SALE_CHANGED).
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useAccounts } from '../../shared/api/queries';
import { HttpError } from '../../shared/api/HttpError';
import { store } from '../../shared/state/store';
import { TradeEmptyState } from '../../shared/trades/TradeEmptyState';
import { TradeListSection } from '../../shared/trades/TradeListSection';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useTitle } from '../../shared/ui/useTitle';
import { useOffer, useQuickSales, type QuickSaleView } from './api';
import { OfferPanel } from './OfferPanel';
import { SaleCard } from './SaleCard';
import { splitSales } from './saleRules';
import '../../shared/ui/card.css';
import './quickSale.css';

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
        <RetryBox message="quickSale.list.loadFailed" onRetry={() => void sales.mutate()} />
      )}
      {earlier.length > 0 && <SalesSection kind="earlier" sales={earlier} />}
    </>
  );
}

function SalesSection({ kind, sales }: { kind: 'current' | 'earlier'; sales: QuickSaleView[] }) {
  return (
    <TradeListSection
      kind={kind}
      trades={sales}
      idPrefix="quick-sales"
      messages="quickSale.list"
      render={(sale, expanded) => <SaleCard sale={sale} expanded={expanded} />}
    />
  );
}

/** No linked account in this game: quick sale takes items from one (spec trading-core 6: sellers use it). */
function NoAccounts() {
  return (
    <TradeEmptyState
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
    <TradeEmptyState
      id="quick-sale-unavailable"
      icon="coin"
      messages="quickSale.disabled"
      action={{ href: '/profile/trade/inventory', icon: 'inventory', variant: 'secondary' }}
    />
  );
}
