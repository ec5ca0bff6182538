// Something failed to load: what, in words, and a button to try again, in a dashed box (role="alert").
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { EmptyBox } from './EmptyBox';
import { Icon } from './Icon';

export function RetryBox({ message, onRetry, id }: { message: string; onRetry: () => void; id?: string }) {
  return (
    <EmptyBox alert id={id}>
      <p>
        <FormattedMessage id={message} />
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Icon name="reload" size={18} />
        <FormattedMessage id="market.error.retry" />
      </Button>
    </EmptyBox>
  );
}
