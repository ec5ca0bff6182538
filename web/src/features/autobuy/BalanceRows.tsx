// What the spendable balance says to an autopurchase's hold (the add page's sum, an edit's extra hold): the balance,
// what is left after, or what it lacks with a top-up of exactly that (as the cart's). Rows of the caller's <dl>.
import { FormattedMessage } from 'react-intl';
import { useBalance } from '../../shared/api/queries';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { shortfallOf, topUpPath } from './autobuyMath';
import type { Currency } from '../../../../kernel';

/** The spendable balance in a currency (minor units), undefined while it loads. */
export function useAvailable(currency: Currency): number | undefined {
  return useBalance().data?.available[currency];
}

interface BalanceRowsProps {
  /** What is to be taken from the balance now (minor units; 0 or less takes nothing). */
  needed: number;
  currency: Currency;
  idPrefix: string;
}

export function BalanceRows({ needed, currency, idPrefix }: BalanceRowsProps) {
  const available = useAvailable(currency);
  if (available === undefined) return null;
  const after = available - Math.max(0, needed);
  const missing = shortfallOf(Math.max(0, needed), available);
  return (
    <>
      <div className="autobuy-sums__row">
        <dt>
          <FormattedMessage id="autobuy.sum.balance" />
        </dt>
        <dd id={`${idPrefix}-balance`}>
          <Price money={{ amount: available, currency }} />
        </dd>
      </div>
      <div className={`autobuy-sums__row${missing ? ' is-short' : ''}`}>
        <dt>
          <FormattedMessage id="autobuy.sum.after" />
        </dt>
        <dd id={`${idPrefix}-after`} data-shortfall={missing || undefined}>
          {missing ? (
            <FormattedMessage
              id="autobuy.sum.missing"
              values={{ amount: <Price money={{ amount: missing, currency }} /> }}
            />
          ) : (
            <Price money={{ amount: after, currency }} />
          )}
        </dd>
      </div>
    </>
  );
}

/** The top-up of what the balance lacks for `needed`; nothing when it covers it. */
export function TopUpLink({ needed, currency, onClick }: { needed: number; currency: Currency; onClick?: () => void }) {
  const available = useAvailable(currency);
  const missing = shortfallOf(Math.max(0, needed), available);
  if (!missing) return null;
  return (
    <ButtonLink href={topUpPath(missing)} variant="secondary" className="autobuy-topup" onClick={onClick}>
      <Icon name="wallet" size={18} />
      <FormattedMessage id="autobuy.sum.topUp" values={{ amount: <Price money={{ amount: missing, currency }} /> }} />
    </ButtonLink>
  );
}
