// "Ask a question" (/help/question, spec trading-core 3, 5): the category, a title and a description, optional
// details (bot nickname, date, login or mail), up to 3 files; a visitor also gives a name and an e-mail. Checked as
// the server checks; sent, a user goes to the question's page, a visitor to it with its key (also e-mailed).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  NAME_MAX,
  QUESTION_CATEGORIES,
  TITLE_MAX,
  TITLE_MIN,
} from '../../../../modules/support/questions.vocabulary.schemas';
import { FormAlert, SelectField, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { askCall } from './api';
import { FilePicker } from './FilePicker';
import { MessageTextField } from './MessageTextField';
import {
  BOT_NICKNAME_MAX,
  EMAIL_MAX,
  EMPTY_QUESTION,
  LOGIN_OR_MAIL_MAX,
  QUESTION_FIELDS,
  questionFormData,
  questionFormSchema,
  supportFailure,
  type QuestionValues,
} from './questionForm';
import { questionPath } from './questionStatus';
import { SupportNav } from './SupportNav';
import '../../shared/form/form.css';
import '../../shared/ui/card.css';
import './support.css';

export default function AskQuestionPage() {
  useTitle('support.ask.pageTitle');
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { isAuth } = useSnapshot(store);
  const visitor = !isAuth;
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const categories = [
    { value: '', label: intl.formatMessage({ id: 'support.form.categoryPick' }) },
    ...QUESTION_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage({ id: `support.category.${c}` }) })),
  ];
  return (
    <div className="container support-page">
      <SupportNav current="ask" />
      <header className="support-page__head">
        <h1 className="support-page__title">
          <FormattedMessage id="support.ask.title" />
        </h1>
        <p className="support-page__intro">
          <FormattedMessage id="support.ask.intro" values={{ faq: (text) => <Link href="/help/faq">{text}</Link> }} />
        </p>
      </header>
      <section className="profile-card support-ask" aria-labelledby="support-ask-title">
        <h2 id="support-ask-title" className="visually-hidden">
          <FormattedMessage id="support.ask.title" />
        </h2>
        <Formik<QuestionValues>
          initialValues={EMPTY_QUESTION}
          validationSchema={questionFormSchema(visitor)}
          onSubmit={async (values, helpers) => {
            setAlert(null);
            try {
              const result = await askCall(questionFormData(values, files, visitor), visitor);
              if (result.key) {
                pushToast({
                  type: 'success',
                  message: { id: 'support.ask.sentVisitor', values: { email: values.email } },
                });
                navigate(`${questionPath(result.question.id, result.key)}&sent=1`);
              } else {
                pushToast({ type: 'success', message: { id: 'support.ask.sent' } });
                navigate(questionPath(result.question.id));
              }
            } catch (error) {
              const failure = supportFailure(error, QUESTION_FIELDS, 'description');
              for (const [field, message] of Object.entries(failure.fields)) {
                void helpers.setFieldTouched(field, true, false);
                helpers.setFieldError(field, message);
              }
              setAlert(failure.alert);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="form support-form" id="support-question-form" noValidate>
              {visitor && (
                <div className="support-form__row">
                  <TextField
                    name="name"
                    label={<FormattedMessage id="support.form.name" />}
                    autoComplete="name"
                    limits={{ min: 1, max: NAME_MAX }}
                  />
                  <TextField
                    name="email"
                    type="email"
                    label={<FormattedMessage id="support.form.email" />}
                    hint={<FormattedMessage id="support.form.emailHint" />}
                    autoComplete="email"
                    limits={{ max: EMAIL_MAX }}
                  />
                </div>
              )}
              <SelectField
                name="category"
                label={<FormattedMessage id="support.form.category" />}
                options={categories}
              />
              <TextField
                name="title"
                label={<FormattedMessage id="support.form.title" />}
                hint={<FormattedMessage id="support.form.titleHint" values={{ min: TITLE_MIN, max: TITLE_MAX }} />}
                limits={{ min: TITLE_MIN, max: TITLE_MAX }}
                maxLength={TITLE_MAX + 20}
              />
              <MessageTextField
                name="description"
                label={<FormattedMessage id="support.form.description" />}
                placeholder={intl.formatMessage({ id: 'support.form.descriptionPlaceholder' })}
              />
              <fieldset className="support-form__optional">
                <legend className="support-form__legend">
                  <FormattedMessage id="support.form.optional" />
                </legend>
                <div className="support-form__row support-form__row--three">
                  <TextField
                    name="botNickname"
                    label={<FormattedMessage id="support.form.botNickname" />}
                    limits={{ max: BOT_NICKNAME_MAX }}
                  />
                  <TextField
                    name="transferDate"
                    label={<FormattedMessage id="support.form.transferDate" />}
                    placeholder={intl.formatMessage({ id: 'support.form.transferDatePlaceholder' })}
                    inputMode="numeric"
                    maxLength={10}
                  />
                  <TextField
                    name="loginOrMail"
                    label={<FormattedMessage id="support.form.loginOrMail" />}
                    limits={{ max: LOGIN_OR_MAIL_MAX }}
                  />
                </div>
              </fieldset>
              <FilePicker id="support-question-files" files={files} onChange={setFiles} disabled={isSubmitting} />
              {alert && (
                <FormAlert>
                  <span id="support-question-error">
                    <FormattedMessage id={alert.id} values={alert.values} />
                  </span>
                </FormAlert>
              )}
              {visitor && (
                <p className="support-note">
                  <Icon name="info" size={18} />
                  <span>
                    <FormattedMessage id="support.ask.visitorNote" />
                  </span>
                </p>
              )}
              <SubmitButton busy={isSubmitting}>
                <FormattedMessage id="support.ask.submit" />
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
