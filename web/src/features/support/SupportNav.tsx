// The support pages' links to one another: the FAQ, asking a question, the user's questions.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../shared/ui/Icon';

const LINKS: { id: 'faq' | 'ask' | 'mine'; href: string; icon: IconName }[] = [
  { id: 'faq', href: '/help/faq', icon: 'support' },
  { id: 'ask', href: '/help/question', icon: 'chat' },
  { id: 'mine', href: '/help/my-questions', icon: 'history' },
];

export function SupportNav({ current }: { current: 'ask' | 'mine' | null }) {
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
