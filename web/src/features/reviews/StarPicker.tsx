// Picking 1 to 5 stars: a radio group of native radios drawn as stars (Tab enters it, the arrows move and pick, as
// any radio group), each named "4 stars: Good"; the stars light up to the one pointed at or picked, with its word on
// the line below, where a missing choice is said too (one line whatever it says: nothing moves under the pointer).
import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '../../shared/form/messages';
import { STARS_MAX } from '../../shared/reviews/StarRating';
import { Icon } from '../../shared/ui/Icon';

const CHOICES = Array.from({ length: STARS_MAX }, (_, i) => i + 1);

export function StarPicker({ name }: { name: string }) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<number>(name);
  const { submitCount } = useFormikContext();
  const [pointed, setPointed] = useState(0);
  const lit = pointed || field.value;
  const error = meta.error && submitCount > 0 ? fieldErrorText(intl, meta.error) : null;
  return (
    <fieldset
      className={`star-picker${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
      id="review-stars"
    >
      <legend className="field__label">
        <FormattedMessage id="reviews.form.stars" />
      </legend>
      <div className="star-picker__row">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing only previews; the radios inside are the controls */}
        <div className="star-picker__stars" onMouseLeave={() => setPointed(0)}>
          {CHOICES.map((stars) => (
            <label
              key={stars}
              className={`star-picker__star${stars <= lit ? ' is-lit' : ''}`}
              onMouseEnter={() => setPointed(stars)}
            >
              <input
                type="radio"
                className="star-picker__input"
                name={field.name}
                value={stars}
                checked={field.value === stars}
                onChange={() => void helpers.setValue(stars)}
                onBlur={() => void helpers.setTouched(true, false)}
                aria-invalid={error ? true : undefined}
              />
              <Icon name="star" size={36} fill="currentColor" strokeWidth={1.2} />
              <span className="visually-hidden">
                <FormattedMessage
                  id="reviews.form.starOption"
                  values={{ stars, word: intl.formatMessage({ id: `reviews.form.starWord.${stars}` }) }}
                />
              </span>
            </label>
          ))}
        </div>
        {/* One line under the stars: the word of the star pointed at or picked, else the error, else the hint. */}
        {lit > 0 || !error ? (
          <span className="star-picker__word" aria-hidden="true">
            <FormattedMessage id={lit > 0 ? `reviews.form.starWord.${lit}` : 'reviews.form.starsHint'} />
          </span>
        ) : (
          <p className="star-picker__word field__error" id={`${id}-error`}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </p>
        )}
      </div>
    </fieldset>
  );
}
