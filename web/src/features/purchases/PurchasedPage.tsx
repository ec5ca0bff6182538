// Purchased and old items (spec trading-core 2 /profile/purchased, /profile/old-items; 4 "Purchase"; 7
// createWithdraw; 9: collect within 60 minutes). Purchased items count down to their collection deadline; the
// buyer ticks some (or all) and collects them to a game account through trades (CollectDialog), or cancels
// one, which returns the money to the balance. An item in a trade shows it is being delivered, with the way to
// follow the trade. Old items are the ones not collected in time or called off, with the reason. Delivered items
// leave the page: a reminder counts the deals still waiting for the buyer's review (ReviewReminder).
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useRoute } from 'wouter';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { CancelReason, PurchasedItemView } from '../../../../modules/orders/orders.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { useRefreshMoney } from '../../shared/api/queries';
import { VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { ReviewReminder } from '../../shared/reviews/ReviewReminder';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { countdown } from '../../shared/time/countdown';
import { useNow } from '../../shared/time/useNow';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RecordStatusBadge } from '../../shared/ui/StatusBadge';
import { useTitle } from '../../shared/ui/useTitle';
import { cancelPurchaseCall, usePurchases, type PurchasesState } from './api';
import { CollectDialog, type CollectRequest } from './CollectDialog';
import '../../shared/ui/card.css';
import './purchases.css';

export default function PurchasedPage() {
  const [old] = useRoute('/profile/old-items');
  const state: PurchasesState = old ? 'old' : 'active';
  useTitle(state === 'old' ? 'title.oldItems' : 'title.purchased');
  return <Purchased key={state} state={state} />;
}

function Purchased({ state }: { state: PurchasesState }) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const { data, error, mutate } = usePurchases(game, state);
  const items = data?.items;
  const [cancelling, setCancelling] = useState<PurchasedItemView | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [collect, setCollect] = useState<CollectRequest | null>(null);
  const [collectOpen, setCollectOpen] = useState(false);

  const anyActive = state === 'active' && !!items?.length;
  const now = useNow(anyActive);
  // A deadline passed: the server's expiry job moves the item to old items; look again shortly after. An item
  // being delivered has its window paused.
  const expired =
    items?.some((i) => state === 'active' && i.status === 'waiting' && Date.parse(i.collectBy) <= now) ?? false;
  // Items that can be collected now: waiting, in time. The ticks of items that left (or started delivering) drop.
  const collectable = useMemo(
    () => (state === 'active' ? (items ?? []).filter((i) => canCollect(i, now)) : []),
    [items, state, now],
  );
  const chosen = collectable.filter((i) => selected.has(i.id));
  const allChosen = collectable.length > 0 && chosen.length === collectable.length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const openCollect = (request: CollectRequest) => {
    setCollect(request);
    setCollectOpen(true);
  };
  const lastExpiredCheck = useRef(0);
  useEffect(() => {
    if (!expired || now - lastExpiredCheck.current < 5000) return;
    lastExpiredCheck.current = now;
    void mutate();
  }, [expired, now, mutate]);

  const title = state === 'old' ? 'purchased.old.title' : 'purchased.title';
  return (
    <section className="profile-card purchased" aria-labelledby="purchased-title" data-state={state}>
      <div className="seller-section-head">
        <h2 id="purchased-title" className="profile-card__title">
          <Icon name={state === 'old' ? 'history' : 'bag'} size={20} />
          <FormattedMessage id={title} />
        </h2>
        {items && items.length > 0 && (
          <span className="seller-section-head__meta">
            <FormattedMessage id="purchased.count" values={{ count: items.length }} />
          </span>
        )}
      </div>
      {state === 'active' ? (
        <p className="purchased__note">
          <Icon name="clock" size={18} />
          <span>
            <FormattedMessage id="purchased.note" values={{ minutes: COLLECT_MINUTES }} />
          </span>
        </p>
      ) : (
        <p className="purchased__note">
          <Icon name="info" size={18} />
          <span>
            <FormattedMessage id="purchased.old.note" />
          </span>
        </p>
      )}
      {state === 'active' && <ReviewReminder />}
      {error && !data ? (
        <EmptyBox alert>
          <p>
            <FormattedMessage id="purchased.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </EmptyBox>
      ) : !items ? (
        <CardLoading />
      ) : items.length === 0 ? (
        <div className="purchased__empty" id="purchased-empty">
          <Icon name={state === 'old' ? 'history' : 'bag'} size={44} />
          <p className="purchased__empty-title">
            <FormattedMessage id={state === 'old' ? 'purchased.old.empty' : 'purchased.empty'} />
          </p>
          {state === 'active' && (
            <ButtonLink href="/">
              <Icon name="market" size={18} />
              <FormattedMessage id="purchased.toMarket" />
            </ButtonLink>
          )}
        </div>
      ) : (
        <>
          {state === 'active' && collectable.length > 0 && (
            <section
              className="collect-bar"
              id="collect-bar"
              aria-label={intl.formatMessage({ id: 'purchased.collect.label' })}
            >
              <label className="checkbox collect-bar__all">
                <input
                  type="checkbox"
                  className="checkbox__input"
                  id="purchased-select-all"
                  checked={allChosen}
                  ref={(el) => {
                    if (el) el.indeterminate = !allChosen && chosen.length > 0;
                  }}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(collectable.map((i) => i.id)))}
                />
                <span className="checkbox__label">
                  <FormattedMessage id="purchased.selectAll" values={{ count: collectable.length }} />
                </span>
              </label>
              <div className="collect-bar__actions">
                <Button
                  size="sm"
                  id="purchased-collect"
                  disabled={chosen.length === 0}
                  onClick={() => openCollect({ items: chosen })}
                >
                  <Icon name="collect" size={16} />
                  {chosen.length > 0 ? (
                    <FormattedMessage id="purchased.collect.selected" values={{ count: chosen.length }} />
                  ) : (
                    <FormattedMessage id="purchased.collect" />
                  )}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  id="purchased-collect-all"
                  onClick={() => openCollect({ items: collectable, all: true })}
                >
                  <FormattedMessage id="purchased.collect.all" values={{ count: collectable.length }} />
                </Button>
              </div>
            </section>
          )}
          <ul className="purchased__list" aria-label={intl.formatMessage({ id: title })}>
            {items.map((item) => (
              <PurchasedRow
                key={item.id}
                item={item}
                state={state}
                now={now}
                pickable={collectable.length > 0}
                selectable={collectable.includes(item)}
                selected={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
                onCancel={() => {
                  setCancelling(item);
                  setDialogOpen(true);
                }}
              />
            ))}
          </ul>
        </>
      )}
      <CancelDialog item={cancelling} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      {state === 'active' && (
        <CollectDialog
          request={collect}
          open={collectOpen}
          onClose={() => setCollectOpen(false)}
          onStarted={() => setSelected(new Set())}
          onStale={() => void mutate()}
        />
      )}
    </section>
  );
}

/** Waiting to be collected and still in time: it can go into a trade, or be cancelled. */
const canCollect = (item: PurchasedItemView, now: number) =>
  item.status === 'waiting' && Date.parse(item.collectBy) > now;

function PurchasedRow({
  item,
  state,
  now,
  pickable,
  selectable,
  selected,
  onToggle,
  onCancel,
}: {
  item: PurchasedItemView;
  state: PurchasesState;
  now: number;
  /** The list offers ticks (something can be collected): a column for them. */
  pickable: boolean;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const left = Date.parse(item.collectBy) - now;
  const urgent = left < 5 * 60_000;
  const delivering = item.status === 'delivering';
  // The view has no item type: the item page puts the canonical address in place.
  const href = item.game === game ? itemPath({ type: 'item', slug: item.slug, id: item.itemId }) : null;
  return (
    <li
      className={`purchased-item${state === 'old' ? ' purchased-item--old' : ''}${pickable ? ' purchased-item--pick' : ''}${selected && selectable ? ' is-selected' : ''}`}
      data-purchase-item={item.id}
      data-status={item.status}
    >
      {pickable && (
        <span className="purchased-item__pick">
          {selectable && (
            <input
              type="checkbox"
              className="checkbox__input purchased-item__check"
              checked={selected}
              onChange={onToggle}
              aria-label={intl.formatMessage({ id: 'purchased.select' }, { name: item.name })}
            />
          )}
        </span>
      )}
      <img className="purchased-item__art" src={item.art} alt="" width={72} height={72} />
      <div className="purchased-item__main">
        <p className="purchased-item__name">{href ? <Link href={href}>{item.name}</Link> : item.name}</p>
        <VariantChips variant={item.variant as Variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
        <p className="purchased-item__meta">
          <Price money={item.price} className="purchased-item__price" />
          <span className="purchased-item__date">
            <FormattedMessage
              id="purchased.boughtAt"
              values={{ date: <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" /> }}
            />
          </span>
        </p>
      </div>
      <div className="purchased-item__side">
        <RecordStatusBadge kind="purchase" status={item.status} />
        {state === 'active' && delivering ? (
          <>
            <p className="purchased-item__delivering">
              <Icon name="clock" size={16} className="purchased-item__delivering-icon" />
              <span>
                <FormattedMessage id="purchased.delivering" />
              </span>
            </p>
            <Link href="/profile/items-withdrawal" className="purchased-item__follow">
              <FormattedMessage id="purchased.delivering.follow" />
              <Icon name="arrowRight" size={16} />
            </Link>
          </>
        ) : state === 'active' ? (
          <>
            <p
              className={`purchased-item__timer${urgent ? ' is-urgent' : ''}`}
              role="timer"
              aria-label={intl.formatMessage({ id: 'purchased.timerLabel' }, { time: countdown(left) })}
            >
              <Icon name="clock" size={16} />
              {left > 0 ? (
                <span>
                  <FormattedMessage
                    id="purchased.timer"
                    values={{ time: <b className="purchased-item__countdown">{countdown(left)}</b> }}
                  />
                </span>
              ) : (
                <span>
                  <FormattedMessage id="purchased.timeUp" />
                </span>
              )}
            </p>
            {item.status === 'waiting' && left > 0 && (
              <Button variant="secondary" size="sm" className="purchased-item__cancel" onClick={onCancel}>
                <Icon name="close" size={16} />
                <FormattedMessage id="purchased.cancel" />
              </Button>
            )}
          </>
        ) : (
          <>
            <p className="purchased-item__reason">
              <FormattedMessage id={`purchased.reason.${reasonOf(item)}`} />
            </p>
            <p className="purchased-item__refund">
              <FormattedMessage id="purchased.refunded" values={{ amount: <Price money={item.price} /> }} />
              {item.finishedAt && (
                <>
                  {' · '}
                  <FormattedDate value={item.finishedAt} dateStyle="medium" timeStyle="short" />
                </>
              )}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/** Not collected in time reads as such, whatever the server's technical reason; else the recorded cause. */
const reasonOf = (item: PurchasedItemView) =>
  item.status === 'expired' ? 'timeout' : REASONS.has(item.cancelReason ?? '') ? item.cancelReason! : 'other';

/**
 * The recorded causes that have words of their own (purchased.reason.<cause>): every cancel reason of the
 * server (CANCEL_REASONS: the compiler fails here when one is added there) and two more a buy may record.
 */
const REASON_WORDS: Record<CancelReason | 'insufficient_balance' | 'own_item', true> = {
  timeout: true,
  seller_trouble: true,
  price_change: true,
  reservation_expired: true,
  item_gone: true,
  buyer_cancel: true,
  delivery_failed: true,
  insufficient_balance: true,
  own_item: true,
};
const REASONS = new Set(Object.keys(REASON_WORDS));

/** cancelPurchase (spec trading-core 7, 8 "Cancel purchase: NOT_FOUND"): the money returns to the balance. */
function CancelDialog({ item, open, onClose }: { item: PurchasedItemView | null; open: boolean; onClose: () => void }) {
  const { game } = useSnapshot(store);
  const refreshMoney = useRefreshMoney();
  const price = item?.price;
  return (
    <ConfirmDialog
      open={open}
      id="cancel-purchase-dialog"
      title={<FormattedMessage id="purchased.cancel.title" />}
      text={
        item && price ? (
          <FormattedMessage id="purchased.cancel.text" values={{ name: item.name, amount: <Price money={price} /> }} />
        ) : null
      }
      confirm={<FormattedMessage id="purchased.cancel.confirm" />}
      dismiss={<FormattedMessage id="purchased.cancel.keep" />}
      onClose={onClose}
      onConfirm={async () => {
        if (!item) return;
        try {
          await cancelPurchaseCall(game, item.id);
          pushToast({ type: 'success', message: { id: 'purchased.cancel.done', values: { name: item.name } } });
        } catch (error) {
          const code = error instanceof HttpError ? (error.data as { errorCode?: string } | null)?.errorCode : null;
          pushToast({
            type: 'error',
            message: {
              id:
                code === 'NOT_FOUND'
                  ? 'purchased.cancel.notFound'
                  : code === 'INVALID_STATUS'
                    ? 'purchased.cancel.invalidStatus'
                    : 'errors.generic',
            },
          });
        } finally {
          onClose();
          void refreshMoney();
        }
      }}
    />
  );
}
