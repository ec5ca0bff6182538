// "My questions" (/help/my-questions, spec trading-core 2): a signed-in user's questions under the filter tabs
// (all, in progress, open, closed) with their status and last change, and "New question". A visitor finds theirs by
// e-mail: fresh links are mailed (the answer never says whether any exist).
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import * as yup from 'yup';
import type { QuestionSummary } from '../../../../modules/support/questions.schemas';
import { QUESTION_FILTERS, type QuestionFilter } from '../../../../modules/support/questions.vocabulary.schemas';
import { MESSAGE } from '../../../../kernel';
import { applyServerError } from '../../shared/form/applyServerError';
import { FormAlert, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { store } from '../../shared/state/store';
import { ButtonLink, Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { SignInButton } from '../../shared/ui/SignInButton';
import { TabPanel, Tabs } from '../../shared/ui/Tabs';
import { useTitle } from '../../shared/ui/useTitle';
import { restoreCall, useMyQuestions } from './api';
import { questionPath } from './questionStatus';
import { QuestionStatusBadge } from './QuestionStatusBadge';
import { SupportNav } from './SupportNav';
import '../../shared/form/form.css';
import '../../shared/ui/card.css';
import './support.css';

export default function MyQuestionsPage() {
  useTitle('support.mine.pageTitle');
  const { isAuth } = useSnapshot(store);
  return (
    <div className="container support-page">
      <SupportNav current="mine" />
      <header className="support-page__head support-page__head--row">
        <div>
          <h1 className="support-page__title">
            <FormattedMessage id="support.mine.title" />
          </h1>
          <p className="support-page__intro">
            <FormattedMessage id={isAuth ? 'support.mine.intro' : 'support.restore.intro'} />
          </p>
        </div>
        <ButtonLink href="/help/question" className="support-page__new" size="md">
          <Icon name="plus" size={18} />
          <FormattedMessage id="support.mine.new" />
        </ButtonLink>
      </header>
      {isAuth ? <QuestionList /> : <RestoreForm />}
    </div>
  );
}

function QuestionList() {
  const intl = useIntl();
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const { data, error, mutate, isLoading } = useMyQuestions(filter, true);
  const tabs = QUESTION_FILTERS.map((id) => ({ id, label: <FormattedMessage id={`support.filter.${id}`} /> }));
  return (
    <section className="profile-card support-list" aria-labelledby="support-list-title">
      <h2 id="support-list-title" className="visually-hidden">
        <FormattedMessage id="support.mine.title" />
      </h2>
      <Tabs
        label={intl.formatMessage({ id: 'support.filter.label' })}
        className="support-tabs"
        tabs={tabs}
        selected={filter}
        onSelect={setFilter}
        idPrefix="support-filter"
        panelId="support-questions"
      />
      <TabPanel idPrefix="support-filter" panelId="support-questions" selected={filter} data-filter={filter}>
        {error && !data ? (
          <EmptyBox alert>
            <p>
              <FormattedMessage id="support.mine.loadError" />
            </p>
            <Button variant="secondary" onClick={() => void mutate()}>
              <FormattedMessage id="support.retry" />
            </Button>
          </EmptyBox>
        ) : !data || isLoading ? (
          <CardLoading />
        ) : data.questions.length === 0 ? (
          <EmptyBox id="support-questions-empty">
            <p>
              <FormattedMessage id={filter === 'all' ? 'support.mine.empty' : 'support.mine.emptyFilter'} />
            </p>
          </EmptyBox>
        ) : (
          <ul className="support-rows">
            {data.questions.map((q) => (
              <QuestionRow key={q.id} question={q} />
            ))}
          </ul>
        )}
      </TabPanel>
    </section>
  );
}

function QuestionRow({ question }: { question: QuestionSummary }) {
  return (
    <li className="support-row" data-question-id={question.id} data-status={question.status}>
      <Link href={questionPath(question.id)} className="support-row__link">
        <span className="support-row__main">
          <span className="support-row__number">#{question.number}</span>
          <span className="support-row__title">{question.title}</span>
          <span className="support-row__category">
            <FormattedMessage id={`support.category.${question.category}`} />
          </span>
        </span>
        <span className="support-row__side">
          <QuestionStatusBadge status={question.status} />
          <span className="support-row__date">
            <FormattedMessage
              id="support.mine.updated"
              values={{ date: <FormattedDate value={question.updatedAt} dateStyle="medium" timeStyle="short" /> }}
            />
          </span>
        </span>
        <Icon name="arrowRight" size={18} className="support-row__arrow" />
      </Link>
    </li>
  );
}

const restoreSchema = yup.object({
  email: yup.string().required(MESSAGE.required).email(MESSAGE.invalidEmail).max(254, MESSAGE.tooLong),
});

function RestoreForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  return (
    <div className="support-restore">
      <section className="profile-card" aria-labelledby="support-restore-title">
        <h2 id="support-restore-title" className="profile-card__title">
          <Icon name="search" size={20} />
          <FormattedMessage id="support.restore.title" />
        </h2>
        <p className="support-restore__text">
          <FormattedMessage id="support.restore.text" />
        </p>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={restoreSchema}
          onSubmit={async (values, helpers) => {
            setAlert(null);
            try {
              await restoreCall(values.email.trim());
              setSentTo(values.email.trim());
            } catch (error) {
              setAlert(applyServerError(error, helpers, ['email']).alert);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="form" id="support-restore-form" noValidate>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={<FormattedMessage id="support.form.email" />}
              />
              {alert && (
                <FormAlert>
                  <FormattedMessage id={alert.id} values={alert.values} />
                </FormAlert>
              )}
              {sentTo && (
                <FormAlert tone="success">
                  <span id="support-restore-sent">
                    <FormattedMessage id="support.restore.sent" values={{ email: sentTo }} />
                  </span>
                </FormAlert>
              )}
              <SubmitButton busy={isSubmitting}>
                <FormattedMessage id="support.restore.submit" />
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </section>
      <section className="profile-card support-restore__signin" aria-labelledby="support-signin-title">
        <h2 id="support-signin-title" className="profile-card__title">
          <Icon name="user" size={20} />
          <FormattedMessage id="support.restore.signInTitle" />
        </h2>
        <p className="support-restore__text">
          <FormattedMessage id="support.restore.signInText" />
        </p>
        <div>
          <SignInButton />
        </div>
      </section>
    </div>
  );
}
