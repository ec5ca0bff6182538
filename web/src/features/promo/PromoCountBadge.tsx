// The free spins a signed-in user has, beside the header's promo code link (only when there are some).
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';
import { usePromoCount } from './api';
import './promoBadge.css';

export function PromoCountBadge() {
  const intl = useIntl();
  const { isAuth } = useSnapshot(store);
  const { data } = usePromoCount(isAuth);
  const count = typeof data === 'number' ? data : Number(data);
  if (!isAuth || !Number.isFinite(count) || count <= 0) return null;
  return (
    <span className="promo-badge" id="promo-count" title={intl.formatMessage({ id: 'promo.badge' }, { count })}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'promo.badge' }, { count })}</span>
    </span>
  );
}
