// The profile's autopurchases (spec trading-core 2 /profile/autobuy, 1 "set autopurchases"): the open ones, each
// with its pieces bought so far (live: the socket's AUTOPURCHASE_CHANGED re-reads the list in place), editable and
// cancellable; and those that ended (?status=ended), with how. New ones start from the market's cards and item pages.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { AutopurchaseView } from '../../../../modules/autopurchases/autopurchases.schemas';
import { AUTOPURCHASES_ACTIVE_MAX } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { PURCHASED_PATH } from '../../shared/autobuy/paths';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { TabPanel, Tabs } from '../../shared/ui/Tabs';
import { useTitle } from '../../shared/ui/useTitle';
import { useAutopurchases, type AutopurchasesStatus } from './api';
import { AutopurchaseRow } from './AutopurchaseRow';
import { CancelDialog } from './CancelDialog';
import { EditDialog } from './EditDialog';
import { HowAutobuyWorks } from './HowAutobuyWorks';
import '../../shared/ui/card.css';
import './autobuy.css';

const TAB_IDS = 'autobuy-tab';
const PANEL_ID = 'autobuy-panel';

export default function AutobuyListPage() {
  useTitle('autobuy.list.title');
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const status: AutopurchasesStatus = new URLSearchParams(search).get('status') === 'ended' ? 'ended' : 'active';
  const { game } = useSnapshot(store);
  const shown = useAutopurchases(game, status);
  // The open ones are read on both tabs: their tab says how many.
  const active = useAutopurchases(game, 'active');
  const list = shown.data?.autopurchases;
  const openCount = active.data?.autopurchases.length;

  const [editing, setEditing] = useState<AutopurchaseView | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [session, setSession] = useState(0);
  const [cancelling, setCancelling] = useState<AutopurchaseView | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  return (
    <section className="profile-card autobuy-list" aria-labelledby="autobuy-title" data-status={status}>
      <div className="seller-section-head autobuy-list__head">
        <h2 id="autobuy-title" className="profile-card__title">
          <Icon name="repeat" size={20} />
          <FormattedMessage id="autobuy.list.title" />
        </h2>
        <ButtonLink href="/" size="sm" className="autobuy-list__add">
          <Icon name="plus" size={16} />
          <FormattedMessage id="autobuy.list.add" />
        </ButtonLink>
      </div>
      <p className="autobuy-list__note">
        <Icon name="info" size={18} />
        <span>
          <FormattedMessage
            id="autobuy.list.note"
            values={{
              minutes: COLLECT_MINUTES,
              link: (chunks) => <Link href={PURCHASED_PATH}>{chunks}</Link>,
            }}
          />
        </span>
      </p>
      <Tabs
        label={intl.formatMessage({ id: 'autobuy.list.tabs' })}
        className="autobuy-tabs"
        idPrefix={TAB_IDS}
        panelId={PANEL_ID}
        tabs={[
          {
            id: 'active',
            label: (
              <FormattedMessage
                id={openCount === undefined ? 'autobuy.list.tabActive' : 'autobuy.list.tabActiveCount'}
                values={{ count: openCount ?? 0 }}
              />
            ),
          },
          { id: 'ended', label: <FormattedMessage id="autobuy.list.tabEnded" /> },
        ]}
        selected={status}
        onSelect={(tab) => navigate(tab === 'ended' ? `${location}?status=ended` : location, { replace: true })}
      />
      <TabPanel idPrefix={TAB_IDS} panelId={PANEL_ID} selected={status} className="autobuy-panel">
        {shown.error && !shown.data ? (
          <RetryBox message="autobuy.list.loadFailed" onRetry={() => void shown.mutate()} />
        ) : !list ? (
          <CardLoading inline />
        ) : list.length === 0 ? (
          <Empty status={status} />
        ) : (
          <>
            {status === 'active' && list.length >= AUTOPURCHASES_ACTIVE_MAX && (
              <p className="autobuy-list__limit">
                <FormattedMessage id="autobuy.list.limit" values={{ max: AUTOPURCHASES_ACTIVE_MAX }} />
              </p>
            )}
            <ul className="autobuy-rows" aria-label={intl.formatMessage({ id: `autobuy.list.${status}Label` })}>
              {list.map((a) => (
                <AutopurchaseRow
                  key={a.id}
                  autopurchase={a}
                  onEdit={() => {
                    setEditing(a);
                    setSession((n) => n + 1);
                    setEditOpen(true);
                  }}
                  onCancel={() => {
                    setCancelling(a);
                    setCancelOpen(true);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </TabPanel>
      <EditDialog
        game={game}
        // A fill while the dialog is open moves what it counts from (the pieces bought, the hold).
        autopurchase={list?.find((a) => a.id === editing?.id) ?? editing}
        open={editOpen}
        session={session}
        onClose={() => setEditOpen(false)}
      />
      <CancelDialog game={game} autopurchase={cancelling} open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </section>
  );
}

/** Nothing open: what autopurchases are and where they start; nothing ended: said. */
function Empty({ status }: { status: AutopurchasesStatus }) {
  if (status === 'ended') {
    return (
      <div className="autobuy-empty autobuy-empty--plain" id="autobuy-empty">
        <p className="autobuy-empty__text">
          <FormattedMessage id="autobuy.list.emptyEnded" />
        </p>
      </div>
    );
  }
  return (
    <div className="autobuy-empty" id="autobuy-empty">
      <Icon name="repeat" size={44} />
      <p className="autobuy-empty__title">
        <FormattedMessage id="autobuy.list.empty" />
      </p>
      <p className="autobuy-empty__text">
        <FormattedMessage id="autobuy.list.emptyText" />
      </p>
      <HowAutobuyWorks className="autobuy-how--inline" />
      <ButtonLink href="/">
        <Icon name="market" size={18} />
        <FormattedMessage id="autobuy.toMarket" />
      </ButtonLink>
    </div>
  );
}
