// One quick sale as its seller follows it (spec trading-core 4 "Quick sale" and "Bot trade stages shown to the
// user", 7 the deposit trade's events, 8 quick sale cancel, codes 300-308 and the friendship failures): the
// fleet bot to befriend in the game, what to do there, the stages with their times, Ready while the bot waits
// for it, Cancel until the bot enters the game, the items with their prices and the total; at the end, what was
// paid, or why it failed and the items being back. The card's parts are shared with the exchange (shared/trades).
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { isQuickSaleKey } from '../../shared/api/keys';
import { DepositSteps } from '../../shared/trades/DepositSteps';
import { showsSteps } from '../../shared/trades/depositTrade';
import { TradeActions } from '../../shared/trades/TradeActions';
import { TradeBot } from '../../shared/trades/TradeBot';
import { TradeCardHead } from '../../shared/trades/TradeCardHead';
import { TradeItemList } from '../../shared/trades/TradeItemList';
import { TradeStatus } from '../../shared/trades/TradeStatus';
import { TradeSums } from '../../shared/trades/TradeSums';
import { TradeTimeline } from '../../shared/trades/TradeTimeline';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { cancelQuickSaleCall, readyCall, type QuickSaleView } from './api';
import { QUICK_SALE_STAGES, saleActionFailure, saleStatusMessage } from './saleRules';

const MOVED_IDS = { moved: 'quickSale.item.moved', kept: 'quickSale.item.kept' };

/** `expanded`: an ended one shows its stages and items at once (among the current ones); running ones always do. */
export function SaleCard({ sale, expanded = false }: { sale: QuickSaleView; expanded?: boolean }) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const running = sale.state === 'active';
  const titleId = `quick-sale-${sale.id}-title`;
  const bot = sale.botNickname;

  const timeline = (
    <TradeTimeline
      trade={sale}
      stages={QUICK_SALE_STAGES}
      label={intl.formatMessage({ id: 'quickSale.timeline.label' }, { nickname: sale.nickname })}
      messagePrefix="quickSale.stage"
      skippedId="tradeCard.skipped"
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
      <TradeCardHead
        titleId={titleId}
        state={sale.state}
        messages="quickSale"
        title={
          <FormattedMessage
            id="quickSale.sale.title"
            values={{ nickname: <span className="qs-sale__nickname">{sale.nickname}</span> }}
          />
        }
        meta={
          <FormattedMessage
            id="quickSale.sale.meta"
            values={{
              count: sale.items.length,
              date: <FormattedDate value={sale.createdAt} dateStyle="medium" timeStyle="short" />,
            }}
          />
        }
      />
      <TradeBot bot={bot} running={running} messages="quickSale.sale" />
      {showsSteps(sale) && <DepositSteps game={sale.game} stage={sale.stage} bot={bot} />}
      {running && timeline}
      <TradeStatus
        trade={sale}
        message={saleStatusMessage(sale)}
        values={{ amount: sale.paid ? <Price money={sale.paid} /> : '' }}
        back="quickSale.outcome.back"
      />
      <TradeActions
        needsReady={sale.needsReady}
        cancellable={sale.cancellable}
        call={(action) => (action === 'ready' ? readyCall : cancelQuickSaleCall)(sale.game, sale.id)}
        done={(action) =>
          action === 'ready'
            ? { id: 'quickSale.ready.done', values: { bot: bot ?? '' } }
            : { id: 'quickSale.cancel.done' }
        }
        failure={saleActionFailure}
        // The sale moved (or was found gone): the list, the accounts and, after a cancel, the offer.
        after={(action) => void mutate(isQuickSaleKey(sale.game, action === 'cancel'))}
      />

      <details className="qs-sale__details" open={running || expanded || undefined}>
        <summary className="qs-sale__summary">
          <FormattedMessage
            id={running ? 'quickSale.sale.items' : 'quickSale.sale.details'}
            values={{ count: sale.items.length }}
          />
          <Icon name="chevronDown" size={16} className="qs-sale__chevron" />
        </summary>
        {!running && timeline}
        <TradeItemList
          items={sale.items}
          money={(item) => item.price}
          running={running}
          label={intl.formatMessage({ id: 'quickSale.sale.itemsLabel' })}
          movedIds={MOVED_IDS}
        />
      </details>

      <TradeSums
        sums={[
          { label: 'quickSale.sale.total', money: sale.total, className: 'qs-sale__total' },
          ...(sale.paid && sale.paid.amount > 0
            ? [
                {
                  label: 'quickSale.sale.paid',
                  money: sale.paid,
                  className: 'qs-sale__paid',
                  rowClassName: 'qs-sale__paid-row',
                },
              ]
            : []),
        ]}
      />
    </article>
  );
}
