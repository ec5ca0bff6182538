// The signed-in user's balance in the chosen currency, linking to the top-up page. Reads the wallet
// balance (minor units); until it answers, the profile's copy (major units, rounded down) stands in.
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { BalanceView } from '../../../../modules/wallet/wallet.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { BALANCE_KEY } from './walletKeys';

export function HeaderBalance() {
  const intl = useIntl();
  const { currency, isAuth, profile } = useSnapshot(store);
  const { data } = useSWR<BalanceView>(isAuth ? BALANCE_KEY : null, jsonFetcher);
  const major = data ? data.available[currency] / 100 : profile?.balance?.[currency];
  if (!isAuth || major === undefined) return null;
  const amount = intl.formatNumber(major, { style: 'currency', currency: currency.toUpperCase() });
  const label = intl.formatMessage({ id: 'header.balance' }, { amount });
  return (
    <Link href="/topups" className="header-balance" id="header-balance" aria-label={label} title={label} data-amount={Math.round(major * 100)}>
      <Icon name="wallet" size={18} className="header-balance__icon" />
      <span className="header-balance__amount">{amount}</span>
      <span className="header-balance__plus" aria-hidden="true">
        <Icon name="plus" size={14} />
      </span>
    </Link>
  );
}
