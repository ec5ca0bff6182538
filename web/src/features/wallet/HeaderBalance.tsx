// The signed-in user's balance in the chosen currency, linking to the top-up page. Reads the wallet
// balance (minor units); until it answers, the profile's copy (major units, rounded down) stands in.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useBalance } from '../../shared/api/queries';
import { formatMoney, toMinor } from '../../shared/format/money';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';

export function HeaderBalance() {
  const intl = useIntl();
  const { currency, isAuth, profile } = useSnapshot(store);
  const { data } = useBalance();
  const fromProfile = profile?.balance?.[currency];
  const minor = data ? data.available[currency] : fromProfile === undefined ? undefined : toMinor(fromProfile);
  if (!isAuth || minor === undefined) return null;
  const amount = formatMoney(intl, { amount: minor, currency });
  const label = intl.formatMessage({ id: 'header.balance' }, { amount });
  return (
    <Link
      href="/topups"
      className="header-balance"
      id="header-balance"
      aria-label={label}
      title={label}
      data-amount={minor}
    >
      <Icon name="wallet" size={18} className="header-balance__icon" />
      <span className="header-balance__amount">{amount}</span>
      <span className="header-balance__plus" aria-hidden="true">
        <Icon name="plus" size={14} />
      </span>
    </Link>
  );
}
