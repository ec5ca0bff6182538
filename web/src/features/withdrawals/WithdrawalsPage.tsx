// Collecting bought items (spec trading-core 2 /profile/items-withdrawal, 4 "Bot trade stages shown to the
// user" and "Withdrawal trade ends", 7 createWithdraw and its real-time events): the buyer's withdrawal trades
// in the current game, live. Each shows its items, the seller's game account the friend request comes from,
// the stages with their times, and how it ended: delivered, or why not and whose side it was (the seller's:
// the purchase is refunded; the buyer's or nobody's: the items still wait, to retry or cancel). A trade can be
// cancelled until the seller's account enters the game, and retried while its items wait.
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { PurchasedItemView } from '../../../../modules/orders/orders.schemas';
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { useRefreshMoney, useRefreshWithdrawals, useWithdrawals } from '../../shared/api/queries';
import { VariantChips } from '../../shared/items/ItemBadges';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { cancelTradeFailure, tradeCodeMessage, withdrawFailure } from '../../shared/trades/tradeCodes';
import { TradeSteps } from '../../shared/trades/TradeSteps';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RecordStatusBadge, StatusBadge, type Tone } from '../../shared/ui/StatusBadge';
import { useTitle } from '../../shared/ui/useTitle';
import type { Money } from '../../../../kernel';
import { cancelTradeCall, retryTradeCall } from './api';
import { WithdrawalTimeline } from './WithdrawalTimeline';
import '../../shared/ui/card.css';
import './withdrawals.css';

const STATE_TONES: Record<WithdrawalView['state'], Tone> = {
  active: 'info',
  finished: 'success',
  failed: 'error',
  expired: 'warning',
  cancelled: 'neutral',
};

/** Running trades first, then the latest that ended; newest first within each. */
const byRelevance = (a: WithdrawalView, b: WithdrawalView) =>
  Number(b.state === 'active') - Number(a.state === 'active') || Date.parse(b.createdAt) - Date.parse(a.createdAt);

export default function WithdrawalsPage() {
  useTitle('title.withdrawals');
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const { data, error, mutate } = useWithdrawals(game);
  const trades = data ? [...data.trades].sort(byRelevance) : undefined;
  const active = trades?.filter((t) => t.state === 'active').length ?? 0;

  return (
    <section className="profile-card withdrawals" aria-labelledby="withdrawals-title">
      <div className="seller-section-head">
        <h2 id="withdrawals-title" className="profile-card__title">
          <Icon name="collect" size={20} />
          <FormattedMessage id="withdrawals.title" />
        </h2>
        {active > 0 && (
          <span className="seller-section-head__meta" id="withdrawals-active">
            <FormattedMessage id="withdrawals.activeCount" values={{ count: active }} />
          </span>
        )}
      </div>
      <p className="withdrawals__note">
        <Icon name="info" size={18} />
        <span>
          <FormattedMessage id="withdrawals.note" />
        </span>
      </p>
      {error && !data ? (
        <EmptyBox alert>
          <p>
            <FormattedMessage id="withdrawals.loadFailed" />
          </p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </EmptyBox>
      ) : !trades ? (
        <CardLoading />
      ) : trades.length === 0 ? (
        <div className="withdrawals__empty" id="withdrawals-empty">
          <Icon name="collect" size={44} />
          <p className="withdrawals__empty-title">
            <FormattedMessage id="withdrawals.empty.title" />
          </p>
          <p>
            <FormattedMessage id="withdrawals.empty.text" />
          </p>
          <ButtonLink href="/profile/purchased">
            <Icon name="bag" size={18} />
            <FormattedMessage id="withdrawals.toPurchased" />
          </ButtonLink>
        </div>
      ) : (
        <ul className="withdrawals__list" aria-label={intl.formatMessage({ id: 'withdrawals.listLabel' })}>
          {trades.map((trade) => (
            <li key={trade.id}>
              <TradeCard trade={trade} latest={!supersededIds(trades).has(trade.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Trades whose items a later trade took up again (a retry, or a new collect): only the latest offers Retry
 * for them, so one item is never retried from two cards.
 */
function supersededIds(trades: readonly WithdrawalView[]): Set<string> {
  const ids = new Set<string>();
  for (const trade of trades) {
    const items = new Set(trade.items.map((i) => i.id));
    const later = trades.some(
      (other) =>
        other !== trade &&
        Date.parse(other.createdAt) > Date.parse(trade.createdAt) &&
        other.items.some((i) => items.has(i.id)),
    );
    if (later) ids.add(trade.id);
  }
  return ids;
}

function TradeCard({ trade, latest }: { trade: WithdrawalView; latest: boolean }) {
  const intl = useIntl();
  const retryable = trade.retryable && latest;
  const refresh = useRefreshWithdrawals();
  const refreshMoney = useRefreshMoney();
  const [busy, setBusy] = useState<'cancel' | 'retry' | null>(null);
  const titleId = `trade-${trade.id}-title`;
  const running = trade.state === 'active';

  const act = async (action: 'cancel' | 'retry') => {
    setBusy(action);
    try {
      if (action === 'cancel') {
        await cancelTradeCall(trade.game, trade.id);
        pushToast({ type: 'success', message: { id: 'withdrawals.cancel.done' } });
      } else {
        await retryTradeCall(trade.game, trade.id);
        pushToast({ type: 'success', message: { id: 'withdrawals.retry.done' } });
      }
    } catch (error) {
      pushToast({
        type: 'error',
        message: action === 'cancel' ? cancelTradeFailure(error) : withdrawFailure(error).message,
      });
    } finally {
      setBusy(null);
      void refresh(trade.game);
      void refreshMoney();
    }
  };

  return (
    <article
      className={`withdrawal withdrawal--${trade.state}`}
      aria-labelledby={titleId}
      data-trade-id={trade.id}
      data-state={trade.state}
      data-stage={trade.stage}
    >
      <header className="withdrawal__head">
        <div className="withdrawal__heading">
          <h3 id={titleId} className="withdrawal__title">
            <FormattedMessage
              id="withdrawals.trade.title"
              values={{ nickname: <span className="withdrawal__nickname">{trade.nickname}</span> }}
            />
          </h3>
          <p className="withdrawal__meta">
            <FormattedMessage
              id="withdrawals.trade.meta"
              values={{
                count: trade.items.length,
                date: <FormattedDate value={trade.createdAt} dateStyle="medium" timeStyle="short" />,
              }}
            />
          </p>
        </div>
        <StatusBadge tone={STATE_TONES[trade.state]} status={trade.state} className="withdrawal__state">
          <FormattedMessage id={`withdrawals.state.${trade.state}`} />
        </StatusBadge>
      </header>

      <p className="withdrawal__seller">
        <Icon name="user" size={18} />
        <span>
          <FormattedMessage
            id={
              running
                ? 'withdrawals.trade.sellerExpect'
                : trade.siteBot
                  ? 'withdrawals.trade.siteBot'
                  : 'withdrawals.trade.seller'
            }
            values={{ seller: <b className="withdrawal__seller-name">{trade.sellerNickname}</b> }}
          />
        </span>
      </p>

      <ul className="withdrawal__items" aria-label={intl.formatMessage({ id: 'withdrawals.trade.items' })}>
        {trade.items.map((item) => (
          <TradeItem key={item.id} item={item} showStatus={!running} />
        ))}
      </ul>

      {running && trade.stage !== 'done' && (
        <div className="withdrawal__help">
          <TradeSteps game={trade.game} seller={trade.sellerNickname} />
        </div>
      )}

      <WithdrawalTimeline trade={trade} />

      <p className={`withdrawal__status withdrawal__status--${trade.state}`} role="status">
        <StatusText trade={trade} />
      </p>
      {!running && trade.state !== 'finished' && <Outcome trade={trade} latest={latest} />}

      {(trade.cancellable || retryable) && (
        <div className="withdrawal__actions">
          {retryable && (
            <Button
              size="sm"
              className="withdrawal__retry"
              disabled={busy !== null}
              aria-busy={busy === 'retry' || undefined}
              onClick={() => void act('retry')}
            >
              {busy === 'retry' ? (
                <span className="spinner spinner--inline" aria-hidden="true" />
              ) : (
                <Icon name="reload" size={16} />
              )}
              <FormattedMessage id="withdrawals.retry" />
            </Button>
          )}
          {trade.cancellable && (
            <Button
              size="sm"
              variant="secondary"
              className="withdrawal__cancel"
              disabled={busy !== null}
              aria-busy={busy === 'cancel' || undefined}
              onClick={() => void act('cancel')}
            >
              {busy === 'cancel' ? (
                <span className="spinner spinner--inline" aria-hidden="true" />
              ) : (
                <Icon name="close" size={16} />
              )}
              <FormattedMessage id="withdrawals.cancel" />
            </Button>
          )}
          {retryable && (
            <Link href="/profile/purchased" className="withdrawal__to-purchased">
              <FormattedMessage id="withdrawals.cancelPurchase" />
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

function TradeItem({ item, showStatus }: { item: PurchasedItemView; showStatus: boolean }) {
  const intl = useIntl();
  return (
    <li className="withdrawal-item" data-purchase-item={item.id} data-status={item.status}>
      <img className="withdrawal-item__art" src={item.art} alt="" width={48} height={48} />
      <span className="withdrawal-item__text">
        <span className="withdrawal-item__name">{item.name}</span>
        <VariantChips variant={item.variant as Variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
      </span>
      <span className="withdrawal-item__side">
        <Price money={item.price} className="withdrawal-item__price" />
        {showStatus && <RecordStatusBadge kind="purchase" status={item.status} />}
      </span>
    </li>
  );
}

/** One line under the timeline, read out as it changes: what is happening now, or how it ended. */
function StatusText({ trade }: { trade: WithdrawalView }) {
  const seller = <b>{trade.sellerNickname}</b>;
  switch (trade.state) {
    case 'active':
      if (trade.stage === 'searching_bot' && trade.delayed) return <FormattedMessage id="withdrawals.now.delayed" />;
      return (
        <FormattedMessage
          id={`withdrawals.now.${trade.stage === 'done' ? 'settling' : trade.stage}`}
          values={{ seller, b: (chunks: ReactNode[]) => <b>{chunks}</b> }}
        />
      );
    case 'finished':
      return <FormattedMessage id="withdrawals.now.finished" values={{ nickname: <b>{trade.nickname}</b> }} />;
    case 'cancelled':
      return <FormattedMessage id="withdrawals.now.cancelled" />;
    default: {
      // Failed or expired (the badge and the timeline say which): why, in the code's words.
      const reason = tradeCodeMessage(trade.code);
      return (
        <span className="withdrawal__reason" data-code={trade.code ?? ''}>
          <FormattedMessage id={reason.id} values={reason.values} />
        </span>
      );
    }
  }
}

/** Whose side an ending was and what became of the items (spec trading-core 4 "Purchase", "Sale"). */
function Outcome({ trade, latest }: { trade: WithdrawalView; latest: boolean }) {
  const refunded = trade.fault === 'seller';
  const sum = sumOf(trade.items.map((i) => i.price));
  return (
    <p
      className={`withdrawal__outcome withdrawal__outcome--${refunded ? 'refunded' : 'waiting'}`}
      data-fault={trade.fault ?? 'none'}
    >
      <Icon name={refunded ? 'wallet' : 'clock'} size={18} />
      <span>
        {refunded ? (
          sum ? (
            <FormattedMessage id="withdrawals.outcome.refunded" values={{ amount: <Price money={sum} /> }} />
          ) : (
            <FormattedMessage id="withdrawals.outcome.refundedItems" />
          )
        ) : !latest ? (
          <FormattedMessage id="withdrawals.outcome.later" />
        ) : trade.retryable ? (
          <FormattedMessage
            id={
              trade.state === 'cancelled'
                ? 'withdrawals.outcome.cancelled'
                : trade.fault === 'buyer'
                  ? 'withdrawals.outcome.buyerSide'
                  : 'withdrawals.outcome.noFault'
            }
          />
        ) : (
          <FormattedMessage id="withdrawals.outcome.notWaiting" />
        )}
      </span>
    </p>
  );
}

/** The sum of prices in one currency; none when they differ. */
function sumOf(prices: Money[]): Money | null {
  if (!prices.length || prices.some((p) => p.currency !== prices[0]!.currency)) return null;
  return { amount: prices.reduce((s, p) => s + p.amount, 0), currency: prices[0]!.currency };
}
