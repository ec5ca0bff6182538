// The autopurchase form's two fields, shared by the add page and the edit dialog: the price per piece (a money input
// with its currency; bound errors name the bound in money) and the quantity (a stepper from its least to
// AUTOPURCHASE_QUANTITY_MAX). Problems are autobuy/autobuyForm.ts's, shown once the field is touched, typed in or the
// form submitted.
import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTOPURCHASE_QUANTITY_MAX } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import { formatMoney } from '../../shared/format/money';
import { Icon } from '../../shared/ui/Icon';
import { decodeProblem, parseQuantity, type FieldProblem } from './autobuyForm';
import type { Currency } from '../../../../kernel';

/** The field's problem once it is to be shown. */
function useProblem(name: string): FieldProblem | null {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const typed = String(field.value ?? '').trim() !== '';
  return meta.error && (meta.touched || submitCount > 0 || typed) ? decodeProblem(meta.error) : null;
}

function ProblemWords({
  id,
  field,
  problem,
  currency,
}: {
  id: string;
  field: string;
  problem: FieldProblem;
  currency: Currency;
}) {
  const intl = useIntl();
  const money =
    problem.amount !== undefined
      ? formatMoney(intl, { amount: problem.amount, currency: problem.currency ?? currency })
      : '';
  return (
    <p className="field__error" id={id} data-code={problem.code} data-problem={problem.key}>
      <Icon name="error" size={16} />
      <span>
        <FormattedMessage
          id={`autobuy.error.${field}.${problem.key}`}
          values={{ min: money, max: money, count: problem.count ?? 0 }}
        />
      </span>
    </p>
  );
}

interface PriceFieldProps {
  currency: Currency;
  /** Under the field while it has no problem: the recommended and lowest prices, the bounds. */
  hint?: ReactNode;
  autoFocus?: boolean;
}

export function PriceField({ currency, hint, autoFocus }: PriceFieldProps) {
  const id = useId();
  const [field] = useField<string>('price');
  const problem = useProblem('price');
  return (
    <div className={`field autobuy-price${problem ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="autobuy.field.price" values={{ currency: currency.toUpperCase() }} />
      </label>
      <div className="field__control autobuy-price__control">
        <input
          {...field}
          id={id}
          name="price"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__input autobuy-price__input"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note`}
          data-autofocus={autoFocus ? '' : undefined}
        />
        <span className="autobuy-price__currency" aria-hidden="true">
          {currency.toUpperCase()}
        </span>
      </div>
      {problem ? (
        <ProblemWords id={`${id}-note`} field="price" problem={problem} currency={currency} />
      ) : (
        hint && (
          <div className="field__hint" id={`${id}-note`}>
            {hint}
          </div>
        )
      )}
    </div>
  );
}

export function QuantityField({ min = 1, currency, hint }: { min?: number; currency: Currency; hint?: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const [field, , helpers] = useField<string>('quantity');
  const problem = useProblem('quantity');
  const parsed = parseQuantity(field.value);
  const value = 'value' in parsed ? parsed.value : null;
  const least = Math.max(1, min);
  const step = (by: number) => {
    const next = Math.min(AUTOPURCHASE_QUANTITY_MAX, Math.max(least, (value ?? least) + by));
    void helpers.setValue(String(next));
    void helpers.setTouched(true, false);
  };
  return (
    <div className={`field autobuy-quantity${problem ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="autobuy.field.quantity" />
      </label>
      <div className="autobuy-stepper">
        <button
          type="button"
          className="autobuy-stepper__button"
          aria-label={intl.formatMessage({ id: 'autobuy.field.less' })}
          disabled={value !== null && value <= least}
          onClick={() => step(-1)}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          {...field}
          id={id}
          name="quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="field__input autobuy-stepper__input"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note`}
        />
        <button
          type="button"
          className="autobuy-stepper__button"
          aria-label={intl.formatMessage({ id: 'autobuy.field.more' })}
          disabled={value !== null && value >= AUTOPURCHASE_QUANTITY_MAX}
          onClick={() => step(1)}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
      {problem ? (
        <ProblemWords id={`${id}-note`} field="quantity" problem={problem} currency={currency} />
      ) : (
        <p className="field__hint" id={`${id}-note`}>
          {hint ?? (
            <FormattedMessage id="autobuy.field.quantityHint" values={{ min: least, max: AUTOPURCHASE_QUANTITY_MAX }} />
          )}
        </p>
      )}
    </div>
  );
}
