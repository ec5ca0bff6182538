// The head of a bot trade's card (quick sale, exchange): its title, a line under it (items, when it started), and
// its state in a badge (`${messages}.state.<state>`).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { StatusBadge, type Tone } from '../ui/StatusBadge';
import type { TradeEndState } from './timeline';
import './tradeCard.css';

const STATE_TONES: Record<TradeEndState, Tone> = {
  active: 'info',
  finished: 'success',
  failed: 'error',
  expired: 'warning',
  cancelled: 'neutral',
};

interface TradeCardHeadProps {
  titleId: string;
  title: ReactNode;
  meta: ReactNode;
  state: TradeEndState;
  messages: string;
}

export function TradeCardHead({ titleId, title, meta, state, messages }: TradeCardHeadProps) {
  return (
    <header className="qs-sale__head">
      <div className="qs-sale__heading">
        <h3 id={titleId} className="qs-sale__title">
          {title}
        </h3>
        <p className="qs-sale__meta">{meta}</p>
      </div>
      <StatusBadge tone={STATE_TONES[state]} status={state} className="qs-sale__state">
        <FormattedMessage id={`${messages}.state.${state}`} />
      </StatusBadge>
    </header>
  );
}
