// Site header: brand, game switch, pickers, sign-in and (from 744 px) the main navigation.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { openAuth } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { NavLink } from '../../shared/ui/NavLink';
import { CartButton } from '../../features/cart/CartButton';
import { HeaderBalance } from '../../features/wallet/HeaderBalance';
import { PromoCountBadge } from '../../features/promo/PromoCountBadge';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { LogoMark } from './Logo';
import { HEADER_LINKS } from './navLinks';
import { SeasonOrnament } from './SeasonOrnament';
import { CurrencyPicker, GameSwitch, LanguagePicker, ThemePicker } from './Pickers';
import { UserMenu } from './UserMenu';
import './header.css';

export function Header() {
  const intl = useIntl();
  const { flags, isAuth } = useSnapshot(store);

  return (
    <header className={`header${isAuth ? ' header--auth' : ''}`}>
      <div className="header__bar container">
        <Link href="/" className="brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <LogoMark />
          <span className="brand__name">
            <FormattedMessage id="app.brand" />
          </span>
          <SeasonOrnament />
        </Link>
        {flags.gameSwitcher && <GameSwitch className="header__game" />}
        <div className="header__controls">
          <CurrencyPicker />
          <LanguagePicker />
          {flags.darkTheme && <ThemePicker />}
          <HeaderBalance />
          <CartButton />
          {isAuth && <NotificationBell />}
          {isAuth ? (
            <UserMenu />
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--sm header__signin"
              onClick={() => openAuth('login')}
              aria-label={intl.formatMessage({ id: 'header.signIn' })}
            >
              <Icon name="user" size={18} />
              <span className="header__signin-text">
                <FormattedMessage id="header.signIn" />
              </span>
            </button>
          )}
        </div>
      </div>
      {flags.gameSwitcher && (
        <div className="header__game-row container">
          <GameSwitch />
        </div>
      )}
      <nav className="main-nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <ul className="main-nav__list container">
          {HEADER_LINKS.map((link) => (
            <li key={link.id}>
              <NavLink href={link.href} className="main-nav__link">
                <Icon name={link.icon} size={18} />
                <FormattedMessage id={`header.${link.id}`} />
                {link.id === 'promocode' && <PromoCountBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
