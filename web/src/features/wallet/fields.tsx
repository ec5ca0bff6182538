// Formik fields of the money forms: an amount in major units with its currency and limits, a currency
// switch, and a choice of payment method drawn as cards (unavailable ones disabled, with the reason).
import { useField, useFormikContext } from 'formik';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '../../shared/form/messages';
import { amountText, CURRENCY_SYMBOLS, formatMoney, toMinor } from '../../shared/format/money';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { CURRENCIES, type Currency } from '../../../../kernel';

/** Shown errors: as the shared fields do, an empty field's "required" waits for a submit. */
function useShownError(name: string): string | null {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const blank = field.value === '' || field.value === undefined;
  if (!meta.error || (!meta.touched && submitCount === 0) || (blank && submitCount === 0)) return null;
  return meta.error;
}

interface AmountFieldProps {
  name: string;
  label: ReactNode;
  currency: Currency;
  limits: { min: number; max: number };
  /** The most that may be taken now (cash-outs), for the "cashoutAvailable" error. */
  cashoutAvailable?: number;
  /** Extra line under the field (e.g. the fee quote). */
  note?: ReactNode;
  /** Quick amounts in major units. */
  presets?: number[];
  id?: string;
}

export function AmountField({
  name,
  label,
  currency,
  limits,
  cashoutAvailable,
  note,
  presets,
  id: givenId,
}: AmountFieldProps) {
  const intl = useIntl();
  const autoId = useId();
  const id = givenId ?? autoId;
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const money = (amount: number) => formatMoney(intl, { amount, currency });
  const text = !error
    ? null
    : error === 'min'
      ? intl.formatMessage({ id: 'wallet.amount.min' }, { min: money(limits.min) })
      : error === 'max'
        ? intl.formatMessage({ id: 'wallet.amount.max' }, { max: money(limits.max) })
        : error === 'cashoutAvailable'
          ? intl.formatMessage({ id: 'wallet.amount.cashoutAvailable' }, { amount: money(cashoutAvailable ?? 0) })
          : error === 'invalidValue'
            ? intl.formatMessage({ id: 'wallet.amount.invalid' })
            : fieldErrorText(intl, error);
  return (
    <div className={`field amount-field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control amount-input">
        <input
          {...field}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field__input amount-input__input"
          placeholder={amountText(limits.min)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => void helpers.setValue(event.target.value.replace(',', '.'))}
        />
        <span className="amount-input__currency" aria-hidden="true">
          {CURRENCY_SYMBOLS[currency]} {currency.toUpperCase()}
        </span>
      </div>
      {presets && presets.length > 0 && (
        <fieldset className="amount-presets" aria-label={intl.formatMessage({ id: 'wallet.amount.presets' })}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="amount-presets__item"
              aria-pressed={field.value === amountText(toMinor(preset))}
              onClick={() => {
                void helpers.setValue(amountText(toMinor(preset)));
                void helpers.setTouched(true, false);
              }}
            >
              {formatMoney(intl, { amount: toMinor(preset), currency }, { maximumFractionDigits: 0 })}
            </button>
          ))}
        </fieldset>
      )}
      <div id={`${id}-note`} className="amount-field__notes">
        {text ? (
          <p className="field__error">
            <Icon name="error" size={16} />
            <span>{text}</span>
          </p>
        ) : (
          <p className="field__hint">
            <FormattedMessage id="wallet.amount.limits" values={{ min: money(limits.min), max: money(limits.max) }} />
          </p>
        )}
        {note}
      </div>
    </div>
  );
}

export function CurrencyField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  const [field, , helpers] = useField<Currency>(name);
  return (
    <div className="field">
      <span className="field__label" id={`${name}-currency-label`}>
        {label}
      </span>
      <SegmentedControl<Currency>
        className="currency-switch"
        label={label}
        value={field.value}
        onChange={(next) => void helpers.setValue(next)}
        segments={CURRENCIES.map((c) => ({
          value: c,
          label: intl.formatMessage({ id: `currency.${c}` }),
          content: (
            <>
              <span aria-hidden="true">{CURRENCY_SYMBOLS[c]}</span>
              <span>{c.toUpperCase()}</span>
            </>
          ),
        }))}
      />
    </div>
  );
}

export interface MethodOption {
  id: string;
  icon: IconName;
  title: ReactNode;
  detail?: ReactNode;
  available: boolean;
}

/** A radio group of methods; an unavailable one is disabled and says it is temporarily unavailable. */
export function MethodField({ name, legend, options }: { name: string; legend: ReactNode; options: MethodOption[] }) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : null;
  const errorText = error
    ? error === 'unavailable'
      ? intl.formatMessage({ id: 'wallet.method.unavailableError' })
      : fieldErrorText(intl, error)
    : null;
  // Arrow keys move between the enabled options, as in a native radio group.
  const onKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!step) return;
    const enabled = options.filter((o) => o.available);
    if (!enabled.length) return;
    event.preventDefault();
    const index = enabled.findIndex((o) => o.id === field.value);
    const next = enabled[(index + step + enabled.length) % enabled.length]!;
    void helpers.setValue(next.id);
    const group = event.currentTarget;
    requestAnimationFrame(() => group.querySelector<HTMLInputElement>(`input[value="${next.id}"]`)?.focus());
  };
  return (
    <fieldset
      className={`method-field${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${name}-method-error` : undefined}
      onKeyDown={onKey}
    >
      <legend className="field__label">{legend}</legend>
      <div className="method-field__options">
        {options.map((option) => (
          <label
            key={option.id}
            className={`method-option${option.available ? '' : ' is-unavailable'}`}
            data-method={option.id}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              className="method-option__input"
              checked={field.value === option.id}
              disabled={!option.available}
              onChange={() => {
                void helpers.setValue(option.id);
                void helpers.setTouched(true, false);
              }}
            />
            <span className="method-option__icon" aria-hidden="true">
              <Icon name={option.icon} size={22} />
            </span>
            <span className="method-option__text">
              <span className="method-option__title">{option.title}</span>
              {option.available ? (
                option.detail && <span className="method-option__detail">{option.detail}</span>
              ) : (
                <span className="method-option__detail method-option__detail--off">
                  <FormattedMessage id="wallet.method.unavailable" />
                </span>
              )}
            </span>
            <Icon name="check" size={18} className="method-option__check" />
          </label>
        ))}
      </div>
      {errorText && (
        <p className="field__error" id={`${name}-method-error`}>
          <Icon name="error" size={16} />
          <span>{errorText}</span>
        </p>
      )}
    </fieldset>
  );
}
