// The line under a bot trade's timeline (quick sale, exchange): where it is or how it ended, in words; when it
// ended without going through, that the user's items are back (`back`).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../form/serverErrors';
import { Icon } from '../ui/Icon';
import type { TradeEndState } from './timeline';
import './tradeCard.css';

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

interface TradeStatusProps {
  trade: { state: TradeEndState; code: string | null; botNickname: string | null; nickname: string };
  message: MessageRef;
  /** Rich values of the page's messages (an amount drawn as a price). */
  values?: Record<string, ReactNode>;
  back: string;
}

export function TradeStatus({ trade, message, values, back }: TradeStatusProps) {
  return (
    <>
      <p className={`qs-sale__status qs-sale__status--${trade.state}`} role="status" data-code={trade.code ?? ''}>
        <FormattedMessage
          id={message.id}
          values={{
            ...message.values,
            bot: <b>{trade.botNickname ?? '…'}</b>,
            nickname: <b>{trade.nickname}</b>,
            b: bold,
            ...values,
          }}
        />
      </p>
      {trade.state !== 'active' && trade.state !== 'finished' && (
        <p className="qs-sale__outcome">
          <Icon name="inventory" size={18} />
          <span>
            <FormattedMessage id={back} />
          </span>
        </p>
      )}
    </>
  );
}
