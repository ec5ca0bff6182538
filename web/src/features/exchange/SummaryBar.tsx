// The exchange's summary under both sides (it stays in view while they scroll): the items on both sides against the
// most one trade holds, what each side is worth, the difference by the server's rule (the user adds balance, or the
// site pays back, or refuses beyond its margin), the user's balance with a top-up link when it falls short, and
// Start, held back with the reason when it cannot start. A refusal is said beside it with the way to mend it.
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { amountText } from '../../shared/format/money';
import { StartNotice } from '../../shared/trades/StartNotice';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import type { Currency } from '../../../../kernel';
import { TOPUP_LIMITS } from '../../../../modules/wallet/wallet.schemas';
import { changeTooLarge, EXCHANGE_FIX_LINKS } from './exchangeRules';
import type { Draft } from './useDraft';

/** Held back for a reason the summary already says in full: Start points to those words instead. */
const BLOCKER_TEXT: Record<string, string> = {
  'exchange.blocked.refused': 'exchange-difference',
  'exchange.blocked.balance': 'exchange-balance',
};

interface SummaryBarProps {
  draft: Draft;
  currency: Currency;
  /** The user's spendable balance (null while unknown). */
  balance: number | null;
  changeShare: number;
}

export function SummaryBar({ draft, currency, balance, changeShare }: SummaryBarProps) {
  const intl = useIntl();
  const { quote, count, short, blocker } = draft.summary;
  const money = (amount: number) => ({ amount, currency });
  const strong = (amount: number, className: string): ReactNode => (
    <b className={className}>
      <Price money={money(amount)} />
    </b>
  );
  const share = <FormattedNumber value={changeShare} style="percent" />;
  const idle = count === 0 && draft.pending.size === 0;
  const tooLarge = draft.notice && changeTooLarge(draft.notice.details ?? {});
  return (
    <section
      className={`qs-bar ex-bar${idle ? ' qs-bar--idle' : ''}`}
      aria-label={intl.formatMessage({ id: 'exchange.summary.label' })}
      id="exchange-summary"
    >
      <div className="qs-bar__sum ex-bar__sum">
        <span className="qs-bar__count" id="exchange-count">
          <FormattedMessage id="exchange.summary.count" values={{ count, max: draft.max }} />
        </span>
        <span className="ex-bar__sides">
          <span>
            <FormattedMessage id="exchange.summary.give" values={{ amount: strong(quote.userValue, 'ex-bar__side') }} />
          </span>
          <Icon name="trade" size={18} className="ex-bar__swap" />
          <span>
            <FormattedMessage id="exchange.summary.take" values={{ amount: strong(quote.siteValue, 'ex-bar__side') }} />
          </span>
        </span>
        <Difference draft={draft} strong={strong} share={share} />
        {balance !== null && (
          <span className="qs-bar__note ex-bar__balance" id="exchange-balance">
            <FormattedMessage id="exchange.summary.balance" values={{ amount: <Price money={money(balance)} /> }} />
            {short > 0 && (
              <>
                {' '}
                <FormattedMessage id="exchange.summary.short" values={{ amount: <Price money={money(short)} /> }} />{' '}
                <ButtonLink
                  href={`/topups?amount=${amountText(Math.max(short, TOPUP_LIMITS[currency].min))}`}
                  variant="ghost"
                  size="sm"
                  className="qs-bar__fix"
                >
                  <FormattedMessage id="exchange.fix.topUp" />
                </ButtonLink>
              </>
            )}
          </span>
        )}
      </div>
      <div className="ex-bar__go">
        <Button
          size="lg"
          className="qs-bar__start"
          id="exchange-start"
          disabled={blocker !== null || draft.busy || !draft.account}
          aria-busy={draft.busy || undefined}
          aria-describedby={blocker ? (BLOCKER_TEXT[blocker.id] ?? 'exchange-blocker') : undefined}
          onClick={() => void draft.start()}
        >
          {draft.busy ? (
            <span className="spinner spinner--inline" aria-hidden="true" />
          ) : (
            <Icon name="trade" size={20} />
          )}
          <FormattedMessage id={draft.changed ? 'exchange.startConfirm' : 'exchange.start'} />
        </Button>
        {blocker && !idle && !BLOCKER_TEXT[blocker.id] && (
          <span className="ex-bar__blocker" id="exchange-blocker" data-message={blocker.id}>
            <FormattedMessage id={blocker.id} values={{ ...blocker.values, share }} />
          </span>
        )}
      </div>
      {draft.notice && (
        <StartNotice
          id="exchange-notice"
          notice={draft.notice}
          fixes={EXCHANGE_FIX_LINKS}
          values={
            tooLarge ? { owed: <Price money={tooLarge.owed} />, maxChange: <Price money={tooLarge.maxChange} /> } : {}
          }
        >
          {draft.notice.removed ? (
            <>
              {' '}
              <FormattedMessage id="exchange.pricesChanged.removed" values={{ count: draft.notice.removed }} />
            </>
          ) : null}
        </StartNotice>
      )}
    </section>
  );
}

/** The difference in words: the user adds balance, the site pays back, or it refuses beyond its margin. */
function Difference({
  draft,
  strong,
  share,
}: {
  draft: Draft;
  strong: (amount: number, className: string) => ReactNode;
  share: ReactNode;
}) {
  const { quote } = draft.summary;
  if (quote.userValue === 0 || quote.siteValue === 0) return null;
  let line: ReactNode;
  if (quote.refused) {
    const owed = quote.userValue - quote.siteValue;
    line = (
      <FormattedMessage
        id="exchange.summary.refused"
        values={{ owed: strong(owed, 'ex-bar__owed'), max: strong(quote.maxChange, 'ex-bar__max'), share }}
      />
    );
  } else if (quote.balance > 0) {
    line = (
      <FormattedMessage id="exchange.summary.addBalance" values={{ amount: strong(quote.balance, 'qs-bar__amount') }} />
    );
  } else if (quote.change > 0) {
    line = (
      <FormattedMessage id="exchange.summary.change" values={{ amount: strong(quote.change, 'qs-bar__amount') }} />
    );
  } else {
    line = <FormattedMessage id="exchange.summary.even" />;
  }
  return (
    <span
      className={`qs-bar__total ex-bar__difference${quote.refused ? ' is-refused' : ''}`}
      id="exchange-difference"
      data-kind={quote.refused ? 'refused' : quote.balance > 0 ? 'balance' : quote.change > 0 ? 'change' : 'even'}
    >
      {line}
    </span>
  );
}
