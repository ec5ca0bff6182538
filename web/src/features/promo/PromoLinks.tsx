// The promotions' other screens, linked from each: the wheel, the giveaway, the advent calendar, the promo code.
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { IconName } from '../../shared/ui/Icon';
import { Icon } from '../../shared/ui/Icon';

const LINKS: { id: string; href: string; icon: IconName }[] = [
  { id: 'fortune', href: '/fortune', icon: 'coin' },
  { id: 'giveaway', href: '/giveaway', icon: 'gift' },
  { id: 'advent', href: '/advent', icon: 'star' },
  { id: 'promocode', href: '/promocode', icon: 'promo' },
];

/** `current`: the screen showing them (left out); `compact`: a small row (inside the promo modal). */
export function PromoLinks({ current, compact }: { current?: string; compact?: boolean }) {
  return (
    <nav className={`promo-links${compact ? ' promo-links--compact' : ''}`} aria-labelledby="promo-links-title">
      <span id="promo-links-title" className="visually-hidden">
        <FormattedMessage id="promo.links.title" />
      </span>
      {LINKS.filter((l) => l.id !== current && !(compact && l.id === 'promocode')).map((l) => (
        <Link key={l.id} href={l.href} className="promo-links__link">
          <Icon name={l.icon} size={18} />
          <FormattedMessage id={`promo.links.${l.id}`} />
        </Link>
      ))}
    </nav>
  );
}
