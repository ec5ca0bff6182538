// The quick sale offer (spec trading-core 4 "Quick sale", 5 "at most 40 items per trade", 8 "Quick sale start"):
// pick one of the game's linked accounts, tick its items (what the site pays for each, how the price is made),
// see the total, and Start. The prices are checked again on Start: when they moved (PRICES_HAVE_CHANGED) the new
// ones are shown and the seller confirms again; every other refusal is said in words beside the button.
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import { accountsKey } from '../../shared/api/keys';
import type { MessageRef } from '../../shared/form/serverErrors';
import { RarityBadge, VariantChips } from '../../shared/items/ItemBadges';
import { pushToast } from '../../shared/state/actions';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';
import type { Currency, GameKey } from '../../../../kernel';
import {
  offerKey,
  quickSalesKey,
  startQuickSaleCall,
  type QuickSaleOffer,
  type QuickSaleOfferItem,
  type QuickSaleView,
} from './api';
import {
  accountHint,
  allSelected,
  chosenItems,
  clearShown,
  countByAccount,
  defaultAccount,
  fillSelection,
  itemsOfAccount,
  priceChanges,
  pruneSelection,
  searchItems,
  startBody,
  toggleItem,
  totalOf,
  withNewPrices,
  type AccountHint,
  type PriceChange,
  type Selection,
} from './offer';
import { startFailure } from './saleRules';
import '../../shared/form/form.css';

/** Items drawn at once; "Show more" adds as many. */
const PAGE = 60;
/** Until the offer says (spec trading-core 5, 9). */
const DEFAULT_MAX_ITEMS = 40;
const DEFAULT_HOLDS_MINUTES = 10;

const ACCOUNT_TONES: Partial<Record<AccountView['status'], Tone>> = {
  success: 'success',
  fastSell: 'info',
  marketSell: 'info',
  loading: 'info',
  sync: 'info',
  freeze: 'info',
  outdatedItems: 'warning',
  tempBlocked: 'error',
  error: 'error',
};

/** Where a refusal or an account's trouble is mended. */
const FIX_LINKS: Record<string, { href: string; label: string }> = {
  'quickSale.error.noAccess': { href: '/profile/trade/connected', label: 'quickSale.fix.relink' },
  'quickSale.error.notActive': { href: '/profile/trade', label: 'quickSale.fix.accounts' },
  'quickSale.error.accountNotFound': { href: '/profile/trade/connected', label: 'quickSale.fix.relink' },
};
const HINT_LINKS: Partial<Record<AccountHint, { href: string; label: string }>> = {
  noAccess: { href: '/profile/trade/connected', label: 'quickSale.fix.relink' },
  frozen: { href: '/profile/trade', label: 'quickSale.fix.accounts' },
  outdated: { href: '/profile/trade', label: 'quickSale.fix.sync' },
  sync: { href: '/profile/trade', label: 'quickSale.fix.sync' },
  none: { href: '/profile/trade/inventory', label: 'quickSale.fix.inventory' },
};

interface Notice {
  tone: 'error' | 'warning';
  message: MessageRef;
  /** PRICES_HAVE_CHANGED: how many ticked items the site no longer buys (they left the selection). */
  removed?: number;
}

interface OfferPanelProps {
  accounts: readonly AccountView[];
  offer: SWRResponse<QuickSaleOffer>;
  game: GameKey;
  currency: Currency;
}

export function OfferPanel({ accounts, offer, game, currency }: OfferPanelProps) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const data = offer.data;
  const max = data?.maxItems ?? DEFAULT_MAX_ITEMS;
  const counts = useMemo(() => countByAccount(data?.items ?? []), [data]);

  // The account: the seller's pick, else (once the offer is known) the one with the most to sell.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (data && (!picked || !accounts.some((a) => a.id === picked))) setPicked(defaultAccount(accounts, counts));
  }, [data, picked, accounts, counts]);
  const account = accounts.find((a) => a.id === picked) ?? accounts[0]!;

  const items = useMemo(() => (data ? itemsOfAccount(data.items, account.id) : []), [data, account.id]);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => searchItems(items, query), [items, query]);
  const [shown, setShown] = useState(PAGE);
  const [selection, setSelection] = useState<Selection>(new Set());
  const [changes, setChanges] = useState<ReadonlyMap<string, PriceChange>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  // A selection only holds items still on offer (after the offer was read again; kept while it reloads).
  useEffect(() => {
    if (data) setSelection((current) => pruneSelection(current, items));
  }, [data, items]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list starts again from its first page whenever the account or the search changes
  useEffect(() => setShown(PAGE), [account.id, query]);

  const chosen = chosenItems(items, selection);
  const total = totalOf(chosen);
  const onSaleChosen = chosen.filter((i) => i.status === 'on_sale').length;
  const full = selection.size >= max;
  const everything = allSelected(selection, visible, max);
  const hint = data ? accountHint(account, counts.get(account.id) ?? 0) : null;

  const pick = (id: string) => {
    if (id === account.id) return;
    setPicked(id);
    setSelection(new Set());
    setChanges(new Map());
    setNotice(null);
    setQuery('');
  };
  const toggle = (id: string) => {
    const next = toggleItem(selection, id, max);
    setSelection(next.selection);
    if (next.refused) setNotice({ tone: 'warning', message: { id: 'quickSale.limit', values: { max } } });
  };
  /** What a start changes or finds stale: the offer, the game's accounts and quick sales. */
  const refresh = () => {
    const keys = new Set([offerKey(game, currency), accountsKey(game), quickSalesKey(game)]);
    return mutate((key) => typeof key === 'string' && keys.has(key));
  };

  const start = async () => {
    if (chosen.length === 0 || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      // The prices seen are in the offer's currency (the page's may have just changed while it reloads).
      const body = startBody(account.id, total?.currency ?? currency, chosen);
      const { quickSale } = await startQuickSaleCall(game, body);
      setSelection(new Set());
      setChanges(new Map());
      pushToast({ type: 'success', message: { id: 'quickSale.started', values: { nickname: quickSale.nickname } } });
      await mutate<{ quickSales: QuickSaleView[] }>(
        quickSalesKey(game),
        (current) => ({ quickSales: [quickSale, ...(current?.quickSales ?? []).filter((s) => s.id !== quickSale.id)] }),
        { revalidate: true },
      );
      void refresh();
      // The new quick sale is at the top of the page, with what to do in the game.
      requestAnimationFrame(() =>
        document.getElementById(`quick-sale-${quickSale.id}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      );
    } catch (error) {
      const failure = startFailure(error);
      if (failure.pricesChanged && data) {
        // Show the new prices at once (the offer is read again behind them) and ask to confirm.
        const list = priceChanges(data.items, failure.details);
        const gone = new Set(list.filter((c) => !c.after).map((c) => c.id));
        setChanges(new Map(list.map((c) => [c.id, c])));
        setSelection((current) => new Set([...current].filter((id) => !gone.has(id))));
        setNotice({ tone: 'warning', message: failure.message, removed: chosen.filter((i) => gone.has(i.id)).length });
        void offer.mutate(withNewPrices(data, list), { revalidate: true });
      } else {
        setNotice({ tone: 'error', message: failure.message });
        if (failure.stale) void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const fix = notice && FIX_LINKS[notice.message.id];
  return (
    <section className="profile-card quick-sale" aria-labelledby="quick-sale-title" id="quick-sale-offer">
      <div className="seller-section-head">
        <h2 id="quick-sale-title" className="profile-card__title quick-sale-title">
          <Icon name="coin" size={20} />
          <FormattedMessage id="quickSale.title" />
        </h2>
      </div>
      <p className="quick-sale__intro">
        <FormattedMessage id="quickSale.intro" />
      </p>
      <ul className="quick-sale__facts">
        <li id="quick-sale-pricing">
          <Icon name="tag" size={18} />
          <span>
            <FormattedMessage id="quickSale.pricing" />
          </span>
        </li>
        <li id="quick-sale-hold">
          <Icon name="clock" size={18} />
          <span>
            <FormattedMessage id="quickSale.hold" values={{ minutes: data?.holdsMinutes ?? DEFAULT_HOLDS_MINUTES }} />
          </span>
        </li>
        <li>
          <Icon name="inventory" size={18} />
          <span>
            <FormattedMessage id="quickSale.maxItems" values={{ max }} />
          </span>
        </li>
      </ul>

      <fieldset className="quick-sale__accounts">
        <legend className="quick-sale__legend">
          <FormattedMessage id="quickSale.account.label" />
        </legend>
        <div className="quick-sale__account-list">
          {accounts.map((a) => (
            <label
              key={a.id}
              className={`qs-account${a.id === account.id ? ' is-checked' : ''}`}
              data-account-id={a.id}
            >
              <input
                type="radio"
                name="quick-sale-account"
                className="qs-account__input"
                value={a.id}
                checked={a.id === account.id}
                onChange={() => pick(a.id)}
              />
              <span className="qs-account__avatar" aria-hidden="true">
                {a.nickname.slice(0, 1).toUpperCase()}
              </span>
              <span className="qs-account__text">
                <span className="qs-account__name">{a.nickname}</span>
                <span className="qs-account__meta">
                  {a.status !== 'success' && (
                    <StatusBadge
                      tone={ACCOUNT_TONES[a.status] ?? 'neutral'}
                      status={a.status}
                      className="qs-account__status"
                    >
                      <FormattedMessage id={`inventory.accountStatus.${a.status}`} />
                    </StatusBadge>
                  )}
                  {data ? (
                    <FormattedMessage
                      id="quickSale.account.items"
                      values={{ count: a.status === 'fastSell' ? 0 : (counts.get(a.id) ?? 0) }}
                    />
                  ) : (
                    <FormattedMessage id="quickSale.account.loading" />
                  )}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {offer.error && !data ? (
        <EmptyBox alert>
          <p>
            <FormattedMessage id="quickSale.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void offer.mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </EmptyBox>
      ) : !data ? (
        <div className="quick-sale__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{intl.formatMessage({ id: 'profile.loading' })}</span>
        </div>
      ) : hint ? (
        <NothingToSell hint={hint} nickname={account.nickname} />
      ) : (
        <>
          <div className="quick-sale__toolbar">
            <label className="quick-sale__search">
              <Icon name="search" size={18} className="quick-sale__search-icon" />
              <span className="visually-hidden">
                <FormattedMessage id="quickSale.search" />
              </span>
              <input
                type="search"
                className="field__input quick-sale__search-input"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={intl.formatMessage({ id: 'quickSale.search' })}
              />
            </label>
            <label className="checkbox quick-sale__all">
              <input
                type="checkbox"
                className="checkbox__input"
                id="quick-sale-select-all"
                checked={everything}
                disabled={visible.length === 0 || (full && !everything && !visible.some((i) => selection.has(i.id)))}
                ref={(el) => {
                  if (el) el.indeterminate = !everything && visible.some((i) => selection.has(i.id));
                }}
                onChange={() => {
                  setNotice(null);
                  setSelection(everything ? clearShown(selection, visible) : fillSelection(selection, visible, max));
                }}
              />
              <span className="checkbox__label">
                <FormattedMessage
                  id="quickSale.selectAll"
                  values={{ count: Math.min(visible.length, max), limited: visible.length > max ? 'yes' : 'no' }}
                />
              </span>
            </label>
          </div>

          {visible.length === 0 ? (
            <p className="quick-sale__nothing">
              <FormattedMessage id="quickSale.search.nothing" />
            </p>
          ) : (
            <ul
              className="qs-items"
              id="quick-sale-items"
              aria-label={intl.formatMessage({ id: 'quickSale.items' }, { nickname: account.nickname })}
            >
              {visible.slice(0, shown).map((item) => (
                <OfferItem
                  key={item.id}
                  item={item}
                  change={changes.get(item.id)}
                  selected={selection.has(item.id)}
                  disabled={busy || (full && !selection.has(item.id))}
                  onToggle={() => toggle(item.id)}
                />
              ))}
            </ul>
          )}
          {visible.length > shown && (
            <div className="quick-sale__more">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)} id="quick-sale-more">
                <FormattedMessage
                  id="quickSale.showMore"
                  values={{ count: Math.min(PAGE, visible.length - shown), left: visible.length - shown }}
                />
              </Button>
            </div>
          )}
        </>
      )}

      {data && !hint && (
        <section
          className={`qs-bar${chosen.length === 0 ? ' qs-bar--idle' : ''}`}
          aria-label={intl.formatMessage({ id: 'quickSale.summary.label' })}
          id="quick-sale-summary"
        >
          <div className="qs-bar__sum">
            <span className="qs-bar__count" id="quick-sale-selected">
              <FormattedMessage id="quickSale.summary.selected" values={{ count: chosen.length, max }} />
            </span>
            <span className="qs-bar__total">
              <FormattedMessage
                id="quickSale.summary.total"
                values={{
                  amount: (
                    <b className="qs-bar__amount" id="quick-sale-total">
                      <Price money={total ?? { amount: 0, currency }} />
                    </b>
                  ),
                }}
              />
            </span>
            {onSaleChosen > 0 && (
              <span className="qs-bar__note">
                <FormattedMessage id="quickSale.summary.onSale" values={{ count: onSaleChosen }} />
              </span>
            )}
          </div>
          <Button
            size="lg"
            className="qs-bar__start"
            id="quick-sale-start"
            disabled={chosen.length === 0 || busy}
            aria-busy={busy || undefined}
            onClick={() => void start()}
          >
            {busy ? <span className="spinner spinner--inline" aria-hidden="true" /> : <Icon name="coin" size={20} />}
            <FormattedMessage id={changes.size > 0 ? 'quickSale.startConfirm' : 'quickSale.start'} />
          </Button>
          {notice && (
            <div
              className={`qs-bar__notice qs-bar__notice--${notice.tone}`}
              role="alert"
              id="quick-sale-notice"
              data-message={notice.message.id}
            >
              <Icon name={notice.tone === 'error' ? 'error' : 'warning'} size={18} />
              <span>
                <FormattedMessage id={notice.message.id} values={notice.message.values} />
                {notice.removed ? (
                  <>
                    {' '}
                    <FormattedMessage id="quickSale.pricesChanged.removed" values={{ count: notice.removed }} />
                  </>
                ) : null}
                {fix && (
                  <>
                    {' '}
                    <ButtonLink href={fix.href} variant="ghost" size="sm" className="qs-bar__fix">
                      <FormattedMessage id={fix.label} />
                    </ButtonLink>
                  </>
                )}
              </span>
            </div>
          )}
        </section>
      )}
    </section>
  );
}

interface OfferItemProps {
  item: QuickSaleOfferItem;
  change: PriceChange | undefined;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function OfferItem({ item, change, selected, disabled, onToggle }: OfferItemProps) {
  const moved = change?.before && change.after && change.before.amount !== change.after.amount;
  return (
    <li
      className={`qs-item${selected ? ' is-selected' : ''}${moved ? ' is-changed' : ''}${disabled && !selected ? ' is-disabled' : ''}`}
      data-item-id={item.id}
      data-status={item.status}
    >
      <label className="qs-item__label">
        <input
          type="checkbox"
          className="checkbox__input qs-item__check"
          checked={selected}
          disabled={disabled}
          onChange={onToggle}
        />
        <img className="qs-item__art" src={item.art} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span className="qs-item__body">
          <span className="qs-item__name">{item.name}</span>
          <span className="qs-item__tags">
            <RarityBadge rarity={item.rarity} />
            <VariantChips variant={item.variant} />
            {item.status === 'on_sale' && (
              <StatusBadge tone="success" status={item.status}>
                <FormattedMessage id="itemStatus.on_sale" />
              </StatusBadge>
            )}
          </span>
        </span>
        <span className="qs-item__prices">
          <Price money={item.price} className="qs-item__price" />
          {moved && change?.before && (
            <s className="qs-item__was">
              <FormattedMessage id="quickSale.item.was" values={{ amount: <Price money={change.before} /> }} />
            </s>
          )}
          <span className="qs-item__recommended">
            <FormattedMessage id="quickSale.item.recommended" values={{ amount: <Price money={item.recommended} /> }} />
          </span>
        </span>
      </label>
    </li>
  );
}

/** The account has nothing on offer: why, and where to mend it. */
function NothingToSell({ hint, nickname }: { hint: AccountHint; nickname: string }) {
  const link = HINT_LINKS[hint];
  return (
    <div className="quick-sale__none" id="quick-sale-no-items" data-hint={hint}>
      <Icon name="inventory" size={40} />
      <p className="quick-sale__none-title">
        <FormattedMessage id="quickSale.noItems.title" values={{ nickname }} />
      </p>
      <p>
        <FormattedMessage id={`quickSale.noItems.${hint}`} />
      </p>
      {link && (
        <ButtonLink href={link.href} variant="secondary" size="sm">
          <Icon name={hint === 'sync' || hint === 'outdated' ? 'reload' : 'arrowRight'} size={16} />
          <FormattedMessage id={link.label} />
        </ButtonLink>
      )}
    </div>
  );
}
