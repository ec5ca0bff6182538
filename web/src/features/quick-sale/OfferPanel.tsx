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
import { pushToast } from '../../shared/state/actions';
import { AccountPicker } from '../../shared/trades/AccountPicker';
import { accountHint } from '../../shared/trades/accounts';
import { ItemTicker } from '../../shared/trades/ItemTicker';
import { NoTradeItems } from '../../shared/trades/NoTradeItems';
import { chosenItems, itemsOfAccount, pruneSelection, toggleItem, type Selection } from '../../shared/trades/selection';
import { usePickedAccount } from '../../shared/trades/usePickedAccount';
import { StartNotice, type Notice } from '../../shared/trades/StartNotice';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RetryBox } from '../../shared/ui/RetryBox';
import type { Currency, GameKey } from '../../../../kernel';
import {
  offerKey,
  quickSalesKey,
  startQuickSaleCall,
  type QuickSaleOffer,
  type QuickSaleOfferItem,
  type QuickSaleView,
} from './api';
import { priceChanges, startBody, totalOf, withNewPrices, type PriceChange } from './offer';
import { startFailure } from './saleRules';
import '../../shared/form/form.css';
import '../../shared/trades/tradeOffer.css';

/** Until the offer says (spec trading-core 5, 9). */
const DEFAULT_MAX_ITEMS = 40;
const DEFAULT_HOLDS_MINUTES = 10;

/** PRICES_HAVE_CHANGED: also how many ticked items the site no longer buys (they left the selection). */
type OfferNotice = Notice & { removed?: number };

interface OfferPanelProps {
  accounts: readonly AccountView[];
  offer: SWRResponse<QuickSaleOffer>;
  game: GameKey;
  currency: Currency;
}

const byPrice = (item: QuickSaleOfferItem) => item.price.amount;

export function OfferPanel({ accounts, offer, game, currency }: OfferPanelProps) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const data = offer.data;
  const max = data?.maxItems ?? DEFAULT_MAX_ITEMS;
  // The account: the seller's pick, else (once the offer is known) the one with the most to sell.
  const picked = usePickedAccount(accounts, data?.items);
  const { counts, setPicked } = picked;
  const account = picked.account!;

  const items = useMemo(() => (data ? itemsOfAccount(data.items, account.id, byPrice) : []), [data, account.id]);
  const [selection, setSelection] = useState<Selection>(new Set());
  const [changes, setChanges] = useState<ReadonlyMap<string, PriceChange>>(new Map());
  const [notice, setNotice] = useState<OfferNotice | null>(null);
  const [busy, setBusy] = useState(false);

  // A selection only holds items still on offer (after the offer was read again; kept while it reloads).
  useEffect(() => {
    if (data) setSelection((current) => pruneSelection(current, items));
  }, [data, items]);

  const chosen = chosenItems(items, selection);
  const total = totalOf(chosen);
  const onSaleChosen = chosen.filter((i) => i.status === 'on_sale').length;
  const hint = data ? accountHint(account, counts.get(account.id) ?? 0) : null;

  const pick = (id: string) => {
    if (id === account.id) return;
    setPicked(id);
    setSelection(new Set());
    setChanges(new Map());
    setNotice(null);
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

  return (
    <section className="profile-card quick-sale" aria-labelledby="quick-sale-title" id="quick-sale-offer">
      <div className="seller-section-head">
        <h2 id="quick-sale-title" className="profile-card__title trade-title">
          <Icon name="coin" size={20} />
          <FormattedMessage id="quickSale.title" />
        </h2>
      </div>
      <p className="trade-intro">
        <FormattedMessage id="quickSale.intro" />
      </p>
      <ul className="trade-facts">
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

      <AccountPicker
        accounts={accounts}
        picked={account.id}
        onPick={pick}
        name="quick-sale-account"
        meta={(a) =>
          data ? (
            <FormattedMessage
              id="quickSale.account.items"
              values={{ count: a.status === 'fastSell' ? 0 : (counts.get(a.id) ?? 0) }}
            />
          ) : (
            <FormattedMessage id="tradeOffer.account.loading" />
          )
        }
      />

      {offer.error && !data ? (
        <RetryBox message="quickSale.loadFailed" onRetry={() => void offer.mutate()} />
      ) : !data ? (
        <CardLoading inline />
      ) : hint ? (
        <NoTradeItems id="quick-sale-no-items" hint={hint} nickname={account.nickname} messages="quickSale.noItems" />
      ) : (
        <ItemTicker
          key={account.id}
          items={items}
          money={(item) => item.price}
          changes={changes}
          selection={selection}
          max={max}
          busy={busy}
          onToggle={toggle}
          onSelection={(next) => {
            setNotice(null);
            setSelection(next);
          }}
          idPrefix="quick-sale"
          label={intl.formatMessage({ id: 'quickSale.items' }, { nickname: account.nickname })}
        />
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
            <StartNotice id="quick-sale-notice" notice={notice}>
              {notice.removed ? (
                <>
                  {' '}
                  <FormattedMessage id="quickSale.pricesChanged.removed" values={{ count: notice.removed }} />
                </>
              ) : null}
            </StartNotice>
          )}
        </section>
      )}
    </section>
  );
}
