// The exchange the user is putting together on /trade: the account their items come from and the ones ticked, the
// site's items taken (and the pets waiting for their age), what a PRICES_HAVE_CHANGED moved, the notice beside
// Start, and Start itself (spec trading-core 5, 8). The rules are pure (pick.ts, changes.ts, summary.ts); this holds
// the state and talks to the server.
import { useEffect, useMemo, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import type { Age } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import { accountsKey, exchangesKey } from '../../shared/api/keys';
import { pushToast } from '../../shared/state/actions';
import { accountHint } from '../../shared/trades/accounts';
import {
  chosenItems,
  itemsOfAccount,
  pruneSelection,
  toggleItem,
  type Selection,
  type ValueChange,
} from '../../shared/trades/selection';
import { usePickedAccount } from '../../shared/trades/usePickedAccount';
import type { Notice } from '../../shared/trades/StartNotice';
import type { Currency, GameKey, Money } from '../../../../kernel';
import { type ExchangeBoard, type ExchangeView, type GiveItem, type StockItem, startExchangeCall } from './api';
import { applyTakeChanges, boardWithChanges, changedKey, giveChanges, takeChanges } from './changes';
import { startFailure } from './exchangeRules';
import { preselect, pruneTake, setQuantity, takeBody, takenCount, takeValues, type Preselect, type Take } from './pick';
import { draftSummary } from './summary';

/** Until the board says (spec trading-core 5). */
const DEFAULT_MAX_ITEMS = 40;

/** A refusal beside Start, with its details (the amounts some refusals name) and, after new prices, how many left. */
export type DraftNotice = Notice & { details?: Record<string, unknown>; removed?: number };

interface DraftOptions {
  game: GameKey;
  currency: Currency;
  board: SWRResponse<ExchangeBoard>;
  accounts: readonly AccountView[];
  /** The user's spendable balance in the page's currency; null while unknown. */
  balance: number | null;
}

const byValue = (item: GiveItem) => item.value.amount;

export function useDraft({ game, currency, board, accounts, balance }: DraftOptions) {
  const { mutate } = useSWRConfig();
  const data = board.data;
  const max = data?.maxItems ?? DEFAULT_MAX_ITEMS;
  // The account: the user's pick, else (once the board is known) the one with the most to offer.
  const { account, counts, setPicked } = usePickedAccount(accounts, data?.give ?? undefined);
  const items = useMemo(
    () => (data?.give && account ? itemsOfAccount(data.give, account.id, byValue) : []),
    [data, account],
  );
  const hint = data?.give && account ? accountHint(account, counts.get(account.id) ?? 0) : null;

  const [selection, setSelection] = useState<Selection>(new Set());
  const [take, setTake] = useState<Take>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [ages, setAges] = useState<ReadonlyMap<number, Age>>(new Map());
  const [valueMoves, setValueMoves] = useState<ReadonlyMap<string, ValueChange>>(new Map());
  const [priceMoves, setPriceMoves] = useState<ReadonlyMap<string, Money>>(new Map());
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const [busy, setBusy] = useState(false);

  // A pick only holds what is still there (after the board was read again; kept while it reloads).
  useEffect(() => {
    if (!data) return;
    setSelection((current) => pruneSelection(current, items));
    setTake((current) => pruneTake(current, data.stock));
  }, [data, items]);

  const chosen = chosenItems(items, selection);
  const taken = takenCount(take);
  const pendingNames = (data?.stock ?? []).filter((i) => pending.has(i.itemId)).map((i) => i.name);
  const summary = draftSummary({
    give: chosen.map(byValue),
    take: takeValues(take),
    max,
    pending: pendingNames,
    balance,
  });
  /** How many more items the trade takes. */
  const room = Math.max(0, max - chosen.length - taken);
  const changed = valueMoves.size > 0 || priceMoves.size > 0;

  const forgetChanges = () => {
    setValueMoves(new Map());
    setPriceMoves(new Map());
  };
  const pickAccount = (id: string) => {
    if (id === account?.id) return;
    setPicked(id);
    setSelection(new Set());
    forgetChanges();
    setNotice(null);
  };
  const toggle = (id: string) => {
    const next = toggleItem(selection, id, max - taken);
    setSelection(next.selection);
    if (next.refused) setNotice({ tone: 'warning', message: { id: 'exchange.limit', values: { max } } });
  };
  const selectMany = (next: Selection) => {
    setNotice(null);
    setSelection(next);
  };
  const setRow = (item: StockItem, row: StockItem['variants'][number], quantity: number) => {
    setTake((current) => setQuantity(current, item, row, quantity, room));
    setPending((current) => without(current, item.itemId));
    setNotice(null);
  };
  /** A pet's age chosen: a pet picked before (waiting for it) is taken once, of its cheapest row of that age. */
  const chooseAge = (item: StockItem, age: Age, row: StockItem['variants'][number] | null) => {
    setAges((current) => new Map(current).set(item.itemId, age));
    if (!pending.has(item.itemId)) return;
    setPending((current) => without(current, item.itemId));
    if (row) setTake((current) => setQuantity(current, item, row, 1, room));
  };
  /** A site item out of the exchange: its lines and its waiting for an age. */
  const drop = (item: StockItem) => {
    setTake((current) => new Map([...current].filter(([, line]) => line.itemId !== item.itemId)));
    setPending((current) => without(current, item.itemId));
  };
  /** Opening /trade/{type}/{slug}/{id}: the item taken, or waiting for its age; whether it is in stock. */
  const preselectItem = (itemId: number): Preselect['kind'] => {
    const result = preselect(data?.stock ?? [], itemId, take, room);
    if (result.kind === 'taken') {
      setTake(result.take);
      if (result.age) setAges((current) => new Map(current).set(itemId, result.age!));
    }
    if (result.kind === 'pending') setPending((current) => new Set(current).add(itemId));
    return result.kind;
  };

  /** What a start changes or finds stale: the board, the game's accounts and exchanges. */
  const refresh = () => {
    const keys = new Set([accountsKey(game), exchangesKey(game)]);
    void board.mutate();
    return mutate((key) => typeof key === 'string' && keys.has(key));
  };

  const start = async () => {
    if (!account || summary.blocker || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const give = chosen.map((i) => ({ id: i.id, value: i.value.amount }));
      const { exchange } = await startExchangeCall(game, {
        accountId: account.id,
        currency,
        give,
        take: takeBody(take),
      });
      setSelection(new Set());
      setTake(new Map());
      forgetChanges();
      pushToast({ type: 'success', message: { id: 'exchange.started', values: { nickname: exchange.nickname } } });
      await mutate<{ exchanges: ExchangeView[] }>(
        exchangesKey(game),
        (current) => ({ exchanges: [exchange, ...(current?.exchanges ?? []).filter((e) => e.id !== exchange.id)] }),
        { revalidate: true },
      );
      void refresh();
      // The new exchange is below the board, with what to do in the game.
      requestAnimationFrame(() =>
        document.getElementById(`exchange-${exchange.id}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      );
    } catch (error) {
      const failure = startFailure(error);
      if (failure.pricesChanged && data) {
        // Show the new values at once (the board is read again behind them) and ask to confirm.
        const gives = giveChanges(data.give ?? [], failure.details);
        const takes = takeChanges(take, failure.details, currency);
        const gone = new Set(gives.filter((c) => !c.after).map((c) => c.id));
        setValueMoves(new Map(gives.map((c) => [c.id, c])));
        setPriceMoves(
          new Map(takes.flatMap((c) => (changedKey(take, c) ? [[changedKey(take, c)!, c.before] as const] : []))),
        );
        setSelection((current) => new Set([...current].filter((id) => !gone.has(id))));
        setTake((current) => applyTakeChanges(current, takes));
        const removed = chosen.filter((i) => gone.has(i.id)).length + takes.filter((c) => !c.after).length;
        setNotice({ tone: 'warning', message: failure.message, removed });
        void board.mutate(boardWithChanges(data, gives, takes), { revalidate: true });
      } else {
        setNotice({ tone: 'error', message: failure.message, details: failure.details });
        if (failure.stale) void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    max,
    counts,
    account,
    items,
    hint,
    selection,
    take,
    pending,
    ages,
    valueMoves,
    priceMoves,
    notice,
    busy,
    summary,
    room,
    taken,
    changed,
    pickAccount,
    toggle,
    selectMany,
    setRow,
    chooseAge,
    drop,
    preselectItem,
    start,
  };
}

export type Draft = ReturnType<typeof useDraft>;

function without(set: ReadonlySet<number>, value: number): ReadonlySet<number> {
  if (!set.has(value)) return set;
  const next = new Set(set);
  next.delete(value);
  return next;
}
