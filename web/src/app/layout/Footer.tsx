// Footer: marketplace, help (with the site's reviews while their flag is on) and legal links, copyright.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { store } from '../../shared/state/store';
import { LogoMark } from './Logo';
import { FOOTER_LINKS } from './navLinks';

export function Footer() {
  const intl = useIntl();
  const { flags } = useSnapshot(store);
  const columns = [
    { id: 'marketplace', links: FOOTER_LINKS.marketplace.map((l) => ({ href: l.href, text: `header.${l.id}` })) },
    {
      id: 'help',
      links: FOOTER_LINKS.help
        .filter((l) => !('flag' in l) || flags[l.flag] !== false)
        .map((l) => ({ href: l.href, text: 'label' in l ? l.label : `footer.${l.id}` })),
    },
    { id: 'legal', links: FOOTER_LINKS.legal.map((l) => ({ href: l.href, text: `footer.${l.id}` })) },
  ];
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__about">
          <Link href="/" className="brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
            <LogoMark />
            <span className="brand__name">
              <FormattedMessage id="app.brand" />
            </span>
          </Link>
          <p className="footer__tagline">
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        {columns.map((column) => (
          <nav
            key={column.id}
            className="footer__column"
            aria-label={intl.formatMessage({ id: `footer.${column.id}` })}
          >
            <h2 className="footer__heading">
              <FormattedMessage id={`footer.${column.id}`} />
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="footer__link">
                    <FormattedMessage id={link.text} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer__bottom container">
        <p>
          <FormattedMessage
            id="footer.copyright"
            values={{ year: new Date().getFullYear(), brand: intl.formatMessage({ id: 'app.brand' }) }}
          />
        </p>
        <p>
          <FormattedMessage id="footer.disclaimer" />
        </p>
      </div>
    </footer>
  );
}
