// A list of the user's bot trades with the site (quick sale, exchange): the current ones (running, or just ended:
// shown in full) or the earlier ones (the first few, then "Show all"), each drawn by the page (`render`). The words
// are `${messages}.current`, `.earlier`, `.running`, `.count`, `.showAll`; the ids start with `idPrefix`.
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import type { TradeEndState } from './timeline';
import '../ui/card.css';
import './tradeCard.css';

/** Earlier trades shown before "Show all". */
const ENDED_SHOWN = 5;

interface TradeListSectionProps<T> {
  kind: 'current' | 'earlier';
  trades: readonly T[];
  idPrefix: string;
  messages: string;
  render: (trade: T, expanded: boolean) => ReactNode;
}

export function TradeListSection<T extends { id: string; state: TradeEndState }>({
  kind,
  trades,
  idPrefix,
  messages,
  render,
}: TradeListSectionProps<T>) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const shown = kind === 'current' || all ? trades : trades.slice(0, ENDED_SHOWN);
  const running = trades.filter((s) => s.state === 'active').length;
  const titleId = `${idPrefix}-${kind}-title`;
  return (
    <section
      className={`profile-card trade-list ${idPrefix} ${idPrefix}--${kind}`}
      aria-labelledby={titleId}
      id={`${idPrefix}-${kind}`}
    >
      <div className="seller-section-head">
        <h2 id={titleId} className="profile-card__title trade-title">
          <Icon name={kind === 'current' ? 'clock' : 'history'} size={20} />
          <FormattedMessage id={`${messages}.${kind}`} />
        </h2>
        <span className="seller-section-head__meta" id={`${idPrefix}-${kind}-count`}>
          {kind === 'current' && running > 0 ? (
            <FormattedMessage id={`${messages}.running`} values={{ count: running }} />
          ) : (
            <FormattedMessage id={`${messages}.count`} values={{ count: trades.length }} />
          )}
        </span>
      </div>
      <ul className="trade-list__list" aria-label={intl.formatMessage({ id: `${messages}.${kind}` })}>
        {shown.map((trade) => (
          <li key={trade.id}>{render(trade, kind === 'current')}</li>
        ))}
      </ul>
      {shown.length < trades.length && (
        <div className="trade-list__more">
          <Button variant="secondary" size="sm" onClick={() => setAll(true)} id={`${idPrefix}-all`}>
            <FormattedMessage id={`${messages}.showAll`} values={{ count: trades.length }} />
          </Button>
        </div>
      )}
    </section>
  );
}
