// One exchange as its user follows it (spec trading-core 4 "Bot trade stages shown to the user", 7 the deposit
// trade's events, codes 300-308 and the friendship failures): the fleet bot to befriend in the game, what to do
// there, the stages with their times, Ready while the bot waits for it, Cancel until the bot enters the game, the
// items of both sides and the money; at the end, what moved, or why it failed and everything being back. The card's
// parts are the quick sale's (shared/trades).
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { isExchangeKey } from '../../shared/api/keys';
import { DepositSteps } from '../../shared/trades/DepositSteps';
import { DEPOSIT_STAGES, showsSteps } from '../../shared/trades/depositTrade';
import { TradeActions } from '../../shared/trades/TradeActions';
import { TradeBot } from '../../shared/trades/TradeBot';
import { TradeCardHead } from '../../shared/trades/TradeCardHead';
import { TradeItemList } from '../../shared/trades/TradeItemList';
import { TradeStatus } from '../../shared/trades/TradeStatus';
import { TradeSums, type TradeSum } from '../../shared/trades/TradeSums';
import { TradeTimeline } from '../../shared/trades/TradeTimeline';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { cancelExchangeCall, type ExchangeItemView, type ExchangeView, readyExchangeCall } from './api';
import { exchangeActionFailure, exchangeStatusMessage } from './exchangeRules';

const GIVE_IDS = { moved: 'exchange.item.given', kept: 'exchange.item.kept' };
const TAKE_IDS = { moved: 'exchange.item.received', kept: 'exchange.item.notReceived' };
const itemValue = (item: ExchangeItemView) => item.value;

/** `expanded`: an ended one shows its stages and items at once (among the current ones); running ones always do. */
export function ExchangeCard({ exchange, expanded = false }: { exchange: ExchangeView; expanded?: boolean }) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const running = exchange.state === 'active';
  const titleId = `exchange-${exchange.id}-title`;
  const bot = exchange.botNickname;
  const count = exchange.give.length + exchange.take.length;

  const timeline = (
    <TradeTimeline
      trade={exchange}
      stages={DEPOSIT_STAGES}
      label={intl.formatMessage({ id: 'exchange.timeline.label' }, { nickname: exchange.nickname })}
      messagePrefix="exchange.stage"
      skippedId="tradeCard.skipped"
    />
  );
  const sums: TradeSum[] = [
    { label: 'exchange.trade.userValue', money: exchange.userValue, className: 'ex-trade__user-value' },
    { label: 'exchange.trade.siteValue', money: exchange.siteValue, className: 'ex-trade__site-value' },
  ];
  if (exchange.balance.amount > 0)
    sums.push({ label: 'exchange.trade.balance', money: exchange.balance, className: 'ex-trade__balance' });
  if (exchange.change.amount > 0)
    sums.push({ label: 'exchange.trade.change', money: exchange.change, className: 'qs-sale__paid ex-trade__change' });
  return (
    <article
      className={`qs-sale qs-sale--${exchange.state} ex-trade`}
      aria-labelledby={titleId}
      id={`exchange-${exchange.id}`}
      data-exchange-id={exchange.id}
      data-state={exchange.state}
      data-stage={exchange.stage}
    >
      <TradeCardHead
        titleId={titleId}
        state={exchange.state}
        messages="exchange"
        title={
          <FormattedMessage
            id="exchange.trade.title"
            values={{ nickname: <span className="qs-sale__nickname">{exchange.nickname}</span> }}
          />
        }
        meta={
          <FormattedMessage
            id="exchange.trade.meta"
            values={{
              give: exchange.give.length,
              take: exchange.take.length,
              date: <FormattedDate value={exchange.createdAt} dateStyle="medium" timeStyle="short" />,
            }}
          />
        }
      />
      <TradeBot bot={bot} running={running} messages="exchange.trade" />
      {showsSteps(exchange) && <DepositSteps game={exchange.game} stage={exchange.stage} bot={bot} />}
      {running && timeline}
      <TradeStatus
        trade={exchange}
        message={exchangeStatusMessage(exchange)}
        values={{ amount: <Price money={exchange.change} /> }}
        back="exchange.outcome.back"
      />
      <TradeActions
        needsReady={exchange.needsReady}
        cancellable={exchange.cancellable}
        call={(action) => (action === 'ready' ? readyExchangeCall : cancelExchangeCall)(exchange.game, exchange.id)}
        done={(action) =>
          action === 'ready'
            ? { id: 'exchange.ready.done', values: { bot: bot ?? '' } }
            : { id: 'exchange.cancel.done' }
        }
        failure={exchangeActionFailure}
        // The exchange moved (or was found gone): the list, the accounts and, after a cancel, the board and balance.
        after={(action) => void mutate(isExchangeKey(exchange.game, action === 'cancel'))}
      />

      <details className="qs-sale__details" open={running || expanded || undefined}>
        <summary className="qs-sale__summary">
          <FormattedMessage id={running ? 'exchange.trade.items' : 'exchange.trade.details'} values={{ count }} />
          <Icon name="chevronDown" size={16} className="qs-sale__chevron" />
        </summary>
        {!running && timeline}
        <div className="ex-trade__sides">
          <Side titleId={`${titleId}-give`} side="give" items={exchange.give} running={running} />
          <Side titleId={`${titleId}-take`} side="take" items={exchange.take} running={running} />
        </div>
      </details>

      <TradeSums sums={sums} />
    </article>
  );
}

/** One side's items: the user's given (or kept), the site's received (or not). */
function Side({
  titleId,
  side,
  items,
  running,
}: {
  titleId: string;
  side: 'give' | 'take';
  items: ExchangeItemView[];
  running: boolean;
}) {
  const intl = useIntl();
  return (
    <section className="ex-trade__side" aria-labelledby={titleId}>
      <h4 id={titleId} className="ex-trade__side-title">
        <FormattedMessage id={`exchange.trade.${side}`} values={{ count: items.length }} />
      </h4>
      <TradeItemList
        items={items}
        money={itemValue}
        running={running}
        label={intl.formatMessage({ id: `exchange.trade.${side}` }, { count: items.length })}
        movedIds={side === 'give' ? GIVE_IDS : TAKE_IDS}
        className={`ex-trade__${side}`}
      />
    </section>
  );
}
