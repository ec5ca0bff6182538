// The form of a review (a seller's after a deal, or the site's): stars and a text checked as the server checks them,
// sent once; a refusal is said in words on its field or above the button, and a review that can no longer be left
// (`onGone`) makes its caller read the list or the standing again.
import { Form, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ReviewView } from '../../../../modules/reviews/reviews.schemas';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { Button } from '../../shared/ui/Button';
import { EMPTY_REVIEW, reviewFailure, reviewFormSchema, type ReviewKind, type ReviewValues } from './reviewForm';
import { ReviewTextField } from './ReviewTextField';
import { StarPicker } from './StarPicker';
import '../../shared/form/form.css';
import './reviews.css';

interface ReviewFormProps {
  kind: ReviewKind;
  id: string;
  /** Sends the review; throws the server's refusal. */
  send: (values: ReviewValues) => Promise<ReviewView>;
  onSent: (review: ReviewView) => void;
  onGone: () => void;
  /** A "Cancel" beside the button (a dialog's). */
  onCancel?: () => void;
  submit: ReactNode;
}

export function ReviewForm({ kind, id, send, onSent, onGone, onCancel, submit }: ReviewFormProps) {
  const [alert, setAlert] = useState<MessageRef | null>(null);
  return (
    <Formik<ReviewValues>
      initialValues={EMPTY_REVIEW}
      validationSchema={reviewFormSchema}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        try {
          onSent(await send(values));
        } catch (error) {
          const failure = reviewFailure(error, kind, values.text);
          for (const [field, message] of Object.entries(failure.fields)) {
            void helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
          setAlert(failure.alert);
          if (failure.gone) onGone();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form review-form" id={id} noValidate>
          <StarPicker name="stars" />
          <ReviewTextField name="text" />
          {alert && (
            <FormAlert>
              <span id={`${id}-error`}>
                <FormattedMessage id={alert.id} values={alert.values} />
              </span>
            </FormAlert>
          )}
          <div className="review-form__actions">
            {onCancel && (
              <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSubmitting}>
                <FormattedMessage id="reviews.form.cancel" />
              </Button>
            )}
            <SubmitButton busy={isSubmitting}>{submit}</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
