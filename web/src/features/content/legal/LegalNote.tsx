// A note above a document's text that points to another page (the terms for the Russian Federation and back).
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../../../shared/ui/Icon';

export function LegalNote({ textId, linkId, href }: { textId: string; linkId: string; href: string }) {
  return (
    <p className="legal__note">
      <Icon name="info" size={18} />
      <span>
        <FormattedMessage id={textId} />{' '}
        <Link href={href} className="legal__note-link">
          <FormattedMessage id={linkId} />
        </Link>
      </span>
    </p>
  );
}
