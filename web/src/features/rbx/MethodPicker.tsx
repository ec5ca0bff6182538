// The two ways R$ are delivered, as two radio cards with their price per R$ and when the R$ arrive.
import { FormattedMessage, useIntl } from 'react-intl';
import { RBX_METHODS, type RbxMethod } from '../../../../modules/rbx/rbx.vocabulary.schemas';
import { Icon } from '../../shared/ui/Icon';
import type { RbxQuote } from './api';
import { UnitPrice } from './UnitPrice';

interface MethodPickerProps {
  value: RbxMethod;
  onChange: (method: RbxMethod) => void;
  /** The price of the amount by each method, once known. */
  quotes: Partial<Record<RbxMethod, RbxQuote>>;
  disabled?: boolean;
}

export function MethodPicker({ value, onChange, quotes, disabled }: MethodPickerProps) {
  const intl = useIntl();
  return (
    <div role="radiogroup" aria-label={intl.formatMessage({ id: 'rbx.method.label' })} className="rbx-methods">
      {RBX_METHODS.map((method) => {
        const quote = quotes[method];
        return (
          <label
            key={method}
            className={`rbx-method${value === method ? ' is-checked' : ''}`}
            id={`rbx-method-${method}`}
          >
            <input
              type="radio"
              name="method"
              value={method}
              checked={value === method}
              disabled={disabled}
              onChange={() => onChange(method)}
            />
            <Icon name={method === 'fast_pass' ? 'trendUp' : 'clock'} size={22} className="rbx-method__icon" />
            <span className="rbx-method__text">
              <strong>
                <FormattedMessage id={`rbx.method.${method}`} />
              </strong>
              <span className="rbx-method__when">
                <FormattedMessage id={`rbx.method.${method}.when`} />
              </span>
            </span>
            {quote && (
              <span className="rbx-method__price">
                <UnitPrice quote={quote} />
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
