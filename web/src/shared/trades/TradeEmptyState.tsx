// A card in place of a trade page's content (no linked account, a feature off, nothing in stock): an icon,
// {messages}.title and .text, and, when given, a link whose label is {messages}.action.
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/Button';
import { Icon, type IconName } from '../ui/Icon';
import '../ui/card.css';
import './tradeOffer.css';

interface TradeEmptyStateProps {
  id: string;
  icon: IconName;
  messages: string;
  action?: { href: string; icon: IconName } & Pick<ComponentProps<typeof ButtonLink>, 'size' | 'variant'>;
  /** Inside another card: no frame of its own. */
  bare?: boolean;
}

export function TradeEmptyState({ id, icon, messages, action, bare }: TradeEmptyStateProps) {
  return (
    <section className={`${bare ? '' : 'profile-card '}trade-empty`} aria-labelledby={`${id}-title`} id={id}>
      <Icon name={icon} size={56} className="trade-empty__icon" />
      <h2 id={`${id}-title`} className="trade-empty__title">
        <FormattedMessage id={`${messages}.title`} />
      </h2>
      <p className="trade-empty__text">
        <FormattedMessage id={`${messages}.text`} />
      </p>
      {action && (
        <ButtonLink href={action.href} size={action.size} variant={action.variant} className="trade-empty__action">
          <Icon name={action.icon} size={20} />
          <FormattedMessage id={`${messages}.action`} />
        </ButtonLink>
      )}
    </section>
  );
}
