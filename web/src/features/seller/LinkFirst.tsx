// The seller pages' states before their content: no linked account yet (spec trading-core 1, 2: how selling
// works, and the way to link one), and accounts that failed to load.
import { FormattedMessage } from 'react-intl';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import './seller.css';

export function LinkFirst({ id }: { id: string }) {
  return (
    <section className="profile-card seller-empty" aria-labelledby={`${id}-title`} id={id}>
      <Icon name="gamepad" size={56} className="seller-empty__icon" />
      <h2 id={`${id}-title`} className="seller-empty__title">
        <FormattedMessage id="trade.empty.title" />
      </h2>
      <p className="seller-empty__text">
        <FormattedMessage id="trade.empty.text" />
      </p>
      <ol className="seller-empty__steps">
        <li>
          <FormattedMessage id="trade.empty.step1" />
        </li>
        <li>
          <FormattedMessage id="trade.empty.step2" />
        </li>
        <li>
          <FormattedMessage id="trade.empty.step3" />
        </li>
      </ol>
      <ButtonLink href="/profile/trade/connected" className="seller-empty__action" size="lg">
        <Icon name="plus" size={20} />
        <FormattedMessage id="trade.empty.action" />
      </ButtonLink>
    </section>
  );
}

export function AccountsFailure({ retry }: { retry: () => Promise<unknown> }) {
  return (
    <section className="profile-card seller-failure" role="alert">
      <p>
        <FormattedMessage id="trade.loadFailed" />
      </p>
      <Button variant="secondary" size="sm" onClick={() => void retry()}>
        <Icon name="reload" size={18} />
        <FormattedMessage id="inventory.retry" />
      </Button>
    </section>
  );
}
