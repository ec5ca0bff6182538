// Why a trade with the site did not start, or a warning before it does (quick sale, exchange): the words, what
// follows them (`children`), and a link to where it is mended when there is one.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../form/serverErrors';
import { RatingsFixLink } from '../ratings/RatingsFixLink';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { ACCOUNT_FIX_LINKS } from './startFailure';
import './tradeOffer.css';

export interface Notice {
  tone: 'error' | 'warning';
  message: MessageRef;
}

interface StartNoticeProps {
  id: string;
  notice: Notice;
  /** Rich values the message takes besides its own (amounts drawn as prices). */
  values?: Record<string, ReactNode>;
  /** More links to where a refusal is mended, by message id (the account's are known here). */
  fixes?: Record<string, { href: string; label: string }>;
  children?: ReactNode;
}

export function StartNotice({ id, notice, values, fixes, children }: StartNoticeProps) {
  const fix = fixes?.[notice.message.id] ?? ACCOUNT_FIX_LINKS[notice.message.id];
  return (
    <div
      className={`qs-bar__notice qs-bar__notice--${notice.tone}`}
      role="alert"
      id={id}
      data-message={notice.message.id}
    >
      <Icon name={notice.tone === 'error' ? 'error' : 'warning'} size={18} />
      <span>
        <FormattedMessage id={notice.message.id} values={{ ...notice.message.values, ...values }} />
        {children}
        <RatingsFixLink messageId={notice.message.id} />
        {fix && (
          <>
            {' '}
            <ButtonLink href={fix.href} variant="ghost" size="sm" className="qs-bar__fix">
              <FormattedMessage id={fix.label} />
            </ButtonLink>
          </>
        )}
      </span>
    </div>
  );
}
