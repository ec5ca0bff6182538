// A question at the desk: who asked and what, who is answering it (Take: nobody else answers it then; another
// operator's is said and left to them), the conversation with its attachments (the asker's question page's), the
// answer box with up to 3 files (the asker's reply box, without their limit), the status, and the asker's activity.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { DeskQuestionView } from '../../../../../modules/support/desk.schemas';
import { QUESTION_STATUSES, type QuestionStatus } from '../../../../../modules/support/questions.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { FormAlert } from '../../../shared/form/fields';
import type { MessageRef } from '../../../shared/form/serverErrors';
import { pushToast } from '../../../shared/state/actions';
import { store } from '../../../shared/state/store';
import { CardLoading } from '../../../shared/ui/CardLoading';
import { Icon } from '../../../shared/ui/Icon';
import { Conversation } from '../Conversation';
import { QuestionStatusBadge } from '../QuestionStatusBadge';
import { RatingGiven } from '../RatingForm';
import { Details } from '../QuestionPage';
import { ReplyBox } from '../ReplyBox';
import {
  answerQuestionCall,
  isDeskDataKey,
  setQuestionStatusCall,
  takeQuestionCall,
  useDeskQuestion,
  useQuestionQueue,
} from './deskApi';
import { deskFailure } from './deskErrors';
import { When } from './DeskQueues';
import { Assignment, type AssignmentState, BackToQueue, DeskActivity, PaneError } from './DeskParts';

/** Who answers the question: the desk's view names the operator; else the operator's own queue tells. */
function assignmentOf(question: DeskQuestionView, me: string | null, mine: boolean): AssignmentState {
  const operatorId = (question as Partial<DeskQuestionView>).operatorId;
  if (operatorId === undefined) return mine ? 'mine' : 'unknown';
  if (operatorId === null) return 'free';
  return operatorId === me ? 'mine' : 'other';
}

export function DeskQuestionPane({ id, onBack }: { id: string; onBack: () => void }) {
  const { profile } = useSnapshot(store);
  const { data, error, mutate } = useDeskQuestion(id);
  const mine = useQuestionQueue('mine');
  const { mutate: mutateAll } = useSWRConfig();
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const changed = (question: DeskQuestionView) => {
    void mutate({ question }, { revalidate: false });
    void mutateAll((key) => isDeskDataKey(key) && typeof key === 'string' && key.includes('/questions?'));
  };

  if (error && !data)
    return (
      <div className="desk-item profile-card">
        <BackToQueue onBack={onBack} />
        <PaneError onRetry={() => void mutate()} notFound={error instanceof HttpError && error.code === 404} />
      </div>
    );
  if (!data) return <CardLoading />;
  const question = data.question;
  const closed = question.status === 'closed';
  const isMine = mine.data?.questions.some((q) => q.id === id) ?? false;
  const assignment = assignmentOf(question, profile?.user_id ?? null, isMine);
  const userId = (question as Partial<DeskQuestionView>).userId ?? null;

  const take = async () => {
    setAlert(null);
    try {
      changed(await takeQuestionCall(id));
      pushToast({ type: 'success', message: { id: 'support.desk.taken' } });
    } catch (failure) {
      setAlert(deskFailure(failure).message);
      void mutate();
    }
  };

  return (
    <div className={`desk-item-grid${userId ? ' has-activity' : ''}`}>
      <section
        className="desk-item profile-card"
        id="desk-question"
        data-question-id={question.id}
        data-status={question.status}
        data-assignment={assignment}
        aria-labelledby="desk-question-title"
      >
        <BackToQueue onBack={onBack} />
        <header className="desk-item__head">
          <p className="support-question__number">
            <FormattedMessage id="support.question.number" values={{ number: question.number }} />
            <span aria-hidden="true"> · </span>
            <FormattedMessage id={`support.category.${question.category}`} />
          </p>
          <h2 id="desk-question-title" className="desk-item__title">
            {question.title}
          </h2>
          <div className="support-question__meta">
            <QuestionStatusBadge status={question.status} id="desk-question-status" />
            <span>
              <FormattedMessage id="support.question.created" values={{ date: <When value={question.createdAt} /> }} />
            </span>
            {(question.name || question.email) && (
              <span className="desk-item__asker" id="desk-question-asker">
                <Icon name="user" size={16} />
                {[question.name, question.email].filter(Boolean).join(' · ')}
              </span>
            )}
          </div>
        </header>
        <div className="desk-item__bar">
          <Assignment state={assignment} closed={closed} kind="question" onTake={take} />
          <StatusSelect
            question={question}
            disabled={assignment === 'other'}
            onChanged={changed}
            onFailed={(failure) => {
              setAlert(failure);
              void mutate();
            }}
          />
        </div>
        {alert && (
          <FormAlert>
            <span id="desk-question-error">
              <FormattedMessage id={alert.id} values={alert.values} />
            </span>
          </FormAlert>
        )}
        <Details question={question} />
        <Conversation messages={question.messages} asker={{ key: null }} viewer="operator" />
        {question.rating !== null && (
          <section className="desk-rating" aria-labelledby="desk-rating-title">
            <h3 id="desk-rating-title" className="desk-rating__title">
              <Icon name="star" size={18} />
              <FormattedMessage id="support.desk.rating" />
            </h3>
            <RatingGiven rating={question.rating} feedback={question.feedback} />
          </section>
        )}
        {!closed && assignment !== 'other' && (
          <ReplyBox<DeskQuestionView>
            commentsLeft={null}
            send={(form) => answerQuestionCall(question.id, form)}
            onSent={(answered) => {
              setAlert(null);
              changed(answered);
            }}
            onStale={() => void mutate()}
          />
        )}
      </section>
      {userId && <DeskActivity userId={userId} />}
    </div>
  );
}

function StatusSelect({
  question,
  disabled,
  onChanged,
  onFailed,
}: {
  question: DeskQuestionView;
  disabled: boolean;
  onChanged: (question: DeskQuestionView) => void;
  onFailed: (message: MessageRef) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <div className="field desk-status">
      <label className="field__label" htmlFor="desk-question-status-select">
        <FormattedMessage id="support.desk.status" />
      </label>
      <div className="field__control">
        <select
          id="desk-question-status-select"
          className="field__input field__select"
          value={question.status}
          disabled={disabled || busy}
          aria-busy={busy || undefined}
          onChange={async (event) => {
            const status = event.target.value as QuestionStatus;
            setBusy(true);
            try {
              onChanged(await setQuestionStatusCall(question.id, status));
              pushToast({
                type: 'success',
                message: {
                  id: 'support.desk.statusChanged',
                  values: { status: intl.formatMessage({ id: `support.status.${status}` }) },
                },
              });
            } catch (failure) {
              onFailed(deskFailure(failure).message);
            } finally {
              setBusy(false);
            }
          }}
        >
          {QUESTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage({ id: `support.status.${status}` })}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className="field__select-icon" />
      </div>
    </div>
  );
}
