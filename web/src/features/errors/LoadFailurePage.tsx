// Shown when a page chunk fails or times out (60 s). Part of the shell: it cannot be lazy itself.
import { FormattedMessage } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import { ErrorScreen } from '../../shared/ui/ErrorScreen';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';

export function LoadFailurePage() {
  useTitle('title.loadFailure');
  return (
    <ErrorScreen
      art={<Icon name="reload" size={96} className="error-screen__icon" />}
      title={<FormattedMessage id="errors.loadFailure.title" />}
      text={<FormattedMessage id="errors.loadFailure.text" />}
    >
      <Button size="lg" onClick={() => window.location.reload()}>
        <Icon name="reload" />
        <FormattedMessage id="errors.loadFailure.button" />
      </Button>
    </ErrorScreen>
  );
}
