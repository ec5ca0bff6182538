// A message's text (a question's description or a reply): a textarea with a live counter against MESSAGE_MAX
// (announced to screen readers near the limit only) and the error in its place.
import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { MESSAGE_MAX } from '../../../../modules/support/questions.vocabulary.schemas';
import { fieldErrorText } from '../../shared/form/messages';
import { Icon } from '../../shared/ui/Icon';
import { messageCounter } from './questionForm';

const NEAR_LIMIT = 100;

interface MessageTextFieldProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  hideLabel?: boolean;
}

export function MessageTextField({ name, label, placeholder, rows = 6, disabled, hideLabel }: MessageTextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const { count, left, over } = messageCounter(field.value);
  const error =
    meta.error && ((meta.touched && field.value !== '') || submitCount > 0 || over > 0)
      ? fieldErrorText(intl, meta.error, { max: MESSAGE_MAX })
      : null;
  const near = left <= NEAR_LIMIT;
  return (
    <div className={`field support-text${error ? ' field--invalid' : ''}`}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        rows={rows}
        className="field__input support-text__input"
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
      />
      <div className="support-text__foot">
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        ) : (
          <span />
        )}
        <p
          className={`support-text__counter${over > 0 ? ' is-over' : near ? ' is-near' : ''}`}
          id={`${id}-counter`}
          data-count={count}
        >
          <span aria-hidden="true">
            <FormattedNumber value={count} /> / <FormattedNumber value={MESSAGE_MAX} />
          </span>
          <span className="visually-hidden" aria-live={near ? 'polite' : 'off'}>
            {over > 0 ? (
              <FormattedMessage id="support.text.over" values={{ count: over }} />
            ) : (
              <FormattedMessage id="support.text.left" values={{ count: left }} />
            )}
          </span>
        </p>
      </div>
    </div>
  );
}
