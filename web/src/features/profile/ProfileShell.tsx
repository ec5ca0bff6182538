// Frame of the profile area: title and the section navigation.
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { NavLink } from '../../app/layout/NavLink';
import { store } from '../../shared/state/store';
import { Icon, type IconName } from '../../shared/ui/Icon';
import '../../shared/form/form.css';
import './profile.css';

export function ProfileShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { flags } = useSnapshot(store);
  const listRef = useRef<HTMLUListElement>(null);
  // Below 1024 px the menu is a scrolling row of pills: the current tab must be in view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('.is-active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, []);
  // label: a message id when it is not profile.nav.<id> (the seller tabs keep their own key prefixes).
  const links: { id: string; href: string; icon: IconName; label?: string }[] = [
    { id: 'main', href: '/profile', icon: 'user' },
    { id: 'purchased', href: '/profile/purchased', icon: 'bag' },
    { id: 'oldItems', href: '/profile/old-items', icon: 'clock' },
    { id: 'history', href: '/profile/history', icon: 'history' },
    { id: 'inventory', href: '/profile/trade/inventory', icon: 'inventory', label: 'inventory.nav.inventory' },
    { id: 'onSale', href: '/profile/trade/inventory/sale', icon: 'tag', label: 'inventory.nav.onSale' },
    { id: 'storeLink', href: '/profile/store-link', icon: 'link', label: 'storeLink.nav' },
    { id: 'password', href: '/profile/security', icon: 'lock' },
    ...(flags.securityPage && flags.twoFactor ? [{ id: 'twoFactor', href: '/profile/security-settings', icon: 'shield' as IconName }] : []),
    { id: 'logout', href: '/logout', icon: 'logout' },
  ];
  return (
    <div className="profile container">
      <h1 className="profile__title">
        <FormattedMessage id="profile.title" />
      </h1>
      <div className="profile__layout">
        <nav className="profile-nav" aria-label={intl.formatMessage({ id: 'profile.nav' })}>
          <ul className="profile-nav__list" ref={listRef}>
            {links.map((link) => (
              <li key={link.id}>
                <NavLink href={link.href} className={`profile-nav__link profile-nav__link--${link.id}`}>
                  <Icon name={link.icon} size={18} />
                  <FormattedMessage id={link.label ?? `profile.nav.${link.id}`} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile__content">{children}</div>
      </div>
    </div>
  );
}

export function ProfileLoading() {
  const intl = useIntl();
  return (
    <div className="profile-card profile-card--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'profile.loading' })}</span>
    </div>
  );
}
