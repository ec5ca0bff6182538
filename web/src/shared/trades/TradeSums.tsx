// The sums under a bot trade's card (quick sale: total and paid; exchange: both sides, balance added, change): a
// label over each amount, right-aligned.
import { FormattedMessage } from 'react-intl';
import type { Money } from '../../../../kernel';
import { Price } from '../ui/Price';
import './tradeCard.css';

export interface TradeSum {
  label: string;
  money: Money;
  /** The amount's class (tests and colours read it). */
  className: string;
  /** The row's class. */
  rowClassName?: string;
}

export function TradeSums({ sums }: { sums: readonly TradeSum[] }) {
  return (
    <dl className="qs-sale__sums">
      {sums.map((sum) => (
        <div key={sum.className} className={sum.rowClassName}>
          <dt>
            <FormattedMessage id={sum.label} />
          </dt>
          <dd className={sum.className}>
            <Price money={sum.money} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
