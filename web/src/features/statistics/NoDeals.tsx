// A period with nothing in it (a new user, most often): what the tab will show, and where to start, the market for a
// buyer, the seller's hub for a seller. The period picker above lets an older user look further back.
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../shared/ui/Button';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import type { StatisticsRole } from './api';
import type { Period } from './figures';

const START: Record<StatisticsRole, { icon: 'bag' | 'tag'; href: string }> = {
  buyer: { icon: 'bag', href: '/' },
  seller: { icon: 'tag', href: '/profile/trade' },
};

export function NoDeals({ userRole: role, period }: { userRole: StatisticsRole; period: Period }) {
  const start = START[role];
  return (
    <EmptyBox id="statistics-empty">
      <Icon name={start.icon} size={40} />
      <h3 className="statistics-empty__title">
        <FormattedMessage id={`statistics.${role}.empty.title`} />
      </h3>
      <p className="statistics-empty__text">
        <FormattedMessage id={`statistics.${role}.empty.text`} values={{ months: period }} />
      </p>
      <ButtonLink href={start.href} size="md">
        <FormattedMessage id={`statistics.${role}.empty.action`} />
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
    </EmptyBox>
  );
}
