// Empty result (spec trading-core 2): the error-page look for lists and searches that found nothing.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from './Button';
import { ErrorScreen } from './ErrorScreen';
import { Icon } from './Icon';

interface EmptyResultProps {
  /** Override the default wording with page-specific messages. */
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}

export function EmptyResult({ title, text, action }: EmptyResultProps) {
  return (
    <ErrorScreen
      art={<Icon name="search" size={96} className="error-screen__icon" />}
      title={title ?? <FormattedMessage id="empty.title" />}
      text={text ?? <FormattedMessage id="empty.text" />}
    >
      {action ?? (
        <ButtonLink href="/" variant="secondary" size="lg">
          <FormattedMessage id="empty.button" />
        </ButtonLink>
      )}
    </ErrorScreen>
  );
}
