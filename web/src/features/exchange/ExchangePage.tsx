// The exchange (/trade, and /trade/{type}/{slug}/{id} with that site item picked): a signed-in user trades synced
// items of one of their linked game accounts, and balance when the values differ, for items of the site's stock, in
// one trade with the fleet bot that holds them, where both sides give. Two columns (stacked on a phone): the user's
// items and the site's; a summary with the difference and Start; then the user's exchanges, followed live (the
// socket's EXCHANGE_CHANGED and the bots' events of kind exchange, shared/realtime). A visitor sees the stock and is
// asked to sign in.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { SWRResponse } from 'swr';
import { useSnapshot } from 'valtio';
import { useRoute } from 'wouter';
import type { Age } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import { EXCHANGE_CHANGE_SHARE, EXCHANGE_MAX_ITEMS } from '../../../../modules/exchange/exchange.vocabulary.schemas';
import { useAccounts, useBalance } from '../../shared/api/queries';
import { openAuth } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { splitTrades } from '../../shared/trades/depositTrade';
import { StartNotice } from '../../shared/trades/StartNotice';
import { TradeListSection } from '../../shared/trades/TradeListSection';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { useTitle } from '../../shared/ui/useTitle';
import type { Currency, GameKey } from '../../../../kernel';
import { type ExchangeBoard, type StockItem, useBoard, useExchanges } from './api';
import { ExchangeCard } from './ExchangeCard';
import { GiveColumn } from './GiveColumn';
import { cheapestRow, preselect, type Preselect } from './pick';
import { StockColumn } from './StockColumn';
import { SummaryBar } from './SummaryBar';
import { useDraft } from './useDraft';
import '../../shared/trades/tradeOffer.css';
import '../../shared/ui/card.css';
import './exchange.css';

export default function ExchangePage() {
  useTitle('title.exchange');
  const { game, currency, isAuth } = useSnapshot(store);
  const [, params] = useRoute('/trade/:productType/:productName/:productId');
  const id = Number(params?.productId);
  const target = Number.isInteger(id) && id > 0 ? id : null;
  const board = useBoard(game, currency, isAuth);
  return (
    <div className="container exchange-page">
      <ExchangeHead board={board.data} />
      {isAuth ? (
        // A game switch starts the exchange afresh (its account, ticks and picks are the other game's).
        <Trader key={game} game={game} currency={currency} board={board} target={target} />
      ) : (
        <Visitor board={board} target={target} />
      )}
    </div>
  );
}

function ExchangeHead({ board }: { board: ExchangeBoard | undefined }) {
  const share = <FormattedNumber value={board?.changeShare ?? EXCHANGE_CHANGE_SHARE} style="percent" />;
  return (
    <header className="ex-head">
      <h1 className="ex-head__title">
        <FormattedMessage id="exchange.title" />
      </h1>
      <p className="trade-intro">
        <FormattedMessage id="exchange.intro" />
      </p>
      <ul className="trade-facts">
        <li>
          <Icon name="tag" size={18} />
          <span>
            <FormattedMessage id="exchange.facts.values" />
          </span>
        </li>
        <li>
          <Icon name="wallet" size={18} />
          <span>
            <FormattedMessage id="exchange.facts.difference" values={{ share }} />
          </span>
        </li>
        <li>
          <Icon name="inventory" size={18} />
          <span>
            <FormattedMessage id="exchange.facts.maxItems" values={{ max: board?.maxItems ?? EXCHANGE_MAX_ITEMS }} />
          </span>
        </li>
      </ul>
    </header>
  );
}

/**
 * The page's item (/trade/{type}/{slug}/{id}), once the stock is known: picked (`apply`), brought into view, or
 * said to be missing from the stock.
 */
function usePreselect(
  stock: readonly StockItem[] | undefined,
  target: number | null,
  apply: (id: number) => Preselect['kind'],
) {
  const [missing, setMissing] = useState(false);
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (target === null || !stock || done.current === target) return;
    done.current = target;
    const kind = apply(target);
    setMissing(kind === 'missing');
    if (kind !== 'missing')
      requestAnimationFrame(() =>
        document.getElementById(`exchange-stock-${target}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
  }, [stock, target, apply]);
  return missing ? (
    <StartNotice id="exchange-missing" notice={{ tone: 'warning', message: { id: 'exchange.preselect.missing' } }} />
  ) : null;
}

interface TraderProps {
  game: GameKey;
  currency: Currency;
  board: SWRResponse<ExchangeBoard>;
  target: number | null;
}

function Trader({ game, currency, board, target }: TraderProps) {
  const accounts = useAccounts(game);
  const exchanges = useExchanges(game, true);
  const balance = useBalance().data?.available[currency] ?? null;
  const draft = useDraft({ game, currency, board, accounts: accounts.data?.accounts ?? [], balance });
  const missing = usePreselect(board.data?.give ? board.data.stock : undefined, target, draft.preselectItem);
  // An exchange seen running here stays among the current ones when it ends: its result shows where it was followed.
  const seenRunning = useRef(new Set<string>()).current;
  for (const exchange of exchanges.data?.exchanges ?? []) if (exchange.state === 'active') seenRunning.add(exchange.id);
  const { current, earlier } = splitTrades(exchanges.data?.exchanges ?? [], seenRunning, Date.now());
  const list = (kind: 'current' | 'earlier', trades: typeof current) => (
    <TradeListSection
      kind={kind}
      trades={trades}
      idPrefix="exchanges"
      messages="exchange.list"
      render={(exchange, expanded) => <ExchangeCard exchange={exchange} expanded={expanded} />}
    />
  );
  return (
    <>
      {missing}
      <div className="ex-board">
        <GiveColumn accounts={accounts} board={board} draft={draft} />
        <StockColumn
          board={board}
          ages={draft.ages}
          onAge={(item, age) => draft.chooseAge(item, age, cheapestRow(item, age))}
          target={target}
          picking={(item) => ({
            take: draft.take,
            pending: draft.pending.has(item.itemId),
            was: draft.priceMoves,
            room: draft.room,
            max: draft.max,
            busy: draft.busy,
            onRow: draft.setRow,
            onDrop: draft.drop,
          })}
        />
      </div>
      {board.data && (
        <SummaryBar draft={draft} currency={currency} balance={balance} changeShare={board.data.changeShare} />
      )}
      {exchanges.error && !exchanges.data && (
        <RetryBox message="exchange.list.loadFailed" onRetry={() => void exchanges.mutate()} />
      )}
      {current.length > 0 && list('current', current)}
      {earlier.length > 0 && list('earlier', earlier)}
    </>
  );
}

/** A visitor: the stock to look at, and a notice to sign in to trade. */
function Visitor({ board, target }: { board: SWRResponse<ExchangeBoard>; target: number | null }) {
  const [ages, setAges] = useState<ReadonlyMap<number, Age>>(new Map());
  const stock = board.data?.stock;
  const missing = usePreselect(stock, target, (id) => preselect(stock ?? [], id, new Map(), 0).kind);
  return (
    <>
      {missing}
      <div className="ex-board">
        <section
          className="profile-card ex-column ex-sign-in"
          aria-labelledby="exchange-sign-in-title"
          id="exchange-sign-in"
        >
          <Icon name="lock" size={48} className="ex-sign-in__icon" />
          <h2 id="exchange-sign-in-title" className="ex-sign-in__title">
            <FormattedMessage id="exchange.signIn.title" />
          </h2>
          <p className="ex-sign-in__text">
            <FormattedMessage id="exchange.signIn.text" />
          </p>
          <div className="ex-sign-in__actions">
            <SignInButton size="lg" id="exchange-sign-in-button" />
            <Button size="lg" variant="secondary" onClick={() => openAuth('register')}>
              <FormattedMessage id="exchange.signIn.register" />
            </Button>
          </div>
        </section>
        <StockColumn
          board={board}
          ages={ages}
          onAge={(item, age) => setAges((current) => new Map(current).set(item.itemId, age))}
          picking={() => null}
          target={target}
        />
      </div>
    </>
  );
}
