// One quick sale as its seller follows it (spec trading-core 4 "Quick sale" and "Bot trade stages shown to the
// user", 7 the deposit trade's events, 8 quick sale cancel, codes 300-308 and the friendship failures): the
// fleet bot to befriend in the game, what to do there, the stages with their times, Ready while the bot waits
// for it, Cancel until the bot enters the game, the items with their prices and the total; at the end, what was
// paid, or why it failed and the items being back.
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { MM2_TRADE_LEVEL } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { isQuickSaleKey } from '../../shared/api/keys';
import { VariantChips } from '../../shared/items/ItemBadges';
import { pushToast } from '../../shared/state/actions';
import { TradeTimeline } from '../../shared/trades/TradeTimeline';
import { Button } from '../../shared/ui/Button';
import { CopyButton } from '../../shared/ui/CopyButton';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { StatusBadge, type Tone } from '../../shared/ui/StatusBadge';
import { cancelQuickSaleCall, readyCall, type QuickSaleView } from './api';
import { QUICK_SALE_STAGES, saleActionFailure, saleStatusMessage, showsSteps } from './saleRules';

const STATE_TONES: Record<QuickSaleView['state'], Tone> = {
  active: 'info',
  finished: 'success',
  failed: 'error',
  expired: 'warning',
  cancelled: 'neutral',
};

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

/** `expanded`: an ended one shows its stages and items at once (among the current ones); running ones always do. */
export function SaleCard({ sale, expanded = false }: { sale: QuickSaleView; expanded?: boolean }) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'ready' | 'cancel' | null>(null);
  const running = sale.state === 'active';
  const titleId = `quick-sale-${sale.id}-title`;
  const bot = sale.botNickname;

  const act = async (action: 'ready' | 'cancel') => {
    setBusy(action);
    try {
      if (action === 'ready') {
        await readyCall(sale.game, sale.id);
        pushToast({ type: 'success', message: { id: 'quickSale.ready.done', values: { bot: bot ?? '' } } });
      } else {
        await cancelQuickSaleCall(sale.game, sale.id);
        pushToast({ type: 'success', message: { id: 'quickSale.cancel.done' } });
      }
    } catch (error) {
      pushToast({ type: 'error', message: saleActionFailure(error, action) });
    } finally {
      setBusy(null);
      // The sale moved (or was found gone): the list, the accounts and, after a cancel, the offer.
      void mutate(isQuickSaleKey(sale.game, action === 'cancel'));
    }
  };

  const status = saleStatusMessage(sale);
  const timeline = (
    <TradeTimeline
      trade={sale}
      stages={QUICK_SALE_STAGES}
      label={intl.formatMessage({ id: 'quickSale.timeline.label' }, { nickname: sale.nickname })}
      messagePrefix="quickSale.stage"
      skippedId="quickSale.timeline.skipped"
    />
  );
  return (
    <article
      className={`qs-sale qs-sale--${sale.state}`}
      aria-labelledby={titleId}
      id={`quick-sale-${sale.id}`}
      data-sale-id={sale.id}
      data-state={sale.state}
      data-stage={sale.stage}
    >
      <header className="qs-sale__head">
        <div className="qs-sale__heading">
          <h3 id={titleId} className="qs-sale__title">
            <FormattedMessage
              id="quickSale.sale.title"
              values={{ nickname: <span className="qs-sale__nickname">{sale.nickname}</span> }}
            />
          </h3>
          <p className="qs-sale__meta">
            <FormattedMessage
              id="quickSale.sale.meta"
              values={{
                count: sale.items.length,
                date: <FormattedDate value={sale.createdAt} dateStyle="medium" timeStyle="short" />,
              }}
            />
          </p>
        </div>
        <StatusBadge tone={STATE_TONES[sale.state]} status={sale.state} className="qs-sale__state">
          <FormattedMessage id={`quickSale.state.${sale.state}`} />
        </StatusBadge>
      </header>

      {(bot || running) && (
        <div className="qs-sale__bot">
          <Icon name="user" size={18} />
          <span className="qs-sale__bot-text">
            {bot ? (
              <FormattedMessage
                id={running ? 'quickSale.sale.botAdd' : 'quickSale.sale.bot'}
                values={{ bot: <b className="qs-sale__bot-name">{bot}</b> }}
              />
            ) : (
              <FormattedMessage id="quickSale.sale.botPending" />
            )}
          </span>
          {bot && running && <CopyButton text={bot} label="quickSale.sale.copyBot" />}
        </div>
      )}

      {showsSteps(sale) && (
        <div className="qs-sale__help">
          <ol className="qs-steps">
            <li className={sale.stage === 'adding_friend' ? 'is-now' : undefined}>
              {bot ? (
                <FormattedMessage id="quickSale.steps.friendFrom" values={{ bot, b: bold }} />
              ) : (
                <FormattedMessage id="quickSale.steps.friend" />
              )}
            </li>
            <li className={sale.stage === 'pending_ready' ? 'is-now' : undefined}>
              <FormattedMessage id="quickSale.steps.ready" values={{ b: bold }} />
            </li>
            <li className={sale.stage === 'trading' ? 'is-now' : undefined}>
              <FormattedMessage id="quickSale.steps.accept" />
            </li>
          </ol>
          {sale.game === 'mm2' && (
            <p className="qs-steps__level">
              <Icon name="info" size={16} />
              <span>
                <FormattedMessage id="withdrawals.steps.level" values={{ level: MM2_TRADE_LEVEL }} />
              </span>
            </p>
          )}
        </div>
      )}

      {running && timeline}

      <p className={`qs-sale__status qs-sale__status--${sale.state}`} role="status" data-code={sale.code ?? ''}>
        <FormattedMessage
          id={status.id}
          values={{
            ...status.values,
            bot: <b>{bot ?? '…'}</b>,
            nickname: <b>{sale.nickname}</b>,
            amount: sale.paid ? <Price money={sale.paid} /> : '',
            b: bold,
          }}
        />
      </p>
      {!running && sale.state !== 'finished' && (
        <p className="qs-sale__outcome">
          <Icon name="inventory" size={18} />
          <span>
            <FormattedMessage id="quickSale.outcome.back" />
          </span>
        </p>
      )}

      {(sale.needsReady || sale.cancellable) && (
        <div className="qs-sale__actions">
          {sale.needsReady && (
            <Button
              className="qs-sale__ready"
              disabled={busy !== null}
              aria-busy={busy === 'ready' || undefined}
              onClick={() => void act('ready')}
            >
              {busy === 'ready' ? (
                <span className="spinner spinner--inline" aria-hidden="true" />
              ) : (
                <Icon name="check" size={18} />
              )}
              <FormattedMessage id="quickSale.ready" />
            </Button>
          )}
          {sale.cancellable && (
            <Button
              variant="secondary"
              className="qs-sale__cancel"
              disabled={busy !== null}
              aria-busy={busy === 'cancel' || undefined}
              onClick={() => void act('cancel')}
            >
              {busy === 'cancel' ? (
                <span className="spinner spinner--inline" aria-hidden="true" />
              ) : (
                <Icon name="close" size={18} />
              )}
              <FormattedMessage id="quickSale.cancel" />
            </Button>
          )}
        </div>
      )}

      <details className="qs-sale__details" open={running || expanded || undefined}>
        <summary className="qs-sale__summary">
          <FormattedMessage
            id={running ? 'quickSale.sale.items' : 'quickSale.sale.details'}
            values={{ count: sale.items.length }}
          />
          <Icon name="chevronDown" size={16} className="qs-sale__chevron" />
        </summary>
        {!running && timeline}
        <ul className="qs-sale__items" aria-label={intl.formatMessage({ id: 'quickSale.sale.itemsLabel' })}>
          {sale.items.map((item) => (
            <li key={item.id} className="qs-sale-item" data-item-id={item.id} data-moved={String(item.moved)}>
              <img className="qs-sale-item__art" src={item.art} alt="" width={40} height={40} loading="lazy" />
              <span className="qs-sale-item__text">
                <span className="qs-sale-item__name">{item.name}</span>
                <VariantChips variant={item.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
              </span>
              <span className="qs-sale-item__side">
                <Price money={item.price} className="qs-sale-item__price" />
                {item.moved !== null && !running && (
                  <StatusBadge tone={item.moved ? 'success' : 'neutral'} status={item.moved ? 'moved' : 'kept'}>
                    <FormattedMessage id={item.moved ? 'quickSale.item.moved' : 'quickSale.item.kept'} />
                  </StatusBadge>
                )}
              </span>
            </li>
          ))}
        </ul>
      </details>

      <dl className="qs-sale__sums">
        <div>
          <dt>
            <FormattedMessage id="quickSale.sale.total" />
          </dt>
          <dd className="qs-sale__total">
            <Price money={sale.total} />
          </dd>
        </div>
        {sale.paid && sale.paid.amount > 0 && (
          <div className="qs-sale__paid-row">
            <dt>
              <FormattedMessage id="quickSale.sale.paid" />
            </dt>
            <dd className="qs-sale__paid">
              <Price money={sale.paid} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
