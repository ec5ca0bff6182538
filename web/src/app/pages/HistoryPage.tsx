// /profile/history (spec trading-core 2 "History tables", 3 "History row columns" and statuses): tabs
// Purchases, Sales, Deposits (quick sales), Withdrawals, Top-ups and Cash-outs, each with a status filter and
// pages. The tab, the filter and the page live in the address (?tab=&status=&page=), so Back and a shared
// link show the same view. The page puts together the tables of four features, the purchases' (purchases,
// sales), the seller's (deposits), the withdrawals' and the wallet's (top-ups, cash-outs): it lives in the app.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { PurchasedItemView, SaleView } from '../../../../modules/orders/orders.schemas';
import type { CashoutView, HistoryStatus, TopupView } from '../../../../modules/wallet/wallet.schemas';
import type { DepositHistoryRow } from '../../../../modules/quick-sale/quick-sale.schemas';
import type { WithdrawalHistoryRow } from '../../../../modules/withdrawals/withdrawals.schemas';
import type { RbxHistoryRow } from '../../../../modules/rbx/rbx.schemas';
import type { HistoryKind } from '../../shared/api/keys';
import { useHistoryPage } from '../../shared/api/queries';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { Pager } from '../../shared/ui/Pager';
import { TabPanel, Tabs } from '../../shared/ui/Tabs';
import { useTitle } from '../../shared/ui/useTitle';
import { PurchasesTable, SalesTable } from '../../features/purchases/historyTables';
import { DepositsTable } from '../../features/seller/historyTables';
import { CashoutsTable, TopupsTable } from '../../features/wallet/historyTables';
import { WithdrawalsTable } from '../../features/withdrawals/historyTables';
import { RbxTable } from '../../features/rbx/historyTables';
import '../../shared/ui/card.css';
import './history.css';

type AnyRow =
  | PurchasedItemView
  | SaleView
  | DepositHistoryRow
  | WithdrawalHistoryRow
  | TopupView
  | CashoutView
  | RbxHistoryRow;

/** In the spec's order (trading-core 2): purchases, sales, deposits, withdrawals, balance top-ups, cash-outs. */
export const HISTORY_TABS: { id: HistoryKind; icon: IconName }[] = [
  { id: 'purchases', icon: 'bag' },
  { id: 'sales', icon: 'tag' },
  { id: 'deposits', icon: 'trade' },
  { id: 'withdrawals', icon: 'collect' },
  { id: 'topups', icon: 'wallet' },
  { id: 'cashouts', icon: 'cashout' },
  // R$ orders (trading-core 1): not one of the spec's six tables, but a buyer's money record all the same.
  { id: 'rbx', icon: 'robux' },
];
/** The spec's history statuses (trading-core 3), the values of the status filter. */
export const HISTORY_STATUSES: HistoryStatus[] = ['created', 'paid', 'delivery', 'on_check', 'failed'];

const TAB_IDS = 'history-tab';
const PANEL_ID = 'history-tabpanel';

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
  const intl = useIntl();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = readView(search);
  const go = (next: Partial<View>, replace = false) =>
    navigate(`${location}${viewSearch({ ...view, ...next })}`, { replace });

  return (
    <section className="profile-card history" aria-labelledby="history-title">
      <h2 id="history-title" className="profile-card__title">
        <Icon name="history" size={20} />
        <FormattedMessage id="history.title" />
      </h2>
      <Tabs
        label={intl.formatMessage({ id: 'history.tabs' })}
        className="history-tabs"
        idPrefix={TAB_IDS}
        panelId={PANEL_ID}
        tabs={HISTORY_TABS.map((tab) => ({
          id: tab.id,
          icon: tab.icon,
          label: <FormattedMessage id={`history.tab.${tab.id}`} />,
        }))}
        selected={view.tab}
        onSelect={(tab) => go({ tab, page: 1, status: null })}
      />
      <TabPanel idPrefix={TAB_IDS} panelId={PANEL_ID} selected={view.tab} className="history-panel-wrap">
        <HistoryPanel key={view.tab} view={view} onChange={go} />
      </TabPanel>
    </section>
  );
}

function HistoryPanel({ view, onChange }: { view: View; onChange: (next: Partial<View>, replace?: boolean) => void }) {
  const intl = useIntl();
  const { data, error, isLoading, isValidating, mutate } = useHistoryPage<AnyRow>(view.tab, view.page, view.status);
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
              onChange={(event) =>
                onChange({ status: (event.target.value || null) as HistoryStatus | null, page: 1 }, true)
              }
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
        <EmptyBox alert>
          <p>
            <FormattedMessage id="history.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </EmptyBox>
      ) : isLoading && !data ? (
        <CardLoading />
      ) : !data || data.rows.length === 0 ? (
        <EmptyBox id="history-empty">
          <Icon name="history" size={32} />
          <p>
            <FormattedMessage id={view.status ? 'history.empty.filtered' : `history.empty.${view.tab}`} />
          </p>
        </EmptyBox>
      ) : (
        <div
          className={isValidating ? 'history-panel-body is-busy' : 'history-panel-body'}
          aria-busy={isValidating || undefined}
        >
          {view.tab === 'purchases' && <PurchasesTable rows={data.rows as PurchasedItemView[]} />}
          {view.tab === 'sales' && <SalesTable rows={data.rows as SaleView[]} />}
          {view.tab === 'deposits' && <DepositsTable rows={data.rows as DepositHistoryRow[]} />}
          {view.tab === 'withdrawals' && <WithdrawalsTable rows={data.rows as WithdrawalHistoryRow[]} />}
          {view.tab === 'topups' && <TopupsTable rows={data.rows as TopupView[]} />}
          {view.tab === 'cashouts' && <CashoutsTable rows={data.rows as CashoutView[]} />}
          {view.tab === 'rbx' && <RbxTable rows={data.rows as RbxHistoryRow[]} />}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            busy={isValidating}
            onPage={(page) => onChange({ page })}
          />
        </div>
      )}
    </div>
  );
}
