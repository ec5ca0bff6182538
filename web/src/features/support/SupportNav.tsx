// The support pages' links to one another: the FAQ, asking a question, the user's questions, live chat.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../shared/ui/Icon';
import './support.css';

type SupportPage = 'faq' | 'ask' | 'mine' | 'chat';

const LINKS: { id: SupportPage; href: string; icon: IconName }[] = [
  { id: 'faq', href: '/help/faq', icon: 'support' },
  { id: 'ask', href: '/help/question', icon: 'help' },
  { id: 'mine', href: '/help/my-questions', icon: 'history' },
  { id: 'chat', href: '/support', icon: 'chat' },
];

export function SupportNav({ current }: { current: SupportPage | null }) {
  const intl = useIntl();
  return (
    <nav className="support-nav" aria-label={intl.formatMessage({ id: 'support.nav.label' })}>
      {LINKS.map((link) => (
        <Link
          key={link.id}
          href={link.href}
          className={`support-nav__link${link.id === current ? ' is-active' : ''}`}
          aria-current={link.id === current ? 'page' : undefined}
        >
          <Icon name={link.icon} size={16} />
          <FormattedMessage id={`support.nav.${link.id}`} />
        </Link>
      ))}
    </nav>
  );
}
