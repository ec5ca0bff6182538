// Money (integer minor units) as text, for messages that take a formatted amount.
import type { IntlShape } from 'react-intl';
import type { Money } from '../../../../modules/catalog/catalog.schemas';
import { MINOR_PER_MAJOR } from '../../../../modules/catalog/catalog.vocabulary.schemas';

export const formatMoney = (intl: IntlShape, money: Money): string =>
  intl.formatNumber(money.amount / MINOR_PER_MAJOR, { style: 'currency', currency: money.currency.toUpperCase() });
