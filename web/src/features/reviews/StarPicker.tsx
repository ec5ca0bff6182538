// A review's 1 to 5 stars (shared/ui/StarRadios), each named "4 stars: Good", with the word of the star pointed at or
// picked on the line below, where a missing choice is said too (one line whatever it says: nothing moves under the pointer).
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorText } from '../../shared/form/messages';
import { Icon } from '../../shared/ui/Icon';
import { StarRadios } from '../../shared/ui/StarRadios';

export function StarPicker({ name }: { name: string }) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<number>(name);
  const { submitCount } = useFormikContext();
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
      <StarRadios
        name={field.name}
        value={field.value}
        onChange={(stars) => void helpers.setValue(stars)}
        onBlur={() => void helpers.setTouched(true, false)}
        invalid={Boolean(error)}
        optionLabel={(stars) => (
          <FormattedMessage
            id="reviews.form.starOption"
            values={{ stars, word: intl.formatMessage({ id: `reviews.form.starWord.${stars}` }) }}
          />
        )}
        // One line under the stars: the word of the star pointed at or picked, else the error, else the hint.
        below={(lit) =>
          lit > 0 || !error ? (
            <span className="star-picker__word" aria-hidden="true">
              <FormattedMessage id={lit > 0 ? `reviews.form.starWord.${lit}` : 'reviews.form.starsHint'} />
            </span>
          ) : (
            <p className="star-picker__word field__error" id={`${id}-error`}>
              <Icon name="error" size={16} />
              <span>{error}</span>
            </p>
          )
        }
      />
    </fieldset>
  );
}
