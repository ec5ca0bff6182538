// /contacts (spec trading-core 2): how to reach Tradehall, with the ways into support first.
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { CONTACTS } from './contacts';
import { LegalPage } from './LegalPage';

const WAYS = [
  { id: 'chat', href: '/support', icon: 'chat' },
  { id: 'faq', href: '/help/faq', icon: 'help' },
  { id: 'ask', href: '/help/question', icon: 'support' },
] as const;

function SupportWays() {
  return (
    <ul className="legal__ways">
      {WAYS.map((way) => (
        <li key={way.id}>
          <ButtonLink href={way.href} variant={way.id === 'chat' ? 'primary' : 'secondary'}>
            <Icon name={way.icon} size={18} />
            <FormattedMessage id={`content.contacts.${way.id}`} />
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

export default function ContactsPage() {
  return <LegalPage doc={CONTACTS} lead={<SupportWays />} />;
}
