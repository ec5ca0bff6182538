// The user's side of /trade: the game account their items come from (one account per exchange), then its items an
// exchange can take, each with what it counts for, to tick. Without a linked account, or with nothing to offer,
// says why and where to mend it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import { AccountPicker } from '../../shared/trades/AccountPicker';
import { ItemTicker } from '../../shared/trades/ItemTicker';
import { NoTradeItems } from '../../shared/trades/NoTradeItems';
import { TradeEmptyState } from '../../shared/trades/TradeEmptyState';
import { CardLoading } from '../../shared/ui/CardLoading';
import { RetryBox } from '../../shared/ui/RetryBox';
import type { ExchangeBoard, GiveItem } from './api';
import { Column } from './Column';
import type { Draft } from './useDraft';

interface GiveColumnProps {
  accounts: SWRResponse<{ accounts: AccountView[] }>;
  board: SWRResponse<ExchangeBoard>;
  draft: Draft;
}

const itemValue = (item: GiveItem) => item.value;

export function GiveColumn({ accounts, board, draft }: GiveColumnProps) {
  return (
    <Column
      side="give"
      icon="inventory"
      meta={
        draft.selection.size > 0 && (
          <FormattedMessage id="exchange.give.ticked" values={{ count: draft.selection.size }} />
        )
      }
    >
      <GiveBody accounts={accounts} board={board} draft={draft} />
    </Column>
  );
}

function GiveBody({ accounts, board, draft }: GiveColumnProps) {
  const intl = useIntl();
  if (accounts.error && !accounts.data) {
    return <RetryBox message="exchange.accountsFailed" onRetry={() => void accounts.mutate()} />;
  }
  if (!accounts.data) return <CardLoading inline label="exchange.loading" />;
  const account = draft.account;
  if (!account) {
    return (
      <TradeEmptyState
        bare
        id="exchange-no-accounts"
        icon="gamepad"
        messages="exchange.noAccounts"
        action={{ href: '/profile/trade/connected', icon: 'plus' }}
      />
    );
  }
  const data = board.data;
  return (
    <>
      <AccountPicker
        accounts={accounts.data.accounts}
        picked={account.id}
        onPick={draft.pickAccount}
        name="exchange-account"
        meta={(a) =>
          data?.give ? (
            <FormattedMessage
              id="exchange.account.items"
              values={{ count: a.status === 'fastSell' ? 0 : (draft.counts.get(a.id) ?? 0) }}
            />
          ) : (
            <FormattedMessage id="tradeOffer.account.loading" />
          )
        }
      />
      {board.error && !data ? (
        <RetryBox message="exchange.loadFailed" onRetry={() => void board.mutate()} />
      ) : !data?.give ? (
        <CardLoading inline label="exchange.loading" />
      ) : draft.hint ? (
        <NoTradeItems
          id="exchange-no-items"
          hint={draft.hint}
          nickname={account.nickname}
          messages="exchange.noItems"
        />
      ) : (
        <ItemTicker
          key={account.id}
          items={draft.items}
          money={itemValue}
          changes={draft.valueMoves}
          selection={draft.selection}
          max={draft.max - draft.taken}
          busy={draft.busy}
          onToggle={draft.toggle}
          onSelection={draft.selectMany}
          idPrefix="exchange-give"
          label={intl.formatMessage({ id: 'exchange.give.items' }, { nickname: account.nickname })}
        />
      )}
    </>
  );
}
