// Rating a closed question (spec trading-core 4): 1 to 5 stars, then what was liked (4-5) or not (1-3), sent once;
// a rated question shows its stars and reasons.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { StarRating } from '../../shared/reviews/StarRating';
import { StarRadios } from '../../shared/ui/StarRadios';
import { supportFailure } from './questionForm';
import { feedbackReasons, reasonMessageId } from './questionStatus';

interface RatingFormProps {
  send: (rating: number, feedback: string[]) => Promise<void>;
  /** The question was rated already (ALREADY_EXISTS) or is gone: read it again. */
  onStale: () => void;
}

export function RatingForm({ send, onStale }: RatingFormProps) {
  const intl = useIntl();
  const [stars, setStars] = useState(0);
  const [reasons, setReasons] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const offered = feedbackReasons(stars);
  return (
    <form
      className="form support-rating"
      id="support-rating-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (stars < 1) {
          setAlert({ id: 'support.rating.pickStars' });
          return;
        }
        setBusy(true);
        setAlert(null);
        try {
          await send(stars, reasons);
        } catch (error) {
          const failure = supportFailure(error, []);
          setAlert(failure.alert);
          if (failure.errorCode === 'ALREADY_EXISTS' || failure.errorCode === 'NOT_FOUND') onStale();
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset className="support-stars" id="support-rating-stars">
        <legend className="field__label">
          <FormattedMessage id="support.rating.stars" />
        </legend>
        <StarRadios
          name="rating"
          value={stars}
          onChange={(value) => {
            // Liked and disliked reasons are different lists: crossing 4 stars starts again.
            if (value >= 4 !== stars >= 4) setReasons([]);
            setStars(value);
            setAlert(null);
          }}
          optionLabel={(value) => <FormattedMessage id="support.rating.starOption" values={{ stars: value }} />}
        />
      </fieldset>
      {offered.length > 0 && (
        <fieldset className="support-reasons" id="support-rating-reasons" data-kind={stars >= 4 ? 'liked' : 'disliked'}>
          <legend className="field__label">
            <FormattedMessage id={stars >= 4 ? 'support.rating.liked' : 'support.rating.disliked'} />
          </legend>
          <div className="support-reasons__list">
            {offered.map((reason) => {
              const checked = reasons.includes(reason);
              return (
                <label key={reason} className={`support-reason${checked ? ' is-checked' : ''}`}>
                  <input
                    type="checkbox"
                    name="feedback"
                    value={reason}
                    checked={checked}
                    onChange={() => setReasons(checked ? reasons.filter((r) => r !== reason) : [...reasons, reason])}
                  />
                  <span>{intl.formatMessage({ id: reasonMessageId(reason, stars) })}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {alert && (
        <FormAlert>
          <span id="support-rating-error">
            <FormattedMessage id={alert.id} values={alert.values} />
          </span>
        </FormAlert>
      )}
      <SubmitButton busy={busy}>
        <FormattedMessage id="support.rating.submit" />
      </SubmitButton>
    </form>
  );
}

/** The rating given: its stars and reasons. */
export function RatingGiven({ rating, feedback }: { rating: number; feedback: readonly string[] }) {
  const intl = useIntl();
  return (
    <div className="support-rated" id="support-rating-given" data-rating={rating}>
      <StarRating value={rating} size="lg" />
      {feedback.length > 0 && (
        <ul className="support-rated__reasons">
          {feedback.map((reason) => (
            <li key={reason} className="support-reason is-checked">
              {intl.formatMessage({ id: reasonMessageId(reason, rating) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
