// Step 3 of the promo modal: the free spin is the user's; a button goes to the wheel.
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';

export function FortuneResultStep() {
  return (
    <div className="promo-fortune" id="promo-fortune">
      <span className="promo-fortune__icon" aria-hidden="true">
        <Icon name="gift" size={40} />
      </span>
      <h3 className="promo-fortune__title" role="status">
        <FormattedMessage id="promo.fortune.title" />
      </h3>
      <p className="promo-modal__lead">
        <FormattedMessage id="promo.fortune.text" />
      </p>
      <ButtonLink href="/fortune" size="lg" className="promo-fortune__go">
        <FormattedMessage id="promo.fortune.go" />
      </ButtonLink>
    </div>
  );
}
