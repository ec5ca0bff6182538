// Writing again on an open question (spec trading-core 4, 5): a text of at most MESSAGE_MAX and up to 3 files; at
// most COMMENTS_BETWEEN_ANSWERS messages until support answers: how many are left is said, and at none the box
// says to wait (MESSAGE_LIMIT_REACHED).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import type { QuestionView } from '../../../../modules/support/questions.schemas';
import { COMMENTS_BETWEEN_ANSWERS } from '../../../../modules/support/questions.vocabulary.schemas';
import { FormAlert } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { Icon } from '../../shared/ui/Icon';
import { FilePicker } from './FilePicker';
import { MessageTextField } from './MessageTextField';
import { messageTextSchema, replyFormData, supportFailure } from './questionForm';

const replySchema = yup.object({ text: messageTextSchema });

interface ReplyBoxProps<Q extends QuestionView> {
  /** How many more messages the asker may send; null: no limit (an operator answering), nothing said. */
  commentsLeft: number | null;
  send: (form: FormData) => Promise<Q>;
  onSent: (question: Q) => void;
  /** The question changed meanwhile (closed, the limit reached): read it again. */
  onStale: () => void;
}

export function ReplyBox<Q extends QuestionView = QuestionView>({
  commentsLeft,
  send,
  onSent,
  onStale,
}: ReplyBoxProps<Q>) {
  const intl = useIntl();
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  if (commentsLeft !== null && commentsLeft <= 0)
    return (
      <div className="support-limit" id="support-message-limit" role="status">
        <Icon name="clock" size={20} />
        <div>
          <p className="support-limit__title">
            <FormattedMessage id="support.reply.limitTitle" />
          </p>
          <p>
            <FormattedMessage id="support.error.messageLimit" values={{ count: COMMENTS_BETWEEN_ANSWERS }} />
          </p>
        </div>
      </div>
    );
  return (
    <Formik
      initialValues={{ text: '' }}
      validationSchema={replySchema}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        try {
          const question = await send(replyFormData(values.text, files));
          helpers.resetForm();
          setFiles([]);
          onSent(question);
        } catch (error) {
          const failure = supportFailure(error, ['text'], 'text');
          for (const [field, message] of Object.entries(failure.fields)) {
            void helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
          setAlert(failure.alert);
          if (failure.errorCode === 'MESSAGE_LIMIT_REACHED' || failure.errorCode === 'QUESTION_CLOSED') onStale();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form support-reply" id="support-reply-form" noValidate>
          <MessageTextField
            name="text"
            label={<FormattedMessage id="support.reply.label" />}
            placeholder={intl.formatMessage({ id: 'support.reply.placeholder' })}
            rows={4}
            disabled={isSubmitting}
          />
          <FilePicker id="support-reply-files" files={files} onChange={setFiles} disabled={isSubmitting} />
          {alert && (
            <FormAlert>
              <span id="support-reply-error">
                <FormattedMessage id={alert.id} values={alert.values} />
              </span>
            </FormAlert>
          )}
          <div className="support-reply__foot">
            {commentsLeft === null ? (
              <span />
            ) : (
              <p className="support-reply__left" id="support-comments-left" data-left={commentsLeft}>
                <FormattedMessage id="support.reply.left" values={{ count: commentsLeft }} />
              </p>
            )}
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage id="support.reply.submit" />
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
