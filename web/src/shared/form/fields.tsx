// Formik-bound fields with labels, errors and hints wired for screen readers. Lazy chunks only
// (formik must stay out of the initial bundle).
import { useField, useFormikContext } from 'formik';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';
import { fieldErrorText, type Limits } from './messages';
import './form.css';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error: string | null;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          <Icon name="error" size={16} />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/**
 * A touched field shows its error, except an empty one that was only tabbed or clicked through: its
 * "required" waits for a submit (otherwise leaving the field to press a link would move that link).
 */
function useFieldError(name: string, limits?: Limits): string | null {
  const intl = useIntl();
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const blank = field.value === '' || field.value === undefined || field.value === false;
  if (!meta.touched || !meta.error || (blank && submitCount === 0)) return null;
  return fieldErrorText(intl, meta.error, limits);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  limits?: Limits;
  /** Marks the field the modal focuses first. */
  autoFocusField?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  limits,
  autoFocusField,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const [field] = useField(name);
  const error = useFieldError(name, limits);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        {...field}
        {...rest}
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        data-autofocus={autoFocusField ? '' : undefined}
      />
    </FieldShell>
  );
}

export function PasswordField({
  name,
  label,
  hint,
  limits,
  autoFocusField,
  className,
  ...rest
}: Omit<TextFieldProps, 'type'>) {
  const intl = useIntl();
  const id = useId();
  const [field] = useField(name);
  const error = useFieldError(name, limits);
  const [visible, setVisible] = useState(false);
  const toggle = intl.formatMessage({ id: visible ? 'form.hidePassword' : 'form.showPassword' });
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className="field__control">
        <input
          {...field}
          {...rest}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__input field__input--with-button"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          data-autofocus={autoFocusField ? '' : undefined}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="field__button"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggle}
          aria-pressed={visible}
          title={toggle}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      </div>
    </FieldShell>
  );
}

/** A 6-digit one-time code. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      className="field--code"
    />
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: ReactNode;
  options: { value: string; label: string; lang?: string }[];
}

export function SelectField({ name, label, options, ...rest }: SelectFieldProps) {
  const id = useId();
  const [field] = useField(name);
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="field__control">
        <select
          {...field}
          {...rest}
          id={id}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="field__select-icon" />
      </div>
    </FieldShell>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  const [field] = useField({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          {...field}
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="checkbox__label">
          {children}
        </label>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <Icon name="error" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** A form-level message (wrong credentials, rate limit...). */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'info' ? 'info' : tone} size={20} />
      <div>{children}</div>
    </div>
  );
}
