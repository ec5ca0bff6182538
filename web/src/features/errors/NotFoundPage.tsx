// 404 (spec accounts-platform 8): "Sorry, page not found".
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../shared/ui/Button';
import { ErrorScreen } from '../../shared/ui/ErrorScreen';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';

export default function NotFoundPage() {
  useTitle('title.notFound');
  return (
    <ErrorScreen
      code={404}
      title={<FormattedMessage id="errors.notFound.title" />}
      text={<FormattedMessage id="errors.notFound.text" />}
    >
      <ButtonLink href="/" size="lg">
        <Icon name="home" />
        <FormattedMessage id="errors.notFound.button" />
      </ButtonLink>
    </ErrorScreen>
  );
}
