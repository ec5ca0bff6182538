// The review's text: a textarea with a live counter of the characters used against REVIEW_TEXT_MAX (said to screen
// readers only near the limit, not at every key), the rules as a hint, and the error in its place. One paragraph:
// Enter adds nothing and a pasted line break becomes a space (the server refuses them).
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { REVIEW_TEXT_MAX } from '../../../../modules/reviews/reviews.vocabulary.schemas';
import { fieldErrorText } from '../../shared/form/messages';
import { Icon } from '../../shared/ui/Icon';
import { flattenLineBreaks, textCounter } from './reviewForm';

/** From this many characters left the counter is announced and turns to the warning colour. */
const NEAR_LIMIT = 50;

export function ReviewTextField({ name }: { name: string }) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const { count, left, over } = textCounter(field.value);
  const error =
    meta.error && (meta.touched || submitCount > 0 || over > 0)
      ? fieldErrorText(intl, meta.error, { max: REVIEW_TEXT_MAX })
      : null;
  const near = left <= NEAR_LIMIT;
  return (
    <div className={`field review-text${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="reviews.form.text" />{' '}
        <span className="review-text__optional">
          <FormattedMessage id="reviews.form.optional" />
        </span>
      </label>
      <textarea
        {...field}
        onChange={(event) => void helpers.setValue(flattenLineBreaks(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
        }}
        id={id}
        rows={5}
        className="field__input review-text__input"
        placeholder={intl.formatMessage({ id: 'reviews.form.placeholder' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter ${error ? `${id}-error` : `${id}-hint`}`}
      />
      <div className="review-text__foot">
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        ) : (
          <p className="field__hint" id={`${id}-hint`}>
            <FormattedMessage id="reviews.form.hint" />
          </p>
        )}
        <p
          className={`review-text__counter${over > 0 ? ' is-over' : near ? ' is-near' : ''}`}
          id={`${id}-counter`}
          data-count={count}
        >
          <span aria-hidden="true">
            <FormattedNumber value={count} /> / <FormattedNumber value={REVIEW_TEXT_MAX} />
          </span>
          <span className="visually-hidden" aria-live={near ? 'polite' : 'off'}>
            {over > 0 ? (
              <FormattedMessage id="reviews.form.counter.over" values={{ count: over }} />
            ) : (
              <FormattedMessage id="reviews.form.counter.left" values={{ count: left }} />
            )}
          </span>
        </p>
      </div>
    </div>
  );
}
