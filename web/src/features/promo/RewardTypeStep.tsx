// Step 2 of the promo modal: the reward types whose system has the code (a free spin; an amount of R$).
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';

interface Props {
  code: string;
  item: boolean;
  rbx: number | null;
  busy: boolean;
  onItem: () => void;
  onRbx: () => void;
}

export function RewardTypeStep({ code, item, rbx, busy, onItem, onRbx }: Props) {
  return (
    <div className="promo-select">
      <p className="promo-modal__lead">
        <FormattedMessage id="promo.select.lead" values={{ code: <strong>{code}</strong> }} />
      </p>
      <div className="promo-select__options">
        {item && (
          <button type="button" id="promo-type-item" className="promo-option" disabled={busy} onClick={onItem}>
            <Icon name="gift" size={28} />
            <span className="promo-option__title">
              <FormattedMessage id="promo.select.item" />
            </span>
            <span className="promo-option__text">
              <FormattedMessage id="promo.select.itemText" />
            </span>
          </button>
        )}
        {rbx !== null && (
          <button type="button" id="promo-type-rbx" className="promo-option" disabled={busy} onClick={onRbx}>
            <Icon name="robux" size={28} />
            <span className="promo-option__title">
              <FormattedMessage id="promo.select.rbx" values={{ amount: rbx }} />
            </span>
            <span className="promo-option__text">
              <FormattedMessage id="promo.select.rbxText" />
            </span>
          </button>
        )}
      </div>
    </div>
  );
}
