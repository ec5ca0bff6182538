// How many of a site item's row the exchange takes: "Add" while none, then one less / the count / one more.
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';

interface StepperProps {
  quantity: number;
  /** One more can be added (in stock, and the trade has room). */
  canAdd: boolean;
  /** Why one more cannot be added (a tooltip), when it cannot. */
  addTitle?: string;
  /** What is counted, for the buttons' names ("Adopt Me Dog, Teen"). */
  name: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

export function Stepper({ quantity, canAdd, addTitle, name, disabled, onChange }: StepperProps) {
  const intl = useIntl();
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        className="ex-stepper__add"
        disabled={disabled || !canAdd}
        title={canAdd ? undefined : addTitle}
        aria-label={intl.formatMessage({ id: 'exchange.take.addNamed' }, { name })}
        onClick={() => onChange(1)}
      >
        <Icon name="plus" size={16} />
        <FormattedMessage id="exchange.take.add" />
      </Button>
    );
  }
  return (
    <fieldset className="ex-stepper" aria-label={intl.formatMessage({ id: 'exchange.take.quantity' }, { name })}>
      <button
        type="button"
        className="icon-button ex-stepper__less"
        disabled={disabled}
        aria-label={intl.formatMessage({ id: 'exchange.take.less' })}
        onClick={() => onChange(quantity - 1)}
      >
        <Icon name={quantity === 1 ? 'trash' : 'minus'} size={16} />
      </button>
      <output className="ex-stepper__count" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="icon-button ex-stepper__more"
        disabled={disabled || !canAdd}
        title={canAdd ? undefined : addTitle}
        aria-label={intl.formatMessage({ id: 'exchange.take.more' })}
        onClick={() => onChange(quantity + 1)}
      >
        <Icon name="plus" size={16} />
      </button>
    </fieldset>
  );
}
