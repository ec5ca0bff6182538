// The price of one R$: a fraction of a cent, so up to four decimals of the currency (shown, never charged).
import { FormattedMessage, useIntl } from 'react-intl';
import { MINOR_PER_MAJOR } from '../../../../kernel';
import type { RbxQuote } from './api';

export function UnitPrice({ quote }: { quote: RbxQuote }) {
  const intl = useIntl();
  const price = intl.formatNumber(quote.unitPriceMinor / MINOR_PER_MAJOR, {
    style: 'currency',
    currency: quote.total.currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return <FormattedMessage id="rbx.price.perRbx" values={{ price }} />;
}
