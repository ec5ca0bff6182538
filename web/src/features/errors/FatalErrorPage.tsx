// Fatal error with a status (spec accounts-platform 2.6): unknown statuses become 500 "Internal Site Error".
import { FormattedMessage } from 'react-intl';
import { useRouter } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { ErrorScreen } from '../../shared/ui/ErrorScreen';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';

/** Statuses with their own wording; anything else shows 500. */
const KNOWN_STATUSES = [500] as const;

export function FatalErrorPage({ status = 500 }: { status?: number }) {
  useTitle('title.error');
  const shown = (KNOWN_STATUSES as readonly number[]).includes(status) ? status : 500;
  const { base } = useRouter();
  // The language home with a full reload: the app state may be what broke.
  const goHome = () => window.location.assign(base ? `${base}/` : '/');
  return (
    <ErrorScreen
      code={shown}
      title={<FormattedMessage id="errors.fatal.title" />}
      text={<FormattedMessage id="errors.fatal.text" />}
      extra={
        <p className="error-screen__status">
          <strong>
            <FormattedMessage id={`errors.fatal.status${shown}`} />
          </strong>
          {' — '}
          <FormattedMessage id={`errors.fatal.status${shown}.description`} />
        </p>
      }
    >
      <Button size="lg" onClick={goHome}>
        <Icon name="home" />
        <FormattedMessage id="errors.fatal.button" />
      </Button>
    </ErrorScreen>
  );
}
