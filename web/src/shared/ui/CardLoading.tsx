// A card-sized spinner while a card's data loads (profile area, money pages); `inline`: inside a card, without a
// frame of its own. `label`: what loads, for screen readers.
import { useIntl } from 'react-intl';
import './card.css';

export function CardLoading({ inline, label = 'profile.loading' }: { inline?: boolean; label?: string }) {
  const intl = useIntl();
  return (
    <div className={inline ? 'card-loading--inline' : 'profile-card profile-card--loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: label })}</span>
    </div>
  );
}
