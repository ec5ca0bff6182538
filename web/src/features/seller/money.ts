// Money (integer minor units) as text, for messages that take a formatted amount.
import type { IntlShape } from 'react-intl';
import { MINOR_PER_MAJOR, type Money } from '../../../../kernel';

export const formatMoney = (intl: IntlShape, money: Money): string =>
  intl.formatNumber(money.amount / MINOR_PER_MAJOR, { style: 'currency', currency: money.currency.toUpperCase() });
