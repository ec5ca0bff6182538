// One side of /trade (the user's items, the site's): a card with its title, a count beside it when there is one, and
// what the side holds.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../../shared/ui/Icon';
import '../../shared/ui/card.css';

interface ColumnProps {
  side: 'give' | 'take';
  icon: IconName;
  /** Beside the title (how many are ticked, how many items in stock). */
  meta: ReactNode;
  children: ReactNode;
}

export function Column({ side, icon, meta, children }: ColumnProps) {
  return (
    <section
      className={`profile-card ex-column ex-column--${side}`}
      aria-labelledby={`exchange-${side}-title`}
      id={`exchange-${side}`}
    >
      <div className="seller-section-head">
        <h2 id={`exchange-${side}-title`} className="profile-card__title trade-title">
          <Icon name={icon} size={20} />
          <FormattedMessage id={`exchange.${side}.title`} />
        </h2>
        {meta && (
          <span className="seller-section-head__meta" id={`exchange-${side}-count`}>
            {meta}
          </span>
        )}
      </div>
      {children}
    </section>
  );
}
