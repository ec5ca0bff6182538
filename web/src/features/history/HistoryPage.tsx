// /profile/history (spec trading-core 2 "History tables", 3 "History row columns" and statuses): tabs
// Purchases, Sales, Top-ups and Cash-outs, each with a status filter and pages. The tab, the filter and
// the page live in the address (?tab=&status=&page=), so Back and a shared link show the same view.
// Deposits and withdrawal trades come with the trading issues.
import { type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import type { PurchasedItemView, SaleView } from '../../../../modules/orders/orders.schemas';
import type { CashoutView, HistoryStatus, Paged, TopupView } from '../../../../modules/wallet/wallet.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { Button } from '../../shared/ui/Button';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { ProfileLoading, ProfileShell } from '../profile/ProfileShell';
import { historyKey, type HistoryKind } from '../wallet/walletKeys';
import { CashoutsTable, Pager, PurchasesTable, SalesTable, TopupsTable } from './tables';
import './history.css';

export const HISTORY_TABS: { id: HistoryKind; icon: IconName }[] = [
  { id: 'purchases', icon: 'bag' },
  { id: 'sales', icon: 'tag' },
  { id: 'topups', icon: 'wallet' },
  { id: 'cashouts', icon: 'cashout' },
];
/** The spec's history statuses (trading-core 3), the values of the status filter. */
export const HISTORY_STATUSES: HistoryStatus[] = ['created', 'paid', 'delivery', 'on_check', 'failed'];

interface View {
  tab: HistoryKind;
  status: HistoryStatus | null;
  page: number;
}

export function readView(search: string): View {
  const query = new URLSearchParams(search);
  const tab = HISTORY_TABS.find((t) => t.id === query.get('tab'))?.id ?? 'purchases';
  const status = HISTORY_STATUSES.find((s) => s === query.get('status')) ?? null;
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(query.get('page'))) || 1));
  return { tab, status, page };
}

function viewSearch(view: View): string {
  const query = new URLSearchParams();
  if (view.tab !== 'purchases') query.set('tab', view.tab);
  if (view.status) query.set('status', view.status);
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export default function HistoryPage() {
  useTitle('title.history');
  return (
    <ProfileShell>
      <History />
    </ProfileShell>
  );
}

function History() {
  const intl = useIntl();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = readView(search);
  const go = (next: Partial<View>, replace = false) => navigate(`${location}${viewSearch({ ...view, ...next })}`, { replace });

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = HISTORY_TABS.findIndex((t) => t.id === view.tab);
    const next = HISTORY_TABS[(index + step + HISTORY_TABS.length) % HISTORY_TABS.length]!;
    go({ tab: next.id, page: 1, status: null });
    const group = event.currentTarget;
    requestAnimationFrame(() => group.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus());
  };

  return (
    <section className="profile-card history" aria-labelledby="history-title">
      <h2 id="history-title" className="profile-card__title">
        <Icon name="history" size={20} />
        <FormattedMessage id="history.title" />
      </h2>
      <div role="tablist" className="history-tabs" aria-label={intl.formatMessage({ id: 'history.tabs' })} onKeyDown={onTabKey}>
        {HISTORY_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`history-tab-${tab.id}`}
            aria-selected={view.tab === tab.id}
            aria-controls="history-tabpanel"
            tabIndex={view.tab === tab.id ? 0 : -1}
            className="history-tabs__tab"
            onClick={() => go({ tab: tab.id, page: 1, status: null })}
          >
            <Icon name={tab.icon} size={16} />
            <FormattedMessage id={`history.tab.${tab.id}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id="history-tabpanel" aria-labelledby={`history-tab-${view.tab}`} className="history-panel-wrap">
        <HistoryPanel key={view.tab} view={view} onChange={go} />
      </div>
    </section>
  );
}

type AnyRow = PurchasedItemView | SaleView | TopupView | CashoutView;

function HistoryPanel({ view, onChange }: { view: View; onChange: (next: Partial<View>, replace?: boolean) => void }) {
  const intl = useIntl();
  const { data, error, isLoading, isValidating, mutate } = useSWR<Paged<AnyRow>>(historyKey(view.tab, view.page, view.status), jsonFetcher, {
    keepPreviousData: true,
  });
  return (
    <div className="history-panel-body">
      <div className="history-toolbar">
        <label className="history-filter">
          <span className="field__label">
            <FormattedMessage id="history.filter.label" />
          </span>
          <span className="field__control">
            <select
              id="history-status"
              className="field__input field__select"
              value={view.status ?? ''}
              onChange={(event) => onChange({ status: (event.target.value || null) as HistoryStatus | null, page: 1 }, true)}
            >
              <option value="">{intl.formatMessage({ id: 'history.filter.all' })}</option>
              {HISTORY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `history.filter.${s}` })}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </span>
        </label>
        {data && (
          <p className="history-count" aria-live="polite">
            <FormattedMessage id="history.count" values={{ count: data.total }} />
          </p>
        )}
      </div>
      {error && !data ? (
        <div className="history-empty" role="alert">
          <p>
            <FormattedMessage id="history.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </div>
      ) : isLoading && !data ? (
        <ProfileLoading />
      ) : !data || data.rows.length === 0 ? (
        <div className="history-empty" id="history-empty">
          <Icon name="history" size={32} />
          <p>
            <FormattedMessage id={view.status ? 'history.empty.filtered' : `history.empty.${view.tab}`} />
          </p>
        </div>
      ) : (
        <div className={isValidating ? 'history-panel-body is-busy' : 'history-panel-body'} aria-busy={isValidating || undefined}>
          {view.tab === 'purchases' && <PurchasesTable rows={data.rows as PurchasedItemView[]} />}
          {view.tab === 'sales' && <SalesTable rows={data.rows as SaleView[]} />}
          {view.tab === 'topups' && <TopupsTable rows={data.rows as TopupView[]} />}
          {view.tab === 'cashouts' && <CashoutsTable rows={data.rows as CashoutView[]} />}
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} busy={isValidating} onPage={(page) => onChange({ page })} />
        </div>
      )}
    </div>
  );
}
