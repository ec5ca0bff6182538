// A card-sized spinner while a card's data loads (profile area, money pages).
import { useIntl } from 'react-intl';
import './card.css';

export function CardLoading() {
  const intl = useIntl();
  return (
    <div className="profile-card profile-card--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'profile.loading' })}</span>
    </div>
  );
}
