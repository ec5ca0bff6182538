// A question's page (/help/my-questions/{id}; a visitor's with ?key=, spec trading-core 2, 4, 5): its status and
// details, the conversation, and by its state: the reply box and "Close question" (open), or the rating (closed).
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useSWRConfig } from 'swr';
import type { QuestionView, RateInput } from '../../../../modules/support/questions.schemas';
import { QUESTION_CHANGED, QUESTION_ROOM } from '../../../../modules/support/questions.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { pushToast } from '../../shared/state/actions';
import { useRoomSocket } from '../../shared/realtime/useRoomSocket';
import { store } from '../../shared/state/store';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { closeCall, isQuestionsListKey, rateCall, replyCall, useQuestion, type Asker } from './api';
import { Conversation } from './Conversation';
import { supportFailure } from './questionForm';
import { QuestionStatusBadge } from './QuestionStatusBadge';
import { RatingForm, RatingGiven } from './RatingForm';
import { ReplyBox } from './ReplyBox';
import { SupportNav } from './SupportNav';
import '../../shared/form/form.css';
import '../../shared/ui/card.css';
import './support.css';

export default function QuestionPage() {
  useTitle('support.question.pageTitle');
  const { id = '' } = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const key = search.get('key');
  const asker: Asker = { key };
  const { isAuth } = useSnapshot(store);
  const { data, error, mutate } = useQuestion(id, asker);
  const { mutate: mutateAll } = useSWRConfig();
  const changed = (question: QuestionView) => {
    void mutate({ question }, { revalidate: false });
    void mutateAll(isQuestionsListKey);
  };
  // A user hears their questions' changes on the app's socket; a visitor's page joins the question's room by its key.
  useRoomSocket(key && id ? [{ kind: QUESTION_ROOM, arg: { id, key } }] : null, {
    onJoined: () => void mutate(),
    onEvent: (type, payload) => {
      if (type === QUESTION_CHANGED && (payload as { id?: unknown } | null)?.id === id) void mutate();
    },
  });

  if (error && !data) {
    // 401: a visitor opened a user's question without its key; the My questions page offers signing in.
    const notFound = error instanceof HttpError && [400, 401, 403, 404].includes(error.code);
    return (
      <div className="container support-page">
        <SupportNav current={null} />
        <ErrorState
          heading="h1"
          title={<FormattedMessage id={notFound ? 'support.question.notFound' : 'support.question.loadError'} />}
          text={<FormattedMessage id={notFound ? 'support.question.notFoundText' : 'support.question.loadErrorText'} />}
        >
          {notFound ? (
            <ButtonLink href="/help/my-questions" variant="secondary">
              <FormattedMessage id="support.nav.mine" />
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => void mutate()}>
              <FormattedMessage id="support.retry" />
            </Button>
          )}
        </ErrorState>
      </div>
    );
  }
  if (!data) return <CardLoading />;
  const question = data.question;
  const closed = question.status === 'closed';
  return (
    <div
      className="container support-page support-question"
      data-question-id={question.id}
      data-status={question.status}
    >
      <SupportNav current={null} />
      <header className="support-question__head">
        <p className="support-question__number">
          <FormattedMessage id="support.question.number" values={{ number: question.number }} />
          <span aria-hidden="true"> · </span>
          <FormattedMessage id={`support.category.${question.category}`} />
        </p>
        <h1 className="support-page__title support-question__title">{question.title}</h1>
        <div className="support-question__meta">
          <QuestionStatusBadge status={question.status} id="support-question-status" />
          <span>
            <FormattedMessage
              id="support.question.created"
              values={{ date: <FormattedDate value={question.createdAt} dateStyle="medium" timeStyle="short" /> }}
            />
          </span>
        </div>
      </header>
      {key && search.get('sent') === '1' && (
        <p className="support-note support-note--success" id="support-link-mailed">
          <Icon name="success" size={18} />
          <span>
            <FormattedMessage id="support.question.linkMailed" values={{ email: question.email ?? '' }} />
          </span>
        </p>
      )}
      <Details question={question} />
      <section className="profile-card support-thread" aria-labelledby="support-thread-title">
        <h2 id="support-thread-title" className="profile-card__title">
          <Icon name="chat" size={20} />
          <FormattedMessage id="support.question.conversation" />
        </h2>
        <Conversation messages={question.messages} asker={asker} />
        {!closed && (
          <ReplyBox
            key={question.messages.length}
            commentsLeft={question.commentsLeft}
            send={(form) => replyCall(question.id, asker, form)}
            onSent={changed}
            onStale={() => void mutate()}
          />
        )}
      </section>
      {!closed && !key && isAuth && <CloseQuestion id={question.id} onClosed={changed} />}
      {closed && (
        <section className="profile-card support-rate" aria-labelledby="support-rate-title">
          <h2 id="support-rate-title" className="profile-card__title">
            <Icon name="star" size={20} />
            <FormattedMessage id={question.rating ? 'support.rating.given' : 'support.rating.title'} />
          </h2>
          {question.rating ? (
            <RatingGiven rating={question.rating} feedback={question.feedback} />
          ) : (
            <>
              <p className="support-rate__text">
                <FormattedMessage id="support.rating.text" />
              </p>
              <RatingForm
                send={async (rating, feedback) => {
                  changed(await rateCall(question.id, asker, { rating, feedback: feedback as RateInput['feedback'] }));
                  pushToast({ type: 'success', message: { id: 'support.rating.thanks' } });
                }}
                onStale={() => void mutate()}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}

/** The optional details the asker gave (bot nickname, transfer date, login or mail); the desk shows them too. */
export function Details({ question }: { question: QuestionView }) {
  const rows = [
    ['botNickname', question.botNickname],
    ['transferDate', question.transferDate],
    ['loginOrMail', question.loginOrMail],
  ].filter((row): row is [string, string] => !!row[1]);
  if (!rows.length) return null;
  return (
    <dl className="support-details">
      {rows.map(([field, value]) => (
        <div key={field} className="support-details__row">
          <dt>
            <FormattedMessage id={`support.form.${field}`} />
          </dt>
          <dd>{field === 'transferDate' ? <FormattedDate value={`${value}T00:00:00`} dateStyle="medium" /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CloseQuestion({ id, onClosed }: { id: string; onClosed: (question: QuestionView) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="support-close">
      <Button variant="secondary" id="support-close-question" onClick={() => setOpen(true)}>
        <Icon name="check" size={18} />
        <FormattedMessage id="support.close.button" />
      </Button>
      <ConfirmDialog
        open={open}
        id="support-close-dialog"
        title={<FormattedMessage id="support.close.title" />}
        text={<FormattedMessage id="support.close.text" />}
        confirm={<FormattedMessage id="support.close.confirm" />}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            onClosed(await closeCall(id));
            setOpen(false);
          } catch (error) {
            const failure = supportFailure(error, []);
            if (failure.alert) pushToast({ type: 'error', message: failure.alert });
            setOpen(false);
          }
        }}
      />
    </div>
  );
}
