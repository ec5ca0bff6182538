// Mobile bottom navigation (below 744 px).
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import { NavLink } from '../../shared/ui/NavLink';
import { BOTTOM_LINKS } from './navLinks';

export function BottomNav() {
  const intl = useIntl();
  return (
    <nav className="bottom-nav" aria-label={intl.formatMessage({ id: 'nav.bottom' })}>
      <ul className="bottom-nav__list">
        {BOTTOM_LINKS.map((link) => (
          <li key={link.id}>
            <NavLink href={link.href} className="bottom-nav__link">
              <Icon name={link.icon} size={22} />
              <span className="bottom-nav__text">
                <FormattedMessage id={`header.${link.id}`} />
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
