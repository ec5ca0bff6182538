// An amount of money on the page (see shared/format/money.ts): integer minor units, formatted for the page language.
import { useIntl } from 'react-intl';
import { formatMoney } from '../format/money';
import type { Money } from '../../../../kernel';

export function Price({ money, className }: { money: Money; className?: string }) {
  const intl = useIntl();
  return <span className={className}>{formatMoney(intl, money)}</span>;
}
