// Seller inventory (spec trading-core 2: /profile/trade/inventory, /profile/trade/inventory/sale and
// /inventory): the linked accounts of the current game with sync and freezing, and the items with their status
// and price (a sync's result comes in live: INVENTORY_CHANGED revalidates the lists). Items are selected and put on sale, repriced or taken off sale; an item changed in the last 30 s
// shows a countdown and cannot be acted on (spec trading-core 9).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useRoute } from 'wouter';
import type { InventoryItemView } from '../../../../modules/inventory-sync/inventory.schemas';
import { RarityBadge, VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { errorToast } from '../../shared/ratings/errorToast';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { useNow } from '../../shared/time/useNow';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { useTitle } from '../../shared/ui/useTitle';
import { AccountsPanel } from './AccountsPanel';
import { removeFromSaleCall, useAccounts, useInventory, useRefreshListings, type LinkedAccount } from './api';
import { LinkFirst } from './LinkFirst';
import { ItemStatusBadge } from './ItemStatusBadge';
import { PriceDialog, type PriceDialogMode } from './PriceDialog';
import {
  actionFailureMessage,
  isOnSale,
  listBlocker,
  pauseSecondsLeft,
  suggestedPrice,
  LISTABLE_STATUSES,
} from './priceRules';
import type { GameKey } from '../../../../kernel';
import './seller.css';
import './trade.css';

/** Items drawn at once; "Show more" adds as many. */
const PAGE = 48;

type View = 'all' | 'sale';

export default function InventoryPage() {
  const [saleOnly] = useRoute('/profile/trade/inventory/sale');
  const view: View = saleOnly ? 'sale' : 'all';
  useTitle(view === 'sale' ? 'inventory.title.sale' : 'inventory.title');
  return <Inventory view={view} />;
}

function Inventory({ view }: { view: View }) {
  const { game, currency } = useSnapshot(store);
  const accounts = useAccounts(game);
  const inventory = useInventory(game, currency);
  const refresh = useRefreshListings(game);

  if (accounts.error || inventory.error) {
    return (
      <section className="profile-card seller-failure" role="alert">
        <p>
          <FormattedMessage id="inventory.loadFailed" />
        </p>
        <Button variant="secondary" size="sm" onClick={() => void Promise.all([accounts.mutate(), inventory.mutate()])}>
          <Icon name="reload" size={18} />
          <FormattedMessage id="inventory.retry" />
        </Button>
      </section>
    );
  }
  if (!accounts.data || !inventory.data) return <CardLoading />;
  if (accounts.data.accounts.length === 0) return <LinkFirst id="inventory-no-accounts" />;

  const items = inventory.data.items;
  return (
    <>
      {view === 'all' && <AccountsPanel accounts={accounts.data.accounts} actions={['sync', 'freeze']} />}
      <ItemsPanel view={view} items={items} accounts={accounts.data.accounts} refresh={refresh} />
    </>
  );
}

/** Listable first, then items on sale, then the rest; by name within each group. */
function sortItems(items: readonly InventoryItemView[]): InventoryItemView[] {
  const rank = (i: InventoryItemView) => (LISTABLE_STATUSES.has(i.status) ? 0 : isOnSale(i) ? 1 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

interface DialogState {
  open: boolean;
  mode: PriceDialogMode;
  items: InventoryItemView[];
  session: number;
}

function ItemsPanel({
  view,
  items,
  accounts,
  refresh,
}: {
  view: View;
  items: readonly InventoryItemView[];
  accounts: readonly LinkedAccount[];
  refresh: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const [query, setQuery] = useState('');
  const [accountId, setAccountId] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'add', items: [], session: 0 });
  const [removing, setRemoving] = useState<{ open: boolean; items: InventoryItemView[] }>({ open: false, items: [] });

  const anyPaused = items.some((i) => pauseSecondsLeft(i.pausedUntil, Date.now()) > 0);
  const now = useNow(anyPaused);
  const accountOf = useCallback((item: InventoryItemView) => accounts.find((a) => a.id === item.accountId), [accounts]);
  const actionable = useCallback(
    (item: InventoryItemView) =>
      isOnSale(item) ? pauseSecondsLeft(item.pausedUntil, now) === 0 : listBlocker(item, accountOf(item), now) === null,
    [accountOf, now],
  );

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return sortItems(items).filter(
      (i) =>
        (view === 'all' || isOnSale(i)) &&
        (!accountId || i.accountId === accountId) &&
        (!needle || i.name.toLocaleLowerCase().includes(needle)),
    );
  }, [items, view, query, accountId]);

  // A selection only holds items still shown and actionable (after a reload, a filter or a pause).
  useEffect(() => {
    setSelected((current) => {
      const keep = new Set([...current].filter((id) => visible.some((i) => i.id === id && actionable(i))));
      return keep.size === current.size ? current : keep;
    });
  }, [visible, actionable]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list starts again from its first page whenever the view, search or account changes
  useEffect(() => setShown(PAGE), [view, query, accountId]);

  const selectable = visible.filter(actionable);
  const chosen = visible.filter((i) => selected.has(i.id));
  const toList = chosen.filter((i) => !isOnSale(i));
  const onSale = chosen.filter(isOnSale);
  const allSelected = selectable.length > 0 && selectable.every((i) => selected.has(i.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const openDialog = (mode: PriceDialogMode, list: InventoryItemView[]) =>
    setDialog((d) => ({ open: true, mode, items: list, session: d.session + 1 }));

  const total = items.filter((i) => view === 'all' || isOnSale(i)).length;
  const onSaleTotal = items.filter(isOnSale).length;

  return (
    <section className="profile-card seller-items" aria-labelledby="seller-items-title">
      <div className="seller-section-head">
        <h2 id="seller-items-title" className="profile-card__title">
          <Icon name={view === 'sale' ? 'market' : 'inventory'} size={20} />
          <FormattedMessage id={view === 'sale' ? 'inventory.sale.title' : 'inventory.items.title'} />
        </h2>
        <span className="seller-section-head__meta" id="inventory-summary">
          {view === 'all' ? (
            <FormattedMessage id="inventory.items.summary" values={{ count: total, onSale: onSaleTotal }} />
          ) : (
            <FormattedMessage id="inventory.sale.summary" values={{ count: total }} />
          )}
        </span>
      </div>

      {total === 0 ? (
        <div className="seller-items__empty" id="inventory-empty">
          <p>
            <FormattedMessage id={view === 'sale' ? 'inventory.sale.empty' : 'inventory.items.empty'} />
          </p>
          {view === 'sale' ? (
            <ButtonLink href="/profile/trade/inventory" variant="secondary" size="sm">
              <FormattedMessage id="inventory.sale.toInventory" />
            </ButtonLink>
          ) : (
            <ButtonLink href="/profile/trade" variant="secondary" size="sm" className="inventory-to-hub">
              <Icon name="reload" size={16} />
              <FormattedMessage id="trade.items.toHub" />
            </ButtonLink>
          )}
        </div>
      ) : (
        <>
          <div className="inv-toolbar">
            <label className="inv-search">
              <Icon name="search" size={18} className="inv-search__icon" />
              <span className="visually-hidden">
                <FormattedMessage id="inventory.filter.search" />
              </span>
              <input
                type="search"
                className="field__input inv-search__input"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={intl.formatMessage({ id: 'inventory.filter.search' })}
              />
            </label>
            {accounts.length > 1 && (
              <label className="inv-account-filter">
                <span className="visually-hidden">
                  <FormattedMessage id="inventory.filter.account" />
                </span>
                <select
                  className="field__input field__select"
                  value={accountId}
                  onChange={(event) => setAccountId(event.target.value)}
                >
                  <option value="">{intl.formatMessage({ id: 'inventory.filter.allAccounts' })}</option>
                  {accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.nickname}
                    </option>
                  ))}
                </select>
                <Icon name="chevronDown" size={18} className="field__select-icon" />
              </label>
            )}
            <label className="checkbox inv-toolbar__all">
              <input
                type="checkbox"
                className="checkbox__input"
                id="inventory-select-all"
                checked={allSelected}
                disabled={selectable.length === 0}
                ref={(el) => {
                  if (el) el.indeterminate = !allSelected && selected.size > 0;
                }}
                onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.map((i) => i.id)))}
              />
              <span className="checkbox__label">
                <FormattedMessage id="inventory.selectAll" values={{ count: selectable.length }} />
              </span>
            </label>
          </div>

          {visible.length === 0 ? (
            <p className="seller-items__empty">
              <FormattedMessage id="inventory.filter.nothing" />
            </p>
          ) : (
            <ul className="inv-grid" id="inventory-items">
              {visible.slice(0, shown).map((item) => (
                <InventoryCard
                  key={item.id}
                  item={item}
                  account={accountOf(item)}
                  now={now}
                  selected={selected.has(item.id)}
                  selectable={actionable(item)}
                  onToggle={() => toggle(item.id)}
                  onSell={() => openDialog('add', [item])}
                  onReprice={() => openDialog('update', [item])}
                  onRemove={() => setRemoving({ open: true, items: [item] })}
                />
              ))}
            </ul>
          )}
          {visible.length > shown && (
            <div className="inv-more">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)} id="inventory-more">
                <FormattedMessage
                  id="inventory.showMore"
                  values={{ count: Math.min(PAGE, visible.length - shown), left: visible.length - shown }}
                />
              </Button>
            </div>
          )}

          {chosen.length > 0 && (
            <section className="inv-bulk" aria-label={intl.formatMessage({ id: 'inventory.bulk.label' })}>
              <span className="inv-bulk__count" id="inventory-selected">
                <FormattedMessage id="inventory.bulk.selected" values={{ count: chosen.length }} />
              </span>
              <div className="inv-bulk__actions">
                {toList.length > 0 && (
                  <Button size="sm" id="inventory-put-on-sale" onClick={() => openDialog('add', toList)}>
                    <FormattedMessage id="inventory.bulk.putOnSale" values={{ count: toList.length }} />
                  </Button>
                )}
                {onSale.length > 0 && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      id="inventory-change-price"
                      onClick={() => openDialog('update', onSale)}
                    >
                      <FormattedMessage id="inventory.bulk.changePrice" values={{ count: onSale.length }} />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      id="inventory-remove"
                      onClick={() => setRemoving({ open: true, items: onSale })}
                    >
                      <FormattedMessage id="inventory.bulk.remove" values={{ count: onSale.length }} />
                    </Button>
                  </>
                )}
                <button type="button" className="link-button inv-bulk__clear" onClick={() => setSelected(new Set())}>
                  <FormattedMessage id="inventory.bulk.clear" />
                </button>
              </div>
            </section>
          )}
        </>
      )}

      <PriceDialog
        open={dialog.open}
        mode={dialog.mode}
        items={dialog.items}
        accounts={accounts}
        session={dialog.session}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onPaused={() => void refresh()}
        onDone={(count) => {
          setDialog((d) => ({ ...d, open: false }));
          setSelected(new Set());
          pushToast({
            type: 'success',
            message: {
              id: dialog.mode === 'add' ? 'inventory.done.added' : 'inventory.done.updated',
              values: { count },
            },
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={removing.open}
        id="remove-dialog"
        title={<FormattedMessage id="inventory.remove.title" values={{ count: removing.items.length }} />}
        text={
          <FormattedMessage
            id="inventory.remove.text"
            values={{ count: removing.items.length, name: removing.items[0]?.name ?? '' }}
          />
        }
        confirm={<FormattedMessage id="inventory.remove.confirm" />}
        onClose={() => setRemoving((r) => ({ ...r, open: false }))}
        onConfirm={async () => {
          try {
            const { ids } = await removeFromSaleCall(
              game as GameKey,
              removing.items.map((i) => i.id),
            );
            setSelected(new Set());
            pushToast({ type: 'success', message: { id: 'inventory.done.removed', values: { count: ids.length } } });
          } catch (error) {
            pushToast(errorToast(actionFailureMessage(error, 'item')));
          }
          setRemoving((r) => ({ ...r, open: false }));
          await refresh();
        }}
      />
    </section>
  );
}

interface CardProps {
  item: InventoryItemView;
  account: LinkedAccount | undefined;
  now: number;
  selected: boolean;
  selectable: boolean;
  onToggle: () => void;
  onSell: () => void;
  onReprice: () => void;
  onRemove: () => void;
}

function InventoryCard({ item, account, now, selected, selectable, onToggle, onSell, onReprice, onRemove }: CardProps) {
  const intl = useIntl();
  const wait = pauseSecondsLeft(item.pausedUntil, now);
  const onSale = isOnSale(item);
  const blocker = onSale ? null : listBlocker(item, account, now);
  const canList = !onSale && blocker === null;
  return (
    <li
      className={`inv-card${selected ? ' is-selected' : ''}${wait > 0 ? ' is-paused' : ''}`}
      data-item-id={item.id}
      data-status={item.status}
    >
      <label className="inv-card__select" title={intl.formatMessage({ id: 'inventory.select' }, { name: item.name })}>
        <input
          type="checkbox"
          className="checkbox__input"
          checked={selected}
          disabled={!selectable}
          onChange={onToggle}
        />
        <span className="visually-hidden">
          <FormattedMessage id="inventory.select" values={{ name: item.name }} />
        </span>
      </label>
      <div className="inv-card__art">
        <img src={item.art} alt="" width={160} height={160} loading="lazy" decoding="async" />
      </div>
      <div className="inv-card__body">
        <h3 className="inv-card__name">
          <Link href={itemPath({ type: item.type, slug: item.slug, id: item.itemId })}>{item.name}</Link>
        </h3>
        <div className="inv-card__tags">
          <RarityBadge rarity={item.rarity} />
          <VariantChips variant={item.variant} />
        </div>
        <div className="inv-card__status">
          <ItemStatusBadge status={item.status} />
          {wait > 0 && (
            <span className="pause-badge" role="timer" title={intl.formatMessage({ id: 'inventory.paused.title' })}>
              <Icon name="clock" size={14} />
              <FormattedMessage id="inventory.paused.left" values={{ seconds: wait }} />
            </span>
          )}
        </div>
        <div className="inv-card__price">
          {item.price ? (
            <>
              <Price money={item.price} className="inv-card__amount" />
              {item.receives && (
                <span className="inv-card__receives">
                  <FormattedMessage id="inventory.card.receives" values={{ amount: <Price money={item.receives} /> }} />
                </span>
              )}
            </>
          ) : (
            <span className="inv-card__recommended">
              <FormattedMessage
                id="inventory.card.recommended"
                values={{ amount: <Price money={suggestedPrice(item)} /> }}
              />
            </span>
          )}
        </div>
      </div>
      {blocker && blocker !== 'status' && blocker !== 'paused' && (
        <p className="inv-card__note">
          <FormattedMessage
            id={
              blocker === 'noAccess'
                ? 'inventory.error.noAccess'
                : blocker === 'outdated'
                  ? 'inventory.card.syncFirst'
                  : account?.frozen
                    ? 'inventory.card.accountFrozen'
                    : 'inventory.error.notActive'
            }
          />
        </p>
      )}
      <div className="inv-card__actions">
        {onSale && (
          <>
            <Button size="sm" variant="secondary" className="inv-card__reprice" disabled={wait > 0} onClick={onReprice}>
              <FormattedMessage id="inventory.card.changePrice" />
            </Button>
            <Button size="sm" variant="ghost" className="inv-card__remove" disabled={wait > 0} onClick={onRemove}>
              <FormattedMessage id="inventory.card.remove" />
            </Button>
          </>
        )}
        {LISTABLE_STATUSES.has(item.status) && (
          <Button size="sm" className="inv-card__sell" disabled={!canList} onClick={onSell}>
            <FormattedMessage id="inventory.card.sell" />
          </Button>
        )}
      </div>
    </li>
  );
}
